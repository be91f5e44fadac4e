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
  searchPage: {
    prompt: 'Digite algumas palavras para buscar em notícias, guias, plataformas e perguntas frequentes.',
    results: 'Resultados para “{{query}}”: {{count}}',
    none: 'Nenhum resultado para “{{query}}”',
    suggestions: 'Tente outras palavras, ou menos palavras, ou confira a ortografia. Estas páginas são um bom começo:',
    truncated: 'Sua busca foi reduzida para {{max}} caracteres.',
    types: {
      page: 'Página',
      guide: 'Guia',
      platform: 'Plataforma',
      faq: 'Perguntas',
      news: 'Notícia',
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
  news: {
    empty: 'Nenhuma notícia encontrada',
    loading: 'Carregando notícias…',
    coverAlt: 'Imagem de capa: {{title}}',
    readingTime: 'Leitura de 5 min',
    pagination: {
      label: 'Páginas de notícias',
      previous: 'Anterior',
      next: 'Próxima',
      page: 'Página {{page}}',
    },
    article: {
      highlights: 'Destaques',
      implicationsTitle: 'O que isso significa para os jogadores',
      implicationsText: 'Cada anúncio muda a forma como você planeja seu tempo em Pharloom: onde jogar, o que a Hornet consegue fazer e para o que se preparar. Nossos guias acompanham notícias como esta com dicas práticas.',
      sources: 'Fontes',
      hashtags: 'Hashtags relacionadas',
      backToNews: 'Voltar para todas as notícias',
    },
    highlights: {
      hornet: 'Hornet é a heroína jogável: rápida, ágil e armada com agulha e linha.',
      pharloom: 'A história se passa em Pharloom, um novo reino governado pela seda e pela canção.',
      silk: 'A seda cura a Hornet e alimenta suas habilidades especiais.',
      tools: 'As ferramentas que você fabrica ampliam o arsenal da Hornet ao longo da jornada.',
      quests: 'As missões dos habitantes de Pharloom recompensam exploradores curiosos.',
      foes: 'Mais de 150 novos inimigos aguardam por todo o reino.',
      music: 'Christopher Larkin volta a compor a trilha sonora.',
      platforms: 'O jogo está disponível para PC, PlayStation, Xbox e Nintendo Switch.',
    },
    untranslated: {
      title: 'Tradução não encontrada',
      text: 'Este artigo ainda não está disponível no seu idioma.',
    },
    feed: {
      title: 'Notícias do Silksong Hub',
      description: 'As últimas notícias sobre Hollow Knight: Silksong, das mais recentes às mais antigas.',
      link: 'Feed de notícias (RSS)',
    },
  },
  home: {
    launch: {
      title: 'Já disponível',
      text: 'Hollow Knight: Silksong foi lançado em {{date}} para PC, PlayStation, Xbox e Nintendo Switch, no mesmo instante no mundo todo.',
      trailer: 'Trailer de lançamento',
      platforms: 'Onde jogar',
    },
    story: {
      hornet: {
        title: 'Jogue como Hornet',
        text: 'Hornet, princesa-protetora de Hallownest, é capturada e levada para Pharloom, um reino desconhecido governado pela seda e pela canção. Agora ela precisa lutar e escalar até o topo do reino.',
        alt: 'Uma pequena figura encapuzada, segurando uma agulha, ao pé de uma caverna escura atravessada por fios.',
      },
      foes: {
        title: 'Mais de 150 novos inimigos',
        text: 'Pharloom abriga mais de 150 novos inimigos, de rastejadores ligeiros a chefes colossais. A Hornet luta com velocidade e acrobacias: ataque, desvie e não pare de se mexer.',
        alt: 'Olhos brilhantes e silhuetas pontiagudas de criaturas insetoides espreitam em uma cavidade enevoada.',
      },
      silk: {
        title: 'Seda, ferramentas e canção',
        text: 'Cure seus ferimentos com seda, libere habilidades de seda e equipe ferramentas que viram a luta a seu favor, enquanto cumpre missões para os insetos de Pharloom. Christopher Larkin, compositor de Hollow Knight, criou a nova trilha sonora.',
        alt: 'Fios prateados sobem pela escuridão rumo a uma cidadela distante sob uma lua pálida.',
      },
    },
    trailer: {
      title: 'Trailer oficial',
      text: 'Assista ao trailer de Hollow Knight: Silksong feito pela Team Cherry.',
      video: 'Trailer oficial de Hollow Knight: Silksong',
    },
    stores: {
      title: 'Disponível em',
      steam: 'Silksong na Steam (loja para PC)',
      gog: 'Silksong na GOG (loja para PC sem DRM)',
      humble: 'Silksong na Humble Store (loja de bundles)',
      gamePass: 'Silksong no Xbox Game Pass',
      ps4: 'Silksong no PlayStation 4',
      ps5: 'Silksong no PlayStation 5',
      switch: 'Silksong no Nintendo Switch',
      switch2: 'Silksong no Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Data confirmada',
      worldwide: 'Lançamento simultâneo no mundo todo',
      text: 'Silksong foi lançado em todas as plataformas no mesmo instante no mundo inteiro, então a data e o horário locais dependem de onde você está.',
    },
    timezones: {
      title: 'Horário de lançamento no seu fuso',
      caption: 'Horários estimados de lançamento por fuso horário',
      time: 'Horário',
      zone: 'Fuso',
      name: 'Nome',
      note: 'Estes horários são estimativas deste site feitas antes do lançamento, não o cronograma oficial da Team Cherry. O desbloqueio oficial aconteceu mais tarde no mesmo dia; a sua loja mostra o horário exato para a sua região.',
      names: {
        utc: 'Tempo Universal Coordenado',
        pst: 'Horário Padrão do Pacífico',
        est: 'Horário Padrão do Leste',
        cet: 'Horário da Europa Central',
        hkt: 'Horário de Hong Kong',
        jst: 'Horário Padrão do Japão',
      },
    },
    timeline: {
      title: 'Linha do tempo do desenvolvimento',
      announcement: {
        title: 'Anúncio',
        text: 'A Team Cherry revelou Silksong com um trailer. O projeto começou como um conteúdo para download estrelado pela Hornet e cresceu até virar uma sequência completa.',
      },
      showcase: {
        title: 'Apresentação',
        text: 'Silksong apareceu no Xbox & Bethesda Games Showcase, confirmado no Xbox Game Pass desde o primeiro dia.',
      },
      updates: {
        title: 'Atualizações',
        text: 'O desenvolvimento seguiu em silêncio, com poucas novidades públicas da Team Cherry.',
      },
      release: {
        title: 'Lançamento',
        text: 'A Team Cherry anunciou a data, e o jogo foi lançado no mundo todo em {{date}}.',
      },
    },
    known: {
      title: 'Confirmado e boatos',
      confirmed: {
        title: 'Confirmado',
        items: {
          hornet: 'Você joga como Hornet, a princesa-protetora de Hallownest.',
          pharloom: 'O jogo se passa em Pharloom, um novo reino governado pela seda e pela canção.',
          teamCherry: 'A Team Cherry, criadora de Hollow Knight, desenvolveu e publicou o jogo.',
          platforms: 'Está disponível para PC (Steam, GOG, Humble Store), PlayStation 4 e 5, Xbox Series X|S e Xbox One, Nintendo Switch e Nintendo Switch 2.',
          gamePass: 'Chegou ao Xbox Game Pass no primeiro dia.',
          music: 'Christopher Larkin compôs a trilha sonora.',
        },
      },
      rumoured: {
        title: 'Boatos',
        intro: 'Especulações dos fãs de antes do lançamento. Eram teorias, não fatos.',
        items: {
          shadowDrop: 'Os fãs especulavam que o jogo teria um “shadow drop”, ou seja, seria lançado sem aviso durante uma apresentação.',
          dlc: 'Os fãs esperavam conteúdo gratuito depois do lançamento, já que Hollow Knight recebeu vários pacotes de conteúdo gratuitos.',
          lore: 'Os fãs teorizavam sobre ligações ocultas entre as histórias de Pharloom e de Hallownest.',
        },
      },
    },
    next: {
      title: 'Planeje a sua jogatina',
      preorder: 'Edições em pré-venda e preços',
      platforms: 'Plataformas em resumo',
      systemRequirements: 'Requisitos de sistema no PC',
    },
    faq: {
      when: {
        question: 'Quando Hollow Knight: Silksong foi lançado?',
        answer: 'Em 4 de setembro de 2025, em todas as plataformas ao mesmo tempo.',
      },
      sameTime: {
        question: 'Silksong foi lançado no mesmo instante em todo lugar?',
        answer: 'Sim. Foi um lançamento simultâneo no mundo todo, então o horário local dependia do seu fuso. A tabela desta página mostra as estimativas deste site feitas antes do lançamento.',
      },
      platforms: {
        question: 'Em quais plataformas Silksong foi lançado?',
        answer: 'PC (Steam, GOG e Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch e Nintendo Switch 2.',
      },
      gamePass: {
        question: 'Silksong está no Xbox Game Pass?',
        answer: 'Sim. Está incluído no Game Pass desde o dia do lançamento, nos consoles Xbox e no PC.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Plataformas em resumo',
      version: 'Versão',
      achievements: 'Conquistas',
      performance: 'Desempenho',
      unconfirmed: 'Não confirmado',
      gamePass: 'Incluso no Game Pass',
      details: 'Detalhes: {{platform}}',
    },
    platforms: {
      steam: {
        version: 'PC com Windows, macOS ou Linux',
        achievements: 'Conquistas da Steam',
        performance: 'Depende do seu hardware; compare com os nossos requisitos estimados para PC.',
        features: {
          systems: 'Roda em Windows, macOS e Linux',
          controls: 'Suporte a teclado e controle',
          drmFree: 'Também vendido sem DRM na GOG e na Humble Store',
        },
      },
      playstation: {
        version: 'PlayStation 4 e PlayStation 5',
        achievements: 'Troféus do PlayStation',
        performance: 'Nossa estimativa: 4K a 60 FPS no PlayStation 5.',
        features: {
          native: 'Disponível tanto no PlayStation 4 quanto no PlayStation 5',
          trophies: 'Troféus para colecionar',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One e PC com Game Pass',
        achievements: 'Conquistas do Xbox',
        performance: 'Nossa estimativa: 4K a 60 FPS no Series X e 1440p a 60 FPS no Series S.',
        features: {
          gamePass: 'Incluído no Xbox Game Pass desde o dia do lançamento',
          consoles: 'Roda no Xbox Series X|S e no Xbox One',
          pc: 'Também no PC pelo Game Pass',
        },
      },
      nintendo: {
        version: 'Nintendo Switch e Nintendo Switch 2',
        achievements: 'Nenhuma: os consoles da Nintendo não têm sistema de conquistas',
        performance: 'Mira em 1080p no modo TV e 720p no modo portátil, a 60 FPS; os números do Switch 2 não são conhecidos.',
        features: {
          modes: 'Jogue na TV ou no modo portátil',
          switch2: 'Também roda no Nintendo Switch 2',
        },
      },
    },
    pc: {
      title: 'Requisitos de sistema no PC',
      estimate: 'Estas são estimativas deste site, não os requisitos de sistema oficiais da Team Cherry. A página da loja traz os oficiais.',
      minimum: 'Requisitos mínimos para PC (estimativa do site)',
      recommended: 'Requisitos recomendados para PC (estimativa do site)',
      component: 'Componente',
      requirement: 'Requisito',
      os: 'Sistema operacional',
      processor: 'Processador',
      memory: 'Memória',
      graphics: 'Placa de vídeo',
      directx: 'Versão do DirectX',
      storage: 'Armazenamento',
      additional: 'Observações adicionais',
      ssd: 'SSD recomendado',
      notes: {
        minimum: 'Teclado ou controle.',
        recommended: 'Com um controle, as partes de plataforma ficam mais confortáveis.',
      },
    },
    console: {
      title: 'Desempenho nos consoles',
      caption: 'Metas de desempenho nos consoles (estimativas do site)',
      note: 'As metas de resolução e taxa de quadros são estimativas deste site, não especificações oficiais.',
      platform: 'Plataforma',
      resolution: 'Resolução-alvo',
      framerate: 'Taxa de quadros-alvo',
      features: {
        title: 'Recursos especiais',
        trophies: 'Troféus',
        portable: 'Jogue no modo TV ou portátil',
      },
      status: 'Situação',
      confirmed: 'Confirmado',
      pending: 'Pendente',
      docked: 'no modo TV',
      handheld: 'no modo portátil',
    },
    tips: {
      title: 'Dicas de otimização',
      drivers: 'Atualize os drivers da placa de vídeo.',
      ssd: 'Instale o jogo em um SSD para carregamentos mais rápidos.',
      background: 'Feche navegadores, programas de gravação e sobreposições (overlays) de que você não precisa enquanto joga.',
      refresh: 'Ajuste a taxa de quadros à taxa de atualização da sua tela para evitar cortes na imagem (screen tearing).',
      laptop: 'No notebook, deixe o carregador ligado e confira se o jogo está usando a placa de vídeo dedicada.',
    },
    releaseInfo: {
      title: 'Informações de lançamento',
      text: 'Silksong foi lançado em {{date}} em todas as plataformas ao mesmo tempo, e no Xbox Game Pass desde o primeiro dia.',
      link: 'Horários de lançamento e linha do tempo do desenvolvimento',
    },
    faq: {
      run: {
        question: 'Silksong vai rodar no meu PC?',
        answer: 'Compare o seu PC com os nossos requisitos mínimos estimados acima e depois confira os requisitos oficiais na página da loja antes de comprar.',
      },
      macLinux: {
        question: 'Existe versão para Mac ou Linux?',
        answer: 'Sim. No PC, o jogo roda em Windows, macOS e Linux.',
      },
      ssd: {
        question: 'Preciso de um SSD?',
        answer: 'O nosso mínimo estimado não exige, mas um SSD reduz os tempos de carregamento, então recomendamos.',
      },
    },
    detail: {
      overview: 'Em resumo',
      features: 'Recursos',
      store: 'Ir para a página da loja',
      back: 'Voltar para a visão geral das plataformas',
      faq: {
        steam: {
          achievements: {
            question: 'Silksong tem conquistas na Steam?',
            answer: 'Sim, a versão da Steam tem conquistas.',
          },
          drmFree: {
            question: 'Posso comprar Silksong sem DRM?',
            answer: 'Sim. Além da Steam, a versão para PC é vendida sem DRM na GOG e também está disponível na Humble Store.',
          },
        },
        playstation: {
          versions: {
            question: 'Silksong está no PlayStation 4 e no PlayStation 5?',
            answer: 'Sim, está disponível nos dois consoles.',
          },
          trophies: {
            question: 'Silksong tem troféus?',
            answer: 'Sim, as versões de PlayStation têm troféus.',
          },
        },
        xbox: {
          consoles: {
            question: 'Em quais consoles Xbox dá para jogar Silksong?',
            answer: 'Xbox Series X, Xbox Series S e Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: 'Posso jogar Silksong no Nintendo Switch 2?',
            answer: 'Sim, dá para jogar no Nintendo Switch 2 e também no Nintendo Switch original.',
          },
          handheld: {
            question: 'Posso jogar Silksong no modo portátil?',
            answer: 'Sim, você pode jogar na TV ou no modo portátil.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'Sobre estas edições e preços',
      text: 'As edições e os preços desta página são estimativas deste site feitas antes do lançamento, não ofertas nem preços oficiais. A Team Cherry não abriu pré-venda, e o preço oficial é menor: confira os preços atuais nas páginas das lojas.',
    },
    editions: {
      title: 'Edições',
      standard: 'Edição Padrão',
      deluxe: 'Edição Deluxe',
      collector: 'Edição Colecionador Digital',
      mostPopular: 'Mais popular',
      price: 'Preço estimado',
      platforms: 'Plataformas',
      bonuses: 'Inclui',
      notOnSwitch: 'Indisponível no Nintendo Switch',
    },
    bonuses: {
      game: 'O jogo completo',
      soundtrack: 'Trilha sonora digital',
      artbook: 'Livro de arte digital',
      wallpapers: 'Papéis de parede digitais',
    },
    button: 'Pré-venda abre no início de 2025',
    buttonNote: 'Esta era a nossa estimativa antes do lançamento. Não houve pré-venda: o jogo começou a ser vendido no dia do lançamento.',
    prices: {
      title: 'Preços por região',
      caption: 'Preços estimados por região',
      region: 'Região',
      currency: 'Moeda',
      standard: 'Padrão',
      deluxe: 'Deluxe',
      collector: 'Colecionador',
      regions: {
        us: 'Estados Unidos',
        eu: 'Zona do euro',
        uk: 'Reino Unido',
        jp: 'Japão',
      },
    },
    stay: {
      title: 'Fique por dentro',
      text: 'Acompanhe as notícias ou assine a nossa newsletter para saber de novas edições e ofertas.',
      news: 'Leia as últimas notícias',
      newsletter: 'Assine a newsletter',
    },
    faq: {
      canPreorder: {
        question: 'Dá para comprar Hollow Knight: Silksong na pré-venda?',
        answer: 'Não. A Team Cherry não abriu pré-venda; o jogo começou a ser vendido no dia do lançamento, 4 de setembro de 2025, em todas as plataformas.',
      },
      official: {
        question: 'Estes preços são oficiais?',
        answer: 'Não. São estimativas deste site feitas antes do lançamento. O preço oficial é menor; as páginas das lojas mostram o preço atual na sua região.',
      },
      collectorSwitch: {
        question: 'A Edição Colecionador Digital está disponível no Nintendo Switch?',
        answer: 'Não nas nossas estimativas: nós a listamos apenas para PC, PlayStation e Xbox.',
      },
      updates: {
        question: 'Como fico sabendo de novas edições?',
        answer: 'Acompanhe a nossa página de notícias ou assine a newsletter nesta página.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Dificuldade',
      location: 'Local',
      type: 'Tipo',
      rarity: 'Raridade',
      tip: 'Dica',
      features: 'Destaques',
      lateGame: 'Fim de jogo',
      boss: 'Chefe: {{name}}',
    },
    difficulty: {
      low: 'Baixa',
      medium: 'Média',
      high: 'Alta',
      veryHigh: 'Muito alta',
    },
    itemType: {
      weapon: 'Arma',
      tool: 'Ferramenta',
      charm: 'Amuleto',
      consumable: 'Consumível',
    },
    rarity: {
      common: 'Comum',
      uncommon: 'Incomum',
      rare: 'Raro',
      epic: 'Épico',
      legendary: 'Lendário',
    },
    areaType: {
      industrial: 'Indústria',
      nature: 'Natureza',
      fortress: 'Fortaleza',
      aquatic: 'Aquática',
    },
    hub: {
      gettingStarted: {
        description: 'Primeiros passos em Pharloom: movimentação, combate, cura com seda e como se orientar.',
        alt: 'A agulha da Hornet e um fio de seda brilhante em uma caverna escura',
      },
      boss: {
        description: 'Os principais chefes, com a nossa avaliação de dificuldade, onde encontrá-los e o que esperar.',
        alt: 'Uma enorme silhueta com chifres e olhos brilhantes surgindo em meio a uma névoa vermelha',
      },
      items: {
        description: 'Armas, ferramentas, amuletos e consumíveis, cada um com tipo, raridade e uma dica.',
        alt: 'Um alfinete, um brasão e um cordão de contas de rosário sobre um tecido escuro',
      },
      map: {
        description: 'As áreas de Pharloom, com tipo, dificuldade e no que ficar de olho.',
        alt: 'Um caminho sinuoso subindo entre penhascos escuros rumo a uma cidadela no topo',
      },
    },
    gettingStarted: {
      lead: 'Silksong joga você em Pharloom com pouca explicação, e o reino abriga mais de 165 novos inimigos. Estes fundamentos vão guiar você pelas primeiras horas sem estragar o que vem pela frente.',
      movement: {
        heading: 'Movimentação',
        text: 'A Hornet é muito mais ágil que o Cavaleiro de Hollow Knight. Ela corre e salta rápido, se agarra à beirada das plataformas e se puxa para cima, e luta com agulha e linha. Pelo caminho, aprende novos movimentos, como um avanço que vira uma corrida, se agarrar às paredes e planar com uma capa, e cada um deles abre caminhos que antes estavam fora de alcance.',
        tip: 'Lembre-se das beiradas e dos vãos que você ainda não alcança: normalmente uma habilidade obtida mais tarde dá acesso a eles.',
      },
      combat: {
        heading: 'Fundamentos do combate',
        text: 'A Hornet ataca com a agulha para a frente, para cima e para baixo. O comportamento de cada ataque, incluindo o golpe para baixo, depende do brasão que ela está usando. A maioria dos inimigos mostra o que vai fazer: observe um padrão uma vez antes de partir para cima, ataque nas brechas e recue para fora do alcance.',
        tip: 'Ferramentas de arremesso, como os alfinetes, causam dano a uma distância segura enquanto você aprende uma luta.',
      },
      healing: {
        heading: 'Cura: envolver-se em seda',
        text: 'Cada golpe que a Hornet acerta acrescenta seda ao carretel logo abaixo das máscaras. Com o carretel cheio, use o Bind: a Hornet se envolve em seda e recupera três máscaras de uma vez. A seda também alimenta as habilidades de seda, então é preciso escolher entre curar e atacar. Descansar em um banco restaura toda a vida dela.',
        tip: 'Use o Bind assim que tiver um momento seguro; um carretel cheio não serve de nada depois que você cai.',
      },
      tools: {
        heading: 'Ferramentas e brasões',
        text: 'Em vez de amuletos, a Hornet equipa ferramentas nos espaços do seu brasão. As ferramentas vermelhas, como os alfinetes de arremesso, são de uso ativo e têm um número limitado de usos, reabastecidos com fragmentos de carapaça quando ela descansa em um banco. As ferramentas azuis ajudam na defesa e as amarelas na exploração. Cada brasão muda os ataques da Hornet e tem seu próprio conjunto de espaços; brasões e ferramentas são trocados nos bancos.',
        tip: 'Pegue os fragmentos de carapaça que os inimigos deixam cair: sem eles, as suas ferramentas vermelhas ficam vazias.',
      },
      exploring: {
        heading: 'Explorando Pharloom',
        text: 'A Hornet não começa com mapas. A maioria é vendida por Shakra, a cartógrafa: preste atenção ao canto dela ao entrar em uma área nova. Os bancos são os locais de descanso de Pharloom: sentar em um deles restaura a vida da Hornet e faz dele o ponto para onde ela volta se cair. Os rosários, a moeda do reino, pagam mapas, bancos e muito mais, e mais adiante as Bellways levam a Hornet rapidamente entre lugares distantes.',
        tip: 'Compre o mapa de uma área logo no início; explorar às cegas acaba custando mais rosários no fim das contas.',
      },
      quests: {
        heading: 'Missões: desejos',
        text: 'Os insetos de Pharloom publicam seus pedidos, chamados de desejos, em quadros de desejos; a cidade de Bellhart tem um quadro cheio deles. Os desejos pedem que você reúna itens, cace criaturas específicas ou viaje até algum lugar, e dão como recompensa rosários e itens úteis.',
        tip: 'Confira os quadros sempre que passar por uma cidade: novos desejos aparecem conforme a história avança.',
      },
    },
    boss: {
      ratingNote: 'A dificuldade é uma avaliação própria do Silksong Hub para o primeiro encontro, não um dado oficial.',
      spoilerNote: 'As entradas marcadas como “Fim de jogo” citam um chefe do final da história; pule-as para evitar pistas.',
      mossMother: {
        name: 'Moss Mother',
        location: 'Moss Grotto',
        description: 'A primeira chefe de verdade da jornada, à espera nas cavernas cobertas de musgo perto do início. Ela luta pelo ar, então é um bom teste para atacar no alto do salto.',
      },
      bellBeast: {
        name: 'Bell Beast',
        location: 'The Marrow',
        description: 'Uma grande fera encouraçada, presa em seda. Ela investe de um lado a outro da arena, então não pare de se mexer; derrotá-la abre as Bellways, a rede de transporte de Pharloom.',
      },
      lace: {
        name: 'Lace',
        location: 'Deep Docks (primeiro encontro)',
        description: 'Uma duelista veloz com uma agulha própria, que cruza o caminho da Hornet mais de uma vez. Ataque depois das sequências de golpes dela, não durante.',
      },
      fourthChorus: {
        name: 'Fourth Chorus',
        location: 'Far Fields',
        description: 'Um gigante colossal enfrentado em uma arena ampla. Planar ajuda a ficar longe dos ataques de varredura dele.',
      },
      moorwing: {
        name: 'Moorwing',
        location: 'Greymoor',
        description: 'Um grande inseto alado que domina os céus de Greymoor. A luta é opcional: volte mais tarde se ela estiver difícil demais.',
      },
      sisterSplinter: {
        name: 'Sister Splinter',
        location: 'Shellwood',
        description: 'A guardiã de Shellwood, uma floresta tomada pela vegetação. Derrotá-la abre caminho para se agarrar às paredes, algo que grande parte de Pharloom exige.',
      },
      widow: {
        name: 'Widow',
        location: 'Bellhart',
        description: 'A fanática que mantém a cidade de Bellhart presa em suas garras de seda. Sinos voam de todos os lados; um golpe de agulha os rebate.',
      },
      lastJudge: {
        name: 'Last Judge',
        location: 'Blasted Steps',
        description: 'A guardiã do portão da Cidadela, no topo dos Blasted Steps. Uma luta dura, de golpes pesados, no fim da primeira parte da escalada.',
      },
      groal: {
        name: 'Groal the Great',
        location: 'Bilewater',
        description: 'O governante dos Stilkin no pântano fétido de Bilewater. Há poucos bancos por lá, então prepare-se para um longo caminho de volta até a arena.',
      },
      grandMotherSilk: {
        name: 'Grand Mother Silk',
        location: 'The Cradle',
        description: 'O poder por trás da seda que aprisiona Pharloom, enfrentado no ponto mais alto do reino. Uma luta de fim de jogo: venha preparado.',
      },
    },
    items: {
      classificationNote: 'Tipo e raridade são uma classificação própria do Silksong Hub para ajudar na comparação. O jogo em si divide o equipamento em ferramentas e brasões e não tem raridades.',
      needle: {
        name: 'Agulha',
        description: 'A arma da Hornet desde o primeiro instante: golpes rápidos e de curto alcance em todas as direções.',
        tip: 'O dano dela pode ser aumentado mais tarde: procure o Pinmaster em Bellhart.',
      },
      hunterCrest: {
        name: 'Hunter Crest',
        description: 'O brasão com que a Hornet começa. Como todo brasão, ele define os ataques dela e quais espaços de ferramenta ela tem.',
        tip: 'Experimente cada brasão novo que encontrar: um brasão diferente pode facilitar muito uma luta teimosa.',
      },
      reaperCrest: {
        name: 'Reaper Crest',
        description: 'Um brasão que dá à Hornet golpes mais lentos e amplos, como os de uma foice.',
        tip: 'Muitos jogadores acham o golpe para baixo dele melhor para quicar nos inimigos do que o do Hunter Crest.',
      },
      straightPin: {
        name: 'Straight Pin',
        description: 'Uma ferramenta vermelha: a Hornet arremessa alfinetes que voam em linha reta.',
        tip: 'Acerte os inimigos de uma distância segura; os usos são reabastecidos com fragmentos de carapaça nos bancos.',
      },
      tacks: {
        name: 'Tacks',
        description: 'Uma ferramenta vermelha: um punhado de tachinhas afiadas que fere os inimigos que passam por cima.',
        tip: 'Jogue-as onde um inimigo está prestes a pousar ou investir.',
      },
      silkspear: {
        name: 'Silkspear',
        description: 'Uma habilidade de seda: a Hornet arremessa a agulha para a frente como uma lança, pagando com seda.',
        tip: 'Ela gasta a mesma seda do Bind, então guarde o suficiente para uma cura.',
      },
      needolin: {
        name: 'Needolin',
        description: 'A Hornet toca a agulha como se fosse um instrumento. Às vezes os insetos respondem com canções e versos, e alguns portões feitos pelas Tecelãs se abrem com a música.',
        tip: 'Toque perto de outros insetos e diante de portões estranhos.',
      },
      compass: {
        name: 'Bússola',
        description: 'Uma ferramenta amarela que mostra onde a Hornet está no mapa.',
        tip: 'Shakra, a cartógrafa, vende a bússola; vale a pena comprá-la cedo.',
      },
      rosaryString: {
        name: 'Cordão de Rosário',
        description: 'Rosários, as contas que Pharloom usa como dinheiro, amarrados em um cordão. As contas só podem ser gastas depois que o cordão é rompido.',
        tip: 'Os cordões são um jeito seguro de economizar; guarde algumas contas soltas para as compras.',
      },
      shellShards: {
        name: 'Fragmentos de Carapaça',
        description: 'Fragmentos deixados por inimigos e encontrados em depósitos cintilantes. Eles reabastecem as ferramentas vermelhas da Hornet quando ela descansa em um banco.',
        tip: 'Acerte toda rocha cintilante pelo caminho: os fragmentos se acumulam rápido.',
      },
    },
    map: {
      ratingNote: 'Tipo e dificuldade são uma avaliação própria do Silksong Hub para a primeira visita, não dados oficiais.',
      features: {
        journeyStart: 'Onde começa a jornada da Hornet',
        boneBottom: 'Ao lado de Bone Bottom, um pequeno vilarejo com uma loja',
        bellway: 'As Bellways, a rede de transporte de Pharloom, são liberadas aqui',
        forges: 'Forjas, calor e metal derretido',
        windyFields: 'Grandes espaços abertos e ventos fortes',
        layeredMoor: 'Charnecas enevoadas em várias camadas',
        nearBellhart: 'Faz divisa com a cidade de Bellhart',
        clingGrip: 'Onde a Hornet aprende a se agarrar às paredes',
        fierceHunters: 'Algumas das criaturas mais ferozes do começo do jogo',
        citadelApproach: 'O caminho de subida até a Cidadela',
        foulWater: 'Água infestada de larvas: fique fora dela',
        fewBenches: 'Poucos bancos e longas caminhadas de volta',
        machinery: 'Maquinário no subsolo da Cidadela',
        citadelDistricts: 'Distritos: Grand Gate, Choral Chambers, High Halls, Whispering Vaults',
        prison: 'A prisão de Pharloom',
      },
      mossGrotto: {
        name: 'Moss Grotto',
        description: 'Cavernas verdes e cobertas de musgo no fundo de Pharloom.',
      },
      marrow: {
        name: 'The Marrow',
        description: 'Cavernas repletas de ossos e de restos de enormes criaturas antigas.',
      },
      deepDocks: {
        name: 'Deep Docks',
        description: 'Docas quentes e industriais nas profundezas do reino, onde os insetos trabalham nas forjas.',
      },
      farFields: {
        name: 'Far Fields',
        description: 'Campos abertos e varridos pelo vento, onde uma capa para planar se torna essencial.',
      },
      greymoor: {
        name: 'Greymoor',
        description: 'Charnecas cinzentas e enevoadas, com uma estalagem à beira da estrada para viajantes cansados.',
      },
      shellwood: {
        name: 'Shellwood',
        description: 'Uma floresta tomada por uma vegetação emaranhada.',
      },
      huntersMarch: {
        name: 'Hunter’s March',
        description: 'Territórios de caça selvagens, cheios de criaturas agressivas; um desvio difícil no começo do jogo.',
      },
      blastedSteps: {
        name: 'Blasted Steps',
        description: 'Uma longa subida a céu aberto rumo aos portões da Cidadela.',
      },
      bilewater: {
        name: 'Bilewater',
        description: 'Um pântano poluído de águas turvas, escuro e hostil.',
      },
      underworks: {
        name: 'Underworks',
        description: 'O submundo industrial da Cidadela.',
      },
      citadel: {
        name: 'A Cidadela',
        description: 'A cidade reluzente no topo de Pharloom e o objetivo da escalada da Hornet.',
      },
      slab: {
        name: 'The Slab',
        description: 'Um lugar sombrio e fortemente vigiado, onde poucos entram por vontade própria.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'Informações de lançamento',
      price: {
        question: 'Quanto custa Silksong?',
        answer: 'Os preços variam de acordo com a loja e a região, então confira a loja da sua plataforma. Os preços da nossa página de pré-venda são estimativas feitas antes do lançamento, não valores oficiais.',
      },
      sequel: {
        question: 'Silksong é uma sequência de Hollow Knight?',
        answer: 'Sim. A Team Cherry o planejou primeiro como um conteúdo para download de Hollow Knight estrelado pela Hornet; ele cresceu até virar uma sequência completa, anunciada em fevereiro de 2019.',
      },
    },
    gameplay: {
      title: 'Jogabilidade',
      hero: {
        question: 'Quem é a personagem jogável?',
        answer: 'Hornet, a princesa-protetora de Hallownest, que empunha uma agulha e cruzou o caminho do Cavaleiro em Hollow Knight. Silksong é a história dela.',
      },
      firstGame: {
        question: 'Preciso jogar Hollow Knight antes?',
        answer: 'Não. Silksong se passa em um novo reino, Pharloom, com uma história própria, então quem está chegando agora pode começar por ele. O primeiro jogo dá contexto ao passado da Hornet.',
      },
      healing: {
        question: 'Como funciona a cura?',
        answer: 'Acertar golpes enche o carretel de seda da Hornet. Com o carretel cheio, ela pode usar o Bind e recuperar três máscaras de vida. Descansar em um banco restaura a vida toda.',
      },
      coop: {
        question: 'Tem multijogador ou modo cooperativo?',
        answer: 'Não. Silksong é um jogo para um jogador.',
      },
      maps: {
        question: 'Onde encontro mapas?',
        answer: 'A maioria dos mapas é vendida por Shakra, a cartógrafa andarilha. Preste atenção ao canto dela ao entrar em uma área nova.',
      },
    },
    technical: {
      title: 'Parte técnica',
      pc: {
        question: 'De que PC eu preciso?',
        answer: 'Silksong é um jogo 2D com exigências modestas. Nossos requisitos mínimos e recomendados estão na página de plataformas e requisitos de sistema; são estimativas do Silksong Hub, então confira a lista oficial na sua loja.',
      },
      console: {
        question: 'Como Silksong roda nos consoles?',
        answer: 'Nossa tabela de desempenho traz uma resolução-alvo e uma taxa de quadros-alvo para cada console. São estimativas do Silksong Hub, cada uma marcada como confirmada ou pendente.',
      },
      controller: {
        question: 'Posso jogar com controle no PC?',
        answer: 'Sim. A versão para PC é compatível com controle, além do teclado.',
      },
      account: {
        question: 'Preciso de uma conta para usar este site?',
        answer: 'Não. O Silksong Hub não tem contas nem usa cookies; todas as páginas são abertas a todos.',
      },
    },
    more: {
      heading: 'Ainda tem alguma dúvida?',
      text: 'Os fãs nos canais da comunidade conhecem o jogo de cabo a rabo, e correções a estas respostas são bem-vindas.',
      community: 'Conheça a comunidade',
      contact: 'Fale com o Silksong Hub',
    },
  },
  community: {
    fans: 'Comunidades de fãs',
    official: 'Canais oficiais',
    links: {
      forum: 'A comunidade de Silksong no Reddit: notícias, descobertas, fan arts e ajuda de outros jogadores.',
      social: 'O grande servidor de Discord de Hollow Knight, para conversar sobre Silksong em tempo real.',
      wiki: 'Uma wiki escrita pela comunidade sobre Hollow Knight e Silksong: áreas, chefes, ferramentas e lore.',
      shortPost: 'Anúncios direto da Team Cherry, a criadora do jogo.',
      video: 'O canal da Team Cherry com os trailers oficiais.',
    },
    etiquette: {
      heading: 'Seja gentil e cuidado com spoilers',
      kind: 'Seja gentil e paciente: todo jogador já foi novato em Pharloom um dia.',
      spoilers: 'Marque os spoilers e deixe chefes do fim de jogo, reviravoltas da história e finais fora de títulos e miniaturas.',
      progress: 'Ao pedir ajuda, diga até onde você chegou, para que os outros possam responder sem estragar o resto.',
      rules: 'Cada comunidade tem as suas próprias regras; leia-as antes de postar.',
    },
  },
  contact: {
    corrections: {
      heading: 'Correções e sugestões',
      text: 'Encontrou um erro ou sentiu falta de algo? O Silksong Hub não tem formulário de contato nem endereço de e-mail. Correções e sugestões são bem-vindas pelos canais da comunidade listados na nossa página de comunidade.',
      link: 'Ir para os canais da comunidade',
    },
    unofficial: {
      heading: 'Um site de fãs não oficial',
      text: 'O Silksong Hub é feito por fãs. Ele não tem afiliação com a Team Cherry nem é endossado por ela, e não pode ajudar com compras, reembolsos ou problemas no jogo.',
      support: 'Para suporte ao jogo, fale com a Team Cherry:',
      link: 'Site da Team Cherry',
    },
  },
};

export default pt;
