import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: 'c2a4f9f6-23f4-4898-8941-05849fba0bea',
  slug: 'nintendo-switch-2-direct-2025',
  date: '2025-04-02T14:00:00Z',
  updated_at: '2025-04-02T14:00:00Z',
  cover: '/images/news/nintendo-switch-2-direct-2025.svg',
  sources: ['https://www.nintendo.com/', 'https://www.hollowknightsilksong.com/'],
  published: true,
  translations: {
    en: {
      title: 'Nintendo Switch 2 Direct confirms Silksong for 2025',
      summary:
        'Hollow Knight: Silksong appeared in the Nintendo Switch 2 Direct of 2 April 2025 with a 2025 release window and a Switch 2 version.',
      body: [
        'On 2 April 2025, Hollow Knight: Silksong appeared in the Nintendo Switch 2 Direct among the games coming to Nintendo’s new console, marked for release in 2025.',
        'It was the first time since the 2023 delay that a release year had been given, and it added Nintendo Switch 2 to the game’s platforms.',
        'The game remained planned for PC, Xbox, PlayStation and the original Nintendo Switch as well.',
      ].join('\n\n'),
    },
    es: {
      title: 'El Nintendo Switch 2 Direct confirma Silksong para 2025',
      summary:
        'Hollow Knight: Silksong apareció en el Nintendo Switch 2 Direct del 2 de abril de 2025 con lanzamiento previsto en 2025 y una versión para Switch 2.',
      body: [
        'El 2 de abril de 2025, Hollow Knight: Silksong apareció en el Nintendo Switch 2 Direct entre los juegos que llegarían a la nueva consola de Nintendo, con lanzamiento previsto en 2025.',
        'Era la primera vez desde el retraso de 2023 que se daba un año de lanzamiento, y Nintendo Switch 2 se sumaba a las plataformas del juego.',
        'El juego seguía previsto también para PC, Xbox, PlayStation y la Nintendo Switch original.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Nintendo Switch 2 Direct confirma Silksong para 2025',
      summary:
        'Hollow Knight: Silksong apareceu no Nintendo Switch 2 Direct de 2 de abril de 2025, com lançamento previsto para 2025 e uma versão para Switch 2.',
      body: [
        'Em 2 de abril de 2025, Hollow Knight: Silksong apareceu no Nintendo Switch 2 Direct entre os jogos que chegariam ao novo console da Nintendo, com lançamento previsto para 2025.',
        'Foi a primeira vez desde o adiamento de 2023 que um ano de lançamento foi informado, e o Nintendo Switch 2 entrou na lista de plataformas do jogo.',
        'O jogo continuava previsto também para PC, Xbox, PlayStation e o Nintendo Switch original.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Le Nintendo Switch 2 Direct confirme Silksong pour 2025',
      summary:
        'Hollow Knight: Silksong est apparu dans le Nintendo Switch 2 Direct du 2 avril 2025, avec une sortie prévue en 2025 et une version Switch 2.',
      body: [
        'Le 2 avril 2025, Hollow Knight: Silksong figurait dans le Nintendo Switch 2 Direct parmi les jeux attendus sur la nouvelle console de Nintendo, avec une sortie annoncée pour 2025.',
        'C’était la première fois depuis le report de 2023 qu’une année de sortie était donnée, et la Nintendo Switch 2 rejoignait la liste des plateformes du jeu.',
        'Le jeu restait prévu sur PC, Xbox, PlayStation et sur la Nintendo Switch d’origine.',
      ].join('\n\n'),
    },
    de: {
      title: 'Nintendo Switch 2 Direct bestätigt Silksong für 2025',
      summary:
        'Hollow Knight: Silksong war in der Nintendo Switch 2 Direct vom 2. April 2025 zu sehen – mit Release im Jahr 2025 und einer Switch-2-Version.',
      body: [
        'Am 2. April 2025 tauchte Hollow Knight: Silksong in der Nintendo Switch 2 Direct unter den Spielen für Nintendos neue Konsole auf, mit dem Hinweis auf einen Release im Jahr 2025.',
        'Damit gab es erstmals seit der Verschiebung 2023 wieder ein Erscheinungsjahr, und die Nintendo Switch 2 kam zu den Plattformen des Spiels hinzu.',
        'Geplant blieben außerdem die Versionen für PC, Xbox, PlayStation und die ursprüngliche Nintendo Switch.',
      ].join('\n\n'),
    },
    zh: {
      title: 'Nintendo Switch 2 Direct 确认《丝之歌》2025 年推出',
      summary: '在 2025 年 4 月 2 日的 Nintendo Switch 2 Direct 中，《空洞骑士：丝之歌》亮相，确认 2025 年发售并推出 Switch 2 版本。',
      body: [
        '2025 年 4 月 2 日，《空洞骑士：丝之歌》出现在 Nintendo Switch 2 Direct 中，位列登陆任天堂新主机的游戏之一，并标注为 2025 年发售。',
        '这是自 2023 年延期以来官方首次给出发售年份，Nintendo Switch 2 也加入了游戏的平台阵容。',
        '游戏同时仍计划登陆 PC、Xbox、PlayStation 以及初代 Nintendo Switch。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Nintendo Switch 2 Direct で Silksong の2025年発売が明らかに',
      summary: '2025年4月2日の Nintendo Switch 2 Direct に『Hollow Knight: Silksong』が登場し、2025年発売と Switch 2 版の発売が示されました。',
      body: [
        '2025年4月2日、Nintendo Switch 2 Direct で、任天堂の新しいゲーム機に登場するタイトルのひとつとして『Hollow Knight: Silksong』が紹介され、2025年発売と示されました。',
        '2023年の延期以来、発売年が示されたのはこれが初めてで、対応機種に Nintendo Switch 2 が加わりました。',
        'PC、Xbox、PlayStation、そして初代 Nintendo Switch 向けの発売も引き続き予定されていました。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Nintendo Switch 2 Direct подтвердил выход Silksong в 2025 году',
      summary:
        'Hollow Knight: Silksong появился в Nintendo Switch 2 Direct 2 апреля 2025 года с окном релиза «2025» и версией для Switch 2.',
      body: [
        '2 апреля 2025 года Hollow Knight: Silksong показали в Nintendo Switch 2 Direct среди игр для новой консоли Nintendo с пометкой о выходе в 2025 году.',
        'Впервые после переноса 2023 года был назван год релиза, а Nintendo Switch 2 пополнила список платформ игры.',
        'Выход на ПК, Xbox, PlayStation и оригинальной Nintendo Switch по-прежнему был запланирован.',
      ].join('\n\n'),
    },
  },
};

export default article;
