import { boolean, generated, hidden, nullableSmallint, slug, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts } from './entity.ts';
import type { Columns } from './column.ts';
import { ACTS } from './enums.ts';
import { saveRecord } from './saveRecord.ts';

/*
 * The whole-game collections a completionist ticks off (the Hunter's Journal, benches and stations,
 * maps, everything else the save records) share their frame: a slug, an act, how the save records
 * it, the sources it rests on, and a name per language from the glossary. Each adds its own columns.
 */

/** A collection of things the game's save records: its tables, its own columns and its own texts. */
export function tracked<const C extends Columns, const T extends Columns>(tables: { table: string; translations: string; key: string }, columns: C, texts: T) {
  const { table, translations, key } = tables;
  const schema = entity({
    table,
    columns: {
      id: generated(uuid()),
      slug: slug(),
      published: hidden(boolean()),
      created_at: generated(timestamp()),
      act: nullableSmallint(ACTS),
      ...columns,
      /** How the game's save records it: the import ticks it from the save. */
      save: saveRecord(),
      sources: webUrls(),
    },
    translations: { table: translations, key, columns: { name: text(), ...texts } },
    newest: 'created_at',
  });
  return { schema, list: withTexts(schema, ['name', ...(Object.keys(texts) as (keyof T & string)[])]) };
}
