import type { NewsRecord } from '../../shared/schema/news.ts';

/** Unpublished on purpose: the draft that no visitor or anon query may see. */
const article: NewsRecord = {
  id: '963c88c5-b9d9-4bb5-9dc3-1d4bca4964ab',
  slug: 'hollow-knight-look-back',
  date: '2025-09-02T09:00:00Z',
  updated_at: '2025-09-02T11:00:00Z',
  cover: '/images/news/hollow-knight-look-back.svg',
  sources: ['https://www.teamcherry.com.au/'],
  published: false,
  translations: {
    en: {
      title: 'Before Silksong: a look back at Hollow Knight',
      summary: 'A short look back at Hollow Knight, the 2017 game in which players first met Hornet.',
      body: [
        'Before Silksong there was Hollow Knight, Team Cherry’s first game, released on PC in February 2017.',
        'Players explore the fallen insect kingdom of Hallownest as a small, silent knight, and meet Hornet along the way.',
        'Team Cherry followed the launch with free content packs: Hidden Dreams, The Grimm Troupe, Lifeblood and Godmaster.',
        'In 2018 the game also came to Nintendo Switch, PlayStation 4 and Xbox One.',
      ].join('\n\n'),
    },
    es: {
      title: 'Antes de Silksong: un repaso a Hollow Knight',
      summary: 'Un breve repaso a Hollow Knight, el juego de 2017 en el que conocimos a Hornet.',
      body: [
        'Antes de Silksong existió Hollow Knight, el primer juego de Team Cherry, lanzado en PC en febrero de 2017.',
        'Los jugadores exploran Hallownest, el reino caído de los insectos, como un pequeño caballero silencioso, y conocen a Hornet por el camino.',
        'Tras el lanzamiento, Team Cherry publicó paquetes de contenido gratuitos: Hidden Dreams, The Grimm Troupe, Lifeblood y Godmaster.',
        'En 2018 el juego llegó también a Nintendo Switch, PlayStation 4 y Xbox One.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Antes de Silksong: relembrando Hollow Knight',
      summary: 'Um breve olhar sobre Hollow Knight, o jogo de 2017 em que conhecemos Hornet.',
      body: [
        'Antes de Silksong veio Hollow Knight, o primeiro jogo da Team Cherry, lançado no PC em fevereiro de 2017.',
        'Os jogadores exploram Hallownest, o reino caído dos insetos, como um pequeno cavaleiro silencioso, e conhecem Hornet pelo caminho.',
        'Após o lançamento, a Team Cherry lançou pacotes de conteúdo gratuitos: Hidden Dreams, The Grimm Troupe, Lifeblood e Godmaster.',
        'Em 2018, o jogo também chegou ao Nintendo Switch, ao PlayStation 4 e ao Xbox One.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Avant Silksong : retour sur Hollow Knight',
      summary: 'Un bref retour sur Hollow Knight, le jeu de 2017 où l’on a rencontré Hornet.',
      body: [
        'Avant Silksong, il y a eu Hollow Knight, le premier jeu de Team Cherry, sorti sur PC en février 2017.',
        'Les joueurs y explorent Hallownest, royaume déchu des insectes, dans la peau d’un petit chevalier silencieux, et croisent Hornet en chemin.',
        'Après la sortie, Team Cherry a publié des extensions gratuites : Hidden Dreams, The Grimm Troupe, Lifeblood et Godmaster.',
        'En 2018, le jeu est aussi arrivé sur Nintendo Switch, PlayStation 4 et Xbox One.',
      ].join('\n\n'),
    },
    de: {
      title: 'Vor Silksong: ein Rückblick auf Hollow Knight',
      summary: 'Ein kurzer Rückblick auf Hollow Knight, das Spiel von 2017, in dem wir Hornet kennengelernt haben.',
      body: [
        'Vor Silksong gab es Hollow Knight, das erste Spiel von Team Cherry, das im Februar 2017 für den PC erschien.',
        'Man erkundet als kleiner, stiller Ritter das gefallene Insektenkönigreich Hallownest und begegnet dabei Hornet.',
        'Nach dem Start veröffentlichte Team Cherry kostenlose Erweiterungen: Hidden Dreams, The Grimm Troupe, Lifeblood und Godmaster.',
        '2018 kam das Spiel auch für Nintendo Switch, PlayStation 4 und Xbox One heraus.',
      ].join('\n\n'),
    },
    zh: {
      title: '在《丝之歌》之前：回顾《空洞骑士》',
      summary: '简单回顾《空洞骑士》——玩家在这部 2017 年的作品中第一次认识了 Hornet。',
      body: [
        '在《丝之歌》之前，有 Team Cherry 的首部作品《空洞骑士》，于 2017 年 2 月在 PC 上发售。',
        '玩家扮演一位沉默的小骑士，探索已经没落的昆虫王国 Hallownest，并在途中结识 Hornet。',
        '发售后，Team Cherry 推出了多个免费内容包：Hidden Dreams、The Grimm Troupe、Lifeblood 和 Godmaster。',
        '2018 年，游戏还登陆了 Nintendo Switch、PlayStation 4 和 Xbox One。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Silksong の前に：『Hollow Knight』を振り返る',
      summary: 'Hornet に初めて出会った2017年の作品『Hollow Knight』を簡単に振り返ります。',
      body: [
        'Silksong の前には、Team Cherry の最初の作品『Hollow Knight』がありました。2017年2月に PC で発売されています。',
        'プレイヤーは小さく寡黙な騎士となって、滅びた虫の王国 Hallownest を探索し、その途中で Hornet と出会います。',
        '発売後、Team Cherry は無料の追加コンテンツ「Hidden Dreams」「The Grimm Troupe」「Lifeblood」「Godmaster」を配信しました。',
        '2018年には Nintendo Switch、PlayStation 4、Xbox One でも発売されました。',
      ].join('\n\n'),
    },
    ru: {
      title: 'До Silksong: вспоминаем Hollow Knight',
      summary: 'Короткий взгляд назад на Hollow Knight — игру 2017 года, в которой мы впервые встретили Hornet.',
      body: [
        'До Silksong была Hollow Knight — первая игра Team Cherry, вышедшая на ПК в феврале 2017 года.',
        'Игроки исследуют павшее королевство насекомых Hallownest в роли маленького молчаливого рыцаря и по пути встречают Hornet.',
        'После релиза Team Cherry выпустила бесплатные дополнения: Hidden Dreams, The Grimm Troupe, Lifeblood и Godmaster.',
        'В 2018 году игра вышла также на Nintendo Switch, PlayStation 4 и Xbox One.',
      ].join('\n\n'),
    },
  },
};

export default article;
