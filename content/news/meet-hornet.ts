import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: 'a97e08b8-340a-4c9b-9212-5ba4fd50a82b',
  slug: 'meet-hornet',
  date: '2025-08-26T09:00:00Z',
  updated_at: '2025-08-26T09:00:00Z',
  cover: '/images/news/meet-hornet.svg',
  sources: [
    'https://www.hollowknightsilksong.com/',
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
  ],
  published: true,
  translations: {
    en: {
      title: 'Meet Hornet, the hero of Silksong',
      summary:
        'Hornet, the needle-wielding protector of Hallownest from Hollow Knight, becomes the playable hero of Silksong.',
      body: [
        'Hornet first appeared in Hollow Knight (2017) as a mysterious, needle-wielding princess-protector of Hallownest who crossed paths, and blades, with the Knight more than once.',
        'In Silksong she takes the lead. Captured and carried off to the unfamiliar kingdom of Pharloom, she sets out to climb to its peak.',
        'Hornet fights with her needle and thread, and she uses silk both to heal and to power special skills. She is quick and agile, which makes her feel very different from the Knight.',
        'Along the way she can craft and equip tools that widen her arsenal as the journey goes on.',
      ].join('\n\n'),
    },
    es: {
      title: 'Conoce a Hornet, la protagonista de Silksong',
      summary:
        'Hornet, la protectora de Hallownest armada con una aguja en Hollow Knight, se convierte en la protagonista jugable de Silksong.',
      body: [
        'Hornet apareció por primera vez en Hollow Knight (2017) como una misteriosa princesa protectora de Hallownest, armada con una aguja, que se cruzó, y se batió, con el Caballero más de una vez.',
        'En Silksong toma el protagonismo. Capturada y llevada al reino desconocido de Pharloom, se propone subir hasta su cima.',
        'Hornet lucha con su aguja y su hilo, y usa la seda tanto para curarse como para activar habilidades especiales. Es rápida y ágil, lo que la hace muy distinta del Caballero.',
        'Por el camino puede fabricar y equipar herramientas que amplían su arsenal a medida que avanza el viaje.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Conheça Hornet, a heroína de Silksong',
      summary:
        'Hornet, a protetora de Hallownest que empunha uma agulha em Hollow Knight, torna-se a heroína jogável de Silksong.',
      body: [
        'Hornet apareceu pela primeira vez em Hollow Knight (2017) como uma misteriosa princesa protetora de Hallownest, armada com uma agulha, que cruzou o caminho do Cavaleiro, e lutou com ele, mais de uma vez.',
        'Em Silksong, ela assume o protagonismo. Capturada e levada ao reino desconhecido de Pharloom, ela parte para escalar até o topo.',
        'Hornet luta com sua agulha e sua linha e usa a seda tanto para se curar quanto para ativar habilidades especiais. Ela é rápida e ágil, o que a torna bem diferente do Cavaleiro.',
        'Pelo caminho, ela pode fabricar e equipar ferramentas que ampliam seu arsenal conforme a jornada avança.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Voici Hornet, l’héroïne de Silksong',
      summary:
        'Hornet, la protectrice de Hallownest armée de son aiguille dans Hollow Knight, devient l’héroïne jouable de Silksong.',
      body: [
        'Hornet est apparue dans Hollow Knight (2017) en mystérieuse princesse protectrice de Hallownest, armée d’une aiguille, qui a croisé la route, et le fer, du Chevalier à plusieurs reprises.',
        'Dans Silksong, elle passe au premier plan. Capturée et emmenée dans le royaume inconnu de Pharloom, elle entreprend de gravir ce dernier jusqu’à son sommet.',
        'Hornet se bat avec son aiguille et son fil, et utilise la soie pour se soigner comme pour déclencher des techniques spéciales. Rapide et agile, elle se joue tout autrement que le Chevalier.',
        'En chemin, elle peut fabriquer et équiper des outils qui enrichissent son arsenal au fil du voyage.',
      ].join('\n\n'),
    },
    de: {
      title: 'Das ist Hornet, die Heldin von Silksong',
      summary:
        'Hornet, die nadelschwingende Beschützerin von Hallownest aus Hollow Knight, wird in Silksong zur spielbaren Heldin.',
      body: [
        'Hornet trat erstmals in Hollow Knight (2017) auf: als geheimnisvolle Prinzessin und Beschützerin von Hallownest, bewaffnet mit einer Nadel, die dem Ritter mehr als einmal in den Weg trat – und die Klinge mit ihm kreuzte.',
        'In Silksong steht sie selbst im Mittelpunkt. Gefangen und in das fremde Königreich Pharloom verschleppt, macht sie sich auf den Weg zu dessen Gipfel.',
        'Hornet kämpft mit Nadel und Faden und nutzt Seide, um sich zu heilen und besondere Fertigkeiten einzusetzen. Sie ist schnell und wendig und spielt sich dadurch ganz anders als der Ritter.',
        'Unterwegs kann sie Werkzeuge herstellen und ausrüsten, die ihr Arsenal im Laufe der Reise erweitern.',
      ].join('\n\n'),
    },
    zh: {
      title: '认识 Hornet：《丝之歌》的主角',
      summary: '在《空洞骑士》中手持长针的 Hallownest 守护者 Hornet，成为了《丝之歌》中可操作的主角。',
      body: [
        'Hornet 在《空洞骑士》（2017）中首次登场，是一位手持长针、神秘莫测的 Hallownest 守护公主，曾多次与小骑士狭路相逢、兵刃相见。',
        '在《丝之歌》中，她成为了主角。她被俘后被带到陌生的王国 Pharloom，并决心攀登至王国之巅。',
        'Hornet 以针与线作战，并利用丝来治疗自己和施展特殊技能。她身手敏捷，玩起来与小骑士截然不同。',
        '旅途中，她还可以制作并装备各种工具，随着冒险推进不断扩充自己的武器库。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Silksong の主人公、Hornet を紹介',
      summary: '『Hollow Knight』で針を操った Hallownest の守護者 Hornet が、Silksong では操作キャラクターとして主役を務めます。',
      body: [
        'Hornet は『Hollow Knight』（2017年）で初登場しました。針を武器にする謎めいた Hallownest の守護者である王女で、「騎士」と何度も出会い、刃を交えました。',
        'Silksong では彼女が主人公です。捕らえられ、見知らぬ王国 Pharloom へ連れ去られた Hornet は、その頂を目指して旅立ちます。',
        'Hornet は針と糸で戦い、シルクを使って回復したり特殊なスキルを繰り出したりします。素早く身軽な動きは、「騎士」とはまったく違う手触りです。',
        '旅の途中ではツールを作って装備でき、冒険が進むにつれて戦い方の幅が広がっていきます。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Знакомьтесь: Hornet, героиня Silksong',
      summary:
        'Hornet, защитница Hallownest с иглой из Hollow Knight, становится играбельной героиней Silksong.',
      body: [
        'Hornet впервые появилась в Hollow Knight (2017) как загадочная принцесса-защитница Hallownest с иглой в руках, которая не раз встречалась с Рыцарем — и скрещивала с ним оружие.',
        'В Silksong она выходит на первый план. Её похищают и увозят в незнакомое королевство Pharloom, и она решает подняться к его вершине.',
        'Hornet сражается иглой и нитью, а шёлк использует и для лечения, и для особых умений. Она быстрая и ловкая, поэтому играется совсем не так, как Рыцарь.',
        'По пути она может создавать и экипировать инструменты, которые расширяют её арсенал по мере путешествия.',
      ].join('\n\n'),
    },
  },
};

export default article;
