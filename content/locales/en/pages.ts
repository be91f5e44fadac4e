/**
 * The English page prose: the running text, lists of facts, FAQ answers, timeline entries and
 * platform descriptions that pages show. UI strings (labels, buttons, headings of the page's own
 * sections, SEO blocks) stay in content/i18n/. The other languages are typed by this record
 * (`Pages`), so a missing or extra text fails `npm run typecheck`. `{{name}}` is filled in by the page.
 */
export const pages = {
  home: {
    launch: {
      text: 'Hollow Knight: Silksong launched on {{date}} on PC, PlayStation, Xbox and Nintendo Switch, at the same moment all over the world.',
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
      text: 'Watch Team Cherry\'s trailer for Hollow Knight: Silksong.',
    },
  },
  release: {
    date: {
      text: 'Silksong launched on every platform at the same moment around the world, so the local date and time depend on where you are.',
    },
    timezones: {
      note: 'These times are this site\'s estimates from before launch, not Team Cherry\'s official schedule. The official unlock came later in the day; your store shows the exact time for your region.',
    },
    timeline: {
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
      confirmed: {
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
        intro: 'Fan speculation from before launch. These were theories, not facts.',
        items: {
          shadowDrop: 'Fans speculated the game would be "shadow-dropped": released without warning during a showcase.',
          dlc: 'Fans hoped for free content after launch, as Hollow Knight received several free content packs.',
          lore: 'Fans theorised about hidden links between the stories of Pharloom and Hallownest.',
        },
      },
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
    pc: {
      estimate: 'These are this site\'s estimates, not Team Cherry\'s official system requirements. The store page lists the official ones.',
      ssd: 'SSD recommended',
      notes: {
        minimum: 'Keyboard or controller.',
        recommended: 'A controller makes the platforming more comfortable.',
      },
    },
    console: {
      note: 'Resolution and framerate targets are this site\'s estimates, not official specifications.',
    },
    tips: {
      drivers: 'Update your graphics drivers.',
      ssd: 'Install the game on an SSD for shorter loading.',
      background: 'Close browsers, recording tools and overlays you do not need while playing.',
      refresh: 'Match the frame rate to your display\'s refresh rate to avoid screen tearing.',
      laptop: 'On a laptop, plug in the charger and make sure the game uses the dedicated graphics card.',
    },
    releaseInfo: {
      text: 'Silksong launched on {{date}} on every platform at the same moment, and on Xbox Game Pass from day one.',
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
      text: 'The editions and prices on this page are this site\'s estimates from before launch, not official offers or prices. Team Cherry did not offer pre-orders, and the official price is lower: check the store pages for current prices.',
    },
    bonuses: {
      game: 'The full game',
      soundtrack: 'Digital soundtrack',
      artbook: 'Digital art book',
      wallpapers: 'Digital wallpapers',
    },
    buttonNote: 'This was our estimate from before launch. No pre-orders were offered: the game went on sale on release day.',
    stay: {
      text: 'Follow the news or subscribe to our newsletter to hear about new editions and offers.',
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
  faq: {
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
      text: 'Fans in the community channels know the game inside out, and corrections to these answers are welcome.',
    },
  },
  community: {
    links: {
      forum: 'The Silksong community on Reddit: news, discoveries, fan art and help from other players.',
      social: 'The large Hollow Knight Discord server, for chatting about Silksong in real time.',
      wiki: 'A community-written wiki about Hollow Knight and Silksong: areas, bosses, tools and lore.',
      shortPost: 'Announcements straight from Team Cherry, the makers of the game.',
      video: 'Team Cherry’s channel with the official trailers.',
    },
    etiquette: {
      kind: 'Be kind and patient: every player was new to Pharloom once.',
      spoilers: 'Mark spoilers, and keep late-game bosses, story twists and endings out of titles and thumbnails.',
      progress: 'When you ask for help, say how far you are, so others can answer without spoiling the rest.',
      rules: 'Every community has its own rules; read them before you post.',
    },
  },
  contact: {
    corrections: {
      text: 'Spotted a mistake, or missing something? Silksong Hub has no contact form or e-mail address. Corrections and suggestions are welcome through the community channels listed on our community page.',
    },
    unofficial: {
      text: 'Silksong Hub is made by fans. It is not affiliated with or endorsed by Team Cherry, and it cannot help with purchases, refunds or problems in the game.',
      support: 'For game support, contact Team Cherry:',
    },
  },
  news: {
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
    implications: 'Every announcement changes how you plan your time in Pharloom: where to play, what Hornet can do and what to prepare for. Our guides follow up on news like this with practical tips.',
  },
};

export type Pages = typeof pages;
