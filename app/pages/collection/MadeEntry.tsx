import { COLLECTIONS, isProgressId, type MadeId, type PagedId } from '../../../shared/collections.ts';
import type { CollectionView } from '../../../shared/collectionView.ts';
import type { Lang } from '../../../shared/languages.ts';
import { usePage } from '../../context.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { TextSection } from '../encyclopaedia/EntryText.tsx';
import { EntryPage, type EntryFrame } from '../encyclopaedia/EntryPage.tsx';
import { viewFacts, type RefNames, type ViewEntry } from './ViewFields.tsx';

export interface MadeEntryData extends EntryFrame {
  id: MadeId & PagedId;
  entry: ViewEntry & { lang: Lang; languages: Lang[]; description: string | null; sources: readonly string[] };
  refs: RefNames;
}

/** The entry page of a collection declared with `pages`: its view's facts and text sections. */
export function MadeEntry({ data: { id, entry, refs, pager, prose } }: { data: MadeEntryData }) {
  const { t, lang } = usePage();
  const { view } = COLLECTIONS[id] as { view: CollectionView };
  const act = typeof entry.act === 'number' ? (entry.act as 1 | 2 | 3) : null;
  return (
    <EntryPage
      kind={id}
      frame={{ pager, prose }}
      name={entry.name}
      act={act}
      {...(isProgressId(id) && { progress: { kind: id, slug: entry.slug } })}
      description={entry.description}
      textLanguage={entry.lang}
      sources={entry.sources}
      rated={false}
      facts={viewFacts(view.facts, entry, refs, t, (n) => formatNumber(lang, n))}
    >
      {view.sections.map((s) => (
        <TextSection key={s.text} id={s.text} title={t(s.title)} text={(entry[s.text] as string | null) ?? null} textLanguage={entry.lang} />
      ))}
    </EntryPage>
  );
}
