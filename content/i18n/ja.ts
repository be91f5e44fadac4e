import type { Dict } from './en.ts';

const ja: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: '『ホロウナイト：シルクソング』の非公式ファンガイド。ニュース、発売時刻、対応機種、攻略情報をお届けします。',
    unofficial: '非公式ファンサイトです。Team Cherry とは関係ありません。',
    gameTitle: 'ホロウナイト：シルクソング',
  },
  nav: {
    main: 'メインナビゲーション',
    overview: '概要',
    home: 'ホーム',
    releaseDate: '発売日',
    platforms: '対応機種',
    preorder: '予約',
    systemRequirements: '動作環境',
    news: 'ニュース',
    guides: '攻略',
    faq: 'よくある質問',
    search: '検索',
    community: 'コミュニティ',
    contact: 'お問い合わせ',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: '序盤攻略',
    boss: 'ボス',
    items: 'アイテム',
    map: 'マップ',
  },
  header: {
    skipToContent: '本文へスキップ',
    homeLink: 'Silksong Hub ホーム',
    openSearch: '検索を開く',
    closeSearch: '検索を閉じる',
    searchLabel: 'サイト内検索',
    searchPlaceholder: 'ニュース、攻略、よくある質問を検索…',
    searchSubmit: '検索',
    openMenu: 'メニュー',
    closeMenu: 'メニューを閉じる',
    language: '言語',
    currentLanguage: '現在の言語',
    outbound: 'コミュニティリンク',
    forum: '掲示板（Reddit）',
    social: 'ソーシャル（Discord）',
    wiki: 'ウィキ',
  },
  footer: {
    social: 'ゲームの最新情報をフォロー',
    shortPost: 'Team Cherry 公式 X',
    forum: 'Reddit のシルクソング掲示板',
    wiki: 'シルクソング ウィキ',
    video: 'Team Cherry 公式 YouTube',
    socialNetwork: 'ホロウナイト Discord',
    languages: '言語',
    sitemap: '全ページ一覧',
    copyright: '© 2025 Silksong Hub。ホロウナイト：シルクソング（Hollow Knight: Silksong）は Team Cherry の商標です。',
  },
  breadcrumbs: {
    label: 'パンくずリスト',
  },
  sidebar: {
    title: '関連ページ',
  },
  common: {
    loading: '読み込み中…',
    somethingWentWrong: 'エラーが発生しました',
    serverErrorText: '現在ページを表示できません。しばらくしてから再度お試しください。',
    tryAgain: 'ページを再読み込み',
    externalLink: '（新しいタブで開きます）',
    faqTitle: 'よくある質問',
  },
  notFound: {
    code: '404',
    title: 'おっと！ページが見つかりません',
    text: 'お探しのページは存在しないか、移動した可能性があります。',
    returnHome: 'ホームに戻る',
  },
  newsletter: {
    title: '最新情報を受け取る',
    text: 'シルクソングのニュースを年に数回メールでお届けします。スパムは送りません。',
    label: 'メールアドレス',
    placeholder: 'namae@example.jp',
    submit: '登録する',
    submitting: '登録中…',
    successTitle: '登録が完了しました！',
    successText: 'ニュースレターへのご登録ありがとうございます。',
    failureTitle: '登録に失敗しました',
    failureText: '登録できませんでした。もう一度お試しください。',
    invalid: '有効なメールアドレスを入力してください。',
    rateLimited: '試行回数が多すぎます。1分ほど待ってから再度お試しください。',
    dismiss: '閉じる',
    notifications: '通知',
  },
  widgets: {
    countdown: {
      title: '発売までのカウントダウン',
      days: '日',
      hours: '時間',
      minutes: '分',
      seconds: '秒',
      finished: '待つ時間は終わりました！',
      finishedText: '『Hollow Knight: Silksong』は PC、PlayStation、Xbox、Nintendo Switch で発売中です。',
    },
    video: {
      unavailable: '動画を再生できません',
      watch: 'YouTube で見る',
    },
    share: {
      share: '共有',
      copied: 'リンクをクリップボードにコピーしました',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong 発売・機種・攻略',
      description: '『ホロウナイト：シルクソング』の情報まとめ。発売日と時刻、対応機種、PC動作環境、予約エディション、ニュース、初心者向け攻略を掲載。',
      keywords: 'Hollow Knight Silksong, ホロウナイト シルクソング, シルクソング, Silksong, ホーネット, Team Cherry, 発売日, ニュース, 攻略',
    },
    releaseDate: {
      title: 'Silksong 発売日と世界各地の配信開始時刻',
      description: '『ホロウナイト：シルクソング』は2025年9月4日に全世界で発売。お住まいのタイムゾーンでの配信開始時刻、開発の歩み、確定情報をチェック。',
      keywords: 'Silksong 発売日, シルクソング 発売日, Silksong 配信開始時刻, シルクソング 時差, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong 対応機種とPC動作環境',
      description: 'PC、PlayStation、Xbox、Nintendo Switch版『ホロウナイト：シルクソング』：各版の特徴、性能目標、PCの最低・推奨スペック。',
      keywords: 'Silksong 対応機種, シルクソング 動作環境, Silksong PCスペック, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Silksong PC動作環境：最低・推奨スペック',
      description: '『ホロウナイト：シルクソング』のPC最低・推奨スペック、家庭用ゲーム機の性能目標、快適に遊ぶためのコツを紹介。',
      keywords: 'Silksong 動作環境, シルクソング 最低スペック, シルクソング 推奨スペック, Silksong PC',
    },
    steam: {
      title: 'Silksong Steam版（PC）：仕様・実績・動作',
      description: 'Steam版（PC）『ホロウナイト：シルクソング』：バージョンの詳細、実績、パフォーマンス、機能を紹介。',
      keywords: 'Silksong Steam, シルクソング Steam, Silksong PC, シルクソング 実績',
    },
    playstation: {
      title: 'Silksong PlayStation 4/5版：仕様と動作',
      description: 'PlayStation版『ホロウナイト：シルクソング』：バージョンの詳細、トロフィー、性能目標、機能を紹介。',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, シルクソング トロフィー',
    },
    xbox: {
      title: 'Silksong Xbox・Game Pass版：仕様と動作',
      description: 'Xbox Series X|S、Xbox One、Game Pass版『ホロウナイト：シルクソング』：バージョンの詳細、実績、性能目標、機能を紹介。',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, シルクソング 実績',
    },
    nintendo: {
      title: 'Silksong Nintendo Switch版：仕様と動作',
      description: 'Nintendo Switch／Switch 2版『ホロウナイト：シルクソング』：バージョンの詳細、TVモードと携帯モードでの動作、機能を紹介。',
      keywords: 'Silksong Switch, シルクソング Switch, Silksong Nintendo, Silksong Switch 2, シルクソング 携帯モード',
    },
    preorder: {
      title: 'Silksong 予約エディションと地域別価格',
      description: '『ホロウナイト：シルクソング』のスタンダード版、デラックス版、デジタルコレクターズ版を比較。お住まいの地域の予想価格も掲載。',
      keywords: 'Silksong 予約, シルクソング 予約, シルクソング 価格, シルクソング エディション, シルクソング デラックス版',
    },
    news: {
      title: 'Hollow Knight: Silksong ニュース',
      description: '『ホロウナイト：シルクソング』の最新ニュース。発表、アップデート、パッチ、イベント情報を新着順に掲載。',
      keywords: 'Silksong ニュース, シルクソング 最新情報, シルクソング アップデート, シルクソング パッチ, Team Cherry ニュース',
    },
    guides: {
      title: 'Hollow Knight: Silksong 攻略',
      description: '『ホロウナイト：シルクソング』の攻略：序盤の進め方、ボス、アイテム、ファールームのマップ。',
      keywords: 'Silksong 攻略, シルクソング 攻略, シルクソング コツ, シルクソング ボス, シルクソング マップ, シルクソング アイテム',
    },
    gettingStarted: {
      title: 'Silksong 序盤攻略：初心者向けのコツ',
      description: '『ホロウナイト：シルクソング』を好スタート。移動、戦闘、糸を使った回復、ファールームの探索を初心者向けに解説。',
      keywords: 'Silksong 初心者, シルクソング 序盤攻略, シルクソング コツ, シルクソング 始め方, ホーネット アクション',
    },
    boss: {
      title: 'Silksong ボス攻略：難易度・場所・倒し方',
      description: '『ホロウナイト：シルクソング』の注目ボスを、難易度、出現場所、戦い方のポイントとともに紹介。',
      keywords: 'Silksong ボス, シルクソング ボス攻略, シルクソング ボス 場所',
    },
    items: {
      title: 'Silksong アイテム攻略：武器・ツールほか',
      description: '『ホロウナイト：シルクソング』のアイテムを種類とレア度別に紹介：武器、ツール、チャーム、消耗品。',
      keywords: 'Silksong アイテム, シルクソング アイテム, シルクソング ツール, シルクソング 紋章, シルクソング 攻略',
    },
    map: {
      title: 'Silksong マップ攻略：ファールームのエリア',
      description: '『ホロウナイト：シルクソング』の舞台ファールームの各エリア：種類、難易度、各エリアで見つかるもの。',
      keywords: 'Silksong マップ, シルクソング マップ, ファールーム マップ, シルクソング エリア, シルクソング 場所',
    },
    faq: {
      title: 'Hollow Knight: Silksong よくある質問',
      description: '『ホロウナイト：シルクソング』のよくある質問に回答：発売、ゲームプレイ、技術面の詳細。',
      keywords: 'Silksong FAQ, シルクソング よくある質問, シルクソング 質問, シルクソング 回答',
    },
    search: {
      title: 'Silksong Hub を検索',
      description: 'Silksong Hub のニュース、攻略、対応機種ページ、よくある質問を検索できます。',
      keywords: 'Silksong 検索, シルクソング 検索',
    },
    community: {
      title: 'Silksong コミュニティ：掲示板・ウィキ・ソーシャル',
      description: '『ホロウナイト：シルクソング』ファンが集まる場所：掲示板、ウィキ、Discord、公式チャンネル。',
      keywords: 'Silksong コミュニティ, シルクソング コミュニティ, Silksong Reddit, Silksong Discord, シルクソング ウィキ',
    },
    contact: {
      title: 'Silksong Hub へのお問い合わせ',
      description: '非公式ファンサイト「Silksong Hub」の運営チームへの連絡方法。',
      keywords: 'Silksong Hub お問い合わせ',
    },
    notFound: {
      title: 'ページが見つかりません',
      description: 'お探しのページは存在しません。',
      keywords: 'Silksong, シルクソング',
    },
  },
  pages: {
    home: {
      heading: 'ホロウナイト：シルクソング',
      intro: 'ハロウネストの姫にして守護者、ホーネットとなり、呪われた王国ファールームの頂を目指そう。発売情報、対応機種、今後の展開まで、知りたいことはすべてここに。',
    },
    releaseDate: {
      heading: '発売日',
      intro: '『ホロウナイト：シルクソング』は2025年9月4日、全世界同時に発売されました。',
    },
    platforms: {
      heading: '対応機種と動作環境',
      intro: 'シルクソングは PC、PlayStation、Xbox、Nintendo Switch でプレイ可能。各バージョンの特徴と、PCに必要なスペックを紹介します。',
    },
    steam: {
      heading: 'Steam版シルクソング',
      intro: 'Steam で遊べるPC版。実績に対応し、キーボードとコントローラーの両方でプレイできます。',
    },
    playstation: {
      heading: 'PlayStation版シルクソング',
      intro: 'PlayStation 4 および PlayStation 5 版のシルクソング。',
    },
    xbox: {
      heading: 'Xbox版シルクソング',
      intro: 'Xbox Series X|S および Xbox One 版のシルクソング。発売初日から Game Pass に対応。',
    },
    nintendo: {
      heading: 'Nintendo Switch版シルクソング',
      intro: 'Nintendo Switch および Nintendo Switch 2 版のシルクソング。TVモードでも携帯モードでも楽しめます。',
    },
    preorder: {
      heading: '予約',
      intro: '各エディションの内容と、お住まいの地域での予想価格を比較できます。',
    },
    news: {
      heading: 'ニュース',
      intro: '『ホロウナイト：シルクソング』に関する発表、アップデート、イベント情報を新着順に掲載。',
    },
    newsArticle: {
      heading: 'ニュース記事',
      intro: '',
    },
    guides: {
      heading: '攻略',
      intro: 'ファールームを進むための手引き：序盤の進め方、ボス、アイテム、マップ。',
    },
    gettingStarted: {
      heading: '序盤攻略',
      intro: 'ファールームでの最初の数時間。ホーネットの移動、戦闘、回復の基本を解説。',
    },
    boss: {
      heading: 'ボス攻略',
      intro: '注目のボスを、難易度、出現場所、攻略のポイントとともに紹介。',
    },
    items: {
      heading: 'アイテム攻略',
      intro: '武器、ツール、チャーム、消耗品を種類とレア度別に紹介。',
    },
    map: {
      heading: 'マップ攻略',
      intro: '苔むした深層から頂上の城塞まで、ファールームの各エリアを紹介。',
    },
    faq: {
      heading: 'よくある質問',
      intro: '発売、ゲームプレイ、技術面についての簡潔な回答集。',
    },
    search: {
      heading: '検索',
      intro: 'ニュース、攻略、対応機種ページ、よくある質問を検索できます。',
    },
    community: {
      heading: 'コミュニティ',
      intro: 'シルクソングのファンが集まり、発見を共有し、助け合う場所。',
    },
    contact: {
      heading: 'お問い合わせ',
      intro: 'Silksong Hub はファンが運営する非公式サイトです。',
    },
  },
};

export default ja;
