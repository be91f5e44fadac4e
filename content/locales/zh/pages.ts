import type { Pages } from '../en/pages.ts';

export const pages: Pages = {
  home: {
    launch: {
      text: '《空洞骑士：丝之歌》已于{{date}}登陆 PC、PlayStation、Xbox 和 Nintendo Switch，全球同步发售。',
    },
    story: {
      hornet: {
        title: '化身大黄蜂',
        text: '圣巢的守护公主大黄蜂遭人擒获，被带往纺络——一个由灵丝与歌声统治的陌生王国。如今，她必须一路战斗、攀登，直抵王国之巅。',
        alt: '一个身披斗篷、手持细针的小小身影，站在丝线纵横的幽暗洞窟脚下。',
      },
      foes: {
        title: '超过 150 种全新敌人',
        text: '纺络栖息着超过 150 种全新敌人，从四处乱窜的爬虫到高大骇人的首领应有尽有。大黄蜂凭借速度与灵巧身手作战：出击、闪避、保持移动。',
        alt: '雾气弥漫的洞穴里，潜伏着虫类生物发光的眼睛与尖锐的轮廓。',
      },
      silk: {
        title: '灵丝、工具与歌声',
        text: '用灵丝缚丝疗伤，施展灵丝技能，装备能扭转战局的工具，同时为纺络的虫子们完成各种委托。《空洞骑士》的作曲家 Christopher Larkin 为本作谱写了全新配乐。',
        alt: '银色丝线穿过黑暗向上延伸，远处苍白的月光下矗立着圣堡。',
      },
    },
    trailer: {
      text: '观看 Team Cherry 发布的《空洞骑士：丝之歌》预告片。',
    },
  },
  release: {
    date: {
      text: '《丝之歌》在全球所有平台同一时刻上线，因此当地的日期和时间取决于你所在的地区。',
    },
    timezones: {
      note: '这些时间是本站在发售前做出的预估，并非 Team Cherry 的官方时间表。官方解锁时间比这要晚一些；你所在地区的准确时间请以商店页面为准。',
    },
    timeline: {
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
      confirmed: {
        items: {
          hornet: '玩家将扮演圣巢的守护公主大黄蜂。',
          pharloom: '游戏舞台是纺络，一个由灵丝与歌声统治的全新王国。',
          teamCherry: '由《空洞骑士》的开发商 Team Cherry 开发并发行。',
          platforms: '登陆 PC（Steam、GOG、Humble Store）、PlayStation 4 与 5、Xbox Series X|S 与 Xbox One、Nintendo Switch 以及 Nintendo Switch 2。',
          gamePass: '首发当天即加入 Xbox Game Pass。',
          music: '由 Christopher Larkin 担任作曲。',
        },
      },
      rumoured: {
        intro: '发售前的粉丝猜测。这些只是推测，并非事实。',
        items: {
          shadowDrop: '粉丝曾猜测游戏会“突然上线”：在某场展会上不经预告直接发售。',
          dlc: '由于《空洞骑士》曾推出多个免费内容包，粉丝期待本作发售后也会有免费内容更新。',
          lore: '粉丝推测纺络与圣巢的故事之间存在隐藏的联系。',
        },
      },
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
    pc: {
      estimate: '以下为本站的预估，并非 Team Cherry 公布的官方配置要求。官方要求请查看商店页面。',
      ssd: '推荐使用 SSD',
      notes: {
        minimum: '键盘或手柄。',
        recommended: '用手柄玩平台跳跃会更顺手。',
      },
    },
    console: {
      note: '分辨率与帧率目标均为本站预估，并非官方规格。',
    },
    tips: {
      drivers: '更新显卡驱动程序。',
      ssd: '将游戏安装在 SSD 上，缩短加载时间。',
      background: '游戏时关闭不需要的浏览器、录制工具和叠加层。',
      refresh: '让帧率与显示器刷新率保持一致，避免画面撕裂。',
      laptop: '使用笔记本电脑时请接通电源，并确保游戏使用独立显卡运行。',
    },
    releaseInfo: {
      text: '《丝之歌》于{{date}}在所有平台同步发售，首发当天即加入 Xbox Game Pass。',
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
      text: '本页列出的版本与价格是本站在发售前做出的预估，并非官方的销售方案或定价。Team Cherry 并未开放预购，而且官方售价更低：当前价格请查看商店页面。',
    },
    bonuses: {
      game: '完整游戏',
      soundtrack: '数字原声音乐',
      artbook: '数字艺术设定集',
      wallpapers: '数字壁纸',
    },
    buttonNote: '这是我们在发售前做出的预估。实际上并未开放预购：游戏在发售当天直接开售。',
    stay: {
      text: '关注新闻或订阅我们的新闻通讯，第一时间了解新版本与优惠信息。',
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
    hub: {
      gettingStarted: {
        description: '初入纺络：移动、战斗、用灵丝回血以及辨认方向。',
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
        description: '纺络各区域的类型、难度以及值得留意的地方。',
        alt: '一条蜿蜒小路穿过幽暗峭壁，通往顶端的圣堡',
      },
      trailers: {
        description: '所有官方预告片：发布日期、视频以及它们揭示的内容。',
        alt: '暗色雾气背景上带红色播放按钮的影片画面',
      },
    },
    gettingStarted: {
      lead: '《丝之歌》几乎不作解释就把你丢进了纺络，而这个王国里栖息着超过 165 种全新敌人。掌握以下基础，就能顺利度过最初几小时，又不会被剧透后面的内容。',
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
        heading: '回血：以灵丝缚丝',
        text: '大黄蜂每次命中敌人，都会为面具下方的灵丝轴积攒灵丝。灵丝轴充满后即可缚丝：大黄蜂以灵丝缠裹自身，一次恢复三格面具。灵丝同时也是灵丝技能的能量来源，因此你需要在回血和攻击之间做出取舍。在长椅上休息可以回满全部生命。',
        tip: '一有安全的空当就缚丝；一旦倒下，攒满的灵丝轴也帮不了你。',
      },
      tools: {
        heading: '工具与纹章',
        text: '大黄蜂不装备护符，而是在纹章的槽位中装备工具。红色工具（如投掷用的直针）需要主动使用，次数有限，在长椅休息时会消耗甲壳碎片来补充。蓝色工具有助于防御，黄色工具则有助于探索。每种纹章都会改变大黄蜂的攻击方式，并拥有各自的槽位组合；纹章和工具都要在长椅处更换。',
        tip: '记得捡起敌人掉落的甲壳碎片：没有它们，你的红色工具就会一直空着。',
      },
      exploring: {
        heading: '探索纺络',
        text: '大黄蜂一开始并没有地图。大多数地图由制图师沙克拉出售：进入新区域时，留意她的歌声。长椅是纺络的休息点：坐上去可以恢复大黄蜂的生命，并将此处设为她倒下后的返回点。念珠是王国的货币，可用来购买地图、解锁长椅等等；之后，钟道还能载着大黄蜂在相隔遥远的地点之间快速往返。',
        tip: '尽早买下区域地图；摸黑探索到头来反而要花更多念珠。',
      },
      quests: {
        heading: '任务：祈愿',
        text: '纺络的虫子们会把自己的请求——也就是“祈愿”——张贴在祈愿墙上；钟心镇就有一块贴满祈愿的祈愿墙。祈愿会要求你收集物品、猎杀特定生物或前往某地，完成后可获得念珠和实用物品作为奖励。',
        tip: '每次路过城镇都去看看祈愿墙：随着剧情推进，会出现新的祈愿。',
      },
    },
  },
  faq: {
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
        answer: '大黄蜂——手持织针的圣巢守护公主，曾在《空洞骑士》中与小骑士狭路相逢。《丝之歌》讲述的正是她的故事。',
      },
      firstGame: {
        question: '需要先玩《空洞骑士》吗？',
        answer: '不需要。《丝之歌》发生在全新的王国纺络，拥有独立的故事，新玩家可以直接从这里入坑。玩过前作则能更了解大黄蜂的过往。',
      },
      healing: {
        question: '如何回血？',
        answer: '命中敌人会为大黄蜂的灵丝轴积攒灵丝。灵丝轴充满后即可缚丝，恢复三格面具。在长椅上休息则可以回满全部生命。',
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
      text: '社区频道里的玩家对这款游戏了如指掌，也欢迎大家对这些解答提出指正。',
    },
  },
  community: {
    links: {
      forum: 'Reddit 上的《丝之歌》社区：新闻、新发现、同人作品，以及来自其他玩家的帮助。',
      social: '大型《空洞骑士》Discord 服务器，可以实时畅聊《丝之歌》。',
      wiki: '由社区编写的《空洞骑士》与《丝之歌》维基：区域、首领、工具与背景故事。',
      shortPost: '来自游戏开发商 Team Cherry 的第一手公告。',
      video: 'Team Cherry 的频道，发布官方预告片。',
    },
    etiquette: {
      kind: '保持友善和耐心：每位玩家都曾是初到纺络的新人。',
      spoilers: '请标注剧透，不要在标题和缩略图里透露后期首领、剧情反转和结局。',
      progress: '求助时请说明你的进度，方便别人在不剧透后续内容的前提下解答。',
      rules: '每个社区都有自己的规则，发帖前请先阅读。',
    },
  },
  contact: {
    corrections: {
      text: '发现了错误，或者觉得缺了什么内容？Silksong Hub 没有联系表单，也没有电子邮件地址。欢迎通过社区页面上列出的社区频道提出勘误和建议。',
    },
    unofficial: {
      text: 'Silksong Hub 由粉丝制作，与 Team Cherry 无关，也未获其认可，因此无法协助处理购买、退款或游戏内的问题。',
      support: '如需游戏支持，请联系 Team Cherry：',
    },
  },
  news: {
    highlights: {
      hornet: '大黄蜂是可操控的主角：迅捷灵巧，以织针与丝线为武器。',
      pharloom: '故事发生在纺络，一个由灵丝与歌声统治的全新王国。',
      silk: '灵丝既能为大黄蜂疗伤，也能驱动她的特殊技能。',
      tools: '随着旅程推进，亲手打造的工具会不断扩充大黄蜂的武器库。',
      quests: '完成纺络居民的委托，好奇的探索者将获得丰厚奖励。',
      foes: '超过 150 种全新敌人遍布整个王国。',
      music: 'Christopher Larkin 再度操刀配乐。',
      platforms: '游戏已登陆 PC、PlayStation、Xbox 与 Nintendo Switch。',
    },
    implications: '每一条公告都会影响你在纺络的游戏安排：在哪里玩、大黄蜂能做什么、又该为什么做好准备。我们的攻略会针对这类新闻跟进实用技巧。',
  },
};
