import { SpoilerText } from '../../ui/SpoilerText.tsx';
import type { Lang } from '../../../content/languages.ts';
import { usePage } from '../../context.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Section } from '../../ui/Section.tsx';
import { sourceLabel, textLang } from '../../ui/textLanguage.ts';

/** The `lang` attribute for text written in another language than the page's. */
export function useTextLang(textLanguage: Lang): string | undefined {
  return textLang(textLanguage, usePage().lang);
}

/** A text section; skipped when the text is empty (a field the sources could not support). */
export function TextSection({ id, title, text, textLanguage }: { id: string; title: string; text: string | null; textLanguage: Lang }) {
  const lang = useTextLang(textLanguage);
  if (!text) return null;
  return (
    <Section id={id} title={title}>
      {text.split('\n\n').map((p, i) => <p key={i} lang={lang} className="leading-relaxed text-silk/90"><SpoilerText text={p} /></p>)}
    </Section>
  );
}

/** The pages something relies on, as outbound links named by their address. */
export function SourceList({ urls }: { urls: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {urls.map((u) => (
        <li key={u}><ExternalLink href={u} className="link break-all">{sourceLabel(u)}</ExternalLink></li>
      ))}
    </ul>
  );
}

export function Sources({ urls }: { urls: readonly string[] }) {
  const { t } = usePage();
  if (urls.length === 0) return null;
  return (
    <Section id="sources" title={t('encyclopaedia.sources')}>
      <p className="text-sm text-mist">{t('encyclopaedia.sourcesNote')}</p>
      <SourceList urls={urls} />
    </Section>
  );
}

