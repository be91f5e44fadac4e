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
};

export default ru;
