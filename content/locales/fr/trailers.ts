import type { trailers as en } from '../en/trailers.ts';
import type { Translated, TrailerProse } from '../../encyclopaedia/types.ts';

export const trailers: Translated<typeof en, TrailerProse> = {
  'release-trailer': {
    title: 'Hollow Knight: Silksong - Bande-annonce de sortie',
    analysis:
      'Team Cherry l’a préparée le 19 août 2025 avec un compte à rebours vers une « annonce spéciale » sur sa propre chaîne YouTube, et elle a été diffusée en première deux jours plus tard, le jeudi 21 août à 15 h 30, heure d’été britannique. Elle dure un peu moins de deux minutes et s’en tient à des plans rapides de combats de boss, de villes, de personnages et de Hornet en mouvement.\n\n' +
      'La grande nouvelle est tombée à la fin : Silksong sortirait le 4 septembre 2025, deux semaines plus tard seulement, et serait disponible dans le Xbox Game Pass dès le premier jour. Ses cartons annonçaient plus de 200 ennemis, et la presse a aussi compté quelque 40 boss. Sa structure et sa formulation suivent de près la première bande-annonce de Hollow Knight, mais cette fois on grimpe vers le sommet d’un royaume hanté au lieu de descendre dans un royaume en ruine.\n\n' +
      'Après six ans presque sans nouvelles, les commentateurs ont salué la sobriété de cette première : pas de grande scène, juste des images et une date. Le même jour, Bloomberg publiait son enquête sur les raisons pour lesquelles la suite avait mis si longtemps à voir le jour.',
  },
  'nintendo-switch-2-direct-appearance': {
    title: 'Apparition dans le Nintendo Switch 2 Direct (avril 2025)',
    analysis:
      'Il ne s’est jamais agi d’une bande-annonce à part entière. Le 2 avril 2025, vers la fin du Nintendo Switch 2 Direct, Silksong a eu droit à quelques secondes dans un montage de jeux tiers à venir. Le lien mène à la vidéo du Direct complet publiée par Nintendo : il faudra avancer jusqu’au montage pour trouver l’extrait.\n\n' +
      'L’extrait montre Hornet en train de faire des saltos, de glisser et de combattre, et sa légende indiquait 2025. C’était la première confirmation officielle que le jeu sortirait cette année-là. Quelques jours plus tard, Matthew Griffin, de Team Cherry, confirmait que Silksong sortirait à la fois sur la Switch d’origine et sur la Switch 2.\n\n' +
      'Les fans étaient ravis de voir de nouvelles images pour la première fois depuis 2022, mais beaucoup sont restés sur la réserve. Les sections de commentaires se sont remplies de blagues du genre « j’y croirai quand je le verrai » et de demandes d’une vraie bande-annonce avec une vraie date.',
  },
  'xbox-game-pass-reveal-trailer': {
    title: 'Hollow Knight: Silksong - Bande-annonce de révélation Xbox Game Pass',
    analysis:
      'Cette bande-annonce a été diffusée pendant le Xbox & Bethesda Games Showcase du 12 juin 2022. C’était le premier vrai aperçu de Silksong depuis environ trois ans, avec du gameplay, des personnages et des environnements inédits. Xbox l’a publiée sur sa propre chaîne.\n\n' +
      'Sous la légende « Fight for the fate of a haunted land » (« Battez-vous pour le destin d’une terre hantée »), elle montre Hornet traversant de nouvelles zones, notamment un passage où elle rebondit sur des plateformes lumineuses qui éclatent quand on les frappe. Le showcase a aussi confirmé que le jeu serait dans le Game Pass dès sa sortie.\n\n' +
      'La bande-annonce ne donnait aucune date. Xbox a affirmé que tous les jeux de l’émission seraient jouables dans les 12 mois suivants, ce que les fans ont compris comme une échéance à la mi-2023. Silksong a manqué cette fenêtre et a ensuite été officiellement repoussé.',
  },
  'nintendo-treehouse-live-e3-2019': {
    title: 'Hollow Knight: Silksong - Gameplay - Nintendo Treehouse: Live | E3 2019',
    analysis:
      'À l’E3 2019, l’émission Treehouse: Live de Nintendo a montré près de 20 minutes de Silksong sur Nintendo Switch. Nintendo a ensuite publié le segment sur sa chaîne YouTube. Il s’agit d’images de gameplay, pas d’une bande-annonce montée.\n\n' +
      'La démo commence par un court poème et une scène d’ouverture : Hornet est transportée dans une cage jusqu’à ce qu’une explosion aveuglante de soie mette un pont en pièces. Elle se réveille dans Moss Grotto, tout au fond du royaume. La démo révélait aussi le nom du royaume, Pharloom, et proposait deux zones jouables : Moss Grotto et les Deep Docks.\n\n' +
      'La même démo était jouable sur le stand de Nintendo, sur le salon, où Silksong faisait partie des rares jeux avec une file d’attente. Un journaliste de Kotaku a choisi les Deep Docks, un peu plus difficiles, et en est ressorti ravi, même après être tombé sur un bug.',
  },
  'reveal-trailer': {
    title: 'Hollow Knight: Silksong - Bande-annonce de révélation',
    analysis:
      'Team Cherry a publié cette bande-annonce sur sa chaîne YouTube le 14 février 2019. Elle dure environ deux minutes et a révélé que le DLC centré sur Hornet prévu pour Hollow Knight était devenu une suite autonome à part entière.\n\n' +
      'Elle présente Hornet comme l’héroïne jouable. Capturée et emmenée dans un royaume inconnu de soie et de chant, elle doit gravir jusqu’à son sommet un pèlerinage mortel. C’est l’inverse du premier jeu, où l’on passait son temps à descendre. La bande-annonce promettait plus de 150 nouveaux ennemis, de nouveaux boss, des combats acrobatiques, des villes, des quêtes et des outils à fabriquer. Elle citait Windows, Mac, Linux et Nintendo Switch comme plateformes.\n\n' +
      'Team Cherry a aussi annoncé que les contributeurs de la campagne Kickstarter d’origine recevraient le jeu gratuitement. La presse de l’époque a salué les visuels et les mouvements plus agiles de Hornet, même si la bande-annonce ne laissait rien deviner d’une date de sortie.',
  },
};
