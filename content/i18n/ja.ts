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
  searchPage: {
    prompt: 'ニュース、攻略、プラットフォーム、よくある質問を検索するには、いくつか言葉を入力してください。',
    results: '「{{query}}」の検索結果：{{count}} 件',
    none: '「{{query}}」に一致する結果はありません',
    suggestions: '別の言葉や少ない言葉で試すか、つづりを確認してください。次のページから探すのもおすすめです：',
    truncated: '検索語は {{max}} 文字に短縮されました。',
    types: {
      page: 'ページ',
      guide: '攻略',
      platform: 'プラットフォーム',
      faq: 'よくある質問',
      news: 'ニュース',
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
  news: {
    empty: 'ニュース記事が見つかりません',
    loading: 'ニュースを読み込み中…',
    coverAlt: 'カバー画像：{{title}}',
    readingTime: '約5分で読めます',
    pagination: {
      label: 'ニュースのページ',
      previous: '前へ',
      next: '次へ',
      page: '{{page}}ページ',
    },
    article: {
      highlights: 'ここがポイント',
      implicationsTitle: 'プレイヤーにとっての意味',
      implicationsText: 'どの発表も、ファールームでの過ごし方に関わってきます。どこで遊ぶか、ホーネットに何ができるか、何に備えるべきか。こうしたニュースは、攻略記事で実践的なヒントとともにフォローしていきます。',
      sources: '出典',
      hashtags: 'ハッシュタグ',
      backToNews: 'ニュース一覧に戻る',
    },
    highlights: {
      hornet: '操作するのはホーネット。素早く身軽で、針と糸を武器に戦います。',
      pharloom: '物語の舞台は、シルクと歌が支配する新たな王国ファールームです。',
      silk: 'シルクはホーネットの傷を癒し、特殊スキルの源にもなります。',
      tools: '旅が進むにつれ、自ら作り出したツールがホーネットの戦い方の幅を広げます。',
      quests: 'ファールームの住人たちの依頼をこなせば、好奇心旺盛な探索者には報酬が待っています。',
      foes: '王国の各地で、150種類以上の新たな敵が待ち受けます。',
      music: 'Christopher Larkin が再び音楽を手がけます。',
      platforms: 'PC、PlayStation、Xbox、Nintendo Switch でプレイできます。',
    },
    untranslated: {
      title: '翻訳が見つかりません',
      text: 'この記事は、お使いの言語にはまだ対応していません。',
    },
    feed: {
      title: 'Silksong Hub のニュース',
      description: '『ホロウナイト：シルクソング』の最新ニュースを新着順でお届けします。',
      link: 'ニュースフィード（RSS）',
    },
  },
  home: {
    launch: {
      title: '好評発売中',
      text: '『ホロウナイト：シルクソング』は{{date}}、PC、PlayStation、Xbox、Nintendo Switch で全世界同時に発売されました。',
      trailer: 'ローンチトレーラー',
      platforms: 'プレイできる機種',
    },
    story: {
      hornet: {
        title: 'ホーネットとなって冒険しよう',
        text: 'ハロウネストの姫にして守護者、ホーネット。捕らえられた彼女は、シルクと歌が支配する見知らぬ王国ファールームへと連れ去られます。戦いながら登り続け、王国の頂を目指しましょう。',
        alt: '糸が張り巡らされた暗い洞窟の底に、針を手にした小さなマント姿の人影が立っている。',
      },
      foes: {
        title: '150種類以上の新たな敵',
        text: 'ファールームには、這い回る小さな虫からそびえ立つボスまで、150種類以上の新たな敵が待ち受けます。ホーネットの武器はスピードと身軽さ。斬って、かわして、動き続けましょう。',
        alt: '霧に包まれた窪地に、光る目と鋭い輪郭をもつ虫たちが潜んでいる。',
      },
      silk: {
        title: 'シルク、ツール、そして歌',
        text: 'シルクで傷を癒し、シルクスキルを解き放ち、戦況を覆すツールを装備しよう。ファールームの虫たちの依頼をこなすのも冒険の醍醐味です。新たな音楽を手がけたのは、『ホロウナイト』の作曲家 Christopher Larkin。',
        alt: '青白い月の下、銀色の糸が闇を貫き、はるか遠くのシタデルへと伸びている。',
      },
    },
    trailer: {
      title: '公式トレーラー',
      text: 'Team Cherry による『ホロウナイト：シルクソング』のトレーラーをチェックしよう。',
      video: '『ホロウナイト：シルクソング』公式トレーラー',
    },
    stores: {
      title: '配信ストア',
      steam: 'Steam のシルクソング（PCストア）',
      gog: 'GOG のシルクソング（DRMフリーのPCストア）',
      humble: 'Humble Store のシルクソング（バンドルストア）',
      gamePass: 'Xbox Game Pass のシルクソング',
      ps4: 'PlayStation 4 版シルクソング',
      ps5: 'PlayStation 5 版シルクソング',
      switch: 'Nintendo Switch 版シルクソング',
      switch2: 'Nintendo Switch 2 版シルクソング',
    },
  },
  release: {
    date: {
      title: '確定した発売日',
      worldwide: '全世界同時発売',
      text: 'シルクソングは全機種・全世界で同じ瞬間に発売されたため、現地の日付と時刻はお住まいの地域によって異なります。',
    },
    timezones: {
      title: 'お住まいのタイムゾーンでの発売時刻',
      caption: 'タイムゾーン別の予想発売時刻',
      time: '時刻',
      zone: 'タイムゾーン',
      name: '名称',
      note: 'これらの時刻は発売前に当サイトが予想したもので、Team Cherry の公式スケジュールではありません。実際の配信開始は同じ日のもっと遅い時刻でした。お住まいの地域の正確な時刻はストアでご確認ください。',
      names: {
        utc: '協定世界時',
        pst: '太平洋標準時',
        est: '東部標準時',
        cet: '中央ヨーロッパ時間',
        hkt: '香港時間',
        jst: '日本標準時',
      },
    },
    timeline: {
      title: '開発の歩み',
      announcement: {
        title: '発表',
        text: 'Team Cherry がトレーラーとともにシルクソングを発表。当初はホーネットを主人公とするダウンロードコンテンツとして計画されていましたが、本格的な続編へと発展しました。',
      },
      showcase: {
        title: 'ショーケース',
        text: 'Xbox & Bethesda Games Showcase に登場し、発売初日から Xbox Game Pass に対応することが確定しました。',
      },
      updates: {
        title: '続報',
        text: '開発は静かに続けられ、Team Cherry からの公式な続報はわずかでした。',
      },
      release: {
        title: '発売',
        text: 'Team Cherry が発売日を発表し、{{date}}に全世界で発売されました。',
      },
    },
    known: {
      title: '確定情報と噂',
      confirmed: {
        title: '確定',
        items: {
          hornet: '操作するのは、ハロウネストの姫にして守護者、ホーネットです。',
          pharloom: '舞台は、シルクと歌が支配する新たな王国ファールームです。',
          teamCherry: '『ホロウナイト』を手がけた Team Cherry が開発・販売しています。',
          platforms: 'PC（Steam、GOG、Humble Store）、PlayStation 4／5、Xbox Series X|S、Xbox One、Nintendo Switch、Nintendo Switch 2 でプレイできます。',
          gamePass: '発売初日から Xbox Game Pass に含まれていました。',
          music: '音楽は Christopher Larkin が手がけました。',
        },
      },
      rumoured: {
        title: '噂',
        intro: '発売前のファンによる推測です。事実ではなく、あくまで説にすぎませんでした。',
        items: {
          shadowDrop: 'ショーケース中に予告なく配信される、いわゆる「シャドウドロップ」になるのではと推測されていました。',
          dlc: '『ホロウナイト』に複数の無料追加コンテンツが配信されたことから、発売後の無料コンテンツが期待されていました。',
          lore: 'ファールームとハロウネストの物語には隠されたつながりがあるのでは、という考察が交わされていました。',
        },
      },
    },
    next: {
      title: 'プレイの計画を立てよう',
      preorder: '予約エディションと価格',
      platforms: '対応機種の概要',
      systemRequirements: 'PC動作環境',
    },
    faq: {
      when: {
        question: '『ホロウナイト：シルクソング』はいつ発売されましたか？',
        answer: '2025年9月4日に、全機種同時に発売されました。',
      },
      sameTime: {
        question: 'シルクソングは世界中で同時に発売されたのですか？',
        answer: 'はい。全世界同時発売だったため、現地の時刻はタイムゾーンによって異なりました。このページの表は、当サイトが発売前に予想した時刻です。',
      },
      platforms: {
        question: 'シルクソングはどの機種で発売されましたか？',
        answer: 'PC（Steam、GOG、Humble Store）、PlayStation 4、PlayStation 5、Xbox Series X|S、Xbox One、Nintendo Switch、Nintendo Switch 2 です。',
      },
      gamePass: {
        question: 'シルクソングは Xbox Game Pass で遊べますか？',
        answer: 'はい。発売日から Game Pass に含まれており、Xbox 本体でもPCでも遊べます。',
      },
    },
  },
  platformsPage: {
    cards: {
      title: '対応機種の概要',
      version: 'バージョン',
      achievements: '実績',
      performance: 'パフォーマンス',
      unconfirmed: '未確認',
      gamePass: 'Game Pass 対応',
      details: '{{platform}} 版の詳細',
    },
    platforms: {
      steam: {
        version: 'Windows、macOS、Linux 搭載のPC',
        achievements: 'Steam 実績',
        performance: 'お使いのハードウェア次第です。当サイトが予想したPC動作環境と比べてみてください。',
        features: {
          systems: 'Windows、macOS、Linux で動作',
          controls: 'キーボードとコントローラーに対応',
          drmFree: 'GOG と Humble Store ではDRMフリー版も販売',
        },
      },
      playstation: {
        version: 'PlayStation 4 および PlayStation 5',
        achievements: 'PlayStation トロフィー',
        performance: '当サイトの予想：PlayStation 5 で4K・60FPS。',
        features: {
          native: 'PlayStation 4 と PlayStation 5 の両方で発売',
          trophies: 'トロフィー収集に対応',
        },
      },
      xbox: {
        version: 'Xbox Series X|S、Xbox One、Game Pass 対応PC',
        achievements: 'Xbox 実績',
        performance: '当サイトの予想：Series X で4K・60FPS、Series S で1440p・60FPS。',
        features: {
          gamePass: '発売日から Xbox Game Pass に対応',
          consoles: 'Xbox Series X|S と Xbox One でプレイ可能',
          pc: 'Game Pass 経由でPCでもプレイ可能',
        },
      },
      nintendo: {
        version: 'Nintendo Switch および Nintendo Switch 2',
        achievements: 'なし：任天堂のゲーム機には実績システムがありません',
        performance: 'TVモードで1080p、携帯モードで720p、いずれも60FPSが目標。Switch 2 での数値は不明です。',
        features: {
          modes: 'TVモードでも携帯モードでもプレイ可能',
          switch2: 'Nintendo Switch 2 でもプレイ可能',
        },
      },
    },
    pc: {
      title: 'PC動作環境',
      estimate: 'これは当サイトによる予想であり、Team Cherry の公式動作環境ではありません。公式の動作環境はストアページに記載されています。',
      minimum: 'PC最低動作環境（当サイト予想）',
      recommended: 'PC推奨動作環境（当サイト予想）',
      component: '項目',
      requirement: '必要スペック',
      os: 'OS',
      processor: 'プロセッサー',
      memory: 'メモリ',
      graphics: 'グラフィック',
      directx: 'DirectX バージョン',
      storage: 'ストレージ',
      additional: '備考',
      ssd: 'SSD推奨',
      notes: {
        minimum: 'キーボードまたはコントローラー。',
        recommended: 'コントローラーがあるとアクション操作が快適になります。',
      },
    },
    console: {
      title: '家庭用ゲーム機でのパフォーマンス',
      caption: '家庭用ゲーム機の性能目標（当サイト予想）',
      note: '解像度とフレームレートの目標値は当サイトの予想であり、公式の仕様ではありません。',
      platform: '機種',
      resolution: '目標解像度',
      framerate: '目標フレームレート',
      features: {
        title: '特徴',
        trophies: 'トロフィー',
        portable: 'TVモード・携帯モード対応',
      },
      status: 'ステータス',
      confirmed: '確定',
      pending: '未確定',
      docked: 'TVモード',
      handheld: '携帯モード',
    },
    tips: {
      title: '快適に遊ぶためのコツ',
      drivers: 'グラフィックドライバーを最新版に更新しましょう。',
      ssd: 'ゲームをSSDにインストールすると、読み込みが短くなります。',
      background: 'プレイ中は、不要なブラウザー、録画ツール、オーバーレイを閉じましょう。',
      refresh: '画面のティアリングを防ぐため、フレームレートをモニターのリフレッシュレートに合わせましょう。',
      laptop: 'ノートPCでは充電器をつなぎ、ゲームが専用のグラフィックカードで動作していることを確認しましょう。',
    },
    releaseInfo: {
      title: '発売情報',
      text: 'シルクソングは{{date}}に全機種同時に発売され、発売初日から Xbox Game Pass にも対応しました。',
      link: '発売時刻と開発の歩み',
    },
    faq: {
      run: {
        question: 'シルクソングは自分のPCで動きますか？',
        answer: 'まず上記の当サイト予想の最低動作環境とお使いのPCを比べ、購入前にストアページで公式の動作環境をご確認ください。',
      },
      macLinux: {
        question: 'Mac版やLinux版はありますか？',
        answer: 'はい。PCでは Windows、macOS、Linux で動作します。',
      },
      ssd: {
        question: 'SSDは必要ですか？',
        answer: '当サイト予想の最低動作環境では必須ではありませんが、読み込み時間が短くなるのでおすすめです。',
      },
    },
    detail: {
      overview: '概要',
      features: '特徴',
      store: 'ストアページへ',
      back: '対応機種の概要に戻る',
      faq: {
        steam: {
          achievements: {
            question: 'シルクソングに Steam 実績はありますか？',
            answer: 'はい、Steam 版には実績があります。',
          },
          drmFree: {
            question: 'シルクソングをDRMなしで購入できますか？',
            answer: 'はい。PC版は Steam のほか、GOG でDRMフリー版が販売されており、Humble Store でも購入できます。',
          },
        },
        playstation: {
          versions: {
            question: 'シルクソングは PlayStation 4 と PlayStation 5 で遊べますか？',
            answer: 'はい、どちらの機種でも発売されています。',
          },
          trophies: {
            question: 'シルクソングにトロフィーはありますか？',
            answer: 'はい、PlayStation 版にはトロフィーがあります。',
          },
        },
        xbox: {
          consoles: {
            question: 'シルクソングはどの Xbox で遊べますか？',
            answer: 'Xbox Series X、Xbox Series S、Xbox One です。',
          },
        },
        nintendo: {
          switch2: {
            question: 'シルクソングは Nintendo Switch 2 で遊べますか？',
            answer: 'はい。初代 Nintendo Switch に加え、Nintendo Switch 2 でもプレイできます。',
          },
          handheld: {
            question: 'シルクソングは携帯モードで遊べますか？',
            answer: 'はい、TVモードでも携帯モードでもプレイできます。',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'エディションと価格について',
      text: 'このページのエディションと価格は発売前に当サイトが予想したもので、公式の商品や価格ではありません。Team Cherry は予約販売を行っておらず、公式価格はこれより安くなっています。最新の価格は各ストアページでご確認ください。',
    },
    editions: {
      title: 'エディション',
      standard: 'スタンダード版',
      deluxe: 'デラックス版',
      collector: 'デジタルコレクターズ版',
      mostPopular: '一番人気',
      price: '予想価格',
      platforms: '対応機種',
      bonuses: '内容',
      notOnSwitch: 'Nintendo Switch 非対応',
    },
    bonuses: {
      game: 'ゲーム本編',
      soundtrack: 'デジタルサウンドトラック',
      artbook: 'デジタルアートブック',
      wallpapers: 'デジタル壁紙',
    },
    button: '予約受付は2025年初頭に開始',
    buttonNote: 'これは発売前の当サイトの予想でした。実際には予約販売は行われず、ゲームは発売日に販売開始されました。',
    prices: {
      title: '地域別価格',
      caption: '地域別の予想価格',
      region: '地域',
      currency: '通貨',
      standard: 'スタンダード',
      deluxe: 'デラックス',
      collector: 'コレクターズ',
      regions: {
        us: 'アメリカ',
        eu: 'ユーロ圏',
        uk: 'イギリス',
        jp: '日本',
      },
    },
    stay: {
      title: '最新情報をチェック',
      text: 'ニュースをフォローするか、ニュースレターに登録して、新しいエディションやお得な情報を受け取りましょう。',
      news: '最新ニュースを読む',
      newsletter: 'ニュースレターに登録する',
    },
    faq: {
      canPreorder: {
        question: '『ホロウナイト：シルクソング』は予約できますか？',
        answer: 'いいえ。Team Cherry は予約販売を行わず、ゲームは発売日の2025年9月4日に全機種で販売開始されました。',
      },
      official: {
        question: 'これらの価格は公式のものですか？',
        answer: 'いいえ。発売前に当サイトが予想した価格です。公式価格はこれより安く、お住まいの地域の最新価格は各ストアページに表示されています。',
      },
      collectorSwitch: {
        question: 'デジタルコレクターズ版は Nintendo Switch でも出ていますか？',
        answer: '当サイトの予想では対象外です。PC、PlayStation、Xbox 向けのみ掲載しています。',
      },
      updates: {
        question: '新しいエディションの情報はどうすれば受け取れますか？',
        answer: 'ニュースページをフォローするか、このページでニュースレターに登録してください。',
      },
    },
  },
  guides: {
    labels: {
      difficulty: '難易度',
      location: '場所',
      type: '種類',
      rarity: 'レア度',
      tip: 'ヒント',
      features: '特徴',
      lateGame: '終盤',
      boss: 'ボス：{{name}}',
    },
    difficulty: {
      low: '低い',
      medium: '普通',
      high: '高い',
      veryHigh: '非常に高い',
    },
    itemType: {
      weapon: '武器',
      tool: 'ツール',
      charm: 'チャーム',
      consumable: '消耗品',
    },
    rarity: {
      common: 'コモン',
      uncommon: 'アンコモン',
      rare: 'レア',
      epic: 'エピック',
      legendary: 'レジェンダリー',
    },
    areaType: {
      industrial: '工業',
      nature: '自然',
      fortress: '要塞',
      aquatic: '水辺',
    },
    hub: {
      gettingStarted: {
        description: 'ファールームでの第一歩：移動、戦闘、シルクでの回復、道の見つけ方。',
        alt: '暗い洞窟に浮かぶホーネットの針と、光るシルクの糸',
      },
      boss: {
        description: '注目のボスを、当サイト独自の難易度評価、出現場所、戦いの見どころとともに紹介。',
        alt: '赤い霧の中にそびえる、光る目と角をもつ巨大な影',
      },
      items: {
        description: '武器、ツール、チャーム、消耗品を、種類・レア度・ヒント付きで紹介。',
        alt: '暗い布の上に置かれたピン、クレスト、ロザリーの連なり',
      },
      map: {
        description: 'ファールームの各エリアを、種類、難易度、注意点とともに紹介。',
        alt: '暗い崖のあいだを縫うように、頂上のシタデルへと登っていく曲がりくねった道',
      },
    },
    gettingStarted: {
      lead: 'シルクソングでは、ほとんど説明のないままファールームに放り込まれます。しかもこの王国には165種類以上の新たな敵がひしめいています。ここで紹介する基本を押さえておけば、この先の展開をネタバレされることなく、最初の数時間を乗り切れるはずです。',
      movement: {
        heading: '移動',
        text: 'ホーネットは『ホロウナイト』の主人公である騎士よりもはるかに身軽です。素早く走って跳び、足場の縁につかまってよじ登り、針と糸で戦います。旅の途中では、ダッシュから移行するスプリント、壁への張り付き、マントでの滑空といった新たな動きを覚え、そのたびにこれまで届かなかった道が開けていきます。',
        tip: 'まだ届かない足場や隙間は覚えておきましょう。たいていは後で手に入る能力で行けるようになります。',
      },
      combat: {
        heading: '戦闘の基本',
        text: 'ホーネットは針で前、上、下へと攻撃します。下方向への攻撃を含め、各攻撃の性質は装備しているクレストによって変わります。ほとんどの敵は次の行動を予告してくるので、まずは一度パターンを見極めてから仕掛け、隙に攻撃を当てたら間合いの外へ下がりましょう。',
        tip: 'ピンなどの投げるツールを使えば、戦いに慣れるまで安全な距離からダメージを与えられます。',
      },
      healing: {
        heading: '回復：シルクで糸を紡ぐ',
        text: 'ホーネットが攻撃を当てるたびに、仮面の下にある糸巻きにシルクがたまります。糸巻きが満タンになったら「糸を紡ぐ」を使いましょう。ホーネットが自らをシルクで縛り、仮面を一度に3つ回復します。シルクはシルクスキルにも使うため、回復か攻撃かを選ぶ必要があります。ベンチで休めば体力はすべて回復します。',
        tip: '安全な隙ができたらすぐに回復しましょう。倒れてしまえば、満タンの糸巻きも役に立ちません。',
      },
      tools: {
        heading: 'ツールとクレスト',
        text: 'ホーネットはチャームの代わりに、クレストのスロットにツールを装備します。投げるピンなどの赤いツールは能動的に使うもので、使用回数に限りがあり、ベンチで休むときに殻の欠片を使って補充されます。青いツールは防御に、黄色いツールは探索に役立ちます。クレストごとにホーネットの攻撃が変わり、スロットの構成もそれぞれ異なります。クレストとツールの付け替えはベンチで行います。',
        tip: '敵が落とす殻の欠片は拾っておきましょう。これがないと赤いツールが空のままになります。',
      },
      exploring: {
        heading: 'ファールームの探索',
        text: 'ホーネットは最初、地図を持っていません。地図の多くは地図職人のシャクラが販売しています。新しいエリアに入ったら、彼女の歌声に耳を澄ませましょう。ベンチはファールームの休息所です。座ると体力が回復し、倒れたときはそこから再開します。王国の通貨ロザリーは、地図やベンチをはじめさまざまな支払いに使います。さらに後には、ベルウェイで離れた場所同士を素早く移動できるようになります。',
        tip: 'エリアの地図は早めに買いましょう。手探りで探索すると、結局はもっと多くのロザリーを失うことになります。',
      },
      quests: {
        heading: 'クエスト：願い',
        text: 'ファールームの虫たちは、「願い」と呼ばれる依頼を願いの掲示板に貼り出します。ベルハートの町には、願いがたくさん貼られた掲示板があります。願いの内容はアイテム集め、特定の生き物の狩り、どこかへの移動などで、報酬としてロザリーや役立つアイテムがもらえます。',
        tip: '町を通りかかったら掲示板をチェックしましょう。物語が進むにつれて新しい願いが追加されます。',
      },
    },
    boss: {
      ratingNote: '難易度は初見時を想定した Silksong Hub 独自の評価であり、公式の数値ではありません。',
      spoilerNote: '「終盤」と記された項目には、物語の終わりに登場するボスの名前が含まれます。ヒントを避けたい方は読み飛ばしてください。',
      mossMother: {
        name: 'コケママ（Moss Mother）',
        location: '苔の洞穴',
        description: '旅で最初に立ちはだかる本格的なボス。スタート地点近くの苔むした洞窟で待ち構えています。空中から攻撃してくるため、ジャンプの頂点で攻撃を当てる練習にうってつけです。',
      },
      bellBeast: {
        name: '鐘脈の獣（Bell Beast）',
        location: '脊髄の道',
        description: 'シルクに縛られた、重装甲の巨大な獣。アリーナを突進してくるので、足を止めずに動き続けましょう。打ち倒すと、ファールームの移動網であるベルウェイが開通します。',
      },
      lace: {
        name: 'レース（Lace）',
        location: '深層の港（初戦）',
        description: '自らも針を操る俊敏な決闘者で、ホーネットの前に何度も立ちはだかります。連続攻撃の最中ではなく、終わった直後に反撃しましょう。',
      },
      fourthChorus: {
        name: '第四の合唱者（Fourth Chorus）',
        location: '遠景の地',
        description: '広いアリーナで戦う、そびえ立つ巨体。滑空を使えば、なぎ払い攻撃から距離を取りやすくなります。',
      },
      moorwing: {
        name: 'ヌレガラス（Moorwing）',
        location: '灰色の丘陵',
        description: '灰色の丘陵の空を支配する、翼をもつ大型の虫。戦いは任意なので、手に負えなければ後で戻ってきましょう。',
      },
      sisterSplinter: {
        name: 'シスター・スプリンター（Sister Splinter）',
        location: '殻木の森',
        description: '草木が生い茂る殻木の森の守護者。倒すと、ファールームの多くの場所で必要になる、壁に張り付く能力への道が開けます。',
      },
      widow: {
        name: 'ウィドウ（Widow）',
        location: 'ベルハート',
        description: 'シルクの力でベルハートの町を支配する狂信者。四方から鐘が飛んできますが、針で打てば弾き返せます。',
      },
      lastJudge: {
        name: 'ラストジャッジ（Last Judge）',
        location: '暴風の石段',
        description: '暴風の石段の頂上で、シタデルへの門を守る番人。登攀の前半を締めくくる、一撃の重い手強い戦いです。',
      },
      groal: {
        name: '大いなるグロール（Groal the Great）',
        location: '胆液の沼',
        description: '汚れた沼地、胆液の沼でスティルキンを統べる支配者。ベンチが少ないため、アリーナまでの長い道のりを覚悟しましょう。',
      },
      grandMotherSilk: {
        name: '大いなる母シルク（Grand Mother Silk）',
        location: 'クレイドル',
        description: 'ファールームを縛るシルクの源となる存在で、王国の最上部で対峙します。終盤の戦いなので、万全の準備で挑みましょう。',
      },
    },
    items: {
      classificationNote: '種類とレア度は、比較しやすいよう Silksong Hub が独自に分類したものです。ゲーム内では装備はツールとクレストに分かれており、レア度はありません。',
      needle: {
        name: '針（Needle）',
        description: '冒険の最初からホーネットが使う武器。あらゆる方向へ素早い近接攻撃を繰り出します。',
        tip: '攻撃力は後で強化できます。ベルハートのピンマスターを探しましょう。',
      },
      hunterCrest: {
        name: '狩人のクレスト（Hunter Crest）',
        description: 'ホーネットが最初から装備しているクレスト。ほかのクレストと同様に、攻撃の性質と使えるツールスロットを決めます。',
        tip: '新しいクレストを見つけたら試してみましょう。クレストを替えるだけで、苦戦していた戦いがずっと楽になることもあります。',
      },
      reaperCrest: {
        name: '死神のクレスト（Reaper Crest）',
        description: 'ホーネットの攻撃を、鎌のように遅く幅広い振りに変えるクレスト。',
        tip: '下攻撃で敵を踏み台にして跳ねるのは、狩人のクレストよりこちらのほうがやりやすいと感じるプレイヤーが多いようです。',
      },
      straightPin: {
        name: 'ストレートピン（Straight Pin）',
        description: '赤いツール。まっすぐ飛ぶピンを投げつけます。',
        tip: '安全な距離から敵を攻撃できます。使用回数はベンチで殻の欠片を使って補充されます。',
      },
      tacks: {
        name: '撒き鋲（Tacks）',
        description: '赤いツール。鋭い鋲をばらまき、その上を通った敵にダメージを与えます。',
        tip: '敵が着地や突進をしてきそうな場所に撒きましょう。',
      },
      silkspear: {
        name: 'シルクの槍（Silkspear）',
        description: 'シルクスキル。シルクを消費して、ホーネットが針を槍のように前方へ投げ放ちます。',
        tip: '「糸を紡ぐ」と同じシルクを使うので、回復できる分は残しておきましょう。',
      },
      needolin: {
        name: 'ニードリン（Needolin）',
        description: 'ホーネットが針を楽器のように奏でます。虫たちが歌や詩で応えることがあり、ウィーバーが造った扉の中にはこの音色で開くものもあります。',
        tip: 'ほかの虫の近くや、不思議な扉の前で奏でてみましょう。',
      },
      compass: {
        name: 'コンパス（Compass）',
        description: 'マップ上にホーネットの現在地を表示する黄色いツール。',
        tip: '地図職人のシャクラが販売しています。早めに買う価値があります。',
      },
      rosaryString: {
        name: 'ロザリーの紐（Rosary String）',
        description: 'ファールームで通貨として使われる玉、ロザリーを紐でまとめたもの。紐を切るまで中の玉は使えません。',
        tip: '紐はお金を安全に貯める手段です。買い物用に、ばらの玉も手元に残しておきましょう。',
      },
      shellShards: {
        name: '殻の欠片（Shell Shards）',
        description: '敵が落とすほか、きらきら光る鉱床からも手に入る欠片。ホーネットがベンチで休むとき、赤いツールの補充に使われます。',
        tip: '光る岩を見かけたら必ず叩きましょう。欠片はすぐに貯まります。',
      },
    },
    map: {
      ratingNote: '種類と難易度は初めて訪れたときを想定した Silksong Hub 独自の評価であり、公式の数値ではありません。',
      features: {
        journeyStart: 'ホーネットの旅が始まる場所',
        boneBottom: 'ショップのある小さな村、骨溜まりの麓のすぐそば',
        bellway: 'ファールームの移動網、ベルウェイがここで開通',
        forges: '鍛冶場、熱気、溶けた金属',
        windyFields: '広々とした空間と強い風',
        layeredMoor: '幾層にも重なる霧深い丘陵',
        nearBellhart: 'ベルハートの町に隣接',
        clingGrip: 'ホーネットが壁に張り付く能力を覚える場所',
        fierceHunters: '序盤屈指の凶暴な生き物たち',
        citadelApproach: 'シタデルへと続く道',
        foulWater: 'ウジのわいた水：入らないように注意',
        fewBenches: 'ベンチが少なく、戻る道のりが長い',
        machinery: 'シタデルの地下に広がる機械群',
        citadelDistricts: '地区：偉大なる門、合唱の間、高貴の広間、囁きの貯蔵庫',
        prison: 'ファールームの牢獄',
      },
      mossGrotto: {
        name: '苔の洞穴（Moss Grotto）',
        description: 'ファールームの最下層にある、緑の苔に覆われた洞窟。',
      },
      marrow: {
        name: '脊髄の道（The Marrow）',
        description: '骨や、巨大な古代生物の亡骸が散らばる洞窟。',
      },
      deepDocks: {
        name: '深層の港（Deep Docks）',
        description: '王国の深部にある、熱気に満ちた工業地帯の港。虫たちが鍛冶場で働いています。',
      },
      farFields: {
        name: '遠景の地（Far Fields）',
        description: '風が吹きすさぶ開けた野原。滑空するためのマントが欠かせません。',
      },
      greymoor: {
        name: '灰色の丘陵（Greymoor）',
        description: '霧に包まれた灰色の丘陵。疲れた旅人のための道端の宿があります。',
      },
      shellwood: {
        name: '殻木の森（Shellwood）',
        description: '絡み合う植物が生い茂る森。',
      },
      huntersMarch: {
        name: 'ハンターズマーチ（Hunter’s March）',
        description: '凶暴な生き物がひしめく荒々しい狩り場。序盤の寄り道としては手強い場所です。',
      },
      blastedSteps: {
        name: '暴風の石段（Blasted Steps）',
        description: 'シタデルの門へと続く、吹きさらしの長い登り道。',
      },
      bilewater: {
        name: '胆液の沼（Bilewater）',
        description: '濁った水が広がる汚染された沼。暗く、危険に満ちています。',
      },
      underworks: {
        name: '聖域の礎（Underworks）',
        description: 'シタデルの工業的な地下部。',
      },
      citadel: {
        name: 'シタデル（The Citadel）',
        description: 'ファールームの頂にある輝く都市。ホーネットが目指す登攀の終着点です。',
      },
      slab: {
        name: '巨石の牢（The Slab）',
        description: '厳重に警備された陰鬱な場所。自ら足を踏み入れる者はほとんどいません。',
      },
    },
  },
  faqPage: {
    release: {
      title: '発売情報',
      price: {
        question: 'シルクソングの価格はいくらですか？',
        answer: '価格はストアや地域によって異なるため、お使いの機種のストアでご確認ください。当サイトの予約ページに掲載している価格は発売前の予想であり、公式の価格ではありません。',
      },
      sequel: {
        question: 'シルクソングは『ホロウナイト』の続編ですか？',
        answer: 'はい。Team Cherry は当初、ホーネットを主人公とする『ホロウナイト』のダウンロードコンテンツとして計画していましたが、本格的な続編へと発展し、2019年2月に発表されました。',
      },
    },
    gameplay: {
      title: 'ゲームプレイ',
      hero: {
        question: '操作キャラクターは誰ですか？',
        answer: '『ホロウナイト』で主人公の騎士と出会った、針を操るハロウネストの姫にして守護者、ホーネットです。シルクソングは彼女の物語です。',
      },
      firstGame: {
        question: '先に『ホロウナイト』を遊ぶ必要はありますか？',
        answer: 'いいえ。シルクソングは独自の物語をもつ新たな王国ファールームが舞台なので、初めての方もここから始められます。前作を遊ぶと、ホーネットの過去がより深くわかります。',
      },
      healing: {
        question: '回復はどのように行いますか？',
        answer: '攻撃を当てると、ホーネットのシルクの糸巻きがたまります。満タンになったら「糸を紡ぐ」で仮面を3つ回復できます。ベンチで休めば全回復します。',
      },
      coop: {
        question: 'マルチプレイや協力プレイはありますか？',
        answer: 'いいえ。シルクソングは一人用のゲームです。',
      },
      maps: {
        question: '地図はどこで手に入りますか？',
        answer: '地図の多くは、旅する地図職人のシャクラが販売しています。新しいエリアに入ったら、彼女の歌声に耳を澄ませましょう。',
      },
    },
    technical: {
      title: '技術面',
      pc: {
        question: 'どんなPCが必要ですか？',
        answer: 'シルクソングは要求スペックが控えめな2Dゲームです。当サイトが予想した最低・推奨スペックは「対応機種と動作環境」ページに掲載していますが、あくまで Silksong Hub による予想なので、公式の動作環境はストアでご確認ください。',
      },
      console: {
        question: '家庭用ゲーム機ではどのように動作しますか？',
        answer: '当サイトのパフォーマンス表に、各ゲーム機の目標解像度とフレームレートを掲載しています。いずれも Silksong Hub による予想で、「確定」か「未確定」かを明記しています。',
      },
      controller: {
        question: 'PCでコントローラーは使えますか？',
        answer: 'はい。PC版はキーボードに加えてコントローラーにも対応しています。',
      },
      account: {
        question: 'このサイトを利用するのにアカウントは必要ですか？',
        answer: 'いいえ。Silksong Hub にはアカウント機能がなく、Cookie も使用していません。すべてのページをどなたでも閲覧できます。',
      },
    },
    more: {
      heading: 'ほかに質問はありますか？',
      text: 'コミュニティには、ゲームを知り尽くしたファンがたくさんいます。ここに掲載している回答への訂正も歓迎します。',
      community: 'コミュニティをのぞく',
      contact: 'Silksong Hub へのお問い合わせ',
    },
  },
  community: {
    fans: 'ファンコミュニティ',
    official: '公式チャンネル',
    links: {
      forum: 'Reddit のシルクソングコミュニティ：ニュース、発見、ファンアート、ほかのプレイヤーからのアドバイス。',
      social: 'シルクソングについてリアルタイムで語り合える、大規模な Hollow Knight Discord サーバー。',
      wiki: '『ホロウナイト』とシルクソングについてコミュニティが執筆するウィキ：エリア、ボス、ツール、伝承。',
      shortPost: 'ゲームの開発元 Team Cherry から直接届く発表。',
      video: '公式トレーラーを公開している Team Cherry のチャンネル。',
    },
    etiquette: {
      heading: '思いやりを忘れず、ネタバレに注意',
      kind: '親切に、そして寛容に。誰もが最初はファールームの初心者でした。',
      spoilers: 'ネタバレには注意書きを付け、終盤のボス、物語の展開、エンディングはタイトルやサムネイルに載せないようにしましょう。',
      progress: '助けを求めるときは、どこまで進んでいるかを伝えましょう。そうすれば、ほかの人も先の展開をネタバレせずに答えられます。',
      rules: 'コミュニティにはそれぞれのルールがあります。投稿する前に確認しましょう。',
    },
  },
  contact: {
    corrections: {
      heading: '訂正とご提案',
      text: '誤りを見つけた、または足りない情報があるときは？ Silksong Hub にはお問い合わせフォームやメールアドレスはありません。訂正やご提案は、コミュニティページに掲載しているコミュニティチャンネルからお寄せください。',
      link: 'コミュニティチャンネルへ',
    },
    unofficial: {
      heading: '非公式のファンサイトです',
      text: 'Silksong Hub はファンが制作しています。Team Cherry とは関係がなく、承認も受けていません。そのため、購入、返金、ゲーム内の問題についてはお手伝いできません。',
      support: 'ゲームのサポートについては Team Cherry にお問い合わせください：',
      link: 'Team Cherry 公式サイト',
    },
  },
};

export default ja;
