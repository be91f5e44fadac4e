import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '91f27765-22e7-48f8-8d60-e932ac84ba91',
  slug: 'xbox-games-showcase-2022',
  date: '2022-06-12T17:00:00Z',
  updated_at: '2022-06-13T08:00:00Z',
  cover: '/images/news/xbox-games-showcase-2022.svg',
  sources: ['https://news.xbox.com/en-us/', 'https://www.xbox.com/en-US/xbox-game-pass'],
  published: true,
  translations: {
    en: {
      title: 'Silksong appears at the Xbox & Bethesda Games Showcase with day-one Game Pass',
      summary:
        'A new trailer at the June 2022 showcase confirmed Silksong for Xbox Series X|S, Xbox One and PC, and for Xbox Game Pass on launch day.',
      body: [
        'Hollow Knight: Silksong returned on 12 June 2022 with a new trailer during the Xbox & Bethesda Games Showcase.',
        'The showcase confirmed that the game would come to Xbox Series X|S, Xbox One and PC, and that it would be part of <strong>Xbox Game Pass from day one</strong>.',
        'The trailer showed new regions of Pharloom, new enemies and more of Hornet’s abilities.',
        'The games at that showcase were presented as planned for release within the next twelve months. For Silksong, that plan would later change.',
      ].join('\n\n'),
    },
    es: {
      title: 'Silksong aparece en el Xbox & Bethesda Games Showcase y llegará a Game Pass de salida',
      summary:
        'Un nuevo tráiler en el evento de junio de 2022 confirmó Silksong para Xbox Series X|S, Xbox One y PC, y en Xbox Game Pass desde el primer día.',
      body: [
        'Hollow Knight: Silksong reapareció el 12 de junio de 2022 con un nuevo tráiler durante el Xbox & Bethesda Games Showcase.',
        'El evento confirmó que el juego llegaría a Xbox Series X|S, Xbox One y PC, y que estaría en <strong>Xbox Game Pass desde el primer día</strong>.',
        'El tráiler mostró nuevas regiones de Pharloom, nuevos enemigos y más habilidades de Hornet.',
        'Los juegos de aquel evento se presentaron como previstos para los doce meses siguientes. En el caso de Silksong, ese plan cambiaría más adelante.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Silksong aparece no Xbox & Bethesda Games Showcase com Game Pass no lançamento',
      summary:
        'Um novo trailer no evento de junho de 2022 confirmou Silksong para Xbox Series X|S, Xbox One e PC, e no Xbox Game Pass desde o primeiro dia.',
      body: [
        'Hollow Knight: Silksong voltou a aparecer em 12 de junho de 2022, com um novo trailer durante o Xbox & Bethesda Games Showcase.',
        'O evento confirmou que o jogo chegaria ao Xbox Series X|S, ao Xbox One e ao PC, e que estaria no <strong>Xbox Game Pass desde o primeiro dia</strong>.',
        'O trailer mostrou novas regiões de Pharloom, novos inimigos e mais habilidades de Hornet.',
        'Os jogos daquele evento foram apresentados como previstos para os doze meses seguintes. No caso de Silksong, esse plano mudaria mais tarde.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Silksong au Xbox & Bethesda Games Showcase, dans le Game Pass dès sa sortie',
      summary:
        'Une nouvelle bande-annonce présentée en juin 2022 a confirmé Silksong sur Xbox Series X|S, Xbox One et PC, et dans le Xbox Game Pass dès le premier jour.',
      body: [
        'Hollow Knight: Silksong a fait son retour le 12 juin 2022 avec une nouvelle bande-annonce lors du Xbox & Bethesda Games Showcase.',
        'La conférence a confirmé la sortie du jeu sur Xbox Series X|S, Xbox One et PC, ainsi que sa présence dans le <strong>Xbox Game Pass dès le premier jour</strong>.',
        'La bande-annonce dévoilait de nouvelles régions de Pharloom, de nouveaux ennemis et davantage de capacités de Hornet.',
        'Les jeux de cette conférence étaient annoncés pour les douze mois suivants. Pour Silksong, ce calendrier allait changer.',
      ].join('\n\n'),
    },
    de: {
      title: 'Silksong beim Xbox & Bethesda Games Showcase – ab Tag eins im Game Pass',
      summary:
        'Ein neuer Trailer im Juni 2022 bestätigte Silksong für Xbox Series X|S, Xbox One und PC sowie für den Xbox Game Pass zum Start.',
      body: [
        'Am 12. Juni 2022 meldete sich Hollow Knight: Silksong mit einem neuen Trailer beim Xbox & Bethesda Games Showcase zurück.',
        'Dort wurde bestätigt, dass das Spiel für Xbox Series X|S, Xbox One und PC erscheint und <strong>ab dem ersten Tag im Xbox Game Pass</strong> enthalten ist.',
        'Der Trailer zeigte neue Regionen Pharlooms, neue Gegner und weitere Fähigkeiten von Hornet.',
        'Die Spiele dieser Show wurden als innerhalb der nächsten zwölf Monate geplant vorgestellt. Für Silksong sollte sich dieser Plan später ändern.',
      ].join('\n\n'),
    },
    zh: {
      title: '《丝之歌》亮相 Xbox & Bethesda 游戏展，首发加入 Game Pass',
      summary: '2022 年 6 月的发布会上，新预告片确认《丝之歌》将登陆 Xbox Series X|S、Xbox One 和 PC，并首发加入 Xbox Game Pass。',
      body: [
        '2022 年 6 月 12 日，《空洞骑士：丝之歌》在 Xbox & Bethesda Games Showcase 上带着新预告片再次亮相。',
        '发布会确认游戏将登陆 Xbox Series X|S、Xbox One 和 PC，并且<strong>首发即加入 Xbox Game Pass</strong>。',
        '预告片展示了 Pharloom 的新区域、新敌人以及 Hornet 的更多能力。',
        '这场发布会上的游戏均被介绍为计划在未来十二个月内推出。不过《丝之歌》的计划后来有所改变。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Xbox & Bethesda Games Showcase に Silksong が登場、Game Pass に初日対応',
      summary: '2022年6月のショーケースで新トレーラーが公開され、Xbox Series X|S、Xbox One、PC 向けの発売と、Xbox Game Pass への発売日からの対応が確認されました。',
      body: [
        '2022年6月12日、Xbox & Bethesda Games Showcase で『Hollow Knight: Silksong』の新トレーラーが公開されました。',
        'ショーケースでは、Xbox Series X|S、Xbox One、PC 向けに発売されること、そして<strong>発売日から Xbox Game Pass に対応</strong>することが確認されました。',
        'トレーラーには、Pharloom の新しい地域や新たな敵、Hornet のさらなる能力が映し出されていました。',
        'このショーケースのタイトルは、いずれも今後12か月以内の発売予定として紹介されました。しかし Silksong の予定は、のちに変わることになります。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Silksong показали на Xbox & Bethesda Games Showcase — в Game Pass с первого дня',
      summary:
        'Новый трейлер на шоу в июне 2022 года подтвердил выход Silksong на Xbox Series X|S, Xbox One и ПК, а также в Xbox Game Pass в день релиза.',
      body: [
        '12 июня 2022 года Hollow Knight: Silksong вернулся с новым трейлером на Xbox & Bethesda Games Showcase.',
        'На шоу подтвердили, что игра выйдет на Xbox Series X|S, Xbox One и ПК и будет доступна в <strong>Xbox Game Pass с первого дня</strong>.',
        'В трейлере показали новые области Pharloom, новых врагов и новые способности Hornet.',
        'Игры с этого шоу были представлены как запланированные на ближайшие двенадцать месяцев. Для Silksong этот план позже изменился.',
      ].join('\n\n'),
    },
  },
};

export default article;
