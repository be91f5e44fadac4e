import type { ItemEntry } from './types.ts';

/*
 * ITEMS part 1: Hornet's crests and her red, blue and yellow tools.
 * Categories owned here: 'crest', 'red-tool', 'blue-tool', 'yellow-tool'
 * (silk skills, abilities, key items, consumables, materials and upgrades live in items-extra.ts).
 * Display order: crests first (in the order a first playthrough tends to meet them), then red, blue and
 * yellow tools, each group roughly in progression order.
 *
 * Site type rule (SPEC enum `type`):
 *   - 'weapon' : crests (they replace Hornet's whole attack moveset).
 *   - 'tool'   : red tools (active sub-weapons thrown, set or fired, refilled with Shell Shards).
 *   - 'charm'  : blue and yellow tools (passive effects that stay on while equipped). None of the yellow
 *                tools below is used up like a consumable, so none is typed 'consumable'.
 *
 * Site rarity rule (SPEC enum `rarity`), by how hard the item is to obtain (same scale as items-extra.ts):
 *   - 'common'    : the starting crest, or sold / found on the Act 1 main path (The Marrow, Deep Docks).
 *   - 'uncommon'  : optional Act 1 purchases, pickups or small wishes that need no boss fight; also the
 *                   default for tools whose source the pages we read did not confirm.
 *   - 'rare'      : needs a boss fight, a key, Craftmetal, or sits in Act 2 areas (Underworks, Citadel).
 *   - 'epic'      : optional Act 2 content behind several upgrades (double jump, Clawline), a secret room
 *                   or a hard optional boss.
 *   - 'legendary' : only in Act 3 (Silk Soar) or at the end of a map-wide quest chain.
 *
 * `zone` = slug of the area where the item is found or bought (null when spread out or unconfirmed);
 * `boss` = slug of the boss whose defeat gives it, else null.
 */
export const ITEMS: ItemEntry[] = [
  // ---------------------------------------------------------------- crests
  {
    slug: 'hunter-crest',
    type: 'weapon',
    rarity: 'common',
    category: 'crest',
    zone: null,
    boss: null,
    featured: true,
    sources: [
      'https://allthings.how/hollow-knight-silksong-all-crest-locations-and-effects',
      'https://egw.news/gaming/news/29506/hollow-knight-silksong-crests-where-to-find-them-2h0r_DbZK',
      'https://www.yardbarker.com/video_games/articles/rundown_of_silksongs_crests_which_one_is_the_best_for_you/s1_17458_42778241',
    ],
  },
  {
    slug: 'reaper-crest',
    type: 'weapon',
    rarity: 'uncommon',
    category: 'crest',
    zone: 'greymoor',
    boss: null,
    featured: true,
    sources: [
      'https://allthings.how/hollow-knight-silksong-all-crest-locations-and-effects',
      'http://www.savearhinogame.com/hollow-knight-silksong-crests-guide-all-crest-locations-and-effects.html',
      'https://www.yardbarker.com/video_games/articles/rundown_of_silksongs_crests_which_one_is_the_best_for_you/s1_17458_42778241',
    ],
  },
  {
    slug: 'wanderer-crest',
    type: 'weapon',
    rarity: 'uncommon',
    category: 'crest',
    zone: 'wormways',
    boss: null,
    featured: false,
    sources: [
      'https://tikyou.net/all-crest-locations-in-hollow-knight-silksong',
      'https://neogameworld.com/?p=2505',
      'https://weirdjedi.blogspot.com/2025/09/silksong.html',
    ],
  },
  {
    slug: 'beast-crest',
    type: 'weapon',
    rarity: 'rare',
    category: 'crest',
    zone: 'hunters-march',
    boss: 'savage-beastfly',
    featured: true,
    sources: [
      'https://gamerblurb.com/articles/hollow-knight-silksong-chapel-of-the-beast-guide',
      'https://www.sportskeeda.com/esports/where-find-beast-crest-hollow-knight-silksong',
      'https://www.silk-song.org/crests/beast',
    ],
  },
  {
    slug: 'architect-crest',
    type: 'weapon',
    rarity: 'rare',
    category: 'crest',
    zone: 'underworks',
    boss: null,
    featured: false,
    sources: [
      'https://www.silk-song.org/areas/underworks',
      'https://weirdjedi.blogspot.com/2025/09/silksong.html',
      'https://blog.acer.com/en/discussion/3480/guide-to-all-7-crests-in-silksong',
    ],
  },
  {
    slug: 'witch-crest',
    type: 'weapon',
    rarity: 'legendary',
    category: 'crest',
    zone: null,
    boss: null,
    featured: true,
    sources: [
      'https://allthings.how/hollow-knight-silksong-witch-crest-location-and-quest-steps',
      'https://playfulamuse.com/en/content/hollow-knight-silksong-enigmatic-twisted-bud-its-secrets',
      'https://errekgamer.com/2025/09/29/maldicion-curar-silksong',
    ],
  },
  {
    slug: 'shaman-crest',
    type: 'weapon',
    rarity: 'legendary',
    category: 'crest',
    zone: 'bone-bottom',
    boss: null,
    featured: false,
    sources: [
      'https://allthings.how/hollow-knight-silksong-shaman-crest-location-slots-and-builds',
      'https://weirdjedi.blogspot.com/2025/09/silksong.html',
    ],
  },
  // ---------------------------------------------------------------- red tools
  {
    slug: 'straight-pin',
    type: 'tool',
    rarity: 'uncommon',
    category: 'red-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://hollowknightsilksong.app/guides/systems/tools-crests-equipment-guide',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
      'https://backyarddrunkard.com/2025/09/12/hollow-knight-silksong-guide-loddie-game',
    ],
  },
  {
    slug: 'threefold-pin',
    type: 'tool',
    rarity: 'uncommon',
    category: 'red-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://gamerblurb.com/articles/hollow-knight-silksong-charms-guide',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'sting-shard',
    type: 'tool',
    rarity: 'common',
    category: 'red-tool',
    zone: 'deep-docks',
    boss: null,
    featured: true,
    sources: [
      'https://trendsmask.com/deep-docks-silksong-199630.html',
      'https://www.ofzenandcomputing.com/hollow-knight-silksong-merchant-guide',
      'https://touriantourist.blogspot.com/2025/10/silksong-journal-entry-12.html?m=0',
    ],
  },
  {
    slug: 'tacks',
    type: 'tool',
    rarity: 'uncommon',
    category: 'red-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://www.digitalphablet.com/gaming/hollow-knight-silksong-mastering-the-widow-boss-fight-strategies',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'flintslate',
    type: 'tool',
    rarity: 'common',
    category: 'red-tool',
    zone: 'deep-docks',
    boss: null,
    featured: false,
    sources: [
      'https://trendsmask.com/deep-docks-silksong-199630.html',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'curveclaw',
    type: 'tool',
    rarity: 'uncommon',
    category: 'red-tool',
    zone: 'hunters-march',
    boss: null,
    featured: false,
    sources: [
      'https://www.thebestwargames.com/hollow-knight-silksong-how-to-get-fractured-mask',
      'https://www.theilluminiate.com/2025/09/fractured-mask-location-hollow-knight-silksong.html',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'silkshot',
    type: 'tool',
    rarity: 'uncommon',
    category: 'red-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
      'https://nerdschalk.com/silksong-ruined-tool-your-key-to-pharlooms-challenges',
    ],
  },
  {
    slug: 'delvers-drill',
    type: 'tool',
    rarity: 'rare',
    category: 'red-tool',
    zone: 'underworks',
    boss: null,
    featured: false,
    sources: [
      'https://thefilibusterblog.com/complete-guide-and-walkthrough-for-hollow-knight-silksong-the-underworks',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'cogfly',
    type: 'tool',
    rarity: 'rare',
    category: 'red-tool',
    zone: 'high-halls',
    boss: null,
    featured: false,
    sources: ['https://silksongmap.co/guides/tutorial/how-to-get-to-gogfly-auto-companion'],
  },
  {
    slug: 'snare-setter',
    type: 'tool',
    rarity: 'rare',
    category: 'red-tool',
    zone: 'weavenest-atla',
    boss: null,
    featured: false,
    sources: [
      'https://vgtimes.ru/guides/134346-kak-otkryt-3-akt-i-poluchit-istinnuyu-koncovku-v-hollow-knight-silksong.html?amp=1',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'rosary-cannon',
    type: 'tool',
    rarity: 'epic',
    category: 'red-tool',
    zone: 'high-halls',
    boss: null,
    featured: false,
    sources: [
      'https://gamingpromax.com/hollow-knight-silksong-rosary-cannon-gatling-gun-location-guide',
      'https://nerdschalk.com/your-guide-to-rosary-cannon-in-silksong-location-map-how-to-unlock-and-use-tips-and-more',
    ],
  },
  {
    slug: 'conchcutter',
    type: 'tool',
    rarity: 'epic',
    category: 'red-tool',
    zone: 'sands-of-karak',
    boss: 'raging-conchfly',
    featured: false,
    sources: ['https://touriantourist.blogspot.com/2025/10/silksong-journal-entry-13.html'],
  },
  // ---------------------------------------------------------------- blue tools
  {
    slug: 'druids-eye',
    type: 'charm',
    rarity: 'uncommon',
    category: 'blue-tool',
    zone: 'moss-grotto',
    boss: null,
    featured: true,
    sources: [
      'https://silksongmap.co/guides/tutorial/all-mossberry-locations',
      'https://sharla.party/the-first-forage-navigating-the-berry-picking-wish-in-hollow-knight-silksong',
      'https://spot.monster/games/game-guides/hollow-knight-silksong-charms-guide-2',
    ],
  },
  {
    slug: 'magma-bell',
    type: 'charm',
    rarity: 'uncommon',
    category: 'blue-tool',
    zone: 'deep-docks',
    boss: null,
    featured: false,
    sources: [
      'https://silksongmap.co/guides/tutorial/last-judge-magma-bell-guide',
      'https://trendsmask.com/deep-docks-silksong-199630.html',
    ],
  },
  {
    slug: 'warding-bell',
    type: 'charm',
    rarity: 'uncommon',
    category: 'blue-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://gamerblurb.com/articles/hollow-knight-silksong-charms-guide',
      'https://spot.monster/games/game-guides/hollow-knight-silksong-charms-guide-2',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'pollip-pouch',
    type: 'charm',
    rarity: 'uncommon',
    category: 'blue-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://www.digitalphablet.com/gaming/hollow-knight-silksong-mastering-the-widow-boss-fight-strategies',
      'https://www.fdaytalk.com/hollow-knight-silksong-cogwork-dancers-boss-guide',
      'https://steamproxy.net/sharedfiles/filedetails/?id=3573435111',
    ],
  },
  {
    slug: 'fractured-mask',
    type: 'charm',
    rarity: 'uncommon',
    category: 'blue-tool',
    zone: 'hunters-march',
    boss: null,
    featured: false,
    sources: [
      'https://www.thebestwargames.com/hollow-knight-silksong-how-to-get-fractured-mask',
      'https://www.theilluminiate.com/2025/09/fractured-mask-location-hollow-knight-silksong.html',
      'https://silksongmap.co/pt-BR/guides/tutorial/how-to-get-a-extra-mask',
    ],
  },
  {
    slug: 'sawtooth-circlet',
    type: 'charm',
    rarity: 'rare',
    category: 'blue-tool',
    zone: 'underworks',
    boss: null,
    featured: false,
    sources: [
      'https://www.gamesrecon.com/?p=24459',
      'https://nerdschalk.com/silksong-sawtooth-circlet-location-and-step-by-step-guide-to-unlock-it',
      'https://gamersmentor.com/guides/sawtooth-circlet-silksong-guide',
    ],
  },
  {
    slug: 'claw-mirror',
    type: 'charm',
    rarity: 'rare',
    category: 'blue-tool',
    zone: 'whispering-vaults',
    boss: 'trobbio',
    featured: false,
    sources: ['https://mapsilksong.com/es/bosses/trobbio'],
  },
  {
    slug: 'wispfire-lantern',
    type: 'charm',
    rarity: 'epic',
    category: 'blue-tool',
    zone: 'wisp-thicket',
    boss: 'father-of-the-flame',
    featured: false,
    sources: [
      'https://www.apkplanets.com/wispfire-lantern-location-in-silksong-father-of-the-flame-boss',
      'https://xboxplay.games/silksong/how-to-get-wispfire-lantern-in-silksong-67186',
      'https://www.sportskeeda.com/esports/how-defeat-father-flame-hollow-knight-silksong-location-tips-tricks',
    ],
  },
  {
    slug: 'reserve-bind',
    type: 'charm',
    rarity: 'epic',
    category: 'blue-tool',
    zone: 'high-halls',
    boss: 'second-sentinel',
    featured: false,
    sources: [
      'https://trendsmask.com/second-sentinel-silksong-220596.html',
      'https://hollowknightsilksong.app/guides/bosses/second-sentinel-guide',
      'https://thegameslayer.com/guides/how-to-easily-defeat-the-second-sentinel-in-silksong',
    ],
  },
  {
    slug: 'memory-crystal',
    type: 'charm',
    rarity: 'epic',
    category: 'blue-tool',
    zone: 'mount-fay',
    boss: null,
    featured: false,
    sources: ['https://hollowknightsilksongchecklist.com/en/memory-crystal'],
  },
  {
    slug: 'wreath-of-purity',
    type: 'charm',
    rarity: 'epic',
    category: 'blue-tool',
    zone: 'putrified-ducts',
    boss: null,
    featured: false,
    sources: [
      'https://www.sportskeeda.com/esports/how-get-wreath-purity-hollow-knight-silksong',
      'https://www.gameaction.net/hollow-knight-silksong-how-to-negate-poison-wreath-of-purity-location',
      'https://moviesgrave.in/unlocking-the-secrets-of-hollow-knight-silksongs-putrified-ducts',
    ],
  },
  {
    slug: 'volt-filament',
    type: 'charm',
    rarity: 'legendary',
    category: 'blue-tool',
    zone: 'sands-of-karak',
    boss: 'voltvyrm',
    featured: false,
    sources: [
      'https://mapsilksong.com/bosses/voltvyrm',
      'https://touriantourist.blogspot.com/2025/10/silksong-journal-entry-13.html',
    ],
  },
  // ---------------------------------------------------------------- yellow tools
  {
    slug: 'compass',
    type: 'charm',
    rarity: 'common',
    category: 'yellow-tool',
    zone: 'the-marrow',
    boss: null,
    featured: true,
    sources: [
      'https://allthings.how/hollow-knight-silksongs-world-is-huge-how-maps-actually-work',
      'https://fyuu.net/silksong-act-1-walkthrough-progression-guide',
      'https://www.endlessmode.com/video-games/hollow-knight-silksong/our-love-hate-relationship-with-silksongs-compass',
    ],
  },
  {
    slug: 'shard-pendant',
    type: 'charm',
    rarity: 'common',
    category: 'yellow-tool',
    zone: 'the-marrow',
    boss: null,
    featured: false,
    sources: [
      'https://hollowknightsilksongchecklist.com/en/shard-pendant',
      'https://silksongtools.com/tools/shard-pendant',
    ],
  },
  {
    slug: 'magnetite-brooch',
    type: 'charm',
    rarity: 'uncommon',
    category: 'yellow-tool',
    zone: null,
    boss: null,
    featured: false,
    sources: [
      'https://gamerblurb.com/articles/hollow-knight-silksong-charms-guide',
      'https://spot.monster/games/game-guides/hollow-knight-silksong-charms-guide-2',
    ],
  },
  {
    slug: 'magnetite-dice',
    type: 'charm',
    rarity: 'uncommon',
    category: 'yellow-tool',
    zone: 'blasted-steps',
    boss: null,
    featured: false,
    sources: [
      'https://gaminginflux.com/?p=8947',
      'https://www.sportskeeda.com/esports/what-magnetite-dice-hollow-knight-silksong-get',
    ],
  },
];
