import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '50a45228-685b-4039-8795-2b1dfb75f0c9',
  slug: 'silksong-out-now',
  date: '2025-09-04T12:00:00Z',
  updated_at: '2025-09-04T12:00:00Z',
  cover: '/images/news/silksong-out-now.svg',
  sources: [
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
    'https://www.hollowknightsilksong.com/',
    'https://www.teamcherry.com.au/',
  ],
  published: true,
  translations: {
    en: {
      title: 'Hollow Knight: Silksong is out now',
      summary:
        'Silksong was released worldwide on 4 September 2025 on PC, Xbox, PlayStation and Nintendo Switch, more than six years after its reveal.',
      body: [
        'It is here. <strong>Hollow Knight: Silksong</strong> was released worldwide on 4 September 2025, more than six years after Team Cherry first announced it.',
        'It is available on PC through Steam, GOG and the Humble Store; on Xbox Series X|S and Xbox One, including Game Pass; on PlayStation 4 and PlayStation 5; and on Nintendo Switch and Nintendo Switch 2.',
        'Players guide Hornet through Pharloom, a kingdom ruled by silk and song, on her pilgrimage to its peak.',
        'The game was made by Team Cherry in Adelaide, with music by Christopher Larkin, who also composed the soundtrack of Hollow Knight.',
      ].join('\n\n'),
    },
    es: {
      title: 'Hollow Knight: Silksong ya está disponible',
      summary:
        'Silksong salió a la venta en todo el mundo el 4 de septiembre de 2025 en PC, Xbox, PlayStation y Nintendo Switch, más de seis años después de su anuncio.',
      body: [
        'Ya está aquí. <strong>Hollow Knight: Silksong</strong> salió a la venta en todo el mundo el 4 de septiembre de 2025, más de seis años después de que Team Cherry lo anunciara.',
        'Está disponible en PC a través de Steam, GOG y Humble Store; en Xbox Series X|S y Xbox One, también en Game Pass; en PlayStation 4 y PlayStation 5; y en Nintendo Switch y Nintendo Switch 2.',
        'Los jugadores guían a Hornet por Pharloom, un reino gobernado por la seda y el canto, en su peregrinaje hacia la cima.',
        'El juego es obra de Team Cherry, en Adelaida, con música de Christopher Larkin, que también compuso la banda sonora de Hollow Knight.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Hollow Knight: Silksong já está disponível',
      summary:
        'Silksong foi lançado mundialmente em 4 de setembro de 2025 para PC, Xbox, PlayStation e Nintendo Switch, mais de seis anos após sua revelação.',
      body: [
        'Chegou a hora. <strong>Hollow Knight: Silksong</strong> foi lançado mundialmente em 4 de setembro de 2025, mais de seis anos depois de ser anunciado pela Team Cherry.',
        'O jogo está disponível no PC pela Steam, GOG e Humble Store; no Xbox Series X|S e Xbox One, inclusive no Game Pass; no PlayStation 4 e PlayStation 5; e no Nintendo Switch e Nintendo Switch 2.',
        'Os jogadores conduzem Hornet por Pharloom, um reino governado pela seda e pela canção, em sua peregrinação até o topo.',
        'O jogo foi criado pela Team Cherry, em Adelaide, com música de Christopher Larkin, que também compôs a trilha sonora de Hollow Knight.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Hollow Knight: Silksong est disponible',
      summary:
        'Silksong est sorti dans le monde entier le 4 septembre 2025 sur PC, Xbox, PlayStation et Nintendo Switch, plus de six ans après son annonce.',
      body: [
        'Le voilà. <strong>Hollow Knight: Silksong</strong> est sorti dans le monde entier le 4 septembre 2025, plus de six ans après sa première annonce par Team Cherry.',
        'Il est disponible sur PC via Steam, GOG et le Humble Store ; sur Xbox Series X|S et Xbox One, y compris dans le Game Pass ; sur PlayStation 4 et PlayStation 5 ; et sur Nintendo Switch et Nintendo Switch 2.',
        'Les joueurs guident Hornet à travers Pharloom, un royaume gouverné par la soie et le chant, au fil de son pèlerinage vers le sommet.',
        'Le jeu a été créé par Team Cherry à Adélaïde, avec une musique de Christopher Larkin, déjà compositeur de la bande originale de Hollow Knight.',
      ].join('\n\n'),
    },
    de: {
      title: 'Hollow Knight: Silksong ist jetzt erhältlich',
      summary:
        'Silksong ist am 4. September 2025 weltweit für PC, Xbox, PlayStation und Nintendo Switch erschienen – mehr als sechs Jahre nach der Enthüllung.',
      body: [
        'Es ist so weit: <strong>Hollow Knight: Silksong</strong> ist am 4. September 2025 weltweit erschienen, mehr als sechs Jahre nach der ersten Ankündigung durch Team Cherry.',
        'Erhältlich ist es für PC über Steam, GOG und den Humble Store, für Xbox Series X|S und Xbox One, auch im Game Pass, für PlayStation 4 und PlayStation 5 sowie für Nintendo Switch und Nintendo Switch 2.',
        'Die Spieler führen Hornet durch Pharloom, ein Königreich von Seide und Gesang, auf ihrer Pilgerreise zum Gipfel.',
        'Entwickelt wurde das Spiel von Team Cherry in Adelaide, die Musik stammt von Christopher Larkin, der schon den Soundtrack zu Hollow Knight komponierte.',
      ].join('\n\n'),
    },
    zh: {
      title: '《空洞骑士：丝之歌》现已发售',
      summary: '《丝之歌》于 2025 年 9 月 4 日在全球登陆 PC、Xbox、PlayStation 和 Nintendo Switch，距首次公布已过去六年多。',
      body: [
        '它终于来了。<strong>《空洞骑士：丝之歌》</strong>于 2025 年 9 月 4 日在全球发售，距 Team Cherry 首次公布已过去六年多。',
        '游戏已登陆 PC（Steam、GOG 和 Humble Store）、Xbox Series X|S 和 Xbox One（包括 Game Pass）、PlayStation 4 和 PlayStation 5，以及 Nintendo Switch 和 Nintendo Switch 2。',
        '玩家将引导 Hornet 穿越由丝与歌统治的王国 Pharloom，踏上通往王国之巅的朝圣之路。',
        '游戏由位于阿德莱德的 Team Cherry 开发，音乐由曾为《空洞骑士》创作原声的 Christopher Larkin 担纲。',
      ].join('\n\n'),
    },
    ja: {
      title: '『Hollow Knight: Silksong』本日発売',
      summary: 'Silksong は2025年9月4日、PC、Xbox、PlayStation、Nintendo Switch で世界同時発売されました。発表から6年以上を経ての発売です。',
      body: [
        'ついにその日が来ました。<strong>『Hollow Knight: Silksong』</strong>は2025年9月4日に世界同時発売されました。Team Cherry による最初の発表から6年以上が経っています。',
        'PC（Steam、GOG、Humble Store）、Xbox Series X|S と Xbox One（Game Pass を含む）、PlayStation 4 と PlayStation 5、そして Nintendo Switch と Nintendo Switch 2 でプレイできます。',
        'プレイヤーは Hornet を導き、シルクと歌が支配する王国 Pharloom を、その頂を目指して巡礼します。',
        '開発はアデレードの Team Cherry。音楽は『Hollow Knight』のサウンドトラックも手がけた Christopher Larkin が担当しています。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Hollow Knight: Silksong уже вышла',
      summary:
        'Silksong вышла по всему миру 4 сентября 2025 года на ПК, Xbox, PlayStation и Nintendo Switch — спустя более шести лет после анонса.',
      body: [
        'Дождались. <strong>Hollow Knight: Silksong</strong> вышла по всему миру 4 сентября 2025 года — более чем через шесть лет после того, как Team Cherry впервые её анонсировала.',
        'Игра доступна на ПК в Steam, GOG и Humble Store; на Xbox Series X|S и Xbox One, в том числе в Game Pass; на PlayStation 4 и PlayStation 5; а также на Nintendo Switch и Nintendo Switch 2.',
        'Игроки ведут Hornet через Pharloom, королевство, которым правят шёлк и песня, в её паломничестве к вершине.',
        'Игру создала студия Team Cherry из Аделаиды, а музыку написал Кристофер Ларкин, автор саундтрека Hollow Knight.',
      ].join('\n\n'),
    },
  },
};

export default article;
