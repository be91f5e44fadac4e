import type { zones as en } from '../en/zones.ts';
import type { Translated, ZoneProse } from '../../encyclopaedia/types.ts';

export const zones: Translated<typeof en, ZoneProse> = {
  "moss-grotto": {
    description: "Moss Grotto est la grotte verdoyante tout au fond de Pharloom, où Hornet atterrit après que le sceau de sa cage s’est brisé. C’est le début en douceur du jeu, conçu pour enseigner les déplacements et le combat avant le premier boss, la Mère Forestière. Au-delà de son arène, le chemin remonte vers le village du Gouffre d’os.",
    lore: "Team Cherry a expliqué que la grotte a été ajoutée tardivement : L’Antre devait à l’origine être la première grande zone, mais l’accueil y était trop rude, si bien qu’un espace plus calme a été construit en dessous. Les développeurs la décrivent comme un rare coin de verdure saine au pied du royaume, hors de portée de l’influence corruptrice de la Citadelle. Revenez une fois le Needolin en main : une porte des Tisserands, à l’est de la grotte, répond à son chant et mène à Weavenest Atla.",
    features: [
      "Zone de départ, tout en bas de Pharloom",
      "La Mère Forestière, premier boss, avec un banc juste avant son arène",
      "La Chapel Maid, rencontrée juste après la Mère Forestière sur la route du Gouffre d’os",
      "Une porte scellée des Tisserands, côté est, qui s’ouvre avec le Needolin",
    ],
  },
  "bone-bottom": {
    description: "Le Gouffre d’os est le premier village que Hornet atteint, une petite colonie de pèlerins juste après Moss Grotto. On y découvre les boutiques, le réseau de voyage rapide des Bellways et le premier des trois tableaux de souhaits du jeu, et il reste une base pratique pendant tout le premier acte.",
    lore: "Les habitants sont des pèlerins en route vers la Citadelle, et tous ne voient pas Hornet d’un bon œil : un Horned Pilgrim peste contre son habitude de porter des armes. Leur sécurité est fragile, elle aussi. Une fois que Hornet a obtenu le Needolin, un second Skull Tyrant peut ravager la colonie ; un souhait vous demande ensuite de traquer la bête et de rapporter son fragment de couronne. Accomplissez tous les souhaits d’ici si vous visez l’acte 3 : le tableau du Gouffre d’os doit être terminé, tout comme ceux de Bellhart et de Chantesoir.",
    features: [
      "Station de Bellway dans le bâtiment marqué de trois chevrons",
      "La boutique de Pebb, qui vend une Simple Key pour 500 Rosaries et un Fragment de masque pour environ 300",
      "Premier tableau de souhaits, à terminer entièrement pour l’acte 3",
      "Une porte à Simple Key qui relie le village aux Wormways",
    ],
  },
  "the-marrow": {
    description: "L’Antre est un réseau de grottes jonchées d’os, à l’est du Gouffre d’os, et c’est là que l’acte 1 commence à mordre. On y rencontre Shakra, la vendeuse de cartes, et la Bell Beast entravée par la soie, dont la défaite ouvre le réseau de voyage rapide des Bellways. Des sorties mènent aux Deep Docks et à Hunter's March.",
    lore: "Team Cherry avait d’abord conçu L’Antre comme la zone d’ouverture du jeu, avant de juger cette entrée en matière trop brutale. La Bell Beast prisonnière ici est une créature des tunnels à cloches de Pharloom ; une fois que Hornet l’a libérée avec la Lance soyeuse et vaincue, elle devient sa monture entre les stations de Bellway. Faites vos emplettes auprès de Shakra pendant que vous y êtes : sa Plume et sa Boussole rendent toutes les cartes suivantes bien plus lisibles.",
    features: [
      "Shakra vend les premières cartes, ainsi que la Plume et la Boussole",
      "Combat contre la Bell Beast, récompensé par le voyage en Bellway et le premier Silk Heart",
      "La Lance soyeuse, trouvée tout près à Mosshome, est nécessaire pour libérer la Bell Beast",
      "Une sortie au-dessus de la zone de la prison mène à Hunter's March",
    ],
  },
  "deep-docks": {
    description: "Les Deep Docks sont un quartier industriel de forges, accessible depuis L’Antre une fois la Bell Beast vaincue. Malgré leur nom, on n’y trouve presque pas d’eau : les docks sont des plateformes au-dessus de lacs de lave, séparées par des sols de braises et des corniches qui disparaissent. C’est ici que Hornet affronte Lace pour la première fois et obtient Swift Step.",
    lore: "Des ouvriers coiffés de casques en forme de cloche triment parmi des coques de métal remplies de charbons ardents, et une tablette de lore laisse entendre que les docks expédiaient autrefois du Smokerock et du Sweetsmelt vers une autre région, accompagnés d’un serment de loyauté de chaque ouvrier. La Forgeronne tient ici une forge et vend des outils comme le Sting Shard et la Cloche de magma ; la Cloche de magma réduit les dégâts de feu, ce qui en fait un achat malin en début de partie. Dans un petit sanctuaire pend une grande cloche enveloppée de soie : tranchez la soie, frappez le levier qui se lève, et une fois que la cloche a sonné, un banc prend la place du levier.",
    features: [
      "Fosses de lave, pointes et plateformes qui disparaissent",
      "Premier duel contre Lace",
      "Swift Step, le dash de Hornet",
      "La forge de la Forgeronne, avec le Sting Shard et la Cloche de magma",
      "Station de Bellway et une halte de Shakra pour la carte",
    ],
  },
  wormways: {
    description: "Les Wormways sont un labyrinthe de tunnels criblés de vers, accessible en partant vers l’ouest depuis Mosshome. Une porte qui exige une Simple Key en garde l’entrée, et la zone constitue un court détour sur la route de Shellwood.",
    lore: "Des Groms et des Gromlings creusent les parois et tombent sans cesse du plafond, si bien que les tunnels ne restent jamais vides bien longtemps ; Swift Step aide beaucoup à les esquiver. Tout en haut de la zone, accessible une fois Cling Grip obtenu, l’Alchemist Zylotol tient un atelier et remplit votre Plasmium Phial pour 50 Rosaries. Cherchez les ruines de Weavenest Karn, un repaire abandonné des Tisserands, qui rappelle que les semblables de Hornet vivaient jusque dans ces profondeurs exiguës.",
    features: [
      "La porte d’entrée exige une Simple Key",
      "Shakra vend la carte de la zone pour 70 Rosaries",
      "L’Alchemist Zylotol et un banc près du sommet (Cling Grip nécessaire)",
      "Un Fragment de masque derrière un mur destructible, dans une salle inondée",
    ],
  },
  "hunters-march": {
    description: "Hunter's March est une région semi-facultative au-dessus de L’Antre et des Deep Docks, dominée par les guerriers fourmis de la tribu Skarr. On y entre depuis L’Antre, et un raccourci la relie plus tard aux Deep Docks. Pointes, pièges et chasseurs agressifs en font l’un des détours les plus rudes de l’acte 1.",
    lore: "Toute la région ressemble à un terrain d’épreuves des Skarr, pleine d’embuscades et de fosses à pointes qui punissent les sauts imprudents : entraînez-vous à rebondir sur les ennemis et sur les bulbes avant de vous lancer. Son grand trésor est le Beast Crest. Dans l’acte 3, une salle aux statues cache un passage que Silk Soar permet d’ouvrir ; il mène à une portion isolée des Far Fields où attend la vieille Skarrsinger Karmelita.",
    features: [
      "Entrée depuis L’Antre, au-dessus de sa zone de prison",
      "Ennemis fourmis Skarr, pointes et pièges",
      "Le Beast Crest en récompense",
      "Un banc piégé en face de la salle aux statues",
      "Passage de l’acte 3 de la salle aux statues vers une partie cachée des Far Fields",
    ],
  },
  "far-fields": {
    description: "Les Far Fields sont une vaste étendue de cavernes herbeuses dans les basses terres de l’est de Pharloom, accessible depuis les Deep Docks. De puissants courants ascendants traversent les grottes et des mares de lave guettent aux niveaux inférieurs. Elles forment la route principale vers Sombreval, mais seulement une fois que Hornet sait se laisser porter par le vent.",
    lore: "La Seamstress vit dans une cabane suspendue au-dessus de la lave ; l’aider pour le souhait Flexile Spines rapporte la Drifter's Cloak, qui permet à Hornet de planer sur les courants ascendants. La sortie vers Sombreval est gardée par le Fourth Chorus, un immense adversaire mécanique dont les mains sont insensibles aux dégâts : visez sa tête. Dans l’acte 3, une section cachée à l’est s’ouvre depuis Hunter's March ; s’y trouvent Skarrsinger Karmelita et Sprintmaster Swift, qui vit dans un crâne géant et défie Hornet à la course.",
    features: [
      "Des courants ascendants qui exigent la Drifter's Cloak",
      "La Seamstress et sa cabane au-dessus de la lave",
      "Le Fourth Chorus garde la montée vers Sombreval",
      "Pilgrim's Rest et sa porte qui ne s’ouvre que de l’intérieur",
      "Les courses de Sprintmaster Swift, tout à l’est",
    ],
  },
  greymoor: {
    description: "Sombreval est une grande région de cavernes en partie inondée, faite de champs brumeux et de tours en ruine, que l’on atteint en planant depuis les Far Fields. C’est le carrefour central de l’acte 1 : la route principale part vers l’ouest en direction de Bellhart, et un itinéraire secondaire grimpe vers Sinner's Road.",
    lore: "La sortie ouest est gardée par Moorwing, une grande bête volante ; le chevalier errant Garmond et sa compagne Zaza, qui campent près du sommet d’une tour, aideront Hornet à l’abattre. À l’auberge du Halfway Home, le tavernier Creige sert pour 10 Rosaries une boisson qui restaure à la fois la santé et la soie. Tout à l’est s’étend Craw Lake, et un chemin caché à travers les tours de Sombreval mène au Wisp Thicket une fois que Hornet sait faire un double saut.",
    features: [
      "L’auberge du Halfway Home, avec un banc et la boisson revigorante de Creige",
      "Le boss Moorwing à la sortie ouest",
      "Une station de Bellway à côté de l’une des hautes tours",
      "Craw Lake, tout à l’est",
      "Un chemin par les tours vers le Wisp Thicket caché",
    ],
  },
  bellhart: {
    description: "Bellhart est une ville de cloches à l’ouest de Sombreval que Hornet découvre d’abord hantée, ses habitants pendus dans la soie. Pour la libérer, il faut grimper depuis Shellwood jusqu’au repaire de Widow et la vaincre ; la ville reprend alors vie avec ses boutiques, un tableau de souhaits et, à terme, une maison rien qu’à Hornet.",
    lore: "Un panneau à l’entrée promet le repos à chaque pèlerin qui suit le chemin sacré, mais la soie de Widow avait réduit toute la colonie au silence à l’arrivée de Hornet. Vaincre Widow accorde le Needolin, accomplit le souhait Threadspun Town et permet à Hornet de sonner la grande cloche. Ensuite, rendez visite à Pinmaster Plinney pour votre première amélioration d’aiguille avant d’attaquer les Blasted Steps, et continuez les souhaits pour que Pavo finisse par vous remettre la clé du Bellhome.",
    features: [
      "Le boss Widow, accessible depuis Shellwood avec Cling Grip",
      "Le Needolin et la grande cloche de la ville",
      "Les améliorations d’aiguille de Pinmaster Plinney",
      "Le Bellhome, la maison du joueur, dont Pavo donne la clé",
      "Une station de Bellway, avec le Bell Hermit qui vit tout près",
    ],
  },
  shellwood: {
    description: "Shellwood est une forêt étouffée par les ronces, où les plantes sont aussi dangereuses que les créatures. Elle se trouve au-delà des Wormways, et c’est là que Hornet affronte Sister Splinter pour obtenir Cling Grip, la capacité d’escalade qui ouvre les hauteurs de Bellhart et la route des Blasted Steps.",
    lore: "Greyroot, un être étrange qui n’est pas du tout un insecte, vit parmi les racines et demande à Hornet de lui apporter des Pollip Hearts. Les anciennes routes de la forêt ont depuis longtemps disparu sous les épines et la végétation, si bien que de nombreux secrets se cachent derrière des murs fissurés : frappez tout ce qui semble fragile. Un chemin de cloches caché, qui part près du banc principal de Shellwood, mène au repaire de Widow à Bellhart.",
    features: [
      "Des ronces et une flore épineuse qui blessent",
      "Le boss Sister Splinter sur la route de Cling Grip",
      "La demande de Greyroot pour des Pollip Hearts",
      "Un Fragment de masque derrière un mur fissuré près de Shakra",
      "Des routes vers Bellhart et les Blasted Steps",
    ],
  },
  "weavenest-atla": {
    description: "Weavenest Atla est un nid des Tisserands caché derrière une porte scellée, du côté est de Moss Grotto. La porte ne cède qu’au Needolin ; la plupart des joueurs reviennent donc tout au début du voyage après avoir libéré Bellhart pour l’explorer.",
    lore: "Les Tisserands, le peuple araignée dont Hornet partage l’héritage, ont scellé plusieurs lieux de Pharloom avec des portes qui répondent au chant plutôt qu’aux clés, et la porte de ce nid en fait partie. Elle redevient importante en fin de partie : pour le souhait Silk and Soul, une cave secrète dans le couloir au-dessus du banc du nid renferme le Snare Setter, l’une des pièces que réclame le Caretaker. Notez toutes les portes scellées étranges que vous croisez avant d’avoir le Needolin : c’est en les revisitant ensuite que l’on trouve des lieux comme celui-ci.",
    features: [
      "Une porte scellée des Tisserands à l’est de Moss Grotto, ouverte avec le Needolin",
      "Généralement explorée après avoir obtenu le Needolin à Bellhart",
      "Une cave secrète au-dessus du banc qui renferme le Snare Setter",
    ],
  },
  "blasted-steps": {
    description: "Les Blasted Steps sont un désert balayé par le vent, fait d’escaliers de pierre brisés qui montent de Shellwood jusqu’au Grand Gate de la Citadelle. Les rafales perturbent vos sauts et des créatures fouisseuses des sables punissent quiconque reste trop longtemps au sol. Au sommet attend la Dernière Juge, le boss final de l’acte 1.",
    lore: "C’est la route des pèlerins vers la Citadelle, et la Dernière Juge se dresse à son extrémité est, juste devant le Grand Gate, pour en garder l’entrée. Pendant la montée, deux Great Conchflies barrent le chemin ; battez-en une et l’autre s’enfuit. La Pinstress, qui enseigne l’art Needle Strike, vit plus loin le long des marches. Débloquez le Bellway et le banc près du sommet avant d’affronter la Juge, car le trajet de retour à travers le sable, les Conchflies et les Judges en patrouille est long.",
    features: [
      "De violentes rafales de vent et des vers qui vivent dans le sable",
      "Le combat des Great Conchflies pendant la montée",
      "Une station de Bellway à côté d’un banc près du sommet",
      "La Dernière Juge au Grand Gate, qui clôt l’acte 1",
    ],
  },
  "sinners-road": {
    description: "Sinner's Road est un passage sinistre qui grimpe depuis le Halfway Home de Sombreval, connu pour les chiens féroces qui rôdent dans ses couloirs. C’est là que commence la voie dite du pécheur, une route alternative vers la Citadelle qui passe par Bilewater et les Brumes plutôt que par les Blasted Steps.",
    lore: "Si les Blasted Steps sont l’ascension du pèlerin fidèle, cette route est la porte de derrière : en la suivant assez loin, Hornet peut atteindre la Citadelle sans jamais affronter la Dernière Juge. Son banc central est cassé : il coûte 60 Rosaries puis une épreuve de sauts délicate avant de pouvoir s’y reposer, alors frappez d’abord le levier qui déverrouille le raccourci en cage tout proche. Crull et Benjin vivent dans la partie haute de la route, et on peut aussi y trouver le Green Prince.",
    features: [
      "Accessible par l’ascenseur près du Halfway Home de Sombreval",
      "Un banc central cassé dont la remise en état coûte 60 Rosaries",
      "Des routes cachées vers Bilewater et les Brumes",
      "Une entrée par l’arrière dans la Citadelle, qui évite la Dernière Juge",
    ],
  },
  "the-mist": {
    description: "Les Brumes sont un labyrinthe noyé dans le brouillard, accessible depuis Sinner's Road ou Bilewater. La zone n’a pas de carte, et ses salles sont agencées différemment à chaque entrée : errer à l’aveugle ne fait que vous ramener en boucle.",
    lore: "La traversée est une énigme plus qu’un combat. Jouez du Needolin à côté des petites lueurs qui flottent dans chaque salle : elles dérivent vers la bonne sortie. Suivez-les à travers plusieurs salles pour atteindre le centre, puis ressortir. Avancez lentement, car des pièges à pointes et des Wraiths rôdent dans le brouillard. De l’autre côté, le chemin mène à l’Exhaust Organ de Bilewater, dont l’ascenseur descend vers les Underworks, sous la Citadelle.",
    features: [
      "Pas de carte ; l’agencement des salles change à chaque visite",
      "Des lueurs qui indiquent la sortie quand vous jouez du Needolin",
      "Des pièges à pointes et des ennemis Wraith",
      "Une sortie vers l’Exhaust Organ et un ascenseur vers les Underworks",
    ],
  },
  bilewater: {
    description: "Bilewater est un marécage sombre et pollué, empoisonné par les déchets de la Citadelle, où vivent la tribu Stilkin et son chef, Groal the Great. Son eau grouillante d’asticots empêche Hornet de se soigner et draine sa soie, et la rareté des bancs impose de longs trajets de retour. Team Cherry la présente comme le plus grand défi de l’acte 2 et la principale porte d’entrée vers l’acte 3.",
    lore: "Les Stilkin accusent la Citadelle d’avoir souillé leur foyer autrefois propre, et Groal enrage contre elle sans fin. Le vaincre donne la Seeker's Soul, l’une des pièces nécessaires au souhait Silk and Soul, et ouvre un passage vers les Putrified Ducts, où la Wreath of Purity rend les asticots bien moins menaçants. Si le marécage vous met à genoux, envisagez d’aller chercher d’abord la Wreath côté Memorium des Ducts, et ignorez le banc suspect sur la gauche : c’est un piège.",
    features: [
      "Une eau infestée d’asticots qui bloque les soins et draine la soie",
      "Groal the Great, qui laisse la Seeker's Soul",
      "Peu de bancs et de longs trajets de retour, plus un faux banc piégé",
      "Des sorties vers Sinner's Road, les Brumes et les Putrified Ducts",
      "L’ascenseur de l’Exhaust Organ, qui descend vers les Underworks",
    ],
  },
  "the-slab": {
    description: "The Slab est un complexe carcéral glacial pour les pécheurs et les hérétiques de la Citadelle. La plupart des joueurs y arrivent d’abord en captifs : laissez l’un des Wardenflies porteurs de cages attraper Hornet, et elle se réveille dans une cellule sans son aiguille, ses outils ni sa cape. Plus tard, on peut aussi y entrer depuis les Choral Chambers.",
    lore: "S’évader, c’est se faufiler dans des couloirs truffés de pièges pour récupérer l’équipement confisqué de Hornet, puis franchir des portes scellées par trois clés nommées Indolent, Heretic et Apostate ; la dernière est liée à Bilewater. Les sections en extérieur mordent avec le même froid mortel que Mount Fay : foncez d’une balise chauffante à l’autre. Avant de vous laisser capturer, préparez-vous à une longue séquence sans aiguille, car il n’y a pas d’issue tant que l’évasion n’est pas terminée.",
    features: [
      "La capture par un Wardenfly prive Hornet de son équipement",
      "Trois clés de prison : Indolent, Heretic et Apostate",
      "Des sections extérieures glaciales, avec des balises chauffantes",
      "Le Bellway de The Slab près du banc inférieur",
      "Une sortie vers Mount Fay",
    ],
  },
  "the-citadel": {
    description: "La Citadelle est la cité sainte étincelante au sommet de Pharloom, le but de tous les pèlerins, Hornet comprise. Y entrer marque le début de l’acte 2. Elle est divisée en quartiers, parmi lesquels le Grand Gate, les Choral Chambers, les Whispering Vaults, le Whiteward, les High Halls, le Cogwork Core et le Memorium, avec The Cradle à son sommet.",
    lore: "Pharloom est un royaume voué à la foi et au pèlerinage, et ses insectes passent leur vie à gravir les étages vers cette cité. À l’intérieur, la splendeur repose sur le labeur d’ouvriers épuisés dans les Underworks, plus bas. Des habitants apprennent à Hornet qu’elle est de la lignée des Tisserands, de la même nature que la puissance que sert la Citadelle, et l’acte 2 est son ascension pour affronter celui ou celle qui l’a fait capturer et traîner jusqu’ici.",
    features: [
      "Y entrer lance l’acte 2",
      "Les cartes s’achètent auprès des maquettes de la Citadelle plutôt qu’à Shakra",
      "Entrée principale par le Grand Gate, entrée par l’arrière via Sinner's Road",
      "Des stations de tube Ventrica pour circuler à l’intérieur",
      "The Cradle, tout au sommet",
    ],
  },
  "grand-gate": {
    description: "Le Grand Gate est l’entrée principale de la Citadelle, un petit quartier entre le haut des Blasted Steps et les Choral Chambers. Il s’ouvre une fois que Hornet a sonné cinq cloches au cours de l’acte 1 et vaincu la Dernière Juge.",
    lore: "La porte marque la fin du pèlerinage, mais l’accueil est de courte durée : l’ascenseur qui suit tombe en panne et précipite Hornet dans les Underworks. Les joueurs qui comprennent qu’on peut escalader la balance géante du hall d’entrée peuvent éviter cette chute. Achetez la carte à la maquette de la première salle avant de poursuivre ; c’est votre première carte de l’acte 2 et elle coûte 40 Rosaries.",
    features: [
      "S’ouvre après avoir sonné cinq cloches et vaincu la Dernière Juge",
      "Une maquette qui vend la carte du Grand Gate pour 40 Rosaries",
      "Un ascenseur défectueux qui tombe dans les Underworks",
      "Un mur destructible à l’écart de la ligne principale de l’ascenseur, qui cache la route du Pollen Heart dans l’acte 3",
    ],
  },
  underworks: {
    description: "Les Underworks sont les sous-sols remplis de machines sous la Citadelle, où des insectes usés triment jour et nuit pour faire tourner la ville. Beaucoup de joueurs y atterrissent par accident quand l’ascenseur du Grand Gate lâche, et doivent remonter vers les Choral Chambers au-dessus.",
    lore: "Même le repos est payant ici : les bancs coûtent quelques Rosaries à chaque fois que vous vous asseyez, entourés des corps des ouvriers qui n’ont pas pu payer. Le Twelfth Architect construit des automates pour la Citadelle, et l’atelier de l’Architect, The Cauldron, est l’endroit où Hornet se lie à un autel des Tisserands pour apprendre le Serrefil. Méfiez-vous des ventilateurs qui tournent : ils infligent deux masques de dégâts au contact.",
    features: [
      "Des ventilateurs et des machines qui infligent deux masques de dégâts",
      "Des bancs payants à chaque repos",
      "The Cauldron, où Hornet apprend le Serrefil",
      "La Chapel of the Architect, ouverte avec l’Architect's Key",
      "Une liaison par ascenseur avec l’Exhaust Organ de Bilewater",
    ],
  },
  "choral-chambers": {
    description: "Les Choral Chambers sont le cœur doré et musical de la Citadelle, situé juste au-dessus des Underworks. Ce quartier immense, sur plusieurs niveaux, est le grand carrefour de l’acte 2 : il relie la plupart des autres zones de la Citadelle et abrite le combat des Cogwork Dancers ainsi que la colonie de Chantesoir.",
    lore: "Des insectes de chœur armés d’épingles patrouillent dans les salles et lâchent de belles quantités de Rosaries. Sonner la cloche du First Shrine réveille le Caretaker et attire des pèlerins vers une petite colonie sur le mur extérieur de la Citadelle, qui devient Chantesoir, avec son propre tableau de souhaits. Vaincre les Cogwork Dancers ouvre le sol vers le Cogwork Core et lance la recherche des trois mélodies qui donnent accès à The Cradle.",
    features: [
      "Une maquette qui vend la carte pour 70 Rosaries",
      "Le boss Cogwork Dancers",
      "Chantesoir, la troisième colonie à tableau de souhaits",
      "Le Grand Bellway, en bas à droite",
      "L’ascenseur de la White Key, qui descend vers le Whiteward",
    ],
  },
  whiteward: {
    description: "Le Whiteward est une aile médicale lumineuse et inquiétante, accessible par un ascenseur près du bas des Choral Chambers. L’ascenseur exige la White Key de Chantesoir, et l’aile qui suit est petite mais renferme l’un des outils les plus utiles du jeu ainsi qu’un boss caché.",
    lore: "L’Injector Band qu’on y trouve accélère le Bind de Hornet, ce qui aide dans presque tous les combats de boss. La Surgeon's Key pend à un anneau que seul le Serrefil peut atteindre ; elle ouvre une serrure ornée plus loin dans l’aile et mène à un combat de boss. Des chemins partent aussi de l’aile vers les Underworks, en direction de The Cauldron.",
    features: [
      "Un ascenseur d’entrée ouvert avec la White Key",
      "L’Injector Band, qui accélère le Bind",
      "La Surgeon's Key et une serrure ornée",
      "Une route qui descend vers les Underworks",
    ],
  },
  "cogwork-core": {
    description: "Le Cogwork Core est la machinerie d’horlogerie qui fait tourner la Citadelle, un labyrinthe vertical d’engrenages, de lames de scie et de vapeur. On y tombe par le sol de l’arène des Cogwork Dancers, et son sommet abrite l’Architect's Melody, l’une des trois mélodies nécessaires pour atteindre The Cradle.",
    lore: "Presque chaque surface ici est hérissée de scies : la Drifter's Cloak et un bon timing au Serrefil sont vos meilleurs alliés. Le Core cache aussi le Second Sentinel, un robot construit pour protéger la Citadelle, que Hornet peut réveiller en assemblant le Cogwork Heart pour le souhait Final Audience. Une fois les trois mélodies en poche, un ascenseur d’ici emmène Hornet jusqu’à The Cradle.",
    features: [
      "La carte, obtenue via une plaque de pression à côté du premier banc",
      "Une épreuve à l’ouest, récompensée par un Fragment de masque",
      "Le mini-boss Cogwork Clapper, qui garde un Spool Fragment",
      "L’énigme des piliers de l’Architect's Melody, au sommet",
      "Un passage vers les Whispering Vaults",
    ],
  },
  "whispering-vaults": {
    description: "Les Whispering Vaults sont la bibliothèque de la Citadelle, des archives poussiéreuses de caisses et d’étagères surveillées par des ennemis Scrollreader. Accessibles après une épreuve au-delà du Cogwork Core, elles renferment la Vaultkeeper's Melody, l’une des trois mélodies qui ouvrent la voie vers The Cradle.",
    lore: "Vaultkeeper Cardinius, l’unique gardien des archives, écoute tous les Psalm Cylinders que Hornet lui apporte. Le combat de boss tape-à-l’œil contre Trobbio se déroule dans une salle marquée The Stage sur la carte. Plusieurs sorties vers Bilewater, les Underworks et Chantesoir ne s’ouvrent que depuis l’intérieur des Vaults : explorez-les tôt pour débloquer des raccourcis pratiques.",
    features: [
      "Un appareil à cartes qui coûte 70 Rosaries",
      "Vaultkeeper Cardinius et les Psalm Cylinders",
      "Le boss Trobbio sur The Stage",
      "Des sorties à sens unique vers Bilewater, les Underworks et Chantesoir",
      "La Vaultkeeper's Melody",
    ],
  },
  "high-halls": {
    description: "Les High Halls sont l’un des quartiers de la Citadelle, reliés aux Choral Chambers et accessibles dans l’acte 2. Ils cachent certains des trésors les plus étranges de la Citadelle, dont une salle du trésor verrouillée et l’arène où l’on affronte finalement le Second Sentinel.",
    lore: "Une salle du trésor secrète se trouve ici derrière une porte qui exige une Simple Key : gardez-en une en réserve en arrivant. À l’intérieur attend le Rosary Cannon, un outil qui tire vos propres Rosaries sur les ennemis et dévore la monnaie à toute vitesse. Au fond des salles se trouve l’arène du souhait Final Audience, où Hornet affronte en duel le Second Sentinel réanimé pour obtenir le Reserve Bind ; explorez et nettoyez la zone avant d’accepter ce souhait, puisque le combat a lieu dans ses profondeurs.",
    features: [
      "Un quartier de la Citadelle relié aux Choral Chambers",
      "Une salle du trésor secrète derrière une porte à Simple Key",
      "L’outil Rosary Cannon dans la salle du trésor",
      "L’arène du Second Sentinel pour le souhait Final Audience",
    ],
  },
  "mount-fay": {
    description: "Mount Fay est un pic glacé accessible par The Slab, où un froid mordant vide la santé de Hornet dès qu’elle s’éloigne d’une source de chaleur. L’ascension est presque entièrement faite de plateformes et exige le Serrefil, et la récompense au sommet est la Faydown Cloak, qui donne un double saut.",
    lore: "Des lanternes chaudes et des poches de chaleur servent de points d’étape : planifiez chaque course de l’une à l’autre et ne traînez jamais dans le froid. Au sommet, Hornet joue du Needolin devant un diapason pour obtenir la Faydown Cloak, qui la rend aussi insensible au froid. Shakra attend à côté d’un banc près de la base pour vendre la carte 40 Rosaries, et une grotte annexe sous le sommet abrite un établi pour fabriquer le Silkshot à partir d’un Ruined Tool.",
    features: [
      "Des dégâts de froid constants loin des sources de chaleur",
      "Le Serrefil est nécessaire pour entrer et grimper",
      "La Faydown Cloak (double saut) au sommet",
      "La carte de Shakra pour 40 Rosaries, et un banc à péage de 90 Rosaries",
      "La grotte annexe de Brightvein, avec un Fragment de masque",
    ],
  },
  "wisp-thicket": {
    description: "Le Wisp Thicket est une petite zone cachée au-dessus de Sombreval, que l’on atteint en escaladant les tours qui surplombent le Halfway Home. Son entrée exige le double saut de Mount Fay : la plupart des joueurs la découvrent donc au milieu de l’acte 2.",
    lore: "Le fourré relie discrètement Sombreval aux Underworks, offrant à Hornet un passage entre les deux qui évite les Blasted Steps. Reposez-vous au banc juste après l’entrée, puis partez vers l’ouest jusqu’au cul-de-sac où attend Father of the Flame ; détruisez les lanternes sur ses branches pour le faire apparaître. Le vaincre rapporte la Wispfire Lantern, un outil dont les boules de feu cherchent les ennemis toutes seules, au prix d’une forte consommation de soie.",
    features: [
      "Exige le double saut de la Faydown Cloak",
      "Un banc juste après l’entrée",
      "Le boss Father of the Flame, qui rapporte la Wispfire Lantern",
      "Se cartographie tout seul à mesure que vous explorez",
      "Relie Sombreval et les Underworks",
    ],
  },
  memorium: {
    description: "Le Memorium est un quartier tardif de la Citadelle qui fonctionne comme un musée de Pharloom, avec des salles qui font écho aux zones et aux créatures que Hornet a déjà rencontrées. On l’atteint en double sautant depuis les Choral Chambers ou depuis le côté du Cogwork Core ; il ne s’ouvre donc qu’après Mount Fay.",
    lore: "Comme il reproduit des lieux déjà vus, les nouvelles menaces y sont rares, même si les Rhinogrund frappent fort. Achetez la carte pour 70 Rosaries à la maquette de la Citadelle, puis fouillez attentivement : une puce perdue particulièrement grosse et une pièce du Cogwork Heart sont toutes deux cachées ici. Un passage au-dessus de la maquette mène vers l’est en direction des Putrified Ducts, une fois que vous avez à la fois le Serrefil et le double saut.",
    features: [
      "Exige le double saut de la Faydown Cloak pour y entrer",
      "Une maquette qui vend la carte pour 70 Rosaries",
      "Une puce perdue géante",
      "Une pièce du Cogwork Heart derrière une énigme de cloches",
      "Une route cachée vers l’est, vers les Putrified Ducts",
    ],
  },
  "putrified-ducts": {
    description: "Les Putrified Ducts sont des tunnels et des lacs pollués dans le coin supérieur droit de Pharloom, souillés par la machinerie de la Citadelle. Techniquement facultatifs, ils renferment certains des objets les plus précieux du jeu et sont accessibles depuis Bilewater après Groal ou depuis le Memorium.",
    lore: "Des Muckmaggots infestent la plupart des eaux, mais la section de Pale Lake montre à quoi ressemblait la zone avant la pollution. La Wreath of Purity qu’on y trouve neutralise les asticots gênants de Bilewater, si bien que beaucoup de joueurs viennent ici en premier. La Flea Caravan peut aussi s’installer dans les Ducts une fois que Hornet a sauvé assez de puces, une étape sur la route de l’acte 3.",
    features: [
      "Deux accès : depuis Bilewater ou depuis le Memorium",
      "La Wreath of Purity contre les asticots de Bilewater",
      "Une station de Bellway et un banc payants",
      "Pale Lake, où la Flea Caravan peut s’installer",
    ],
  },
  "the-cradle": {
    description: "The Cradle est le sommet de la Citadelle, accessible par un ascenseur du Cogwork Core une fois que Hornet possède les trois mélodies. Lace y attend pour un second duel, et au-delà, sur un long pont tout en haut, Grand Mother Silk.",
    lore: "Grand Mother Silk, un être supérieur au cœur de l’histoire de Pharloom, est le final de l’acte 2, et la vaincre sans remplir les conditions de l’acte 3 lance directement le générique. Pour aller plus loin, battez Lace ici, puis retournez à Chantesoir et accomplissez le souhait Silk and Soul du Caretaker avant le combat final. Piéger Grand Mother Silk avec le Soul Snare ainsi obtenu laisse au contraire The Cradle en ruine, et l’acte 3 commence avec Hornet qui en redescend.",
    features: [
      "Accès par l’ascenseur du Cogwork Core après les trois mélodies",
      "Second duel contre Lace",
      "Grand Mother Silk sur le pont du sommet",
      "La fin de l’acte 2, ou la porte vers l’acte 3",
    ],
  },
  "sands-of-karak": {
    description: "Les Sands of Karak sont une région de sable et de corail où des coraux qui poussent ouvrent le chemin, et beaucoup de joueurs ne les explorent entièrement que tard dans la partie. Une grande partie est liée aux objectifs de fin de jeu, et certains endroits exigent Silk Soar ou l’Elegy of the Deep.",
    lore: "La Great Conchfly qui avait échappé à Hornet dans les Blasted Steps revient ici sous le nom de Raging Conchfly, et la vaincre accorde le Conchcutter, un outil qui lance un projectile rebondissant. Plus loin se trouvent le Voltnest et son boss, le Voltvyrm, dont le Volt Filament renforce les techniques de soie. L’Encrusted Heart, l’un des cœurs anciens recherchés dans l’acte 3, est enfoui ici, au-delà d’un haut puits et d’une épreuve.",
    features: [
      "Des coraux qui poussent pour former le chemin",
      "Une pierre jaune au fond d’une gorge hérissée de pointes, qui soulève Hornet jusqu’aux sables supérieurs",
      "La Raging Conchfly, qui rapporte le Conchcutter",
      "Le Voltvyrm dans le Voltnest, qui rapporte le Volt Filament",
      "L’emplacement de l’Encrusted Heart",
    ],
  },
  "the-abyss": {
    description: "The Abyss est le monde souterrain sombre et profond dans lequel Hornet doit descendre dans l’acte 3, après que le piège tendu à Grand Mother Silk l’a entraînée en bas avec Lace et a dévasté Pharloom. C’est la route de la vraie fin et le terrain le plus impitoyable du jeu.",
    lore: "L’acte 3 s’ouvre sur une suite de tâches : le Bell Eater tend une embuscade à Hornet au Grand Bellway jusqu’à ce que la Bell Beast revienne avec ses petits, et les Snail Shamans de Moss Grotto finissent par enseigner l’Elegy of the Deep. Hornet doit réunir des cœurs anciens avant d’affronter Lost Lace en bas. À l’intérieur, chutes à l’aveugle, pointes et vapeurs emplissent l’obscurité : sécurisez chaque banc, ouvrez chaque levier de raccourci, et attendez-vous à avoir besoin de Silk Soar pour remonter.",
    features: [
      "Accessible seulement dans l’acte 3",
      "Des salles obscures, avec des chutes à l’aveugle et de rares bancs",
      "Une séquence d’évasion qui repose sur Silk Soar",
      "Le chemin vers l’affrontement avec Lost Lace",
    ],
  },
  verdania: {
    description: "Verdania est le vestige d’un royaume naturel disparu, accessible dans l’acte 3 grâce à l’histoire du Green Prince, par une entrée tout au bout à l’est de Craw Lake, à Sombreval. Elle récompense les joueurs qui ont suivi le Green Prince par un détour mélancolique dans le passé.",
    lore: "L’ancien royaume, Lost Verdania, ne peut être restauré que pour un temps en jouant l’Elegy of the Deep, et ramasser les orbes lumineux dispersés à travers lui est le principal défi. La zone se rattache à la chasse aux cœurs anciens : elle offre un quatrième cœur facultatif lié au sauvetage d’un PNJ, une réserve utile si un autre boss gardien de cœur vous pose problème. Comme l’accès dépend du Green Prince, suivez sa série de quêtes jusqu’au bout si vous voulez voir ce lieu.",
    features: [
      "Acte 3 uniquement, via la série de quêtes du Green Prince",
      "Entrée tout au bout à l’est de Craw Lake",
      "Lost Verdania, ouverte avec l’Elegy of the Deep",
      "Des orbes lumineux à ramasser",
      "Un quatrième cœur ancien facultatif",
    ],
  },
  "red-memory": {
    description: "Red Memory est un espace cramoisi et onirique tiré du propre passé de Hornet, dans lequel on entre tard dans l’acte 3. C’est une étape obligatoire sur la route de la vraie fin et l’un des plus grands moments de l’histoire du jeu.",
    lore: "Avant que Hornet puisse y entrer, les Snail Shamans lui enseignent l’Elegy of the Deep et l’envoient chercher trois des quatre cœurs anciens, chacun gardé par une épreuve et un boss. La séquence elle-même revient sur Hallownest et éclaire d’un jour nouveau la lignée de Hornet. Elle a même son propre morceau, intitulé Red Memory, dans la bande originale officielle.",
    features: [
      "Acte 3 uniquement, sur la route de la vraie fin",
      "Exige trois cœurs anciens et l’Elegy of the Deep",
      "Des rappels à Hallownest et aux origines de Hornet",
      "Son propre morceau de la bande originale, Red Memory",
    ],
  },
};
