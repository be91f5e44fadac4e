import type { Pages } from '../en/pages.ts';

export const pages: Pages = {
  home: {
    launch: {
      text: 'Hollow Knight: Silksong foi lançado em {{date}} para PC, PlayStation, Xbox e Nintendo Switch, no mesmo instante no mundo todo.',
    },
    story: {
      hornet: {
        title: 'Jogue como Hornet',
        text: 'Hornet, princesa-protetora de Hallownest, é capturada e levada para Fiarlongo, um reino desconhecido governado pela seda e pela canção. Agora ela precisa lutar e escalar até o topo do reino.',
        alt: 'Uma pequena figura encapuzada, segurando uma agulha, ao pé de uma caverna escura atravessada por fios.',
      },
      foes: {
        title: 'Mais de 150 novos inimigos',
        text: 'Fiarlongo abriga mais de 150 novos inimigos, de rastejadores ligeiros a chefes colossais. A Hornet luta com velocidade e acrobacias: ataque, desvie e não pare de se mexer.',
        alt: 'Olhos brilhantes e silhuetas pontiagudas de criaturas insetoides espreitam em uma cavidade enevoada.',
      },
      silk: {
        title: 'Seda, ferramentas e canção',
        text: 'Cure seus ferimentos com seda, libere habilidades de seda e equipe ferramentas que viram a luta a seu favor, enquanto cumpre missões para os insetos de Fiarlongo. Christopher Larkin, compositor de Hollow Knight, criou a nova trilha sonora.',
        alt: 'Fios prateados sobem pela escuridão rumo a uma cidadela distante sob uma lua pálida.',
      },
    },
    trailer: {
      text: 'Assista ao trailer de Hollow Knight: Silksong feito pela Team Cherry.',
    },
  },
  release: {
    date: {
      text: 'Silksong foi lançado em todas as plataformas no mesmo instante no mundo inteiro, então a data e o horário locais dependem de onde você está.',
    },
    timezones: {
      note: 'Estes horários são estimativas deste site feitas antes do lançamento, não o cronograma oficial da Team Cherry. O desbloqueio oficial aconteceu mais tarde no mesmo dia; a sua loja mostra o horário exato para a sua região.',
    },
    timeline: {
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
      confirmed: {
        items: {
          hornet: 'Você joga como Hornet, a princesa-protetora de Hallownest.',
          pharloom: 'O jogo se passa em Fiarlongo, um novo reino governado pela seda e pela canção.',
          teamCherry: 'A Team Cherry, criadora de Hollow Knight, desenvolveu e publicou o jogo.',
          platforms: 'Está disponível para PC (Steam, GOG, Humble Store), PlayStation 4 e 5, Xbox Series X|S e Xbox One, Nintendo Switch e Nintendo Switch 2.',
          gamePass: 'Chegou ao Xbox Game Pass no primeiro dia.',
          music: 'Christopher Larkin compôs a trilha sonora.',
        },
      },
      rumoured: {
        intro: 'Especulações dos fãs de antes do lançamento. Eram teorias, não fatos.',
        items: {
          shadowDrop: 'Os fãs especulavam que o jogo teria um “shadow drop”, ou seja, seria lançado sem aviso durante uma apresentação.',
          dlc: 'Os fãs esperavam conteúdo gratuito depois do lançamento, já que Hollow Knight recebeu vários pacotes de conteúdo gratuitos.',
          lore: 'Os fãs teorizavam sobre ligações ocultas entre as histórias de Fiarlongo e de Hallownest.',
        },
      },
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
    pc: {
      estimate: 'Estas são estimativas deste site, não os requisitos de sistema oficiais da Team Cherry. A página da loja traz os oficiais.',
      ssd: 'SSD recomendado',
      notes: {
        minimum: 'Teclado ou controle.',
        recommended: 'Com um controle, as partes de plataforma ficam mais confortáveis.',
      },
    },
    console: {
      note: 'As metas de resolução e taxa de quadros são estimativas deste site, não especificações oficiais.',
    },
    tips: {
      drivers: 'Atualize os drivers da placa de vídeo.',
      ssd: 'Instale o jogo em um SSD para carregamentos mais rápidos.',
      background: 'Feche navegadores, programas de gravação e sobreposições (overlays) de que você não precisa enquanto joga.',
      refresh: 'Ajuste a taxa de quadros à taxa de atualização da sua tela para evitar cortes na imagem (screen tearing).',
      laptop: 'No notebook, deixe o carregador ligado e confira se o jogo está usando a placa de vídeo dedicada.',
    },
    releaseInfo: {
      text: 'Silksong foi lançado em {{date}} em todas as plataformas ao mesmo tempo, e no Xbox Game Pass desde o primeiro dia.',
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
      text: 'As edições e os preços desta página são estimativas deste site feitas antes do lançamento, não ofertas nem preços oficiais. A Team Cherry não abriu pré-venda, e o preço oficial é menor: confira os preços atuais nas páginas das lojas.',
    },
    bonuses: {
      game: 'O jogo completo',
      soundtrack: 'Trilha sonora digital',
      artbook: 'Livro de arte digital',
      wallpapers: 'Papéis de parede digitais',
    },
    buttonNote: 'Esta era a nossa estimativa antes do lançamento. Não houve pré-venda: o jogo começou a ser vendido no dia do lançamento.',
    stay: {
      text: 'Acompanhe as notícias ou assine a nossa newsletter para saber de novas edições e ofertas.',
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
    hub: {
      gettingStarted: {
        description: 'Primeiros passos em Fiarlongo: movimentação, combate, cura com seda e como se orientar.',
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
        description: 'As áreas de Fiarlongo, com tipo, dificuldade e no que ficar de olho.',
        alt: 'Um caminho sinuoso subindo entre penhascos escuros rumo a uma cidadela no topo',
      },
      trailers: {
        description: 'Todos os trailers oficiais com a data, o vídeo e o que revelaram.',
        alt: 'Um quadro de filme com um botão vermelho de reprodução sobre um fundo escuro e enevoado',
      },
    },
    gettingStarted: {
      lead: 'Silksong joga você em Fiarlongo com pouca explicação, e o reino abriga mais de 165 novos inimigos. Estes fundamentos vão guiar você pelas primeiras horas sem estragar o que vem pela frente.',
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
        heading: 'Cura: o Bind',
        text: 'Cada golpe que a Hornet acerta acrescenta seda ao carretel logo abaixo das máscaras. Com o carretel cheio, use o Bind: a Hornet se envolve em seda e recupera três máscaras de uma vez. A seda também alimenta as habilidades de seda, então é preciso escolher entre curar e atacar. Descansar em um banco restaura toda a vida dela.',
        tip: 'Use o Bind assim que tiver um momento seguro; um carretel cheio não serve de nada depois que você cai.',
      },
      tools: {
        heading: 'Ferramentas e brasões',
        text: 'Em vez de amuletos, a Hornet equipa ferramentas nos espaços do seu brasão. As ferramentas vermelhas, como os alfinetes de arremesso, são de uso ativo e têm um número limitado de usos, reabastecidos com Fragmentos de Carapaça quando ela descansa em um banco. As ferramentas azuis ajudam na defesa e as amarelas na exploração. Cada brasão muda os ataques da Hornet e tem seu próprio conjunto de espaços; brasões e ferramentas são trocados nos bancos.',
        tip: 'Pegue os Fragmentos de Carapaça que os inimigos deixam cair: sem eles, as suas ferramentas vermelhas ficam vazias.',
      },
      exploring: {
        heading: 'Explorando Fiarlongo',
        text: 'A Hornet não começa com mapas. A maioria é vendida por Shakra, a cartógrafa: preste atenção ao canto dela ao entrar em uma área nova. Os bancos são os locais de descanso de Fiarlongo: sentar em um deles restaura a vida da Hornet e faz dele o ponto para onde ela volta se cair. Os Rosários, a moeda do reino, pagam mapas, bancos e muito mais, e mais adiante as Vias Campanárias levam a Hornet rapidamente entre lugares distantes.',
        tip: 'Compre o mapa de uma área logo no início; explorar às cegas acaba custando mais Rosários no fim das contas.',
      },
      quests: {
        heading: 'Missões: desejos',
        text: 'Os insetos de Fiarlongo publicam seus pedidos, chamados de desejos, em quadros de desejos; a cidade de Campânula tem um quadro cheio deles. Os desejos pedem que você reúna itens, cace criaturas específicas ou viaje até algum lugar, e dão como recompensa Rosários e itens úteis.',
        tip: 'Confira os quadros sempre que passar por uma cidade: novos desejos aparecem conforme a história avança.',
      },
    },
  },
  faq: {
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
        answer: 'Não. Silksong se passa em um novo reino, Fiarlongo, com uma história própria, então quem está chegando agora pode começar por ele. O primeiro jogo dá contexto ao passado da Hornet.',
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
      text: 'Os fãs nos canais da comunidade conhecem o jogo de cabo a rabo, e correções a estas respostas são bem-vindas.',
    },
  },
  community: {
    links: {
      forum: 'A comunidade de Silksong no Reddit: notícias, descobertas, fan arts e ajuda de outros jogadores.',
      social: 'O grande servidor de Discord de Hollow Knight, para conversar sobre Silksong em tempo real.',
      wiki: 'Uma wiki escrita pela comunidade sobre Hollow Knight e Silksong: áreas, chefes, ferramentas e lore.',
      shortPost: 'Anúncios direto da Team Cherry, a criadora do jogo.',
      video: 'O canal da Team Cherry com os trailers oficiais.',
    },
    etiquette: {
      kind: 'Seja gentil e paciente: todo jogador já foi novato em Fiarlongo um dia.',
      spoilers: 'Marque os spoilers e deixe chefes do fim de jogo, reviravoltas da história e finais fora de títulos e miniaturas.',
      progress: 'Ao pedir ajuda, diga até onde você chegou, para que os outros possam responder sem estragar o resto.',
      rules: 'Cada comunidade tem as suas próprias regras; leia-as antes de postar.',
    },
  },
  contact: {
    corrections: {
      text: 'Encontrou um erro ou sentiu falta de algo? O Silksong Hub não tem formulário de contato nem endereço de e-mail. Correções e sugestões são bem-vindas pelos canais da comunidade listados na nossa página de comunidade.',
    },
    unofficial: {
      text: 'O Silksong Hub é feito por fãs. Ele não tem afiliação com a Team Cherry nem é endossado por ela, e não pode ajudar com compras, reembolsos ou problemas no jogo.',
      support: 'Para suporte ao jogo, fale com a Team Cherry:',
    },
  },
  news: {
    highlights: {
      hornet: 'Hornet é a heroína jogável: rápida, ágil e armada com agulha e linha.',
      pharloom: 'A história se passa em Fiarlongo, um novo reino governado pela seda e pela canção.',
      silk: 'A seda cura a Hornet e alimenta suas habilidades especiais.',
      tools: 'As ferramentas que você fabrica ampliam o arsenal da Hornet ao longo da jornada.',
      quests: 'As missões dos habitantes de Fiarlongo recompensam exploradores curiosos.',
      foes: 'Mais de 150 novos inimigos aguardam por todo o reino.',
      music: 'Christopher Larkin volta a compor a trilha sonora.',
      platforms: 'O jogo está disponível para PC, PlayStation, Xbox e Nintendo Switch.',
    },
    implications: 'Cada anúncio muda a forma como você planeja seu tempo em Fiarlongo: onde jogar, o que a Hornet consegue fazer e para o que se preparar. Nossos guias acompanham notícias como esta com dicas práticas.',
  },
};
