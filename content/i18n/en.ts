/**
 * The English dictionary defines every key of the site. The other seven languages are typed by it
 * (`Dict`), so a missing or extra key fails `npm run typecheck`.
 */
const en = {
  site: {
    name: 'Silksong Hub',
    tagline: 'The unofficial fan guide to Hollow Knight: Silksong: news, release times, platforms and guides.',
    unofficial: 'Unofficial fan site. Not affiliated with Team Cherry.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Main navigation',
    overview: 'Overview',
    home: 'Home',
    releaseDate: 'Release Date',
    platforms: 'Platforms',
    preorder: 'Pre-order',
    systemRequirements: 'System Requirements',
    news: 'News',
    guides: 'Guides',
    faq: 'FAQ',
    search: 'Search',
    community: 'Community',
    contact: 'Contact',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Getting Started',
    boss: 'Bosses',
    items: 'Items',
    map: 'Map',
    trailers: 'Trailers',
  },
  header: {
    skipToContent: 'Skip to content',
    homeLink: 'Silksong Hub home',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    searchLabel: 'Search the site',
    searchPlaceholder: 'Search news, guides, FAQ…',
    searchSubmit: 'Search',
    openMenu: 'Menu',
    closeMenu: 'Close menu',
    language: 'Language',
    currentLanguage: 'Current language',
    outbound: 'Community links',
    forum: 'Forum (Reddit)',
    social: 'Social network (Discord)',
    wiki: 'Wiki',
  },
  footer: {
    social: 'Follow the game',
    shortPost: 'Team Cherry on X',
    forum: 'Silksong forum on Reddit',
    wiki: 'Silksong wiki',
    video: 'Team Cherry on YouTube',
    socialNetwork: 'Hollow Knight Discord',
    languages: 'Languages',
    sitemap: 'All pages',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong is a trademark of Team Cherry.',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
  },
  sidebar: {
    title: 'Related pages',
  },
  common: {
    loading: 'Loading...',
    somethingWentWrong: 'Something went wrong',
    serverErrorText: 'The page could not be shown right now. Please try again in a moment.',
    tryAgain: 'Reload the page',
    externalLink: '(opens in a new tab)',
    faqTitle: 'Frequently asked questions',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
  newsletter: {
    title: 'Stay in the loop',
    text: 'News about Silksong in your inbox, a few times a year. No spam.',
    label: 'E-mail address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    successTitle: 'Successfully subscribed!',
    successText: 'Thank you for subscribing to our newsletter.',
    failureTitle: 'Subscription failed',
    failureText: 'Failed to subscribe. Please try again.',
    invalid: 'Please enter a valid e-mail address.',
    rateLimited: 'Too many attempts. Please wait a minute and try again.',
    dismiss: 'Dismiss',
    notifications: 'Notifications',
  },
  widgets: {
    countdown: {
      title: 'Release countdown',
      days: 'Days',
      hours: 'Hours',
      minutes: 'Minutes',
      seconds: 'Seconds',
      finished: 'The wait is over!',
      finishedText: 'Hollow Knight: Silksong is out now on PC, PlayStation, Xbox and Nintendo Switch.',
    },
    video: {
      unavailable: 'Video unavailable',
      watch: 'Watch on YouTube',
    },
    share: {
      share: 'Share',
      copied: 'Link copied to the clipboard',
    },
  },
  searchPage: {
    prompt: 'Type a few words to search news, guides, platform pages and the FAQ.',
    results: 'Results for “{{query}}”: {{count}}',
    none: 'No results for “{{query}}”',
    suggestions: 'Try other or fewer words, or check the spelling. These pages are good places to start:',
    truncated: 'Your search was shortened to {{max}} characters.',
    types: {
      page: 'Page',
      guide: 'Guide',
      platform: 'Platform',
      faq: 'FAQ',
      news: 'News',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong – Release, Platforms, News and Guides',
      description: 'Everything about Hollow Knight: Silksong in one place: release date and times, platforms, PC requirements, pre-order editions, news and beginner guides.',
      keywords: 'Hollow Knight Silksong, Silksong, Hornet, Team Cherry, release date, news, guides',
    },
    releaseDate: {
      title: 'Silksong Release Date and Launch Times Worldwide',
      description: 'Hollow Knight: Silksong released on September 4, 2025 worldwide. See the launch time in your timezone, the development timeline and what is confirmed.',
      keywords: 'Silksong release date, Silksong launch time, Silksong timezone, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong Platforms and PC System Requirements',
      description: 'Hollow Knight: Silksong on PC, PlayStation, Xbox and Nintendo Switch: versions, console performance targets and minimum and recommended PC specs.',
      keywords: 'Silksong platforms, Silksong system requirements, Silksong PC specs, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Silksong PC System Requirements: Minimum and Recommended',
      description: 'Minimum and recommended PC specifications for Hollow Knight: Silksong, console performance targets and tips to keep the game running smoothly.',
      keywords: 'Silksong system requirements, Silksong minimum specs, Silksong recommended specs, Silksong PC',
    },
    steam: {
      title: 'Silksong on Steam (PC): Version, Achievements and Performance',
      description: 'Hollow Knight: Silksong on PC via Steam: version details, achievements, performance notes and features.',
      keywords: 'Silksong Steam, Silksong PC, Silksong achievements',
    },
    playstation: {
      title: 'Silksong on PlayStation 4 and 5: Version and Performance',
      description: 'Hollow Knight: Silksong on PlayStation: version details, trophies, performance targets and features.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, Silksong trophies',
    },
    xbox: {
      title: 'Silksong on Xbox and Game Pass: Version and Performance',
      description: 'Hollow Knight: Silksong on Xbox Series X|S, Xbox One and Game Pass: version details, achievements, performance targets and features.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, Silksong achievements',
    },
    nintendo: {
      title: 'Silksong on Nintendo Switch: Version and Performance',
      description: 'Hollow Knight: Silksong on Nintendo Switch and Switch 2: version details, docked and handheld performance and features.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong handheld',
    },
    preorder: {
      title: 'Silksong Pre-order Editions and Regional Prices',
      description: 'Compare the Standard, Deluxe and Digital Collector\'s editions of Hollow Knight: Silksong and the estimated prices in your region.',
      keywords: 'Silksong pre-order, Silksong price, Silksong editions, Silksong deluxe edition',
    },
    news: {
      title: 'Hollow Knight: Silksong News',
      description: 'The latest news about Hollow Knight: Silksong: announcements, updates, patches and events, newest first.',
      keywords: 'Silksong news, Hollow Knight Silksong updates, Silksong patch, Team Cherry news',
    },
    guides: {
      title: 'Hollow Knight: Silksong Guides',
      description: 'Guides for Hollow Knight: Silksong: getting started, bosses, items and the map of Pharloom.',
      keywords: 'Silksong guide, Silksong tips, Silksong bosses, Silksong map, Silksong items',
    },
    gettingStarted: {
      title: 'Silksong Getting Started Guide: Tips for New Players',
      description: 'Start Hollow Knight: Silksong well: movement, combat, healing with silk and exploring Pharloom, explained for beginners.',
      keywords: 'Silksong beginner guide, Silksong tips, Silksong getting started, Hornet moves',
    },
    boss: {
      title: 'Silksong Boss Guide: Difficulty, Locations and Tips',
      description: 'Featured bosses of Hollow Knight: Silksong with difficulty, location and how to approach each fight.',
      keywords: 'Silksong bosses, Silksong boss guide, Silksong boss locations',
    },
    items: {
      title: 'Silksong Items Guide: Weapons, Tools and More',
      description: 'Items of Hollow Knight: Silksong by type and rarity: weapons, tools, charms and consumables.',
      keywords: 'Silksong items, Silksong tools, Silksong crests, Silksong guide',
    },
    map: {
      title: 'Silksong Map Guide: Areas of Pharloom',
      description: 'The areas of Pharloom in Hollow Knight: Silksong: type, difficulty and what to find in each.',
      keywords: 'Silksong map, Pharloom map, Silksong areas, Silksong locations',
    },
    trailers: {
      title: 'Hollow Knight: Silksong Trailers: Every Official Video',
      description: 'Every official Hollow Knight: Silksong trailer, from the 2019 reveal to the release trailer, with dates and what each one showed.',
      keywords: 'Silksong trailer, Silksong release trailer, Silksong reveal trailer, Hollow Knight Silksong videos',
    },
    faq: {
      title: 'Hollow Knight: Silksong FAQ',
      description: 'Answers to common questions about Hollow Knight: Silksong: release, gameplay and technical details.',
      keywords: 'Silksong FAQ, Silksong questions, Silksong answers',
    },
    search: {
      title: 'Search Silksong Hub',
      description: 'Search news, guides, platform pages and the FAQ of Silksong Hub.',
      keywords: 'Silksong search',
    },
    community: {
      title: 'Silksong Community: Forums, Wiki and Social',
      description: 'Where fans of Hollow Knight: Silksong meet: forums, the wiki, Discord and official channels.',
      keywords: 'Silksong community, Silksong Reddit, Silksong Discord, Silksong wiki',
    },
    contact: {
      title: 'Contact Silksong Hub',
      description: 'How to reach the team behind Silksong Hub, an unofficial fan site.',
      keywords: 'Silksong Hub contact',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you were looking for does not exist.',
      keywords: 'Silksong',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Play as Hornet, princess-protector of Hallownest, and climb through the haunted kingdom of Pharloom. Everything you need about the release, platforms and the road ahead.',
    },
    releaseDate: {
      heading: 'Release Date',
      intro: 'Hollow Knight: Silksong launched on September 4, 2025, at the same moment all over the world.',
    },
    platforms: {
      heading: 'Platforms and System Requirements',
      intro: 'Silksong is available on PC, PlayStation, Xbox and Nintendo Switch. Here is what each version offers and what your PC needs.',
    },
    steam: {
      heading: 'Silksong on Steam',
      intro: 'The PC version on Steam, with achievements and support for keyboard and controllers.',
    },
    playstation: {
      heading: 'Silksong on PlayStation',
      intro: 'Silksong on PlayStation 4 and PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong on Xbox',
      intro: 'Silksong on Xbox Series X|S and Xbox One, included with Game Pass from day one.',
    },
    nintendo: {
      heading: 'Silksong on Nintendo Switch',
      intro: 'Silksong on Nintendo Switch and Nintendo Switch 2, docked or handheld.',
    },
    preorder: {
      heading: 'Pre-order',
      intro: 'Compare the editions and the estimated prices in your region.',
    },
    news: {
      heading: 'News',
      intro: 'Announcements, updates and events around Hollow Knight: Silksong, newest first.',
    },
    newsArticle: {
      heading: 'News article',
      intro: '',
    },
    guides: {
      heading: 'Guides',
      intro: 'Find your way through Pharloom: first steps, bosses, items and the map.',
    },
    gettingStarted: {
      heading: 'Getting Started',
      intro: 'The first hours in Pharloom: how Hornet moves, fights and heals.',
    },
    boss: {
      heading: 'Boss Guide',
      intro: 'Featured bosses with their difficulty, where to find them and how to approach them.',
    },
    items: {
      heading: 'Items Guide',
      intro: 'Weapons, tools, charms and consumables, with their type and rarity.',
    },
    map: {
      heading: 'Map Guide',
      intro: 'The areas of Pharloom, from the mossy depths to the citadel at the top.',
    },
    faq: {
      heading: 'Frequently Asked Questions',
      intro: 'Short answers about the release, the gameplay and the technical side.',
    },
    search: {
      heading: 'Search',
      intro: 'Search news, guides, platform pages and the FAQ.',
    },
    community: {
      heading: 'Community',
      intro: 'Where Silksong fans meet, share discoveries and help each other.',
    },
    contact: {
      heading: 'Contact',
      intro: 'Silksong Hub is an unofficial site run by fans.',
    },
  },
  news: {
    empty: 'No news articles found',
    loading: 'Loading news…',
    coverAlt: 'Cover image: {{title}}',
    readingTime: '5 min read',
    pagination: {
      label: 'News pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}}',
    },
    article: {
      highlights: 'Highlights',
      implicationsTitle: 'What it means for players',
      implicationsText: 'Every announcement changes how you plan your time in Pharloom: where to play, what Hornet can do and what to prepare for. Our guides follow up on news like this with practical tips.',
      sources: 'Sources',
      hashtags: 'Hashtags',
      backToNews: 'Back to all news',
    },
    highlights: {
      hornet: 'Hornet is the playable hero: fast, agile and armed with needle and thread.',
      pharloom: 'The story takes place in Pharloom, a new kingdom ruled by silk and song.',
      silk: 'Silk heals Hornet and powers her special skills.',
      tools: 'Crafted tools widen Hornet’s arsenal as the journey goes on.',
      quests: 'Quests from the people of Pharloom reward curious explorers.',
      foes: 'Over 150 new foes wait across the kingdom.',
      music: 'Christopher Larkin returns to compose the score.',
      platforms: 'The game is on PC, PlayStation, Xbox and Nintendo Switch.',
    },
    untranslated: {
      title: 'Translation not found',
      text: 'This article is not available in your language yet.',
    },
    feed: {
      title: 'Silksong Hub news',
      description: 'The latest news about Hollow Knight: Silksong, newest first.',
      link: 'News feed (RSS)',
    },
  },
  home: {
    launch: {
      title: 'Out now',
      text: 'Hollow Knight: Silksong launched on {{date}} on PC, PlayStation, Xbox and Nintendo Switch, at the same moment all over the world.',
      trailer: 'Release Trailer',
      platforms: 'Where to play',
    },
    story: {
      hornet: {
        title: 'Play as Hornet',
        text: 'Hornet, princess-protector of Hallownest, is captured and carried off to Pharloom, an unfamiliar kingdom ruled by silk and song. Now she must fight and climb her way toward the kingdom\'s summit.',
        alt: 'A small cloaked figure holding a needle stands at the foot of a dark cavern strung with threads.',
      },
      foes: {
        title: 'Over 150 new foes',
        text: 'Pharloom is home to over 150 new foes, from skittering crawlers to towering bosses. Hornet fights with speed and acrobatics: strike, dodge and keep moving.',
        alt: 'Glowing eyes and sharp silhouettes of insect creatures lurk in a misty hollow.',
      },
      silk: {
        title: 'Silk, tools and song',
        text: 'Bind your wounds with silk, unleash silk skills and equip tools that turn a fight in your favour, while taking on quests for the bugs of Pharloom. Christopher Larkin, composer of Hollow Knight, wrote the new score.',
        alt: 'Silver threads rise through the dark toward a distant citadel under a pale moon.',
      },
    },
    trailer: {
      title: 'Official trailer',
      text: 'Watch Team Cherry\'s trailer for Hollow Knight: Silksong.',
      video: 'Hollow Knight: Silksong official trailer',
    },
    stores: {
      title: 'Available on',
      steam: 'Silksong on Steam (PC store)',
      gog: 'Silksong on GOG (DRM-free PC store)',
      humble: 'Silksong on the Humble Store (bundle store)',
      gamePass: 'Silksong on Xbox Game Pass',
      ps4: 'Silksong on PlayStation 4',
      ps5: 'Silksong on PlayStation 5',
      switch: 'Silksong on Nintendo Switch',
      switch2: 'Silksong on Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Confirmed date',
      worldwide: 'Simultaneous worldwide release',
      text: 'Silksong launched on every platform at the same moment around the world, so the local date and time depend on where you are.',
    },
    timezones: {
      title: 'Release time in your timezone',
      caption: 'Estimated release times by timezone',
      time: 'Time',
      zone: 'Zone',
      name: 'Name',
      note: 'These times are this site\'s estimates from before launch, not Team Cherry\'s official schedule. The official unlock came later in the day; your store shows the exact time for your region.',
      names: {
        utc: 'Coordinated Universal Time',
        pst: 'Pacific Standard Time',
        est: 'Eastern Standard Time',
        cet: 'Central European Time',
        hkt: 'Hong Kong Time',
        jst: 'Japan Standard Time',
      },
    },
    timeline: {
      title: 'Development timeline',
      announcement: {
        title: 'Announcement',
        text: 'Team Cherry revealed Silksong with a trailer. It began as planned downloadable content starring Hornet and grew into a full sequel.',
      },
      showcase: {
        title: 'Showcase',
        text: 'Silksong appeared at the Xbox & Bethesda Games Showcase, confirmed for Xbox Game Pass from day one.',
      },
      updates: {
        title: 'Updates',
        text: 'Development continued quietly, with few public updates from Team Cherry.',
      },
      release: {
        title: 'Release',
        text: 'Team Cherry announced the date, and the game launched worldwide on {{date}}.',
      },
    },
    known: {
      title: 'Confirmed and rumoured',
      confirmed: {
        title: 'Confirmed',
        items: {
          hornet: 'You play as Hornet, the princess-protector of Hallownest.',
          pharloom: 'The game is set in Pharloom, a new kingdom ruled by silk and song.',
          teamCherry: 'Team Cherry, the makers of Hollow Knight, developed and published it.',
          platforms: 'It is available on PC (Steam, GOG, Humble Store), PlayStation 4 and 5, Xbox Series X|S and Xbox One, Nintendo Switch and Nintendo Switch 2.',
          gamePass: 'It was included with Xbox Game Pass from day one.',
          music: 'Christopher Larkin composed the music.',
        },
      },
      rumoured: {
        title: 'Rumoured',
        intro: 'Fan speculation from before launch. These were theories, not facts.',
        items: {
          shadowDrop: 'Fans speculated the game would be "shadow-dropped": released without warning during a showcase.',
          dlc: 'Fans hoped for free content after launch, as Hollow Knight received several free content packs.',
          lore: 'Fans theorised about hidden links between the stories of Pharloom and Hallownest.',
        },
      },
    },
    next: {
      title: 'Plan your playthrough',
      preorder: 'Pre-order editions and prices',
      platforms: 'Platforms at a glance',
      systemRequirements: 'PC system requirements',
    },
    faq: {
      when: {
        question: 'When was Hollow Knight: Silksong released?',
        answer: 'On September 4, 2025, on all platforms at once.',
      },
      sameTime: {
        question: 'Did Silksong release at the same time everywhere?',
        answer: 'Yes. It was a simultaneous worldwide launch, so the local time depended on your timezone. The table on this page shows this site\'s pre-launch estimates.',
      },
      platforms: {
        question: 'Which platforms did Silksong launch on?',
        answer: 'PC (Steam, GOG and the Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch and Nintendo Switch 2.',
      },
      gamePass: {
        question: 'Is Silksong on Xbox Game Pass?',
        answer: 'Yes. It has been included with Game Pass since launch day, on Xbox consoles and on PC.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Platforms at a glance',
      version: 'Version',
      achievements: 'Achievements',
      performance: 'Performance',
      unconfirmed: 'Unconfirmed',
      gamePass: 'Game Pass',
      details: 'Details for {{platform}}',
    },
    platforms: {
      steam: {
        version: 'PC with Windows, macOS or Linux',
        achievements: 'Steam achievements',
        performance: 'Depends on your hardware; compare it with our estimated PC requirements.',
        features: {
          systems: 'Runs on Windows, macOS and Linux',
          controls: 'Keyboard and controller support',
          drmFree: 'Also sold DRM-free on GOG and on the Humble Store',
        },
      },
      playstation: {
        version: 'PlayStation 4 and PlayStation 5',
        achievements: 'PlayStation trophies',
        performance: 'Our estimate: 4K at 60 FPS on PlayStation 5.',
        features: {
          native: 'Available on both PlayStation 4 and PlayStation 5',
          trophies: 'Trophies to collect',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One and PC with Game Pass',
        achievements: 'Xbox achievements',
        performance: 'Our estimate: 4K at 60 FPS on Series X, 1440p at 60 FPS on Series S.',
        features: {
          gamePass: 'Included with Xbox Game Pass since launch day',
          consoles: 'Plays on Xbox Series X|S and Xbox One',
          pc: 'Also on PC through Game Pass',
        },
      },
      nintendo: {
        version: 'Nintendo Switch and Nintendo Switch 2',
        achievements: 'None: Nintendo consoles have no achievement system',
        performance: 'Aims for 1080p docked and 720p handheld at 60 FPS; Switch 2 figures are not known.',
        features: {
          modes: 'Play on the TV or in handheld mode',
          switch2: 'Also playable on Nintendo Switch 2',
        },
      },
    },
    pc: {
      title: 'PC system requirements',
      estimate: 'These are this site\'s estimates, not Team Cherry\'s official system requirements. The store page lists the official ones.',
      minimum: 'Minimum PC requirements (site estimate)',
      recommended: 'Recommended PC requirements (site estimate)',
      component: 'Component',
      requirement: 'Requirement',
      os: 'Operating system',
      processor: 'Processor',
      memory: 'Memory',
      graphics: 'Graphics',
      directx: 'DirectX version',
      storage: 'Storage',
      additional: 'Additional notes',
      ssd: 'SSD recommended',
      notes: {
        minimum: 'Keyboard or controller.',
        recommended: 'A controller makes the platforming more comfortable.',
      },
    },
    console: {
      title: 'Console performance',
      caption: 'Console performance targets (site estimates)',
      note: 'Resolution and framerate targets are this site\'s estimates, not official specifications.',
      platform: 'Platform',
      resolution: 'Target resolution',
      framerate: 'Target framerate',
      features: {
        title: 'Special features',
        trophies: 'Trophies',
        portable: 'Docked or handheld play',
      },
      status: 'Status',
      confirmed: 'Confirmed',
      pending: 'Pending',
      docked: 'docked',
      handheld: 'handheld',
    },
    tips: {
      title: 'Optimization tips',
      drivers: 'Update your graphics drivers.',
      ssd: 'Install the game on an SSD for shorter loading.',
      background: 'Close browsers, recording tools and overlays you do not need while playing.',
      refresh: 'Match the frame rate to your display\'s refresh rate to avoid screen tearing.',
      laptop: 'On a laptop, plug in the charger and make sure the game uses the dedicated graphics card.',
    },
    releaseInfo: {
      title: 'Release information',
      text: 'Silksong launched on {{date}} on every platform at the same moment, and on Xbox Game Pass from day one.',
      link: 'Release times and development timeline',
    },
    faq: {
      run: {
        question: 'Will Silksong run on my PC?',
        answer: 'Compare your PC with our estimated minimum requirements above, then check the official requirements on the store page before you buy.',
      },
      macLinux: {
        question: 'Is there a Mac or Linux version?',
        answer: 'Yes. On PC the game runs on Windows, macOS and Linux.',
      },
      ssd: {
        question: 'Do I need an SSD?',
        answer: 'Our estimated minimum does not require one, but an SSD shortens loading times, so we recommend it.',
      },
    },
    detail: {
      overview: 'At a glance',
      features: 'Features',
      store: 'Go to the store page',
      back: 'Back to the platforms overview',
      faq: {
        steam: {
          achievements: {
            question: 'Does Silksong have Steam achievements?',
            answer: 'Yes, the Steam version has achievements.',
          },
          drmFree: {
            question: 'Can I buy Silksong without DRM?',
            answer: 'Yes. Besides Steam, the PC version is sold DRM-free on GOG and is also available on the Humble Store.',
          },
        },
        playstation: {
          versions: {
            question: 'Is Silksong on PlayStation 4 and PlayStation 5?',
            answer: 'Yes, it is available on both consoles.',
          },
          trophies: {
            question: 'Does Silksong have trophies?',
            answer: 'Yes, the PlayStation versions have trophies.',
          },
        },
        xbox: {
          consoles: {
            question: 'Which Xbox consoles can play Silksong?',
            answer: 'Xbox Series X, Xbox Series S and Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: 'Can I play Silksong on Nintendo Switch 2?',
            answer: 'Yes, it is playable on Nintendo Switch 2 as well as on the original Nintendo Switch.',
          },
          handheld: {
            question: 'Can I play Silksong in handheld mode?',
            answer: 'Yes, you can play on the TV or in handheld mode.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'About these editions and prices',
      text: 'The editions and prices on this page are this site\'s estimates from before launch, not official offers or prices. Team Cherry did not offer pre-orders, and the official price is lower: check the store pages for current prices.',
    },
    editions: {
      title: 'Editions',
      standard: 'Standard Edition',
      deluxe: 'Deluxe Edition',
      collector: 'Digital Collector\'s Edition',
      mostPopular: 'Most Popular',
      price: 'Estimated price',
      platforms: 'Platforms',
      bonuses: 'Includes',
      notOnSwitch: 'Not on Nintendo Switch',
    },
    bonuses: {
      game: 'The full game',
      soundtrack: 'Digital soundtrack',
      artbook: 'Digital art book',
      wallpapers: 'Digital wallpapers',
    },
    button: 'Pre-orders open early 2025',
    buttonNote: 'This was our estimate from before launch. No pre-orders were offered: the game went on sale on release day.',
    prices: {
      title: 'Regional prices',
      caption: 'Estimated prices by region',
      region: 'Region',
      currency: 'Currency',
      standard: 'Standard',
      deluxe: 'Deluxe',
      collector: 'Collector\'s',
      regions: {
        us: 'United States',
        eu: 'Eurozone',
        uk: 'United Kingdom',
        jp: 'Japan',
      },
    },
    stay: {
      title: 'Stay informed',
      text: 'Follow the news or subscribe to our newsletter to hear about new editions and offers.',
      news: 'Read the latest news',
      newsletter: 'Subscribe to the newsletter',
    },
    faq: {
      canPreorder: {
        question: 'Can I pre-order Hollow Knight: Silksong?',
        answer: 'No. Team Cherry did not offer pre-orders; the game went on sale on release day, September 4, 2025, on all platforms.',
      },
      official: {
        question: 'Are these prices official?',
        answer: 'No. They are this site\'s estimates from before launch. The official price is lower; the store pages show the current price in your region.',
      },
      collectorSwitch: {
        question: 'Is the Digital Collector\'s Edition on Nintendo Switch?',
        answer: 'Not in our estimates: we list it for PC, PlayStation and Xbox only.',
      },
      updates: {
        question: 'How do I hear about new editions?',
        answer: 'Follow our news page or subscribe to the newsletter on this page.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Difficulty',
      location: 'Location',
      type: 'Type',
      rarity: 'Rarity',
      tip: 'Tip',
      features: 'Features',
    },
    difficulty: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      veryHigh: 'Very High',
    },
    itemType: {
      weapon: 'Weapon',
      tool: 'Tool',
      charm: 'Charm',
      consumable: 'Consumable',
    },
    rarity: {
      common: 'Common',
      uncommon: 'Uncommon',
      rare: 'Rare',
      epic: 'Epic',
      legendary: 'Legendary',
    },
    areaType: {
      industrial: 'Industrial',
      nature: 'Nature',
      fortress: 'Fortress',
      aquatic: 'Aquatic',
    },
    hub: {
      gettingStarted: {
        description: 'First steps in Pharloom: moving, fighting, healing with silk and finding your way.',
        alt: 'Hornet’s needle and a glowing thread of silk in a dark cavern',
      },
      boss: {
        description: 'Featured bosses with our difficulty rating, where to find them and what to expect.',
        alt: 'A huge horned silhouette with glowing eyes looming in red mist',
      },
      items: {
        description: 'Weapons, tools, charms and consumables, each with type, rarity and a tip.',
        alt: 'A pin, a crest and a string of rosary beads on dark cloth',
      },
      map: {
        description: 'The areas of Pharloom with their type, difficulty and what to look out for.',
        alt: 'A winding path climbing through dark cliffs towards a citadel at the top',
      },
      trailers: {
        description: 'Every official trailer with its date, the video and what it revealed.',
        alt: 'A film frame with a red play button over a dark, misty background',
      },
    },
    gettingStarted: {
      lead: 'Silksong drops you into Pharloom with little explanation, and the kingdom is home to over 165 new foes. These basics will carry you through the first hours without spoiling what lies ahead.',
      movement: {
        heading: 'Movement',
        text: 'Hornet is far more agile than the Knight of Hollow Knight. She runs and jumps quickly, catches the edges of ledges and pulls herself up, and fights with a needle and thread. Along the way she learns new moves, such as a dash that turns into a sprint, clinging to walls and gliding on a cloak, and each one opens paths that were out of reach before.',
        tip: 'Remember the ledges and gaps you cannot reach yet: a later ability usually opens them.',
      },
      combat: {
        heading: 'Combat basics',
        text: 'Hornet strikes with her needle forwards, upwards and downwards. How each attack behaves, including her downward strike, depends on the crest she wears. Most foes show what they are about to do: watch a pattern once before you commit, strike in the openings and step back out of reach.',
        tip: 'Thrown tools such as pins deal damage from a safe distance while you learn a fight.',
      },
      healing: {
        heading: 'Healing: binding with silk',
        text: 'Every hit Hornet lands adds silk to the spool beneath her masks. When the spool is full, Bind: Hornet binds herself with silk and restores three masks at once. Silk also powers her silk skills, so choose between a heal and an attack. Resting at a bench restores all of her health.',
        tip: 'Bind as soon as you have a safe moment; a full spool does not help once you fall.',
      },
      tools: {
        heading: 'Tools and crests',
        text: 'Instead of charms, Hornet equips tools in the slots of her crest. Red tools, such as thrown pins, are used actively and have a limited number of uses, restocked with shell shards when she rests at a bench. Blue tools help in defence and yellow tools in exploration. Each crest changes Hornet’s attacks and has its own set of slots; crests and tools are changed at benches.',
        tip: 'Pick up the shell shards enemies drop: without them, your red tools stay empty.',
      },
      exploring: {
        heading: 'Exploring Pharloom',
        text: 'Hornet does not start with maps. Most are sold by Shakra, the cartographer: listen for her singing when you enter a new area. Benches are Pharloom’s resting places: sitting on one restores Hornet’s health and makes it the place she returns to if she falls. Rosaries, the kingdom’s currency, pay for maps, benches and much more, and the Bellways later carry Hornet quickly between distant places.',
        tip: 'Buy the map of an area early; exploring blind costs more rosaries in the end.',
      },
      quests: {
        heading: 'Quests: wishes',
        text: 'The bugs of Pharloom post their requests, called wishes, on wish boards; the town of Bellhart has a board full of them. Wishes ask you to gather items, hunt particular creatures or travel somewhere, and reward you with rosaries and useful items.',
        tip: 'Check the boards whenever you pass a town: new wishes appear as the story moves on.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'Release Information',
      price: {
        question: 'How much does Silksong cost?',
        answer: 'Prices differ by store and region, so check your platform’s store. The prices on our pre-order page are estimates made before launch, not official figures.',
      },
      sequel: {
        question: 'Is Silksong a sequel to Hollow Knight?',
        answer: 'Yes. Team Cherry first planned it as downloadable content for Hollow Knight starring Hornet; it grew into a full sequel, announced in February 2019.',
      },
    },
    gameplay: {
      title: 'Gameplay',
      hero: {
        question: 'Who is the playable character?',
        answer: 'Hornet, the needle-wielding princess-protector of Hallownest who crossed paths with the Knight in Hollow Knight. Silksong is her story.',
      },
      firstGame: {
        question: 'Do I need to play Hollow Knight first?',
        answer: 'No. Silksong takes place in a new kingdom, Pharloom, with its own story, so newcomers can start here. The first game adds context to Hornet’s past.',
      },
      healing: {
        question: 'How does healing work?',
        answer: 'Landing hits fills Hornet’s silk spool. With a full spool she can Bind, restoring three masks of health. Resting at a bench restores all of it.',
      },
      coop: {
        question: 'Is there multiplayer or co-op?',
        answer: 'No. Silksong is a single-player game.',
      },
      maps: {
        question: 'Where do I find maps?',
        answer: 'Most maps are sold by Shakra, the wandering cartographer. Listen for her singing when you enter a new area.',
      },
    },
    technical: {
      title: 'Technical',
      pc: {
        question: 'What PC do I need?',
        answer: 'Silksong is a 2D game with modest needs. Our minimum and recommended specifications are on the platforms and system requirements page; they are Silksong Hub’s estimates, so check your store for the official list.',
      },
      console: {
        question: 'How does Silksong run on consoles?',
        answer: 'Our performance table lists a target resolution and frame rate for each console. They are Silksong Hub’s estimates, each marked as confirmed or pending.',
      },
      controller: {
        question: 'Can I play with a controller on PC?',
        answer: 'Yes. The PC version supports controllers as well as keyboard.',
      },
      account: {
        question: 'Do I need an account to use this site?',
        answer: 'No. Silksong Hub has no accounts and sets no cookies; every page is open to everyone.',
      },
    },
    more: {
      heading: 'Still have a question?',
      text: 'Fans in the community channels know the game inside out, and corrections to these answers are welcome.',
      community: 'Meet the community',
      contact: 'Contact Silksong Hub',
    },
  },
  community: {
    fans: 'Fan communities',
    official: 'Official channels',
    links: {
      forum: 'The Silksong community on Reddit: news, discoveries, fan art and help from other players.',
      social: 'The large Hollow Knight Discord server, for chatting about Silksong in real time.',
      wiki: 'A community-written wiki about Hollow Knight and Silksong: areas, bosses, tools and lore.',
      shortPost: 'Announcements straight from Team Cherry, the makers of the game.',
      video: 'Team Cherry’s channel with the official trailers.',
    },
    etiquette: {
      heading: 'Be kind, mind spoilers',
      kind: 'Be kind and patient: every player was new to Pharloom once.',
      spoilers: 'Mark spoilers, and keep late-game bosses, story twists and endings out of titles and thumbnails.',
      progress: 'When you ask for help, say how far you are, so others can answer without spoiling the rest.',
      rules: 'Every community has its own rules; read them before you post.',
    },
  },
  contact: {
    corrections: {
      heading: 'Corrections and suggestions',
      text: 'Spotted a mistake, or missing something? Silksong Hub has no contact form or e-mail address. Corrections and suggestions are welcome through the community channels listed on our community page.',
      link: 'Go to the community channels',
    },
    unofficial: {
      heading: 'An unofficial fan site',
      text: 'Silksong Hub is made by fans. It is not affiliated with or endorsed by Team Cherry, and it cannot help with purchases, refunds or problems in the game.',
      support: 'For game support, contact Team Cherry:',
      link: 'Team Cherry’s website',
    },
  },
  encyclopaedia: {
    siteRating: 'Difficulty, type, rarity and area type are this site’s own classification, not the game’s.',
    fallback: 'This entry has not been translated into your language yet, so it is shown in English.',
    empty: 'The entries cannot be shown right now. Please try again in a few minutes.',
    count: '{{count}} entries',
    featured: 'Featured',
    all: 'All',
    filter: 'Filter by {{what}}',
    noMatch: 'No entry matches this filter.',
    readEntry: 'Full entry: {{name}}',
    sources: 'Sources',
    sourcesNote: 'Written in our own words from these pages.',
    labels: {
      act: 'Act',
      story: 'Story',
      required: 'Required to finish the story',
      optional: 'Optional',
      foughtIn: 'Fought in',
      drops: 'Leaves or unlocks',
      category: 'In-game category',
      getIt: 'Where to get it',
      givenBy: 'Given by defeating',
      foundIn: 'Found in',
      bossesHere: 'Bosses fought here',
      connects: 'Connected areas',
      strategy: 'Strategy',
      tips: 'Tips',
      lore: 'Lore',
      features: 'Features',
      released: 'Published',
      analysis: 'Analysis',
      watch: 'Watch on YouTube',
      seeAll: 'See all {{count}}',
    },
    act: 'Act {{act}}',
    category: {
      'red-tool': 'Red tool',
      'blue-tool': 'Blue tool',
      'yellow-tool': 'Yellow tool',
      crest: 'Crest',
      'silk-skill': 'Silk skill',
      ability: 'Ability',
      'key-item': 'Key item',
      consumable: 'Consumable',
      material: 'Material',
      upgrade: 'Upgrade',
    },
    collections: {
      boss: 'All bosses',
      items: 'All items',
      map: 'All areas',
      trailers: 'Official trailers',
    },
    seo: {
      boss: { title: '{{name}}: Silksong Boss Guide', description: '{{name}} in Hollow Knight: Silksong: where the fight is, how to win it and what it leaves behind.' },
      item: { title: '{{name}}: Silksong Item Guide', description: '{{name}} in Hollow Knight: Silksong: what it does, where to get it and how to use it.' },
      zone: { title: '{{name}}: Silksong Area Guide', description: '{{name}} in Hollow Knight: Silksong: what you find there, its bosses, its lore and where it leads.' },
      trailer: { title: '{{title}} – Silksong Trailer', description: 'Watch “{{title}}” and read what the official Hollow Knight: Silksong trailer showed.' },
    },
    trailers: {
      heading: 'Official trailers',
      intro: 'Every official Hollow Knight: Silksong trailer, newest first, with what each one revealed.',
      video: 'Video: {{title}}',
    },
  },
};

export type Dict = typeof en;
export default en;
