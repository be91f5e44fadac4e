import { ProseText } from './Prose.tsx';
import type { Lang } from '../../../shared/languages.ts';
import { usePage } from '../../context.tsx';
import { Section } from '../../ui/Section.tsx';
import { SourceLinks } from '../../ui/SourceLinks.tsx';
import { textLang } from '../../ui/textLanguage.ts';

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
      {text.split('\n\n').map((p, i) => <p key={i} lang={lang} className="leading-relaxed text-silk/90"><ProseText text={p} /></p>)}
    </Section>
  );
}

export function Sources({ urls }: { urls: readonly string[] }) {
  const { t } = usePage();
  if (urls.length === 0) return null;
  return (
    <Section id="sources" title={t('encyclopaedia.sources')}>
      <p className="text-sm text-mist">{t('encyclopaedia.sourcesNote')}</p>
      <SourceLinks urls={urls} />
    </Section>
  );
}

