import type { NewsRecord } from '../../shared/schema/news.ts';

const article: NewsRecord = {
  id: '28babdad-2d99-40b9-bd3c-8eeedc59805c',
  slug: 'silksong-delayed-2023',
  date: '2023-05-10T22:00:00Z',
  updated_at: '2023-05-10T22:00:00Z',
  cover: '/images/news/silksong-delayed-2023.svg',
  sources: ['https://www.teamcherry.com.au/', 'https://www.hollowknightsilksong.com/'],
  published: true,
  translations: {
    en: {
      title: 'Team Cherry delays Silksong to keep working on it',
      summary:
        'In May 2023 Team Cherry said Silksong would miss its planned release in the first half of 2023 because the game had grown larger than intended.',
      body: [
        'In May 2023 Team Cherry announced that Hollow Knight: Silksong would not be released in the first half of 2023, as it had planned.',
        'The studio explained that development was going well, but the game had grown larger than intended, and that it wanted to keep working on it to make it as good as it could be.',
        'No new date was given. Team Cherry said it would share an update closer to release.',
      ].join('\n\n'),
    },
    es: {
      title: 'Team Cherry retrasa Silksong para seguir trabajando en él',
      summary:
        'En mayo de 2023, Team Cherry explicó que Silksong no saldría en la primera mitad de 2023, como estaba previsto, porque el juego había crecido más de lo esperado.',
      body: [
        'En mayo de 2023, Team Cherry anunció que Hollow Knight: Silksong no se lanzaría en la primera mitad de 2023, como tenía previsto.',
        'El estudio explicó que el desarrollo iba bien, pero que el juego había crecido más de lo previsto y que quería seguir trabajando en él para que fuera lo mejor posible.',
        'No se dio una nueva fecha. Team Cherry dijo que compartiría novedades más cerca del lanzamiento.',
      ].join('\n\n'),
    },
    pt: {
      title: 'Team Cherry adia Silksong para continuar trabalhando no jogo',
      summary:
        'Em maio de 2023, a Team Cherry disse que Silksong não sairia no primeiro semestre de 2023, como planejado, porque o jogo ficou maior do que o previsto.',
      body: [
        'Em maio de 2023, a Team Cherry anunciou que Hollow Knight: Silksong não seria lançado no primeiro semestre de 2023, como havia planejado.',
        'O estúdio explicou que o desenvolvimento ia bem, mas que o jogo tinha ficado maior do que o previsto, e que queria continuar trabalhando nele para que ficasse o melhor possível.',
        'Nenhuma nova data foi divulgada. A Team Cherry afirmou que traria novidades mais perto do lançamento.',
      ].join('\n\n'),
    },
    fr: {
      title: 'Team Cherry repousse Silksong pour continuer à le peaufiner',
      summary:
        'En mai 2023, Team Cherry a annoncé que Silksong ne sortirait pas au premier semestre 2023 comme prévu, le jeu étant devenu plus vaste qu’envisagé.',
      body: [
        'En mai 2023, Team Cherry a annoncé que Hollow Knight: Silksong ne sortirait pas au premier semestre 2023, contrairement à ce qui était prévu.',
        'Le studio a expliqué que le développement se passait bien, mais que le jeu était devenu plus grand que prévu et qu’il souhaitait continuer à y travailler pour le rendre aussi bon que possible.',
        'Aucune nouvelle date n’a été donnée. Team Cherry a indiqué qu’il donnerait des nouvelles à l’approche de la sortie.',
      ].join('\n\n'),
    },
    de: {
      title: 'Team Cherry verschiebt Silksong, um weiter daran zu arbeiten',
      summary:
        'Im Mai 2023 teilte Team Cherry mit, dass Silksong nicht wie geplant im ersten Halbjahr 2023 erscheint, weil das Spiel größer geworden war als vorgesehen.',
      body: [
        'Im Mai 2023 gab Team Cherry bekannt, dass Hollow Knight: Silksong nicht wie geplant im ersten Halbjahr 2023 erscheinen wird.',
        'Die Entwicklung laufe gut, erklärte das Studio, doch das Spiel sei größer geworden als beabsichtigt. Man wolle weiter daran arbeiten, damit es so gut wie möglich wird.',
        'Einen neuen Termin gab es nicht. Team Cherry kündigte an, sich näher am Release wieder zu melden.',
      ].join('\n\n'),
    },
    zh: {
      title: 'Team Cherry 宣布《丝之歌》延期，继续打磨',
      summary: '2023 年 5 月，Team Cherry 表示《丝之歌》无法按计划在 2023 年上半年推出，因为游戏规模超出了原先的预期。',
      body: [
        '2023 年 5 月，Team Cherry 宣布《空洞骑士：丝之歌》将不会按原计划在 2023 年上半年发售。',
        '工作室解释说，开发进展顺利，但游戏的规模比预想的更大，团队希望继续开发，让游戏尽可能完美。',
        '官方没有给出新的日期，并表示会在临近发售时公布更多消息。',
      ].join('\n\n'),
    },
    ja: {
      title: 'Team Cherry が Silksong の発売延期を発表、開発を継続',
      summary: '2023年5月、Team Cherry は、ゲームが想定より大きくなったため、予定していた2023年上半期の発売を見送ると発表しました。',
      body: [
        '2023年5月、Team Cherry は『Hollow Knight: Silksong』を予定していた2023年上半期には発売しないと発表しました。',
        'スタジオによると、開発は順調に進んでいるものの、ゲームが当初の想定より大きくなっており、できる限り良い作品にするために開発を続けたいとのことでした。',
        '新しい発売時期は示されず、Team Cherry は発売が近づいたら改めて知らせるとしていました。',
      ].join('\n\n'),
    },
    ru: {
      title: 'Team Cherry переносит Silksong, чтобы продолжить работу',
      summary:
        'В мае 2023 года Team Cherry сообщила, что Silksong не выйдет в первой половине 2023 года, как планировалось: игра оказалась больше задуманного.',
      body: [
        'В мае 2023 года Team Cherry объявила, что Hollow Knight: Silksong не выйдет в первой половине 2023 года, как планировалось.',
        'Студия пояснила, что разработка идёт хорошо, но игра разрослась сильнее, чем предполагалось, и команда хочет продолжить работу, чтобы сделать её как можно лучше.',
        'Новую дату не назвали. Team Cherry пообещала поделиться новостями ближе к релизу.',
      ].join('\n\n'),
    },
  },
};

export default article;
