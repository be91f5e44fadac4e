import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '9dd7d5b5-07a1-491c-880e-e157f33e547e',
  slug: 'release-date-announced',
  date: '2025-08-21T14:00:00Z',
  updated_at: '2025-08-21T16:00:00Z',
  cover: '/images/news/release-date-announced.svg',
  sources: [
    'https://www.hollowknightsilksong.com/',
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
  ],
  published: true,
  translations: {
    en: {
      title: 'Silksong release date revealed: 4 September 2025',
      summary:
        'On 21 August 2025 Team Cherry announced that Hollow Knight: Silksong would launch worldwide on 4 September 2025 on every platform at once.',
      body: [
        'The wait finally had an end date. On 21 August 2025, in a special announcement video, Team Cherry revealed that Hollow Knight: Silksong would be released on <strong>4 September 2025</strong>.',
        'The launch was set for the same day worldwide on PC, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch and Nintendo Switch 2.',
        'On Xbox and PC, the game would also be part of Game Pass from launch day, as promised in 2022.',
        'The announcement came just two weeks before release, more than six years after the game was first revealed.',
      ].join('\n\n'),
    },
    es: {
      title: 'Fecha de lanzamiento de Silksong: 4 de septiembre de 2025',
      summary:
        'El 21 de agosto de 2025, Team Cherry anunció que Hollow Knight: Silksong saldría a la venta en todo el mundo el 4 de septiembre de 2025 en todas las plataformas a la vez.',
      body: [
        'La espera por fin tenía fecha. El 21 de agosto de 2025, en un vídeo de anuncio especial, Team Cherry reveló que Hollow Knight: Silksong se lanzaría el <strong>4 de septiembre de 2025</strong>.',
        'El lanzamiento sería el mismo día en todo el mundo en PC, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch y Nintendo Switch 2.',
        'En Xbox y PC, el juego estaría además en Game Pass desde el día de lanzamiento, como se prometió en 2022.',
        'El anuncio llegó solo dos semanas antes del estreno, más de seis años después de la presentación del juego.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Data de lançamento de Silksong: 4 de setembro de 2025',
      summary:
        'Em 21 de agosto de 2025, a Team Cherry anunciou que Hollow Knight: Silksong seria lançado mundialmente em 4 de setembro de 2025, em todas as plataformas ao mesmo tempo.',
      body: [
        'A espera finalmente tinha data para acabar. Em 21 de agosto de 2025, em um vídeo de anúncio especial, a Team Cherry revelou que Hollow Knight: Silksong seria lançado em <strong>4 de setembro de 2025</strong>.',
        'O lançamento seria no mesmo dia em todo o mundo, no PC, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch e Nintendo Switch 2.',
        'No Xbox e no PC, o jogo também estaria no Game Pass desde o dia do lançamento, como prometido em 2022.',
        'O anúncio veio apenas duas semanas antes do lançamento, mais de seis anos depois da revelação do jogo.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Date de sortie de Silksong : le 4 septembre 2025',
      summary:
        'Le 21 août 2025, Team Cherry a annoncé que Hollow Knight: Silksong sortirait dans le monde entier le 4 septembre 2025, sur toutes les plateformes à la fois.',
      body: [
        'L’attente avait enfin une date de fin. Le 21 août 2025, dans une vidéo d’annonce spéciale, Team Cherry a révélé que Hollow Knight: Silksong sortirait le <strong>4 septembre 2025</strong>.',
        'La sortie était prévue le même jour dans le monde entier sur PC, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch et Nintendo Switch 2.',
        'Sur Xbox et PC, le jeu serait aussi disponible dans le Game Pass dès le jour de sa sortie, comme promis en 2022.',
        'L’annonce est tombée deux semaines seulement avant la sortie, plus de six ans après la révélation du jeu.',
      ].join('\n\n'),
    },
    de: {
      title: 'Silksong-Release steht fest: 4. September 2025',
      summary:
        'Am 21. August 2025 kündigte Team Cherry an, dass Hollow Knight: Silksong am 4. September 2025 weltweit auf allen Plattformen gleichzeitig erscheint.',
      body: [
        'Das Warten hatte endlich ein Enddatum: Am 21. August 2025 verriet Team Cherry in einem besonderen Ankündigungsvideo, dass Hollow Knight: Silksong am <strong>4. September 2025</strong> erscheint.',
        'Der Start sollte weltweit am selben Tag erfolgen – auf PC, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch und Nintendo Switch 2.',
        'Auf Xbox und PC sollte das Spiel wie 2022 versprochen ab dem ersten Tag auch im Game Pass enthalten sein.',
        'Die Ankündigung kam nur zwei Wochen vor dem Release und mehr als sechs Jahre nach der ersten Enthüllung.',
      ].join('\n\n'),
    },
    zh: {
      title: '《丝之歌》发售日公布：2025 年 9 月 4 日',
      summary: '2025 年 8 月 21 日，Team Cherry 宣布《空洞骑士：丝之歌》将于 2025 年 9 月 4 日在全球所有平台同步发售。',
      body: [
        '漫长的等待终于有了终点。2025 年 8 月 21 日，Team Cherry 在一段特别公告视频中宣布，《空洞骑士：丝之歌》将于 <strong>2025 年 9 月 4 日</strong>发售。',
        '游戏将在同一天于全球登陆 PC、Xbox Series X|S、Xbox One、PlayStation 4、PlayStation 5、Nintendo Switch 和 Nintendo Switch 2。',
        '正如 2022 年的承诺，游戏在 Xbox 和 PC 上也将于发售首日加入 Game Pass。',
        '这一消息距发售仅两周，距游戏首次公布已过去六年多。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Silksong の発売日が決定：2025年9月4日',
      summary: '2025年8月21日、Team Cherry は『Hollow Knight: Silksong』を2025年9月4日に全プラットフォームで世界同時発売すると発表しました。',
      body: [
        '長い待ち時間に、ついに終わりが見えました。2025年8月21日、Team Cherry は特別発表映像で『Hollow Knight: Silksong』の発売日が<strong>2025年9月4日</strong>であることを明らかにしました。',
        '発売は世界同日で、対象は PC、Xbox Series X|S、Xbox One、PlayStation 4、PlayStation 5、Nintendo Switch、Nintendo Switch 2 です。',
        'Xbox と PC では、2022年に約束されたとおり、発売日から Game Pass にも対応します。',
        '発表は発売のわずか2週間前で、最初の発表から6年以上が経っていました。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Объявлена дата выхода Silksong: 4 сентября 2025 года',
      summary:
        '21 августа 2025 года Team Cherry объявила, что Hollow Knight: Silksong выйдет по всему миру 4 сентября 2025 года сразу на всех платформах.',
      body: [
        'У ожидания наконец появилась дата. 21 августа 2025 года в специальном видеоанонсе Team Cherry сообщила, что Hollow Knight: Silksong выйдет <strong>4 сентября 2025 года</strong>.',
        'Релиз был назначен на один день по всему миру: ПК, Xbox Series X|S, Xbox One, PlayStation 4, PlayStation 5, Nintendo Switch и Nintendo Switch 2.',
        'На Xbox и ПК игра, как и обещали в 2022 году, с первого дня войдёт в Game Pass.',
        'Анонс прозвучал всего за две недели до релиза — спустя более шести лет после первого показа игры.',
      ].join('\n\n'),
    },
  },
};

export default article;
