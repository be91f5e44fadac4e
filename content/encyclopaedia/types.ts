import type { BossRecord, BossText } from '../../shared/schema/boss.ts';
import type { ItemRecord, ItemText } from '../../shared/schema/item.ts';
import type { TrailerRecord, TrailerText } from '../../shared/schema/trailer.ts';
import type { ZoneRecord, ZoneText } from '../../shared/schema/zone.ts';

/*
 * The bundled encyclopaedia has the shape of its tables (shared/schema). A record here holds
 * what is the same in every language; in-game names come from each language's glossary and the
 * other texts from content/locales/{lang}/. The order of a list is the display order (roughly
 * the order a first playthrough meets things); `created_at` derives from it, newest first, so
 * the SPEC's "newest first" query returns the same order from Supabase.
 */
type Entry<R> = Omit<R, 'translations' | 'published'>;

export type BossEntry = Entry<BossRecord>;
export type ItemEntry = Entry<ItemRecord>;
export type ZoneEntry = Entry<ZoneRecord>;
export type TrailerEntry = Entry<TrailerRecord>;

/** One language's texts of an entry, its name aside (the glossary's). */
export type BossProse = Omit<BossText, 'name'>;
export type ItemProse = Omit<ItemText, 'name'>;
export type ZoneProse = Omit<ZoneText, 'name'>;
export type TrailerProse = TrailerText;

/** Another language's texts: exactly the English file's slugs, so a missing entry fails the type check. */
export type Translated<English, Prose> = { [Slug in keyof English]: Prose };

/** Another language's glossary: a name for every English one. */
export type Glossary<English> = { [Group in keyof English]: { [Slug in keyof English[Group]]: string } };
