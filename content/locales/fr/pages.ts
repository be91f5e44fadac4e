import type { Pages } from '../en/pages.ts';

export const pages: Pages = {
  home: {
    launch: {
      text: 'Hollow Knight: Silksong est sorti le {{date}} sur PC, PlayStation, Xbox et Nintendo Switch, au même moment dans le monde entier.',
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
      text: 'Regardez la bande-annonce de Hollow Knight: Silksong signée Team Cherry.',
    },
  },
  release: {
    date: {
      text: 'Silksong est sorti sur toutes les plateformes au même moment partout dans le monde : la date et l’heure locales dépendent donc de l’endroit où vous vous trouvez.',
    },
    timezones: {
      note: 'Ces horaires sont des estimations faites par ce site avant la sortie, et non le calendrier officiel de Team Cherry. Le déblocage officiel a eu lieu plus tard dans la journée ; votre boutique indique l’heure exacte pour votre région.',
    },
    timeline: {
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
      confirmed: {
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
        intro: 'Des spéculations de fans d’avant la sortie. C’étaient des théories, pas des faits.',
        items: {
          shadowDrop: 'Les fans pensaient que le jeu serait lancé en « shadow drop », c’est-à-dire sorti sans prévenir pendant une présentation.',
          dlc: 'Les fans espéraient du contenu gratuit après la sortie, comme les différentes extensions gratuites qu’avait reçues Hollow Knight.',
          lore: 'Les fans ont échafaudé des théories sur des liens cachés entre les histoires de Pharloom et de Hallownest.',
        },
      },
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
    pc: {
      estimate: 'Il s’agit d’estimations de ce site, et non de la configuration officielle de Team Cherry. La page du jeu sur la boutique indique la configuration officielle.',
      ssd: 'SSD recommandé',
      notes: {
        minimum: 'Clavier ou manette.',
        recommended: 'Une manette rend les phases de plateforme plus confortables.',
      },
    },
    console: {
      note: 'Les objectifs de résolution et de fréquence d’images sont des estimations de ce site, pas des spécifications officielles.',
    },
    tips: {
      drivers: 'Mettez à jour vos pilotes graphiques.',
      ssd: 'Installez le jeu sur un SSD pour raccourcir les chargements.',
      background: 'Fermez les navigateurs, logiciels d’enregistrement et overlays inutiles pendant que vous jouez.',
      refresh: 'Calez la fréquence d’images sur le taux de rafraîchissement de votre écran pour éviter les déchirures d’image (tearing).',
      laptop: 'Sur un ordinateur portable, branchez le chargeur et vérifiez que le jeu utilise bien la carte graphique dédiée.',
    },
    releaseInfo: {
      text: 'Silksong est sorti le {{date}} sur toutes les plateformes au même moment, et dans le Xbox Game Pass dès le premier jour.',
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
      text: 'Les éditions et les prix présentés sur cette page sont des estimations faites par ce site avant la sortie, et non des offres ou des prix officiels. Team Cherry n’a pas proposé de précommandes, et le prix officiel est plus bas : consultez les pages des boutiques pour connaître les prix actuels.',
    },
    bonuses: {
      game: 'Le jeu complet',
      soundtrack: 'Bande originale numérique',
      artbook: 'Artbook numérique',
      wallpapers: 'Fonds d’écran numériques',
    },
    buttonNote: 'C’était notre estimation d’avant la sortie. Aucune précommande n’a été proposée : le jeu a été mis en vente le jour de sa sortie.',
    stay: {
      text: 'Suivez les actualités ou abonnez-vous à notre newsletter pour être averti des nouvelles éditions et offres.',
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
        alt: 'Une épingle, un emblème et un chapelet de Rosaries sur un tissu sombre',
      },
      map: {
        description: 'Les zones de Pharloom, avec leur catégorie, leur difficulté et ce qu’il faut y surveiller.',
        alt: 'Un sentier sinueux grimpe entre de sombres falaises vers une citadelle au sommet',
      },
      trailers: {
        description: 'Toutes les bandes-annonces officielles, avec leur date, la vidéo et ce qu’elles ont révélé.',
        alt: 'Une image de film avec un bouton de lecture rouge sur un fond sombre et brumeux',
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
        text: 'Hornet frappe avec son aiguille vers l’avant, vers le haut et vers le bas. Le comportement de chaque attaque, y compris sa frappe plongeante, dépend de l’emblème qu’elle porte. La plupart des ennemis annoncent leurs attaques : observez un schéma une fois avant de vous engager, frappez dans les ouvertures et reculez hors de portée.',
        tip: 'Les outils de lancer, comme les épingles, infligent des dégâts à distance de sécurité pendant que vous apprenez un combat.',
      },
      healing: {
        heading: 'Soins : se panser avec la soie',
        text: 'Chaque coup porté par Hornet ajoute de la soie à la bobine située sous ses masques. Quand la bobine est pleine, utilisez Bind : Hornet se panse avec la soie et récupère trois masques d’un coup. La soie alimente aussi ses techniques de soie : il faut donc choisir entre un soin et une attaque. Se reposer sur un banc restaure toute sa santé.',
        tip: 'Utilisez Bind dès que vous avez un moment de répit ; une bobine pleine ne sert plus à rien si vous tombez.',
      },
      tools: {
        heading: 'Outils et emblèmes',
        text: 'À la place des charmes, Hornet équipe des outils dans les emplacements de son emblème. Les outils rouges, comme les épingles de lancer, s’utilisent activement et ont un nombre d’utilisations limité, rechargé avec des Shell Shards quand elle se repose sur un banc. Les outils bleus aident en défense et les outils jaunes en exploration. Chaque emblème modifie les attaques de Hornet et possède ses propres emplacements ; emblèmes et outils se changent aux bancs.',
        tip: 'Ramassez les Shell Shards que lâchent les ennemis : sans eux, vos outils rouges restent vides.',
      },
      exploring: {
        heading: 'Explorer Pharloom',
        text: 'Hornet ne commence pas avec des cartes. La plupart sont vendues par Shakra, la cartographe : tendez l’oreille pour l’entendre chanter en entrant dans une nouvelle zone. Les bancs sont les lieux de repos de Pharloom : s’y asseoir restaure la santé de Hornet et en fait son point de retour si elle tombe. Les Rosaries, la monnaie du royaume, servent à payer des cartes, des bancs et bien plus encore, et les Bellways permettent plus tard à Hornet de voyager rapidement entre des lieux éloignés.',
        tip: 'Achetez tôt la carte d’une zone ; explorer à l’aveugle finit par coûter plus de Rosaries.',
      },
      quests: {
        heading: 'Quêtes : les souhaits',
        text: 'Les insectes de Pharloom affichent leurs requêtes, appelées souhaits, sur des tableaux de souhaits ; la ville de Bellhart en possède un bien rempli. Les souhaits vous demandent de rassembler des objets, de chasser certaines créatures ou de vous rendre quelque part, et vous récompensent avec des Rosaries et des objets utiles.',
        tip: 'Consultez les tableaux à chaque passage en ville : de nouveaux souhaits apparaissent au fil de l’histoire.',
      },
    },
  },
  faq: {
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
      text: 'Les fans des canaux communautaires connaissent le jeu sur le bout des doigts, et les corrections à ces réponses sont les bienvenues.',
    },
  },
  community: {
    links: {
      forum: 'La communauté Silksong sur Reddit : actualités, découvertes, fan arts et entraide entre joueurs.',
      social: 'Le grand serveur Discord de Hollow Knight, pour discuter de Silksong en temps réel.',
      wiki: 'Un wiki rédigé par la communauté sur Hollow Knight et Silksong : zones, boss, outils et lore.',
      shortPost: 'Les annonces en direct de Team Cherry, le studio derrière le jeu.',
      video: 'La chaîne de Team Cherry, avec les bandes-annonces officielles.',
    },
    etiquette: {
      kind: 'Soyez bienveillant et patient : chaque joueur a un jour découvert Pharloom pour la première fois.',
      spoilers: 'Signalez les spoilers, et gardez les boss de fin de partie, les rebondissements et les fins hors des titres et des miniatures.',
      progress: 'Quand vous demandez de l’aide, précisez où vous en êtes, pour qu’on puisse vous répondre sans vous gâcher la suite.',
      rules: 'Chaque communauté a ses propres règles ; lisez-les avant de publier.',
    },
  },
  contact: {
    corrections: {
      text: 'Vous avez repéré une erreur, ou il manque quelque chose ? Silksong Hub n’a ni formulaire de contact ni adresse e-mail. Corrections et suggestions sont les bienvenues via les canaux communautaires listés sur notre page communauté.',
    },
    unofficial: {
      text: 'Silksong Hub est fait par des fans. Il n’est ni affilié à Team Cherry ni approuvé par le studio, et ne peut pas vous aider pour les achats, les remboursements ou les problèmes en jeu.',
      support: 'Pour l’assistance sur le jeu, contactez Team Cherry :',
    },
  },
  news: {
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
    implications: 'Chaque annonce change votre façon de préparer votre aventure à Pharloom : où jouer, ce dont Hornet est capable et à quoi vous préparer. Nos guides prolongent ce type d’actualité avec des conseils pratiques.',
  },
};
