import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '4fb2149d-8e3c-430c-97be-b276c5220680',
  slug: 'e3-2019-playable-demo',
  date: '2019-06-11T17:00:00Z',
  updated_at: '2019-06-11T17:00:00Z',
  cover: '/images/news/e3-2019-playable-demo.svg',
  sources: ['https://www.hollowknightsilksong.com/', 'https://www.nintendo.com/'],
  published: true,
  translations: {
    en: {
      title: 'Silksong is playable for the first time at E3 2019',
      summary:
        'Visitors to E3 2019 in Los Angeles could try a Nintendo Switch demo of Hollow Knight: Silksong, the first public hands-on with the game.',
      body: [
        'In June 2019, four months after its reveal, Hollow Knight: Silksong could be played for the first time: a demo on Nintendo Switch was available at Nintendo’s booth at E3 in Los Angeles.',
        'The demo gave players a first feel for Hornet’s speed and acrobatics, her needle and thread, and the early regions of Pharloom.',
        'No release date was announced at the show.',
      ].join('\n\n'),
    },
    es: {
      title: 'Silksong se puede jugar por primera vez en el E3 2019',
      summary:
        'Los asistentes al E3 2019 en Los Ángeles pudieron probar una demo de Hollow Knight: Silksong en Nintendo Switch, el primer contacto del público con el juego.',
      body: [
        'En junio de 2019, cuatro meses después de su anuncio, Hollow Knight: Silksong se pudo jugar por primera vez: había una demo para Nintendo Switch en el stand de Nintendo del E3 de Los Ángeles.',
        'La demo permitía hacerse una primera idea de la velocidad y la agilidad de Hornet, de su aguja y su hilo, y de las primeras regiones de Pharloom.',
        'No se anunció ninguna fecha de lanzamiento durante la feria.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Silksong pode ser jogado pela primeira vez na E3 2019',
      summary:
        'Quem visitou a E3 2019, em Los Angeles, pôde experimentar uma demo de Hollow Knight: Silksong no Nintendo Switch, o primeiro contato do público com o jogo.',
      body: [
        'Em junho de 2019, quatro meses após o anúncio, Hollow Knight: Silksong pôde ser jogado pela primeira vez: havia uma demo para Nintendo Switch no estande da Nintendo na E3, em Los Angeles.',
        'A demo dava uma primeira ideia da velocidade e da agilidade de Hornet, de sua agulha e sua linha e das primeiras regiões de Pharloom.',
        'Nenhuma data de lançamento foi anunciada durante o evento.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Silksong jouable pour la première fois à l’E3 2019',
      summary:
        'Les visiteurs de l’E3 2019 à Los Angeles ont pu essayer une démo de Hollow Knight: Silksong sur Nintendo Switch, la première prise en main publique du jeu.',
      body: [
        'En juin 2019, quatre mois après son annonce, Hollow Knight: Silksong est devenu jouable pour la première fois : une démo sur Nintendo Switch attendait les visiteurs sur le stand de Nintendo à l’E3 de Los Angeles.',
        'Cette démo donnait un premier aperçu de la vitesse et de l’agilité de Hornet, de son aiguille et de son fil, ainsi que des premières régions de Pharloom.',
        'Aucune date de sortie n’a été annoncée pendant le salon.',
      ].join('\n\n'),
    },
    de: {
      title: 'Silksong erstmals spielbar auf der E3 2019',
      summary:
        'Auf der E3 2019 in Los Angeles konnten Besucher eine Demo von Hollow Knight: Silksong auf der Nintendo Switch ausprobieren – das erste öffentliche Anspielen.',
      body: [
        'Im Juni 2019, vier Monate nach der Ankündigung, war Hollow Knight: Silksong zum ersten Mal spielbar: Am Stand von Nintendo auf der E3 in Los Angeles stand eine Demo für die Nintendo Switch bereit.',
        'Die Demo vermittelte einen ersten Eindruck von Hornets Tempo und Akrobatik, von Nadel und Faden und von den ersten Regionen Pharlooms.',
        'Ein Erscheinungstermin wurde auf der Messe nicht genannt.',
      ].join('\n\n'),
    },
    zh: {
      title: '《丝之歌》在 E3 2019 首次开放试玩',
      summary: '在洛杉矶举行的 E3 2019 上，观众可以在 Nintendo Switch 上试玩《空洞骑士：丝之歌》，这是游戏首次向公众开放试玩。',
      body: [
        '2019 年 6 月，也就是公布四个月后，《空洞骑士：丝之歌》首次开放试玩：洛杉矶 E3 展会的任天堂展台提供了 Nintendo Switch 版试玩。',
        '试玩让玩家初步感受到了 Hornet 的速度与灵巧、她的针与线，以及 Pharloom 的早期区域。',
        '展会期间没有公布发售日期。',
      ].join('\n\n'),
    },
    ja: {
      title: 'E3 2019 で Silksong が初めて試遊可能に',
      summary: 'ロサンゼルスで開催された E3 2019 で、Nintendo Switch 版『Hollow Knight: Silksong』の試遊が行われ、一般の人が初めてプレイできました。',
      body: [
        '発表から4か月後の2019年6月、『Hollow Knight: Silksong』が初めてプレイ可能になりました。ロサンゼルスの E3 の任天堂ブースで、Nintendo Switch 版の試遊デモが用意されたのです。',
        'デモでは、Hornet のスピード感あふれるアクロバティックな動きや針と糸による戦い、そして Pharloom の序盤のエリアを体験できました。',
        'ショーの期間中に発売日は発表されませんでした。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Silksong впервые можно опробовать на E3 2019',
      summary:
        'Посетители E3 2019 в Лос-Анджелесе смогли поиграть в демоверсию Hollow Knight: Silksong на Nintendo Switch — первое публичное знакомство с игрой.',
      body: [
        'В июне 2019 года, через четыре месяца после анонса, в Hollow Knight: Silksong впервые можно было поиграть: на стенде Nintendo на выставке E3 в Лос-Анджелесе была доступна демоверсия для Nintendo Switch.',
        'Демо давало первое представление о скорости и ловкости Hornet, её игле и нити, а также о первых областях Pharloom.',
        'Дату выхода на выставке не объявили.',
      ].join('\n\n'),
    },
  },
};

export default article;
