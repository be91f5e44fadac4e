import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '31f476ce-44c8-411d-b7c5-56b609ca80de',
  slug: 'welcome-to-pharloom',
  date: '2025-08-28T09:00:00Z',
  updated_at: '2025-08-29T07:30:00Z',
  cover: '/images/news/welcome-to-pharloom.svg',
  sources: [
    'https://www.hollowknightsilksong.com/',
    'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/',
  ],
  published: true,
  translations: {
    en: {
      title: 'Welcome to Pharloom, a kingdom ruled by silk and song',
      summary:
        'Silksong leaves Hallownest behind for Pharloom, a vast, haunted kingdom that Hornet must climb from its depths to its peak.',
      body: [
        'Silksong does not return to Hallownest. Its story takes place in Pharloom, a vast, haunted kingdom ruled by silk and song.',
        'Hornet’s pilgrimage leads upwards, from the depths of the kingdom towards its peak, through regions that each have their own look, inhabitants and dangers.',
        'Along the way she meets the bugs who live there and can take on quests to help them, hunting rare beasts and searching for lost treasures.',
        'Like Hallownest before it, Pharloom is one large, interconnected world that rewards exploration, with shortcuts to open and secrets to uncover.',
      ].join('\n\n'),
    },
    es: {
      title: 'Bienvenidos a Pharloom, un reino gobernado por la seda y el canto',
      summary:
        'Silksong deja atrás Hallownest para viajar a Pharloom, un reino vasto y embrujado que Hornet debe recorrer desde sus profundidades hasta su cima.',
      body: [
        'Silksong no vuelve a Hallownest. Su historia transcurre en Pharloom, un reino vasto y embrujado gobernado por la seda y el canto.',
        'El peregrinaje de Hornet va hacia arriba, desde las profundidades del reino hasta su cima, a través de regiones con su propio aspecto, habitantes y peligros.',
        'Por el camino conoce a los insectos que viven allí y puede aceptar misiones para ayudarlos, cazando bestias raras y buscando tesoros perdidos.',
        'Como Hallownest, Pharloom es un gran mundo interconectado que premia la exploración, con atajos por abrir y secretos por descubrir.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Bem-vindo a Pharloom, um reino governado pela seda e pela canção',
      summary:
        'Silksong deixa Hallownest para trás e leva a Pharloom, um reino vasto e assombrado que Hornet precisa escalar das profundezas até o topo.',
      body: [
        'Silksong não volta a Hallownest. Sua história se passa em Pharloom, um reino vasto e assombrado, governado pela seda e pela canção.',
        'A peregrinação de Hornet segue para cima, das profundezas do reino até o seu topo, por regiões que têm aparência, habitantes e perigos próprios.',
        'No caminho, ela conhece os insetos que vivem ali e pode aceitar missões para ajudá-los, caçando feras raras e procurando tesouros perdidos.',
        'Assim como Hallownest, Pharloom é um grande mundo interligado que recompensa a exploração, com atalhos para abrir e segredos para descobrir.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Bienvenue à Pharloom, royaume de la soie et du chant',
      summary:
        'Silksong quitte Hallownest pour Pharloom, un vaste royaume hanté que Hornet doit gravir de ses profondeurs jusqu’à son sommet.',
      body: [
        'Silksong ne retourne pas à Hallownest. Son histoire se déroule à Pharloom, un vaste royaume hanté, gouverné par la soie et le chant.',
        'Le pèlerinage de Hornet mène vers le haut, des profondeurs du royaume jusqu’à son sommet, à travers des régions qui ont chacune leur style, leurs habitants et leurs dangers.',
        'En chemin, elle rencontre les insectes qui y vivent et peut accepter des quêtes pour les aider : traquer des bêtes rares ou retrouver des trésors perdus.',
        'Comme Hallownest avant lui, Pharloom est un grand monde interconnecté qui récompense l’exploration, avec des raccourcis à ouvrir et des secrets à découvrir.',
      ].join('\n\n'),
    },
    de: {
      title: 'Willkommen in Pharloom, dem Königreich von Seide und Gesang',
      summary:
        'Silksong lässt Hallownest hinter sich: Pharloom ist ein weites, heimgesuchtes Königreich, das Hornet von der Tiefe bis zum Gipfel erklimmen muss.',
      body: [
        'Silksong kehrt nicht nach Hallownest zurück. Die Geschichte spielt in Pharloom, einem weiten, heimgesuchten Königreich, das von Seide und Gesang beherrscht wird.',
        'Hornets Pilgerreise führt nach oben, aus den Tiefen des Königreichs zu seinem Gipfel, durch Regionen mit eigenem Aussehen, eigenen Bewohnern und eigenen Gefahren.',
        'Unterwegs trifft sie die Insekten, die dort leben, und kann Aufträge annehmen, um ihnen zu helfen – seltene Bestien jagen oder verlorene Schätze suchen.',
        'Wie einst Hallownest ist Pharloom eine große, zusammenhängende Welt, die Erkundung belohnt: mit Abkürzungen zum Öffnen und Geheimnissen zum Entdecken.',
      ].join('\n\n'),
    },
    zh: {
      title: '欢迎来到 Pharloom：由丝与歌统治的王国',
      summary: '《丝之歌》离开了 Hallownest，来到广袤而诡异的王国 Pharloom，Hornet 必须从深处一路攀登至顶峰。',
      body: [
        '《丝之歌》不再回到 Hallownest。故事发生在 Pharloom——一个由丝与歌统治的广袤而诡异的王国。',
        'Hornet 的朝圣之路一路向上，从王国深处通往顶峰，沿途的每个区域都有各自的风貌、居民与危险。',
        '旅途中，她会结识生活在这里的虫子们，并可以接受任务帮助他们，例如狩猎稀有野兽、寻找失落的宝藏。',
        '与当年的 Hallownest 一样，Pharloom 是一个相互连通的广阔世界，鼓励玩家探索，到处都有待开启的捷径和待发现的秘密。',
      ].join('\n\n'),
    },
    ja: {
      title: 'シルクと歌が支配する王国、Pharloom へようこそ',
      summary: 'Silksong の舞台は Hallownest ではなく、広大で呪われた王国 Pharloom。Hornet はその深部から頂上までを登っていきます。',
      body: [
        'Silksong は Hallownest には戻りません。物語の舞台は、シルクと歌が支配する広大で呪われた王国 Pharloom です。',
        'Hornet の巡礼は上へと向かいます。王国の深部から頂上を目指し、それぞれ異なる景色や住人、危険を持つ地域を進んでいきます。',
        '道中では、そこで暮らす虫たちと出会い、クエストを受けて彼らを助けることもできます。珍しい獣を狩ったり、失われた宝を探したりと内容はさまざまです。',
        'かつての Hallownest と同じく、Pharloom はひとつにつながった広い世界です。開通させる近道や、見つけるべき秘密がいたるところにあります。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Добро пожаловать в Pharloom — королевство шёлка и песни',
      summary:
        'Silksong оставляет Hallownest позади: действие переносится в Pharloom, огромное королевство, полное призраков, которое Hornet предстоит пройти от глубин до вершины.',
      body: [
        'Silksong не возвращается в Hallownest. Действие игры разворачивается в Pharloom — огромном королевстве, полном призраков, которым правят шёлк и песня.',
        'Паломничество Hornet ведёт вверх: из глубин королевства к его вершине, через области со своим обликом, обитателями и опасностями.',
        'По пути она встречает живущих там жуков и может брать задания, чтобы помочь им: охотиться на редких зверей и искать утраченные сокровища.',
        'Как и Hallownest, Pharloom — большой взаимосвязанный мир, который награждает за исследование: здесь есть короткие пути, которые нужно открыть, и тайны, которые предстоит найти.',
      ].join('\n\n'),
    },
  },
};

export default article;
