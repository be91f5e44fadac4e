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
};

export type Dict = typeof en;
export default en;
