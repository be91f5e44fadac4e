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
};

export default zh;
