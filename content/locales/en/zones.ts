import type { ZoneProse } from '../../encyclopaedia/types.ts';

export const zones = {
  "moss-grotto": {
    description: "Moss Grotto is the green cave at the very bottom of Pharloom where Hornet lands after the seal on her cage breaks. It is the game's gentle opening stretch, built to teach movement and combat before the first boss, Moss Mother. Beyond her arena the path climbs on toward the town of Bone Bottom.",
    lore: "Team Cherry has said the grotto was a late addition: The Marrow was originally the first major area, but it made for too harsh a welcome, so a calmer space was built underneath it. The developers describe it as a rare patch of healthy green at the foot of the kingdom, out of reach of the Citadel's corrupting influence. Come back once you own the Needolin, because a Weaver door on the east side of the grotto answers to its song and leads into Weavenest Atla.",
    features: [
      "Starting area at the bottom of Pharloom",
      "Moss Mother, the first boss, with a bench just before her arena",
      "The Chapel Maid, met right after Moss Mother on the way to Bone Bottom",
      "A sealed Weaver door on the east side that opens with the Needolin",
    ],
  },
  "bone-bottom": {
    description: "Bone Bottom is the first town Hornet reaches, a small pilgrim settlement just past Moss Grotto. It introduces shops, the Bellway fast-travel network and the first of the game's three wish boards, and it stays a useful base for the whole first act.",
    lore: "The townsfolk are pilgrims bound for the Citadel, and not all of them approve of Hornet: a Horned Pilgrim grumbles about her habit of carrying weapons. Their safety is fragile, too. After Hornet gains the Needolin, a second Skull Tyrant can storm through the settlement, and a wish then asks you to hunt the beast down and bring back its crown fragment. Clear every wish here if you are aiming for Act 3, since the Bone Bottom board has to be finished along with those in Bellhart and Songclave.",
    features: [
      "Bellway station in the building marked with three chevrons",
      "Pebb's shop, selling a Simple Key for 500 Rosaries and a Mask Shard for around 300",
      "First wish board, needed in full for Act 3",
      "A Simple Key door linking the town area to the Wormways",
    ],
  },
  "the-marrow": {
    description: "The Marrow is a bone-strewn cave system east of Bone Bottom and the point where Act 1 starts to bite. Here you meet Shakra, the map seller, and the silk-bound Bell Beast, whose defeat opens the Bellway fast-travel network. Exits lead on to the Deep Docks and Hunter's March.",
    lore: "Team Cherry first designed The Marrow as the game's opening area before deciding it was too brutal an introduction. The Bell Beast trapped here is a creature of Pharloom's bell tunnels; once Hornet frees it with the Silkspear and beats it, it becomes her ride between Bellway stations. Stock up with Shakra while you are here, because her Quill and Compass make every later map far easier to read.",
    features: [
      "Shakra sells the first maps, plus the Quill and Compass",
      "Bell Beast fight, rewarded with Bellway travel and the first Silk Heart",
      "The Silkspear from nearby Mosshome is needed to cut the Bell Beast free",
      "An exit above the prison area leads into Hunter's March",
    ],
  },
  "deep-docks": {
    description: "The Deep Docks are an industrial forge district reached from The Marrow once the Bell Beast falls. Despite the name there is hardly any water: the docks are platforms over lakes of lava, with ember floors and vanishing ledges in between. This is where Hornet first clashes with Lace and gains Swift Step.",
    lore: "Bell-helmeted workers toil among metal shells packed with hot coals, and a lore tablet suggests the docks once shipped Smokerock and Sweetsmelt to another region along with a pledge of loyalty from every worker. The Forge Daughter keeps a smithy here and sells tools such as the Sting Shard and Magma Bell; the Magma Bell reduces fire damage, which makes it a smart early purchase. In a small shrine hangs a great bell wrapped in silk; strike the silk away and hit the lever that rises, and once the bell has tolled a bench takes the lever's place.",
    features: [
      "Lava pits, spikes and disappearing platforms",
      "First duel with Lace",
      "Swift Step, Hornet's dash",
      "Forge Daughter's smithy with the Sting Shard and Magma Bell",
      "Bellway station and a Shakra map stop",
    ],
  },
  wormways: {
    description: "The Wormways are a maze of worm-riddled tunnels reached by heading west from Mosshome. A door that needs a Simple Key guards the way in, and the area works as a short detour on the road to Shellwood.",
    lore: "Groms and Gromlings burrow through the walls and keep dropping from the ceiling, so the tunnels never feel empty for long; Swift Step makes dodging them much easier. High in the area, reachable once you have Cling Grip, Alchemist Zylotol keeps a workshop and will refill your Plasmium Phial for 50 Rosaries. Look for the ruins of Weavenest Karn, an abandoned Weaver hold, as a reminder that Hornet's kin once lived even in these cramped depths.",
    features: [
      "Entry door needs a Simple Key",
      "Shakra sells the area map for 70 Rosaries",
      "Alchemist Zylotol and a bench near the top (Cling Grip needed)",
      "A Mask Shard behind a breakable wall in a flooded room",
    ],
  },
  "hunters-march": {
    description: "Hunter's March is a semi-optional region above The Marrow and the Deep Docks, ruled by the ant warriors of the Skarr tribe. You enter it from The Marrow, and a shortcut later links it to the Deep Docks. Spikes, traps and aggressive hunters make it one of the harsher detours of Act 1.",
    lore: "The whole region plays like a Skarr proving ground, full of ambushes and spike pits that punish careless jumps, so practice pogoing off enemies and plant bulbs before you commit. Its big prize is the Beast Crest. In Act 3 a statue room here hides a passage that Silk Soar opens, leading into a sealed-off stretch of the Far Fields where the aged Skarrsinger Karmelita waits.",
    features: [
      "Entrance from The Marrow, above its prison area",
      "Skarr ant enemies, spikes and traps",
      "Beast Crest reward",
      "A booby-trapped bench across from the statue room",
      "Act 3 passage from the statue room into hidden Far Fields",
    ],
  },
  "far-fields": {
    description: "The Far Fields are a large stretch of grassy caverns in the eastern lowlands of Pharloom, entered from the Deep Docks. Strong updrafts run through the caves and lava pools lurk on the lower floors. They form the main route up into Greymoor, but only once Hornet can ride the wind.",
    lore: "The Seamstress lives in a hut suspended above the lava, and helping her with the Flexile Spines wish earns the Drifter's Cloak that lets Hornet glide on the updrafts. The exit toward Greymoor is guarded by the Fourth Chorus, a huge mechanical foe whose hands are immune to damage, so aim for its head. In Act 3 a hidden eastern section opens from Hunter's March, home to Skarrsinger Karmelita and to Sprintmaster Swift, who lives inside a giant skull and challenges Hornet to races.",
    features: [
      "Wind updrafts that need the Drifter's Cloak",
      "The Seamstress and her hut above the lava",
      "Fourth Chorus guards the way up to Greymoor",
      "Pilgrim's Rest and its door that only opens from inside",
      "Sprintmaster Swift's races in the far east",
    ],
  },
  greymoor: {
    description: "Greymoor is a large, partly flooded cave region of misty fields and crumbling towers, reached by gliding up from the Far Fields. It is the central waypoint of Act 1, with the main road leaving west toward Bellhart and a side route climbing into Sinner's Road.",
    lore: "The western exit is guarded by Moorwing, a large flying beast, and the wandering knight Garmond and his companion Zaza, camped near a tower top, will help Hornet bring it down. At the Halfway Home inn, the barkeep Creige pours a drink that restores both health and silk for 10 Rosaries. Far to the east lies Craw Lake, and a hidden path through Greymoor's towers leads up to the Wisp Thicket once Hornet can double jump.",
    features: [
      "Halfway Home inn with a bench and Creige's restoring drink",
      "Moorwing boss at the western exit",
      "Bellway station beside one of the tall towers",
      "Craw Lake in the far east",
      "Tower route to the hidden Wisp Thicket",
    ],
  },
  bellhart: {
    description: "Bellhart is a town of bells west of Greymoor that Hornet first finds haunted, its residents strung up in silk. Freeing it means climbing from Shellwood to Widow's lair and defeating her, after which the town comes back to life with shops, a wish board and, eventually, a home of Hornet's own.",
    lore: "A sign at the entrance promises rest to every pilgrim walking the holy path, but Widow's silk had silenced the whole settlement by the time Hornet arrived. Beating Widow grants the Needolin, completes the Threadspun Town wish and lets Hornet ring the great bell. Afterward, visit Pinmaster Plinney for your first Needle upgrade before tackling the Blasted Steps, and keep doing wishes so that Pavo eventually hands over the key to the Bellhome.",
    features: [
      "Widow boss, reached from Shellwood with Cling Grip",
      "Needolin and the town's great bell",
      "Pinmaster Plinney's Needle upgrades",
      "Bellhome player house, key from Pavo",
      "Bellway station with the Bell Hermit living nearby",
    ],
  },
  shellwood: {
    description: "Shellwood is a bramble-choked forest where the plants are as dangerous as the creatures. It lies beyond the Wormways, and it is where Hornet fights Sister Splinter on the way to Cling Grip, the wall-climbing skill that opens up Bellhart's heights and the road to the Blasted Steps.",
    lore: "Greyroot, a strange being that is not a bug at all, lives among the roots and asks Hornet to bring it Pollip Hearts. The forest's old roads have long been swallowed by thorn and overgrowth, so many secrets sit behind cracked walls; strike anything that looks brittle. A hidden bell path that starts near Shellwood's main bench leads to Widow's lair in Bellhart.",
    features: [
      "Harmful brambles and thorny flora",
      "Sister Splinter boss on the way to Cling Grip",
      "Greyroot's request for Pollip Hearts",
      "A Mask Shard behind a cracked wall near Shakra",
      "Routes on to Bellhart and the Blasted Steps",
    ],
  },
  "weavenest-atla": {
    description: "Weavenest Atla is a Weaver nest hidden behind a sealed door on the east side of Moss Grotto. The door only yields to the Needolin, so most players come back to the very start of the journey after freeing Bellhart to explore it.",
    lore: "The Weavers, the spider folk who share Hornet's heritage, sealed several places in Pharloom with gates that answer to song rather than keys, and the door to this nest is one of them. It matters again late in the game: for the Silk and Soul wish, a secret cellar in the corridor above the nest's bench holds the Snare Setter, one of the pieces the Caretaker asks for. Mark any odd sealed gates you pass before you own the Needolin; touring them afterward is how you find places like this.",
    features: [
      "Sealed Weaver door in eastern Moss Grotto, opened with the Needolin",
      "Usually explored after gaining the Needolin in Bellhart",
      "A secret cellar above the bench holding the Snare Setter",
    ],
  },
  "blasted-steps": {
    description: "The Blasted Steps are a windswept desert of broken stone stairs that climb from Shellwood to the Citadel's Grand Gate. Gusts of wind throw off your jumps and burrowing sand creatures punish anyone who stays on the ground too long. At the top waits the Last Judge, the final boss of Act 1.",
    lore: "This is the pilgrims' road to the Citadel, and the Last Judge stands at its eastern end, just outside the Grand Gate, guarding the way in. On the way up, a pair of Great Conchflies block the path; defeat one and the other flees. The Pinstress, who teaches the Needle Strike art, lives further along the steps. Unlock the Bellway and bench near the top before the Judge, because the runback through sand, Conchflies and patrolling Judges is long.",
    features: [
      "Strong wind gusts and sand-dwelling worms",
      "The Great Conchflies fight on the way up",
      "Bellway station beside a bench near the top",
      "Last Judge at the Grand Gate, ending Act 1",
    ],
  },
  "sinners-road": {
    description: "Sinner's Road is a grim passage that climbs from Greymoor's Halfway Home and is known for the vicious dogs that roam its halls. It starts the so-called path of the sinner, an alternative route toward the Citadel that runs through Bilewater and The Mist instead of the Blasted Steps.",
    lore: "Where the Blasted Steps are the faithful pilgrim's climb, this road is the back way, and following it far enough lets Hornet reach the Citadel without ever facing the Last Judge. Its central bench is broken: it takes 60 Rosaries and then a tricky jumping challenge before you can rest there, so first hit the lever that unlocks the nearby cage shortcut. Crull and Benjin live in the road's upper reaches, and the Green Prince can be found here too.",
    features: [
      "Reached by the elevator near Greymoor's Halfway Home",
      "Broken central bench that costs 60 Rosaries to restore",
      "Hidden routes to Bilewater and The Mist",
      "A back way into the Citadel that skips the Last Judge",
    ],
  },
  "the-mist": {
    description: "The Mist is a fog-filled labyrinth reached from Sinner's Road or Bilewater. It has no map of its own, and its rooms are arranged differently each time you enter, so wandering blindly only loops you back around.",
    lore: "The way through is a puzzle rather than a fight. Play the Needolin beside the small glowing wisps in each room and they drift toward the correct exit; follow them through several rooms to reach the center, then out again. Move slowly, since spike traps and Wraiths lurk in the fog. The far side leads to the Exhaust Organ in Bilewater, whose lift drops down into the Underworks beneath the Citadel.",
    features: [
      "No map; the room layout changes on each visit",
      "Glowing wisps that show the exit when you play the Needolin",
      "Spike traps and Wraith enemies",
      "Exit toward the Exhaust Organ and a lift to the Underworks",
    ],
  },
  bilewater: {
    description: "Bilewater is a dark, polluted swamp poisoned by waste from the Citadel, home to the Stilkin tribe and their leader, Groal the Great. Its maggot-filled water stops Hornet from healing and drains her silk, and scarce benches make for long runbacks. Team Cherry calls it the hardest challenge of Act 2 and the main gateway into Act 3.",
    lore: "The Stilkin blame the Citadel for fouling their once-clean home, and Groal rages against it without end. Defeating him yields the Seeker's Soul, one of the pieces needed for the Silk and Soul wish, and opens a way up into the Putrified Ducts, where the Wreath of Purity can make the maggots far less of a threat. If the swamp is breaking you, consider fetching the Wreath from the Memorium side of the Ducts first, and ignore the suspicious bench on the left, which is a trap.",
    features: [
      "Maggot water that blocks healing and drains silk",
      "Groal the Great, who leaves the Seeker's Soul",
      "Few benches and long runbacks, plus a fake trap bench",
      "Exits to Sinner's Road, The Mist and the Putrified Ducts",
      "Exhaust Organ lift down to the Underworks",
    ],
  },
  "the-slab": {
    description: "The Slab is a freezing prison complex for the Citadel's sinners and heretics. Most players first arrive as captives: let one of the cage-carrying Wardenflies catch Hornet and she wakes in a cell without her needle, tools or cloak. Later it can also be entered from the Choral Chambers.",
    lore: "Escaping means sneaking through trap-lined halls to recover Hornet's confiscated gear, then working through doors sealed by three keys named Indolent, Heretic and Apostate; the last one is tied to Bilewater. Outdoor sections bite with the same killing cold as Mount Fay, so sprint between warming beacons. Before letting yourself be captured, be ready for a long sequence with no needle, since there is no way out until the escape is done.",
    features: [
      "Capture by a Wardenfly strips Hornet of her gear",
      "Three prison keys: Indolent, Heretic and Apostate",
      "Freezing outdoor sections with warming beacons",
      "The Slab Bellway near the lower bench",
      "Exit toward Mount Fay",
    ],
  },
  "the-citadel": {
    description: "The Citadel is the shining holy city at the top of Pharloom and the goal of every pilgrim, Hornet included. Entering it begins Act 2. It is split into districts, among them the Grand Gate, Choral Chambers, Whispering Vaults, Whiteward, High Halls, Cogwork Core and Memorium, with The Cradle at its summit.",
    lore: "Pharloom is a kingdom devoted to faith and pilgrimage, and its bugs spend their lives climbing toward this city. Inside, the splendor rests on the labor of exhausted workers in the Underworks below. Residents tell Hornet that she is Weaver-spawn, the same kind of being as the power the Citadel serves, and Act 2 is her climb to confront whoever had her captured and dragged here.",
    features: [
      "Entering it starts Act 2",
      "Maps are bought from Citadel model machines instead of Shakra",
      "Front entrance through the Grand Gate, back way via Sinner's Road",
      "Ventrica tube stations for travel inside",
      "The Cradle at the very top",
    ],
  },
  "grand-gate": {
    description: "The Grand Gate is the Citadel's front entrance, a small district between the top of the Blasted Steps and the Choral Chambers. It opens once Hornet has rung five bells across Act 1 and defeated the Last Judge.",
    lore: "The gate marks the end of the pilgrimage, but the welcome is brief: the lift beyond it breaks down and drops Hornet into the Underworks. Players who realize the giant scales in the entrance hall can be climbed can avoid that fall. Buy the map from the model machine in the first room before moving on; it is your first Act 2 map and costs 40 Rosaries.",
    features: [
      "Opens after five bells are rung and the Last Judge falls",
      "Model machine selling the Grand Gate map for 40 Rosaries",
      "A malfunctioning lift that drops into the Underworks",
      "A breakable wall off the main lift line hiding the Pollen Heart route in Act 3",
    ],
  },
  underworks: {
    description: "The Underworks are the machine-filled basements beneath the Citadel, where worn-out bugs labor day and night to keep the city running. Many players land here by accident when the Grand Gate lift fails and must climb out into the Choral Chambers above.",
    lore: "Even rest is for sale here: benches charge a few Rosaries every time you sit, surrounded by the bodies of workers who could not pay. The Twelfth Architect builds automatons for the Citadel, and the Architect's workshop, the Cauldron, is where Hornet binds at a Weaver altar to learn the Clawline. Watch out for the spinning fans, which deal two masks of damage on contact.",
    features: [
      "Fans and machinery that deal two masks of damage",
      "Pay-per-rest benches",
      "The Cauldron, where Hornet learns the Clawline",
      "Chapel of the Architect, opened with the Architect's Key",
      "Lift link to Bilewater's Exhaust Organ",
    ],
  },
  "choral-chambers": {
    description: "The Choral Chambers are the golden, music-filled heart of the Citadel, sitting directly above the Underworks. This huge, layered district is the main crossroads of Act 2, linking most other Citadel areas, and it holds the Cogwork Dancers fight and the settlement of Songclave.",
    lore: "Choir bugs armed with pins patrol the halls and drop generous amounts of Rosaries. Ringing the bell of the First Shrine wakes the Caretaker and draws pilgrims to a small settlement on the Citadel's outer wall, which grows into Songclave with its own wish board. Beating the Cogwork Dancers opens the floor into the Cogwork Core and starts the search for the three melodies that unlock The Cradle.",
    features: [
      "Map machine selling the map for 70 Rosaries",
      "Cogwork Dancers boss",
      "Songclave, the third wish-board settlement",
      "Grand Bellway in the bottom right",
      "White Key lift down to the Whiteward",
    ],
  },
  whiteward: {
    description: "The Whiteward is a bright, unsettling medical ward reached by a lift near the bottom of the Choral Chambers. The lift needs the White Key from Songclave, and the ward beyond is small but holds one of the game's most useful tools and a hidden boss.",
    lore: "The Injector Band found here speeds up Hornet's bind, which helps in nearly every boss fight. The Surgeon's Key hangs from a ring that only the Clawline can reach; it fits an ornate lock deeper in the ward and leads to a boss encounter. Paths from the ward also run down into the Underworks toward the Cauldron.",
    features: [
      "Entry lift opened with the White Key",
      "Injector Band, which speeds up binding",
      "Surgeon's Key and an ornate lock",
      "Route down into the Underworks",
    ],
  },
  "cogwork-core": {
    description: "The Cogwork Core is the clockwork machine that drives the Citadel, a vertical maze of spinning gears, saw blades and steam. You drop into it through the floor of the Cogwork Dancers' arena, and its summit holds the Architect's Melody, one of the three tunes needed to reach The Cradle.",
    lore: "Almost every surface here is lined with saws, so the Drifter's Cloak and careful Clawline timing are your best friends. The Core also hides the Second Sentinel, a robot built to protect the Citadel, which Hornet can reawaken by assembling the Cogwork Heart for the Final Audience wish. Once all three melodies are in hand, a lift here carries Hornet up to The Cradle.",
    features: [
      "Map from a pressure plate beside the first bench",
      "West gauntlet with a Mask Shard reward",
      "Cogwork Clapper mini-boss guarding a Spool Fragment",
      "Architect's Melody pillar puzzle at the top",
      "Way on to the Whispering Vaults",
    ],
  },
  "whispering-vaults": {
    description: "The Whispering Vaults are the Citadel's library, a dusty archive of crates and shelves watched over by Scrollreader enemies. Reached after a gauntlet beyond the Cogwork Core, they hold the Vaultkeeper's Melody, one of the three tunes that open the way to The Cradle.",
    lore: "Vaultkeeper Cardinius, the archive's lone keeper, will listen to any Psalm Cylinders Hornet brings him. Trobbio's flashy boss fight takes place in a room marked The Stage on the map. Several exits toward Bilewater, the Underworks and Songclave only open from inside the Vaults, so explore them early to unlock handy shortcuts.",
    features: [
      "Map device that costs 70 Rosaries",
      "Vaultkeeper Cardinius and the Psalm Cylinders",
      "Trobbio boss on The Stage",
      "One-way exits to Bilewater, the Underworks and Songclave",
      "Vaultkeeper's Melody",
    ],
  },
  "high-halls": {
    description: "The High Halls are one of the Citadel's districts, joined to the Choral Chambers and open in Act 2. They hide some of the Citadel's stranger treasures, including a locked treasury and the arena where the Second Sentinel is finally fought.",
    lore: "A secret treasury here sits behind a door that needs a Simple Key, so keep one spare when you arrive. Inside waits the Rosary Cannon, a tool that fires your own Rosaries at enemies and burns through currency fast. Deep in the halls lies the arena for the Final Audience wish, where Hornet duels the revived Second Sentinel for the Reserve Bind; explore and clear the area before taking that wish, since the fight happens in its depths.",
    features: [
      "Citadel district linked to the Choral Chambers",
      "Secret treasury behind a Simple Key door",
      "Rosary Cannon tool inside the treasury",
      "Arena of the Second Sentinel for the Final Audience wish",
    ],
  },
  "mount-fay": {
    description: "Mount Fay is an icy peak reached through The Slab, where biting cold drains Hornet's health whenever she strays from a heat source. The climb is almost pure platforming and demands the Clawline, and the reward at the summit is the Faydown Cloak, which grants a double jump.",
    lore: "Warm lanterns and heat pockets act as checkpoints, so plan each dash between them and never idle in the cold. At the summit, Hornet plays the Needolin at a tuning fork to claim the Faydown Cloak, which also makes her immune to the chill. Shakra waits beside a bench near the base to sell the map for 40 Rosaries, and a side cave below the summit holds a table for crafting Silkshot from a Ruined Tool.",
    features: [
      "Constant cold damage away from heat sources",
      "Clawline needed to get in and climb",
      "Faydown Cloak (double jump) at the summit",
      "Shakra's map for 40 Rosaries, and a 90-Rosary toll bench",
      "Brightvein side cave with a Mask Shard",
    ],
  },
  "wisp-thicket": {
    description: "The Wisp Thicket is a small hidden area above Greymoor, reached by climbing the towers over the Halfway Home. Its entrance needs the double jump from Mount Fay, so most players find it midway through Act 2.",
    lore: "The thicket quietly links Greymoor with the Underworks, giving Hornet a way between them that avoids the Blasted Steps. Rest at the bench just inside, then head west to the dead end where Father of the Flame waits; destroy the lanterns on his branches to expose him. Beating him earns the Wispfire Lantern, a tool whose fireballs seek out enemies on their own at a steep silk cost.",
    features: [
      "Needs the Faydown Cloak's double jump",
      "Bench right after the entrance",
      "Father of the Flame boss, rewarding the Wispfire Lantern",
      "Maps itself as you explore",
      "Links Greymoor and the Underworks",
    ],
  },
  memorium: {
    description: "The Memorium is a late Citadel district that works like a museum of Pharloom, with rooms echoing the areas and creatures Hornet has already met. It is reached by double jumping up from the Choral Chambers or the Cogwork Core side, so it opens only after Mount Fay.",
    lore: "Because it recreates places you have seen, there are few new threats here, though the Rhinogrund foes hit hard. Buy the map for 70 Rosaries at the Citadel model machine, then search carefully: a particularly large lost flea and a piece of the Cogwork Heart are both hidden here. A passage above the map machine leads east toward the Putrified Ducts once you have both the Clawline and the double jump.",
    features: [
      "Needs the Faydown Cloak's double jump to enter",
      "Map machine selling the map for 70 Rosaries",
      "A giant lost flea",
      "A Cogwork Heart piece behind a bell puzzle",
      "Hidden route east to the Putrified Ducts",
    ],
  },
  "putrified-ducts": {
    description: "The Putrified Ducts are polluted tunnels and lakes in the top-right corner of Pharloom, fouled by the Citadel's machinery. Technically optional, they hold some of the most valuable items in the game and can be reached from Bilewater after Groal or from the Memorium.",
    lore: "Muckmaggots infest most of the water, but the Pale Lake section shows what the area looked like before the pollution. The Wreath of Purity found here neutralizes the troublesome maggots in Bilewater, so many players come here first. The Flea Caravan can also relocate to the Ducts once Hornet has rescued enough fleas, a step on the road to Act 3.",
    features: [
      "Two routes in: from Bilewater or from the Memorium",
      "Wreath of Purity against Bilewater's maggots",
      "Bellway station and a bench that charge a fee",
      "Pale Lake, where the Flea Caravan can settle",
    ],
  },
  "the-cradle": {
    description: "The Cradle is the summit of the Citadel, reached by a lift in the Cogwork Core once Hornet holds all three melodies. Lace waits here for a second duel, and beyond her, on a long bridge at the very top, Grand Mother Silk.",
    lore: "Grand Mother Silk, a higher being at the heart of Pharloom's story, is the finale of Act 2, and beating her without meeting the Act 3 conditions rolls the credits straight away. To go further, defeat Lace here, then return to Songclave and complete the Caretaker's Silk and Soul wish before the final fight. Snaring Grand Mother Silk with the resulting Soul Snare instead leaves the Cradle in ruins, and Act 3 begins with Hornet climbing down from it.",
    features: [
      "Lift access from the Cogwork Core after the three melodies",
      "Second duel with Lace",
      "Grand Mother Silk on the top bridge",
      "Act 2 ending, or the doorway to Act 3",
    ],
  },
  "sands-of-karak": {
    description: "The Sands of Karak are a region of sand and coral where growing corals open the path forward, and many players only explore them fully late in the game. Much of it is tied to endgame goals, and some parts need Silk Soar or the Elegy of the Deep.",
    lore: "The Great Conchfly that escaped Hornet on the Blasted Steps returns here as the Raging Conchfly, and beating it grants the Conchcutter, a ricochet projectile tool. Deeper in lies the Voltnest and its boss, the Voltvyrm, whose Volt Filament strengthens silk skills. The Encrusted Heart, one of the ancient hearts sought in Act 3, is buried here beyond a tall shaft and a gauntlet.",
    features: [
      "Corals that grow to form the way forward",
      "A yellow stone at the bottom of a spiked gorge that lifts Hornet to the upper sands",
      "Raging Conchfly, rewarding the Conchcutter",
      "Voltvyrm in the Voltnest, rewarding the Volt Filament",
      "Site of the Encrusted Heart",
    ],
  },
  "the-abyss": {
    description: "The Abyss is the dark, deep underworld Hornet must descend into in Act 3, after the trap sprung on Grand Mother Silk drags her and Lace below and devastates Pharloom. It is the road to the true ending and the most punishing terrain in the game.",
    lore: "Act 3 opens with a chain of errands: the Bell Eater ambushes Hornet at the Grand Bellway until the Bell Beast returns with her young, and the Snail Shamans in Moss Grotto eventually teach the Elegy of the Deep. Hornet must gather ancient hearts before facing Lost Lace below. Inside, blind drops, spikes and fumes fill the dark, so secure each bench, open every shortcut lever, and expect to need Silk Soar to climb back out.",
    features: [
      "Only reachable in Act 3",
      "Dark rooms with blind drops and rare benches",
      "An escape sequence that relies on Silk Soar",
      "The path to the confrontation with Lost Lace",
    ],
  },
  verdania: {
    description: "Verdania is the remnant of a lost natural kingdom, reached in Act 3 through the Green Prince's story from an entrance at the far eastern end of Craw Lake in Greymoor. It rewards players who followed the Green Prince with a melancholy detour into the past.",
    lore: "The old kingdom, Lost Verdania, can only be restored for a time by playing the Elegy of the Deep, and collecting the glowing orbs scattered through it is the main challenge. The area ties into the hunt for ancient hearts: it offers an optional fourth heart tied to rescuing an NPC, a useful spare if another heart boss gives you trouble. Since the way in depends on the Green Prince, follow his questline through to the end if you want to see this place.",
    features: [
      "Act 3 only, through the Green Prince's questline",
      "Entrance at the far eastern end of Craw Lake",
      "Lost Verdania opened with the Elegy of the Deep",
      "Glowing orbs to collect",
      "An optional fourth ancient heart",
    ],
  },
  "red-memory": {
    description: "Red Memory is a crimson, dreamlike space drawn from Hornet's own past, entered late in Act 3. It is a required step on the way to the true ending and one of the game's biggest story moments.",
    lore: "Before Hornet can enter it, the Snail Shamans teach her the Elegy of the Deep and send her after three of four ancient hearts, each guarded by a gauntlet and a boss. The sequence itself looks back to Hallownest and sheds new light on Hornet's lineage. It even has its own track, titled Red Memory, on the official soundtrack.",
    features: [
      "Act 3 only, on the path to the true ending",
      "Needs three ancient hearts and the Elegy of the Deep",
      "Callbacks to Hallownest and Hornet's origins",
      "Its own soundtrack piece, Red Memory",
    ],
  },
} satisfies Record<string, ZoneProse>;
