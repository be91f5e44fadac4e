import type { Lang } from '../../../content/languages.ts';
import { entryPath, type EntryCollectionId } from '../../../shared/collections.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { localizedPath } from '../../../shared/paths.ts';
import { usePage } from '../../context.tsx';

function entryHref(lang: Lang, kind: EntryCollectionId, slug: string): string {
  return localizedPath(lang, entryPath(kind, slug));
}

/** A link to an entry; `bare` in a data table, which styles its links itself (a hub's has over a hundred). */
export function EntryLinkTo({ kind, to, bare = false }: { kind: EntryCollectionId; to: EntryLink; bare?: boolean }) {
  const { lang } = usePage();
  return <a href={entryHref(lang, kind, to.slug)} className={bare ? undefined : 'entry-link'}>{to.name}</a>;
}

/** Links as a comma-free list; nothing at all when there are none. */
export function EntryLinks({ kind, items }: { kind: EntryCollectionId; items: readonly EntryLink[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {items.map((l) => (
        <li key={l.slug}><EntryLinkTo kind={kind} to={l} /></li>
      ))}
    </ul>
  );
}

