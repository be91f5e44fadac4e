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
  searchPage: {
    prompt: 'Saisissez quelques mots pour chercher dans les actualités, les guides, les plateformes et la FAQ.',
    results: 'Résultats pour « {{query}} » : {{count}}',
    none: 'Aucun résultat pour « {{query}} »',
    suggestions: 'Essayez d’autres mots, moins de mots, ou vérifiez l’orthographe. Ces pages sont un bon point de départ :',
    truncated: 'Votre recherche a été raccourcie à {{max}} caractères.',
    types: {
      page: 'Page du site',
      guide: 'Guide pratique',
      platform: 'Plateforme',
      faq: 'Question',
      news: 'Actualité',
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
  news: {
    empty: 'Aucune actualité trouvée',
    loading: 'Chargement des actualités…',
    coverAlt: 'Image de couverture : {{title}}',
    readingTime: '5 min de lecture',
    pagination: {
      label: 'Pages d’actualités',
      previous: 'Précédent',
      next: 'Suivant',
      page: 'Page n° {{page}}',
    },
    article: {
      highlights: 'À retenir',
      implicationsTitle: 'Ce que cela change pour les joueurs',
      implicationsText: 'Chaque annonce change votre façon de préparer votre aventure à Pharloom : où jouer, ce dont Hornet est capable et à quoi vous préparer. Nos guides prolongent ce type d’actualité avec des conseils pratiques.',
      sources: 'Références',
      hashtags: 'Hashtags associés',
      backToNews: 'Retour à toutes les actualités',
    },
    highlights: {
      hornet: 'Hornet est l’héroïne jouable : rapide, agile et armée de son aiguille et de son fil.',
      pharloom: 'L’histoire se déroule à Pharloom, un nouveau royaume régi par la soie et le chant.',
      silk: 'La soie soigne Hornet et alimente ses techniques spéciales.',
      tools: 'Les outils qu’elle fabrique étoffent l’arsenal de Hornet au fil du voyage.',
      quests: 'Les quêtes confiées par les habitants de Pharloom récompensent les explorateurs curieux.',
      foes: 'Plus de 150 nouveaux ennemis vous attendent dans tout le royaume.',
      music: 'Christopher Larkin revient pour composer la bande originale.',
      platforms: 'Le jeu est disponible sur PC, PlayStation, Xbox et Nintendo Switch.',
    },
    untranslated: {
      title: 'Traduction introuvable',
      text: 'Cet article n’est pas encore disponible dans votre langue.',
    },
    feed: {
      title: 'Actualités de Silksong Hub',
      description: 'Les dernières actualités de Hollow Knight: Silksong, des plus récentes aux plus anciennes.',
      link: 'Flux d’actualités (RSS)',
    },
  },
  home: {
    launch: {
      title: 'Disponible',
      text: 'Hollow Knight: Silksong est sorti le {{date}} sur PC, PlayStation, Xbox et Nintendo Switch, au même moment dans le monde entier.',
      trailer: 'Bande-annonce de sortie',
      platforms: 'Où y jouer',
    },
    story: {
      hornet: {
        title: 'Incarnez Hornet',
        text: 'Hornet, princesse-protectrice de Hallownest, est capturée et emmenée à Pharloom, un royaume inconnu régi par la soie et le chant. Elle doit désormais se battre et grimper jusqu’au sommet du royaume.',
        alt: 'Une petite silhouette drapée d’une cape, une aiguille à la main, se tient au pied d’une caverne sombre tendue de fils.',
      },
      foes: {
        title: 'Plus de 150 nouveaux ennemis',
        text: 'Pharloom abrite plus de 150 nouveaux ennemis, des petites bestioles grouillantes aux boss colossaux. Hornet se bat avec vitesse et agilité : frappez, esquivez et ne restez jamais immobile.',
        alt: 'Des yeux luisants et des silhouettes acérées d’insectes rôdent dans un creux brumeux.',
      },
      silk: {
        title: 'Soie, outils et chant',
        text: 'Pansez vos blessures avec la soie, déchaînez des techniques de soie et équipez des outils qui font tourner le combat en votre faveur, tout en accomplissant des quêtes pour les insectes de Pharloom. Christopher Larkin, compositeur de Hollow Knight, signe la nouvelle bande originale.',
        alt: 'Des fils argentés s’élèvent dans l’obscurité vers une citadelle lointaine, sous une lune pâle.',
      },
    },
    trailer: {
      title: 'Bande-annonce officielle',
      text: 'Regardez la bande-annonce de Hollow Knight: Silksong signée Team Cherry.',
      video: 'Bande-annonce officielle de Hollow Knight: Silksong',
    },
    stores: {
      title: 'Disponible sur',
      steam: 'Silksong sur Steam (boutique PC)',
      gog: 'Silksong sur GOG (boutique PC sans DRM)',
      humble: 'Silksong sur le Humble Store (boutique de bundles)',
      gamePass: 'Silksong dans le Xbox Game Pass',
      ps4: 'Silksong sur PlayStation 4',
      ps5: 'Silksong sur PlayStation 5',
      switch: 'Silksong sur Nintendo Switch',
      switch2: 'Silksong sur Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Date confirmée',
      worldwide: 'Sortie simultanée dans le monde entier',
      text: 'Silksong est sorti sur toutes les plateformes au même moment partout dans le monde : la date et l’heure locales dépendent donc de l’endroit où vous vous trouvez.',
    },
    timezones: {
      title: 'L’heure de sortie dans votre fuseau horaire',
      caption: 'Heures de sortie estimées par fuseau horaire',
      time: 'Heure',
      zone: 'Fuseau',
      name: 'Nom',
      note: 'Ces horaires sont des estimations faites par ce site avant la sortie, et non le calendrier officiel de Team Cherry. Le déblocage officiel a eu lieu plus tard dans la journée ; votre boutique indique l’heure exacte pour votre région.',
      names: {
        utc: 'Temps universel coordonné',
        pst: 'Heure normale du Pacifique',
        est: 'Heure normale de l’Est',
        cet: 'Heure d’Europe centrale',
        hkt: 'Heure de Hong Kong',
        jst: 'Heure normale du Japon',
      },
    },
    timeline: {
      title: 'Chronologie du développement',
      announcement: {
        title: 'Annonce',
        text: 'Team Cherry a dévoilé Silksong avec une bande-annonce. Prévu au départ comme un contenu téléchargeable centré sur Hornet, le projet est devenu une suite à part entière.',
      },
      showcase: {
        title: 'Présentation',
        text: 'Silksong est apparu lors de l’Xbox & Bethesda Games Showcase, confirmé dans le Xbox Game Pass dès le premier jour.',
      },
      updates: {
        title: 'Nouvelles',
        text: 'Le développement s’est poursuivi discrètement, avec peu de nouvelles publiques de la part de Team Cherry.',
      },
      release: {
        title: 'Sortie',
        text: 'Team Cherry a annoncé la date, et le jeu est sorti dans le monde entier le {{date}}.',
      },
    },
    known: {
      title: 'Infos confirmées et rumeurs',
      confirmed: {
        title: 'Confirmé',
        items: {
          hornet: 'Vous incarnez Hornet, la princesse-protectrice de Hallownest.',
          pharloom: 'Le jeu se déroule à Pharloom, un nouveau royaume régi par la soie et le chant.',
          teamCherry: 'Team Cherry, le studio derrière Hollow Knight, l’a développé et édité.',
          platforms: 'Il est disponible sur PC (Steam, GOG, Humble Store), PlayStation 4 et 5, Xbox Series X|S et Xbox One, Nintendo Switch et Nintendo Switch 2.',
          gamePass: 'Il a été inclus dans le Xbox Game Pass dès le premier jour.',
          music: 'Christopher Larkin a composé la musique.',
        },
      },
      rumoured: {
        title: 'Rumeurs',
        intro: 'Des spéculations de fans d’avant la sortie. C’étaient des théories, pas des faits.',
        items: {
          shadowDrop: 'Les fans pensaient que le jeu serait lancé en « shadow drop », c’est-à-dire sorti sans prévenir pendant une présentation.',
          dlc: 'Les fans espéraient du contenu gratuit après la sortie, comme les différentes extensions gratuites qu’avait reçues Hollow Knight.',
          lore: 'Les fans ont échafaudé des théories sur des liens cachés entre les histoires de Pharloom et de Hallownest.',
        },
      },
    },
    next: {
      title: 'Préparez votre partie',
      preorder: 'Éditions et prix en précommande',
      platforms: 'Les plateformes en bref',
      systemRequirements: 'Configuration PC requise',
    },
    faq: {
      when: {
        question: 'Quand Hollow Knight: Silksong est-il sorti ?',
        answer: 'Le 4 septembre 2025, sur toutes les plateformes à la fois.',
      },
      sameTime: {
        question: 'Silksong est-il sorti à la même heure partout ?',
        answer: 'Oui. Il s’agissait d’une sortie mondiale simultanée : l’heure locale dépendait donc de votre fuseau horaire. Le tableau de cette page reprend les estimations faites par ce site avant la sortie.',
      },
      platforms: {
        question: 'Sur quelles plateformes Silksong est-il sorti ?',
        answer: 'PC (Steam, GOG et Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch et Nintendo Switch 2.',
      },
      gamePass: {
        question: 'Silksong est-il dans le Xbox Game Pass ?',
        answer: 'Oui. Il fait partie du Game Pass depuis le jour de sa sortie, sur consoles Xbox comme sur PC.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Les plateformes en bref',
      version: 'Version du jeu',
      achievements: 'Succès',
      performance: 'Performances',
      unconfirmed: 'Non confirmé',
      gamePass: 'Game Pass',
      details: 'Détails de la version {{platform}}',
    },
    platforms: {
      steam: {
        version: 'PC sous Windows, macOS ou Linux',
        achievements: 'Succès Steam',
        performance: 'Dépend de votre matériel ; comparez-le à notre estimation de la configuration PC requise.',
        features: {
          systems: 'Fonctionne sous Windows, macOS et Linux',
          controls: 'Prise en charge du clavier et des manettes',
          drmFree: 'Également vendu sans DRM sur GOG et sur le Humble Store',
        },
      },
      playstation: {
        version: 'PlayStation 4 et PlayStation 5',
        achievements: 'Trophées PlayStation',
        performance: 'Notre estimation : 4K à 60 FPS sur PlayStation 5.',
        features: {
          native: 'Disponible sur PlayStation 4 comme sur PlayStation 5',
          trophies: 'Des trophées à collectionner',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One et PC avec le Game Pass',
        achievements: 'Succès Xbox',
        performance: 'Notre estimation : 4K à 60 FPS sur Series X, 1440p à 60 FPS sur Series S.',
        features: {
          gamePass: 'Inclus dans le Xbox Game Pass depuis le jour de la sortie',
          consoles: 'Jouable sur Xbox Series X|S et Xbox One',
          pc: 'Également sur PC via le Game Pass',
        },
      },
      nintendo: {
        version: 'Nintendo Switch et Nintendo Switch 2',
        achievements: 'Aucun : les consoles Nintendo n’ont pas de système de succès',
        performance: 'Vise le 1080p en mode TV et le 720p en mode portable, à 60 FPS ; les chiffres pour la Switch 2 ne sont pas connus.',
        features: {
          modes: 'Jouez sur la télé ou en mode portable',
          switch2: 'Jouable aussi sur Nintendo Switch 2',
        },
      },
    },
    pc: {
      title: 'Configuration PC requise',
      estimate: 'Il s’agit d’estimations de ce site, et non de la configuration officielle de Team Cherry. La page du jeu sur la boutique indique la configuration officielle.',
      minimum: 'Configuration PC minimale (estimation du site)',
      recommended: 'Configuration PC recommandée (estimation du site)',
      component: 'Composant',
      requirement: 'Exigence',
      os: 'Système d’exploitation',
      processor: 'Processeur',
      memory: 'Mémoire',
      graphics: 'Carte graphique',
      directx: 'Version de DirectX',
      storage: 'Stockage',
      additional: 'Remarques',
      ssd: 'SSD recommandé',
      notes: {
        minimum: 'Clavier ou manette.',
        recommended: 'Une manette rend les phases de plateforme plus confortables.',
      },
    },
    console: {
      title: 'Performances sur consoles',
      caption: 'Performances visées sur consoles (estimations du site)',
      note: 'Les objectifs de résolution et de fréquence d’images sont des estimations de ce site, pas des spécifications officielles.',
      platform: 'Plateforme',
      resolution: 'Résolution visée',
      framerate: 'Fréquence d’images visée',
      features: {
        title: 'Fonctionnalités spéciales',
        trophies: 'Trophées',
        portable: 'Jeu en mode TV ou portable',
      },
      status: 'Statut',
      confirmed: 'Confirmé',
      pending: 'En attente',
      docked: 'en mode TV',
      handheld: 'en mode portable',
    },
    tips: {
      title: 'Conseils d’optimisation',
      drivers: 'Mettez à jour vos pilotes graphiques.',
      ssd: 'Installez le jeu sur un SSD pour raccourcir les chargements.',
      background: 'Fermez les navigateurs, logiciels d’enregistrement et overlays inutiles pendant que vous jouez.',
      refresh: 'Calez la fréquence d’images sur le taux de rafraîchissement de votre écran pour éviter les déchirures d’image (tearing).',
      laptop: 'Sur un ordinateur portable, branchez le chargeur et vérifiez que le jeu utilise bien la carte graphique dédiée.',
    },
    releaseInfo: {
      title: 'Infos de sortie',
      text: 'Silksong est sorti le {{date}} sur toutes les plateformes au même moment, et dans le Xbox Game Pass dès le premier jour.',
      link: 'Horaires de sortie et chronologie du développement',
    },
    faq: {
      run: {
        question: 'Silksong tournera-t-il sur mon PC ?',
        answer: 'Comparez votre PC à notre estimation de la configuration minimale ci-dessus, puis vérifiez la configuration officielle sur la page de la boutique avant d’acheter.',
      },
      macLinux: {
        question: 'Existe-t-il une version Mac ou Linux ?',
        answer: 'Oui. Sur PC, le jeu tourne sous Windows, macOS et Linux.',
      },
      ssd: {
        question: 'Faut-il un SSD ?',
        answer: 'Notre estimation de la configuration minimale n’en exige pas, mais un SSD réduit les temps de chargement : nous le recommandons donc.',
      },
    },
    detail: {
      overview: 'En bref',
      features: 'Fonctionnalités',
      store: 'Voir la page de la boutique',
      back: 'Retour à la vue d’ensemble des plateformes',
      faq: {
        steam: {
          achievements: {
            question: 'Silksong a-t-il des succès Steam ?',
            answer: 'Oui, la version Steam propose des succès.',
          },
          drmFree: {
            question: 'Peut-on acheter Silksong sans DRM ?',
            answer: 'Oui. En plus de Steam, la version PC est vendue sans DRM sur GOG, et elle est aussi disponible sur le Humble Store.',
          },
        },
        playstation: {
          versions: {
            question: 'Silksong est-il disponible sur PlayStation 4 et PlayStation 5 ?',
            answer: 'Oui, il est disponible sur les deux consoles.',
          },
          trophies: {
            question: 'Silksong a-t-il des trophées ?',
            answer: 'Oui, les versions PlayStation proposent des trophées.',
          },
        },
        xbox: {
          consoles: {
            question: 'Sur quelles consoles Xbox peut-on jouer à Silksong ?',
            answer: 'Xbox Series X, Xbox Series S et Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: 'Peut-on jouer à Silksong sur Nintendo Switch 2 ?',
            answer: 'Oui, il est jouable sur Nintendo Switch 2 comme sur la Nintendo Switch d’origine.',
          },
          handheld: {
            question: 'Peut-on jouer à Silksong en mode portable ?',
            answer: 'Oui, vous pouvez jouer sur la télé ou en mode portable.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'À propos de ces éditions et de ces prix',
      text: 'Les éditions et les prix présentés sur cette page sont des estimations faites par ce site avant la sortie, et non des offres ou des prix officiels. Team Cherry n’a pas proposé de précommandes, et le prix officiel est plus bas : consultez les pages des boutiques pour connaître les prix actuels.',
    },
    editions: {
      title: 'Éditions',
      standard: 'Édition Standard',
      deluxe: 'Édition Deluxe',
      collector: 'Édition Collector numérique',
      mostPopular: 'La plus populaire',
      price: 'Prix estimé',
      platforms: 'Plateformes',
      bonuses: 'Contenu',
      notOnSwitch: 'Pas sur Nintendo Switch',
    },
    bonuses: {
      game: 'Le jeu complet',
      soundtrack: 'Bande originale numérique',
      artbook: 'Artbook numérique',
      wallpapers: 'Fonds d’écran numériques',
    },
    button: 'Précommandes ouvertes début 2025',
    buttonNote: 'C’était notre estimation d’avant la sortie. Aucune précommande n’a été proposée : le jeu a été mis en vente le jour de sa sortie.',
    prices: {
      title: 'Prix par région',
      caption: 'Prix estimés par région',
      region: 'Région',
      currency: 'Devise',
      standard: 'Édition Standard',
      deluxe: 'Édition Deluxe',
      collector: 'Édition Collector',
      regions: {
        us: 'États-Unis',
        eu: 'Zone euro',
        uk: 'Royaume-Uni',
        jp: 'Japon',
      },
    },
    stay: {
      title: 'Restez informé',
      text: 'Suivez les actualités ou abonnez-vous à notre newsletter pour être averti des nouvelles éditions et offres.',
      news: 'Lire les dernières actualités',
      newsletter: 'S’abonner à la newsletter',
    },
    faq: {
      canPreorder: {
        question: 'Peut-on précommander Hollow Knight: Silksong ?',
        answer: 'Non. Team Cherry n’a pas proposé de précommandes ; le jeu a été mis en vente le jour de sa sortie, le 4 septembre 2025, sur toutes les plateformes.',
      },
      official: {
        question: 'Ces prix sont-ils officiels ?',
        answer: 'Non. Ce sont des estimations faites par ce site avant la sortie. Le prix officiel est plus bas ; les pages des boutiques indiquent le prix actuel dans votre région.',
      },
      collectorSwitch: {
        question: 'L’édition Collector numérique existe-t-elle sur Nintendo Switch ?',
        answer: 'Pas dans nos estimations : nous ne la proposons que pour PC, PlayStation et Xbox.',
      },
      updates: {
        question: 'Comment être informé des nouvelles éditions ?',
        answer: 'Suivez notre page d’actualités ou abonnez-vous à la newsletter sur cette page.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Difficulté',
      location: 'Emplacement',
      type: 'Catégorie',
      rarity: 'Rareté',
      tip: 'Astuce',
      features: 'Particularités',
      lateGame: 'Fin de partie',
      boss: 'Boss : {{name}}',
    },
    difficulty: {
      low: 'Faible',
      medium: 'Moyenne',
      high: 'Élevée',
      veryHigh: 'Très élevée',
    },
    itemType: {
      weapon: 'Arme',
      tool: 'Outil',
      charm: 'Charme',
      consumable: 'Consommable',
    },
    rarity: {
      common: 'commun',
      uncommon: 'peu commun',
      rare: 'rare',
      epic: 'épique',
      legendary: 'légendaire',
    },
    areaType: {
      industrial: 'Industrielle',
      nature: 'Naturelle',
      fortress: 'Fortifiée',
      aquatic: 'Aquatique',
    },
    hub: {
      gettingStarted: {
        description: 'Premiers pas dans Pharloom : se déplacer, combattre, se soigner avec la soie et trouver son chemin.',
        alt: 'L’aiguille de Hornet et un fil de soie lumineux dans une caverne sombre',
      },
      boss: {
        description: 'Les boss phares, avec notre note de difficulté, leur emplacement et ce qui vous attend.',
        alt: 'Une immense silhouette cornue aux yeux luisants se dresse dans une brume rouge',
      },
      items: {
        description: 'Armes, outils, charmes et consommables, chacun avec sa catégorie, sa rareté et une astuce.',
        alt: 'Une épingle, un blason et un chapelet de rosaires sur un tissu sombre',
      },
      map: {
        description: 'Les zones de Pharloom, avec leur catégorie, leur difficulté et ce qu’il faut y surveiller.',
        alt: 'Un sentier sinueux grimpe entre de sombres falaises vers une citadelle au sommet',
      },
    },
    gettingStarted: {
      lead: 'Silksong vous lâche dans Pharloom sans grandes explications, et le royaume abrite plus de 165 nouveaux ennemis. Ces bases vous guideront pendant les premières heures, sans rien dévoiler de la suite.',
      movement: {
        heading: 'Déplacements',
        text: 'Hornet est bien plus agile que le Chevalier de Hollow Knight. Elle court et saute vite, s’agrippe au rebord des corniches pour se hisser, et se bat avec une aiguille et un fil. En chemin, elle apprend de nouveaux mouvements, comme un dash qui se transforme en sprint, l’agrippement aux murs ou le vol plané grâce à une cape, et chacun ouvre des passages jusque-là hors de portée.',
        tip: 'Retenez les corniches et les passages que vous ne pouvez pas encore atteindre : une capacité obtenue plus tard permet généralement d’y accéder.',
      },
      combat: {
        heading: 'Les bases du combat',
        text: 'Hornet frappe avec son aiguille vers l’avant, vers le haut et vers le bas. Le comportement de chaque attaque, y compris sa frappe plongeante, dépend du blason qu’elle porte. La plupart des ennemis annoncent leurs attaques : observez un schéma une fois avant de vous engager, frappez dans les ouvertures et reculez hors de portée.',
        tip: 'Les outils de lancer, comme les épingles, infligent des dégâts à distance de sécurité pendant que vous apprenez un combat.',
      },
      healing: {
        heading: 'Soins : se panser avec la soie',
        text: 'Chaque coup porté par Hornet ajoute de la soie à la bobine située sous ses masques. Quand la bobine est pleine, utilisez Bind : Hornet se panse avec la soie et récupère trois masques d’un coup. La soie alimente aussi ses techniques de soie : il faut donc choisir entre un soin et une attaque. Se reposer sur un banc restaure toute sa santé.',
        tip: 'Utilisez Bind dès que vous avez un moment de répit ; une bobine pleine ne sert plus à rien si vous tombez.',
      },
      tools: {
        heading: 'Outils et blasons',
        text: 'À la place des charmes, Hornet équipe des outils dans les emplacements de son blason. Les outils rouges, comme les épingles de lancer, s’utilisent activement et ont un nombre d’utilisations limité, rechargé avec des éclats de coquille quand elle se repose sur un banc. Les outils bleus aident en défense et les outils jaunes en exploration. Chaque blason modifie les attaques de Hornet et possède ses propres emplacements ; blasons et outils se changent aux bancs.',
        tip: 'Ramassez les éclats de coquille que lâchent les ennemis : sans eux, vos outils rouges restent vides.',
      },
      exploring: {
        heading: 'Explorer Pharloom',
        text: 'Hornet ne commence pas avec des cartes. La plupart sont vendues par Shakra, la cartographe : tendez l’oreille pour l’entendre chanter en entrant dans une nouvelle zone. Les bancs sont les lieux de repos de Pharloom : s’y asseoir restaure la santé de Hornet et en fait son point de retour si elle tombe. Les rosaires, la monnaie du royaume, servent à payer des cartes, des bancs et bien plus encore, et les Bellways permettent plus tard à Hornet de voyager rapidement entre des lieux éloignés.',
        tip: 'Achetez tôt la carte d’une zone ; explorer à l’aveugle finit par coûter plus de rosaires.',
      },
      quests: {
        heading: 'Quêtes : les vœux',
        text: 'Les insectes de Pharloom affichent leurs requêtes, appelées vœux, sur des tableaux de vœux ; la ville de Bellhart en possède un bien rempli. Les vœux vous demandent de rassembler des objets, de chasser certaines créatures ou de vous rendre quelque part, et vous récompensent avec des rosaires et des objets utiles.',
        tip: 'Consultez les tableaux à chaque passage en ville : de nouveaux vœux apparaissent au fil de l’histoire.',
      },
    },
    boss: {
      ratingNote: 'La difficulté est une note attribuée par Silksong Hub pour une première rencontre, pas un chiffre officiel.',
      spoilerNote: 'Les entrées marquées « Fin de partie » nomment un boss de la fin de l’histoire ; passez-les pour éviter tout indice.',
      mossMother: {
        name: 'Moss Mother',
        location: 'Moss Grotto',
        description: 'Le premier vrai boss de l’aventure, tapi dans les grottes moussues près du départ. Il attaque depuis les airs : un bon test pour apprendre à frapper au sommet d’un saut.',
      },
      bellBeast: {
        name: 'Bell Beast',
        location: 'The Marrow',
        description: 'Une grande bête cuirassée, entravée par la soie. Elle charge d’un bout à l’autre de l’arène, alors restez en mouvement ; la vaincre ouvre les Bellways, le réseau de transport de Pharloom.',
      },
      lace: {
        name: 'Lace',
        location: 'Deep Docks (première rencontre)',
        description: 'Une duelliste rapide, armée de sa propre aiguille, qui croise la route de Hornet plus d’une fois. Frappez après ses enchaînements, pas pendant.',
      },
      fourthChorus: {
        name: 'Fourth Chorus',
        location: 'Far Fields',
        description: 'Un géant colossal affronté dans une vaste arène. Le vol plané vous aide à rester hors de portée de ses attaques balayantes.',
      },
      moorwing: {
        name: 'Moorwing',
        location: 'Greymoor',
        description: 'Un grand insecte ailé qui règne sur le ciel de Greymoor. Le combat est facultatif : revenez plus tard s’il vous submerge.',
      },
      sisterSplinter: {
        name: 'Sister Splinter',
        location: 'Shellwood',
        description: 'La gardienne de la forêt envahie de Shellwood. La vaincre vous ouvre la voie vers l’agrippement aux murs, indispensable dans une grande partie de Pharloom.',
      },
      widow: {
        name: 'Widow',
        location: 'Bellhart',
        description: 'La fanatique qui tient la ville de Bellhart sous son emprise soyeuse. Des cloches volent de toutes parts ; un coup d’aiguille suffit à les renvoyer.',
      },
      lastJudge: {
        name: 'Last Judge',
        location: 'Blasted Steps',
        description: 'Le gardien de la porte de la Citadelle, au sommet des Blasted Steps. Un combat coriace aux coups puissants, qui conclut la première partie de l’ascension.',
      },
      groal: {
        name: 'Groal the Great',
        location: 'Bilewater',
        description: 'Le souverain des Stilkin, dans le marécage fétide de Bilewater. Les bancs y sont rares : attendez-vous à un long trajet pour revenir à l’arène.',
      },
      grandMotherSilk: {
        name: 'Grand Mother Silk',
        location: 'The Cradle',
        description: 'La puissance derrière la soie qui enserre Pharloom, affrontée tout en haut du royaume. Un combat de fin de partie : venez préparé.',
      },
    },
    items: {
      classificationNote: 'La catégorie et la rareté sont une classification propre à Silksong Hub, pour vous aider à comparer. Le jeu, lui, range son équipement en outils et en blasons, sans aucune rareté.',
      needle: {
        name: 'Aiguille',
        description: 'L’arme de Hornet dès le premier instant : des coups rapides au corps à corps, dans toutes les directions.',
        tip: 'Ses dégâts peuvent être augmentés plus tard : cherchez le Pinmaster à Bellhart.',
      },
      hunterCrest: {
        name: 'Hunter Crest',
        description: 'Le blason de départ de Hornet. Comme tous les blasons, il façonne ses attaques et détermine ses emplacements d’outils.',
        tip: 'Essayez chaque nouveau blason que vous trouvez : un autre blason peut rendre un combat coriace bien plus facile.',
      },
      reaperCrest: {
        name: 'Reaper Crest',
        description: 'Un blason qui donne à Hornet des coups plus lents et plus amples, à la manière d’une faux.',
        tip: 'Beaucoup de joueurs trouvent sa frappe plongeante plus pratique que celle du Hunter Crest pour rebondir sur les ennemis.',
      },
      straightPin: {
        name: 'Straight Pin',
        description: 'Un outil rouge : Hornet lance des épingles qui filent droit devant.',
        tip: 'Touchez les ennemis à distance de sécurité ; ses utilisations se rechargent avec des éclats de coquille aux bancs.',
      },
      tacks: {
        name: 'Tacks',
        description: 'Un outil rouge : une poignée de punaises acérées qui blessent les ennemis qui passent dessus.',
        tip: 'Lancez-les là où un ennemi s’apprête à atterrir ou à charger.',
      },
      silkspear: {
        name: 'Silkspear',
        description: 'Une technique de soie : Hornet projette son aiguille vers l’avant comme une lance, en échange de soie.',
        tip: 'Elle puise dans la même soie que Bind : gardez-en assez pour un soin.',
      },
      needolin: {
        name: 'Needolin',
        description: 'Hornet joue de son aiguille comme d’un instrument. Les insectes répondent parfois par des chants et des couplets, et certaines portes créées par les Weavers s’ouvrent à sa musique.',
        tip: 'Jouez-en près des autres insectes et devant les portes étranges.',
      },
      compass: {
        name: 'Compass',
        description: 'Un outil jaune qui indique la position de Hornet sur la carte.',
        tip: 'Shakra la cartographe la vend ; elle vaut la peine d’être achetée tôt.',
      },
      rosaryString: {
        name: 'Rosary String',
        description: 'Des rosaires, les perles qui servent de monnaie à Pharloom, enfilés sur un cordon. Impossible de dépenser les perles avant d’avoir brisé le cordon.',
        tip: 'Les cordons sont un moyen sûr d’épargner ; gardez quelques perles en vrac pour vos achats.',
      },
      shellShards: {
        name: 'Shell Shards',
        description: 'Des éclats lâchés par les ennemis ou trouvés dans des gisements scintillants. Ils rechargent les outils rouges de Hornet quand elle se repose sur un banc.',
        tip: 'Frappez chaque rocher scintillant sur votre route : les éclats s’accumulent vite.',
      },
    },
    map: {
      ratingNote: 'La catégorie et la difficulté sont des notes attribuées par Silksong Hub pour une première visite, pas des chiffres officiels.',
      features: {
        journeyStart: 'Là où commence le voyage de Hornet',
        boneBottom: 'À côté de Bone Bottom, un petit village avec une boutique',
        bellway: 'Les Bellways, le réseau de transport de Pharloom, s’ouvrent ici',
        forges: 'Forges, chaleur et métal en fusion',
        windyFields: 'De grands espaces ouverts et des vents violents',
        layeredMoor: 'Une lande brumeuse sur plusieurs niveaux',
        nearBellhart: 'Aux portes de la ville de Bellhart',
        clingGrip: 'Là où Hornet apprend à s’agripper aux murs',
        fierceHunters: 'Certaines des créatures les plus féroces du début de partie',
        citadelApproach: 'La route qui monte vers la Citadelle',
        foulWater: 'Une eau infestée d’asticots : n’y entrez pas',
        fewBenches: 'Peu de bancs et de longs trajets de retour',
        machinery: 'Des machines dans les sous-sols de la Citadelle',
        citadelDistricts: 'Quartiers : Grand Gate, Choral Chambers, High Halls, Whispering Vaults',
        prison: 'La prison de Pharloom',
      },
      mossGrotto: {
        name: 'Moss Grotto',
        description: 'Des grottes vertes et moussues, tout en bas de Pharloom.',
      },
      marrow: {
        name: 'The Marrow',
        description: 'Des cavernes jonchées d’os et des restes d’immenses créatures d’autrefois.',
      },
      deepDocks: {
        name: 'Deep Docks',
        description: 'Des docks industriels brûlants, au plus profond du royaume, où les insectes font tourner les forges.',
      },
      farFields: {
        name: 'Far Fields',
        description: 'Des champs ouverts et balayés par le vent, où une cape pour planer devient indispensable.',
      },
      greymoor: {
        name: 'Greymoor',
        description: 'Des landes grises et brumeuses, avec une auberge au bord de la route pour les voyageurs fatigués.',
      },
      shellwood: {
        name: 'Shellwood',
        description: 'Une forêt envahie par une végétation enchevêtrée.',
      },
      huntersMarch: {
        name: 'Hunter’s March',
        description: 'Des terrains de chasse sauvages peuplés de créatures agressives ; un détour éprouvant en début de partie.',
      },
      blastedSteps: {
        name: 'Blasted Steps',
        description: 'Une longue ascension à découvert vers les portes de la Citadelle.',
      },
      bilewater: {
        name: 'Bilewater',
        description: 'Un marécage pollué aux eaux troubles, sombre et hostile.',
      },
      underworks: {
        name: 'Underworks',
        description: 'Les entrailles industrielles de la Citadelle.',
      },
      citadel: {
        name: 'La Citadelle',
        description: 'La cité étincelante au sommet de Pharloom, et le but de l’ascension de Hornet.',
      },
      slab: {
        name: 'The Slab',
        description: 'Un lieu sinistre et lourdement gardé, où peu entrent de leur plein gré.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'Infos de sortie',
      price: {
        question: 'Combien coûte Silksong ?',
        answer: 'Les prix varient selon la boutique et la région : consultez la boutique de votre plateforme. Les prix de notre page précommande sont des estimations faites avant la sortie, pas des chiffres officiels.',
      },
      sequel: {
        question: 'Silksong est-il la suite de Hollow Knight ?',
        answer: 'Oui. Team Cherry l’avait d’abord prévu comme un contenu téléchargeable de Hollow Knight centré sur Hornet ; le projet est devenu une suite à part entière, annoncée en février 2019.',
      },
    },
    gameplay: {
      title: 'Jouabilité',
      hero: {
        question: 'Quel est le personnage jouable ?',
        answer: 'Hornet, la princesse-protectrice de Hallownest armée de son aiguille, qui a croisé la route du Chevalier dans Hollow Knight. Silksong raconte son histoire.',
      },
      firstGame: {
        question: 'Faut-il avoir joué à Hollow Knight avant ?',
        answer: 'Non. Silksong se déroule dans un nouveau royaume, Pharloom, avec sa propre histoire : les nouveaux venus peuvent commencer ici. Le premier jeu éclaire toutefois le passé de Hornet.',
      },
      healing: {
        question: 'Comment fonctionnent les soins ?',
        answer: 'Chaque coup porté remplit la bobine de soie de Hornet. Bobine pleine, elle peut utiliser Bind pour récupérer trois masques de santé. Se reposer sur un banc restaure toute sa santé.',
      },
      coop: {
        question: 'Y a-t-il du multijoueur ou de la coopération ?',
        answer: 'Non. Silksong est un jeu solo.',
      },
      maps: {
        question: 'Où trouver des cartes ?',
        answer: 'La plupart des cartes sont vendues par Shakra, la cartographe itinérante. Tendez l’oreille pour l’entendre chanter quand vous entrez dans une nouvelle zone.',
      },
    },
    technical: {
      title: 'Technique',
      pc: {
        question: 'De quel PC ai-je besoin ?',
        answer: 'Silksong est un jeu en 2D aux besoins modestes. Nos configurations minimale et recommandée figurent sur la page plateformes et configuration requise ; ce sont des estimations de Silksong Hub, alors vérifiez la liste officielle sur votre boutique.',
      },
      console: {
        question: 'Comment Silksong tourne-t-il sur consoles ?',
        answer: 'Notre tableau des performances indique une résolution et une fréquence d’images visées pour chaque console. Ce sont des estimations de Silksong Hub, chacune marquée comme confirmée ou en attente.',
      },
      controller: {
        question: 'Peut-on jouer à la manette sur PC ?',
        answer: 'Oui. La version PC prend en charge les manettes comme le clavier.',
      },
      account: {
        question: 'Faut-il un compte pour utiliser ce site ?',
        answer: 'Non. Silksong Hub n’a pas de comptes et ne dépose aucun cookie ; toutes les pages sont ouvertes à tous.',
      },
    },
    more: {
      heading: 'Une autre question ?',
      text: 'Les fans des canaux communautaires connaissent le jeu sur le bout des doigts, et les corrections à ces réponses sont les bienvenues.',
      community: 'Rejoindre la communauté',
      contact: 'Contacter Silksong Hub',
    },
  },
  community: {
    fans: 'Communautés de fans',
    official: 'Canaux officiels',
    links: {
      forum: 'La communauté Silksong sur Reddit : actualités, découvertes, fan arts et entraide entre joueurs.',
      social: 'Le grand serveur Discord de Hollow Knight, pour discuter de Silksong en temps réel.',
      wiki: 'Un wiki rédigé par la communauté sur Hollow Knight et Silksong : zones, boss, outils et lore.',
      shortPost: 'Les annonces en direct de Team Cherry, le studio derrière le jeu.',
      video: 'La chaîne de Team Cherry, avec les bandes-annonces officielles.',
    },
    etiquette: {
      heading: 'Soyez bienveillant, attention aux spoilers',
      kind: 'Soyez bienveillant et patient : chaque joueur a un jour découvert Pharloom pour la première fois.',
      spoilers: 'Signalez les spoilers, et gardez les boss de fin de partie, les rebondissements et les fins hors des titres et des miniatures.',
      progress: 'Quand vous demandez de l’aide, précisez où vous en êtes, pour qu’on puisse vous répondre sans vous gâcher la suite.',
      rules: 'Chaque communauté a ses propres règles ; lisez-les avant de publier.',
    },
  },
  contact: {
    corrections: {
      heading: 'Corrections et suggestions',
      text: 'Vous avez repéré une erreur, ou il manque quelque chose ? Silksong Hub n’a ni formulaire de contact ni adresse e-mail. Corrections et suggestions sont les bienvenues via les canaux communautaires listés sur notre page communauté.',
      link: 'Accéder aux canaux communautaires',
    },
    unofficial: {
      heading: 'Un site de fans non officiel',
      text: 'Silksong Hub est fait par des fans. Il n’est ni affilié à Team Cherry ni approuvé par le studio, et ne peut pas vous aider pour les achats, les remboursements ou les problèmes en jeu.',
      support: 'Pour l’assistance sur le jeu, contactez Team Cherry :',
      link: 'Le site de Team Cherry',
    },
  },
};

export default fr;
