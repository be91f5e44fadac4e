import type { Lang } from './languages.ts';
import { links, type EntryLink, type Names } from './encyclopaedia.ts';
import { parseEntryRefs, type EntryRef } from './schema/column.ts';
import { PATCHED_COLLECTIONS, type PatchRow } from './schema/patch.ts';
import { allInLanguage, type InLanguage } from './translation.ts';

/*
 * What the patch history and the encyclopaedia's "changed in" notes show, in one language, from
 * the one cached list of patches. React-free: the route loaders build these, the pages render them.
 */

export type PatchedCollection = (typeof PATCHED_COLLECTIONS)[number];

type Patch = InLanguage<PatchRow>;

/** Each change with the entries it concerns; a blank text (a change a translation left out) is skipped. */
function changesOf(patch: Patch): { text: string; refs: EntryRef<PatchedCollection>[] }[] {
  return patch.changes.flatMap((text, i) => (text.trim() ? [{ text, refs: parseEntryRefs(patch.change_entries[i] ?? '', PATCHED_COLLECTIONS) }] : []));
}

export interface PatchChange {
  text: string;
  /** The published entries it concerns, named in the page's language. */
  entries: { kind: PatchedCollection; link: EntryLink }[];
}

/** A patch in one language; `lang` is its text's language (English when the page's is missing). */
export type PatchView = Omit<Patch, 'changes' | 'change_entries'> & { changes: PatchChange[] };

/** Every patch, newest first, its changes linked to the entries they concern. */
export function patchViews(rows: readonly PatchRow[], lang: Lang, known: Readonly<Record<PatchedCollection, Names>>): PatchView[] {
  return allInLanguage(rows, lang).map((patch) => {
    const { changes: _changes, change_entries: _entries, ...rest } = patch;
    const changes = changesOf(patch).map(({ text, refs }) => ({
      text,
      entries: refs.flatMap((r) => links([r.slug], known[r.collection]).map((link) => ({ kind: r.collection, link }))),
    }));
    return { ...rest, changes };
  });
}

/** One change of one patch, as the page of an entry it concerns shows it. */
export interface PatchNote {
  /** The patch's slug: its anchor on the patch history. */
  patch: string;
  title: string;
  version: string | null;
  beta: boolean;
  /** Null when no source dates the patch. */
  date: string | null;
  text: string;
  lang: Lang;
}

/** The changes that concern one entry, newest patch first. */
export function patchNotes(rows: readonly PatchRow[], lang: Lang, kind: PatchedCollection, slug: string): PatchNote[] {
  return allInLanguage(rows, lang).flatMap((patch) =>
    changesOf(patch)
      .filter(({ refs }) => refs.some((r) => r.collection === kind && r.slug === slug))
      .map(({ text }) => ({ patch: patch.slug, title: patch.title, version: patch.version, beta: patch.beta, date: patch.date, text, lang: patch.lang })),
  );
}
