/**
 * Brings what editors published in Supabase back into content/, so the offline copy and the seed
 * follow production: `SUPABASE_URL=… SUPABASE_ANON_KEY=… npm run content:export`.
 *
 * Every collection's published rows replace the entries of the same slug (all languages, names into
 * each glossary), new ones are added in Supabase's order (newest first), and entries Supabase did not
 * return (local drafts, rows unpublished there) are kept after them and listed. The files are read
 * through the schemas before (a broken one stops the export) and after, so an export never leaves
 * content/ in a state the build refuses.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LANGS, type Lang } from '../shared/languages.ts';
import { COLLECTION_IDS, COLLECTIONS, type CollectionId } from '../shared/collections.ts';
import { stableId } from '../shared/hash.ts';
import type { EntityDef } from '../shared/schema/entity.ts';
import { selectList } from '../worker/data/query.ts';
import { CONTENT_DIR, readContent, readJson, type Glossary } from './content.ts';

type Json = Record<string, unknown>;

const writeJson = (dir: URL, path: string, value: unknown) => writeFileSync(new URL(path, dir), `${JSON.stringify(value, null, 2)}\n`);

export interface ExportSummary {
  /** Rows written per collection, and the local entries kept because Supabase did not return them. */
  written: Record<CollectionId, number>;
  kept: Record<CollectionId, string[]>;
}

/** Exports every collection's published rows from `client` into the content folder `into`. */
export async function exportContent(client: SupabaseClient, into: URL = CONTENT_DIR): Promise<ExportSummary> {
  const summary: ExportSummary = { written: {} as ExportSummary['written'], kept: {} as ExportSummary['kept'] };
  // Content the build refuses stops the export before anything is written: a broken file may hold
  // entries (local drafts) that writing over it would lose.
  readContent(into);
  const read = <T,>(path: string, fallback: T): T => (readJson(into, path, []) as T | undefined) ?? fallback;
  const glossaries = Object.fromEntries(LANGS.map((lang) => [lang, read<Glossary>(`locales/${lang}/glossary.json`, {})])) as Record<Lang, Glossary>;
  for (const id of COLLECTION_IDS) {
    const def: EntityDef = COLLECTIONS[id].schema;
    const rows = await selectList(client, def);
    const fromSupabase = new Set(rows.map((r) => (r as unknown as Json).slug as string));
    const local = read<Json[]>(`data/${id}.json`, []);
    const kept = local.filter((r) => !fromSupabase.has(r.slug as string));
    // Names live in the glossary for the collections it names (English's decides which).
    const named = glossaries.en[id] !== undefined;
    const texts = Object.fromEntries(LANGS.map((lang) => [lang, read<Record<string, Json>>(`locales/${lang}/${id}.json`, {})]));
    const records = rows.map((row) => {
      const { translations, ...columns } = row as unknown as Json & { translations: (Json & { language: Lang })[] };
      const slug = columns.slug as string;
      for (const lang of LANGS) delete texts[lang]![slug];
      for (const { language, ...text } of translations) {
        const { name, ...rest } = text;
        if (named) glossaries[language][id] = { ...glossaries[language][id], [slug]: name as string };
        texts[language]![slug] = named ? rest : text;
      }
      // What the bundle derives again is left out: the order of creation, and an id made from the slug.
      const { created_at: _created, id: rowId, ...rest } = columns;
      return { ...(rowId !== undefined && rowId !== stableId(def.table, slug) && { id: rowId }), ...rest, published: true };
    });
    writeJson(into, `data/${id}.json`, [...records, ...kept]);
    for (const lang of LANGS) writeJson(into, `locales/${lang}/${id}.json`, texts[lang]);
    summary.written[id] = records.length;
    summary.kept[id] = kept.map((r) => r.slug as string);
  }
  for (const lang of LANGS) writeJson(into, `locales/${lang}/glossary.json`, glossaries[lang]);
  readContent(into);
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_ANON_KEY;
  if (!url || !key) {
    console.error('Set SUPABASE_URL and SUPABASE_ANON_KEY (the public anon key) to export from a Supabase project.');
    process.exit(1);
  }
  const client = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { written, kept } = await exportContent(client);
  for (const id of COLLECTION_IDS) console.log(`${id}: ${written[id]} exported${kept[id].length ? `, kept locally: ${kept[id].join(', ')}` : ''}`);
}
