/*
 * Zones (areas of Pharloom) for Hollow Knight: Silksong.
 *
 * Area list checked against the community wiki's area navigation (hollowknight.wiki) and press guides.
 * Order = rough first-playthrough order.
 *
 * SITE'S OWN CLASSIFICATION (not the game's):
 *  area_type — by what dominates the area as the sources describe it:
 *    industrial = machinery, forges, factories or labor facilities;
 *    aquatic    = water, swamp or polluted lakes are the defining terrain/hazard;
 *    fortress   = built structures: towns, prisons, shrines, the Citadel and its districts;
 *    nature     = caves, fields, forests, deserts, mountains and other natural or dream-like spaces.
 *  difficulty — by when the area opens and how the sources rate it:
 *    low      = tutorial area or safe early town;
 *    medium   = ordinary Act 1 area;
 *    high     = Act 1 area the sources single out as punishing, any Act 2 area, or a late area of unknown act;
 *    veryHigh = area the sources call among the game's hardest, or an area only open in Act 3.
 *
 * GAME FACTS: `act` = act in which the area is first reachable (null when unsure);
 * `connects` = only adjacencies a source states (walking routes, not fast travel).
 */
import type { ZoneEntry } from './types.ts';

export const ZONES: ZoneEntry[] = [
  {
    slug: 'moss-grotto',
    area_type: 'nature',
    difficulty: 'low',
    act: 1,
    connects: ['bone-bottom', 'the-marrow', 'wormways', 'weavenest-atla'],
    featured: true,
    sources: [
      'https://www.gamesradar.com/games/action/silksongs-first-area-was-only-added-after-team-cherry-realized-it-needed-a-softer-intro-were-trying-to-be-kind-of-respectful-to-the-player-were-not-trying-to-baby-them',
      'https://fyuu.net/silksong-act-1-walkthrough-progression-guide',
      'https://www.gamesradar.com/games/action/hollow-knight-silksong-act-3/',
    ],
  },
  {
    slug: 'bone-bottom',
    area_type: 'fortress',
    difficulty: 'low',
    act: 1,
    connects: ['moss-grotto', 'the-marrow', 'wormways'],
    featured: true,
    sources: [
      'https://fyuu.net/silksong-act-1-walkthrough-progression-guide',
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-4.html',
      'https://neogameworld.com/?p=2505',
    ],
  },
  {
    slug: 'the-marrow',
    area_type: 'nature',
    difficulty: 'medium',
    act: 1,
    connects: ['bone-bottom', 'moss-grotto', 'deep-docks', 'hunters-march'],
    featured: true,
    sources: [
      'https://www.yardbarker.com/video_games/articles/how_to_beat_the_bell_beast_in_hollow_knight_silksong/s1_17458_42748721',
      'https://mapsilksong.com/es/bosses/bell-beast',
      'https://www.gamesradar.com/games/action/silksongs-first-area-was-only-added-after-team-cherry-realized-it-needed-a-softer-intro-were-trying-to-be-kind-of-respectful-to-the-player-were-not-trying-to-baby-them',
    ],
  },
  {
    slug: 'deep-docks',
    area_type: 'industrial',
    difficulty: 'medium',
    act: 1,
    connects: ['the-marrow', 'far-fields', 'hunters-march'],
    featured: true,
    sources: [
      'https://hollowknight.fandom.com/wiki/Deep_Docks',
      'https://trendsmask.com/deep-docks-silksong-199630.html',
      'https://gamerblurb.com/articles/hollow-knight-silksong-act-1-checklist',
    ],
  },
  {
    slug: 'wormways',
    area_type: 'nature',
    difficulty: 'medium',
    act: 1,
    connects: ['moss-grotto', 'bone-bottom', 'shellwood'],
    featured: false,
    sources: [
      'https://www.digitalphablet.com/gaming/how-to-complete-the-sharpdart-ability-in-hollow-knight-silksong',
      'https://silksongmap.co/guides/tutorial/how-to-upgrade-health',
      'https://www.silk-song.org/areas/wormways',
    ],
  },
  {
    slug: 'hunters-march',
    area_type: 'nature',
    difficulty: 'high',
    act: 1,
    connects: ['the-marrow', 'deep-docks', 'far-fields'],
    featured: false,
    sources: [
      'https://docusaurus-app.pages.dev/fr/guide/tips-tricks/hunters-march-silksong-guide-walkthrough',
      'https://gam3s.gg/hollow-knight-silksong/guides/hollow-knight-silksong-fastest-in-pharloom',
      'https://hollowknight.wiki/w/Far_Fields',
    ],
  },
  {
    slug: 'far-fields',
    area_type: 'nature',
    difficulty: 'medium',
    act: 1,
    connects: ['deep-docks', 'greymoor', 'hunters-march'],
    featured: false,
    sources: [
      'https://hollowknight.wiki/w/Far_Fields',
      'https://silksongmap.co/guides/tutorial/fourth-chorus-boss-fight',
      'https://nerdschalk.com/how-to-find-and-open-the-locked-door-at-pilgrims-rest-in-silksong',
    ],
  },
  {
    slug: 'greymoor',
    area_type: 'nature',
    difficulty: 'medium',
    act: 1,
    connects: ['far-fields', 'bellhart', 'sinners-road', 'wisp-thicket', 'verdania'],
    featured: true,
    sources: [
      'https://www.silk-song.org/areas/greymoor',
      'https://reboil.com/mediawiki/Silksong_notes',
      'https://www.gamepressure.com/newsroom/how-to-enter-the-citadel-in-hollow-knight-silksong-we-show-both-p/z485af',
    ],
  },
  {
    slug: 'bellhart',
    area_type: 'fortress',
    difficulty: 'medium',
    act: 1,
    connects: ['greymoor', 'shellwood'],
    featured: true,
    sources: [
      'https://silksongmap.cc/areas/bellhart',
      'https://www.sportskeeda.com/esports/how-lift-curse-bellhart-hollow-knight-silksong',
      'https://nerdschalk.com/where-to-go-after-widow-silksong-guide',
    ],
  },
  {
    slug: 'shellwood',
    area_type: 'nature',
    difficulty: 'medium',
    act: 1,
    connects: ['wormways', 'bellhart', 'blasted-steps'],
    featured: false,
    sources: [
      'https://www.silk-song.org/areas/shellwood',
      'https://www.gamepressure.com/newsroom/how-to-enter-the-citadel-in-hollow-knight-silksong-we-show-both-p/z485af',
      'https://silksongmap.co/guides/tutorial/how-to-upgrade-health',
    ],
  },
  {
    slug: 'weavenest-atla',
    area_type: 'fortress',
    difficulty: 'medium',
    act: 1,
    connects: ['moss-grotto'],
    featured: false,
    sources: [
      'https://www.gamesradar.com/games/action/hollow-knight-silksong-act-3/',
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-4.html',
    ],
  },
  {
    slug: 'blasted-steps',
    area_type: 'nature',
    difficulty: 'high',
    act: 1,
    connects: ['shellwood', 'grand-gate'],
    featured: true,
    sources: [
      'https://gettpc.com/beat-the-last-judge-in-hollow-knight-silksong-runback-secrets-fire-phase-tricks-and-a-sinners-road-shortcut',
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-5.html',
      'https://silksongmap.pages.dev/guides/areas/blasted-steps',
    ],
  },
  {
    slug: 'sinners-road',
    area_type: 'fortress',
    difficulty: 'high',
    act: 1,
    connects: ['greymoor', 'bilewater', 'the-mist'],
    featured: false,
    sources: [
      'https://www.pcgamer.com/games/action/silksong-sinners-road-bench-location/',
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-5.html',
      'https://www.digitalphablet.com/gaming/how-to-get-through-the-mist-in-hollow-knight-silksong-by-completing-challenges',
    ],
  },
  {
    slug: 'the-mist',
    area_type: 'nature',
    difficulty: 'high',
    act: 1,
    connects: ['sinners-road', 'bilewater'],
    featured: false,
    sources: [
      'https://www.digitalphablet.com/gaming/how-to-get-through-the-mist-in-hollow-knight-silksong-by-completing-challenges',
      'https://gettpc.com/trapped-in-the-mist-follow-the-wisps-to-escape-hollow-knight-silksongs-creepiest-puzzle',
    ],
  },
  {
    slug: 'bilewater',
    area_type: 'aquatic',
    difficulty: 'veryHigh',
    act: 1,
    connects: ['sinners-road', 'the-mist', 'putrified-ducts', 'underworks', 'whispering-vaults'],
    featured: true,
    sources: [
      'https://app.defzone.net/wiki/Draft:Bilewater',
      'https://playwrite.info/article/team-cherry-finally-answers-to-the-crimes-of-silksong-s',
      'https://moviesgrave.in/unlocking-the-secrets-of-hollow-knight-silksongs-putrified-ducts',
    ],
  },
  {
    slug: 'the-slab',
    area_type: 'fortress',
    difficulty: 'high',
    act: 1,
    connects: ['choral-chambers', 'mount-fay'],
    featured: false,
    sources: [
      'https://www.fdaytalk.com/silksong-the-slab-map-location',
      'http://www.avatargames.org/silksong-the-slab-walkthrough.html',
      'https://www.silk-song.org/areas/the-slab',
    ],
  },
  {
    slug: 'the-citadel',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['blasted-steps', 'the-slab', 'underworks', 'bilewater', 'putrified-ducts', 'the-cradle'],
    featured: true,
    sources: [
      'https://hollowknight.wiki/w/Pharloom',
      'https://www.silk-song.org/areas/the-citadel',
      'https://www.thebestwargames.com/silksong-act-2-walkthrough-progression-guide',
    ],
  },
  {
    slug: 'grand-gate',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['blasted-steps', 'underworks', 'choral-chambers'],
    featured: false,
    sources: [
      'https://thebestwargames.com/where-to-go-first-in-act-2-of-silksong-post-act-1-guide',
      'https://www.sportskeeda.com/esports/hollow-knight-silksong-act-2-citadel-song-walkthrough',
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-6.html',
    ],
  },
  {
    slug: 'underworks',
    area_type: 'industrial',
    difficulty: 'high',
    act: 2,
    connects: ['grand-gate', 'choral-chambers', 'whiteward', 'whispering-vaults', 'bilewater', 'wisp-thicket'],
    featured: false,
    sources: [
      'https://touriantourist.blogspot.com/2025/09/silksong-journal-entry-6.html',
      'https://www.silk-song.org/areas/underworks',
      'https://silksongmap.co/guides/tutorial/how-to-unlock-clawline-grapple-hook',
    ],
  },
  {
    slug: 'choral-chambers',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['underworks', 'grand-gate', 'whiteward', 'cogwork-core', 'whispering-vaults', 'high-halls', 'memorium', 'the-slab'],
    featured: false,
    sources: [
      'https://scalacube.com/blog/hollow-knight/hollow-knight-silksong-choral-chambers-full-guide',
      'https://gameranx.com/features/id/551986/article/hollow-knight-silksong-how-to-access-the-whiteward-white-key-location/',
      'https://www.silk-song.org/areas/choral-chambers',
    ],
  },
  {
    slug: 'whiteward',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['choral-chambers', 'underworks'],
    featured: false,
    sources: [
      'https://gameranx.com/features/id/551986/article/hollow-knight-silksong-how-to-access-the-whiteward-white-key-location/',
      'https://www.sportskeeda.com/esports/how-get-use-surgeon-s-key-hollow-knight-silksong',
      'https://silksongmap.co/guides/tutorial/how-to-get-whiteward-map',
    ],
  },
  {
    slug: 'cogwork-core',
    area_type: 'industrial',
    difficulty: 'high',
    act: 2,
    connects: ['choral-chambers', 'whispering-vaults', 'the-cradle'],
    featured: false,
    sources: [
      'https://gamerblurb.com/articles/hollow-knight-silksong-cogwork-core-guide',
      'https://www.nintendolife.com/guides/hollow-knight-silksong-final-audience-quest-where-to-find-the-cogwork-heart-and-second-sentinel',
      'https://silksongmap.pages.dev/es/guides/tutorial/lace-act-2',
    ],
  },
  {
    slug: 'whispering-vaults',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['cogwork-core', 'choral-chambers', 'bilewater', 'underworks'],
    featured: false,
    sources: [
      'http://www.chindias.com/silksong-whispering-vaults-walkthrough.html',
      'https://www.digitalphablet.com/gaming/how-to-find-the-vaultkeepers-melody-and-solve-in-hollow-knight-silksong',
      'https://www.silk-song.org/areas/whispering-vaults',
    ],
  },
  {
    slug: 'high-halls',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['choral-chambers'],
    featured: false,
    sources: [
      'https://gamingpromax.com/hollow-knight-silksong-rosary-cannon-gatling-gun-location-guide',
      'https://thefilibusterblog.com/ultimate-guide-and-walkthrough-for-hollow-knight-silksongs-final-audience-second-sentinel',
      'https://allthings.how/silksongs-second-sentinel-build-the-cogwork-heart-and-win-the-duel',
    ],
  },
  {
    slug: 'mount-fay',
    area_type: 'nature',
    difficulty: 'veryHigh',
    act: 2,
    connects: ['the-slab'],
    featured: true,
    sources: [
      'https://mapsilksong.com/areas/mount-fay',
      'https://www.silk-song.org/areas/mount-fay',
      'https://gamerblurb.com/articles/hollow-knight-silksong-mount-fay-guide-benches-map',
    ],
  },
  {
    slug: 'wisp-thicket',
    area_type: 'nature',
    difficulty: 'high',
    act: 2,
    connects: ['greymoor', 'underworks'],
    featured: false,
    sources: [
      'https://thebestwargames.com/how-to-get-to-wisp-thicket-in-silksong',
      'https://www.apkplanets.com/wispfire-lantern-location-in-silksong-father-of-the-flame-boss',
      'https://www.sportskeeda.com/esports/how-defeat-father-flame-hollow-knight-silksong-location-tips-tricks',
    ],
  },
  {
    slug: 'memorium',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['choral-chambers', 'putrified-ducts'],
    featured: false,
    sources: [
      'http://www.chindias.com/silksong-memorium-walkthrough.html',
      'https://www.sportskeeda.com/esports/how-reach-memorium-hollow-knight-silksong',
      'https://gamingpromax.com/hollow-knight-silksong-memorium-map-location-guide',
    ],
  },
  {
    slug: 'putrified-ducts',
    area_type: 'aquatic',
    difficulty: 'high',
    act: 2,
    connects: ['bilewater', 'memorium'],
    featured: false,
    sources: [
      'http://www.chindias.com/silksong-putrified-ducts-walkthrough.html',
      'https://moviesgrave.in/unlocking-the-secrets-of-hollow-knight-silksongs-putrified-ducts',
      'https://www.nintendolife.com/guides/hollow-knight-silksong-how-to-unlock-act-3-silk-and-soul-quest',
    ],
  },
  {
    slug: 'the-cradle',
    area_type: 'fortress',
    difficulty: 'high',
    act: 2,
    connects: ['cogwork-core'],
    featured: false,
    sources: [
      'https://silksongmap.co/guides/tutorial/grand-mother-silk-final-boss-ending-credits',
      'https://www.gamesradar.com/games/action/hollow-knight-silksong-act-3/',
      'https://www.sportskeeda.com/esports/hollow-knight-silksong-act-3-abyss-walkthrough',
    ],
  },
  {
    slug: 'sands-of-karak',
    area_type: 'nature',
    difficulty: 'high',
    act: null,
    connects: [],
    featured: false,
    sources: [
      'https://touriantourist.blogspot.com/2025/10/silksong-journal-entry-13.html',
      'https://allthings.how/silksongs-red-memory-a-late-game-dive-into-hornets-past',
    ],
  },
  {
    slug: 'the-abyss',
    area_type: 'nature',
    difficulty: 'veryHigh',
    act: 3,
    connects: [],
    featured: false,
    sources: [
      'https://www.thebestwargames.com/silksong-act-3-walkthrough-progression-guide',
      'https://www.sportskeeda.com/esports/hollow-knight-silksong-act-3-abyss-walkthrough',
      'https://silksongmap.pages.dev/guides/areas/the-abyss',
    ],
  },
  {
    slug: 'verdania',
    area_type: 'nature',
    difficulty: 'veryHigh',
    act: 3,
    connects: ['greymoor'],
    featured: false,
    sources: [
      'https://www.silk-song.org/areas/verdania',
      'https://allthings.how/silksongs-red-memory-a-late-game-dive-into-hornets-past',
      'https://playfulamuse.com/en/content/hollow-knight-silksong-mementos-guide',
    ],
  },
  {
    slug: 'red-memory',
    area_type: 'nature',
    difficulty: 'veryHigh',
    act: 3,
    connects: [],
    featured: false,
    sources: ['https://allthings.how/silksongs-red-memory-a-late-game-dive-into-hornets-past'],
  },
];
