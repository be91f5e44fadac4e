import type { Lang } from '../../../shared/languages.ts';
import { type ListedId } from '../../../shared/collections.ts';
import { entryAddress } from '../../../shared/routes.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { localizedPath } from '../../../shared/paths.ts';
import { usePage } from '../../context.tsx';
import { Spoiler } from '../../ui/Spoiler.tsx';

/** The address of an entry in a language: its own page, or its row on the hub of a collection without entry pages. */
export function entryHref(lang: Lang, kind: ListedId, slug: string): string {
  return localizedPath(lang, entryAddress(kind, slug));
}

/**
 * A link to an entry, hidden behind its act for a visitor who has not got that far; `bare` in a data
 * table, which styles its links itself (a hub's has over a hundred).
 */
export function EntryLinkTo({ kind, to, bare = false }: { kind: ListedId; to: EntryLink; bare?: boolean }) {
  const { lang } = usePage();
  return (
    <Spoiler act={to.act}>
      <a href={entryHref(lang, kind, to.slug)} className={bare ? undefined : 'entry-link'}>{to.name}</a>
    </Spoiler>
  );
}

/** Links as a comma-free list; nothing at all when there are none. `bare` in a data table, which lays out its lists itself (a hub has hundreds). */
export function EntryLinks({ kind, items, bare = false }: { kind: ListedId; items: readonly EntryLink[]; bare?: boolean }) {
  return (
    <ul className={bare ? undefined : 'flex flex-wrap gap-x-4 gap-y-1'}>
      {items.map((l) => (
        <li key={l.slug}><EntryLinkTo kind={kind} to={l} bare={bare} /></li>
      ))}
    </ul>
  );
}

