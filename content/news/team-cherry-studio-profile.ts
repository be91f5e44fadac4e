import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '0c0b5684-6f69-4c75-9ab5-5a345fbc024f',
  slug: 'team-cherry-studio-profile',
  date: '2025-09-01T09:00:00Z',
  updated_at: '2025-09-01T09:00:00Z',
  cover: '/images/news/team-cherry-studio-profile.svg',
  sources: ['https://www.teamcherry.com.au/'],
  published: true,
  translations: {
    en: {
      title: 'Team Cherry: the small Adelaide studio behind Silksong',
      summary:
        'Team Cherry, the independent studio from Adelaide, South Australia, made Hollow Knight and now Silksong with a very small team.',
      body: [
        'Team Cherry is an independent game studio based in Adelaide, South Australia. It was founded by Ari Gibson and William Pellen.',
        'Its first game, Hollow Knight, was partly funded through a Kickstarter campaign in 2014 and was released on PC in February 2017.',
        'Hollow Knight later arrived on Nintendo Switch, PlayStation 4 and Xbox One, and received several free content updates after launch.',
        'The studio stayed small while it made Silksong, its second game.',
      ].join('\n\n'),
    },
    es: {
      title: 'Team Cherry: el pequeño estudio de Adelaida detrás de Silksong',
      summary:
        'Team Cherry, el estudio independiente de Adelaida (Australia Meridional), creó Hollow Knight y ahora Silksong con un equipo muy reducido.',
      body: [
        'Team Cherry es un estudio de videojuegos independiente con sede en Adelaida, Australia Meridional. Lo fundaron Ari Gibson y William Pellen.',
        'Su primer juego, Hollow Knight, se financió en parte con una campaña de Kickstarter en 2014 y salió en PC en febrero de 2017.',
        'Más tarde, Hollow Knight llegó a Nintendo Switch, PlayStation 4 y Xbox One, y recibió varias actualizaciones de contenido gratuitas tras su lanzamiento.',
        'El estudio siguió siendo pequeño mientras creaba Silksong, su segundo juego.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Team Cherry: o pequeno estúdio de Adelaide por trás de Silksong',
      summary:
        'A Team Cherry, estúdio independente de Adelaide, na Austrália Meridional, criou Hollow Knight e agora Silksong com uma equipe muito pequena.',
      body: [
        'A Team Cherry é um estúdio de jogos independente sediado em Adelaide, na Austrália Meridional. Foi fundada por Ari Gibson e William Pellen.',
        'Seu primeiro jogo, Hollow Knight, foi financiado em parte por uma campanha no Kickstarter em 2014 e lançado no PC em fevereiro de 2017.',
        'Depois, Hollow Knight chegou ao Nintendo Switch, ao PlayStation 4 e ao Xbox One, e recebeu várias atualizações de conteúdo gratuitas após o lançamento.',
        'O estúdio continuou pequeno enquanto desenvolvia Silksong, seu segundo jogo.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Team Cherry : le petit studio d’Adélaïde derrière Silksong',
      summary:
        'Team Cherry, studio indépendant d’Adélaïde en Australie-Méridionale, a créé Hollow Knight puis Silksong avec une toute petite équipe.',
      body: [
        'Team Cherry est un studio de jeux vidéo indépendant installé à Adélaïde, en Australie-Méridionale. Il a été fondé par Ari Gibson et William Pellen.',
        'Son premier jeu, Hollow Knight, a été financé en partie grâce à une campagne Kickstarter en 2014 et est sorti sur PC en février 2017.',
        'Hollow Knight est ensuite arrivé sur Nintendo Switch, PlayStation 4 et Xbox One, et a reçu plusieurs mises à jour de contenu gratuites après sa sortie.',
        'Le studio est resté de petite taille pendant la création de Silksong, son deuxième jeu.',
      ].join('\n\n'),
    },
    de: {
      title: 'Team Cherry: das kleine Studio aus Adelaide hinter Silksong',
      summary:
        'Team Cherry, das unabhängige Studio aus Adelaide in Südaustralien, hat Hollow Knight und nun Silksong mit einem sehr kleinen Team entwickelt.',
      body: [
        'Team Cherry ist ein unabhängiges Spielestudio mit Sitz in Adelaide, Südaustralien. Gegründet wurde es von Ari Gibson und William Pellen.',
        'Das erste Spiel, Hollow Knight, wurde 2014 teilweise über eine Kickstarter-Kampagne finanziert und erschien im Februar 2017 für den PC.',
        'Später kam Hollow Knight auch für Nintendo Switch, PlayStation 4 und Xbox One heraus und erhielt nach dem Start mehrere kostenlose Inhaltsupdates.',
        'Auch während der Arbeit an Silksong, seinem zweiten Spiel, blieb das Studio klein.',
      ].join('\n\n'),
    },
    zh: {
      title: 'Team Cherry：打造《丝之歌》的阿德莱德小团队',
      summary: '来自南澳大利亚州阿德莱德的独立工作室 Team Cherry，以一支非常小的团队制作了《空洞骑士》和《丝之歌》。',
      body: [
        'Team Cherry 是一家位于南澳大利亚州阿德莱德的独立游戏工作室，由 Ari Gibson 和 William Pellen 创立。',
        '工作室的首部作品《空洞骑士》于 2014 年通过 Kickstarter 众筹获得了部分资金，并于 2017 年 2 月在 PC 上发售。',
        '此后，《空洞骑士》陆续登陆 Nintendo Switch、PlayStation 4 和 Xbox One，并在发售后推出了多次免费内容更新。',
        '在开发第二部作品《丝之歌》期间，工作室依然保持着小规模。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Team Cherry：Silksong を生んだアデレードの小さなスタジオ',
      summary: '南オーストラリア州アデレードのインディースタジオ Team Cherry は、ごく少人数のチームで『Hollow Knight』と Silksong を作り上げました。',
      body: [
        'Team Cherry は、南オーストラリア州アデレードに拠点を置くインディーゲームスタジオです。Ari Gibson と William Pellen によって設立されました。',
        '最初の作品『Hollow Knight』は、2014年の Kickstarter キャンペーンで資金の一部を集め、2017年2月に PC で発売されました。',
        'その後『Hollow Knight』は Nintendo Switch、PlayStation 4、Xbox One でも発売され、発売後には無料のコンテンツアップデートが何度も配信されました。',
        '2作目となる Silksong の開発中も、スタジオは小規模なままでした。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Team Cherry: небольшая студия из Аделаиды, создавшая Silksong',
      summary:
        'Team Cherry — независимая студия из Аделаиды (Южная Австралия), которая очень небольшой командой создала Hollow Knight, а теперь и Silksong.',
      body: [
        'Team Cherry — независимая игровая студия из Аделаиды, Южная Австралия. Её основали Ари Гибсон (Ari Gibson) и Уильям Пеллен (William Pellen).',
        'Её первая игра, Hollow Knight, была частично профинансирована через кампанию на Kickstarter в 2014 году и вышла на ПК в феврале 2017 года.',
        'Позже Hollow Knight вышла на Nintendo Switch, PlayStation 4 и Xbox One и после релиза получила несколько бесплатных обновлений с новым контентом.',
        'Работая над Silksong, своей второй игрой, студия осталась небольшой.',
      ].join('\n\n'),
    },
  },
};

export default article;
