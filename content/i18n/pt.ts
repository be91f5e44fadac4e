import type { Dict } from './en.ts';

const pt: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: 'O guia não oficial feito por fãs de Hollow Knight: Silksong: notícias, horários de lançamento, plataformas e guias.',
    unofficial: 'Site de fãs não oficial. Sem afiliação com a Team Cherry.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Navegação principal',
    overview: 'Visão geral',
    home: 'Início',
    releaseDate: 'Data de lançamento',
    platforms: 'Plataformas',
    preorder: 'Pré-venda',
    systemRequirements: 'Requisitos de sistema',
    news: 'Notícias',
    guides: 'Guias',
    faq: 'Perguntas frequentes',
    search: 'Buscar',
    community: 'Comunidade',
    contact: 'Contato',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Primeiros passos',
    boss: 'Chefes',
    items: 'Itens',
    map: 'Mapa',
  },
  header: {
    skipToContent: 'Pular para o conteúdo',
    homeLink: 'Página inicial do Silksong Hub',
    openSearch: 'Abrir busca',
    closeSearch: 'Fechar busca',
    searchLabel: 'Buscar no site',
    searchPlaceholder: 'Buscar notícias, guias, perguntas frequentes…',
    searchSubmit: 'Buscar',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    language: 'Idioma',
    currentLanguage: 'Idioma atual',
    outbound: 'Links da comunidade',
    forum: 'Fórum (Reddit)',
    social: 'Rede social (Discord)',
    wiki: 'Wiki do jogo',
  },
  footer: {
    social: 'Acompanhe o jogo',
    shortPost: 'Team Cherry no X',
    forum: 'Fórum de Silksong no Reddit',
    wiki: 'Wiki de Silksong',
    video: 'Team Cherry no YouTube',
    socialNetwork: 'Discord de Hollow Knight',
    languages: 'Idiomas',
    sitemap: 'Todas as páginas',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong é uma marca registrada da Team Cherry.',
  },
  breadcrumbs: {
    label: 'Trilha de navegação',
  },
  sidebar: {
    title: 'Páginas relacionadas',
  },
  common: {
    loading: 'Carregando…',
    somethingWentWrong: 'Algo deu errado',
    serverErrorText: 'Não foi possível exibir a página agora. Tente novamente em alguns instantes.',
    tryAgain: 'Recarregar a página',
    externalLink: '(abre em uma nova aba)',
    faqTitle: 'Perguntas frequentes',
  },
  notFound: {
    code: '404',
    title: 'Ops! Página não encontrada',
    text: 'A página que você procura não existe ou foi movida.',
    returnHome: 'Voltar ao início',
  },
  newsletter: {
    title: 'Fique por dentro',
    text: 'Notícias de Silksong no seu e-mail, algumas vezes por ano. Sem spam.',
    label: 'Endereço de e-mail',
    placeholder: 'voce@exemplo.com',
    submit: 'Inscrever-se',
    submitting: 'Inscrevendo…',
    successTitle: 'Inscrição realizada!',
    successText: 'Obrigado por assinar a nossa newsletter.',
    failureTitle: 'Falha na inscrição',
    failureText: 'Não foi possível concluir a inscrição. Tente novamente.',
    invalid: 'Digite um endereço de e-mail válido.',
    rateLimited: 'Muitas tentativas. Aguarde um minuto e tente de novo.',
    dismiss: 'Fechar',
    notifications: 'Notificações',
  },
  widgets: {
    countdown: {
      title: 'Contagem regressiva para o lançamento',
      days: 'Dias',
      hours: 'Horas',
      minutes: 'Minutos',
      seconds: 'Segundos',
      finished: 'A espera acabou!',
      finishedText: 'Hollow Knight: Silksong já está disponível para PC, PlayStation, Xbox e Nintendo Switch.',
    },
    video: {
      unavailable: 'Vídeo indisponível',
      watch: 'Assistir no YouTube',
    },
    share: {
      share: 'Compartilhar',
      copied: 'Link copiado para a área de transferência',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong – Data, plataformas, notícias e guias',
      description: 'Tudo sobre Hollow Knight: Silksong: data e horário de lançamento, plataformas, requisitos para PC, edições em pré-venda, notícias e guias para iniciantes.',
      keywords: 'Hollow Knight Silksong, Silksong, Hornet, Team Cherry, data de lançamento, notícias, guias',
    },
    releaseDate: {
      title: 'Silksong: data de lançamento e horários no mundo todo',
      description: 'Hollow Knight: Silksong foi lançado em 4 de setembro de 2025 no mundo todo. Veja o horário no seu fuso, a cronologia do desenvolvimento e o que foi confirmado.',
      keywords: 'Silksong data de lançamento, Silksong horário de lançamento, Silksong fuso horário, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong: plataformas e requisitos de sistema no PC',
      description: 'Hollow Knight: Silksong no PC, PlayStation, Xbox e Nintendo Switch: versões, metas de desempenho nos consoles e requisitos mínimos e recomendados no PC.',
      keywords: 'Silksong plataformas, Silksong requisitos de sistema, Silksong requisitos PC, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Requisitos de Silksong no PC: mínimos e recomendados',
      description: 'Requisitos mínimos e recomendados de Hollow Knight: Silksong no PC, metas de desempenho nos consoles e dicas para o jogo rodar liso.',
      keywords: 'Silksong requisitos de sistema, Silksong requisitos mínimos, Silksong requisitos recomendados, Silksong PC',
    },
    steam: {
      title: 'Silksong na Steam (PC): versão, conquistas e desempenho',
      description: 'Hollow Knight: Silksong no PC pela Steam: detalhes da versão, conquistas, observações sobre desempenho e recursos.',
      keywords: 'Silksong Steam, Silksong PC, Silksong conquistas',
    },
    playstation: {
      title: 'Silksong no PlayStation 4 e 5: versão e desempenho',
      description: 'Hollow Knight: Silksong no PlayStation: detalhes da versão, troféus, metas de desempenho e recursos.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, Silksong troféus',
    },
    xbox: {
      title: 'Silksong no Xbox e Game Pass: versão e desempenho',
      description: 'Hollow Knight: Silksong no Xbox Series X|S, Xbox One e Game Pass: detalhes da versão, conquistas, metas de desempenho e recursos.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, Silksong conquistas',
    },
    nintendo: {
      title: 'Silksong no Nintendo Switch: versão e desempenho',
      description: 'Hollow Knight: Silksong no Nintendo Switch e Switch 2: detalhes da versão, desempenho no modo TV e no modo portátil, e recursos.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong modo portátil',
    },
    preorder: {
      title: 'Silksong: edições em pré-venda e preços por região',
      description: 'Compare as edições Padrão, Deluxe e Colecionador Digital de Hollow Knight: Silksong e os preços estimados na sua região.',
      keywords: 'Silksong pré-venda, Silksong preço, Silksong edições, Silksong edição Deluxe',
    },
    news: {
      title: 'Notícias de Hollow Knight: Silksong',
      description: 'As últimas notícias sobre Hollow Knight: Silksong: anúncios, atualizações, patches e eventos, das mais recentes às mais antigas.',
      keywords: 'Silksong notícias, Hollow Knight Silksong atualizações, Silksong patch, Team Cherry notícias',
    },
    guides: {
      title: 'Guias de Hollow Knight: Silksong',
      description: 'Guias de Hollow Knight: Silksong: primeiros passos, chefes, itens e o mapa de Pharloom.',
      keywords: 'Silksong guia, Silksong dicas, Silksong chefes, Silksong mapa, Silksong itens',
    },
    gettingStarted: {
      title: 'Silksong, guia de primeiros passos: dicas para iniciantes',
      description: 'Comece bem em Hollow Knight: Silksong: movimentação, combate, cura com seda e exploração de Pharloom, explicados para iniciantes.',
      keywords: 'Silksong guia para iniciantes, Silksong dicas, Silksong primeiros passos, movimentos da Hornet',
    },
    boss: {
      title: 'Guia de chefes de Silksong: dificuldade, locais e dicas',
      description: 'Os principais chefes de Hollow Knight: Silksong, com dificuldade, localização e como encarar cada luta.',
      keywords: 'Silksong chefes, Silksong guia de chefes, Silksong localização dos chefes',
    },
    items: {
      title: 'Guia de itens de Silksong: armas, ferramentas e mais',
      description: 'Os itens de Hollow Knight: Silksong por tipo e raridade: armas, ferramentas, amuletos e consumíveis.',
      keywords: 'Silksong itens, Silksong ferramentas, Silksong brasões, Silksong guia',
    },
    map: {
      title: 'Guia do mapa de Silksong: áreas de Pharloom',
      description: 'As áreas de Pharloom em Hollow Knight: Silksong: tipo, dificuldade e o que encontrar em cada uma.',
      keywords: 'Silksong mapa, mapa de Pharloom, Silksong áreas, Silksong locais',
    },
    faq: {
      title: 'Perguntas frequentes sobre Hollow Knight: Silksong',
      description: 'Respostas para as dúvidas mais comuns sobre Hollow Knight: Silksong: lançamento, jogabilidade e detalhes técnicos.',
      keywords: 'Silksong perguntas frequentes, Silksong dúvidas, Silksong respostas',
    },
    search: {
      title: 'Buscar no Silksong Hub',
      description: 'Busque notícias, guias, páginas de plataformas e perguntas frequentes do Silksong Hub.',
      keywords: 'Silksong busca',
    },
    community: {
      title: 'Comunidade de Silksong: fóruns, wiki e redes sociais',
      description: 'Onde os fãs de Hollow Knight: Silksong se encontram: fóruns, a wiki, Discord e canais oficiais.',
      keywords: 'Silksong comunidade, Silksong Reddit, Silksong Discord, Silksong wiki',
    },
    contact: {
      title: 'Fale com o Silksong Hub',
      description: 'Como entrar em contato com a equipe por trás do Silksong Hub, um site de fãs não oficial.',
      keywords: 'Silksong Hub contato',
    },
    notFound: {
      title: 'Página não encontrada',
      description: 'A página que você procura não existe.',
      keywords: 'Silksong',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Jogue como Hornet, princesa-protetora de Hallownest, e escale o reino assombrado de Pharloom. Tudo o que você precisa saber sobre o lançamento, as plataformas e o que vem por aí.',
    },
    releaseDate: {
      heading: 'Data de lançamento',
      intro: 'Hollow Knight: Silksong foi lançado em 4 de setembro de 2025, no mesmo instante no mundo todo.',
    },
    platforms: {
      heading: 'Plataformas e requisitos de sistema',
      intro: 'Silksong está disponível para PC, PlayStation, Xbox e Nintendo Switch. Veja o que cada versão oferece e do que o seu PC precisa.',
    },
    steam: {
      heading: 'Silksong na Steam',
      intro: 'A versão para PC na Steam, com conquistas e suporte a teclado e controles.',
    },
    playstation: {
      heading: 'Silksong no PlayStation',
      intro: 'Silksong no PlayStation 4 e no PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong no Xbox',
      intro: 'Silksong no Xbox Series X|S e no Xbox One, incluído no Game Pass desde o primeiro dia.',
    },
    nintendo: {
      heading: 'Silksong no Nintendo Switch',
      intro: 'Silksong no Nintendo Switch e no Nintendo Switch 2, no modo TV ou portátil.',
    },
    preorder: {
      heading: 'Pré-venda',
      intro: 'Compare as edições e os preços estimados na sua região.',
    },
    news: {
      heading: 'Notícias',
      intro: 'Anúncios, atualizações e eventos de Hollow Knight: Silksong, dos mais recentes aos mais antigos.',
    },
    newsArticle: {
      heading: 'Notícia',
      intro: '',
    },
    guides: {
      heading: 'Guias',
      intro: 'Encontre seu caminho por Pharloom: primeiros passos, chefes, itens e o mapa.',
    },
    gettingStarted: {
      heading: 'Primeiros passos',
      intro: 'As primeiras horas em Pharloom: como a Hornet se move, luta e se cura.',
    },
    boss: {
      heading: 'Guia de chefes',
      intro: 'Os principais chefes, com dificuldade, onde encontrá-los e como enfrentá-los.',
    },
    items: {
      heading: 'Guia de itens',
      intro: 'Armas, ferramentas, amuletos e consumíveis, com tipo e raridade.',
    },
    map: {
      heading: 'Guia do mapa',
      intro: 'As áreas de Pharloom, das profundezas cobertas de musgo até a cidadela no topo.',
    },
    faq: {
      heading: 'Perguntas frequentes',
      intro: 'Respostas rápidas sobre o lançamento, a jogabilidade e a parte técnica.',
    },
    search: {
      heading: 'Buscar',
      intro: 'Busque notícias, guias, páginas de plataformas e perguntas frequentes.',
    },
    community: {
      heading: 'Comunidade',
      intro: 'Onde os fãs de Silksong se encontram, compartilham descobertas e se ajudam.',
    },
    contact: {
      heading: 'Contato',
      intro: 'O Silksong Hub é um site não oficial mantido por fãs.',
    },
  },
};

export default pt;
