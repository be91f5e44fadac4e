import type { Dict } from './en.ts';

const fr: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: 'Le guide non officiel de Hollow Knight: Silksong, fait par des fans : actualités, horaires de sortie, plateformes et guides.',
    unofficial: 'Site de fans non officiel. Non affilié à Team Cherry.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Navigation principale',
    overview: 'Vue d’ensemble',
    home: 'Accueil',
    releaseDate: 'Date de sortie',
    platforms: 'Plateformes',
    preorder: 'Précommande',
    systemRequirements: 'Configuration requise',
    news: 'Actualités',
    guides: 'Guides et astuces',
    faq: 'Questions fréquentes',
    search: 'Recherche',
    community: 'Communauté',
    contact: 'Nous contacter',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Bien débuter',
    boss: 'Boss',
    items: 'Objets',
    map: 'Carte',
  },
  header: {
    skipToContent: 'Aller au contenu',
    homeLink: 'Accueil de Silksong Hub',
    openSearch: 'Ouvrir la recherche',
    closeSearch: 'Fermer la recherche',
    searchLabel: 'Rechercher sur le site',
    searchPlaceholder: 'Rechercher des actus, des guides, des réponses…',
    searchSubmit: 'Rechercher',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    language: 'Langue',
    currentLanguage: 'Langue actuelle',
    outbound: 'Liens communautaires',
    forum: 'Forum Reddit',
    social: 'Réseau social (Discord)',
    wiki: 'Wiki du jeu',
  },
  footer: {
    social: 'Suivre le jeu',
    shortPost: 'Team Cherry sur X',
    forum: 'Forum Silksong sur Reddit',
    wiki: 'Wiki Silksong',
    video: 'Team Cherry sur YouTube',
    socialNetwork: 'Discord de Hollow Knight',
    languages: 'Langues',
    sitemap: 'Toutes les pages',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong est une marque de Team Cherry.',
  },
  breadcrumbs: {
    label: 'Fil d’Ariane',
  },
  sidebar: {
    title: 'Pages associées',
  },
  common: {
    loading: 'Chargement…',
    somethingWentWrong: 'Une erreur est survenue',
    serverErrorText: 'Impossible d’afficher la page pour le moment. Veuillez réessayer dans quelques instants.',
    tryAgain: 'Recharger la page',
    externalLink: '(s’ouvre dans un nouvel onglet)',
    faqTitle: 'Questions fréquentes',
  },
  notFound: {
    code: '404',
    title: 'Oups ! Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    returnHome: 'Retour à l’accueil',
  },
  newsletter: {
    title: 'Restez informé',
    text: 'Les nouvelles de Silksong dans votre boîte mail, quelques fois par an. Pas de spam.',
    label: 'Adresse e-mail',
    placeholder: 'vous@exemple.fr',
    submit: 'S’abonner',
    submitting: 'Inscription…',
    successTitle: 'Inscription réussie !',
    successText: 'Merci de vous être abonné à notre newsletter.',
    failureTitle: 'Échec de l’inscription',
    failureText: 'L’inscription a échoué. Veuillez réessayer.',
    invalid: 'Veuillez saisir une adresse e-mail valide.',
    rateLimited: 'Trop de tentatives. Patientez une minute puis réessayez.',
    dismiss: 'Fermer',
    notifications: 'Alertes',
  },
  widgets: {
    countdown: {
      title: 'Compte à rebours de la sortie',
      days: 'jours',
      hours: 'heures',
      minutes: 'minutes',
      seconds: 'secondes',
      finished: 'L’attente est terminée !',
      finishedText: 'Hollow Knight: Silksong est disponible sur PC, PlayStation, Xbox et Nintendo Switch.',
    },
    video: {
      unavailable: 'Vidéo indisponible',
      watch: 'Regarder sur YouTube',
    },
    share: {
      share: 'Partager',
      copied: 'Lien copié dans le presse-papiers',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong – Sortie, plateformes, actus et guides',
      description: 'Tout sur Hollow Knight: Silksong : date et horaires de sortie, plateformes, configuration PC, éditions en précommande, actualités et guides pour débutants.',
      keywords: 'Hollow Knight Silksong, Silksong, Hornet, Team Cherry, date de sortie, actualités, guides',
    },
    releaseDate: {
      title: 'Silksong : date de sortie et horaires dans le monde entier',
      description: 'Hollow Knight: Silksong est sorti le 4 septembre 2025 dans le monde entier. L’heure de sortie chez vous, l’historique du développement et les infos confirmées.',
      keywords: 'Silksong date de sortie, Silksong heure de sortie, Silksong fuseau horaire, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong : plateformes et configuration requise sur PC',
      description: 'Hollow Knight: Silksong sur PC, PlayStation, Xbox et Nintendo Switch : versions, performances visées sur consoles et configurations PC minimale et recommandée.',
      keywords: 'Silksong plateformes, Silksong configuration requise, Silksong config PC, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Silksong : configuration PC minimale et recommandée',
      description: 'Configurations PC minimale et recommandée de Hollow Knight: Silksong, performances visées sur consoles et conseils pour que le jeu tourne sans accroc.',
      keywords: 'Silksong configuration requise, Silksong configuration minimale, Silksong configuration recommandée, Silksong PC',
    },
    steam: {
      title: 'Silksong sur Steam (PC) : version, succès et performances',
      description: 'Hollow Knight: Silksong sur PC via Steam : détails de la version, succès, notes sur les performances et fonctionnalités.',
      keywords: 'Silksong Steam, Silksong PC, Silksong succès',
    },
    playstation: {
      title: 'Silksong sur PlayStation 4 et 5 : version et performances',
      description: 'Hollow Knight: Silksong sur PlayStation : détails de la version, trophées, performances visées et fonctionnalités.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, Silksong trophées',
    },
    xbox: {
      title: 'Silksong sur Xbox et Game Pass : version et performances',
      description: 'Hollow Knight: Silksong sur Xbox Series X|S, Xbox One et Game Pass : détails de la version, succès, performances visées et fonctionnalités.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, Silksong succès',
    },
    nintendo: {
      title: 'Silksong sur Nintendo Switch : version et performances',
      description: 'Hollow Knight: Silksong sur Nintendo Switch et Switch 2 : détails de la version, performances en mode TV et portable, et fonctionnalités.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong mode portable',
    },
    preorder: {
      title: 'Silksong : éditions en précommande et prix par région',
      description: 'Comparez les éditions Standard, Deluxe et Collector numérique de Hollow Knight: Silksong et les prix estimés dans votre région.',
      keywords: 'Silksong précommande, Silksong prix, Silksong éditions, Silksong édition Deluxe',
    },
    news: {
      title: 'Actualités de Hollow Knight: Silksong',
      description: 'Les dernières actualités de Hollow Knight: Silksong : annonces, mises à jour, patchs et événements, des plus récentes aux plus anciennes.',
      keywords: 'Silksong actualités, Hollow Knight Silksong mises à jour, Silksong patch, Team Cherry actualités',
    },
    guides: {
      title: 'Guides et astuces de Hollow Knight: Silksong',
      description: 'Les guides de Hollow Knight: Silksong : bien débuter, boss, objets et carte de Pharloom.',
      keywords: 'Silksong guide, Silksong astuces, Silksong boss, Silksong carte, Silksong objets',
    },
    gettingStarted: {
      title: 'Bien débuter dans Silksong : conseils pour les nouveaux joueurs',
      description: 'Bien commencer Hollow Knight: Silksong : déplacements, combat, soins grâce à la soie et exploration de Pharloom, expliqués aux débutants.',
      keywords: 'Silksong guide débutant, Silksong astuces, Silksong bien débuter, mouvements de Hornet',
    },
    boss: {
      title: 'Guide des boss de Silksong : difficulté, emplacements et astuces',
      description: 'Les boss phares de Hollow Knight: Silksong, avec leur difficulté, leur emplacement et la façon d’aborder chaque combat.',
      keywords: 'Silksong boss, Silksong guide des boss, Silksong emplacement des boss',
    },
    items: {
      title: 'Guide des objets de Silksong : armes, outils et plus',
      description: 'Les objets de Hollow Knight: Silksong par type et rareté : armes, outils, charmes et consommables.',
      keywords: 'Silksong objets, Silksong outils, Silksong blasons, Silksong guide',
    },
    map: {
      title: 'Guide de la carte de Silksong : les zones de Pharloom',
      description: 'Les zones de Pharloom dans Hollow Knight: Silksong : type, difficulté et ce qu’on peut y trouver.',
      keywords: 'Silksong carte, carte de Pharloom, Silksong zones, Silksong lieux',
    },
    faq: {
      title: 'Questions fréquentes sur Hollow Knight: Silksong',
      description: 'Réponses aux questions courantes sur Hollow Knight: Silksong : sortie, gameplay et détails techniques.',
      keywords: 'Silksong questions fréquentes, Silksong questions, Silksong réponses',
    },
    search: {
      title: 'Rechercher sur Silksong Hub',
      description: 'Recherchez parmi les actualités, les guides, les pages plateformes et les questions fréquentes de Silksong Hub.',
      keywords: 'Silksong recherche',
    },
    community: {
      title: 'Communauté Silksong : forums, wiki et réseaux sociaux',
      description: 'Le lieu de rendez-vous des fans de Hollow Knight: Silksong : forums, wiki, Discord et canaux officiels.',
      keywords: 'Silksong communauté, Silksong Reddit, Silksong Discord, Silksong wiki',
    },
    contact: {
      title: 'Contacter Silksong Hub',
      description: 'Comment joindre l’équipe derrière Silksong Hub, un site de fans non officiel.',
      keywords: 'contacter Silksong Hub',
    },
    notFound: {
      title: 'Page introuvable',
      description: 'La page que vous cherchez n’existe pas.',
      keywords: 'Silksong',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Incarnez Hornet, princesse-protectrice de Hallownest, et gravissez le royaume hanté de Pharloom. Tout ce qu’il faut savoir sur la sortie, les plateformes et la suite.',
    },
    releaseDate: {
      heading: 'Date de sortie',
      intro: 'Hollow Knight: Silksong est sorti le 4 septembre 2025, au même moment dans le monde entier.',
    },
    platforms: {
      heading: 'Plateformes et configuration requise',
      intro: 'Silksong est disponible sur PC, PlayStation, Xbox et Nintendo Switch. Voici ce que propose chaque version et ce dont votre PC a besoin.',
    },
    steam: {
      heading: 'Silksong sur Steam',
      intro: 'La version PC sur Steam, avec succès et prise en charge du clavier et des manettes.',
    },
    playstation: {
      heading: 'Silksong sur PlayStation',
      intro: 'Silksong sur PlayStation 4 et PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong sur Xbox',
      intro: 'Silksong sur Xbox Series X|S et Xbox One, inclus dans le Game Pass dès le premier jour.',
    },
    nintendo: {
      heading: 'Silksong sur Nintendo Switch',
      intro: 'Silksong sur Nintendo Switch et Nintendo Switch 2, en mode TV ou portable.',
    },
    preorder: {
      heading: 'Précommande',
      intro: 'Comparez les éditions et les prix estimés dans votre région.',
    },
    news: {
      heading: 'Actualités',
      intro: 'Annonces, mises à jour et événements autour de Hollow Knight: Silksong, des plus récents aux plus anciens.',
    },
    newsArticle: {
      heading: 'Actualité',
      intro: '',
    },
    guides: {
      heading: 'Guides et astuces',
      intro: 'Trouvez votre chemin dans Pharloom : premiers pas, boss, objets et carte.',
    },
    gettingStarted: {
      heading: 'Bien débuter',
      intro: 'Les premières heures dans Pharloom : comment Hornet se déplace, combat et se soigne.',
    },
    boss: {
      heading: 'Guide des boss',
      intro: 'Les boss phares, avec leur difficulté, leur emplacement et la façon de les aborder.',
    },
    items: {
      heading: 'Guide des objets',
      intro: 'Armes, outils, charmes et consommables, avec leur type et leur rareté.',
    },
    map: {
      heading: 'Guide de la carte',
      intro: 'Les zones de Pharloom, des profondeurs moussues à la citadelle au sommet.',
    },
    faq: {
      heading: 'Questions fréquentes',
      intro: 'Des réponses courtes sur la sortie, le gameplay et l’aspect technique.',
    },
    search: {
      heading: 'Recherche',
      intro: 'Recherchez parmi les actualités, les guides, les pages plateformes et les questions fréquentes.',
    },
    community: {
      heading: 'Communauté',
      intro: 'Là où les fans de Silksong se retrouvent, partagent leurs découvertes et s’entraident.',
    },
    contact: {
      heading: 'Nous contacter',
      intro: 'Silksong Hub est un site non officiel géré par des fans.',
    },
  },
};

export default fr;
