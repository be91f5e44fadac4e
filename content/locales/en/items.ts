import type { ItemProse } from '../../encyclopaedia/types.ts';

export const items = {
  "hunter-crest": {
    description: "The Hunter Crest is the crest Hornet carries from the very start, and it defines her default fighting style. Its moveset is a quick forward slash, a diagonal downward stab for pogoing and a dashing lunge that bounces her back on contact. It offers one tool slot of each color, and a full Bind with it restores three masks.",
    tips: "Learn the angle of the diagonal down-stab early, because pogo timing with this crest differs from the straight bounce of the original Hollow Knight. The crest can be upgraded twice by Eva, and the upgraded version builds a stacking bonus to your Needle damage for as long as you avoid getting hit. Guides put that bonus at up to 25 percent after the first upgrade and 40 percent after the second, but any hit you take resets it. Because the bonus only boosts Needle attacks, it pays off most if you play aggressively and rely less on tools and silk skills.",
    location: "Equipped from the start of the game. Its upgrades come from Eva in Weavenest Atla, reached through the gate at the far right edge of Moss Grotto, once you have unlocked enough slots on your other crests.",
  },
  "reaper-crest": {
    description: "The Reaper Crest trades speed for reach: its slashes are slow and heavy, and its downward attack sweeps a wide arc beneath Hornet. It is kept in a chapel in Greymoor. Its special trait is built around Silk, which suits players who like to heal and cast often.",
    tips: "After you Bind, your hits for roughly the next ten seconds knock loose silk fragments; collect three of them and you regain one strand of Silk. Those fragments come on top of the Silk you normally earn by striking enemies, so chain a Bind straight into an attack string to get the most out of it. The wide downward arc makes pogoing off small or fast targets more forgiving than with the Hunter Crest. Give yourself room to finish a swing, since the slower wind-up leaves you exposed against quick enemies.",
    location: "Chapel of the Reaper in Greymoor. Guides disagree on the exact approach, so explore the edges of Greymoor for the chapel entrance.",
  },
  "wanderer-crest": {
    description: "The Wanderer Crest gives Hornet a set of fast, short-range attacks that feel close to the Knight's nail from the original Hollow Knight, including a familiar straight-down pogo. It also adds a slash while running and a rapid thrusting charge. It rests in its own chapel inside the Wormways, behind a locked door.",
    tips: "Pick this crest if you prefer to stay close and trade many small, quick hits rather than a few heavy ones. The straight-down pogo is easier to control than the Hunter Crest's diagonal stab, which helps on tricky platforming and on bosses you want to bounce on repeatedly. Keep in mind the short reach: step in, strike, and get out before enemies answer. You need a Simple Key to open the chapel, so start saving Rosaries early.",
    location: "Chapel of the Wanderer in the Wormways. The door needs a Simple Key, which Pebb sells in Bone Bottom for 500 Rosaries.",
  },
  "beast-crest": {
    description: "The Beast Crest turns Hornet into a brawler: binding with it sends her into a fury during which her hits restore health. It waits in the Chapel of the Beast in Hunter's March, guarded by the Savage Beastfly. The crest comes with two red tool slots, so it suits offensive builds.",
    tips: "Treat the fury as a second chance rather than a panic heal: Bind when an enemy is in reach so you can hit your way back to health. Bring offensive red tools to fill its two red slots. Before the Beastfly fight, note that its attacks take two masks at a time, so play cautiously until you know its patterns. Open the lever shortcut on the way so your runs back to the arena stay short.",
    location: "Chapel of the Beast in Hunter's March. Reaching the chapel requires the Drifter's Cloak; defeat the Savage Beastfly inside to claim the crest.",
  },
  "architect-crest": {
    description: "The Architect Crest turns Hornet's needle into a spinning, drill-like screw and is built around tools rather than silk skills. It offers more tool slots than most crests but no slot for a silk skill. It is kept in the Chapel of the Architect in the Underworks, an Act 2 area.",
    tips: "This crest shines if you lean on red tools, because its special Bind can refill your tools without a trip to a bench. Fill the extra slots with tools you actually fire often, since you give up a silk skill to use it. Carry Shell Shards, since a tool-heavy build burns through them quickly.",
    location: "Chapel of the Architect in the Underworks, north of the Twelfth Architect's workshop. The door opens with the Architect's Key.",
  },
  "witch-crest": {
    description: "The Witch Crest comes at the end of a late-game quest line and gives Hornet whip-like swings that drain life from enemies. It has two red and three blue tool slots. The quest that leads to it starts from the Twisted Bud in Bilewater and sends you back and forth across Pharloom.",
    tips: "Use the three blue slots for defensive tools that pair with the crest's life drain. Before you start the quest, guides recommend having the Clawline and the Rite of the Pollip wish finished. Keep about 260 Rosaries on hand, because one step of the chain asks you to pay for an ingredient.",
    location: "Reward of a late quest that begins with the Twisted Bud in Bilewater and continues through Shellwood and Greymoor, where Yarnaby helps complete the cure.",
  },
  "shaman-crest": {
    description: "The Shaman Crest is an Act 3 crest for players who build around silk skills. Instead of colored tool slots it starts with three slots for silk skills, and its swings send out waves of energy. It also strengthens Hornet's Needle Strike.",
    tips: "Equip your favorite silk skills in all three slots and keep your Silk spool full, since the crest pays off only if you cast often. Guides note that two blue slots can be added later, so plan your Memory Lockets with that in mind. The projected swing waves let you hit from farther away than other crests, which helps against dangerous melee enemies. Because it arrives so late, treat it as a build for Act 3 bosses rather than a general upgrade.",
    location: "Only in Act 3: the Ruined Chapel near Bone Bottom. You need Silk Soar to reach it.",
  },
  "straight-pin": {
    description: "The Straight Pin is a basic red tool: Hornet throws needle-like pins in a straight line. It gives her a ranged attack that does not cost any Silk, using Shell Shards for its refills instead. Pins also appear in Loddie's game in The Marrow.",
    tips: "Use pins to finish off enemies you cannot reach safely, such as fliers or foes across a gap. Because they cost no Silk, you can keep your spool reserved for binding. Throw in bursts while a boss is recovering rather than spending them in the middle of its attacks. Refill them by resting at a bench, which spends Shell Shards.",
    location: "",
  },
  "threefold-pin": {
    description: "The Threefold Pin throws three pins at once in a spread instead of a single straight shot. The fan of pins covers a wider area than the Straight Pin, which makes it useful against flying enemies.",
    tips: "Throw it at fliers or enemies moving erratically, since the spread is more likely to connect than a single pin. Pair it with a crest that has spare red slots to keep a straight-line option alongside it. Like other red tools, it is restocked with Shell Shards when you rest at a bench.",
    location: "",
  },
  "sting-shard": {
    description: "The Sting Shard is a trap-style red tool sold by the Forge Daughter in the Deep Docks. Hornet plants it and it damages enemies that come near. Merchant guides rank it among the most useful early tool purchases.",
    tips: "Drop it where an enemy is about to land or walk rather than directly on top of it. Guides recommend it for bosses that keep returning to the same spots, such as Widow and Lace. It is also handy against crowds like Void Masses. Place it before the action starts when you can, then focus on dodging.",
    location: "Sold by the Forge Daughter in the Deep Docks.",
  },
  tacks: {
    description: "Tacks is a red tool that scatters sharp tacks on the ground, hurting enemies that walk over them. It works as a floor trap rather than a projectile.",
    tips: "Scatter tacks along the path a grounded enemy or boss keeps running, then stay out of its way while the trap does the work. Guides suggest it for the Widow fight. It does little against fliers, so swap it out for a ranged tool in airborne fights.",
    location: "",
  },
  flintslate: {
    description: "Flintslate is a red tool from the Deep Docks that adds fire damage to Hornet's attacks. Unlike thrown tools, it boosts the needle itself rather than firing a projectile.",
    tips: "Save it for bosses and tougher enemies, where the extra fire damage matters most. It pairs well with fast crests that land many hits in a short time. Check your Shell Shards before long outings, since refilling tools at a bench spends them.",
    location: "Found in the Deep Docks.",
  },
  curveclaw: {
    description: "The Curveclaw is a curved throwing claw sold by a hidden merchant in Hunter's March. It can later be improved into the Curvesickle.",
    tips: "Buy it while Mottled Skarr is alive, since he dies some time after Act 2 begins. If you miss him, guides report that his body is left with a Curveclaw you can still pick up. Carry enough Rosaries when you visit, because he also sells the Fractured Mask.",
    location: "Sold by Mottled Skarr for 140 Rosaries in a hidden room in the upper part of Hunter's March, reached by riding an updraft with the Drifter's Cloak and slipping through a secret passage on the left.",
  },
  silkshot: {
    description: "Silkshot is a red tool that fires threads of silk as a ranged attack. Completion checklists count three versions of it, Silkshot I, II and III.",
    tips: "Use it to strike enemies you cannot safely reach with the needle. Look for all three versions if you are going for full completion.",
    location: "",
  },
  "delvers-drill": {
    description: "The Delver's Drill is a red tool found in the Underworks, the industrial depths Hornet explores in Act 2. It lies just off the route Hornet takes after arriving there, at the end of a hazardous side passage.",
    tips: "Look for it soon after the elevator crash that brings you into the Underworks. The corridor leading to it is lined with spikes, so move carefully and rest at a bench first. Like other red tools, it is refilled with Shell Shards when you rest, so keep some in reserve.",
    location: "Underworks: shortly after the elevator crash, follow a spike-lined corridor downward to find it.",
  },
  cogfly: {
    description: "Cogfly is a red tool that deploys a small mechanical companion which attacks enemies on its own. It is assembled at a workbench in the Citadel's High Halls.",
    tips: "Release the Cogfly when a fight starts so it adds damage while you focus on dodging. Bring one Craftmetal when you go for it, since the workbench needs it. Having the Clawline makes the route to the workbench much easier.",
    location: "Crafted at a workbench in the High Halls for one Craftmetal; the route goes up from the Choral Chambers.",
  },
  "snare-setter": {
    description: "The Snare Setter is a red tool kept in a Weaver chamber beyond the Weaver door in Moss Grotto. It plays a part in the Silk and Soul wish that opens the way to Act 3, and it is not counted toward 100 percent completion.",
    tips: "Pick it up before you chase the Act 3 requirements, since the Silk and Soul wish calls for it. Because it does not count toward completion, you can ignore it if you only chase the percentage. Mark the room on your map so you can find it again when the wish comes up.",
    location: "A room in the Weavenest reached through the Weaver door in Moss Grotto.",
  },
  "rosary-cannon": {
    description: "The Rosary Cannon is a rapid-fire red tool that shoots Rosaries at enemies like a gatling gun. It hides in a secret treasury in the High Halls and literally spends your money as ammunition.",
    tips: "It can fire up to 80 shots per load, which shreds bosses quickly. Reloading at a bench consumes Rosaries, so only bring it out when your purse can afford it. Use it to burn down a boss's final phase rather than firing it at every enemy.",
    location: "Secret treasury in the High Halls, behind a locked door that opens with a Simple Key.",
  },
  conchcutter: {
    description: "The Conchcutter lets Hornet throw the same ricocheting projectile that the conchflies use. It is the reward for beating the Raging Conchfly in the upper Sands of Karak.",
    tips: "The projectile bounces off walls, so aim it at surfaces near your target rather than straight at it. Players find it tricky to aim, so practice in a safe room before relying on it in a boss fight. It works best in enclosed arenas where rebounds have somewhere to go.",
    location: "Defeat the Raging Conchfly in the upper Sands of Karak. A yellow stone at the bottom of a spiked gorge lifts you up to that area.",
  },
  "druids-eye": {
    description: "Druid's Eye is a blue tool given by the Moss Druid in Mosshome as the reward for the Berry Picking wish. Guides describe it as a Silk-sustain tool that supports healing. It can later be improved into Druid's Eyes.",
    tips: "Take the wish early, since it is one of the first wishes you can complete. Equip it when you struggle to keep enough Silk for binding. Remember to visit again later for the upgraded version.",
    location: "Bring three Mossberries to the Moss Druid in the upper part of Mosshome, in Moss Grotto, to complete the Berry Picking wish.",
  },
  "magma-bell": {
    description: "The Magma Bell is a blue tool that reduces the damage Hornet takes from flames and magma. It is sold by the Forge Daughter in the Deep Docks.",
    tips: "Equip it for the Last Judge, whose second phase floods the arena with fire. It is also worth wearing in the Father of the Flame fight. Bring a Craftmetal along with the Rosaries, since the Forge Daughter asks for both.",
    location: "Sold by the Forge Daughter in the Deep Docks for around 110 Rosaries plus one Craftmetal.",
  },
  "warding-bell": {
    description: "The Warding Bell is a blue tool that shields Hornet while she binds, protecting her from a hit during the heal. Guides often list it among the best defensive blue tools.",
    tips: "Wear it if enemies keep interrupting your Bind. It lets you heal in riskier moments, but you should still look for gaps in an enemy's attacks. Guides describe it as blocking damage once per encounter, so do not count on it twice in a row.",
    location: "",
  },
  "pollip-pouch": {
    description: "The Pollip Pouch is a blue tool that strengthens Hornet's tools; guides tie it to poison effects. It matters most in builds that lean on red tools.",
    tips: "Use it in tool-heavy builds where your red tools do most of the damage. Guides recommend it for the Widow fight to make tools hit harder. Players also pair it with Flea Brew to create a poison cloud.",
    location: "",
  },
  "fractured-mask": {
    description: "The Fractured Mask is a blue tool that absorbs one heavy hit and then breaks. It is repaired automatically when Hornet rests at a bench. It is sold by a hidden merchant in Hunter's March and can be missed.",
    tips: "Think of it as an extra life for each trip away from a bench, which is perfect for long runbacks and hard bosses. Once it shatters, rest at a bench to repair it before the next attempt. Buy it in Act 1: Mottled Skarr dies after Act 2 begins, and guides report the mask is not left behind with his body.",
    location: "Sold by Mottled Skarr for 260 Rosaries in a hidden room in the upper part of Hunter's March. Ride the updraft with the Drifter's Cloak, enter the seemingly empty room on the left and push through the secret passage against its left wall.",
  },
  "sawtooth-circlet": {
    description: "The Sawtooth Circlet is a blue tool: a ring of serrated blades worn on Hornet's cloak that spins and damages nearby enemies whenever the cloak flares, as during a double jump or a glide. It is sold by the Twelfth Architect in the Underworks.",
    tips: "Double jump or glide through groups of enemies to cut them without swinging your needle. Its damage rises with your tool upgrades. Make sure you own a Craftmetal before making the trip, since the Architect will not sell it without one.",
    location: "Bought from the Twelfth Architect in the Underworks for 230 Rosaries and one Craftmetal; the workshop sits above the Cauldron and needs the Clawline to reach.",
  },
  "claw-mirror": {
    description: "The Claw Mirror is a blue tool given for defeating Trobbio, the boss who performs on his own stage. An improved version, Claw Mirrors, also exists.",
    tips: "Trobbio has around 700 health, so bring your strongest setup. Check the tool's description after the fight to decide which crest suits it best. Look out for the upgraded Claw Mirrors later on.",
    location: "Reward for defeating Trobbio on his stage.",
  },
  "wispfire-lantern": {
    description: "The Wispfire Lantern is a blue tool that keeps summoning small fireballs that home in on enemies by themselves. The price is a steady drain on Hornet's Silk. It is the reward for defeating the Father of the Flame in Wisp Thicket.",
    tips: "Equip it for crowded rooms and agile flying enemies, where the homing fire does a lot of work for you. Take it off before hard platforming or boss fights where you need every strand of Silk for binding. The fireballs can also hit objects you meant to use while climbing. Healing is not possible during the Father of the Flame fight, so go in with full health.",
    location: "Defeat the Father of the Flame at the far west end of Wisp Thicket, a hidden area above the towers of Greymoor's Halfway Home that needs the Faydown Cloak to reach.",
  },
  "reserve-bind": {
    description: "Reserve Bind is a blue tool earned from the Final Audience wish, which ends with a duel against the Second Sentinel in the High Halls. Getting there takes several steps spread across the Citadel.",
    tips: "You first have to restore the Second Sentinel by collecting three Cogheart pieces. The duel is optional and demanding, so upgrade your needle and health before taking it on. Rest at a bench near the High Halls to shorten your runbacks.",
    location: "Defeat the Second Sentinel in the High Halls at the end of the Final Audience wish.",
  },
  "memory-crystal": {
    description: "The Memory Crystal is a blue tool found on Mount Fay. When Hornet takes damage, a crystal copy of her forms, and it bursts into sharp spines when an enemy touches it.",
    tips: "It turns every hit you take into a small trap, which suits fights against enemies that chase you into melee range. Lead enemies back over the crystal after you get hit. Bring the Clawline, because you cannot reach it without one.",
    location: "Mount Fay; requires the Clawline.",
  },
  "wreath-of-purity": {
    description: "The Wreath of Purity is a blue tool that protects Hornet from the Muckmaggots of Bilewater for a few seconds, keeping them from clinging to her and draining her health. It is found in the Putrified Ducts.",
    tips: "Fetch it before a serious trip through Bilewater; it makes that swamp far less punishing. The easiest route is from the Memorium once you have the double jump, rather than through Bilewater itself. Its protection is short, so keep moving through the maggot water.",
    location: "Putrified Ducts, in Act 2. From the Memorium bench head right to a dead end, climb through a hidden duct in the ceiling and break the wall beyond; the double jump from the Faydown Cloak is needed.",
  },
  "volt-filament": {
    description: "Volt Filament is a blue tool that makes Hornet's silk skills hit harder and adds an electric effect to them. It is the reward for defeating the Voltvyrm in the Voltnest of the Sands of Karak.",
    tips: "Equip it in builds that cast silk skills often. The Voltvyrm's electric hits take two masks, so prepare for a careful fight. The Voltnest needs Silk Soar, so plan this for late in the game.",
    location: "Defeat the Voltvyrm in the Voltnest, in the Sands of Karak; reaching it requires Silk Soar.",
  },
  compass: {
    description: "The Compass is a yellow tool that marks Hornet's current position on the map. Shakra the mapmaker sells it, and players first meet her in The Marrow.",
    tips: "Buy it early: Pharloom is large, and seeing where you stand saves a lot of wandering. It does take a yellow slot, so swap it out once you know an area well. Some players find it hard to give up even late in the game, so decide for yourself whether the slot is worth it.",
    location: "Sold by Shakra, first met in The Marrow.",
  },
  "shard-pendant": {
    description: "The Shard Pendant is a yellow tool that makes defeated enemies drop more Shell Shards. It is found in The Marrow.",
    tips: "Wear it while you farm, since Shell Shards pay for refilling your tools at benches. It is most useful in tool-heavy builds that burn through shards. Swap it for another yellow tool once your shard supply is comfortable.",
    location: "Found in The Marrow.",
  },
  "magnetite-brooch": {
    description: "The Magnetite Brooch is a yellow tool that pulls nearby Rosaries toward Hornet, so she does not have to chase every bead. Guides rank it among the most useful yellow tools for gathering currency.",
    tips: "Equip it while farming Rosaries so coins dropped in awkward spots come to you. It helps most in fast-paced rooms where beads scatter over ledges and spikes. Since Rosaries are dropped when you die, picking them up quickly means less left lying around.",
    location: "",
  },
  "magnetite-dice": {
    description: "The Magnetite Dice are a yellow tool won in a dice game against Lumble the Lucky in the Blasted Steps. Their description promises good luck to whoever carries them.",
    tips: "Each round of Lumble's game costs 4 Rosaries, so bring spare beads in case you lose a few rounds. Keep playing until you win the dice. Rest at the nearby Bellway bench first so a stray enemy does not cost you your Rosaries.",
    location: "Win Lumble the Lucky's dice game near the Bellway bench in the Blasted Steps.",
  },
  rosaries: {
    description: "Rosaries are Pharloom's main currency, the beads that replace Geo from the first game. Single beads are worth one, while larger shell and pearl beads are worth five and fifteen. You spend them on shop goods, maps, toll benches and Bellway stations, so they matter from the very first hour.",
    tips: "Loose Rosaries drop when Hornet dies; go back to her cocoon to reclaim them, because a second death before you get there wipes them out for good. Defeating enemies is the most reliable income, so clear rooms on your way through instead of running past everything. Turn spare beads into a Rosary String before a risky fight so they are safe. Strike the bead strands hanging from ceilings and draped over statues, and check corners for hidden caches.",
    location: "Dropped by many enemies, knocked loose from hanging bead strands and Rosary statues, found in chests and caches, and handed out as rewards for some wishes.",
  },
  "shell-shards": {
    description: "Shell Shards are Hornet's second currency, the small silver fragments that fly out of defeated enemies. Their main job is refilling the charges of your equipped tools each time you rest at a bench. A few wishes also ask you to donate them, such as Bone Bottom Repairs, which takes 200.",
    tips: "Keep an eye out for anything with a shiny silver texture, such as glinting rocks or ropes studded with shards, since striking them releases a handful. There is a cap on how many you can carry, so upgrade the Tool Pouch once you start leaning on tools. The Shard Pendant tool from The Marrow raises how many shards enemies give. Check your reserve before a long boss runback so your tool charges refill at the bench.",
    location: "Dropped by almost every enemy and released from shard deposits across Pharloom; the carrying limit grows with the Tool Pouch.",
  },
  silkspear: {
    description: "Silkspear is an early silk skill, a ranged attack powered by silk that Hornet picks up in the first hours of Act 1. The game also uses it as a key: the Bell Beast sleeps wrapped in silk that only Silkspear can cut.",
    tips: "Detour into Mosshome before heading to the Bell Beast's arena, since you cannot wake the beast without it. In that fight and later against Widow, Silkspear lets you chip away from a safe distance instead of trading blows up close. Like every silk skill it spends silk, so watch that you still have enough left to Bind when you need to heal.",
    location: "Learned in Mosshome, reached by heading left at the fork near Shakra in upper The Marrow, before the Bell Beast fight.",
  },
  "silk-heart": {
    description: "Silk Hearts are rare upgrades that restore one notch of silk on their own once your spool has been emptied. There are only three in the game, so each one noticeably helps long fights where landing hits is hard. The first comes from the Bell Beast, the boss that also opens the Bellway fast travel network.",
    tips: "Beat the Bell Beast in The Marrow, then touch the orb of silk it leaves to enter a silk realm whose platforms crumble under you. Keep climbing quickly, strike the lever on the solid ledge to raise it, and grab the heart at the top. The second heart is in Whiteward and needs the White Key, the Clawline and the Surgeon's Key, with a boss fight on the way. Pair the hearts with silk-hungry crests and skills, since you get silk back without having to land hits.",
    location: "First: reward for beating the Bell Beast at the top of The Marrow. Second: Whiteward in the Citadel, behind the Surgeon's Key door.",
  },
  quill: {
    description: "The Quill lets Hornet draw her own progress onto the area maps she buys, filling in the rooms she has walked through each time she rests. Without it you only see the rough outline of each area. Shakra, the map seller, offers it at the very start of the journey.",
    tips: "Buy it early along with the first maps; it is one of the best uses of your first Rosaries. Remember that the map only updates when you rest, so sit at benches often in a new area. If you stubbornly skip it, the game hands you a red quill from the desk of the boss Trobbio in Act 2, or a purple one in Act 3. Those variants only change the icon, so skipping the quill is a vanity challenge, not a shortcut.",
    location: "Sold by Shakra, the map seller, whose first spot is in The Marrow. Red and purple versions wait at Trobbio's desk for players who never bought one.",
  },
  "rosary-string": {
    description: "A Rosary String is a bundle of beads tied together so they cannot be lost. Strung beads stay in your inventory even when Hornet dies. You can buy one in Bone Bottom, the first town of the journey.",
    tips: "Pebb's shop in Bone Bottom strings beads for you: you pay 80 Rosaries and receive a string worth 60. Losing 20 beads is cheaper than losing your whole purse to a bad death, so string your savings before a tough boss or a dangerous area. Strung beads cannot be spent until you break the string from your inventory. Strings also turn up as loot while exploring and as rewards for some quests.",
    location: "Bought from Pebb's shop in Bone Bottom, and found as loot in the world.",
  },
  "frayed-rosary-string": {
    description: "The Frayed Rosary String is the smallest of the five bead strings, worth 30 Rosaries. Like the other strings, it keeps its beads safe when Hornet dies. It is usually found in the world rather than bought.",
    tips: "Do not break it right away; keep it as a safety reserve and crack it only when you are standing in front of a shop. One of the first is tucked in the passage just above Fleamaster Mooshka in The Marrow. Worn strings appear in secret spots in other areas too, so hit suspicious walls.",
    location: "Found in hidden spots, for example in the passage above Fleamaster Mooshka in The Marrow.",
  },
  "simple-key": {
    description: "Simple Keys are single-use keys that open the plain locks scattered around Pharloom. There are four keys and four matching locks, and they lead mostly to optional rooms. The first one is for sale in Bone Bottom early on.",
    tips: "Each key is used up when you open a lock, so choose where to spend them. One lock sits in Deep Docks beyond a lava gap that you need Swift Step to cross; it is optional, so using a key there cannot block the story. The Bone Bottom key costs 500 Rosaries, which is steep early on, and another key is dropped by an enemy on Sinner's Road. If you are short on beads, wait until you know which door you want.",
    location: "One is sold in Bone Bottom for 500 Rosaries; another drops from an enemy on Sinner's Road; the rest are hidden around Pharloom.",
  },
  "mask-shard": {
    description: "Mask Shards raise Hornet's health: every four shards form a new mask. There are 20 shards in all, worth five extra masks. Most hide in secret rooms or behind ability checks, and some are wish rewards.",
    tips: "Start with the shard for sale in Bone Bottom, about 300 Rosaries. Early free ones include a hidden pool room in Wormways (reach it with Swift Step), a cracked wall high in Shellwood near Shakra, and a puzzle above the Seamstress in Far Fields that needs the Drifter's Cloak. Bellhart's wishes pay out shards too, including hunts for tough optional foes. Grab the early ones before the harder Act 1 bosses.",
    location: "Spread across Pharloom: one for sale in Bone Bottom, others in Wormways, Shellwood, Far Fields and beyond, plus wish rewards in Bellhart.",
  },
  "spool-fragment": {
    description: "Spool Fragments are pieces that extend Hornet's silk spool, the meter that fuels Bind and silk skills. The completion list counts 18 of them, and they make up a large share of the completion percentage.",
    tips: "A longer spool gives you room to heal and still cast a silk skill, so these matter more the more you rely on silk. Revisit earlier areas after each new ability, since many fragments are out of reach at first. Use a map marker when you spot one you cannot reach yet.",
    location: "Scattered across Pharloom.",
  },
  "swift-step": {
    description: "Swift Step is Hornet's dash, and holding the button turns it into a sprint. It works on the ground and in mid-air and opens many paths and gaps. You find it early in Act 1, in Deep Docks.",
    tips: "Get it as soon as you reach Deep Docks; it makes both exploring and dodging boss attacks far easier. Near the top of the area, strike the orange node hanging from the ceiling and step back before it bursts; the blast opens a hidden section that leads to the Weaver statue. The default inputs are R2 or RT on a controller and C on a keyboard. Use the sprint to cover long backtracking corridors faster.",
    location: "Deep Docks, in a hidden section behind an exploding orange node in the upper part of the area, at a Weaver statue.",
  },
  "drifters-cloak": {
    description: "The Drifter's Cloak lets Hornet glide, slowing her fall and letting her ride upward currents. It comes from the Seamstress, a former warrior living in a hanging cloth hut in Far Fields. Getting it is part of the main Act 1 route, and the Fourth Chorus fight in Far Fields comes right after.",
    tips: "Speak to the Seamstress in Far Fields and complete her wish to earn the cloak. Right away it opens a Mask Shard above her room, where you glide up and use explosive ground to clear the way. It is also required later for Mount Fay, together with the Clawline. Practice gliding over spikes and between updrafts before you head into harder platforming.",
    location: "Given by the Seamstress in Far Fields as the reward for her wish.",
  },
  "thread-storm": {
    description: "Thread Storm is a silk skill that whips a circle of silk around Hornet, hitting everything close by. Damage tests by players found it the strongest of the six silk skills, ahead of Rune Rage, when all its hits land. It is also an early unlock in Act 1.",
    tips: "Look for it on the northeast side of Greymoor. Its even reach around Hornet makes it great against groups and lets you hurt bosses from a little farther than a needle swing. Pair it with the Shaman Crest and the Volt Filament tool to push its damage even higher; speedrunners use that exact setup. Cast it when an enemy commits to an attack near you rather than into open space.",
    location: "Greymoor, on the northeast side of the area.",
  },
  "cling-grip": {
    description: "Cling Grip lets Hornet cling to walls and jump off them. It is learned at a Weaver statue in Shellwood that opens once Sister Splinter is defeated. Bellhart's Widow, Sinner's Road and many secrets all need it.",
    tips: "Beat Sister Splinter in Shellwood, then visit the Weaver statue she guarded. Afterward, go back to earlier areas and look for tall shafts and high ledges you had to skip. It is the key to reaching Widow in the tunnels north of Bellhart, and Sinner's Road is closed to you without it.",
    location: "Weaver statue in Shellwood, reachable after defeating Sister Splinter.",
  },
  needolin: {
    description: "The Needolin is an instrument Hornet plays to draw songs from the world. Playing it near characters can reveal lore in their verses, and it opens gates made by the Weavers. It is the reward for defeating Widow, which also frees Bellhart from its curse.",
    tips: "After Widow falls, Bellhart's residents and services return, including Pinmaster Plinney, so spend time there. Walk back to the Weaver gates you noticed earlier, for instance in Moss Grotto. Try it on new characters for extra verses of story. It matters at the very end too: the route into Act 3 finishes with Hornet playing it when prompted after the final fight.",
    location: "Reward for defeating Widow at the bottom of the tunnels north of Bellhart.",
  },
  "sharpened-needle": {
    description: "Sharpened Needle is one of four upgrades to Hornet's needle, listed with Shining Needle, Hivesteel Needle and Pale Steel. Each upgrade raises needle damage and counts toward completion. Needle upgrades become available once Pinmaster Plinney is back in Bellhart.",
    tips: "Free Bellhart by beating Widow so Plinney's services open. Expect the gain to feel uneven: players found that each enemy type takes a set fraction of needle damage, and that fraction shrinks for many enemies as the needle improves. You still hit harder overall, but some foes will not die in fewer swings right away. Upgrades are still worth it before the tougher Act 2 bosses.",
    location: "Needle upgrades are handled by Pinmaster Plinney in Bellhart after Widow is defeated.",
  },
  "memory-locket": {
    description: "Memory Lockets unlock extra tool slots on crests, playing the role charm notches had in the first game. Each locket opens one slot on the crest you choose. Some are sold in shops, but most are hidden in secret spots.",
    tips: "Spend them at a bench by selecting one of the small dots next to the larger sockets on a crest. The color of the dot decides the tool type: red for weapons, blue for defense, yellow for exploration. A slot belongs to that crest forever and does not carry over to other crests, so invest in the crest you actually use. Unlocking enough slots across crests also earns extra Vesticrest slots from Eva.",
    location: "Sold in some shops and hidden in secret spots across Pharloom.",
  },
  "tool-pouch": {
    description: "The Tool Pouch is an upgrade that lets Hornet carry more at once. Each level raises both the Shell Shard limit and the number of charges her tools hold. It counts toward completion.",
    tips: "Pick it up once you start relying on red tools in boss fights, since more charges means fewer runs back to a bench. A higher shard cap also lets you bank shards for donation wishes. Combine it with the Shard Pendant if you keep running short of Shell Shards.",
    location: "",
  },
  "key-of-indolent": {
    description: "The Key of Indolent is one of three keys of The Slab, the prison where Hornet can be taken after a cage-carrying flyer captures her. It opens the first locked doors on the way to recovering her stolen gear. The other two are the Key of Heretic and the Key of Apostate.",
    tips: "After breaking out of the cage, kick through the cracked ceiling above the first locked door and follow the tunnels down. Grindle is in a cell at the bottom; the key is in the room to its left, guarded by a few enemies. Go back through Grindle's cell to find a bench and the Slab map, then use the key on the door below the bench. Expect a gauntlet of enemies and spinning blades after that door.",
    location: "The Slab, in a room to the left of Grindle's cell.",
  },
  "white-key": {
    description: "The White Key opens the way into Whiteward, a grim medical ward of the Citadel. It sits in Songclave, the small settlement that grows outside the First Shrine in Act 2. Whiteward holds useful items such as the Injector Band tool, and it leads on to the Underworks and the Clawline.",
    tips: "Ring the bell at the First Shrine first so pilgrims start gathering in Songclave. The key lies against the wall in the far east corner of Songclave, past the central building. Use it on the white-marked lift at the bottom of Choral Chambers to ride down into Whiteward. Grab the Whiteward map soon after you arrive; if you miss it, Shakra can sell it later.",
    location: "Songclave, in the far east corner beside the First Shrine, in Act 2.",
  },
  "surgeons-key": {
    description: "The Surgeon's Key opens the Ornate Lock deep in Whiteward. Behind that door waits a boss fight and the second Silk Heart. You need both the White Key and the Clawline before you can reach it.",
    tips: "From the Whiteward entrance, climb and push right until the path splits, take the left branch and break the wall block. Above it hangs a ring-shaped lever: grab it with the Clawline and the key drops. To use it, go west from the Whiteward bench, ride the lift down and keep heading west to the Ornate Lock. Rest first, because a boss waits beyond it.",
    location: "Whiteward, released by pulling a ring-shaped lever with the Clawline.",
  },
  clawline: {
    description: "The Clawline is Hornet's grappling harpoon, one of the Ancestral Arts. It pulls her to rings, some surfaces and even enemies, letting her hang and chain climbs. It is bound at a Weaver altar in The Cauldron, the workshop area of the Underworks, during Act 2.",
    tips: "The usual route is White Key, Whiteward lift, then down into the Underworks and across the lava rooms of The Cauldron. The default input is S on PC, LT on Xbox, L2 on PlayStation and ZL on Switch. Grappling an enemy launches you off it, handy for crossing gaps in fights. Many late areas and items need it, including Mount Fay, the Surgeon's Key and the road into Bilewater.",
    location: "Weaver altar in The Cauldron, Underworks (Act 2).",
  },
  "architects-key": {
    description: "The Architect's Key opens the Chapel of the Architect in the Underworks, which holds the Architect Crest. Access is granted through the Twelfth Architect, the last of the Citadel's mechanical makers, who works in The Cauldron. It belongs to Act 2.",
    tips: "Visit the Twelfth Architect in The Cauldron and work with the Architect to get the key; the Architect also trades tools for Rosaries and Craftmetal. The chapel sits north of the workshop. The crest it unlocks is built around red tools, so stock up on Shell Shards before testing it.",
    location: "Obtained through the Twelfth Architect in The Cauldron, Underworks; opens the Chapel of the Architect.",
  },
  craftmetal: {
    description: "Craftmetal is a rare crafting material that some of Pharloom's makers want along with Rosaries. The Twelfth Architect in the Underworks trades mechanical tools for it. It is scarce, so each piece should go to something you will really use.",
    tips: "Do not spend it on the first thing offered; check the Twelfth Architect's stock first, since at least one of the Architect's tools needs it. Keep an eye out in side paths and secret rooms. If a tool is missing from your collection late in the game, a lack of Craftmetal may be the reason.",
    location: "Found in limited numbers across Pharloom; spent with makers such as the Twelfth Architect.",
  },
  "faydown-cloak": {
    description: "The Faydown Cloak gives Hornet a double jump. It waits at the summit of Mount Fay, a freezing climb west of The Slab that is almost pure platforming. It is an Act 2 reward that opens up much of the late game.",
    tips: "You need the Clawline and the Drifter's Cloak before attempting the climb. The cold damages Hornet over time, so move quickly between the warm lamps and heat sources that reset it. There are two benches on the way, one behind a toll and one behind a breakable wall. At the top, play the Needolin at the giant tuning fork. Afterward, areas such as Wisp Thicket and the route to the Key of Apostate open up.",
    location: "Summit of Mount Fay, Act 2.",
  },
  "twisted-bud": {
    description: "The Twisted Bud is a wailing, infant-like growth found in Bilewater during Act 2. It starts the Rite of Rebirth with Greyroot in Shellwood, a chain that ends with the Witch Crest. It is also the key to the secret Twisted Child ending.",
    tips: "Reaching Bilewater takes the Clawline to break a wall on the way. Finish the Pollip rite for Greyroot first, since it is required before the bud can be used. The Rite of Rebirth curses Hornet and limits her healing; the cure is bought in Greymoor, so carry at least 260 Rosaries. If you want the Twisted Child ending, face the Act 2 final boss while still cursed, and do so before entering Act 3.",
    location: "Bilewater, Act 2; used with Greyroot in Shellwood.",
  },
  "key-of-apostate": {
    description: "The Key of Apostate is the third key of The Slab, but it is not found in the prison at all. It lies across the map in the Putrified Ducts. It opens two doors in The Slab, one of them leading to the hidden boss First Sinner.",
    tips: "You need the Faydown Cloak, and the Clawline and Cling Grip make the route far more reliable. The safer path comes in from Memorium; the other starts in Bilewater after beating the boss of its upper section. In the Ducts, head for the dark tunnel on the left near the bottom and smash the cage at its end. The second Slab door leads to a platforming puzzle with a Mask Shard.",
    location: "Putrified Ducts, at the end of a dark tunnel in the lower-left part; used on two doors in The Slab.",
  },
  "rune-rage": {
    description: "Rune Rage is a silk skill that sets off exploding runes, copying an attack of the First Sinner, a Weaver imprisoned in The Slab. Hornet gains it after defeating her. In players' damage tests it came second among the six silk skills.",
    tips: "Get the Key of Apostate from the Putrified Ducts first, then open the sealed cell in The Slab and break the silk runes locking it. The fight starts when you bind at the Weaver statue inside; a loss simply restarts it outside the cell. Watch for the First Sinner healing with her own bind and interrupt it. Once you own Rune Rage, pair it with crests and tools that raise silk skill damage.",
    location: "Reward for defeating the First Sinner in The Slab, behind a door opened with the Key of Apostate.",
  },
  "rosary-necklace": {
    description: "The Rosary Necklace is a larger bead string worth 120 Rosaries. It is the third of five storage tiers, above the Frayed Rosary String (30) and the Rosary String (60) and below the Heavy Rosary Necklace (240) and the Pale Rosary Necklace (340). Its beads are safe from death until you break it.",
    tips: "Treat it as a savings account: break it only when you are ready to buy something. Bigger purchases later in the game, such as maps and upgrades, are where these necklaces pay off. Strings and necklaces are also given as quest rewards, so finish wishes when you are short.",
    location: "",
  },
  "cross-stitch": {
    description: "Cross Stitch is one of Hornet's six silk skills, listed with Silkspear, Thread Storm, Sharpdart, Rune Rage and Pale Nails. Silk skills spend silk directly and occupy the white slots on a crest. It counts toward completion.",
    tips: "Equip it at a bench in a silk skill slot. Crests differ in how many silk skill slots they offer; the Shaman Crest has three. Keep enough silk in reserve to Bind when you need healing.",
    location: "",
  },
  sharpdart: {
    description: "Sharpdart is one of Hornet's six silk skills, listed with Silkspear, Thread Storm, Cross Stitch, Rune Rage and Pale Nails. Like the others it spends silk and sits in a white crest slot. It counts toward completion.",
    tips: "Set it at a bench. If you want to use several silk skills together, the Shaman Crest offers three silk skill slots. The Volt Filament tool raises silk skill damage.",
    location: "",
  },
  "pale-nails": {
    description: "Pale Nails is one of Hornet's six silk skills, listed with Silkspear, Thread Storm, Cross Stitch, Sharpdart and Rune Rage. It spends silk and sits in a white crest slot. It counts toward completion.",
    tips: "Equip it at a bench. Silk-focused builds get the most from it, for instance on the Shaman Crest, which has three silk skill slots and strengthens silk skills. Balance silk skill use against the silk you need to Bind.",
    location: "",
  },
  sylphsong: {
    description: "Sylphsong is the last of the five upgrades offered by Eva, who lives in Weavenest Atla off the far right edge of Moss Grotto. Eva rewards Hornet for the total number of crest slots she has unlocked with Memory Lockets. Guides describe its benefit as refilling silk when Hornet rests at a bench.",
    tips: "Spend your Memory Lockets steadily and check back with Eva; her earlier rewards are a Hunter Crest upgrade and extra Vesticrest slots. All five of her upgrades can be earned by the end of Act 2. It counts toward completion, so do not leave it for last.",
    location: "Given by Eva in Weavenest Atla once enough crest slots are unlocked.",
  },
  "beastling-call": {
    description: "Beastling Call is a song Hornet learns early in Act 3. When she tries to call the Bell Beast at the Grand Bellway, the Bell Eater bursts out instead. At the end of that fight the Bell Beast and its young Beastlings arrive, and Hornet learns the call.",
    tips: "After Act 3 begins, walk to the Grand Bellway at the bottom of Choral Chambers on foot; the Ventrica route through the First Shrine is blocked. Rest at the bench to the right before dropping into the hole for the Bell Eater fight. Keep up the damage until the Bell Beast charges in to finish it.",
    location: "Grand Bellway at the bottom of Choral Chambers, after the Bell Eater fight in Act 3.",
  },
  "silk-soar": {
    description: "Silk Soar is the last movement ability, found in The Abyss during Act 3. It lets Hornet reach openings high above that nothing else could. Few new areas depend on it, but secrets hide in small holes in ceilings all over Pharloom.",
    tips: "Once you have it, sweep through earlier areas and look up: many ceilings have gaps you could never reach. It opens the Voltnest and its boss, whose reward boosts silk skills. Do not assume every high ledge needs it; in the Sands of Karak a yellow stone at the bottom of a gorge can lift you to the top.",
    location: "The Abyss, Act 3.",
  },
  everbloom: {
    description: "The Everbloom is a late key item, a pale, glowing flower drawn from a distant memory that wards off the void. It is the reward at the end of the Old Hearts quest in Act 3. Claiming it also earns an achievement and counts toward completion.",
    tips: "First finish the Return to Pharloom and Spell Seeker quests to unlock Old Hearts. Talk to the Snail Shamans at the Ruined Chapel by Bone Bottom, then claim three hearts: the Heart of Might from Crust King Khann, the Heart of the Woods from Nyleth and the Heart of the Wild from Skarrsinger Karmelita. Bring them back to the shamans and play through the memory sequence.",
    location: "Reward for completing the Old Hearts quest with the Snail Shamans in Act 3.",
  },
} satisfies Record<string, ItemProse>;
