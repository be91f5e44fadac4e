import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '60e7fed7-1b95-4085-a0e9-a1cf1c5b8615',
  slug: 'silksong-announced',
  date: '2019-02-14T15:00:00Z',
  updated_at: '2019-02-14T15:00:00Z',
  cover: '/images/news/silksong-announced.svg',
  sources: [
    'https://www.teamcherry.com.au/',
    'https://www.hollowknightsilksong.com/',
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
  ],
  published: true,
  translations: {
    en: {
      title: 'Team Cherry announces Hollow Knight: Silksong',
      summary:
        'On 14 February 2019 the Adelaide studio Team Cherry revealed Hollow Knight: Silksong, a full sequel starring Hornet.',
      body: [
        'Team Cherry, the independent studio from Adelaide, Australia, that made Hollow Knight, revealed its next game on 14 February 2019: <strong>Hollow Knight: Silksong</strong>.',
        'Players take the role of Hornet, the princess-protector of Hallownest whom they first met in Hollow Knight. Captured and taken to an unfamiliar kingdom, she must battle foes and solve mysteries as she climbs on a deadly pilgrimage to the kingdom’s peak.',
        'The reveal came with a first trailer and a store page on Steam, where players could add the game to their wishlist.',
        'No release date was announced at the time.',
      ].join('\n\n'),
    },
    es: {
      title: 'Team Cherry anuncia Hollow Knight: Silksong',
      summary:
        'El 14 de febrero de 2019, el estudio de Adelaida Team Cherry presentó Hollow Knight: Silksong, una secuela completa protagonizada por Hornet.',
      body: [
        'Team Cherry, el estudio independiente de Adelaida (Australia) creador de Hollow Knight, presentó su siguiente juego el 14 de febrero de 2019: <strong>Hollow Knight: Silksong</strong>.',
        'Los jugadores controlan a Hornet, la princesa protectora de Hallownest que conocieron en Hollow Knight. Capturada y llevada a un reino desconocido, deberá enfrentarse a enemigos y resolver misterios mientras asciende en un peregrinaje mortal hacia la cima del reino.',
        'El anuncio llegó acompañado de un primer tráiler y de una página en Steam, donde ya se podía añadir el juego a la lista de deseados.',
        'En aquel momento no se anunció ninguna fecha de lanzamiento.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Team Cherry anuncia Hollow Knight: Silksong',
      summary:
        'Em 14 de fevereiro de 2019, o estúdio de Adelaide Team Cherry revelou Hollow Knight: Silksong, uma sequência completa estrelada por Hornet.',
      body: [
        'A Team Cherry, estúdio independente de Adelaide, na Austrália, responsável por Hollow Knight, revelou seu próximo jogo em 14 de fevereiro de 2019: <strong>Hollow Knight: Silksong</strong>.',
        'Os jogadores assumem o papel de Hornet, a princesa protetora de Hallownest que conheceram em Hollow Knight. Capturada e levada a um reino desconhecido, ela precisa enfrentar inimigos e desvendar mistérios enquanto sobe em uma peregrinação mortal até o topo do reino.',
        'O anúncio veio com um primeiro trailer e uma página na Steam, onde já era possível colocar o jogo na lista de desejos.',
        'Nenhuma data de lançamento foi anunciada na ocasião.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Team Cherry annonce Hollow Knight: Silksong',
      summary:
        'Le 14 février 2019, le studio d’Adélaïde Team Cherry a dévoilé Hollow Knight: Silksong, une suite à part entière avec Hornet en vedette.',
      body: [
        'Team Cherry, le studio indépendant d’Adélaïde (Australie) à l’origine de Hollow Knight, a dévoilé son prochain jeu le 14 février 2019 : <strong>Hollow Knight: Silksong</strong>.',
        'Les joueurs incarnent Hornet, la princesse protectrice de Hallownest rencontrée dans Hollow Knight. Capturée et emmenée dans un royaume inconnu, elle doit affronter des ennemis et percer des mystères au fil d’un pèlerinage mortel vers le sommet du royaume.',
        'L’annonce s’est accompagnée d’une première bande-annonce et d’une page Steam, où l’on pouvait déjà ajouter le jeu à sa liste de souhaits.',
        'Aucune date de sortie n’a été annoncée à ce moment-là.',
      ].join('\n\n'),
    },
    de: {
      title: 'Team Cherry kündigt Hollow Knight: Silksong an',
      summary:
        'Am 14. Februar 2019 enthüllte das Studio Team Cherry aus Adelaide Hollow Knight: Silksong, einen vollwertigen Nachfolger mit Hornet in der Hauptrolle.',
      body: [
        'Team Cherry, das unabhängige Studio aus Adelaide in Australien, das Hollow Knight entwickelt hat, stellte am 14. Februar 2019 sein nächstes Spiel vor: <strong>Hollow Knight: Silksong</strong>.',
        'Gespielt wird Hornet, die Prinzessin und Beschützerin von Hallownest, die man bereits aus Hollow Knight kennt. Gefangen genommen und in ein fremdes Königreich verschleppt, muss sie Gegner bekämpfen und Rätsel lösen, während sie auf einer tödlichen Pilgerreise zum Gipfel des Königreichs aufsteigt.',
        'Zur Ankündigung erschienen ein erster Trailer und eine Shopseite auf Steam, auf der man das Spiel auf die Wunschliste setzen konnte.',
        'Ein Erscheinungstermin wurde damals nicht genannt.',
      ].join('\n\n'),
    },
    zh: {
      title: 'Team Cherry 公布《空洞骑士：丝之歌》',
      summary: '2019 年 2 月 14 日，来自阿德莱德的 Team Cherry 公布了由 Hornet 担任主角的完整续作《空洞骑士：丝之歌》（Hollow Knight: Silksong）。',
      body: [
        '开发了《空洞骑士》的澳大利亚阿德莱德独立工作室 Team Cherry 于 2019 年 2 月 14 日公布了新作：<strong>《空洞骑士：丝之歌》</strong>。',
        '玩家将扮演 Hornet——玩家在《空洞骑士》中结识的 Hallownest 守护公主。她被俘并被带到一个陌生的王国，必须一边与敌人战斗、解开谜团，一边踏上通往王国之巅的危险朝圣之路。',
        '公布时一同发布了首支预告片和 Steam 商店页面，玩家可以将游戏加入愿望单。',
        '当时官方并未公布发售日期。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Team Cherry が『Hollow Knight: Silksong』を発表',
      summary: '2019年2月14日、アデレードのスタジオ Team Cherry が、Hornet を主人公とする本格的な続編『Hollow Knight: Silksong』を発表しました。',
      body: [
        '『Hollow Knight』を手がけたオーストラリア・アデレードのインディースタジオ Team Cherry は、2019年2月14日に次回作<strong>『Hollow Knight: Silksong』</strong>を発表しました。',
        'プレイヤーが操作するのは、『Hollow Knight』で出会った Hallownest の守護者である王女 Hornet。捕らえられ見知らぬ王国へ連れ去られた彼女は、敵と戦い謎を解きながら、王国の頂を目指す過酷な巡礼の旅に挑みます。',
        '発表と同時に最初のトレーラーと Steam のストアページが公開され、ウィッシュリストへの登録が可能になりました。',
        'この時点では発売日は発表されませんでした。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Team Cherry анонсирует Hollow Knight: Silksong',
      summary:
        '14 февраля 2019 года студия Team Cherry из Аделаиды представила Hollow Knight: Silksong — полноценное продолжение с Hornet в главной роли.',
      body: [
        'Team Cherry, независимая студия из Аделаиды (Австралия), создавшая Hollow Knight, 14 февраля 2019 года представила свою следующую игру — <strong>Hollow Knight: Silksong</strong>.',
        'Игрокам предстоит управлять Hornet, принцессой-защитницей Hallownest, знакомой по Hollow Knight. Её похищают и увозят в незнакомое королевство, и теперь ей предстоит сражаться с врагами и разгадывать тайны, поднимаясь в опасном паломничестве к вершине королевства.',
        'Вместе с анонсом вышли первый трейлер и страница игры в Steam, где её можно было добавить в список желаемого.',
        'Дату выхода тогда не назвали.',
      ].join('\n\n'),
    },
  },
};

export default article;
