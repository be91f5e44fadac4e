import type { Dict } from './en.ts';

const zh: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: '《空洞骑士：丝之歌》非官方粉丝指南：新闻、发售时间、平台与攻略。',
    unofficial: '非官方粉丝网站，与 Team Cherry 无关。',
    gameTitle: '空洞骑士：丝之歌',
  },
  nav: {
    main: '主导航',
    overview: '概览',
    home: '首页',
    releaseDate: '发售日期',
    platforms: '平台',
    preorder: '预购',
    systemRequirements: '配置要求',
    news: '新闻',
    guides: '攻略',
    faq: '常见问题',
    search: '搜索',
    community: '社区',
    contact: '联系我们',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: '新手入门',
    boss: '首领',
    items: '物品',
    map: '地图',
  },
  header: {
    skipToContent: '跳至正文',
    homeLink: 'Silksong Hub 首页',
    openSearch: '打开搜索',
    closeSearch: '关闭搜索',
    searchLabel: '站内搜索',
    searchPlaceholder: '搜索新闻、攻略、常见问题…',
    searchSubmit: '搜索',
    openMenu: '菜单',
    closeMenu: '关闭菜单',
    language: '语言',
    currentLanguage: '当前语言',
    outbound: '社区链接',
    forum: '论坛（Reddit）',
    social: '社交平台（Discord）',
    wiki: '维基',
  },
  footer: {
    social: '关注游戏动态',
    shortPost: 'Team Cherry 的 X 账号',
    forum: 'Reddit 丝之歌论坛',
    wiki: '丝之歌维基',
    video: 'Team Cherry 的 YouTube 频道',
    socialNetwork: '空洞骑士 Discord 服务器',
    languages: '语言',
    sitemap: '全部页面',
    copyright: '© 2025 Silksong Hub。《空洞骑士：丝之歌》（Hollow Knight: Silksong）是 Team Cherry 的商标。',
  },
  breadcrumbs: {
    label: '面包屑导航',
  },
  sidebar: {
    title: '相关页面',
  },
  common: {
    loading: '加载中…',
    somethingWentWrong: '出错了',
    serverErrorText: '页面暂时无法显示，请稍后再试。',
    tryAgain: '重新加载页面',
    externalLink: '（在新标签页中打开）',
    faqTitle: '常见问题',
  },
  notFound: {
    code: '404',
    title: '糟糕！页面不存在',
    text: '你要找的页面不存在或已被移动。',
    returnHome: '返回首页',
  },
  newsletter: {
    title: '订阅最新消息',
    text: '每年几次，将丝之歌的消息发送到你的邮箱。绝无垃圾邮件。',
    label: '电子邮件地址',
    placeholder: 'ni@example.cn',
    submit: '订阅',
    submitting: '正在订阅…',
    successTitle: '订阅成功！',
    successText: '感谢你订阅我们的新闻通讯。',
    failureTitle: '订阅失败',
    failureText: '订阅失败，请重试。',
    invalid: '请输入有效的电子邮件地址。',
    rateLimited: '尝试次数过多，请稍等一分钟后再试。',
    dismiss: '关闭',
    notifications: '通知',
  },
  widgets: {
    countdown: {
      title: '发售倒计时',
      days: '天',
      hours: '小时',
      minutes: '分钟',
      seconds: '秒',
      finished: '等待结束了！',
      finishedText: '《空洞骑士：丝之歌》现已登陆 PC、PlayStation、Xbox 和 Nintendo Switch。',
    },
    video: {
      unavailable: '视频不可用',
      watch: '在 YouTube 上观看',
    },
    share: {
      share: '分享',
      copied: '链接已复制到剪贴板',
    },
  },
  searchPage: {
    prompt: '输入几个词，搜索新闻、攻略、平台页面和常见问题。',
    results: '“{{query}}”的搜索结果：{{count}} 条',
    none: '没有找到与“{{query}}”相关的结果',
    suggestions: '试试换个词或减少关键词，或检查拼写。也可以从这些页面开始：',
    truncated: '你的搜索内容已截短为 {{max}} 个字符。',
    types: {
      page: '页面',
      guide: '攻略',
      platform: '平台',
      faq: '常见问题',
      news: '新闻',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong 发售、平台与攻略',
      description: '《空洞骑士：丝之歌》资讯一站汇总：发售日期与时间、平台、PC 配置要求、预购版本、新闻及新手攻略。',
      keywords: 'Hollow Knight Silksong, 空洞骑士：丝之歌, 丝之歌, Silksong, 大黄蜂, Team Cherry, 发售日期, 新闻, 攻略',
    },
    releaseDate: {
      title: 'Silksong 发售日期与全球上线时间',
      description: '《空洞骑士：丝之歌》已于2025年9月4日全球发售。查看你所在时区的上线时间、开发历程及已确认的信息。',
      keywords: 'Silksong 发售日期, 丝之歌发售日期, Silksong 上线时间, 丝之歌 时区, Hollow Knight Silksong 2025, 空洞骑士：丝之歌 2025',
    },
    platforms: {
      title: 'Silksong 平台与 PC 配置要求',
      description: '《空洞骑士：丝之歌》PC、PlayStation、Xbox 与 Nintendo Switch 版：版本信息、主机性能目标及 PC 最低与推荐配置。',
      keywords: 'Silksong 平台, 丝之歌 平台, Silksong 配置要求, 丝之歌 PC 配置, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Silksong PC 配置要求：最低与推荐',
      description: '《空洞骑士：丝之歌》PC 最低与推荐配置、主机性能目标，以及让游戏流畅运行的小技巧。',
      keywords: 'Silksong 配置要求, 丝之歌 最低配置, 丝之歌 推荐配置, Silksong PC',
    },
    steam: {
      title: 'Silksong Steam 版（PC）：版本、成就与性能',
      description: '在 PC 上通过 Steam 游玩《空洞骑士：丝之歌》：版本详情、成就、性能说明与功能特性。',
      keywords: 'Silksong Steam, 丝之歌 Steam, Silksong PC, 丝之歌 成就',
    },
    playstation: {
      title: 'Silksong PlayStation 4/5 版：版本与性能',
      description: '《空洞骑士：丝之歌》PlayStation 版：版本详情、奖杯、性能目标与功能特性。',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, 丝之歌 奖杯',
    },
    xbox: {
      title: 'Silksong Xbox/Game Pass 版：版本与性能',
      description: '《空洞骑士：丝之歌》Xbox Series X|S、Xbox One 及 Game Pass 版：版本详情、成就、性能目标与功能特性。',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, 丝之歌 成就',
    },
    nintendo: {
      title: 'Silksong Nintendo Switch 版：版本与性能',
      description: '《空洞骑士：丝之歌》Nintendo Switch 与 Switch 2 版：版本详情、主机模式与掌机模式下的性能及功能特性。',
      keywords: 'Silksong Switch, 丝之歌 Switch, Silksong Nintendo, Silksong Switch 2, 丝之歌 掌机模式',
    },
    preorder: {
      title: 'Silksong 预购版本与各地区价格',
      description: '对比《空洞骑士：丝之歌》标准版、豪华版与数字典藏版，并查看你所在地区的预估价格。',
      keywords: 'Silksong 预购, 丝之歌 预购, 丝之歌 价格, 丝之歌 版本, 丝之歌 豪华版',
    },
    news: {
      title: 'Hollow Knight: Silksong 新闻',
      description: '《空洞骑士：丝之歌》最新资讯：公告、更新、补丁与活动，按时间由新到旧排列。',
      keywords: 'Silksong 新闻, 丝之歌 新闻, 空洞骑士：丝之歌 更新, 丝之歌 补丁, Team Cherry 新闻',
    },
    guides: {
      title: 'Hollow Knight: Silksong 攻略',
      description: '《空洞骑士：丝之歌》攻略合集：新手入门、首领、物品及法鲁姆地图。',
      keywords: 'Silksong 攻略, 丝之歌 攻略, 丝之歌 技巧, 丝之歌 首领, 丝之歌 地图, 丝之歌 物品',
    },
    gettingStarted: {
      title: 'Silksong 新手入门：新玩家必看技巧',
      description: '开局不迷路：面向新手讲解《空洞骑士：丝之歌》的移动、战斗、用丝线回血以及探索法鲁姆。',
      keywords: 'Silksong 新手攻略, 丝之歌 新手, 丝之歌 技巧, 丝之歌 入门, 大黄蜂 招式',
    },
    boss: {
      title: 'Silksong 首领攻略：难度、位置与打法',
      description: '《空洞骑士：丝之歌》重点首领一览：难度、所在位置以及每场战斗的应对思路。',
      keywords: 'Silksong Boss, 丝之歌 首领, 丝之歌 Boss 攻略, 丝之歌 Boss 位置',
    },
    items: {
      title: 'Silksong 物品攻略：武器、工具及更多',
      description: '按类型与稀有度整理《空洞骑士：丝之歌》的物品：武器、工具、护符与消耗品。',
      keywords: 'Silksong 物品, 丝之歌 物品, 丝之歌 工具, 丝之歌 纹章, 丝之歌 攻略',
    },
    map: {
      title: 'Silksong 地图攻略：法鲁姆各区域',
      description: '《空洞骑士：丝之歌》中法鲁姆的各个区域：类型、难度以及每个区域能找到的东西。',
      keywords: 'Silksong 地图, 丝之歌 地图, 法鲁姆 地图, 丝之歌 区域, 丝之歌 地点',
    },
    faq: {
      title: 'Hollow Knight: Silksong 常见问题',
      description: '《空洞骑士：丝之歌》常见问题解答：发售、玩法与技术细节。',
      keywords: 'Silksong 常见问题, 丝之歌 FAQ, 丝之歌 问题, 丝之歌 解答',
    },
    search: {
      title: '搜索 Silksong Hub',
      description: '搜索 Silksong Hub 的新闻、攻略、平台页面与常见问题。',
      keywords: 'Silksong 搜索, 丝之歌 搜索',
    },
    community: {
      title: 'Silksong 社区：论坛、维基与社交平台',
      description: '《空洞骑士：丝之歌》玩家的聚集地：论坛、维基、Discord 与官方渠道。',
      keywords: 'Silksong 社区, 丝之歌 社区, Silksong Reddit, Silksong Discord, 丝之歌 维基',
    },
    contact: {
      title: '联系 Silksong Hub',
      description: '如何联系非官方粉丝网站 Silksong Hub 的运营团队。',
      keywords: 'Silksong Hub 联系方式',
    },
    notFound: {
      title: '页面不存在',
      description: '你要找的页面不存在。',
      keywords: 'Silksong, 丝之歌',
    },
  },
  pages: {
    home: {
      heading: '空洞骑士：丝之歌',
      intro: '化身圣巢的守护公主大黄蜂，一路攀登阴森诡谲的法鲁姆王国。发售、平台与后续动态，你需要的信息尽在这里。',
    },
    releaseDate: {
      heading: '发售日期',
      intro: '《空洞骑士：丝之歌》已于2025年9月4日在全球同步发售。',
    },
    platforms: {
      heading: '平台与配置要求',
      intro: '《丝之歌》已登陆 PC、PlayStation、Xbox 与 Nintendo Switch。下面介绍各版本的特点以及 PC 所需的配置。',
    },
    steam: {
      heading: 'Steam 版《丝之歌》',
      intro: 'Steam 上的 PC 版，支持成就，可使用键盘或手柄游玩。',
    },
    playstation: {
      heading: 'PlayStation 版《丝之歌》',
      intro: 'PlayStation 4 与 PlayStation 5 版《丝之歌》。',
    },
    xbox: {
      heading: 'Xbox 版《丝之歌》',
      intro: 'Xbox Series X|S 与 Xbox One 版《丝之歌》，首发当天即加入 Game Pass。',
    },
    nintendo: {
      heading: 'Nintendo Switch 版《丝之歌》',
      intro: 'Nintendo Switch 与 Nintendo Switch 2 版《丝之歌》，主机模式与掌机模式皆可畅玩。',
    },
    preorder: {
      heading: '预购',
      intro: '对比各个版本以及你所在地区的预估价格。',
    },
    news: {
      heading: '新闻',
      intro: '《空洞骑士：丝之歌》的公告、更新与活动，按时间由新到旧排列。',
    },
    newsArticle: {
      heading: '新闻文章',
      intro: '',
    },
    guides: {
      heading: '攻略',
      intro: '带你闯荡法鲁姆：新手入门、首领、物品与地图。',
    },
    gettingStarted: {
      heading: '新手入门',
      intro: '法鲁姆的最初几小时：大黄蜂如何移动、战斗与回血。',
    },
    boss: {
      heading: '首领攻略',
      intro: '重点首领一览：难度、所在位置及应对方法。',
    },
    items: {
      heading: '物品攻略',
      intro: '武器、工具、护符与消耗品，附类型与稀有度。',
    },
    map: {
      heading: '地图攻略',
      intro: '法鲁姆的各个区域，从苔藓遍布的深处到顶端的城堡。',
    },
    faq: {
      heading: '常见问题',
      intro: '关于发售、玩法与技术问题的简明解答。',
    },
    search: {
      heading: '搜索',
      intro: '搜索新闻、攻略、平台页面与常见问题。',
    },
    community: {
      heading: '社区',
      intro: '《丝之歌》玩家交流发现、互相帮助的地方。',
    },
    contact: {
      heading: '联系我们',
      intro: 'Silksong Hub 是由粉丝运营的非官方网站。',
    },
  },
  news: {
    empty: '未找到新闻文章',
    loading: '新闻加载中…',
    coverAlt: '封面图片：{{title}}',
    readingTime: '阅读约需 5 分钟',
    pagination: {
      label: '新闻分页',
      previous: '上一页',
      next: '下一页',
      page: '第 {{page}} 页',
    },
    article: {
      highlights: '要点速览',
      implicationsTitle: '对玩家意味着什么',
      implicationsText: '每一条公告都会影响你在法鲁姆的游戏安排：在哪里玩、大黄蜂能做什么、又该为什么做好准备。我们的攻略会针对这类新闻跟进实用技巧。',
      sources: '信息来源',
      hashtags: '话题标签',
      backToNews: '返回全部新闻',
    },
    highlights: {
      hornet: '大黄蜂是可操控的主角：迅捷灵巧，以针与线为武器。',
      pharloom: '故事发生在法鲁姆，一个由丝线与歌声统治的全新王国。',
      silk: '丝线既能为大黄蜂疗伤，也能驱动她的特殊技能。',
      tools: '随着旅程推进，亲手打造的工具会不断扩充大黄蜂的武器库。',
      quests: '完成法鲁姆居民的委托，好奇的探索者将获得丰厚奖励。',
      foes: '超过 150 种全新敌人遍布整个王国。',
      music: 'Christopher Larkin 再度操刀配乐。',
      platforms: '游戏已登陆 PC、PlayStation、Xbox 与 Nintendo Switch。',
    },
    untranslated: {
      title: '未找到译文',
      text: '本文暂时还没有你所用语言的版本。',
    },
    feed: {
      title: 'Silksong Hub 新闻',
      description: '《空洞骑士：丝之歌》最新消息，按时间由新到旧排列。',
      link: '新闻订阅（RSS）',
    },
  },
  home: {
    launch: {
      title: '现已发售',
      text: '《空洞骑士：丝之歌》已于{{date}}登陆 PC、PlayStation、Xbox 和 Nintendo Switch，全球同步发售。',
      trailer: '发售预告片',
      platforms: '游玩平台',
    },
    story: {
      hornet: {
        title: '化身大黄蜂',
        text: '圣巢的守护公主大黄蜂遭人擒获，被带往法鲁姆——一个由丝线与歌声统治的陌生王国。如今，她必须一路战斗、攀登，直抵王国之巅。',
        alt: '一个身披斗篷、手持细针的小小身影，站在丝线纵横的幽暗洞窟脚下。',
      },
      foes: {
        title: '超过 150 种全新敌人',
        text: '法鲁姆栖息着超过 150 种全新敌人，从四处乱窜的爬虫到高大骇人的首领应有尽有。大黄蜂凭借速度与灵巧身手作战：出击、闪避、保持移动。',
        alt: '雾气弥漫的洞穴里，潜伏着虫类生物发光的眼睛与尖锐的轮廓。',
      },
      silk: {
        title: '丝线、工具与歌声',
        text: '用丝线缚合伤口，施展灵丝技能，装备能扭转战局的工具，同时为法鲁姆的虫子们完成各种委托。《空洞骑士》的作曲家 Christopher Larkin 为本作谱写了全新配乐。',
        alt: '银色丝线穿过黑暗向上延伸，远处苍白的月光下矗立着一座城堡。',
      },
    },
    trailer: {
      title: '官方预告片',
      text: '观看 Team Cherry 发布的《空洞骑士：丝之歌》预告片。',
      video: '《空洞骑士：丝之歌》官方预告片',
    },
    stores: {
      title: '发售平台',
      steam: 'Steam 版《丝之歌》（PC 商店）',
      gog: 'GOG 版《丝之歌》（无 DRM 的 PC 商店）',
      humble: 'Humble Store 版《丝之歌》（游戏包商店）',
      gamePass: 'Xbox Game Pass 版《丝之歌》',
      ps4: 'PlayStation 4 版《丝之歌》',
      ps5: 'PlayStation 5 版《丝之歌》',
      switch: 'Nintendo Switch 版《丝之歌》',
      switch2: 'Nintendo Switch 2 版《丝之歌》',
    },
  },
  release: {
    date: {
      title: '确认日期',
      worldwide: '全球同步发售',
      text: '《丝之歌》在全球所有平台同一时刻上线，因此当地的日期和时间取决于你所在的地区。',
    },
    timezones: {
      title: '你所在时区的发售时间',
      caption: '各时区预估发售时间',
      time: '时间',
      zone: '时区',
      name: '名称',
      note: '这些时间是本站在发售前做出的预估，并非 Team Cherry 的官方时间表。官方解锁时间比这要晚一些；你所在地区的准确时间请以商店页面为准。',
      names: {
        utc: '协调世界时',
        pst: '太平洋标准时间',
        est: '东部标准时间',
        cet: '中欧时间',
        hkt: '香港时间',
        jst: '日本标准时间',
      },
    },
    timeline: {
      title: '开发历程',
      announcement: {
        title: '正式公布',
        text: 'Team Cherry 通过一支预告片公布了《丝之歌》。它最初计划作为以大黄蜂为主角的 DLC，后来扩展成了一部完整的续作。',
      },
      showcase: {
        title: '展会亮相',
        text: '《丝之歌》亮相 Xbox & Bethesda 游戏展，并确认首发当天加入 Xbox Game Pass。',
      },
      updates: {
        title: '后续动态',
        text: '开发在低调中继续推进，Team Cherry 很少对外公布进展。',
      },
      release: {
        title: '正式发售',
        text: 'Team Cherry 公布了发售日期，游戏于{{date}}全球发售。',
      },
    },
    known: {
      title: '已确认信息与传闻',
      confirmed: {
        title: '已确认',
        items: {
          hornet: '玩家将扮演圣巢的守护公主大黄蜂。',
          pharloom: '游戏舞台是法鲁姆，一个由丝线与歌声统治的全新王国。',
          teamCherry: '由《空洞骑士》的开发商 Team Cherry 开发并发行。',
          platforms: '登陆 PC（Steam、GOG、Humble Store）、PlayStation 4 与 5、Xbox Series X|S 与 Xbox One、Nintendo Switch 以及 Nintendo Switch 2。',
          gamePass: '首发当天即加入 Xbox Game Pass。',
          music: '由 Christopher Larkin 担任作曲。',
        },
      },
      rumoured: {
        title: '传闻',
        intro: '发售前的粉丝猜测。这些只是推测，并非事实。',
        items: {
          shadowDrop: '粉丝曾猜测游戏会“突然上线”：在某场展会上不经预告直接发售。',
          dlc: '由于《空洞骑士》曾推出多个免费内容包，粉丝期待本作发售后也会有免费内容更新。',
          lore: '粉丝推测法鲁姆与圣巢的故事之间存在隐藏的联系。',
        },
      },
    },
    next: {
      title: '规划你的游戏之旅',
      preorder: '预购版本与价格',
      platforms: '平台一览',
      systemRequirements: 'PC 配置要求',
    },
    faq: {
      when: {
        question: '《空洞骑士：丝之歌》是什么时候发售的？',
        answer: '2025年9月4日，全平台同步发售。',
      },
      sameTime: {
        question: '《丝之歌》是全球同时发售的吗？',
        answer: '是的。游戏在全球同步上线，因此当地时间取决于你所在的时区。本页表格列出的是本站在发售前做出的预估。',
      },
      platforms: {
        question: '《丝之歌》首发登陆了哪些平台？',
        answer: 'PC（Steam、GOG 和 Humble Store）、PlayStation 4、PlayStation 5、Xbox Series X|S、Xbox One、Nintendo Switch 以及 Nintendo Switch 2。',
      },
      gamePass: {
        question: '《丝之歌》加入 Xbox Game Pass 了吗？',
        answer: '是的。自发售当天起就已加入 Game Pass，Xbox 主机和 PC 均可游玩。',
      },
    },
  },
  platformsPage: {
    cards: {
      title: '平台一览',
      version: '版本',
      achievements: '成就',
      performance: '性能',
      unconfirmed: '未确认',
      gamePass: '已加入 Game Pass',
      details: '查看 {{platform}} 版详情',
    },
    platforms: {
      steam: {
        version: '运行 Windows、macOS 或 Linux 的 PC',
        achievements: 'Steam 成就',
        performance: '取决于你的硬件；可对照本站预估的 PC 配置要求。',
        features: {
          systems: '支持 Windows、macOS 和 Linux',
          controls: '支持键盘与手柄',
          drmFree: '也可在 GOG 和 Humble Store 购买无 DRM 版本',
        },
      },
      playstation: {
        version: 'PlayStation 4 与 PlayStation 5',
        achievements: 'PlayStation 奖杯',
        performance: '本站预估：PlayStation 5 上 4K 60 FPS。',
        features: {
          native: 'PlayStation 4 和 PlayStation 5 均可游玩',
          trophies: '可收集奖杯',
        },
      },
      xbox: {
        version: 'Xbox Series X|S、Xbox One 以及通过 Game Pass 游玩的 PC',
        achievements: 'Xbox 成就',
        performance: '本站预估：Series X 上 4K 60 FPS，Series S 上 1440p 60 FPS。',
        features: {
          gamePass: '自发售当天起加入 Xbox Game Pass',
          consoles: '可在 Xbox Series X|S 和 Xbox One 上游玩',
          pc: '也可通过 Game Pass 在 PC 上游玩',
        },
      },
      nintendo: {
        version: 'Nintendo Switch 与 Nintendo Switch 2',
        achievements: '无：任天堂主机没有成就系统',
        performance: '目标为主机模式 1080p、掌机模式 720p，均为 60 FPS；Switch 2 上的表现尚不明确。',
        features: {
          modes: '可连接电视游玩，也可使用掌机模式',
          switch2: '也可在 Nintendo Switch 2 上游玩',
        },
      },
    },
    pc: {
      title: 'PC 配置要求',
      estimate: '以下为本站的预估，并非 Team Cherry 公布的官方配置要求。官方要求请查看商店页面。',
      minimum: 'PC 最低配置（本站预估）',
      recommended: 'PC 推荐配置（本站预估）',
      component: '组件',
      requirement: '要求',
      os: '操作系统',
      processor: '处理器',
      memory: '内存',
      graphics: '显卡',
      directx: 'DirectX 版本',
      storage: '存储空间',
      additional: '附加说明',
      ssd: '推荐使用 SSD',
      notes: {
        minimum: '键盘或手柄。',
        recommended: '用手柄玩平台跳跃会更顺手。',
      },
    },
    console: {
      title: '主机性能',
      caption: '主机性能目标（本站预估）',
      note: '分辨率与帧率目标均为本站预估，并非官方规格。',
      platform: '平台',
      resolution: '目标分辨率',
      framerate: '目标帧率',
      features: {
        title: '特色功能',
        trophies: '奖杯',
        portable: '主机模式或掌机模式游玩',
      },
      status: '状态',
      confirmed: '已确认',
      pending: '待确认',
      docked: '主机模式',
      handheld: '掌机模式',
    },
    tips: {
      title: '优化建议',
      drivers: '更新显卡驱动程序。',
      ssd: '将游戏安装在 SSD 上，缩短加载时间。',
      background: '游戏时关闭不需要的浏览器、录制工具和叠加层。',
      refresh: '让帧率与显示器刷新率保持一致，避免画面撕裂。',
      laptop: '使用笔记本电脑时请接通电源，并确保游戏使用独立显卡运行。',
    },
    releaseInfo: {
      title: '发售信息',
      text: '《丝之歌》于{{date}}在所有平台同步发售，首发当天即加入 Xbox Game Pass。',
      link: '发售时间与开发历程',
    },
    faq: {
      run: {
        question: '我的电脑能运行《丝之歌》吗？',
        answer: '先将你的电脑与上方本站预估的最低配置进行对比，购买前再到商店页面核对官方配置要求。',
      },
      macLinux: {
        question: '有 Mac 或 Linux 版本吗？',
        answer: '有。PC 版可在 Windows、macOS 和 Linux 上运行。',
      },
      ssd: {
        question: '必须使用 SSD 吗？',
        answer: '本站预估的最低配置并不要求 SSD，但 SSD 能缩短加载时间，因此我们推荐使用。',
      },
    },
    detail: {
      overview: '概况',
      features: '功能特性',
      store: '前往商店页面',
      back: '返回平台总览',
      faq: {
        steam: {
          achievements: {
            question: '《丝之歌》有 Steam 成就吗？',
            answer: '有，Steam 版包含成就。',
          },
          drmFree: {
            question: '可以购买无 DRM 版的《丝之歌》吗？',
            answer: '可以。除了 Steam，PC 版还在 GOG 上以无 DRM 形式销售，也可以在 Humble Store 购买。',
          },
        },
        playstation: {
          versions: {
            question: '《丝之歌》登陆了 PlayStation 4 和 PlayStation 5 吗？',
            answer: '是的，两台主机均可游玩。',
          },
          trophies: {
            question: '《丝之歌》有奖杯吗？',
            answer: '有，PlayStation 版包含奖杯。',
          },
        },
        xbox: {
          consoles: {
            question: '哪些 Xbox 主机可以玩《丝之歌》？',
            answer: 'Xbox Series X、Xbox Series S 和 Xbox One。',
          },
        },
        nintendo: {
          switch2: {
            question: '可以在 Nintendo Switch 2 上玩《丝之歌》吗？',
            answer: '可以，Nintendo Switch 2 和初代 Nintendo Switch 均可游玩。',
          },
          handheld: {
            question: '可以用掌机模式玩《丝之歌》吗？',
            answer: '可以，你既可以连接电视游玩，也可以使用掌机模式。',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: '关于这些版本与价格',
      text: '本页列出的版本与价格是本站在发售前做出的预估，并非官方的销售方案或定价。Team Cherry 并未开放预购，而且官方售价更低：当前价格请查看商店页面。',
    },
    editions: {
      title: '版本',
      standard: '标准版',
      deluxe: '豪华版',
      collector: '数字典藏版',
      mostPopular: '最受欢迎',
      price: '预估价格',
      platforms: '平台',
      bonuses: '包含内容',
      notOnSwitch: '不登陆 Nintendo Switch',
    },
    bonuses: {
      game: '完整游戏',
      soundtrack: '数字原声音乐',
      artbook: '数字艺术设定集',
      wallpapers: '数字壁纸',
    },
    button: '预购将于2025年初开启',
    buttonNote: '这是我们在发售前做出的预估。实际上并未开放预购：游戏在发售当天直接开售。',
    prices: {
      title: '各地区价格',
      caption: '各地区预估价格',
      region: '地区',
      currency: '货币',
      standard: '标准版',
      deluxe: '豪华版',
      collector: '典藏版',
      regions: {
        us: '美国',
        eu: '欧元区',
        uk: '英国',
        jp: '日本',
      },
    },
    stay: {
      title: '获取最新消息',
      text: '关注新闻或订阅我们的新闻通讯，第一时间了解新版本与优惠信息。',
      news: '阅读最新新闻',
      newsletter: '订阅新闻通讯',
    },
    faq: {
      canPreorder: {
        question: '可以预购《空洞骑士：丝之歌》吗？',
        answer: '不可以。Team Cherry 没有开放预购；游戏于发售当天（2025年9月4日）在所有平台直接开售。',
      },
      official: {
        question: '这些价格是官方价格吗？',
        answer: '不是。这些是本站在发售前做出的预估。官方售价更低，你所在地区的当前价格请以商店页面为准。',
      },
      collectorSwitch: {
        question: '数字典藏版会登陆 Nintendo Switch 吗？',
        answer: '在我们的预估中不会：我们只为 PC、PlayStation 和 Xbox 列出了该版本。',
      },
      updates: {
        question: '如何获知新版本的消息？',
        answer: '关注我们的新闻页面，或在本页订阅新闻通讯。',
      },
    },
  },
  guides: {
    labels: {
      difficulty: '难度',
      location: '位置',
      type: '类型',
      rarity: '稀有度',
      tip: '提示',
      features: '特点',
      lateGame: '后期',
      boss: '首领：{{name}}',
    },
    difficulty: {
      low: '低',
      medium: '中',
      high: '高',
      veryHigh: '极高',
    },
    itemType: {
      weapon: '武器',
      tool: '工具',
      charm: '护符',
      consumable: '消耗品',
    },
    rarity: {
      common: '普通',
      uncommon: '少见',
      rare: '稀有',
      epic: '史诗',
      legendary: '传说',
    },
    areaType: {
      industrial: '工业',
      nature: '自然',
      fortress: '要塞',
      aquatic: '水域',
    },
    hub: {
      gettingStarted: {
        description: '初入法鲁姆：移动、战斗、用丝线回血以及辨认方向。',
        alt: '幽暗洞窟中，大黄蜂的织针与一缕发光的丝线',
      },
      boss: {
        description: '重点首领一览：本站难度评级、所在位置以及战斗要点。',
        alt: '红雾中隐约浮现的巨大角状剪影，双眼发着光',
      },
      items: {
        description: '武器、工具、护符与消耗品，每件都附有类型、稀有度和使用提示。',
        alt: '深色布料上的一枚针、一枚纹章和一串念珠',
      },
      map: {
        description: '法鲁姆各区域的类型、难度以及值得留意的地方。',
        alt: '一条蜿蜒小路穿过幽暗峭壁，通往顶端的城堡',
      },
    },
    gettingStarted: {
      lead: '《丝之歌》几乎不作解释就把你丢进了法鲁姆，而这个王国里栖息着超过 165 种全新敌人。掌握以下基础，就能顺利度过最初几小时，又不会被剧透后面的内容。',
      movement: {
        heading: '移动',
        text: '大黄蜂比《空洞骑士》中的小骑士灵活得多。她跑跳迅速，能抓住平台边缘翻身而上，并以织针与丝线作战。旅途中她还会习得新的招式，例如可转为疾跑的冲刺、攀附墙壁以及借助披风滑翔，每一项都能打开此前无法抵达的道路。',
        tip: '记住那些暂时够不着的平台和缺口：之后获得的能力通常能打开它们。',
      },
      combat: {
        heading: '战斗基础',
        text: '大黄蜂可以用织针向前、向上和向下攻击。每种攻击的具体表现（包括下劈）取决于她佩戴的纹章。大多数敌人出招前都有预兆：先把一套招式看一遍再出手，抓住破绽进攻，然后退到攻击范围之外。',
        tip: '在摸索一场战斗的套路时，可以用直针这类投掷工具从安全距离造成伤害。',
      },
      healing: {
        heading: '回血：以丝线缚丝',
        text: '大黄蜂每次命中敌人，都会为面具下方的丝轴积攒丝线。丝轴充满后即可缚丝：大黄蜂以丝线缠裹自身，一次恢复三格面具。丝线同时也是灵丝技能的能量来源，因此你需要在回血和攻击之间做出取舍。在长椅上休息可以回满全部生命。',
        tip: '一有安全的空当就缚丝；一旦倒下，攒满的丝轴也帮不了你。',
      },
      tools: {
        heading: '工具与纹章',
        text: '大黄蜂不装备护符，而是在纹章的槽位中装备工具。红色工具（如投掷用的直针）需要主动使用，次数有限，在长椅休息时会消耗甲壳碎片来补充。蓝色工具有助于防御，黄色工具则有助于探索。每种纹章都会改变大黄蜂的攻击方式，并拥有各自的槽位组合；纹章和工具都要在长椅处更换。',
        tip: '记得捡起敌人掉落的甲壳碎片：没有它们，你的红色工具就会一直空着。',
      },
      exploring: {
        heading: '探索法鲁姆',
        text: '大黄蜂一开始并没有地图。大多数地图由制图师沙克拉出售：进入新区域时，留意她的歌声。长椅是法鲁姆的休息点：坐上去可以恢复大黄蜂的生命，并将此处设为她倒下后的返回点。念珠是王国的货币，可用来购买地图、解锁长椅等等；之后，钟道还能载着大黄蜂在相隔遥远的地点之间快速往返。',
        tip: '尽早买下区域地图；摸黑探索到头来反而要花更多念珠。',
      },
      quests: {
        heading: '任务：心愿',
        text: '法鲁姆的虫子们会把自己的请求——也就是“心愿”——张贴在心愿告示板上；钟心镇就有一块贴满心愿的告示板。心愿会要求你收集物品、猎杀特定生物或前往某地，完成后可获得念珠和实用物品作为奖励。',
        tip: '每次路过城镇都去看看告示板：随着剧情推进，会出现新的心愿。',
      },
    },
    boss: {
      ratingNote: '难度是 Silksong Hub 针对首次交手给出的自评，并非官方数据。',
      spoilerNote: '标有“后期”的条目会提到剧情末段的首领；不想被剧透的话请跳过。',
      mossMother: {
        name: '苔藓之母',
        location: '苔藓洞穴',
        description: '旅程中第一个真正的首领，守候在起点附近长满苔藓的洞穴里。它在空中作战，正好用来检验你在跳跃最高点出手攻击的能力。',
      },
      bellBeast: {
        name: '钟道兽',
        location: '髓骨洞窟',
        description: '一头被丝线束缚、身披重甲的巨兽。它会在场地中来回冲撞，所以要保持移动；战胜它后将开启法鲁姆的交通网络——钟道。',
      },
      lace: {
        name: '蕾丝',
        location: '深坞（首次遭遇）',
        description: '一位同样手持细针、身手迅捷的决斗者，会不止一次与大黄蜂狭路相逢。要在她的连招结束后反击，而不是在连招途中出手。',
      },
      fourthChorus: {
        name: '第四圣咏团',
        location: '远野',
        description: '一个在开阔场地中与你交战的高大巨物。借助滑翔可以避开它的横扫攻击。',
      },
      moorwing: {
        name: '荒沼翼主',
        location: '灰沼',
        description: '一只统治灰沼天空的巨大飞虫。这场战斗是可选的：如果打不过，可以之后再来。',
      },
      sisterSplinter: {
        name: '碎裂者修女',
        location: '甲木林',
        description: '草木丛生的甲木林的守护者。击败她就能学会攀附墙壁，而法鲁姆的许多地方都离不开这项能力。',
      },
      widow: {
        name: '黑寡妇',
        location: '钟心镇',
        description: '用丝线将钟心镇牢牢掌控在手中的狂信者。铃铛会从四面八方飞来；用织针一击就能将其打飞。',
      },
      lastJudge: {
        name: '末代裁决者',
        location: '蚀阶',
        description: '镇守圣堡大门的守卫，位于蚀阶顶端。这是第一段攀登结束时一场强硬且出手沉重的战斗。',
      },
      groal: {
        name: '伟大的格洛',
        location: '腐汁泽',
        description: '污秽沼泽腐汁泽中斯提金族的统治者。那里长椅稀少，要做好长途跑回战场的准备。',
      },
      grandMotherSilk: {
        name: 'Grand Mother Silk',
        location: '摇篮圣所',
        description: '束缚法鲁姆的丝线背后的力量，位于王国的最顶端。这是一场后期战斗：请做好准备再来。',
      },
    },
    items: {
      classificationNote: '类型与稀有度是 Silksong Hub 为方便比较而自行划分的。游戏本身只将装备分为工具和纹章，并没有稀有度之分。',
      needle: {
        name: '织针',
        description: '大黄蜂从一开始就使用的武器：可向各个方向快速进行近身攻击。',
        tip: '之后可以提升它的伤害：去钟心镇找针匠吧。',
      },
      hunterCrest: {
        name: '猎手纹章',
        description: '大黄蜂初始佩戴的纹章。和所有纹章一样，它决定了她的攻击方式以及拥有哪些工具槽位。',
        tip: '每找到一种新纹章都试一试：换一种纹章，可能会让一场久攻不下的战斗轻松许多。',
      },
      reaperCrest: {
        name: '收割者纹章',
        description: '让大黄蜂的挥击变得更慢、范围更大，形似挥舞镰刀。',
        tip: '许多玩家觉得，它的下劈比猎手纹章的更容易借敌人弹跳。',
      },
      straightPin: {
        name: '直针',
        description: '红色工具：大黄蜂掷出沿直线飞行的针。',
        tip: '从安全距离攻击敌人；使用次数会在长椅处消耗甲壳碎片补充。',
      },
      tacks: {
        name: '钉刺',
        description: '红色工具：撒下一片尖锐的钉子，从上面经过的敌人会受到伤害。',
        tip: '把它们撒在敌人即将落地或冲锋的位置。',
      },
      silkspear: {
        name: '丝之矛',
        description: '灵丝技能：大黄蜂消耗丝线，将织针如长矛般向前掷出。',
        tip: '它和缚丝共用同一份丝线，记得留够回血的量。',
      },
      needolin: {
        name: '织忆弦针',
        description: '大黄蜂把织针当作乐器来演奏。虫子们有时会以歌声和诗句回应，一些由织者建造的大门也会在乐声中开启。',
        tip: '在其他虫子身边和奇特的大门前演奏试试。',
      },
      compass: {
        name: '罗盘',
        description: '一件黄色工具，可以在地图上显示大黄蜂所在的位置。',
        tip: '由制图师沙克拉出售，值得尽早买下。',
      },
      rosaryString: {
        name: '念珠串',
        description: '念珠是法鲁姆用作货币的珠子，这里被串成了一串。只有把串拆开，里面的念珠才能花出去。',
        tip: '串起来的念珠便于稳妥地存钱；记得留些散珠用来购物。',
      },
      shellShards: {
        name: 'Shell Shards',
        description: '敌人掉落的甲壳碎片，也能在闪闪发光的矿点中找到。大黄蜂在长椅休息时，会用它们补充红色工具。',
        tip: '路过闪光的岩石都敲一敲：碎片很快就能攒起来。',
      },
    },
    map: {
      ratingNote: '类型与难度是 Silksong Hub 针对首次探索给出的自评，并非官方数据。',
      features: {
        journeyStart: '大黄蜂旅程的起点',
        boneBottom: '毗邻骸底镇，一个设有商店的小村落',
        bellway: '法鲁姆的交通网络“钟道”从这里开启',
        forges: '熔炉、高温与熔融的金属',
        windyFields: '广阔的开阔地带与强风',
        layeredMoor: '层层叠叠、雾气弥漫的荒沼',
        nearBellhart: '与钟心镇接壤',
        clingGrip: '大黄蜂在此学会攀附墙壁',
        fierceHunters: '游戏前期最凶猛的一批生物',
        citadelApproach: '通往圣堡的上行之路',
        foulWater: '满是蛆虫的污水：千万别下去',
        fewBenches: '长椅稀少，跑回去的路很长',
        machinery: '圣堡地下的机械设施',
        citadelDistricts: '城区：巨扉圣门、圣咏殿、高庭、低语书库',
        prison: '法鲁姆的监狱',
      },
      mossGrotto: {
        name: '苔藓洞穴',
        description: '位于法鲁姆底部、长满青苔的绿色洞穴。',
      },
      marrow: {
        name: '髓骨洞窟',
        description: '散落着骸骨与远古巨兽遗骸的洞穴。',
      },
      deepDocks: {
        name: '深坞',
        description: '位于王国深处的炎热工业船坞，虫子们在这里操持熔炉。',
      },
      farFields: {
        name: '远野',
        description: '开阔而狂风呼啸的原野，一件能用来滑翔的披风在这里必不可少。',
      },
      greymoor: {
        name: '灰沼',
        description: '灰暗多雾的荒沼，路边有一家供疲惫旅人歇脚的旅店。',
      },
      shellwood: {
        name: '甲木林',
        description: '一片枝蔓纠缠、草木疯长的森林。',
      },
      huntersMarch: {
        name: '猎者小径',
        description: '遍布凶猛生物的荒野猎场；前期绕道来这里会相当吃力。',
      },
      blastedSteps: {
        name: '蚀阶',
        description: '一段漫长而毫无遮蔽的攀登之路，通往圣堡的大门。',
      },
      bilewater: {
        name: '腐汁泽',
        description: '浊水弥漫的污染沼泽，阴暗而危机四伏。',
      },
      underworks: {
        name: '圣堡工厂',
        description: '圣堡的工业底层。',
      },
      citadel: {
        name: '圣堡',
        description: '法鲁姆顶端那座光辉璀璨的城市，也是大黄蜂攀登的终点。',
      },
      slab: {
        name: '罪石牢狱',
        description: '一处阴森、戒备森严的地方，鲜有人愿意踏足。',
      },
    },
  },
  faqPage: {
    release: {
      title: '发售信息',
      price: {
        question: '《丝之歌》售价多少？',
        answer: '价格因商店和地区而异，请查看你所用平台的商店。我们预购页面上的价格是发售前做出的预估，并非官方价格。',
      },
      sequel: {
        question: '《丝之歌》是《空洞骑士》的续作吗？',
        answer: '是的。Team Cherry 最初计划将其作为以大黄蜂为主角的《空洞骑士》DLC，后来扩展成一部完整的续作，并于2019年2月正式公布。',
      },
    },
    gameplay: {
      title: '游戏玩法',
      hero: {
        question: '可操作的角色是谁？',
        answer: '大黄蜂——手持细针的圣巢守护公主，曾在《空洞骑士》中与小骑士狭路相逢。《丝之歌》讲述的正是她的故事。',
      },
      firstGame: {
        question: '需要先玩《空洞骑士》吗？',
        answer: '不需要。《丝之歌》发生在全新的王国法鲁姆，拥有独立的故事，新玩家可以直接从这里入坑。玩过前作则能更了解大黄蜂的过往。',
      },
      healing: {
        question: '如何回血？',
        answer: '命中敌人会为大黄蜂的丝轴积攒丝线。丝轴充满后即可缚丝，恢复三格面具。在长椅上休息则可以回满全部生命。',
      },
      coop: {
        question: '有多人模式或合作模式吗？',
        answer: '没有。《丝之歌》是一款单人游戏。',
      },
      maps: {
        question: '去哪里获得地图？',
        answer: '大多数地图由四处游历的制图师沙克拉出售。进入新区域时，留意她的歌声。',
      },
    },
    technical: {
      title: '技术问题',
      pc: {
        question: '需要什么样的电脑？',
        answer: '《丝之歌》是一款 2D 游戏，对配置要求不高。我们的最低与推荐配置列在“平台与配置要求”页面上；这些是 Silksong Hub 的预估，官方配置请以商店页面为准。',
      },
      console: {
        question: '《丝之歌》在主机上表现如何？',
        answer: '我们的性能表列出了每台主机的目标分辨率和帧率。这些是 Silksong Hub 的预估，并分别标注为“已确认”或“待确认”。',
      },
      controller: {
        question: '在 PC 上可以用手柄玩吗？',
        answer: '可以。PC 版同时支持手柄和键盘。',
      },
      account: {
        question: '使用本站需要注册账号吗？',
        answer: '不需要。Silksong Hub 没有账号系统，也不设置任何 Cookie；所有页面对所有人开放。',
      },
    },
    more: {
      heading: '还有其他问题？',
      text: '社区频道里的玩家对这款游戏了如指掌，也欢迎大家对这些解答提出指正。',
      community: '加入社区',
      contact: '联系 Silksong Hub',
    },
  },
  community: {
    fans: '玩家社区',
    official: '官方渠道',
    links: {
      forum: 'Reddit 上的《丝之歌》社区：新闻、新发现、同人作品，以及来自其他玩家的帮助。',
      social: '大型《空洞骑士》Discord 服务器，可以实时畅聊《丝之歌》。',
      wiki: '由社区编写的《空洞骑士》与《丝之歌》维基：区域、首领、工具与背景故事。',
      shortPost: '来自游戏开发商 Team Cherry 的第一手公告。',
      video: 'Team Cherry 的频道，发布官方预告片。',
    },
    etiquette: {
      heading: '友善交流，注意剧透',
      kind: '保持友善和耐心：每位玩家都曾是初到法鲁姆的新人。',
      spoilers: '请标注剧透，不要在标题和缩略图里透露后期首领、剧情反转和结局。',
      progress: '求助时请说明你的进度，方便别人在不剧透后续内容的前提下解答。',
      rules: '每个社区都有自己的规则，发帖前请先阅读。',
    },
  },
  contact: {
    corrections: {
      heading: '勘误与建议',
      text: '发现了错误，或者觉得缺了什么内容？Silksong Hub 没有联系表单，也没有电子邮件地址。欢迎通过社区页面上列出的社区频道提出勘误和建议。',
      link: '前往社区频道',
    },
    unofficial: {
      heading: '非官方粉丝网站',
      text: 'Silksong Hub 由粉丝制作，与 Team Cherry 无关，也未获其认可，因此无法协助处理购买、退款或游戏内的问题。',
      support: '如需游戏支持，请联系 Team Cherry：',
      link: 'Team Cherry 官方网站',
    },
  },
};

export default zh;
