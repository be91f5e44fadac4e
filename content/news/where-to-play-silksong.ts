import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '500c81fa-8e6c-402e-a86f-c83a058ebe33',
  slug: 'where-to-play-silksong',
  date: '2025-08-22T09:00:00Z',
  updated_at: '2025-08-22T09:00:00Z',
  cover: '/images/news/where-to-play-silksong.svg',
  sources: [
    'https://www.hollowknightsilksong.com/',
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
    'https://www.xbox.com/en-US/xbox-game-pass',
  ],
  published: true,
  translations: {
    en: {
      title: 'Where to play Hollow Knight: Silksong: every platform at a glance',
      summary:
        'Silksong launches on PC, Xbox, PlayStation and Nintendo consoles on the same day. Here is where you will find it.',
      body: [
        '<strong>PC:</strong> the game is sold on Steam, GOG and the Humble Store.',
        '<strong>Xbox:</strong> it comes to Xbox Series X|S and Xbox One, and it is included in Game Pass from day one, on console and on PC.',
        '<strong>PlayStation:</strong> versions for PlayStation 4 and PlayStation 5 are available from the PlayStation Store.',
        '<strong>Nintendo:</strong> it launches on both Nintendo Switch and Nintendo Switch 2 through the Nintendo eShop.',
        'Every version releases on 4 September 2025, at the same moment worldwide.',
      ].join('\n\n'),
    },
    es: {
      title: 'Dónde jugar a Hollow Knight: Silksong: todas las plataformas',
      summary:
        'Silksong sale el mismo día en PC, Xbox, PlayStation y consolas de Nintendo. Aquí te contamos dónde encontrarlo.',
      body: [
        '<strong>PC:</strong> el juego se vende en Steam, GOG y Humble Store.',
        '<strong>Xbox:</strong> llega a Xbox Series X|S y Xbox One, y está incluido en Game Pass desde el primer día, en consola y en PC.',
        '<strong>PlayStation:</strong> las versiones para PlayStation 4 y PlayStation 5 están disponibles en PlayStation Store.',
        '<strong>Nintendo:</strong> sale en Nintendo Switch y Nintendo Switch 2 a través de Nintendo eShop.',
        'Todas las versiones salen el 4 de septiembre de 2025, en el mismo momento en todo el mundo.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Onde jogar Hollow Knight: Silksong: todas as plataformas',
      summary:
        'Silksong chega no mesmo dia ao PC, Xbox, PlayStation e consoles da Nintendo. Veja onde encontrá-lo.',
      body: [
        '<strong>PC:</strong> o jogo é vendido na Steam, na GOG e na Humble Store.',
        '<strong>Xbox:</strong> chega ao Xbox Series X|S e ao Xbox One, e está no Game Pass desde o primeiro dia, no console e no PC.',
        '<strong>PlayStation:</strong> as versões de PlayStation 4 e PlayStation 5 estão disponíveis na PlayStation Store.',
        '<strong>Nintendo:</strong> é lançado no Nintendo Switch e no Nintendo Switch 2 pela Nintendo eShop.',
        'Todas as versões saem em 4 de setembro de 2025, no mesmo momento em todo o mundo.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Où jouer à Hollow Knight: Silksong : toutes les plateformes',
      summary:
        'Silksong sort le même jour sur PC, Xbox, PlayStation et consoles Nintendo. Voici où le trouver.',
      body: [
        '<strong>PC :</strong> le jeu est vendu sur Steam, GOG et le Humble Store.',
        '<strong>Xbox :</strong> il sort sur Xbox Series X|S et Xbox One, et fait partie du Game Pass dès le premier jour, sur console comme sur PC.',
        '<strong>PlayStation :</strong> les versions PlayStation 4 et PlayStation 5 sont proposées sur le PlayStation Store.',
        '<strong>Nintendo :</strong> il sort sur Nintendo Switch et Nintendo Switch 2 via le Nintendo eShop.',
        'Toutes les versions sortent le 4 septembre 2025, au même moment dans le monde entier.',
      ].join('\n\n'),
    },
    de: {
      title: 'Wo man Hollow Knight: Silksong spielen kann: alle Plattformen',
      summary:
        'Silksong erscheint am selben Tag für PC, Xbox, PlayStation und Nintendo-Konsolen. Hier findet man das Spiel.',
      body: [
        '<strong>PC:</strong> Das Spiel gibt es auf Steam, GOG und im Humble Store.',
        '<strong>Xbox:</strong> Es erscheint für Xbox Series X|S und Xbox One und ist ab dem ersten Tag im Game Pass enthalten, auf der Konsole und am PC.',
        '<strong>PlayStation:</strong> Die Versionen für PlayStation 4 und PlayStation 5 gibt es im PlayStation Store.',
        '<strong>Nintendo:</strong> Es erscheint für Nintendo Switch und Nintendo Switch 2 im Nintendo eShop.',
        'Alle Versionen erscheinen am 4. September 2025, weltweit zur selben Zeit.',
      ].join('\n\n'),
    },
    zh: {
      title: '在哪里玩《空洞骑士：丝之歌》：全平台一览',
      summary: '《丝之歌》将在同一天登陆 PC、Xbox、PlayStation 和任天堂主机，以下是各平台的购买渠道。',
      body: [
        '<strong>PC：</strong>游戏在 Steam、GOG 和 Humble Store 上发售。',
        '<strong>Xbox：</strong>登陆 Xbox Series X|S 和 Xbox One，并在首日加入 Game Pass，主机和 PC 均可游玩。',
        '<strong>PlayStation：</strong>PlayStation 4 和 PlayStation 5 版本可在 PlayStation Store 获取。',
        '<strong>任天堂：</strong>通过 Nintendo eShop 登陆 Nintendo Switch 和 Nintendo Switch 2。',
        '所有版本均于 2025 年 9 月 4 日在全球同一时刻发售。',
      ].join('\n\n'),
    },
    ja: {
      title: '『Hollow Knight: Silksong』をプレイできる全プラットフォーム',
      summary: 'Silksong は PC、Xbox、PlayStation、任天堂のゲーム機で同日に発売されます。どこで手に入るかをまとめました。',
      body: [
        '<strong>PC：</strong>Steam、GOG、Humble Store で販売されます。',
        '<strong>Xbox：</strong>Xbox Series X|S と Xbox One に対応し、発売日から Game Pass にも含まれます（本体・PC とも）。',
        '<strong>PlayStation：</strong>PlayStation 4 版と PlayStation 5 版が PlayStation Store で配信されます。',
        '<strong>任天堂：</strong>Nintendo eShop で Nintendo Switch 版と Nintendo Switch 2 版が発売されます。',
        'すべてのバージョンが2025年9月4日、世界同時に発売されます。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Где играть в Hollow Knight: Silksong: все платформы',
      summary:
        'Silksong выходит в один день на ПК, Xbox, PlayStation и консолях Nintendo. Рассказываем, где найти игру.',
      body: [
        '<strong>ПК:</strong> игра продаётся в Steam, GOG и Humble Store.',
        '<strong>Xbox:</strong> игра выходит на Xbox Series X|S и Xbox One и с первого дня доступна в Game Pass — на консоли и на ПК.',
        '<strong>PlayStation:</strong> версии для PlayStation 4 и PlayStation 5 доступны в PlayStation Store.',
        '<strong>Nintendo:</strong> игра выходит на Nintendo Switch и Nintendo Switch 2 через Nintendo eShop.',
        'Все версии выходят 4 сентября 2025 года одновременно по всему миру.',
      ].join('\n\n'),
    },
  },
};

export default article;
