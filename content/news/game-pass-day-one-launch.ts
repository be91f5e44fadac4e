import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '938235bf-8bdd-4dab-86d7-b39505f5945a',
  slug: 'game-pass-day-one-launch',
  date: '2025-09-04T12:30:00Z',
  updated_at: '2025-09-04T12:30:00Z',
  cover: '/images/news/game-pass-day-one-launch.svg',
  sources: ['https://news.xbox.com/en-us/', 'https://www.xbox.com/en-US/xbox-game-pass'],
  published: true,
  translations: {
    en: {
      title: 'Silksong joins Xbox Game Pass on launch day',
      summary:
        'As promised in 2022, Hollow Knight: Silksong was part of Xbox Game Pass from its first day, on Xbox consoles and on PC.',
      body: [
        'As promised since 2022, Hollow Knight: Silksong was included in Xbox Game Pass from its very first day.',
        'Game Pass members can play it on Xbox Series X|S, Xbox One and Windows PC without buying it separately.',
        'The game can also be bought on Xbox and on every other platform where it launched.',
        'Day-one Game Pass had been part of the plan since Silksong appeared at the Xbox & Bethesda Games Showcase in June 2022.',
      ].join('\n\n'),
    },
    es: {
      title: 'Silksong llega a Xbox Game Pass el día de su lanzamiento',
      summary:
        'Tal como se prometió en 2022, Hollow Knight: Silksong estuvo en Xbox Game Pass desde el primer día, en consolas Xbox y en PC.',
      body: [
        'Tal como se había prometido desde 2022, Hollow Knight: Silksong llegó a Xbox Game Pass desde el primer día.',
        'Los miembros de Game Pass pueden jugarlo en Xbox Series X|S, Xbox One y PC con Windows sin comprarlo por separado.',
        'El juego también se puede comprar en Xbox y en todas las demás plataformas en las que salió.',
        'Su llegada a Game Pass de salida estaba prevista desde que Silksong apareció en el Xbox & Bethesda Games Showcase de junio de 2022.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Silksong chega ao Xbox Game Pass no dia do lançamento',
      summary:
        'Como prometido em 2022, Hollow Knight: Silksong entrou no Xbox Game Pass no primeiro dia, nos consoles Xbox e no PC.',
      body: [
        'Como prometido desde 2022, Hollow Knight: Silksong entrou no Xbox Game Pass logo no primeiro dia.',
        'Os assinantes do Game Pass podem jogá-lo no Xbox Series X|S, no Xbox One e no PC com Windows sem precisar comprá-lo à parte.',
        'O jogo também pode ser comprado no Xbox e em todas as outras plataformas em que foi lançado.',
        'A chegada ao Game Pass no lançamento estava nos planos desde que Silksong apareceu no Xbox & Bethesda Games Showcase, em junho de 2022.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Silksong rejoint le Xbox Game Pass dès sa sortie',
      summary:
        'Comme promis en 2022, Hollow Knight: Silksong fait partie du Xbox Game Pass depuis son premier jour, sur consoles Xbox et sur PC.',
      body: [
        'Comme promis depuis 2022, Hollow Knight: Silksong a rejoint le Xbox Game Pass dès le premier jour.',
        'Les abonnés Game Pass peuvent y jouer sur Xbox Series X|S, Xbox One et PC Windows sans l’acheter séparément.',
        'Le jeu peut aussi être acheté sur Xbox et sur toutes les autres plateformes où il est sorti.',
        'Cette arrivée dans le Game Pass dès la sortie était prévue depuis la présentation de Silksong au Xbox & Bethesda Games Showcase de juin 2022.',
      ].join('\n\n'),
    },
    de: {
      title: 'Silksong ab dem Launch im Xbox Game Pass',
      summary:
        'Wie 2022 versprochen, war Hollow Knight: Silksong ab dem ersten Tag im Xbox Game Pass enthalten – auf Xbox-Konsolen und am PC.',
      body: [
        'Wie seit 2022 versprochen, war Hollow Knight: Silksong vom ersten Tag an im Xbox Game Pass enthalten.',
        'Game-Pass-Mitglieder können es auf Xbox Series X|S, Xbox One und Windows-PCs spielen, ohne es separat zu kaufen.',
        'Kaufen lässt sich das Spiel ebenfalls, auf Xbox und auf allen anderen Plattformen, auf denen es erschienen ist.',
        'Der Game Pass zum Start war fest eingeplant, seit Silksong im Juni 2022 beim Xbox & Bethesda Games Showcase zu sehen war.',
      ].join('\n\n'),
    },
    zh: {
      title: '《丝之歌》发售首日加入 Xbox Game Pass',
      summary: '正如 2022 年所承诺的，《空洞骑士：丝之歌》从发售第一天起就加入了 Xbox Game Pass，可在 Xbox 主机和 PC 上游玩。',
      body: [
        '正如自 2022 年以来的承诺，《空洞骑士：丝之歌》在发售首日即加入了 Xbox Game Pass。',
        'Game Pass 会员无需单独购买，即可在 Xbox Series X|S、Xbox One 和 Windows PC 上游玩。',
        '玩家也可以在 Xbox 以及游戏发售的其他所有平台上购买本作。',
        '自《丝之歌》在 2022 年 6 月的 Xbox & Bethesda Games Showcase 上亮相以来，首发加入 Game Pass 就一直在计划之中。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Silksong が発売日から Xbox Game Pass に登場',
      summary: '2022年の約束どおり、『Hollow Knight: Silksong』は発売初日から Xbox Game Pass に含まれ、Xbox 本体と PC で遊べます。',
      body: [
        '2022年から約束されていたとおり、『Hollow Knight: Silksong』は発売初日から Xbox Game Pass に登場しました。',
        'Game Pass のメンバーは、別途購入することなく Xbox Series X|S、Xbox One、Windows PC でプレイできます。',
        'もちろん Xbox や、その他の発売プラットフォームで購入することもできます。',
        '発売日からの Game Pass 対応は、2022年6月の Xbox & Bethesda Games Showcase に Silksong が登場したときから予定されていました。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Silksong вышла в Xbox Game Pass в день релиза',
      summary:
        'Как и обещали в 2022 году, Hollow Knight: Silksong вошла в Xbox Game Pass в первый же день — на консолях Xbox и на ПК.',
      body: [
        'Как и обещали ещё в 2022 году, Hollow Knight: Silksong появилась в Xbox Game Pass в первый же день.',
        'Подписчики Game Pass могут играть в неё на Xbox Series X|S, Xbox One и ПК с Windows, не покупая игру отдельно.',
        'Кроме того, игру можно купить на Xbox и на всех остальных платформах, где она вышла.',
        'Выход в Game Pass в день релиза планировался с тех пор, как Silksong показали на Xbox & Bethesda Games Showcase в июне 2022 года.',
      ].join('\n\n'),
    },
  },
};

export default article;
