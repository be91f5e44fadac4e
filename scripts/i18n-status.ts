/**
 * What each language lacks, per collection: entries shown in English instead, in-game names its
 * glossary does not have yet, and page prose keys; then the texts per published entry, naming each
 * entry that lacks a language and which. `npm run i18n:status` (add `--list` for the slugs and keys
 * of the first part). The UI dictionaries are not here: a missing UI string fails the type check.
 */
import { LANGS } from '../content/languages.ts';
import { COLLECTION_IDS } from '../shared/collections.ts';
import { missingTranslations, readContent, textsPerRecord } from './content.ts';

const list = process.argv.includes('--list');
const bundle = readContent();
const missing = missingTranslations(bundle);
const rows = LANGS.map((lang) => {
  const m = missing[lang];
  const cells = COLLECTION_IDS.map((id) => {
    const total = bundle.collections[id].filter((r) => r.translations.en).length;
    return `${id} ${total - (m.entries[id]?.length ?? 0)}/${total}`;
  });
  const names = Object.values(m.names).reduce((n, slugs) => n + slugs.length, 0);
  return `${lang}  ${cells.join('  ')}  names missing ${names}  prose missing ${m.pages.length}`;
});
console.log(rows.join('\n'));

// Per entry rather than per language: an entry written in some languages but not English is counted too.
const perRecord = textsPerRecord(bundle);
console.log(`\ntexts per published entry (${LANGS.length} languages each)`);
for (const id of COLLECTION_IDS) {
  const records = perRecord.filter((r) => r.collection === id);
  const texts = records.reduce((n, r) => n + r.has.length, 0);
  const incomplete = records.filter((r) => r.lacks.length);
  console.log(`${id}  ${texts}/${records.length * LANGS.length} texts in ${records.length} entries, ${incomplete.length} lacking a language`);
  for (const r of incomplete) console.log(`  ${id}/${r.slug}  ${r.has.length}/${LANGS.length}, lacks ${r.lacks.join(' ')}`);
}
if (list) {
  for (const lang of LANGS) {
    const m = missing[lang];
    for (const [id, slugs] of Object.entries(m.entries)) console.log(`${lang} ${id} without text: ${slugs.join(', ')}`);
    for (const [id, slugs] of Object.entries(m.names)) console.log(`${lang} ${id} without a glossary name: ${slugs.join(', ')}`);
    if (m.pages.length) console.log(`${lang} page prose without text: ${m.pages.join(', ')}`);
  }
}
