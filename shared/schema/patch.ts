import { boolean, entryRefs, generated, hidden, nullableText, nullableTimestamp, orderedTexts, slug, someOf, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, type RowOf } from './entity.ts';

/** Where a patch was released; the page names each in the visitor's language. */
export const PATCH_PLATFORMS = ['pc', 'playstation', 'xbox', 'switch', 'switch2'] as const;

/** The collections a patch's change may concern (their entries show the change). */
export const PATCHED_COLLECTIONS = ['bosses', 'items', 'zones'] as const;

/**
 * A game update as it reached players: one row per release (a public beta and the release that
 * follows it are two rows). Its changes are the translations' `changes`, in order; `change_entries`
 * holds, at the same place, the entries each change concerns (`bosses/moorwing`), so an entry's page
 * can say "changed in this patch" from the one cached list of patches. The history is ordered by
 * creation (the bundled list's order, then each patch an editor adds on top), not by date, so a build
 * no source dates keeps its place among the others.
 */
export const PATCH_SCHEMA = entity({
  table: 'patches',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    /** The day it reached players (the first beta's day for a beta); null when no two sources agree on it. */
    date: nullableTimestamp(),
    /** The build number where a source gives it (`1.0.28470`); null when none does. */
    version: nullableText(),
    /** Released on an opt-in public beta branch, not yet to everyone. */
    beta: boolean(),
    /** Where the sources say it was released; empty when they do not say. */
    platforms: someOf(PATCH_PLATFORMS),
    change_entries: entryRefs(PATCHED_COLLECTIONS, 'changes'),
    sources: webUrls(),
    published: hidden(boolean()),
    /** Orders the history, newest first. */
    created_at: hidden(generated(timestamp())),
  },
  translations: {
    table: 'patch_translations',
    key: 'patch_id',
    /** `title`: what players call it ("Patch 1"); `summary`: one sentence on how it was released. */
    columns: { title: text(), summary: nullableText(), changes: orderedTexts() },
  },
  newest: 'created_at',
});

export type PatchRow = RowOf<typeof PATCH_SCHEMA>;
