import type { items as en } from '../en/items.ts';
import type { ItemProse, Translated } from '../../encyclopaedia/types.ts';

export const items: Translated<typeof en, ItemProse> = {
  "hunter-crest": {
    description: "Le Hunter Crest est l’emblème que Hornet porte dès le tout début, et il définit son style de combat par défaut. Ses attaques sont une taillade rapide vers l’avant, un coup d’estoc en diagonale vers le bas pour rebondir sur les ennemis et une fente en dash qui la fait rebondir en arrière au contact. Il offre un emplacement d’outil de chaque couleur, et un Bind complet avec lui restaure trois masques.",
    tips: "Apprenez tôt l’angle de l’estoc en diagonale vers le bas, car le timing des rebonds avec cet emblème diffère du rebond bien vertical du premier Hollow Knight. Eva peut améliorer l’emblème deux fois, et la version améliorée accumule un bonus aux dégâts de votre aiguille tant que vous évitez les coups. Les guides situent ce bonus jusqu’à 25 % après la première amélioration et 40 % après la seconde, mais le moindre coup encaissé le remet à zéro. Comme le bonus ne s’applique qu’aux attaques à l’aiguille, il rapporte le plus si vous jouez de façon agressive en comptant moins sur les outils et les techniques de soie.",
    location: "Équipé dès le début du jeu. Ses améliorations viennent d’Eva, à Weavenest Atla, accessible par la porte tout au bord droit de Moss Grotto, une fois que vous avez débloqué assez d’emplacements sur vos autres emblèmes.",
  },
  "reaper-crest": {
    description: "L’Emblème du Faucheur échange la vitesse contre la portée : ses taillades sont lentes et lourdes, et son attaque vers le bas balaie un large arc sous Hornet. Il est conservé dans une chapelle de Sombreval. Sa particularité est axée sur la soie, ce qui convient aux joueurs qui aiment se soigner et lancer des techniques souvent.",
    tips: "Après un Bind, vos coups font tomber pendant une dizaine de secondes des fragments de soie ; ramassez-en trois pour regagner un brin de soie. Ces fragments s’ajoutent à la soie que vous gagnez normalement en frappant les ennemis : enchaînez donc un Bind directement avec une série d’attaques pour en tirer le maximum. Le large arc vers le bas rend les rebonds sur les cibles petites ou rapides plus tolérants qu’avec le Hunter Crest. Laissez-vous de la marge pour finir un coup, car l’armé plus lent vous expose face aux ennemis rapides.",
    location: "La Chapel of the Reaper, à Sombreval. Les guides ne s’accordent pas sur le chemin exact : explorez les bords de Sombreval pour trouver l’entrée de la chapelle.",
  },
  "wanderer-crest": {
    description: "Le Wanderer Crest donne à Hornet une série d’attaques rapides et de courte portée, proches de l’aiguillon du Chevalier dans le premier Hollow Knight, avec notamment un rebond bien vertical familier. Il ajoute aussi une taillade en courant et une charge d’estocs rapides. Il repose dans sa propre chapelle, dans les Wormways, derrière une porte verrouillée.",
    tips: "Choisissez cet emblème si vous préférez rester au contact et enchaîner beaucoup de petits coups rapides plutôt que quelques coups lourds. Le rebond bien vertical se contrôle plus facilement que l’estoc en diagonale du Hunter Crest, ce qui aide sur les passages de plateforme délicats et contre les boss sur lesquels vous voulez rebondir encore et encore. Gardez en tête sa courte portée : avancez, frappez et reculez avant que l’ennemi ne riposte. Il faut une Simple Key pour ouvrir la chapelle, alors commencez tôt à économiser des Rosaries.",
    location: "La Chapel of the Wanderer, dans les Wormways. La porte exige une Simple Key, que Pebb vend au Gouffre d’os pour 500 Rosaries.",
  },
  "beast-crest": {
    description: "Le Beast Crest fait de Hornet une bagarreuse : un Bind avec lui la plonge dans une furie pendant laquelle ses coups restaurent de la santé. Il attend dans la Chapel of the Beast, à Hunter's March, gardé par la Savage Beastfly. L’emblème dispose de deux emplacements d’outil rouges, ce qui le destine aux configurations offensives.",
    tips: "Voyez la furie comme une seconde chance plutôt qu’un soin de panique : faites un Bind quand un ennemi est à portée, pour regagner votre santé à coups de frappes. Apportez des outils rouges offensifs pour remplir ses deux emplacements rouges. Avant le combat contre la Beastfly, sachez que ses attaques retirent deux masques à la fois : jouez prudemment tant que vous ne connaissez pas ses schémas. Ouvrez le raccourci à levier en chemin pour que vos retours vers l’arène restent courts.",
    location: "La Chapel of the Beast, à Hunter's March. Atteindre la chapelle exige la Drifter's Cloak ; battez la Savage Beastfly à l’intérieur pour obtenir l’emblème.",
  },
  "architect-crest": {
    description: "L’Architect Crest transforme l’aiguille de Hornet en une vis tournoyante, comme une foreuse, et il est axé sur les outils plutôt que sur les techniques de soie. Il offre plus d’emplacements d’outil que la plupart des emblèmes, mais aucun emplacement pour une technique de soie. Il est conservé dans la Chapel of the Architect, dans les Underworks, une zone de l’acte 2.",
    tips: "Cet emblème brille si vous comptez sur les outils rouges, car son Bind spécial peut recharger vos outils sans passer par un banc. Remplissez les emplacements supplémentaires avec des outils que vous utilisez vraiment souvent, puisque vous renoncez à une technique de soie pour le porter. Ayez des Shell Shards sur vous, car une configuration axée sur les outils les consomme vite.",
    location: "La Chapel of the Architect, dans les Underworks, au nord de l’atelier du Twelfth Architect. La porte s’ouvre avec l’Architect's Key.",
  },
  "witch-crest": {
    description: "Le Witch Crest s’obtient au bout d’une série de quêtes de fin de partie et donne à Hornet des coups en forme de fouet qui drainent la vie des ennemis. Il possède deux emplacements d’outil rouges et trois bleus. La quête qui y mène commence avec le Twisted Bud de Bilewater et vous fait faire des allers-retours à travers Pharloom.",
    tips: "Utilisez les trois emplacements bleus pour des outils défensifs qui se marient avec le drain de vie de l’emblème. Avant de commencer la quête, les guides recommandent d’avoir le Serrefil et d’avoir terminé le souhait Rite of the Pollip. Gardez environ 260 Rosaries sous la main, car une étape de la chaîne vous demande de payer un ingrédient.",
    location: "Récompense d’une quête tardive qui commence avec le Twisted Bud de Bilewater et se poursuit à Shellwood et à Sombreval, où Yarnaby aide à achever le remède.",
  },
  "shaman-crest": {
    description: "Le Shaman Crest est un emblème de l’acte 3 pour les joueurs qui construisent leur jeu autour des techniques de soie. Au lieu d’emplacements d’outil colorés, il commence avec trois emplacements pour techniques de soie, et ses coups projettent des vagues d’énergie. Il renforce aussi le Needle Strike de Hornet.",
    tips: "Équipez vos techniques de soie préférées dans les trois emplacements et gardez votre bobine de soie pleine, car l’emblème ne rapporte que si vous lancez souvent. Les guides notent que deux emplacements bleus peuvent être ajoutés plus tard : prévoyez vos Memory Lockets en conséquence. Les vagues projetées par vos coups vous permettent de frapper de plus loin qu’avec les autres emblèmes, ce qui aide contre les ennemis dangereux au corps à corps. Comme il arrive très tard, voyez-le comme une configuration pour les boss de l’acte 3 plutôt que comme une amélioration générale.",
    location: "Uniquement dans l’acte 3 : la Ruined Chapel près du Gouffre d’os. Il faut Silk Soar pour l’atteindre.",
  },
  "straight-pin": {
    description: "La Straight Pin est un outil rouge de base : Hornet lance en ligne droite des épingles semblables à des aiguilles. Elle lui donne une attaque à distance qui ne coûte pas de soie et se recharge avec des Shell Shards. Des épingles apparaissent aussi dans le jeu de Loddie, dans L’Antre.",
    tips: "Servez-vous des épingles pour achever les ennemis que vous ne pouvez pas atteindre sans risque, comme les volants ou les adversaires de l’autre côté d’un gouffre. Comme elles ne coûtent pas de soie, vous pouvez garder votre bobine pour le Bind. Lancez-les en rafale pendant qu’un boss récupère plutôt qu’au milieu de ses attaques. Rechargez-les en vous reposant sur un banc, ce qui dépense des Shell Shards.",
    location: "",
  },
  "threefold-pin": {
    description: "La Threefold Pin lance trois épingles à la fois en éventail au lieu d’un seul tir droit. L’éventail couvre une zone plus large que la Straight Pin, ce qui la rend utile contre les ennemis volants.",
    tips: "Lancez-la sur les volants ou les ennemis aux mouvements erratiques, car l’éventail a plus de chances de toucher qu’une épingle seule. Associez-la à un emblème qui a des emplacements rouges libres pour garder une option en ligne droite à côté. Comme les autres outils rouges, elle se recharge avec des Shell Shards quand vous vous reposez sur un banc.",
    location: "",
  },
  "sting-shard": {
    description: "Le Sting Shard est un outil rouge de type piège, vendu par la Forgeronne dans les Deep Docks. Hornet le pose et il blesse les ennemis qui s’en approchent. Les guides des marchands le classent parmi les achats d’outils les plus utiles en début de partie.",
    tips: "Posez-le là où un ennemi s’apprête à atterrir ou à passer plutôt que directement sur lui. Les guides le recommandent contre les boss qui reviennent sans cesse aux mêmes endroits, comme Widow et Lace. Il est aussi pratique contre des groupes comme les Void Masses. Placez-le avant que l’action ne commence quand vous le pouvez, puis concentrez-vous sur l’esquive.",
    location: "Vendu par la Forgeronne dans les Deep Docks.",
  },
  tacks: {
    description: "Tacks est un outil rouge qui répand des punaises acérées sur le sol et blesse les ennemis qui marchent dessus. Il fonctionne comme un piège au sol plutôt que comme un projectile.",
    tips: "Répandez les punaises sur le trajet qu’emprunte sans cesse un ennemi ou un boss au sol, puis restez hors de son chemin pendant que le piège fait le travail. Les guides le suggèrent pour le combat contre Widow. Il ne sert pas à grand-chose contre les volants : remplacez-le par un outil à distance dans les combats aériens.",
    location: "",
  },
  flintslate: {
    description: "Flintslate est un outil rouge des Deep Docks qui ajoute des dégâts de feu aux attaques de Hornet. Contrairement aux outils de lancer, il renforce l’aiguille elle-même au lieu de tirer un projectile.",
    tips: "Gardez-le pour les boss et les ennemis coriaces, là où les dégâts de feu supplémentaires comptent le plus. Il se marie bien avec les emblèmes rapides qui portent beaucoup de coups en peu de temps. Vérifiez vos Shell Shards avant les longues expéditions, puisque recharger les outils à un banc en consomme.",
    location: "Se trouve dans les Deep Docks.",
  },
  curveclaw: {
    description: "Le Curveclaw est une griffe de lancer incurvée, vendue par un marchand caché à Hunter's March. Il peut ensuite être amélioré en Curvesickle.",
    tips: "Achetez-le tant que Mottled Skarr est en vie, car il meurt quelque temps après le début de l’acte 2. Si vous le manquez, les guides indiquent que son corps reste avec un Curveclaw que vous pouvez encore ramasser. Prévoyez assez de Rosaries pour votre visite, car il vend aussi le Fractured Mask.",
    location: "Vendu par Mottled Skarr pour 140 Rosaries dans une salle cachée de la partie haute de Hunter's March, que l’on atteint en se laissant porter par un courant ascendant avec la Drifter's Cloak puis en se glissant dans un passage secret sur la gauche.",
  },
  silkshot: {
    description: "Silkshot est un outil rouge qui tire des fils de soie en guise d’attaque à distance. Les listes de complétion en comptent trois versions : Silkshot I, II et III.",
    tips: "Utilisez-le pour frapper les ennemis que vous ne pouvez pas atteindre sans risque avec l’aiguille. Cherchez les trois versions si vous visez la complétion totale.",
    location: "",
  },
  "delvers-drill": {
    description: "Le Delver's Drill est un outil rouge qui se trouve dans les Underworks, les profondeurs industrielles que Hornet explore dans l’acte 2. Il se trouve juste à l’écart de la route que prend Hornet après son arrivée, au bout d’un passage secondaire dangereux.",
    tips: "Cherchez-le peu après la chute d’ascenseur qui vous amène dans les Underworks. Le couloir qui y mène est bordé de pointes : avancez prudemment et reposez-vous d’abord à un banc. Comme les autres outils rouges, il se recharge avec des Shell Shards quand vous vous reposez, alors gardez-en en réserve.",
    location: "Underworks : peu après la chute d’ascenseur, suivez vers le bas un couloir bordé de pointes pour le trouver.",
  },
  cogfly: {
    description: "Cogfly est un outil rouge qui déploie un petit compagnon mécanique attaquant les ennemis tout seul. Il s’assemble à un établi des High Halls de la Citadelle.",
    tips: "Lâchez le Cogfly au début d’un combat pour qu’il ajoute des dégâts pendant que vous vous concentrez sur l’esquive. Emportez un Craftmetal quand vous allez le chercher, car l’établi en a besoin. Avoir le Serrefil rend la route vers l’établi bien plus facile.",
    location: "Fabriqué à un établi des High Halls pour un Craftmetal ; la route monte depuis les Choral Chambers.",
  },
  "snare-setter": {
    description: "Le Snare Setter est un outil rouge conservé dans une salle des Tisserands, au-delà de la porte des Tisserands de Moss Grotto. Il joue un rôle dans le souhait Silk and Soul qui ouvre la voie vers l’acte 3, et il ne compte pas pour la complétion à 100 %.",
    tips: "Ramassez-le avant de vous attaquer aux conditions de l’acte 3, puisque le souhait Silk and Soul l’exige. Comme il ne compte pas pour la complétion, vous pouvez l’ignorer si vous ne visez que le pourcentage. Marquez la salle sur votre carte pour la retrouver quand le souhait se présentera.",
    location: "Une salle du Weavenest, accessible par la porte des Tisserands de Moss Grotto.",
  },
  "rosary-cannon": {
    description: "Le Rosary Cannon est un outil rouge à tir rapide qui projette des Rosaries sur les ennemis, comme une mitrailleuse Gatling. Il se cache dans une salle du trésor secrète des High Halls et dépense littéralement votre argent en guise de munitions.",
    tips: "Il peut tirer jusqu’à 80 coups par chargement, ce qui met les boss en pièces rapidement. Le recharger à un banc consomme des Rosaries : ne le sortez donc que lorsque votre bourse le permet. Servez-vous-en pour abattre la dernière phase d’un boss plutôt que de tirer sur chaque ennemi.",
    location: "Salle du trésor secrète des High Halls, derrière une porte verrouillée qui s’ouvre avec une Simple Key.",
  },
  conchcutter: {
    description: "Le Conchcutter permet à Hornet de lancer le même projectile rebondissant que les conchflies. C’est la récompense pour avoir vaincu la Raging Conchfly dans la partie haute des Sands of Karak.",
    tips: "Le projectile rebondit sur les murs : visez les surfaces proches de votre cible plutôt que la cible elle-même. Les joueurs le trouvent difficile à viser, alors entraînez-vous dans une salle sûre avant de compter dessus contre un boss. Il fonctionne le mieux dans les arènes fermées où les rebonds ont de quoi rebondir.",
    location: "Battez la Raging Conchfly dans la partie haute des Sands of Karak. Une pierre jaune au fond d’une gorge hérissée de pointes vous soulève jusqu’à cette zone.",
  },
  "druids-eye": {
    description: "Druid's Eye est un outil bleu donné par le Moss Druid à Mosshome en récompense du souhait Berry Picking. Les guides le décrivent comme un outil d’entretien de la soie qui soutient les soins. Il peut ensuite être amélioré en Druid's Eyes.",
    tips: "Acceptez le souhait tôt, car c’est l’un des premiers souhaits que vous pouvez accomplir. Équipez-le quand vous avez du mal à garder assez de soie pour le Bind. Pensez à revenir plus tard pour la version améliorée.",
    location: "Apportez trois Mossberries au Moss Druid, dans la partie haute de Mosshome, à Moss Grotto, pour accomplir le souhait Berry Picking.",
  },
  "magma-bell": {
    description: "La Cloche de magma est un outil bleu qui réduit les dégâts que Hornet subit des flammes et du magma. Elle est vendue par la Forgeronne dans les Deep Docks.",
    tips: "Équipez-la contre la Dernière Juge, dont la seconde phase inonde l’arène de feu. Elle vaut aussi la peine d’être portée contre Father of the Flame. Apportez un Craftmetal en plus des Rosaries, car la Forgeronne demande les deux.",
    location: "Vendue par la Forgeronne dans les Deep Docks pour environ 110 Rosaries plus un Craftmetal.",
  },
  "warding-bell": {
    description: "La Warding Bell est un outil bleu qui protège Hornet pendant son Bind, en lui évitant un coup pendant le soin. Les guides la citent souvent parmi les meilleurs outils bleus défensifs.",
    tips: "Portez-la si les ennemis interrompent sans cesse votre Bind. Elle vous permet de vous soigner à des moments plus risqués, mais cherchez tout de même les ouvertures dans les attaques ennemies. Les guides indiquent qu’elle bloque les dégâts une fois par affrontement : ne comptez pas sur elle deux fois de suite.",
    location: "",
  },
  "pollip-pouch": {
    description: "La Pollip Pouch est un outil bleu qui renforce les outils de Hornet ; les guides l’associent à des effets de poison. Elle compte surtout dans les configurations qui s’appuient sur les outils rouges.",
    tips: "Utilisez-la dans les configurations axées sur les outils, où vos outils rouges infligent l’essentiel des dégâts. Les guides la recommandent contre Widow pour que les outils frappent plus fort. Les joueurs l’associent aussi au Flea Brew pour créer un nuage de poison.",
    location: "",
  },
  "fractured-mask": {
    description: "Le Fractured Mask est un outil bleu qui absorbe un coup puissant puis se brise. Il se répare automatiquement quand Hornet se repose sur un banc. Il est vendu par un marchand caché à Hunter's March et peut être manqué.",
    tips: "Voyez-le comme une vie supplémentaire pour chaque sortie loin d’un banc, idéale pour les longs trajets de retour et les boss difficiles. Une fois brisé, reposez-vous sur un banc pour le réparer avant la tentative suivante. Achetez-le pendant l’acte 1 : Mottled Skarr meurt après le début de l’acte 2, et les guides indiquent que le masque ne reste pas avec son corps.",
    location: "Vendu par Mottled Skarr pour 260 Rosaries dans une salle cachée de la partie haute de Hunter's March. Laissez-vous porter par le courant ascendant avec la Drifter's Cloak, entrez dans la salle apparemment vide sur la gauche et franchissez le passage secret contre son mur gauche.",
  },
  "sawtooth-circlet": {
    description: "Le Sawtooth Circlet est un outil bleu : un anneau de lames dentelées porté sur la cape de Hornet, qui tourne et blesse les ennemis proches chaque fois que la cape se déploie, comme lors d’un double saut ou d’un vol plané. Il est vendu par le Twelfth Architect dans les Underworks.",
    tips: "Faites un double saut ou planez à travers les groupes d’ennemis pour les trancher sans donner un coup d’aiguille. Ses dégâts augmentent avec vos améliorations d’outils. Assurez-vous d’avoir un Craftmetal avant de faire le trajet, car l’Architect ne le vend pas sans.",
    location: "Acheté au Twelfth Architect dans les Underworks pour 230 Rosaries et un Craftmetal ; l’atelier se trouve au-dessus de The Cauldron et il faut le Serrefil pour l’atteindre.",
  },
  "claw-mirror": {
    description: "Le Claw Mirror est un outil bleu remis pour avoir vaincu Trobbio, le boss qui se produit sur sa propre scène. Il en existe aussi une version améliorée, Claw Mirrors.",
    tips: "Trobbio a environ 700 points de vie : venez avec votre configuration la plus puissante. Consultez la description de l’outil après le combat pour décider quel emblème lui convient le mieux. Gardez un œil sur les Claw Mirrors améliorés plus tard.",
    location: "Récompense pour avoir vaincu Trobbio sur sa scène.",
  },
  "wispfire-lantern": {
    description: "La Wispfire Lantern est un outil bleu qui invoque sans cesse de petites boules de feu qui se dirigent seules vers les ennemis. Le prix à payer est une ponction constante de la soie de Hornet. C’est la récompense pour avoir vaincu Father of the Flame dans le Wisp Thicket.",
    tips: "Équipez-la dans les salles bondées et contre les ennemis volants agiles, là où le feu à tête chercheuse fait une bonne partie du travail. Retirez-la avant les passages de plateforme difficiles ou les combats de boss où vous avez besoin de chaque brin de soie pour le Bind. Les boules de feu peuvent aussi toucher des objets dont vous comptiez vous servir pour grimper. On ne peut pas se soigner pendant le combat contre Father of the Flame : entrez avec toute votre santé.",
    location: "Battez Father of the Flame tout au bout à l’ouest du Wisp Thicket, une zone cachée au-dessus des tours du Halfway Home de Sombreval, qu’il faut la Faydown Cloak pour atteindre.",
  },
  "reserve-bind": {
    description: "Reserve Bind est un outil bleu obtenu grâce au souhait Final Audience, qui se termine par un duel contre le Second Sentinel dans les High Halls. Y parvenir demande plusieurs étapes réparties dans toute la Citadelle.",
    tips: "Vous devez d’abord restaurer le Second Sentinel en réunissant trois pièces du Cogheart. Le duel est facultatif et exigeant : améliorez votre aiguille et votre santé avant de vous y frotter. Reposez-vous à un banc près des High Halls pour raccourcir vos trajets de retour.",
    location: "Battez le Second Sentinel dans les High Halls, au terme du souhait Final Audience.",
  },
  "memory-crystal": {
    description: "Le Memory Crystal est un outil bleu qui se trouve sur Mount Fay. Quand Hornet subit des dégâts, une copie d’elle en cristal se forme, et elle éclate en piquants acérés quand un ennemi la touche.",
    tips: "Il transforme chaque coup que vous encaissez en petit piège, ce qui convient aux combats contre les ennemis qui vous poursuivent au corps à corps. Après avoir encaissé un coup, ramenez les ennemis sur le cristal. Apportez le Serrefil, car on ne peut pas l’atteindre sans lui.",
    location: "Mount Fay ; exige le Serrefil.",
  },
  "wreath-of-purity": {
    description: "La Wreath of Purity est un outil bleu qui protège Hornet des Muckmaggots de Bilewater pendant quelques secondes, en les empêchant de s’accrocher à elle et de drainer sa santé. Elle se trouve dans les Putrified Ducts.",
    tips: "Allez la chercher avant une vraie expédition dans Bilewater ; elle rend ce marécage bien moins punitif. Le chemin le plus facile passe par le Memorium une fois que vous avez le double saut, plutôt que par Bilewater lui-même. Sa protection est courte : continuez d’avancer dans l’eau infestée d’asticots.",
    location: "Putrified Ducts, dans l’acte 2. Depuis le banc du Memorium, allez à droite jusqu’à un cul-de-sac, grimpez par un conduit caché dans le plafond et cassez le mur au-delà ; le double saut de la Faydown Cloak est nécessaire.",
  },
  "volt-filament": {
    description: "Volt Filament est un outil bleu qui fait frapper plus fort les techniques de soie de Hornet et leur ajoute un effet électrique. C’est la récompense pour avoir vaincu le Voltvyrm dans le Voltnest des Sands of Karak.",
    tips: "Équipez-le dans les configurations qui lancent souvent des techniques de soie. Les coups électriques du Voltvyrm retirent deux masques : préparez-vous à un combat prudent. Le Voltnest exige Silk Soar, alors prévoyez-le pour la fin de partie.",
    location: "Battez le Voltvyrm dans le Voltnest, dans les Sands of Karak ; l’atteindre exige Silk Soar.",
  },
  compass: {
    description: "La Boussole est un outil jaune qui indique la position actuelle de Hornet sur la carte. Shakra, la cartographe, la vend, et les joueurs la rencontrent pour la première fois dans L’Antre.",
    tips: "Achetez-la tôt : Pharloom est vaste, et voir où vous vous trouvez évite bien des errances. Elle occupe toutefois un emplacement jaune : retirez-la une fois que vous connaissez bien une zone. Certains joueurs ont du mal à s’en passer même en fin de partie, alors jugez vous-même si l’emplacement en vaut la peine.",
    location: "Vendue par Shakra, rencontrée pour la première fois dans L’Antre.",
  },
  "shard-pendant": {
    description: "Le Shard Pendant est un outil jaune qui fait lâcher plus de Shell Shards aux ennemis vaincus. Il se trouve dans L’Antre.",
    tips: "Portez-le quand vous farmez, car les Shell Shards paient la recharge de vos outils aux bancs. Il est surtout utile dans les configurations axées sur les outils, qui consomment beaucoup d’éclats. Remplacez-le par un autre outil jaune quand votre réserve d’éclats est confortable.",
    location: "Se trouve dans L’Antre.",
  },
  "magnetite-brooch": {
    description: "La Magnetite Brooch est un outil jaune qui attire vers Hornet les Rosaries proches, pour qu’elle n’ait pas à courir après chaque perle. Les guides la classent parmi les outils jaunes les plus utiles pour récolter de l’argent.",
    tips: "Équipez-la pour farmer des Rosaries, afin que les pièces tombées à des endroits mal placés viennent à vous. Elle aide surtout dans les salles rapides où les perles s’éparpillent sur les corniches et les pointes. Comme les Rosaries tombent quand vous mourez, les ramasser vite signifie en laisser moins traîner.",
    location: "",
  },
  "magnetite-dice": {
    description: "Les Magnetite Dice sont un outil jaune gagné à un jeu de dés contre Lumble the Lucky dans les Blasted Steps. Leur description promet la chance à qui les porte.",
    tips: "Chaque manche du jeu de Lumble coûte 4 Rosaries : emportez des perles en réserve au cas où vous perdriez quelques manches. Continuez à jouer jusqu’à remporter les dés. Reposez-vous d’abord au banc du Bellway tout proche, pour qu’un ennemi égaré ne vous coûte pas vos Rosaries.",
    location: "Remportez le jeu de dés de Lumble the Lucky près du banc du Bellway, dans les Blasted Steps.",
  },
  rosaries: {
    description: "Les Rosaries sont la monnaie principale de Pharloom, les perles qui remplacent les Geo du premier jeu. Une perle simple vaut un, tandis que les perles plus grosses, en coquille et en nacre, valent cinq et quinze. On les dépense en marchandises, en cartes, en bancs à péage et en stations de Bellway : elles comptent dès la toute première heure.",
    tips: "Les Rosaries en vrac tombent quand Hornet meurt ; retournez à son cocon pour les récupérer, car une seconde mort avant d’y arriver les efface pour de bon. Vaincre des ennemis est la source de revenus la plus fiable : nettoyez les salles en chemin au lieu de passer en courant devant tout. Transformez vos perles en trop en Rosary String avant un combat risqué pour les mettre à l’abri. Frappez les chapelets de perles qui pendent des plafonds et drapent les statues, et fouillez les recoins à la recherche de caches.",
    location: "Lâchées par de nombreux ennemis, détachées des chapelets de perles suspendus et des statues à Rosaries, trouvées dans des coffres et des caches, et données en récompense de certains souhaits.",
  },
  "shell-shards": {
    description: "Les Shell Shards sont la seconde monnaie de Hornet, les petits fragments argentés qui jaillissent des ennemis vaincus. Leur rôle principal est de recharger les utilisations de vos outils équipés chaque fois que vous vous reposez sur un banc. Quelques souhaits vous demandent aussi d’en faire don, comme Bone Bottom Repairs, qui en réclame 200.",
    tips: "Repérez tout ce qui a une texture argentée brillante, comme des rochers scintillants ou des cordes incrustées d’éclats : les frapper en libère une poignée. Le nombre que vous pouvez porter est limité, alors améliorez la Tool Pouch dès que vous commencez à compter sur les outils. L’outil Shard Pendant, trouvé dans L’Antre, augmente le nombre d’éclats que donnent les ennemis. Vérifiez votre réserve avant un long trajet de retour vers un boss, pour que vos outils se rechargent au banc.",
    location: "Lâchées par presque tous les ennemis et libérées par des gisements d’éclats partout dans Pharloom ; la limite de transport augmente avec la Tool Pouch.",
  },
  silkspear: {
    description: "La Lance soyeuse est une technique de soie obtenue tôt, une attaque à distance alimentée par la soie que Hornet récupère dans les premières heures de l’acte 1. Le jeu s’en sert aussi comme d’une clé : la Bell Beast dort enveloppée d’une soie que seule la Lance soyeuse peut trancher.",
    tips: "Faites un détour par Mosshome avant de vous rendre dans l’arène de la Bell Beast, car vous ne pouvez pas réveiller la bête sans elle. Dans ce combat, puis contre Widow, la Lance soyeuse vous permet de grignoter de la santé à distance sûre au lieu d’échanger des coups de près. Comme toute technique de soie, elle dépense de la soie : veillez à en garder assez pour un Bind quand vous devez vous soigner.",
    location: "S’apprend à Mosshome, accessible en prenant à gauche à l’embranchement près de Shakra dans la partie haute de L’Antre, avant le combat contre la Bell Beast.",
  },
  "silk-heart": {
    description: "Les Silk Hearts sont des améliorations rares qui restaurent d’elles-mêmes une encoche de soie une fois votre bobine vidée. Il n’y en a que trois dans le jeu, et chacune aide nettement dans les longs combats où il est difficile de placer des coups. La première vient de la Bell Beast, le boss qui ouvre aussi le réseau de voyage rapide des Bellways.",
    tips: "Battez la Bell Beast dans L’Antre, puis touchez l’orbe de soie qu’elle laisse pour entrer dans un royaume de soie dont les plateformes s’effritent sous vos pieds. Continuez à grimper rapidement, frappez le levier sur la corniche solide pour la faire monter et attrapez le cœur au sommet. Le deuxième cœur se trouve dans le Whiteward et exige la White Key, le Serrefil et la Surgeon's Key, avec un combat de boss en chemin. Associez les cœurs à des emblèmes et des techniques gourmands en soie, puisque vous récupérez de la soie sans avoir à placer de coups.",
    location: "Le premier : récompense pour avoir battu la Bell Beast au sommet de L’Antre. Le deuxième : le Whiteward, dans la Citadelle, derrière la porte de la Surgeon's Key.",
  },
  quill: {
    description: "La Plume permet à Hornet de dessiner sa propre progression sur les cartes de zone qu’elle achète, en remplissant les salles qu’elle a parcourues à chaque repos. Sans elle, vous ne voyez que le contour approximatif de chaque zone. Shakra, la vendeuse de cartes, la propose dès le tout début du voyage.",
    tips: "Achetez-la tôt avec les premières cartes ; c’est l’un des meilleurs usages de vos premiers Rosaries. N’oubliez pas que la carte ne se met à jour que lorsque vous vous reposez : asseyez-vous souvent sur les bancs dans une nouvelle zone. Si vous vous obstinez à vous en passer, le jeu vous donne une plume rouge sur le bureau du boss Trobbio dans l’acte 2, ou une violette dans l’acte 3. Ces variantes ne changent que l’icône : se passer de la plume est un défi de prestige, pas un raccourci.",
    location: "Vendue par Shakra, la vendeuse de cartes, dont le premier emplacement se trouve dans L’Antre. Des versions rouge et violette attendent sur le bureau de Trobbio les joueurs qui n’en ont jamais acheté.",
  },
  "rosary-string": {
    description: "Un Rosary String est un lot de perles attachées ensemble pour qu’elles ne puissent pas être perdues. Les perles enfilées restent dans votre inventaire même quand Hornet meurt. Vous pouvez en acheter un au Gouffre d’os, le premier village du voyage.",
    tips: "La boutique de Pebb, au Gouffre d’os, enfile les perles pour vous : vous payez 80 Rosaries et recevez un chapelet qui en vaut 60. Perdre 20 perles coûte moins cher que perdre toute votre bourse dans une mort malheureuse, alors enfilez vos économies avant un boss coriace ou une zone dangereuse. Les perles enfilées ne peuvent pas être dépensées avant d’avoir brisé le chapelet depuis votre inventaire. On trouve aussi des chapelets en explorant et en récompense de certaines quêtes.",
    location: "Acheté à la boutique de Pebb au Gouffre d’os, et trouvé en butin dans le monde.",
  },
  "frayed-rosary-string": {
    description: "Le Frayed Rosary String est le plus petit des cinq chapelets de perles, d’une valeur de 30 Rosaries. Comme les autres chapelets, il garde ses perles à l’abri quand Hornet meurt. On le trouve généralement dans le monde plutôt qu’en boutique.",
    tips: "Ne le brisez pas tout de suite ; gardez-le en réserve de sécurité et ne l’ouvrez que lorsque vous êtes devant une boutique. L’un des premiers est niché dans le passage juste au-dessus de Fleamaster Mooshka, dans L’Antre. Des chapelets usés apparaissent aussi dans des endroits secrets d’autres zones : frappez les murs suspects.",
    location: "Se trouve dans des endroits cachés, par exemple dans le passage au-dessus de Fleamaster Mooshka, dans L’Antre.",
  },
  "simple-key": {
    description: "Les Simple Keys sont des clés à usage unique qui ouvrent les serrures ordinaires dispersées dans Pharloom. Il y a quatre clés et quatre serrures correspondantes, qui mènent surtout à des salles facultatives. La première est en vente au Gouffre d’os dès le début.",
    tips: "Chaque clé est consommée quand vous ouvrez une serrure : choisissez bien où les dépenser. Une serrure se trouve dans les Deep Docks, au-delà d’un gouffre de lave qu’il faut Swift Step pour franchir ; elle est facultative, donc y utiliser une clé ne peut pas bloquer l’histoire. La clé du Gouffre d’os coûte 500 Rosaries, ce qui est cher en début de partie, et une autre clé est lâchée par un ennemi de Sinner's Road. Si vous manquez de perles, attendez de savoir quelle porte vous intéresse.",
    location: "L’une est vendue au Gouffre d’os pour 500 Rosaries ; une autre est lâchée par un ennemi de Sinner's Road ; les autres sont cachées dans Pharloom.",
  },
  "mask-shard": {
    description: "Les Fragments de masque augmentent la santé de Hornet : quatre fragments forment un nouveau masque. Il y a 20 fragments en tout, soit cinq masques supplémentaires. La plupart se cachent dans des salles secrètes ou derrière des épreuves de capacités, et certains récompensent des souhaits.",
    tips: "Commencez par le fragment en vente au Gouffre d’os, pour environ 300 Rosaries. Parmi les premiers fragments gratuits : une salle à bassin cachée dans les Wormways (accessible avec Swift Step), un mur fissuré en hauteur à Shellwood près de Shakra, et une énigme au-dessus de la Seamstress dans les Far Fields qui exige la Drifter's Cloak. Les souhaits de Bellhart rapportent aussi des fragments, notamment des chasses à des adversaires facultatifs coriaces. Récupérez les premiers avant les boss plus difficiles de l’acte 1.",
    location: "Répartis dans Pharloom : un en vente au Gouffre d’os, d’autres dans les Wormways, à Shellwood, dans les Far Fields et au-delà, plus des récompenses de souhaits à Bellhart.",
  },
  "spool-fragment": {
    description: "Les Spool Fragments sont des pièces qui allongent la bobine de soie de Hornet, la jauge qui alimente le Bind et les techniques de soie. La liste de complétion en compte 18, et ils représentent une grande part du pourcentage de complétion.",
    tips: "Une bobine plus longue vous laisse de quoi vous soigner et lancer quand même une technique de soie : plus vous comptez sur la soie, plus ils comptent. Revisitez les zones précédentes après chaque nouvelle capacité, car beaucoup de fragments sont d’abord hors de portée. Posez un marqueur sur la carte quand vous en repérez un que vous ne pouvez pas encore atteindre.",
    location: "Dispersés dans Pharloom.",
  },
  "swift-step": {
    description: "Swift Step est le dash de Hornet, et maintenir le bouton le transforme en sprint. Il fonctionne au sol comme en l’air et ouvre de nombreux chemins et passages. On le trouve tôt dans l’acte 1, dans les Deep Docks.",
    tips: "Récupérez-le dès que vous atteignez les Deep Docks ; il rend l’exploration comme l’esquive des attaques de boss bien plus faciles. Près du haut de la zone, frappez le nœud orange suspendu au plafond et reculez avant qu’il n’explose ; la déflagration ouvre une section cachée qui mène à la statue des Tisserands. Les commandes par défaut sont R2 ou RT à la manette et C au clavier. Servez-vous du sprint pour parcourir plus vite les longs couloirs de retour en arrière.",
    location: "Deep Docks, dans une section cachée derrière un nœud orange explosif, dans la partie haute de la zone, à une statue des Tisserands.",
  },
  "drifters-cloak": {
    description: "La Drifter's Cloak permet à Hornet de planer, ce qui ralentit sa chute et lui permet de se laisser porter par les courants ascendants. Elle vient de la Seamstress, une ancienne guerrière qui vit dans une cabane de tissu suspendue dans les Far Fields. L’obtenir fait partie de la route principale de l’acte 1, et le combat contre le Fourth Chorus, dans les Far Fields, suit juste après.",
    tips: "Parlez à la Seamstress dans les Far Fields et accomplissez son souhait pour gagner la cape. Elle ouvre aussitôt l’accès à un Fragment de masque au-dessus de sa pièce, où vous planez vers le haut et utilisez un sol explosif pour vous frayer un chemin. Elle est aussi exigée plus tard pour Mount Fay, avec le Serrefil. Entraînez-vous à planer au-dessus des pointes et entre les courants ascendants avant d’attaquer les passages de plateforme plus durs.",
    location: "Donnée par la Seamstress dans les Far Fields, en récompense de son souhait.",
  },
  "thread-storm": {
    description: "Thread Storm est une technique de soie qui fait tournoyer un cercle de soie autour de Hornet et touche tout ce qui se trouve à proximité. Les tests de dégâts des joueurs l’ont désignée comme la plus puissante des six techniques de soie, devant Rune Rage, quand tous ses coups portent. C’est aussi un déblocage précoce de l’acte 1.",
    tips: "Cherchez-la du côté nord-est de Sombreval. Sa portée uniforme autour de Hornet la rend excellente contre les groupes et vous permet de toucher les boss d’un peu plus loin qu’avec un coup d’aiguille. Associez-la au Shaman Crest et à l’outil Volt Filament pour pousser ses dégâts encore plus haut ; les speedrunners utilisent exactement cette configuration. Lancez-la quand un ennemi s’engage dans une attaque près de vous plutôt que dans le vide.",
    location: "Sombreval, du côté nord-est de la zone.",
  },
  "cling-grip": {
    description: "Cling Grip permet à Hornet de s’agripper aux murs et de sauter depuis eux. Il s’apprend à une statue des Tisserands de Shellwood qui s’ouvre une fois Sister Splinter vaincue. Widow à Bellhart, Sinner's Road et de nombreux secrets l’exigent tous.",
    tips: "Battez Sister Splinter à Shellwood, puis rendez-vous à la statue des Tisserands qu’elle gardait. Ensuite, retournez dans les zones précédentes et cherchez les grands puits et les hautes corniches que vous avez dû laisser de côté. C’est la clé pour atteindre Widow dans les tunnels au nord de Bellhart, et Sinner's Road vous reste fermée sans lui.",
    location: "Statue des Tisserands à Shellwood, accessible après avoir vaincu Sister Splinter.",
  },
  needolin: {
    description: "Le Needolin est un instrument dont Hornet joue pour tirer des chants du monde. En jouer près des personnages peut révéler du lore dans leurs couplets, et il ouvre les portes créées par les Tisserands. C’est la récompense pour avoir vaincu Widow, ce qui libère aussi Bellhart de sa malédiction.",
    tips: "Une fois Widow tombée, les habitants et les services de Bellhart reviennent, dont Pinmaster Plinney : prenez le temps d’y passer. Retournez aux portes des Tisserands que vous aviez repérées, par exemple à Moss Grotto. Essayez-le sur les nouveaux personnages pour obtenir des couplets d’histoire supplémentaires. Il compte aussi à la toute fin : la route vers l’acte 3 se termine quand Hornet en joue, à l’invite, après le combat final.",
    location: "Récompense pour avoir vaincu Widow au fond des tunnels au nord de Bellhart.",
  },
  "sharpened-needle": {
    description: "Sharpened Needle est l’une des quatre améliorations de l’aiguille de Hornet, listée avec Shining Needle, Hivesteel Needle et Pale Steel. Chaque amélioration augmente les dégâts de l’aiguille et compte pour la complétion. Les améliorations d’aiguille deviennent disponibles une fois Pinmaster Plinney de retour à Bellhart.",
    tips: "Libérez Bellhart en battant Widow pour que les services de Plinney ouvrent. Attendez-vous à un gain inégal : les joueurs ont constaté que chaque type d’ennemi subit une fraction fixe des dégâts de l’aiguille, et que cette fraction diminue pour de nombreux ennemis à mesure que l’aiguille s’améliore. Vous frappez tout de même plus fort au total, mais certains adversaires ne tomberont pas tout de suite en moins de coups. Les améliorations valent quand même le coup avant les boss plus coriaces de l’acte 2.",
    location: "Les améliorations d’aiguille sont assurées par Pinmaster Plinney à Bellhart, après la défaite de Widow.",
  },
  "memory-locket": {
    description: "Les Memory Lockets débloquent des emplacements d’outil supplémentaires sur les emblèmes, le rôle que jouaient les encoches de charme dans le premier jeu. Chaque médaillon ouvre un emplacement sur l’emblème de votre choix. Certains sont vendus en boutique, mais la plupart sont cachés dans des endroits secrets.",
    tips: "Dépensez-les à un banc en sélectionnant l’un des petits points à côté des grands logements d’un emblème. La couleur du point détermine le type d’outil : rouge pour les armes, bleu pour la défense, jaune pour l’exploration. Un emplacement appartient pour toujours à cet emblème et ne se reporte pas sur les autres : investissez dans l’emblème que vous utilisez vraiment. Débloquer assez d’emplacements sur l’ensemble des emblèmes rapporte aussi des emplacements de Vesticrest supplémentaires auprès d’Eva.",
    location: "Vendus dans certaines boutiques et cachés dans des endroits secrets partout dans Pharloom.",
  },
  "tool-pouch": {
    description: "La Tool Pouch est une amélioration qui permet à Hornet d’emporter davantage à la fois. Chaque niveau augmente à la fois la limite de Shell Shards et le nombre d’utilisations de ses outils. Elle compte pour la complétion.",
    tips: "Récupérez-la dès que vous commencez à compter sur les outils rouges contre les boss : plus d’utilisations, c’est moins d’allers-retours vers un banc. Une limite d’éclats plus haute vous permet aussi d’en mettre de côté pour les souhaits de dons. Associez-la au Shard Pendant si vous manquez sans cesse de Shell Shards.",
    location: "",
  },
  "key-of-indolent": {
    description: "La Key of Indolent est l’une des trois clés de The Slab, la prison où Hornet peut être emmenée après qu’un volant porteur de cage l’a capturée. Elle ouvre les premières portes verrouillées sur le chemin de son équipement volé. Les deux autres sont la Key of Heretic et la Key of Apostate.",
    tips: "Une fois sorti de la cage, défoncez le plafond fissuré au-dessus de la première porte verrouillée et suivez les tunnels vers le bas. Grindle est dans une cellule tout en bas ; la clé se trouve dans la salle à sa gauche, gardée par quelques ennemis. Repassez par la cellule de Grindle pour trouver un banc et la carte de The Slab, puis utilisez la clé sur la porte sous le banc. Attendez-vous à une épreuve d’ennemis et de lames tournoyantes après cette porte.",
    location: "The Slab, dans une salle à gauche de la cellule de Grindle.",
  },
  "white-key": {
    description: "La White Key ouvre le chemin vers le Whiteward, une sinistre aile médicale de la Citadelle. Elle se trouve à Chantesoir, la petite colonie qui grandit devant le First Shrine dans l’acte 2. Le Whiteward renferme des objets utiles comme l’outil Injector Band, et il mène aux Underworks et au Serrefil.",
    tips: "Sonnez d’abord la cloche du First Shrine pour que les pèlerins commencent à se rassembler à Chantesoir. La clé est posée contre le mur, tout au coin est de Chantesoir, après le bâtiment central. Utilisez-la sur l’ascenseur marqué de blanc en bas des Choral Chambers pour descendre dans le Whiteward. Prenez la carte du Whiteward peu après votre arrivée ; si vous la manquez, Shakra pourra vous la vendre plus tard.",
    location: "Chantesoir, tout au coin est, à côté du First Shrine, dans l’acte 2.",
  },
  "surgeons-key": {
    description: "La Surgeon's Key ouvre l’Ornate Lock au fond du Whiteward. Derrière cette porte attendent un combat de boss et le deuxième Silk Heart. Il vous faut à la fois la White Key et le Serrefil avant de pouvoir l’atteindre.",
    tips: "Depuis l’entrée du Whiteward, grimpez et avancez vers la droite jusqu’à ce que le chemin se divise, prenez la branche de gauche et cassez le bloc du mur. Au-dessus pend un levier en forme d’anneau : attrapez-le avec le Serrefil et la clé tombe. Pour l’utiliser, allez vers l’ouest depuis le banc du Whiteward, descendez en ascenseur et continuez vers l’ouest jusqu’à l’Ornate Lock. Reposez-vous d’abord, car un boss attend derrière.",
    location: "Whiteward, libérée en tirant un levier en forme d’anneau avec le Serrefil.",
  },
  clawline: {
    description: "Le Serrefil est le harpon-grappin de Hornet, l’un des Ancestral Arts. Il la tire vers des anneaux, certaines surfaces et même des ennemis, ce qui lui permet de s’y suspendre et d’enchaîner les ascensions. Il se lie à un autel des Tisserands dans The Cauldron, la zone d’ateliers des Underworks, pendant l’acte 2.",
    tips: "La route habituelle : White Key, ascenseur du Whiteward, puis descente dans les Underworks et traversée des salles de lave de The Cauldron. La commande par défaut est S sur PC, LT sur Xbox, L2 sur PlayStation et ZL sur Switch. S’agripper à un ennemi vous propulse depuis lui, pratique pour franchir des gouffres en combat. De nombreux objets et zones de fin de partie l’exigent, dont Mount Fay, la Surgeon's Key et la route vers Bilewater.",
    location: "Autel des Tisserands dans The Cauldron, Underworks (acte 2).",
  },
  "architects-key": {
    description: "L’Architect's Key ouvre la Chapel of the Architect dans les Underworks, qui renferme l’Architect Crest. L’accès passe par le Twelfth Architect, le dernier des artisans mécaniques de la Citadelle, qui travaille dans The Cauldron. Elle appartient à l’acte 2.",
    tips: "Rendez visite au Twelfth Architect dans The Cauldron et obtenez la clé en collaborant avec l’Architect ; l’Architect échange aussi des outils contre des Rosaries et du Craftmetal. La chapelle se trouve au nord de l’atelier. L’emblème qu’elle débloque est axé sur les outils rouges : faites le plein de Shell Shards avant de l’essayer.",
    location: "Obtenue par le Twelfth Architect dans The Cauldron, Underworks ; ouvre la Chapel of the Architect.",
  },
  craftmetal: {
    description: "Le Craftmetal est un matériau de fabrication rare que certains artisans de Pharloom réclament en plus des Rosaries. Le Twelfth Architect, dans les Underworks, échange des outils mécaniques contre ce matériau. Il est rare : chaque pièce doit aller à quelque chose dont vous vous servirez vraiment.",
    tips: "Ne le dépensez pas pour la première chose proposée ; consultez d’abord le stock du Twelfth Architect, car au moins un des outils de l’Architect en exige. Gardez l’œil ouvert dans les chemins annexes et les salles secrètes. S’il manque un outil à votre collection en fin de partie, un manque de Craftmetal peut en être la raison.",
    location: "Se trouve en quantité limitée dans Pharloom ; se dépense auprès d’artisans comme le Twelfth Architect.",
  },
  "faydown-cloak": {
    description: "La Faydown Cloak donne à Hornet un double saut. Elle attend au sommet de Mount Fay, une ascension glaciale à l’ouest de The Slab faite presque uniquement de plateformes. C’est une récompense de l’acte 2 qui ouvre une grande partie de la fin de partie.",
    tips: "Il vous faut le Serrefil et la Drifter's Cloak avant de tenter l’ascension. Le froid blesse Hornet au fil du temps : déplacez-vous vite entre les lampes chaudes et les sources de chaleur qui le réinitialisent. Il y a deux bancs en chemin, l’un derrière un péage et l’autre derrière un mur destructible. Au sommet, jouez du Needolin devant le diapason géant. Ensuite, des zones comme le Wisp Thicket et la route vers la Key of Apostate s’ouvrent.",
    location: "Sommet de Mount Fay, acte 2.",
  },
  "twisted-bud": {
    description: "Le Twisted Bud est une excroissance gémissante, semblable à un nourrisson, que l’on trouve à Bilewater pendant l’acte 2. Il lance le Rite of Rebirth avec Greyroot à Shellwood, une chaîne qui se termine par le Witch Crest. C’est aussi la clé de la fin secrète Twisted Child.",
    tips: "Atteindre Bilewater exige le Serrefil pour casser un mur en chemin. Terminez d’abord le rite des Pollips pour Greyroot, car il est requis avant de pouvoir utiliser le bourgeon. Le Rite of Rebirth maudit Hornet et limite ses soins ; le remède s’achète à Sombreval, alors ayez au moins 260 Rosaries sur vous. Si vous voulez la fin Twisted Child, affrontez le boss final de l’acte 2 alors que Hornet est encore maudite, et faites-le avant d’entrer dans l’acte 3.",
    location: "Bilewater, acte 2 ; s’utilise avec Greyroot à Shellwood.",
  },
  "key-of-apostate": {
    description: "La Key of Apostate est la troisième clé de The Slab, mais elle ne se trouve pas du tout dans la prison. Elle se trouve à l’autre bout de la carte, dans les Putrified Ducts. Elle ouvre deux portes de The Slab, dont l’une mène au boss caché First Sinner.",
    tips: "Il vous faut la Faydown Cloak, et le Serrefil et Cling Grip rendent la route bien plus sûre. Le chemin le plus sûr arrive depuis le Memorium ; l’autre part de Bilewater, après avoir battu le boss de sa partie haute. Dans les Ducts, dirigez-vous vers le tunnel sombre sur la gauche, près du bas, et brisez la cage au bout. La seconde porte de The Slab mène à une énigme de plateforme avec un Fragment de masque.",
    location: "Putrified Ducts, au bout d’un tunnel sombre dans la partie inférieure gauche ; s’utilise sur deux portes de The Slab.",
  },
  "rune-rage": {
    description: "Rune Rage est une technique de soie qui déclenche des runes explosives, copiant une attaque de First Sinner, une Tisserande emprisonnée dans The Slab. Hornet l’obtient après l’avoir vaincue. Dans les tests de dégâts des joueurs, elle s’est classée deuxième des six techniques de soie.",
    tips: "Récupérez d’abord la Key of Apostate dans les Putrified Ducts, puis ouvrez la cellule scellée de The Slab et brisez les runes de soie qui la verrouillent. Le combat commence quand vous faites un Bind devant la statue des Tisserands à l’intérieur ; une défaite le relance simplement hors de la cellule. Surveillez First Sinner quand elle se soigne avec son propre Bind, et interrompez-la. Une fois Rune Rage obtenue, associez-la à des emblèmes et des outils qui augmentent les dégâts des techniques de soie.",
    location: "Récompense pour avoir vaincu First Sinner dans The Slab, derrière une porte ouverte avec la Key of Apostate.",
  },
  "rosary-necklace": {
    description: "Le Rosary Necklace est un chapelet de perles plus grand, d’une valeur de 120 Rosaries. C’est le troisième des cinq paliers de stockage, au-dessus du Frayed Rosary String (30) et du Rosary String (60), et en dessous du Heavy Rosary Necklace (240) et du Pale Rosary Necklace (340). Ses perles sont à l’abri de la mort tant que vous ne le brisez pas.",
    tips: "Voyez-le comme un compte épargne : ne le brisez que lorsque vous êtes prêt à acheter quelque chose. C’est pour les gros achats de la suite du jeu, comme les cartes et les améliorations, que ces colliers sont rentables. Des chapelets et des colliers sont aussi donnés en récompense de quêtes : accomplissez des souhaits quand vous êtes à court.",
    location: "",
  },
  "cross-stitch": {
    description: "Cross Stitch est l’une des six techniques de soie de Hornet, listée avec la Lance soyeuse, Thread Storm, Sharpdart, Rune Rage et Pale Nails. Les techniques de soie dépensent directement de la soie et occupent les emplacements blancs d’un emblème. Elle compte pour la complétion.",
    tips: "Équipez-la à un banc dans un emplacement de technique de soie. Les emblèmes diffèrent par le nombre d’emplacements de technique de soie qu’ils offrent ; le Shaman Crest en a trois. Gardez assez de soie en réserve pour un Bind quand vous avez besoin de vous soigner.",
    location: "",
  },
  sharpdart: {
    description: "Sharpdart est l’une des six techniques de soie de Hornet, listée avec la Lance soyeuse, Thread Storm, Cross Stitch, Rune Rage et Pale Nails. Comme les autres, elle dépense de la soie et se place dans un emplacement blanc d’emblème. Elle compte pour la complétion.",
    tips: "Réglez-la à un banc. Si vous voulez utiliser plusieurs techniques de soie ensemble, le Shaman Crest offre trois emplacements de technique de soie. L’outil Volt Filament augmente les dégâts des techniques de soie.",
    location: "",
  },
  "pale-nails": {
    description: "Pale Nails est l’une des six techniques de soie de Hornet, listée avec la Lance soyeuse, Thread Storm, Cross Stitch, Sharpdart et Rune Rage. Elle dépense de la soie et se place dans un emplacement blanc d’emblème. Elle compte pour la complétion.",
    tips: "Équipez-la à un banc. Les configurations axées sur la soie en tirent le plus, par exemple avec le Shaman Crest, qui a trois emplacements de technique de soie et renforce les techniques de soie. Équilibrez l’usage des techniques de soie avec la soie dont vous avez besoin pour le Bind.",
    location: "",
  },
  sylphsong: {
    description: "Sylphsong est la dernière des cinq améliorations proposées par Eva, qui vit à Weavenest Atla, au-delà du bord droit de Moss Grotto. Eva récompense Hornet selon le nombre total d’emplacements d’emblème qu’elle a débloqués avec des Memory Lockets. Les guides décrivent son effet comme une recharge de la soie quand Hornet se repose sur un banc.",
    tips: "Dépensez régulièrement vos Memory Lockets et repassez voir Eva ; ses récompenses précédentes sont une amélioration du Hunter Crest et des emplacements de Vesticrest supplémentaires. Ses cinq améliorations peuvent toutes être obtenues avant la fin de l’acte 2. Elle compte pour la complétion : ne la gardez pas pour la fin.",
    location: "Donnée par Eva à Weavenest Atla une fois assez d’emplacements d’emblème débloqués.",
  },
  "beastling-call": {
    description: "Beastling Call est un chant que Hornet apprend au début de l’acte 3. Quand elle tente d’appeler la Bell Beast au Grand Bellway, c’est le Bell Eater qui surgit à sa place. À la fin de ce combat, la Bell Beast et ses petits, les Beastlings, arrivent, et Hornet apprend l’appel.",
    tips: "Après le début de l’acte 3, rendez-vous à pied au Grand Bellway, en bas des Choral Chambers ; la route du Ventrica par le First Shrine est bloquée. Reposez-vous au banc sur la droite avant de sauter dans le trou pour le combat contre le Bell Eater. Continuez à infliger des dégâts jusqu’à ce que la Bell Beast charge pour l’achever.",
    location: "Grand Bellway, en bas des Choral Chambers, après le combat contre le Bell Eater dans l’acte 3.",
  },
  "silk-soar": {
    description: "Silk Soar est la dernière capacité de déplacement, trouvée dans The Abyss pendant l’acte 3. Elle permet à Hornet d’atteindre des ouvertures tout en haut que rien d’autre ne permet d’atteindre. Peu de nouvelles zones en dépendent, mais des secrets se cachent dans de petits trous de plafond partout dans Pharloom.",
    tips: "Une fois obtenue, repassez par les zones précédentes et levez les yeux : beaucoup de plafonds ont des ouvertures que vous n’auriez jamais pu atteindre. Elle ouvre le Voltnest et son boss, dont la récompense renforce les techniques de soie. Ne supposez pas que chaque haute corniche l’exige ; dans les Sands of Karak, une pierre jaune au fond d’une gorge peut vous soulever jusqu’en haut.",
    location: "The Abyss, acte 3.",
  },
  everbloom: {
    description: "L’Everbloom est un objet clé tardif, une fleur pâle et lumineuse tirée d’un lointain souvenir, qui repousse le vide. C’est la récompense au terme de la quête Old Hearts de l’acte 3. L’obtenir débloque aussi un succès et compte pour la complétion.",
    tips: "Terminez d’abord les quêtes Return to Pharloom et Spell Seeker pour débloquer Old Hearts. Parlez aux Snail Shamans à la Ruined Chapel, près du Gouffre d’os, puis obtenez trois cœurs : le Heart of Might auprès de Crust King Khann, le Heart of the Woods auprès de Nyleth et le Heart of the Wild auprès de Skarrsinger Karmelita. Rapportez-les aux chamans et jouez la séquence du souvenir.",
    location: "Récompense pour avoir accompli la quête Old Hearts avec les Snail Shamans dans l’acte 3.",
  },
};
