import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '1bc05c36-8836-4c7c-a558-9acc3d2599f5',
  slug: 'christopher-larkin-music',
  date: '2025-08-30T09:00:00Z',
  updated_at: '2025-08-30T09:00:00Z',
  cover: '/images/news/christopher-larkin-music.svg',
  sources: ['https://www.hollowknightsilksong.com/', 'https://www.teamcherry.com.au/'],
  published: true,
  translations: {
    en: {
      title: 'Christopher Larkin returns to score Silksong',
      summary:
        'The Australian composer behind Hollow Knight’s soundtrack, Christopher Larkin, also writes the music for Silksong.',
      body: [
        'The music of Hollow Knight: Silksong is composed by Christopher Larkin, the Australian composer who wrote the soundtrack of the original Hollow Knight.',
        'His melancholic orchestral score for Hollow Knight became one of the best-loved parts of the game, and many of its themes are still closely tied to Hallownest for players.',
        'For Silksong he again works with Team Cherry, this time writing for Pharloom, its inhabitants and its many battles.',
        'The title itself hints at how much music matters here: Pharloom is, after all, a kingdom ruled by silk and <em>song</em>.',
      ].join('\n\n'),
    },
    es: {
      title: 'Christopher Larkin vuelve a componer la música de Silksong',
      summary:
        'Christopher Larkin, el compositor australiano de la banda sonora de Hollow Knight, firma también la música de Silksong.',
      body: [
        'La música de Hollow Knight: Silksong es obra de Christopher Larkin, el compositor australiano que escribió la banda sonora del Hollow Knight original.',
        'Su melancólica partitura orquestal para Hollow Knight se convirtió en una de las partes más queridas del juego, y muchos de sus temas siguen muy ligados a Hallownest para los jugadores.',
        'En Silksong vuelve a trabajar con Team Cherry, esta vez componiendo para Pharloom, sus habitantes y sus numerosos combates.',
        'El propio título deja ver la importancia de la música: al fin y al cabo, Pharloom es un reino gobernado por la seda y el <em>canto</em>.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Christopher Larkin volta a compor a trilha de Silksong',
      summary:
        'Christopher Larkin, o compositor australiano da trilha sonora de Hollow Knight, também assina a música de Silksong.',
      body: [
        'A música de Hollow Knight: Silksong é composta por Christopher Larkin, o compositor australiano que criou a trilha sonora do Hollow Knight original.',
        'Sua trilha orquestral melancólica para Hollow Knight se tornou uma das partes mais queridas do jogo, e muitos de seus temas continuam muito ligados a Hallownest na memória dos jogadores.',
        'Em Silksong, ele volta a trabalhar com a Team Cherry, agora compondo para Pharloom, seus habitantes e suas muitas batalhas.',
        'O próprio título mostra o peso da música: afinal, Pharloom é um reino governado pela seda e pela <em>canção</em>.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Christopher Larkin signe à nouveau la musique de Silksong',
      summary:
        'Christopher Larkin, le compositeur australien de la bande originale de Hollow Knight, compose aussi la musique de Silksong.',
      body: [
        'La musique de Hollow Knight: Silksong est composée par Christopher Larkin, le compositeur australien qui a écrit la bande originale du premier Hollow Knight.',
        'Sa partition orchestrale mélancolique pour Hollow Knight est devenue l’un des éléments les plus appréciés du jeu, et beaucoup de ses thèmes restent indissociables de Hallownest pour les joueurs.',
        'Pour Silksong, il collabore de nouveau avec Team Cherry, en composant cette fois pour Pharloom, ses habitants et ses nombreux combats.',
        'Le titre lui-même montre la place de la musique : Pharloom est, après tout, un royaume gouverné par la soie et le <em>chant</em>.',
      ].join('\n\n'),
    },
    de: {
      title: 'Christopher Larkin komponiert wieder die Musik zu Silksong',
      summary:
        'Christopher Larkin, der australische Komponist des Hollow-Knight-Soundtracks, schreibt auch die Musik für Silksong.',
      body: [
        'Die Musik von Hollow Knight: Silksong stammt von Christopher Larkin, dem australischen Komponisten, der schon den Soundtrack des ersten Hollow Knight geschrieben hat.',
        'Seine melancholische Orchestermusik zu Hollow Knight wurde zu einem der beliebtesten Teile des Spiels, und viele ihrer Themen sind für Spieler bis heute eng mit Hallownest verbunden.',
        'Für Silksong arbeitet er erneut mit Team Cherry zusammen und komponiert diesmal für Pharloom, seine Bewohner und seine vielen Kämpfe.',
        'Schon der Titel zeigt, wie wichtig die Musik ist: Pharloom ist schließlich ein Königreich, das von Seide und <em>Gesang</em> beherrscht wird.',
      ].join('\n\n'),
    },
    zh: {
      title: 'Christopher Larkin 回归，为《丝之歌》作曲',
      summary: '为《空洞骑士》创作原声音乐的澳大利亚作曲家 Christopher Larkin，同样负责《丝之歌》的音乐。',
      body: [
        '《空洞骑士：丝之歌》的音乐由 Christopher Larkin 创作，他是一位澳大利亚作曲家，也是初代《空洞骑士》原声音乐的作者。',
        '他为《空洞骑士》创作的忧郁管弦乐成为游戏最受喜爱的部分之一，许多旋律至今仍让玩家联想到 Hallownest。',
        '在《丝之歌》中，他再次与 Team Cherry 合作，这一次为 Pharloom、那里的居民以及众多战斗谱写音乐。',
        '游戏的名字本身就说明了音乐的重要性：毕竟，Pharloom 是一个由丝与<em>歌</em>统治的王国。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Christopher Larkin が再び Silksong の音楽を担当',
      summary: '『Hollow Knight』のサウンドトラックを手がけたオーストラリアの作曲家 Christopher Larkin が、Silksong の音楽も担当しています。',
      body: [
        '『Hollow Knight: Silksong』の音楽を作曲しているのは、初代『Hollow Knight』のサウンドトラックを手がけたオーストラリアの作曲家 Christopher Larkin です。',
        '『Hollow Knight』のために書かれた哀愁あふれるオーケストラ音楽は、ゲームの中でも特に愛される要素となり、その多くの曲は今もプレイヤーにとって Hallownest と深く結びついています。',
        'Silksong でも彼は Team Cherry と再びタッグを組み、今回は Pharloom とその住人、そして数多くの戦いのための音楽を書いています。',
        'タイトルそのものが音楽の大切さを物語っています。Pharloom は、シルクと<em>歌</em>が支配する王国なのですから。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Кристофер Ларкин снова пишет музыку для Silksong',
      summary:
        'Австралийский композитор Кристофер Ларкин, автор саундтрека Hollow Knight, написал музыку и для Silksong.',
      body: [
        'Музыку для Hollow Knight: Silksong пишет Кристофер Ларкин (Christopher Larkin) — австралийский композитор, создавший саундтрек оригинальной Hollow Knight.',
        'Его меланхоличная оркестровая музыка к Hollow Knight стала одной из самых любимых частей игры, и многие её темы до сих пор прочно связаны у игроков с Hallownest.',
        'Для Silksong он снова работает с Team Cherry, на этот раз сочиняя музыку для Pharloom, его обитателей и многочисленных сражений.',
        'Само название подсказывает, как много здесь значит музыка: ведь Pharloom — королевство, которым правят шёлк и <em>песня</em>.',
      ].join('\n\n'),
    },
  },
};

export default article;
