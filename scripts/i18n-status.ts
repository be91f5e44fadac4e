/**
 * What each language lacks, per collection: entries shown in English instead, in-game names its
 * glossary does not have yet, and page prose keys; then the texts per published entry, naming each
 * entry that lacks a language and which. `npm run i18n:status` (add `--list` for the slugs and keys
 * of the first part). The UI dictionaries are not here: a missing or extra UI string fails the content check.
 *
 * Two checks of the names follow, since a name can be present and still wrong: glossary names that
 * differ from the game's own text (content/game-names.json, names read from the game's language
 * files), and runs of Latin script left in the ja, zh and ru texts (an English name a translation
 * kept), apart from the proper nouns that stay in Latin script on purpose (ALLOWED_LATIN).
 */
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/languages.ts';
import { COLLECTION_IDS, type CollectionId } from '../shared/collections.ts';
import { CONTENT_DIR, missingTranslations, readContent, readJson, textsPerRecord, type Bundle } from './content.ts';

/** The game's names by collection and glossary slug: the game's sheet and entry, and its text per language. */
type GameNames = Partial<Record<CollectionId, Record<string, { key: string } & Partial<Record<Lang, string>>>>>;

/** Languages whose own script is not Latin, so a Latin run in their texts is English left behind. */
const NON_LATIN_LANGS: readonly Lang[] = ['zh', 'ja', 'ru'];

/**
 * Names that stay in Latin script in every language: the game and its makers, platforms and stores,
 * other games, people, press and awards quoted in the news, and "Sea of Sorrow" and "Pharloom Bay",
 * which the glossaries keep in English until the expansion ships.
 */
const ALLOWED_LATIN = [
  'Hollow Knight: Silksong', 'Hollow Knight', 'Silksong Hub', 'Silksong', 'Team Cherry', 'Team Cart Fix', 'Sea of Sorrow', 'Pharloom Bay',
  'Hidden Dreams', 'The Grimm Troupe', 'Lifeblood', 'Godmaster',
  'Steam Deck', 'SteamDB', 'Steam Awards', 'Steam', 'PlayStation Store', 'PlayStation', 'Xbox & Bethesda Games Showcase', 'Xbox & Bethesda',
  'Xbox Game Pass', 'Game Pass', 'Xbox Series X', 'Xbox Series S', 'Series X', 'Series S', 'Xbox One', 'Xbox', 'Nintendo Switch',
  'Nintendo eShop', 'eShop', 'Nintendo Partner Direct', 'Nintendo Direct', 'Nintendo Treehouse: Live', 'Nintendo Treehouse', 'Treehouse', 'Nintendo Life', 'Nintendo-Town',
  'Nintendo', 'Switch 2 Edition', 'Switch', 'Direct', 'Humble Store', 'Humble', 'Windows', 'macOS', 'Mac', 'Linux', 'Unity', 'Valve', 'Kickstarter', 'Reddit',
  'Discord', 'YouTube', 'Konami', 'Downdetector', 'Primetel', 'public-beta', 'cookie', 'Cookie',
  'Christopher Larkin', 'Larkin', 'Ari Gibson', 'Gibson', 'William Pellen', 'Matthew Griffin', 'Seth Goldman', 'Goldman', 'Matt Trobbiani',
  'Jason Schreier', 'Darren Korb', 'Lorien Testard', 'Toma Otowa', 'Woodkid', 'Ludvig Forssell', 'Loek van Kooten',
  'The Game Awards', 'Golden Joystick Awards', 'Golden Joysticks', 'BAFTA Games Awards', 'BAFTA', 'Games Awards', 'Best Game You Suck At',
  'PC Gamer', 'GamesRadar', 'GameSpot', 'Kotaku', 'Bloomberg', 'Dexerto', 'Gamereactor', 'Notebookcheck', 'Gamepressure', 'GamesHub',
  'GameTyrant', 'Ars Technica', 'TweakTown', 'Gfinity', 'Multiplayer.it', 'SpazioGames', "Tom's Hardware Italy", "Tom's Hardware",
  'The Express Tribune', 'Express Tribune', 'Correio Braziliense', 'A.V. Club', 'Man of Many', 'GameDiscoverCo', 'BlueSR', 'ixbt', 'itzine',
  'Modezone', 'Marty Lyons Foundation', 'Endless Mode', 'Queen Elizabeth Hall',
  'Clair Obscur', 'Expedition', 'ON THE BEACH', 'On the Beach', 'DEATH STRANDING', 'Death Stranding', 'Hades II', 'Hades', 'Ghost of Yōtei', 'Split Fiction', 'Blue Prince',
  'Dispatch', 'DELTARUNE', 'Deltarune', 'ARC Raiders', 'Arc Raiders', 'Absolum', 'BALL x PIT', 'Ball x Pit', 'South of Midnight',
  'Donkey Kong Bananza', 'Battlefield', "Baldur's Gate", 'Kingdom Come', 'Deliverance II', 'Indiana Jones and the Great Circle',
  'Indiana Jones', 'SILENT HILL f', 'Silent Hill f', 'Contra', 'PEAK', 'Peak',
].sort((a, b) => b.length - a.length);

/** Markup that is not text: spoiler marks, HTML tags, addresses, {placeholders}. */
const NOT_TEXT = /\[\/?act[^\]]*\]|<[^>]+>|https?:\/\/\S+|\{\w+\}/g;
const LATIN_RUN = /\p{Script=Latin}[\p{Script=Latin}'’&.\- ]*\p{Script=Latin}|\p{Script=Latin}/gu;

/** The same name as the game writes it, typographic apostrophes and spacing aside. */
function sameName(ours: string, game: string): boolean {
  const plain = (name: string) => name.replace(/’/g, "'").replace(/\s+/g, ' ').trim();
  return plain(ours) === plain(game);
}

/** Each glossary name of `lang` that the game writes otherwise, with the game's name and where the game has it. */
function namesUnlikeTheGame(bundle: Bundle, game: GameNames, lang: Lang): string[] {
  return COLLECTION_IDS.flatMap((id) =>
    Object.entries(game[id] ?? {}).flatMap(([slug, names]) => {
      const ours = bundle.glossaries[lang][id]?.[slug];
      const theirs = names[lang];
      if (theirs === undefined || (ours !== undefined && sameName(ours, theirs))) return [];
      return [`${id}/${slug}: ${JSON.stringify(ours ?? null)}, the game: ${JSON.stringify(theirs)} (${names.key})`];
    }),
  );
}

/** Every string of a text object with the place it sits, leaving out `sources` (titles and addresses of pages we cite). */
function textsOf(value: unknown, place: string): [string, string][] {
  if (typeof value === 'string') return [[place, value]];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, place));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => (key === 'sources' ? [] : textsOf(item, `${place}.${key}`)));
  return [];
}

/** The Latin-script runs of a text that no allowed name explains; abbreviations (PC, DLC, RT) aside. */
function latinRunsOf(text: string): string[] {
  let rest = text.replace(NOT_TEXT, ' ');
  for (const name of ALLOWED_LATIN) rest = rest.split(name).join(' ');
  return (rest.match(LATIN_RUN) ?? []).map((run) => run.replace(/[\s.&'’-]+$/, '').trim()).filter((run) => !/^[A-Z]{1,4}$/.test(run) && run.length > 1);
}

/** Each Latin-script run left in `lang`'s entry texts and page prose, with the places it occurs. */
function latinRuns(bundle: Bundle, lang: Lang): Map<string, string[]> {
  const texts = [
    ...COLLECTION_IDS.flatMap((id) => bundle.collections[id].flatMap((r) => textsOf(r.translations[lang], `${id}/${r.slug}`))),
    ...textsOf(bundle.pages[lang], 'pages'),
  ];
  const runs = new Map<string, string[]>();
  for (const [place, text] of texts) for (const run of latinRunsOf(text)) runs.set(run, [...(runs.get(run) ?? []), place]);
  return runs;
}

const list = process.argv.includes('--list');
const bundle = readContent();
const problems: string[] = [];
const game = (readJson(CONTENT_DIR, 'game-names.json', problems) ?? {}) as GameNames;
if (problems.length) throw new Error(problems.join('\n'));
const missing = missingTranslations(bundle);
const unlike = Object.fromEntries(LANGS.map((lang) => [lang, namesUnlikeTheGame(bundle, game, lang)])) as Record<Lang, string[]>;
const latin = Object.fromEntries(NON_LATIN_LANGS.map((lang) => [lang, latinRuns(bundle, lang)])) as Partial<Record<Lang, Map<string, string[]>>>;

const rows = LANGS.map((lang) => {
  const m = missing[lang];
  const cells = COLLECTION_IDS.map((id) => {
    const total = bundle.collections[id].filter((r) => r.translations[DEFAULT_LANG]).length;
    return `${id} ${total - (m.entries[id]?.length ?? 0)}/${total}`;
  });
  const names = Object.values(m.names).reduce((n, slugs) => n + slugs.length, 0);
  const runs = latin[lang] ? `  latin runs ${latin[lang].size}` : '';
  return `${lang}  ${cells.join('  ')}  names missing ${names}  prose missing ${m.pages.length}  names unlike the game ${unlike[lang].length}${runs}`;
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
    for (const name of unlike[lang]) console.log(`${lang} glossary name unlike the game: ${name}`);
    for (const [run, places] of latin[lang] ?? []) console.log(`${lang} Latin script: "${run}" in ${[...new Set(places)].join(', ')}`);
  }
}
