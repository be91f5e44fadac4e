import type { BossRecord } from '../../shared/schema/boss.ts';
import type { ItemRecord } from '../../shared/schema/item.ts';
import type { TrailerRecord } from '../../shared/schema/trailer.ts';
import type { BossProse, ItemProse, TrailerProse, ZoneProse } from './types.ts';
import type { ZoneRecord } from '../../shared/schema/zone.ts';
import { LANGS, type Lang } from '../languages.ts';
import { LOCALES, type EncyclopaediaLocale } from '../locales/encyclopaedia.ts';
import { BOSSES } from './bosses.ts';
import { ITEMS_EXTRA } from './items-extra.ts';
import { ITEMS } from './items.ts';
import { TRAILERS } from './trailers.ts';
import { ZONES } from './zones.ts';

/*
 * The bundled encyclopaedia: each record joined with its texts in every language that has them,
 * as the rows of `supabase/seed.sql` and of the offline site. Ids and creation times are derived,
 * so the seed can be re-run and the SPEC's "newest first" gives the lists' own order.
 */

/** Generated columns the bundle fills in (the database would). */
interface Derived {
  id: string;
  created_at: string;
}

// FNV-1a, 32 bits; four rounds with different seeds make the 128 bits of a stable id.
function fnv(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** A stable UUID (version 8, "custom") for a table's slug. */
export function stableId(table: string, slug: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((seed) => fnv(`${table}/${slug}`, seed)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

// The first entry of a list is the newest: one minute apart, counting back from the release.
const RELEASE = Date.UTC(2025, 8, 4, 12);
const createdAt = (index: number) => new Date(RELEASE - index * 60_000).toISOString();

function translations<T>(text: (locale: EncyclopaediaLocale) => T | undefined): Partial<Record<Lang, T>> {
  return Object.fromEntries(
    LANGS.flatMap((lang) => {
      const locale = LOCALES[lang];
      const t = locale && text(locale);
      return t ? [[lang, t]] : [];
    }),
  );
}

function records<E extends { slug: string }, T>(table: string, entries: readonly E[], text: (locale: EncyclopaediaLocale, slug: string) => T | undefined) {
  return entries.map((entry, i) => ({
    ...entry,
    id: stableId(table, entry.slug),
    created_at: createdAt(i),
    published: true,
    translations: translations((locale) => text(locale, entry.slug)),
  }));
}

interface NamedProse {
  bosses: BossProse;
  zones: ZoneProse;
  items: ItemProse;
}
// An entry's texts with its name from the language's glossary, the one source of in-game names.
const named =
  <G extends keyof NamedProse>(group: G) =>
  (locale: EncyclopaediaLocale, slug: string): (NamedProse[G] & { name: string }) | undefined => {
    const prose = (locale[group] as unknown as Record<string, NamedProse[G] | undefined>)[slug];
    return prose && { name: (locale.glossary[group] as Record<string, string>)[slug]!, ...prose };
  };

export const BOSS_RECORDS: (BossRecord & Derived)[] = records('bosses', BOSSES, named('bosses'));
export const ZONE_RECORDS: (ZoneRecord & Derived)[] = records('zones', ZONES, named('zones'));
export const ITEM_RECORDS: (ItemRecord & Derived)[] = records('items', [...ITEMS, ...ITEMS_EXTRA], named('items'));
export const TRAILER_RECORDS: (TrailerRecord & Derived)[] = records('trailers', TRAILERS, (locale, slug) => (locale.trailers as Record<string, TrailerProse>)[slug]);
