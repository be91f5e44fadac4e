import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: 'f3fd2fdc-2738-4fa3-bc73-c93a0ee0f4fc',
  slug: 'from-hornet-dlc-to-sequel',
  date: '2019-02-14T16:00:00Z',
  updated_at: '2019-02-15T09:00:00Z',
  cover: '/images/news/from-hornet-dlc-to-sequel.svg',
  sources: ['https://www.teamcherry.com.au/', 'https://www.hollowknightsilksong.com/'],
  published: true,
  translations: {
    en: {
      title: 'From Hornet DLC to full sequel: how Silksong began',
      summary:
        'Silksong started life as planned downloadable content for Hollow Knight, with Hornet as a playable character, before growing into a game of its own.',
      body: [
        'Silksong did not start out as a sequel. After Hollow Knight, Team Cherry planned downloadable content in which players would control Hornet, an idea that went back to a stretch goal of the first game’s Kickstarter campaign.',
        'As work went on, the project kept growing: a new kingdom, new characters and a new way to play. By the time it was announced in February 2019, it had become a full sequel with its own name.',
        'Hornet does not play like the Knight. She is faster and more acrobatic, and she fights with her needle and thread.',
        'Because Silksong is a standalone game, players do not need Hollow Knight to play it.',
      ].join('\n\n'),
    },
    es: {
      title: 'De DLC de Hornet a secuela completa: así nació Silksong',
      summary:
        'Silksong empezó como un contenido descargable previsto para Hollow Knight, con Hornet como personaje jugable, antes de convertirse en un juego propio.',
      body: [
        'Silksong no nació como secuela. Tras Hollow Knight, Team Cherry planeaba un contenido descargable en el que se podría controlar a Hornet, una idea que se remontaba a un objetivo adicional de la campaña de Kickstarter del primer juego.',
        'A medida que avanzaba el trabajo, el proyecto no dejó de crecer: un reino nuevo, personajes nuevos y una nueva forma de jugar. Cuando se anunció en febrero de 2019, ya era una secuela completa con nombre propio.',
        'Hornet no se juega como el Caballero: es más rápida y acrobática, y lucha con su aguja y su hilo.',
        'Como Silksong es un juego independiente, no hace falta tener Hollow Knight para jugarlo.',
      ].join('\n\n'),
    },
    pt: {
      title: 'De DLC da Hornet a sequência completa: como Silksong começou',
      summary:
        'Silksong nasceu como um conteúdo para download planejado para Hollow Knight, com Hornet jogável, antes de se tornar um jogo próprio.',
      body: [
        'Silksong não começou como uma sequência. Depois de Hollow Knight, a Team Cherry planejava um conteúdo para download em que seria possível controlar Hornet, uma ideia que vinha de uma meta extra da campanha de Kickstarter do primeiro jogo.',
        'Com o avanço do trabalho, o projeto foi crescendo: um novo reino, novos personagens e um novo jeito de jogar. Quando foi anunciado, em fevereiro de 2019, já era uma sequência completa, com nome próprio.',
        'Hornet não se controla como o Cavaleiro: ela é mais rápida e acrobática e luta com sua agulha e sua linha.',
        'Como Silksong é um jogo independente, não é preciso ter Hollow Knight para jogá-lo.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Du DLC consacré à Hornet à une vraie suite : les origines de Silksong',
      summary:
        'Silksong devait d’abord être un contenu téléchargeable de Hollow Knight où l’on jouerait Hornet, avant de devenir un jeu à part entière.',
      body: [
        'Silksong n’a pas commencé comme une suite. Après Hollow Knight, Team Cherry prévoyait un contenu téléchargeable permettant d’incarner Hornet, une idée qui remontait à un palier de la campagne Kickstarter du premier jeu.',
        'Au fil du développement, le projet n’a cessé de grandir : un nouveau royaume, de nouveaux personnages et une nouvelle façon de jouer. Lors de son annonce en février 2019, c’était devenu une suite complète, avec son propre nom.',
        'Hornet ne se joue pas comme le Chevalier : elle est plus rapide et plus acrobatique, et se bat avec son aiguille et son fil.',
        'Silksong étant un jeu autonome, il n’est pas nécessaire de posséder Hollow Knight pour y jouer.',
      ].join('\n\n'),
    },
    de: {
      title: 'Vom Hornet-DLC zum Nachfolger: So begann Silksong',
      summary:
        'Silksong war zunächst als Zusatzinhalt für Hollow Knight mit Hornet als spielbarer Figur geplant, bevor daraus ein eigenständiges Spiel wurde.',
      body: [
        'Silksong begann nicht als Nachfolger. Nach Hollow Knight plante Team Cherry einen Zusatzinhalt, in dem man Hornet steuern sollte – eine Idee, die auf ein Stretch Goal der Kickstarter-Kampagne des ersten Spiels zurückging.',
        'Im Laufe der Arbeit wuchs das Projekt immer weiter: ein neues Königreich, neue Figuren und eine neue Spielweise. Bei der Ankündigung im Februar 2019 war daraus ein vollwertiger Nachfolger mit eigenem Namen geworden.',
        'Hornet spielt sich anders als der Ritter: Sie ist schneller und akrobatischer und kämpft mit Nadel und Faden.',
        'Da Silksong ein eigenständiges Spiel ist, braucht man Hollow Knight nicht, um es zu spielen.',
      ].join('\n\n'),
    },
    zh: {
      title: '从 Hornet DLC 到完整续作：《丝之歌》的由来',
      summary: '《丝之歌》最初是《空洞骑士》的一个可下载内容，计划让玩家操作 Hornet，后来才发展成一部独立的游戏。',
      body: [
        '《丝之歌》一开始并不是续作。《空洞骑士》推出后，Team Cherry 计划制作一个可以操作 Hornet 的 DLC，这个想法可以追溯到初代 Kickstarter 众筹活动中的一个追加目标。',
        '随着开发推进，项目规模不断扩大：新的王国、新的角色以及新的玩法。到 2019 年 2 月公布时，它已经成为一部拥有独立名称的完整续作。',
        'Hornet 的操作手感与小骑士不同：她更快、更灵巧，使用针与线战斗。',
        '《丝之歌》是一款独立游戏，玩家无需拥有《空洞骑士》即可游玩。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Hornet の DLC から本格続編へ：Silksong の始まり',
      summary: 'Silksong はもともと、Hornet を操作できる『Hollow Knight』の追加コンテンツとして計画され、やがて独立した作品へと成長しました。',
      body: [
        'Silksong は最初から続編だったわけではありません。『Hollow Knight』の後、Team Cherry は Hornet を操作できる追加コンテンツを計画していました。この構想は、前作の Kickstarter キャンペーンのストレッチゴールにまでさかのぼります。',
        '開発が進むにつれてプロジェクトは大きくなり、新しい王国、新しいキャラクター、新しい遊び方が加わりました。2019年2月の発表時には、独自のタイトルを持つ本格的な続編になっていました。',
        'Hornet の操作感は「騎士」とは異なります。より素早くアクロバティックで、針と糸を使って戦います。',
        'Silksong は単体で遊べる作品なので、『Hollow Knight』を持っていなくてもプレイできます。',
      ].join('\n\n'),
    },
    ru: {
      title: 'От DLC про Hornet к полноценному сиквелу: как начинался Silksong',
      summary:
        'Silksong задумывался как дополнение к Hollow Knight, где можно играть за Hornet, но со временем вырос в самостоятельную игру.',
      body: [
        'Silksong не сразу стал сиквелом. После Hollow Knight студия Team Cherry планировала дополнение, в котором игроки управляли бы Hornet; эта идея восходила к одной из дополнительных целей Kickstarter-кампании первой игры.',
        'По ходу работы проект всё разрастался: новое королевство, новые персонажи и новый стиль игры. К анонсу в феврале 2019 года он превратился в полноценное продолжение со своим названием.',
        'Hornet играется иначе, чем Рыцарь: она быстрее и ловчее и сражается иглой и нитью.',
        'Silksong — самостоятельная игра, поэтому для неё не нужен Hollow Knight.',
      ].join('\n\n'),
    },
  },
};

export default article;
