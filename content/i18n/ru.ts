import type { Dict } from './en.ts';

const ru: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: 'Неофициальный фанатский гид по Hollow Knight: Silksong: новости, время выхода, платформы и гайды.',
    unofficial: 'Неофициальный фанатский сайт. Не связан с Team Cherry.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Основная навигация',
    overview: 'Обзор',
    home: 'Главная',
    releaseDate: 'Дата выхода',
    platforms: 'Платформы',
    preorder: 'Предзаказ',
    systemRequirements: 'Системные требования',
    news: 'Новости',
    guides: 'Гайды',
    faq: 'Частые вопросы',
    search: 'Поиск',
    community: 'Сообщество',
    contact: 'Контакты',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Первые шаги',
    boss: 'Боссы',
    items: 'Предметы',
    map: 'Карта',
  },
  header: {
    skipToContent: 'Перейти к содержимому',
    homeLink: 'Silksong Hub — главная',
    openSearch: 'Открыть поиск',
    closeSearch: 'Закрыть поиск',
    searchLabel: 'Поиск по сайту',
    searchPlaceholder: 'Новости, гайды, частые вопросы…',
    searchSubmit: 'Найти',
    openMenu: 'Меню',
    closeMenu: 'Закрыть меню',
    language: 'Язык',
    currentLanguage: 'Текущий язык',
    outbound: 'Ссылки на сообщество',
    forum: 'Форум (Reddit)',
    social: 'Соцсеть (Discord)',
    wiki: 'Вики',
  },
  footer: {
    social: 'Следите за игрой',
    shortPost: 'Team Cherry в X',
    forum: 'Форум Silksong на Reddit',
    wiki: 'Вики по Silksong',
    video: 'Team Cherry на YouTube',
    socialNetwork: 'Discord-сервер Hollow Knight',
    languages: 'Языки',
    sitemap: 'Все страницы',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong — товарный знак Team Cherry.',
  },
  breadcrumbs: {
    label: 'Навигационная цепочка',
  },
  sidebar: {
    title: 'Похожие страницы',
  },
  common: {
    loading: 'Загрузка…',
    somethingWentWrong: 'Что-то пошло не так',
    serverErrorText: 'Сейчас страницу не удаётся отобразить. Попробуйте ещё раз чуть позже.',
    tryAgain: 'Перезагрузить страницу',
    externalLink: '(откроется в новой вкладке)',
    faqTitle: 'Частые вопросы',
  },
  notFound: {
    code: '404',
    title: 'Упс! Страница не найдена',
    text: 'Страница, которую вы ищете, не существует или была перемещена.',
    returnHome: 'Вернуться на главную',
  },
  newsletter: {
    title: 'Будьте в курсе',
    text: 'Новости о Silksong на вашу почту несколько раз в год. Без спама.',
    label: 'Адрес электронной почты',
    placeholder: 'vy@primer.ru',
    submit: 'Подписаться',
    submitting: 'Оформляем подписку…',
    successTitle: 'Подписка оформлена!',
    successText: 'Спасибо, что подписались на нашу рассылку.',
    failureTitle: 'Не удалось подписаться',
    failureText: 'Не удалось оформить подписку. Попробуйте ещё раз.',
    invalid: 'Введите корректный адрес электронной почты.',
    rateLimited: 'Слишком много попыток. Подождите минуту и попробуйте снова.',
    dismiss: 'Закрыть',
    notifications: 'Уведомления',
  },
  widgets: {
    countdown: {
      title: 'Обратный отсчёт до релиза',
      days: 'Дни',
      hours: 'Часы',
      minutes: 'Минуты',
      seconds: 'Секунды',
      finished: 'Ожидание окончено!',
      finishedText: 'Hollow Knight: Silksong уже вышла на ПК, PlayStation, Xbox и Nintendo Switch.',
    },
    video: {
      unavailable: 'Видео недоступно',
      watch: 'Смотреть на YouTube',
    },
    share: {
      share: 'Поделиться',
      copied: 'Ссылка скопирована в буфер обмена',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong — выход, платформы, новости и гайды',
      description: 'Всё о Hollow Knight: Silksong в одном месте: дата и время выхода, платформы, требования к ПК, издания для предзаказа, новости и гайды для новичков.',
      keywords: 'Hollow Knight Silksong, Silksong, Силксонг, Хорнет, Team Cherry, дата выхода, новости, гайды',
    },
    releaseDate: {
      title: 'Дата выхода Silksong и время релиза по всему миру',
      description: 'Hollow Knight: Silksong вышла 4 сентября 2025 г. по всему миру. Узнайте время релиза в вашем часовом поясе, историю разработки и подтверждённые факты.',
      keywords: 'дата выхода Silksong, время выхода Silksong, Silksong часовой пояс, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Платформы Silksong и системные требования для ПК',
      description: 'Hollow Knight: Silksong на ПК, PlayStation, Xbox и Nintendo Switch: версии, производительность на консолях, минимальные и рекомендуемые требования к ПК.',
      keywords: 'платформы Silksong, системные требования Silksong, требования Silksong к ПК, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Системные требования Silksong: минимальные и рекомендуемые',
      description: 'Минимальные и рекомендуемые требования Hollow Knight: Silksong к ПК, целевая производительность на консолях и советы для плавной игры.',
      keywords: 'системные требования Silksong, минимальные требования Silksong, рекомендуемые требования Silksong, Silksong ПК',
    },
    steam: {
      title: 'Silksong в Steam (ПК): версия, достижения, производительность',
      description: 'Hollow Knight: Silksong на ПК в Steam: подробности о версии, достижения, производительность и возможности.',
      keywords: 'Silksong Steam, Silksong ПК, достижения Silksong',
    },
    playstation: {
      title: 'Silksong на PlayStation 4 и 5: версия и производительность',
      description: 'Hollow Knight: Silksong на PlayStation: подробности о версии, трофеи, целевая производительность и возможности.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, трофеи Silksong',
    },
    xbox: {
      title: 'Silksong на Xbox и в Game Pass: версия и производительность',
      description: 'Hollow Knight: Silksong на Xbox Series X|S, Xbox One и в Game Pass: подробности о версии, достижения, целевая производительность и возможности.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, достижения Silksong',
    },
    nintendo: {
      title: 'Silksong на Nintendo Switch: версия и производительность',
      description: 'Hollow Knight: Silksong на Nintendo Switch и Switch 2: подробности о версии, производительность в стационарном и портативном режимах, возможности.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong в портативном режиме',
    },
    preorder: {
      title: 'Предзаказ Silksong: издания и региональные цены',
      description: 'Сравните стандартное, делюкс- и цифровое коллекционное издания Hollow Knight: Silksong и примерные цены в вашем регионе.',
      keywords: 'предзаказ Silksong, цена Silksong, издания Silksong, Silksong делюкс-издание',
    },
    news: {
      title: 'Новости Hollow Knight: Silksong',
      description: 'Последние новости о Hollow Knight: Silksong: анонсы, обновления, патчи и события — сначала самые свежие.',
      keywords: 'новости Silksong, обновления Hollow Knight Silksong, патч Silksong, новости Team Cherry',
    },
    guides: {
      title: 'Гайды по Hollow Knight: Silksong',
      description: 'Гайды по Hollow Knight: Silksong: первые шаги, боссы, предметы и карта Фарлума.',
      keywords: 'гайд Silksong, советы Silksong, боссы Silksong, карта Silksong, предметы Silksong',
    },
    gettingStarted: {
      title: 'Silksong для новичков: первые шаги и полезные советы',
      description: 'Уверенный старт в Hollow Knight: Silksong: передвижение, бой, лечение с помощью шёлка и исследование Фарлума — объясняем для новичков.',
      keywords: 'Silksong гайд для новичков, советы Silksong, Silksong первые шаги, приёмы Хорнет',
    },
    boss: {
      title: 'Боссы Silksong: сложность, расположение и советы',
      description: 'Ключевые боссы Hollow Knight: Silksong: сложность, где их найти и как подступиться к каждому бою.',
      keywords: 'боссы Silksong, гайд по боссам Silksong, где найти боссов Silksong',
    },
    items: {
      title: 'Предметы Silksong: оружие, инструменты и не только',
      description: 'Предметы Hollow Knight: Silksong по типу и редкости: оружие, инструменты, амулеты и расходники.',
      keywords: 'предметы Silksong, инструменты Silksong, гербы Silksong, гайд Silksong',
    },
    map: {
      title: 'Карта Silksong: локации Фарлума',
      description: 'Локации Фарлума в Hollow Knight: Silksong: тип, сложность и что можно найти в каждой из них.',
      keywords: 'карта Silksong, карта Фарлума, локации Silksong, области Silksong',
    },
    faq: {
      title: 'Частые вопросы о Hollow Knight: Silksong',
      description: 'Ответы на частые вопросы о Hollow Knight: Silksong: релиз, геймплей и технические подробности.',
      keywords: 'Silksong FAQ, вопросы о Silksong, ответы Silksong',
    },
    search: {
      title: 'Поиск по Silksong Hub',
      description: 'Поиск по новостям, гайдам, страницам платформ и частым вопросам на Silksong Hub.',
      keywords: 'поиск Silksong',
    },
    community: {
      title: 'Сообщество Silksong: форумы, вики и соцсети',
      description: 'Где собираются фанаты Hollow Knight: Silksong: форумы, вики, Discord и официальные каналы.',
      keywords: 'сообщество Silksong, Silksong Reddit, Silksong Discord, вики Silksong',
    },
    contact: {
      title: 'Связаться с Silksong Hub',
      description: 'Как связаться с командой Silksong Hub — неофициального фанатского сайта.',
      keywords: 'Silksong Hub контакты',
    },
    notFound: {
      title: 'Страница не найдена',
      description: 'Страница, которую вы ищете, не существует.',
      keywords: 'Silksong, Силксонг',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Играйте за Хорнет, принцессу-защитницу Халлоунеста, и совершите восхождение через зловещее королевство Фарлум. Всё о релизе, платформах и о том, что ждёт впереди.',
    },
    releaseDate: {
      heading: 'Дата выхода',
      intro: 'Hollow Knight: Silksong вышла 4 сентября 2025 г. одновременно по всему миру.',
    },
    platforms: {
      heading: 'Платформы и системные требования',
      intro: 'Silksong доступна на ПК, PlayStation, Xbox и Nintendo Switch. Рассказываем, что предлагает каждая версия и что нужно вашему ПК.',
    },
    steam: {
      heading: 'Silksong в Steam',
      intro: 'Версия для ПК в Steam с достижениями и поддержкой клавиатуры и геймпадов.',
    },
    playstation: {
      heading: 'Silksong на PlayStation',
      intro: 'Silksong на PlayStation 4 и PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong на Xbox',
      intro: 'Silksong на Xbox Series X|S и Xbox One — в Game Pass с первого дня.',
    },
    nintendo: {
      heading: 'Silksong на Nintendo Switch',
      intro: 'Silksong на Nintendo Switch и Nintendo Switch 2 — в стационарном и портативном режимах.',
    },
    preorder: {
      heading: 'Предзаказ',
      intro: 'Сравните издания и примерные цены в вашем регионе.',
    },
    news: {
      heading: 'Новости',
      intro: 'Анонсы, обновления и события вокруг Hollow Knight: Silksong — сначала самые свежие.',
    },
    newsArticle: {
      heading: 'Новость',
      intro: '',
    },
    guides: {
      heading: 'Гайды',
      intro: 'Найдите свой путь в Фарлуме: первые шаги, боссы, предметы и карта.',
    },
    gettingStarted: {
      heading: 'Первые шаги',
      intro: 'Первые часы в Фарлуме: как Хорнет передвигается, сражается и лечится.',
    },
    boss: {
      heading: 'Гайд по боссам',
      intro: 'Ключевые боссы: сложность, где их найти и как к ним подступиться.',
    },
    items: {
      heading: 'Гайд по предметам',
      intro: 'Оружие, инструменты, амулеты и расходники с указанием типа и редкости.',
    },
    map: {
      heading: 'Гайд по карте',
      intro: 'Локации Фарлума — от замшелых глубин до цитадели на вершине.',
    },
    faq: {
      heading: 'Частые вопросы',
      intro: 'Короткие ответы о релизе, геймплее и технической стороне игры.',
    },
    search: {
      heading: 'Поиск',
      intro: 'Ищите новости, гайды, страницы платформ и ответы на частые вопросы.',
    },
    community: {
      heading: 'Сообщество',
      intro: 'Место, где фанаты Silksong общаются, делятся находками и помогают друг другу.',
    },
    contact: {
      heading: 'Контакты',
      intro: 'Silksong Hub — неофициальный сайт, который ведут фанаты.',
    },
  },
  home: {
    launch: {
      title: 'Уже вышла',
      text: 'Hollow Knight: Silksong вышла {{date}} на ПК, PlayStation, Xbox и Nintendo Switch — одновременно по всему миру.',
      trailer: 'Релизный трейлер',
      platforms: 'Где поиграть',
    },
    story: {
      hornet: {
        title: 'Играйте за Хорнет',
        text: 'Хорнет, принцессу-защитницу Халлоунеста, берут в плен и увозят в Фарлум — незнакомое королевство, где правят шёлк и песня. Теперь ей предстоит с боем пробиться к вершине королевства.',
        alt: 'Маленькая фигурка в плаще с иглой в руке стоит у подножия тёмной пещеры, опутанной нитями.',
      },
      foes: {
        title: 'Более 150 новых врагов',
        text: 'В Фарлуме обитает более 150 новых врагов — от юрких ползунов до исполинских боссов. Хорнет сражается стремительно и акробатично: бейте, уклоняйтесь и не стойте на месте.',
        alt: 'Светящиеся глаза и острые силуэты насекомых притаились в туманной лощине.',
      },
      silk: {
        title: 'Шёлк, инструменты и песня',
        text: 'Залечивайте раны шёлком, применяйте шёлковые навыки и берите инструменты, которые переломят ход боя, а заодно выполняйте поручения жуков Фарлума. Новый саундтрек написал Christopher Larkin, композитор Hollow Knight.',
        alt: 'Серебряные нити тянутся сквозь тьму к далёкой цитадели под бледной луной.',
      },
    },
    trailer: {
      title: 'Официальный трейлер',
      text: 'Смотрите трейлер Hollow Knight: Silksong от Team Cherry.',
      video: 'Официальный трейлер Hollow Knight: Silksong',
    },
    stores: {
      title: 'Где купить',
      steam: 'Silksong в Steam (магазин для ПК)',
      gog: 'Silksong в GOG (магазин для ПК без DRM)',
      humble: 'Silksong в Humble Store (магазин бандлов)',
      gamePass: 'Silksong в Xbox Game Pass',
      ps4: 'Silksong на PlayStation 4',
      ps5: 'Silksong на PlayStation 5',
      switch: 'Silksong на Nintendo Switch',
      switch2: 'Silksong на Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Подтверждённая дата',
      worldwide: 'Одновременный релиз по всему миру',
      text: 'Silksong вышла на всех платформах в один и тот же момент по всему миру, поэтому местные дата и время зависят от того, где вы находитесь.',
    },
    timezones: {
      title: 'Время выхода в вашем часовом поясе',
      caption: 'Примерное время выхода по часовым поясам',
      time: 'Время',
      zone: 'Пояс',
      name: 'Название',
      note: 'Это время — оценки нашего сайта, сделанные до релиза, а не официальное расписание Team Cherry. Официально игра открылась позже в тот же день; точное время для вашего региона указано в магазине.',
      names: {
        utc: 'Всемирное координированное время',
        pst: 'Тихоокеанское стандартное время',
        est: 'Восточное стандартное время (США)',
        cet: 'Центральноевропейское время',
        hkt: 'Гонконгское время',
        jst: 'Японское стандартное время',
      },
    },
    timeline: {
      title: 'История разработки',
      announcement: {
        title: 'Анонс',
        text: 'Team Cherry представила Silksong трейлером. Изначально игра задумывалась как дополнение с Хорнет в главной роли, но выросла в полноценный сиквел.',
      },
      showcase: {
        title: 'Презентация',
        text: 'Silksong показали на Xbox & Bethesda Games Showcase и подтвердили, что игра будет в Xbox Game Pass с первого дня.',
      },
      updates: {
        title: 'Затишье',
        text: 'Разработка шла тихо, и Team Cherry почти не делилась новостями.',
      },
      release: {
        title: 'Релиз',
        text: 'Team Cherry объявила дату, и {{date}} игра вышла по всему миру.',
      },
    },
    known: {
      title: 'Факты и слухи',
      confirmed: {
        title: 'Подтверждено',
        items: {
          hornet: 'Вы играете за Хорнет, принцессу-защитницу Халлоунеста.',
          pharloom: 'Действие происходит в Фарлуме — новом королевстве, где правят шёлк и песня.',
          teamCherry: 'Разработчик и издатель — Team Cherry, создатели Hollow Knight.',
          platforms: 'Игра доступна на ПК (Steam, GOG, Humble Store), PlayStation 4 и 5, Xbox Series X|S и Xbox One, Nintendo Switch и Nintendo Switch 2.',
          gamePass: 'Игра вошла в Xbox Game Pass с первого дня.',
          music: 'Музыку написал Christopher Larkin.',
        },
      },
      rumoured: {
        title: 'Слухи',
        intro: 'Догадки фанатов до релиза. Это были теории, а не факты.',
        items: {
          shadowDrop: 'Фанаты предполагали «теневой релиз» — выход игры без предупреждения прямо во время презентации.',
          dlc: 'Фанаты надеялись на бесплатный контент после релиза — ведь Hollow Knight получила несколько бесплатных дополнений.',
          lore: 'Фанаты строили теории о скрытых связях между историями Фарлума и Халлоунеста.',
        },
      },
    },
    next: {
      title: 'Спланируйте прохождение',
      preorder: 'Издания и цены предзаказа',
      platforms: 'Платформы вкратце',
      systemRequirements: 'Системные требования для ПК',
    },
    faq: {
      when: {
        question: 'Когда вышла Hollow Knight: Silksong?',
        answer: '4 сентября 2025 г., сразу на всех платформах.',
      },
      sameTime: {
        question: 'Silksong вышла везде одновременно?',
        answer: 'Да. Релиз был одновременным по всему миру, поэтому местное время зависело от вашего часового пояса. В таблице на этой странице — оценки нашего сайта, сделанные до релиза.',
      },
      platforms: {
        question: 'На каких платформах вышла Silksong?',
        answer: 'ПК (Steam, GOG и Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch и Nintendo Switch 2.',
      },
      gamePass: {
        question: 'Есть ли Silksong в Xbox Game Pass?',
        answer: 'Да. Игра входит в Game Pass с первого дня — и на консолях Xbox, и на ПК.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Платформы вкратце',
      version: 'Версия',
      achievements: 'Достижения',
      performance: 'Производительность',
      unconfirmed: 'Не подтверждено',
      gamePass: 'Game Pass',
      details: 'Подробнее: {{platform}}',
    },
    platforms: {
      steam: {
        version: 'ПК на Windows, macOS или Linux',
        achievements: 'Достижения Steam',
        performance: 'Зависит от вашего железа; сравните его с нашими примерными требованиями к ПК.',
        features: {
          systems: 'Работает на Windows, macOS и Linux',
          controls: 'Поддержка клавиатуры и геймпадов',
          drmFree: 'Также продаётся без DRM в GOG и Humble Store',
        },
      },
      playstation: {
        version: 'PlayStation 4 и PlayStation 5',
        achievements: 'Трофеи PlayStation',
        performance: 'Наша оценка: 4K при 60 FPS на PlayStation 5.',
        features: {
          native: 'Доступна и на PlayStation 4, и на PlayStation 5',
          trophies: 'Трофеи для коллекции',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One и ПК с Game Pass',
        achievements: 'Достижения Xbox',
        performance: 'Наша оценка: 4K при 60 FPS на Series X, 1440p при 60 FPS на Series S.',
        features: {
          gamePass: 'В Xbox Game Pass с первого дня',
          consoles: 'Работает на Xbox Series X|S и Xbox One',
          pc: 'Также на ПК через Game Pass',
        },
      },
      nintendo: {
        version: 'Nintendo Switch и Nintendo Switch 2',
        achievements: 'Нет: у консолей Nintendo нет системы достижений',
        performance: 'Цель — 1080p в стационарном режиме и 720p в портативном при 60 FPS; данные для Switch 2 неизвестны.',
        features: {
          modes: 'Играйте на телевизоре или в портативном режиме',
          switch2: 'Также работает на Nintendo Switch 2',
        },
      },
    },
    pc: {
      title: 'Системные требования для ПК',
      estimate: 'Это оценки нашего сайта, а не официальные системные требования Team Cherry. Официальные указаны на странице игры в магазине.',
      minimum: 'Минимальные требования к ПК (оценка сайта)',
      recommended: 'Рекомендуемые требования к ПК (оценка сайта)',
      component: 'Компонент',
      requirement: 'Требование',
      os: 'Операционная система',
      processor: 'Процессор',
      memory: 'Оперативная память',
      graphics: 'Видеокарта',
      directx: 'Версия DirectX',
      storage: 'Место на диске',
      additional: 'Дополнительно',
      ssd: 'Рекомендуется SSD',
      notes: {
        minimum: 'Клавиатура или геймпад.',
        recommended: 'С геймпадом платформинг удобнее.',
      },
    },
    console: {
      title: 'Производительность на консолях',
      caption: 'Целевая производительность на консолях (оценки сайта)',
      note: 'Целевые разрешение и частота кадров — оценки нашего сайта, а не официальные характеристики.',
      platform: 'Платформа',
      resolution: 'Целевое разрешение',
      framerate: 'Целевая частота кадров',
      features: {
        title: 'Особенности',
        trophies: 'Трофеи',
        portable: 'Стационарный и портативный режимы',
      },
      status: 'Статус',
      confirmed: 'Подтверждено',
      pending: 'Ожидает подтверждения',
      docked: 'в стационарном режиме',
      handheld: 'в портативном режиме',
    },
    tips: {
      title: 'Советы по оптимизации',
      drivers: 'Обновите драйверы видеокарты.',
      ssd: 'Установите игру на SSD, чтобы загрузки были короче.',
      background: 'Закройте ненужные во время игры браузеры, программы записи и оверлеи.',
      refresh: 'Согласуйте частоту кадров с частотой обновления монитора, чтобы избежать разрывов изображения.',
      laptop: 'На ноутбуке подключите зарядку и убедитесь, что игра использует дискретную видеокарту.',
    },
    releaseInfo: {
      title: 'Информация о релизе',
      text: 'Silksong вышла {{date}} одновременно на всех платформах, а в Xbox Game Pass — с первого дня.',
      link: 'Время выхода и история разработки',
    },
    faq: {
      run: {
        question: 'Пойдёт ли Silksong на моём ПК?',
        answer: 'Сравните свой ПК с нашими примерными минимальными требованиями выше, а перед покупкой проверьте официальные требования на странице игры в магазине.',
      },
      macLinux: {
        question: 'Есть ли версия для Mac или Linux?',
        answer: 'Да. На ПК игра работает на Windows, macOS и Linux.',
      },
      ssd: {
        question: 'Нужен ли SSD?',
        answer: 'Наши примерные минимальные требования его не предполагают, но SSD сокращает время загрузки, поэтому мы его рекомендуем.',
      },
    },
    detail: {
      overview: 'Коротко',
      features: 'Возможности',
      store: 'Перейти в магазин',
      back: 'Назад к обзору платформ',
      faq: {
        steam: {
          achievements: {
            question: 'Есть ли в Silksong достижения Steam?',
            answer: 'Да, в версии для Steam есть достижения.',
          },
          drmFree: {
            question: 'Можно ли купить Silksong без DRM?',
            answer: 'Да. Помимо Steam, версия для ПК продаётся без DRM в GOG, а также доступна в Humble Store.',
          },
        },
        playstation: {
          versions: {
            question: 'Вышла ли Silksong на PlayStation 4 и PlayStation 5?',
            answer: 'Да, игра доступна на обеих консолях.',
          },
          trophies: {
            question: 'Есть ли в Silksong трофеи?',
            answer: 'Да, в версиях для PlayStation есть трофеи.',
          },
        },
        xbox: {
          consoles: {
            question: 'На каких консолях Xbox можно играть в Silksong?',
            answer: 'Xbox Series X, Xbox Series S и Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: 'Можно ли играть в Silksong на Nintendo Switch 2?',
            answer: 'Да, игра работает на Nintendo Switch 2, а также на оригинальной Nintendo Switch.',
          },
          handheld: {
            question: 'Можно ли играть в Silksong в портативном режиме?',
            answer: 'Да, играть можно на телевизоре или в портативном режиме.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'Об этих изданиях и ценах',
      text: 'Издания и цены на этой странице — оценки нашего сайта, сделанные до релиза, а не официальные предложения или цены. Team Cherry не открывала предзаказ, а официальная цена ниже: актуальные цены смотрите на страницах магазинов.',
    },
    editions: {
      title: 'Издания',
      standard: 'Стандартное издание',
      deluxe: 'Делюкс-издание',
      collector: 'Цифровое коллекционное издание',
      mostPopular: 'Самое популярное',
      price: 'Примерная цена',
      platforms: 'Платформы',
      bonuses: 'Что входит',
      notOnSwitch: 'Нет на Nintendo Switch',
    },
    bonuses: {
      game: 'Полная версия игры',
      soundtrack: 'Цифровой саундтрек',
      artbook: 'Цифровой артбук',
      wallpapers: 'Цифровые обои',
    },
    button: 'Предзаказ откроется в начале 2025 года',
    buttonNote: 'Это была наша оценка до релиза. Предзаказа так и не было: игра поступила в продажу в день выхода.',
    prices: {
      title: 'Региональные цены',
      caption: 'Примерные цены по регионам',
      region: 'Регион',
      currency: 'Валюта',
      standard: 'Стандартное',
      deluxe: 'Делюкс',
      collector: 'Коллекционное',
      regions: {
        us: 'США',
        eu: 'Еврозона',
        uk: 'Великобритания',
        jp: 'Япония',
      },
    },
    stay: {
      title: 'Будьте в курсе',
      text: 'Читайте новости или подпишитесь на нашу рассылку, чтобы узнавать о новых изданиях и предложениях.',
      news: 'Читать последние новости',
      newsletter: 'Подписаться на рассылку',
    },
    faq: {
      canPreorder: {
        question: 'Можно ли оформить предзаказ Hollow Knight: Silksong?',
        answer: 'Нет. Team Cherry не открывала предзаказ: игра поступила в продажу в день выхода, 4 сентября 2025 г., на всех платформах.',
      },
      official: {
        question: 'Это официальные цены?',
        answer: 'Нет. Это оценки нашего сайта, сделанные до релиза. Официальная цена ниже; актуальную цену для вашего региона можно найти на страницах магазинов.',
      },
      collectorSwitch: {
        question: 'Есть ли цифровое коллекционное издание на Nintendo Switch?',
        answer: 'В наших оценках — нет: мы указываем его только для ПК, PlayStation и Xbox.',
      },
      updates: {
        question: 'Как узнавать о новых изданиях?',
        answer: 'Следите за нашей страницей новостей или подпишитесь на рассылку на этой странице.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Сложность',
      location: 'Где найти',
      type: 'Тип',
      rarity: 'Редкость',
      tip: 'Совет',
      features: 'Особенности',
      lateGame: 'Поздний этап',
      boss: 'Босс: {{name}}',
    },
    difficulty: {
      low: 'Низкая',
      medium: 'Средняя',
      high: 'Высокая',
      veryHigh: 'Очень высокая',
    },
    itemType: {
      weapon: 'Оружие',
      tool: 'Инструмент',
      charm: 'Амулет',
      consumable: 'Расходник',
    },
    rarity: {
      common: 'Обычный',
      uncommon: 'Необычный',
      rare: 'Редкий',
      epic: 'Эпический',
      legendary: 'Легендарный',
    },
    areaType: {
      industrial: 'Промышленная',
      nature: 'Природная',
      fortress: 'Крепость',
      aquatic: 'Водная',
    },
    hub: {
      gettingStarted: {
        description: 'Первые шаги в Фарлуме: передвижение, бой, лечение шёлком и ориентирование.',
        alt: 'Игла Хорнет и светящаяся шёлковая нить в тёмной пещере',
      },
      boss: {
        description: 'Ключевые боссы с нашей оценкой сложности: где их найти и чего ожидать.',
        alt: 'Огромный рогатый силуэт со светящимися глазами в красном тумане',
      },
      items: {
        description: 'Оружие, инструменты, амулеты и расходники — с типом, редкостью и советом для каждого.',
        alt: 'Булавка, герб и нить чёток на тёмной ткани',
      },
      map: {
        description: 'Локации Фарлума: тип, сложность и на что обратить внимание.',
        alt: 'Извилистая тропа поднимается среди тёмных скал к цитадели на вершине',
      },
    },
    gettingStarted: {
      lead: 'Silksong бросает вас в Фарлум почти без объяснений, а в королевстве обитает более 165 новых врагов. Эти основы помогут пережить первые часы и не раскроют, что ждёт впереди.',
      movement: {
        heading: 'Передвижение',
        text: 'Хорнет гораздо проворнее Рыцаря из Hollow Knight. Она быстро бегает и прыгает, хватается за края уступов и подтягивается, а сражается иглой и нитью. По пути она осваивает новые приёмы — рывок, переходящий в спринт, цепляние за стены, планирование на плаще, — и каждый открывает пути, которые раньше были недоступны.',
        tip: 'Запоминайте уступы и провалы, до которых пока не добраться: обычно их открывает одна из будущих способностей.',
      },
      combat: {
        heading: 'Основы боя',
        text: 'Хорнет бьёт иглой вперёд, вверх и вниз. Как ведёт себя каждая атака, включая удар вниз, зависит от надетого герба. Большинство врагов выдают, что собираются сделать: сначала понаблюдайте за атакой, прежде чем лезть в бой, бейте в моменты уязвимости и отходите на безопасное расстояние.',
        tip: 'Метательные инструменты вроде булавок наносят урон с безопасного расстояния, пока вы изучаете бой.',
      },
      healing: {
        heading: 'Лечение: перевязка шёлком',
        text: 'Каждый удар Хорнет добавляет шёлк на катушку под её масками. Когда катушка заполнена, используйте перевязку (Bind): Хорнет обматывает себя шёлком и сразу восстанавливает три маски. Шёлк также питает её шёлковые навыки, так что выбирайте между лечением и атакой. Отдых на скамейке полностью восстанавливает здоровье.',
        tip: 'Перевязывайтесь при первой же безопасной возможности: полная катушка не поможет, если вы погибнете.',
      },
      tools: {
        heading: 'Инструменты и гербы',
        text: 'Вместо амулетов Хорнет экипирует инструменты в ячейки своего герба. Красные инструменты, например метательные булавки, применяются активно, а число их использований ограничено — оно пополняется за осколки панциря, когда Хорнет отдыхает на скамейке. Синие инструменты помогают в защите, жёлтые — в исследовании. Каждый герб меняет атаки Хорнет и даёт свой набор ячеек; гербы и инструменты меняются на скамейках.',
        tip: 'Подбирайте осколки панциря, которые выпадают из врагов: без них красные инструменты останутся пустыми.',
      },
      exploring: {
        heading: 'Исследование Фарлума',
        text: 'Поначалу карт у Хорнет нет. Большинство из них продаёт картограф Shakra: прислушивайтесь к её пению, когда входите в новую область. Скамейки — места отдыха Фарлума: присев на скамейку, Хорнет восстанавливает здоровье, и именно сюда она вернётся, если погибнет. Чётками, валютой королевства, оплачиваются карты, скамейки и многое другое, а позже сеть Bellways позволит Хорнет быстро перемещаться между далёкими местами.',
        tip: 'Покупайте карту области пораньше: блуждание вслепую в итоге обойдётся в большее число чёток.',
      },
      quests: {
        heading: 'Задания: желания',
        text: 'Жуки Фарлума вывешивают свои просьбы — желания — на досках желаний; в городе Bellhart такая доска увешана ими целиком. Желания просят собрать предметы, выследить определённых существ или куда-то отправиться, а в награду дают чётки и полезные предметы.',
        tip: 'Заглядывайте к доскам всякий раз, проходя через город: по мере развития сюжета появляются новые желания.',
      },
    },
    boss: {
      ratingNote: 'Сложность — собственная оценка Silksong Hub для первой встречи, а не официальные данные.',
      spoilerNote: 'Записи с пометкой «Поздний этап» называют босса из финала истории; пропустите их, чтобы избежать подсказок.',
      mossMother: {
        name: 'Moss Mother',
        location: 'Moss Grotto',
        description: 'Первый настоящий босс путешествия, который поджидает в замшелых пещерах неподалёку от начала. Сражается в воздухе, так что это честная проверка умения бить в верхней точке прыжка.',
      },
      bellBeast: {
        name: 'Bell Beast',
        location: 'The Marrow',
        description: 'Огромный бронированный зверь, опутанный шёлком. Он носится по всей арене, так что не стойте на месте; победа над ним открывает Bellways — транспортную сеть Фарлума.',
      },
      lace: {
        name: 'Lace',
        location: 'Deep Docks (первая встреча)',
        description: 'Быстрая дуэлянтка с собственной иглой, которая не раз встанет на пути Хорнет. Бейте после её серий ударов, а не во время них.',
      },
      fourthChorus: {
        name: 'Fourth Chorus',
        location: 'Far Fields',
        description: 'Исполинский великан, с которым предстоит сразиться на широкой арене. Планирование поможет уходить от его размашистых атак.',
      },
      moorwing: {
        name: 'Moorwing',
        location: 'Greymoor',
        description: 'Крупный крылатый жук, властвующий в небе над Greymoor. Бой необязательный: вернитесь позже, если он окажется не по силам.',
      },
      sisterSplinter: {
        name: 'Sister Splinter',
        location: 'Shellwood',
        description: 'Страж заросшего леса Shellwood. Победа над ней открывает умение цепляться за стены, без которого в большую часть Фарлума не попасть.',
      },
      widow: {
        name: 'Widow',
        location: 'Bellhart',
        description: 'Фанатичка, которая держит город Bellhart в шёлковой хватке. Колокола летят со всех сторон; удар иглой отбивает их.',
      },
      lastJudge: {
        name: 'Last Judge',
        location: 'Blasted Steps',
        description: 'Страж врат Цитадели на вершине Blasted Steps. Тяжёлый бой с мощными ударами в конце первой части восхождения.',
      },
      groal: {
        name: 'Groal the Great',
        location: 'Bilewater',
        description: 'Правитель народа Stilkin в зловонном болоте Bilewater. Скамеек там мало, так что готовьтесь к долгому пути обратно к арене.',
      },
      grandMotherSilk: {
        name: 'Grand Mother Silk',
        location: 'The Cradle',
        description: 'Сила, стоящая за шёлком, что опутал Фарлум; встреча с ней ждёт на самой вершине королевства. Бой позднего этапа: приходите подготовленными.',
      },
    },
    items: {
      classificationNote: 'Тип и редкость — собственная классификация Silksong Hub для удобства сравнения. Сама игра делит снаряжение на инструменты и гербы, а редкостей в ней нет.',
      needle: {
        name: 'Игла',
        description: 'Оружие Хорнет с самого первого мгновения: быстрые удары вблизи в любом направлении.',
        tip: 'Позже её урон можно повысить: ищите Pinmaster в городе Bellhart.',
      },
      hunterCrest: {
        name: 'Hunter Crest',
        description: 'Герб, с которым Хорнет начинает игру. Как и любой герб, он определяет её атаки и то, какие ячейки для инструментов ей доступны.',
        tip: 'Пробуйте каждый найденный герб: с другим гербом упорный бой может стать намного проще.',
      },
      reaperCrest: {
        name: 'Reaper Crest',
        description: 'Герб, который даёт Хорнет более медленные и широкие взмахи, похожие на удары косой.',
        tip: 'Многим игрокам его удар вниз кажется удобнее для отскоков от врагов, чем у Hunter Crest.',
      },
      straightPin: {
        name: 'Straight Pin',
        description: 'Красный инструмент: Хорнет метает булавки, которые летят прямо вперёд.',
        tip: 'Бейте врагов с безопасного расстояния; запас пополняется за осколки панциря на скамейках.',
      },
      tacks: {
        name: 'Tacks',
        description: 'Красный инструмент: россыпь острых шипов, которые ранят пробегающих по ним врагов.',
        tip: 'Бросайте их туда, куда враг вот-вот приземлится или ринется в атаку.',
      },
      silkspear: {
        name: 'Silkspear',
        description: 'Шёлковый навык: Хорнет метает иглу вперёд, словно копьё, расплачиваясь за это шёлком.',
        tip: 'Он расходует тот же шёлк, что и перевязка, так что оставляйте запас на лечение.',
      },
      needolin: {
        name: 'Needolin',
        description: 'Хорнет играет на игле, как на музыкальном инструменте. Жуки порой отвечают песнями и стихами, а некоторые врата, созданные Ткачами, открываются под её музыку.',
        tip: 'Играйте рядом с другими жуками и перед странными вратами.',
      },
      compass: {
        name: 'Компас',
        description: 'Жёлтый инструмент, который показывает, где Хорнет находится на карте.',
        tip: 'Его продаёт картограф Shakra; купить его стоит пораньше.',
      },
      rosaryString: {
        name: 'Rosary String',
        description: 'Чётки — бусины, которые в Фарлуме служат деньгами, — нанизанные на нить. Потратить бусины можно, только разорвав нить.',
        tip: 'Нити — надёжный способ копить; держите немного отдельных бусин для покупок.',
      },
      shellShards: {
        name: 'Shell Shards',
        description: 'Осколки панциря, которые выпадают из врагов и встречаются в блестящих залежах. Они пополняют красные инструменты Хорнет, когда она отдыхает на скамейке.',
        tip: 'Бейте по каждому блестящему камню на пути: осколки быстро накапливаются.',
      },
    },
    map: {
      ratingNote: 'Тип и сложность — собственная оценка Silksong Hub для первого посещения, а не официальные данные.',
      features: {
        journeyStart: 'Здесь начинается путешествие Хорнет',
        boneBottom: 'Рядом с Bone Bottom — маленькой деревней с лавкой',
        bellway: 'Здесь открываются Bellways — транспортная сеть Фарлума',
        forges: 'Кузни, жар и расплавленный металл',
        windyFields: 'Широкие открытые пространства и сильный ветер',
        layeredMoor: 'Туманные пустоши в несколько ярусов',
        nearBellhart: 'Граничит с городом Bellhart',
        clingGrip: 'Здесь Хорнет учится цепляться за стены',
        fierceHunters: 'Одни из самых свирепых существ начала игры',
        citadelApproach: 'Путь наверх, к Цитадели',
        foulWater: 'Вода кишит личинками: не заходите в неё',
        fewBenches: 'Мало скамеек и долгий путь обратно',
        machinery: 'Механизмы в подвалах Цитадели',
        citadelDistricts: 'Районы: Grand Gate, Choral Chambers, High Halls, Whispering Vaults',
        prison: 'Тюрьма Фарлума',
      },
      mossGrotto: {
        name: 'Moss Grotto',
        description: 'Зелёные замшелые пещеры у самого дна Фарлума.',
      },
      marrow: {
        name: 'The Marrow',
        description: 'Пещеры, усеянные костями и останками огромных древних существ.',
      },
      deepDocks: {
        name: 'Deep Docks',
        description: 'Жаркие промышленные доки в глубинах королевства, где жуки трудятся у кузниц.',
      },
      farFields: {
        name: 'Far Fields',
        description: 'Открытые, продуваемые ветром поля, где без плаща для планирования не обойтись.',
      },
      greymoor: {
        name: 'Greymoor',
        description: 'Серые туманные пустоши с придорожным трактиром для усталых путников.',
      },
      shellwood: {
        name: 'Shellwood',
        description: 'Заросший лес, полный спутанных побегов.',
      },
      huntersMarch: {
        name: 'Hunter’s March',
        description: 'Дикие охотничьи угодья, полные агрессивных существ; непростой крюк на раннем этапе.',
      },
      blastedSteps: {
        name: 'Blasted Steps',
        description: 'Долгий подъём по открытой местности к вратам Цитадели.',
      },
      bilewater: {
        name: 'Bilewater',
        description: 'Загрязнённое болото с мутной водой, тёмное и враждебное.',
      },
      underworks: {
        name: 'Underworks',
        description: 'Промышленные недра Цитадели.',
      },
      citadel: {
        name: 'Цитадель',
        description: 'Сияющий город на вершине Фарлума и цель восхождения Хорнет.',
      },
      slab: {
        name: 'The Slab',
        description: 'Мрачное, тщательно охраняемое место, куда мало кто приходит по своей воле.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'О релизе',
      price: {
        question: 'Сколько стоит Silksong?',
        answer: 'Цены зависят от магазина и региона, поэтому смотрите магазин своей платформы. Цены на нашей странице предзаказа — оценки, сделанные до релиза, а не официальные данные.',
      },
      sequel: {
        question: 'Silksong — это сиквел Hollow Knight?',
        answer: 'Да. Сначала Team Cherry задумывала её как дополнение к Hollow Knight с Хорнет в главной роли, но оно выросло в полноценный сиквел, анонсированный в феврале 2019 года.',
      },
    },
    gameplay: {
      title: 'Геймплей',
      hero: {
        question: 'За кого мы играем?',
        answer: 'За Хорнет — принцессу-защитницу Халлоунеста с иглой в руках, чей путь пересёкся с Рыцарем в Hollow Knight. Silksong — её история.',
      },
      firstGame: {
        question: 'Нужно ли сначала пройти Hollow Knight?',
        answer: 'Нет. Действие Silksong происходит в новом королевстве, Фарлуме, со своей историей, так что новички могут начать прямо с неё. Первая игра лишь добавит контекста о прошлом Хорнет.',
      },
      healing: {
        question: 'Как работает лечение?',
        answer: 'Удары по врагам наполняют шёлковую катушку Хорнет. Когда катушка полна, можно сделать перевязку и восстановить три маски здоровья. Отдых на скамейке восстанавливает здоровье полностью.',
      },
      coop: {
        question: 'Есть ли мультиплеер или кооператив?',
        answer: 'Нет. Silksong — однопользовательская игра.',
      },
      maps: {
        question: 'Где найти карты?',
        answer: 'Большинство карт продаёт странствующий картограф Shakra. Прислушивайтесь к её пению, когда входите в новую область.',
      },
    },
    technical: {
      title: 'Технические вопросы',
      pc: {
        question: 'Какой нужен ПК?',
        answer: 'Silksong — 2D-игра со скромными требованиями. Наши минимальные и рекомендуемые характеристики указаны на странице платформ и системных требований; это оценки Silksong Hub, так что официальный список смотрите в магазине.',
      },
      console: {
        question: 'Как Silksong работает на консолях?',
        answer: 'В нашей таблице производительности для каждой консоли указаны целевое разрешение и частота кадров. Это оценки Silksong Hub, и каждая помечена как подтверждённая или ожидающая подтверждения.',
      },
      controller: {
        question: 'Можно ли играть на ПК с геймпадом?',
        answer: 'Да. Версия для ПК поддерживает и геймпады, и клавиатуру.',
      },
      account: {
        question: 'Нужна ли учётная запись, чтобы пользоваться сайтом?',
        answer: 'Нет. На Silksong Hub нет учётных записей и файлов cookie; все страницы открыты для всех.',
      },
    },
    more: {
      heading: 'Остались вопросы?',
      text: 'Фанаты в каналах сообщества знают игру вдоль и поперёк, а исправления к этим ответам только приветствуются.',
      community: 'Познакомиться с сообществом',
      contact: 'Связаться с Silksong Hub',
    },
  },
  community: {
    fans: 'Фанатские сообщества',
    official: 'Официальные каналы',
    links: {
      forum: 'Сообщество Silksong на Reddit: новости, находки, фан-арт и помощь от других игроков.',
      social: 'Большой Discord-сервер Hollow Knight, где можно обсуждать Silksong в реальном времени.',
      wiki: 'Вики о Hollow Knight и Silksong, которую пишет сообщество: локации, боссы, инструменты и лор.',
      shortPost: 'Анонсы напрямую от Team Cherry, создателей игры.',
      video: 'Канал Team Cherry с официальными трейлерами.',
    },
    etiquette: {
      heading: 'Будьте доброжелательны и берегитесь спойлеров',
      kind: 'Будьте доброжелательны и терпеливы: каждый когда-то впервые попал в Фарлум.',
      spoilers: 'Помечайте спойлеры и не выносите боссов позднего этапа, сюжетные повороты и концовки в заголовки и превью.',
      progress: 'Когда просите о помощи, уточняйте, как далеко вы продвинулись, чтобы вам могли ответить, не раскрывая остального.',
      rules: 'У каждого сообщества свои правила; прочитайте их, прежде чем писать.',
    },
  },
  contact: {
    corrections: {
      heading: 'Исправления и предложения',
      text: 'Заметили ошибку или чего-то не хватает? У Silksong Hub нет формы обратной связи и адреса электронной почты. Исправления и предложения принимаются через каналы сообщества, перечисленные на нашей странице сообщества.',
      link: 'Перейти к каналам сообщества',
    },
    unofficial: {
      heading: 'Неофициальный фанатский сайт',
      text: 'Silksong Hub делают фанаты. Сайт не связан с Team Cherry и не одобрен ею, поэтому мы не можем помочь с покупками, возвратами или проблемами в игре.',
      support: 'По вопросам поддержки игры обращайтесь в Team Cherry:',
      link: 'Сайт Team Cherry',
    },
  },
};

export default ru;
