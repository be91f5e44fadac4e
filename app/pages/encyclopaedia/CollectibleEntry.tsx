import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { EntryPage } from './EntryPage.tsx';
import { TextSection } from './EntryText.tsx';
import { obtainFacts } from './obtainFacts.tsx';
import type { CollectibleData } from './types.ts';

/** /guides/collectibles/{slug} */
export function CollectibleEntry({ data: { collectible: c, pager, prose } }: { data: CollectibleData }) {
  const { t, lang } = usePage();
  return (
    <EntryPage
      kind="collectibles"
      frame={{ pager, prose }}
      picture={{ ...c, glyph: c.kind }}
      name={c.name}
      act={c.act}
      progress={{ kind: 'collectibles', slug: c.slug }}
      description={c.description}
      textLanguage={c.lang}
      sources={c.sources}
      rated={false}
      facts={[{ term: t('encyclopaedia.labels.kind'), value: <Badge>{t(`encyclopaedia.kind.${c.kind}`)}</Badge> }, ...obtainFacts(t, c, (n) => formatNumber(lang, n))]}
    >
      <TextSection id="where" title={t('encyclopaedia.labels.getIt')} text={c.location} textLanguage={c.lang} />
      <TextSection id="tips" title={t('encyclopaedia.labels.tips')} text={c.tips} textLanguage={c.lang} />
    </EntryPage>
  );
}
