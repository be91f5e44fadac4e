import type { Dict } from './en.ts';

const es: Dict = {
  site: {
    name: 'Silksong Hub',
    tagline: 'La guía no oficial hecha por fans de Hollow Knight: Silksong: noticias, horarios de lanzamiento, plataformas y guías.',
    unofficial: 'Sitio de fans no oficial. Sin afiliación con Team Cherry.',
    gameTitle: 'Hollow Knight: Silksong',
  },
  nav: {
    main: 'Navegación principal',
    overview: 'Resumen',
    home: 'Inicio',
    releaseDate: 'Fecha de lanzamiento',
    platforms: 'Plataformas',
    preorder: 'Reserva',
    systemRequirements: 'Requisitos del sistema',
    news: 'Noticias',
    guides: 'Guías',
    faq: 'Preguntas frecuentes',
    search: 'Buscar',
    community: 'Comunidad',
    contact: 'Contacto',
    steam: 'Steam',
    playstation: 'PlayStation',
    xbox: 'Xbox',
    nintendo: 'Nintendo Switch',
    gettingStarted: 'Primeros pasos',
    boss: 'Jefes',
    items: 'Objetos',
    map: 'Mapa',
  },
  header: {
    skipToContent: 'Saltar al contenido',
    homeLink: 'Inicio de Silksong Hub',
    openSearch: 'Abrir búsqueda',
    closeSearch: 'Cerrar búsqueda',
    searchLabel: 'Buscar en el sitio',
    searchPlaceholder: 'Buscar noticias, guías, preguntas frecuentes…',
    searchSubmit: 'Buscar',
    openMenu: 'Menú',
    closeMenu: 'Cerrar menú',
    language: 'Idioma',
    currentLanguage: 'Idioma actual',
    outbound: 'Enlaces de la comunidad',
    forum: 'Foro (Reddit)',
    social: 'Red social (Discord)',
    wiki: 'Wiki del juego',
  },
  footer: {
    social: 'Sigue el juego',
    shortPost: 'Team Cherry en X',
    forum: 'Foro de Silksong en Reddit',
    wiki: 'Wiki de Silksong',
    video: 'Team Cherry en YouTube',
    socialNetwork: 'Discord de Hollow Knight',
    languages: 'Idiomas',
    sitemap: 'Todas las páginas',
    copyright: '© 2025 Silksong Hub. Hollow Knight: Silksong es una marca comercial de Team Cherry.',
  },
  breadcrumbs: {
    label: 'Ruta de navegación',
  },
  sidebar: {
    title: 'Páginas relacionadas',
  },
  common: {
    loading: 'Cargando…',
    somethingWentWrong: 'Algo salió mal',
    serverErrorText: 'No se ha podido mostrar la página en este momento. Vuelve a intentarlo en unos instantes.',
    tryAgain: 'Recargar la página',
    externalLink: '(se abre en una pestaña nueva)',
    faqTitle: 'Preguntas frecuentes',
  },
  notFound: {
    code: '404',
    title: '¡Vaya! Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    returnHome: 'Volver al inicio',
  },
  newsletter: {
    title: 'No te pierdas nada',
    text: 'Noticias de Silksong en tu correo, unas pocas veces al año. Sin spam.',
    label: 'Correo electrónico',
    placeholder: 'tu@ejemplo.com',
    submit: 'Suscribirse',
    submitting: 'Suscribiendo…',
    successTitle: '¡Suscripción completada!',
    successText: 'Gracias por suscribirte a nuestro boletín.',
    failureTitle: 'Error en la suscripción',
    failureText: 'No se pudo completar la suscripción. Inténtalo de nuevo.',
    invalid: 'Introduce una dirección de correo válida.',
    rateLimited: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    dismiss: 'Cerrar',
    notifications: 'Notificaciones',
  },
  widgets: {
    countdown: {
      title: 'Cuenta atrás para el lanzamiento',
      days: 'Días',
      hours: 'Horas',
      minutes: 'Minutos',
      seconds: 'Segundos',
      finished: '¡La espera ha terminado!',
      finishedText: 'Hollow Knight: Silksong ya está disponible en PC, PlayStation, Xbox y Nintendo Switch.',
    },
    video: {
      unavailable: 'Vídeo no disponible',
      watch: 'Ver en YouTube',
    },
    share: {
      share: 'Compartir',
      copied: 'Enlace copiado al portapapeles',
    },
  },
  searchPage: {
    prompt: 'Escribe unas palabras para buscar en noticias, guías, plataformas y preguntas frecuentes.',
    results: 'Resultados para «{{query}}»: {{count}}',
    none: 'No hay resultados para «{{query}}»',
    suggestions: 'Prueba con otras palabras o con menos, o revisa la ortografía. Estas páginas son un buen punto de partida:',
    truncated: 'Tu búsqueda se ha acortado a {{max}} caracteres.',
    types: {
      page: 'Página',
      guide: 'Guía',
      platform: 'Plataforma',
      faq: 'Preguntas',
      news: 'Noticia',
    },
  },
  seo: {
    home: {
      title: 'Hollow Knight: Silksong – Fecha, plataformas, noticias y guías',
      description: 'Todo sobre Hollow Knight: Silksong: fecha y hora de lanzamiento, plataformas, requisitos para PC, ediciones en reserva, noticias y guías para principiantes.',
      keywords: 'Hollow Knight Silksong, Silksong, Hornet, Team Cherry, fecha de lanzamiento, noticias, guías',
    },
    releaseDate: {
      title: 'Silksong: fecha de lanzamiento y horarios en todo el mundo',
      description: 'Hollow Knight: Silksong salió el 4 de septiembre de 2025 en todo el mundo. Consulta la hora en tu zona horaria, la cronología del desarrollo y lo confirmado.',
      keywords: 'Silksong fecha de lanzamiento, Silksong hora de lanzamiento, Silksong zona horaria, Hollow Knight Silksong 2025',
    },
    platforms: {
      title: 'Silksong: plataformas y requisitos del sistema en PC',
      description: 'Hollow Knight: Silksong en PC, PlayStation, Xbox y Nintendo Switch: versiones, rendimiento previsto en consolas y requisitos mínimos y recomendados en PC.',
      keywords: 'Silksong plataformas, Silksong requisitos del sistema, Silksong requisitos PC, Silksong Switch, Silksong PS5, Silksong Xbox',
    },
    systemRequirements: {
      title: 'Requisitos de Silksong en PC: mínimos y recomendados',
      description: 'Requisitos mínimos y recomendados de Hollow Knight: Silksong en PC, rendimiento previsto en consolas y consejos para que el juego funcione con fluidez.',
      keywords: 'Silksong requisitos del sistema, Silksong requisitos mínimos, Silksong requisitos recomendados, Silksong PC',
    },
    steam: {
      title: 'Silksong en Steam (PC): versión, logros y rendimiento',
      description: 'Hollow Knight: Silksong en PC a través de Steam: detalles de la versión, logros, notas sobre el rendimiento y características.',
      keywords: 'Silksong Steam, Silksong PC, Silksong logros',
    },
    playstation: {
      title: 'Silksong en PlayStation 4 y 5: versión y rendimiento',
      description: 'Hollow Knight: Silksong en PlayStation: detalles de la versión, trofeos, rendimiento previsto y características.',
      keywords: 'Silksong PS5, Silksong PS4, Silksong PlayStation, Silksong trofeos',
    },
    xbox: {
      title: 'Silksong en Xbox y Game Pass: versión y rendimiento',
      description: 'Hollow Knight: Silksong en Xbox Series X|S, Xbox One y Game Pass: detalles de la versión, logros, rendimiento previsto y características.',
      keywords: 'Silksong Xbox, Silksong Game Pass, Silksong Series X, Silksong logros',
    },
    nintendo: {
      title: 'Silksong en Nintendo Switch: versión y rendimiento',
      description: 'Hollow Knight: Silksong en Nintendo Switch y Switch 2: detalles de la versión, rendimiento en modo TV y portátil, y características.',
      keywords: 'Silksong Switch, Silksong Nintendo, Silksong Switch 2, Silksong modo portátil',
    },
    preorder: {
      title: 'Silksong: ediciones en reserva y precios por región',
      description: 'Compara las ediciones Estándar, Deluxe y Coleccionista Digital de Hollow Knight: Silksong y los precios estimados en tu región.',
      keywords: 'Silksong reserva, Silksong precio, Silksong ediciones, Silksong edición Deluxe',
    },
    news: {
      title: 'Noticias de Hollow Knight: Silksong',
      description: 'Las últimas noticias de Hollow Knight: Silksong: anuncios, actualizaciones, parches y eventos, de la más reciente a la más antigua.',
      keywords: 'Silksong noticias, Hollow Knight Silksong actualizaciones, Silksong parche, Team Cherry noticias',
    },
    guides: {
      title: 'Guías de Hollow Knight: Silksong',
      description: 'Guías de Hollow Knight: Silksong: primeros pasos, jefes, objetos y el mapa de Pharloom.',
      keywords: 'Silksong guía, Silksong consejos, Silksong jefes, Silksong mapa, Silksong objetos',
    },
    gettingStarted: {
      title: 'Silksong, guía de primeros pasos: consejos para novatos',
      description: 'Empieza con buen pie en Hollow Knight: Silksong: movimiento, combate, curación con seda y exploración de Pharloom, explicados para principiantes.',
      keywords: 'Silksong guía para principiantes, Silksong consejos, Silksong primeros pasos, movimientos de Hornet',
    },
    boss: {
      title: 'Guía de jefes de Silksong: dificultad, ubicaciones y consejos',
      description: 'Los jefes destacados de Hollow Knight: Silksong, con su dificultad, su ubicación y cómo afrontar cada combate.',
      keywords: 'Silksong jefes, Silksong guía de jefes, Silksong ubicación de jefes',
    },
    items: {
      title: 'Guía de objetos de Silksong: armas, herramientas y más',
      description: 'Los objetos de Hollow Knight: Silksong por tipo y rareza: armas, herramientas, amuletos y consumibles.',
      keywords: 'Silksong objetos, Silksong herramientas, Silksong emblemas, Silksong guía',
    },
    map: {
      title: 'Guía del mapa de Silksong: zonas de Pharloom',
      description: 'Las zonas de Pharloom en Hollow Knight: Silksong: tipo, dificultad y qué encontrar en cada una.',
      keywords: 'Silksong mapa, mapa de Pharloom, Silksong zonas, Silksong ubicaciones',
    },
    faq: {
      title: 'Preguntas frecuentes sobre Hollow Knight: Silksong',
      description: 'Respuestas a las preguntas más habituales sobre Hollow Knight: Silksong: lanzamiento, jugabilidad y detalles técnicos.',
      keywords: 'Silksong preguntas frecuentes, Silksong preguntas, Silksong respuestas',
    },
    search: {
      title: 'Buscar en Silksong Hub',
      description: 'Busca noticias, guías, páginas de plataformas y preguntas frecuentes en Silksong Hub.',
      keywords: 'Silksong búsqueda',
    },
    community: {
      title: 'Comunidad de Silksong: foros, wiki y redes sociales',
      description: 'Donde se reúnen los fans de Hollow Knight: Silksong: foros, la wiki, Discord y canales oficiales.',
      keywords: 'Silksong comunidad, Silksong Reddit, Silksong Discord, Silksong wiki',
    },
    contact: {
      title: 'Contactar con Silksong Hub',
      description: 'Cómo ponerte en contacto con el equipo de Silksong Hub, un sitio de fans no oficial.',
      keywords: 'Silksong Hub contacto',
    },
    notFound: {
      title: 'Página no encontrada',
      description: 'La página que buscas no existe.',
      keywords: 'Silksong',
    },
  },
  pages: {
    home: {
      heading: 'Hollow Knight: Silksong',
      intro: 'Juega como Hornet, princesa protectora de Hallownest, y asciende por el reino embrujado de Pharloom. Todo lo que necesitas saber sobre el lanzamiento, las plataformas y lo que está por venir.',
    },
    releaseDate: {
      heading: 'Fecha de lanzamiento',
      intro: 'Hollow Knight: Silksong se lanzó el 4 de septiembre de 2025, en el mismo momento en todo el mundo.',
    },
    platforms: {
      heading: 'Plataformas y requisitos del sistema',
      intro: 'Silksong está disponible en PC, PlayStation, Xbox y Nintendo Switch. Esto es lo que ofrece cada versión y lo que necesita tu PC.',
    },
    steam: {
      heading: 'Silksong en Steam',
      intro: 'La versión para PC en Steam, con logros y compatibilidad con teclado y mandos.',
    },
    playstation: {
      heading: 'Silksong en PlayStation',
      intro: 'Silksong en PlayStation 4 y PlayStation 5.',
    },
    xbox: {
      heading: 'Silksong en Xbox',
      intro: 'Silksong en Xbox Series X|S y Xbox One, incluido en Game Pass desde el primer día.',
    },
    nintendo: {
      heading: 'Silksong en Nintendo Switch',
      intro: 'Silksong en Nintendo Switch y Nintendo Switch 2, en modo TV o portátil.',
    },
    preorder: {
      heading: 'Reserva',
      intro: 'Compara las ediciones y los precios estimados en tu región.',
    },
    news: {
      heading: 'Noticias',
      intro: 'Anuncios, actualizaciones y eventos de Hollow Knight: Silksong, de lo más reciente a lo más antiguo.',
    },
    newsArticle: {
      heading: 'Noticia',
      intro: '',
    },
    guides: {
      heading: 'Guías',
      intro: 'Oriéntate en Pharloom: primeros pasos, jefes, objetos y el mapa.',
    },
    gettingStarted: {
      heading: 'Primeros pasos',
      intro: 'Las primeras horas en Pharloom: cómo se mueve, lucha y se cura Hornet.',
    },
    boss: {
      heading: 'Guía de jefes',
      intro: 'Los jefes destacados, con su dificultad, dónde encontrarlos y cómo enfrentarse a ellos.',
    },
    items: {
      heading: 'Guía de objetos',
      intro: 'Armas, herramientas, amuletos y consumibles, con su tipo y rareza.',
    },
    map: {
      heading: 'Guía del mapa',
      intro: 'Las zonas de Pharloom, desde las profundidades cubiertas de musgo hasta la ciudadela de la cima.',
    },
    faq: {
      heading: 'Preguntas frecuentes',
      intro: 'Respuestas breves sobre el lanzamiento, la jugabilidad y los aspectos técnicos.',
    },
    search: {
      heading: 'Buscar',
      intro: 'Busca noticias, guías, páginas de plataformas y preguntas frecuentes.',
    },
    community: {
      heading: 'Comunidad',
      intro: 'Donde los fans de Silksong se reúnen, comparten descubrimientos y se ayudan entre sí.',
    },
    contact: {
      heading: 'Contacto',
      intro: 'Silksong Hub es un sitio no oficial gestionado por fans.',
    },
  },
  news: {
    empty: 'No se han encontrado noticias',
    loading: 'Cargando noticias…',
    coverAlt: 'Imagen de portada: {{title}}',
    readingTime: '5 min de lectura',
    pagination: {
      label: 'Páginas de noticias',
      previous: 'Anterior',
      next: 'Siguiente',
      page: 'Página {{page}}',
    },
    article: {
      highlights: 'Lo más destacado',
      implicationsTitle: 'Qué significa para los jugadores',
      implicationsText: 'Cada anuncio cambia la forma en que planificas tu tiempo en Pharloom: dónde jugar, qué puede hacer Hornet y para qué prepararte. Nuestras guías amplían noticias como esta con consejos prácticos.',
      sources: 'Fuentes',
      hashtags: 'Etiquetas',
      backToNews: 'Volver a todas las noticias',
    },
    highlights: {
      hornet: 'Hornet es la heroína jugable: rápida, ágil y armada con aguja e hilo.',
      pharloom: 'La historia transcurre en Pharloom, un reino nuevo gobernado por la seda y el canto.',
      silk: 'La seda cura a Hornet y alimenta sus habilidades especiales.',
      tools: 'Las herramientas que fabricas amplían el arsenal de Hornet a medida que avanza el viaje.',
      quests: 'Los encargos de los habitantes de Pharloom recompensan a los exploradores curiosos.',
      foes: 'Más de 150 enemigos nuevos aguardan por todo el reino.',
      music: 'Christopher Larkin vuelve a componer la banda sonora.',
      platforms: 'El juego está disponible en PC, PlayStation, Xbox y Nintendo Switch.',
    },
    untranslated: {
      title: 'Traducción no encontrada',
      text: 'Este artículo aún no está disponible en tu idioma.',
    },
    feed: {
      title: 'Noticias de Silksong Hub',
      description: 'Las últimas noticias de Hollow Knight: Silksong, de lo más reciente a lo más antiguo.',
      link: 'Feed de noticias (RSS)',
    },
  },
  home: {
    launch: {
      title: 'Ya disponible',
      text: 'Hollow Knight: Silksong salió el {{date}} en PC, PlayStation, Xbox y Nintendo Switch, en el mismo momento en todo el mundo.',
      trailer: 'Tráiler de lanzamiento',
      platforms: 'Dónde jugar',
    },
    story: {
      hornet: {
        title: 'Juega como Hornet',
        text: 'Hornet, princesa protectora de Hallownest, es capturada y llevada a Pharloom, un reino desconocido gobernado por la seda y el canto. Ahora debe luchar y abrirse paso hasta la cima del reino.',
        alt: 'Una pequeña figura encapuchada con una aguja, al pie de una caverna oscura surcada de hilos.',
      },
      foes: {
        title: 'Más de 150 enemigos nuevos',
        text: 'En Pharloom te esperan más de 150 enemigos nuevos, desde pequeños bichos reptantes hasta jefes colosales. Hornet combate con velocidad y acrobacias: golpea, esquiva y no te detengas.',
        alt: 'Ojos brillantes y siluetas afiladas de criaturas insectoides acechan en una hondonada brumosa.',
      },
      silk: {
        title: 'Seda, herramientas y canto',
        text: 'Cura tus heridas con seda, desata habilidades de seda y equipa herramientas que inclinan el combate a tu favor mientras cumples encargos para los bichos de Pharloom. Christopher Larkin, compositor de Hollow Knight, firma la nueva banda sonora.',
        alt: 'Hilos plateados ascienden en la oscuridad hacia una ciudadela lejana bajo una luna pálida.',
      },
    },
    trailer: {
      title: 'Tráiler oficial',
      text: 'Mira el tráiler de Hollow Knight: Silksong publicado por Team Cherry.',
      video: 'Tráiler oficial de Hollow Knight: Silksong',
    },
    stores: {
      title: 'Disponible en',
      steam: 'Silksong en Steam (tienda de PC)',
      gog: 'Silksong en GOG (tienda de PC sin DRM)',
      humble: 'Silksong en Humble Store (tienda de packs)',
      gamePass: 'Silksong en Xbox Game Pass',
      ps4: 'Silksong en PlayStation 4',
      ps5: 'Silksong en PlayStation 5',
      switch: 'Silksong en Nintendo Switch',
      switch2: 'Silksong en Nintendo Switch 2',
    },
  },
  release: {
    date: {
      title: 'Fecha confirmada',
      worldwide: 'Lanzamiento mundial simultáneo',
      text: 'Silksong salió en todas las plataformas en el mismo momento en todo el mundo, así que la fecha y la hora locales dependen de dónde estés.',
    },
    timezones: {
      title: 'Hora de lanzamiento en tu zona horaria',
      caption: 'Horas de lanzamiento estimadas por zona horaria',
      time: 'Hora',
      zone: 'Zona',
      name: 'Nombre',
      note: 'Estas horas son estimaciones de este sitio previas al lanzamiento, no el calendario oficial de Team Cherry. El desbloqueo oficial llegó más tarde ese mismo día; tu tienda muestra la hora exacta para tu región.',
      names: {
        utc: 'Tiempo universal coordinado',
        pst: 'Hora estándar del Pacífico',
        est: 'Hora estándar del Este',
        cet: 'Hora de Europa central',
        hkt: 'Hora de Hong Kong',
        jst: 'Hora estándar de Japón',
      },
    },
    timeline: {
      title: 'Cronología del desarrollo',
      announcement: {
        title: 'Anuncio',
        text: 'Team Cherry presentó Silksong con un tráiler. Empezó como un contenido descargable protagonizado por Hornet y acabó convirtiéndose en una secuela completa.',
      },
      showcase: {
        title: 'Presentación',
        text: 'Silksong apareció en el Xbox & Bethesda Games Showcase, con su llegada a Xbox Game Pass confirmada desde el primer día.',
      },
      updates: {
        title: 'Novedades',
        text: 'El desarrollo siguió en silencio, con pocas novedades públicas por parte de Team Cherry.',
      },
      release: {
        title: 'Lanzamiento',
        text: 'Team Cherry anunció la fecha y el juego salió en todo el mundo el {{date}}.',
      },
    },
    known: {
      title: 'Confirmado y rumores',
      confirmed: {
        title: 'Confirmado',
        items: {
          hornet: 'Juegas como Hornet, la princesa protectora de Hallownest.',
          pharloom: 'El juego transcurre en Pharloom, un reino nuevo gobernado por la seda y el canto.',
          teamCherry: 'Lo han desarrollado y editado Team Cherry, los creadores de Hollow Knight.',
          platforms: 'Está disponible en PC (Steam, GOG, Humble Store), PlayStation 4 y 5, Xbox Series X|S y Xbox One, Nintendo Switch y Nintendo Switch 2.',
          gamePass: 'Llegó a Xbox Game Pass desde el primer día.',
          music: 'Christopher Larkin compuso la música.',
        },
      },
      rumoured: {
        title: 'Rumores',
        intro: 'Especulaciones de los fans antes del lanzamiento. Eran teorías, no hechos.',
        items: {
          shadowDrop: 'Los fans especularon con un «shadow drop»: que el juego saliera sin previo aviso durante una presentación.',
          dlc: 'Los fans esperaban contenido gratuito tras el lanzamiento, como los varios paquetes de contenido gratuito que recibió Hollow Knight.',
          lore: 'Los fans teorizaron sobre conexiones ocultas entre las historias de Pharloom y Hallownest.',
        },
      },
    },
    next: {
      title: 'Planifica tu partida',
      preorder: 'Ediciones en reserva y precios',
      platforms: 'Plataformas de un vistazo',
      systemRequirements: 'Requisitos del sistema en PC',
    },
    faq: {
      when: {
        question: '¿Cuándo salió Hollow Knight: Silksong?',
        answer: 'El 4 de septiembre de 2025, en todas las plataformas a la vez.',
      },
      sameTime: {
        question: '¿Salió Silksong a la misma hora en todas partes?',
        answer: 'Sí. Fue un lanzamiento mundial simultáneo, así que la hora local dependía de tu zona horaria. La tabla de esta página muestra las estimaciones de este sitio previas al lanzamiento.',
      },
      platforms: {
        question: '¿En qué plataformas salió Silksong?',
        answer: 'PC (Steam, GOG y Humble Store), PlayStation 4, PlayStation 5, Xbox Series X|S, Xbox One, Nintendo Switch y Nintendo Switch 2.',
      },
      gamePass: {
        question: '¿Está Silksong en Xbox Game Pass?',
        answer: 'Sí. Está incluido en Game Pass desde el día de lanzamiento, tanto en consolas Xbox como en PC.',
      },
    },
  },
  platformsPage: {
    cards: {
      title: 'Plataformas de un vistazo',
      version: 'Versión',
      achievements: 'Logros',
      performance: 'Rendimiento',
      unconfirmed: 'Sin confirmar',
      gamePass: 'Incluido en Game Pass',
      details: 'Detalles de {{platform}}',
    },
    platforms: {
      steam: {
        version: 'PC con Windows, macOS o Linux',
        achievements: 'Logros de Steam',
        performance: 'Depende de tu hardware; compáralo con nuestros requisitos estimados para PC.',
        features: {
          systems: 'Funciona en Windows, macOS y Linux',
          controls: 'Compatible con teclado y mando',
          drmFree: 'También se vende sin DRM en GOG y en Humble Store',
        },
      },
      playstation: {
        version: 'PlayStation 4 y PlayStation 5',
        achievements: 'Trofeos de PlayStation',
        performance: 'Nuestra estimación: 4K a 60 FPS en PlayStation 5.',
        features: {
          native: 'Disponible tanto en PlayStation 4 como en PlayStation 5',
          trophies: 'Trofeos por conseguir',
        },
      },
      xbox: {
        version: 'Xbox Series X|S, Xbox One y PC con Game Pass',
        achievements: 'Logros de Xbox',
        performance: 'Nuestra estimación: 4K a 60 FPS en Series X y 1440p a 60 FPS en Series S.',
        features: {
          gamePass: 'Incluido en Xbox Game Pass desde el día de lanzamiento',
          consoles: 'Se juega en Xbox Series X|S y Xbox One',
          pc: 'También en PC a través de Game Pass',
        },
      },
      nintendo: {
        version: 'Nintendo Switch y Nintendo Switch 2',
        achievements: 'Ninguno: las consolas de Nintendo no tienen sistema de logros',
        performance: 'Apunta a 1080p en modo TV y 720p en modo portátil, a 60 FPS; se desconocen las cifras de Switch 2.',
        features: {
          modes: 'Juega en la tele o en modo portátil',
          switch2: 'También se puede jugar en Nintendo Switch 2',
        },
      },
    },
    pc: {
      title: 'Requisitos del sistema en PC',
      estimate: 'Son estimaciones de este sitio, no los requisitos del sistema oficiales de Team Cherry. La página de la tienda muestra los oficiales.',
      minimum: 'Requisitos mínimos para PC (estimación del sitio)',
      recommended: 'Requisitos recomendados para PC (estimación del sitio)',
      component: 'Componente',
      requirement: 'Requisito',
      os: 'Sistema operativo',
      processor: 'Procesador',
      memory: 'Memoria',
      graphics: 'Gráficos',
      directx: 'Versión de DirectX',
      storage: 'Almacenamiento',
      additional: 'Notas adicionales',
      ssd: 'Se recomienda SSD',
      notes: {
        minimum: 'Teclado o mando.',
        recommended: 'Con mando, las plataformas resultan más cómodas.',
      },
    },
    console: {
      title: 'Rendimiento en consolas',
      caption: 'Objetivos de rendimiento en consolas (estimaciones del sitio)',
      note: 'Los objetivos de resolución y tasa de fotogramas son estimaciones de este sitio, no especificaciones oficiales.',
      platform: 'Plataforma',
      resolution: 'Resolución objetivo',
      framerate: 'Tasa de fotogramas objetivo',
      features: {
        title: 'Funciones especiales',
        trophies: 'Trofeos',
        portable: 'Modo TV o portátil',
      },
      status: 'Estado',
      confirmed: 'Confirmado',
      pending: 'Pendiente',
      docked: 'modo TV',
      handheld: 'modo portátil',
    },
    tips: {
      title: 'Consejos de optimización',
      drivers: 'Actualiza los controladores de la tarjeta gráfica.',
      ssd: 'Instala el juego en un SSD para que las cargas sean más cortas.',
      background: 'Cierra los navegadores, programas de grabación y superposiciones que no necesites mientras juegas.',
      refresh: 'Ajusta la tasa de fotogramas a la frecuencia de actualización de tu pantalla para evitar el tearing.',
      laptop: 'En un portátil, conecta el cargador y asegúrate de que el juego use la tarjeta gráfica dedicada.',
    },
    releaseInfo: {
      title: 'Información de lanzamiento',
      text: 'Silksong salió el {{date}} en todas las plataformas a la vez, y en Xbox Game Pass desde el primer día.',
      link: 'Horas de lanzamiento y cronología del desarrollo',
    },
    faq: {
      run: {
        question: '¿Funcionará Silksong en mi PC?',
        answer: 'Compara tu PC con nuestros requisitos mínimos estimados de arriba y, antes de comprar, consulta los requisitos oficiales en la página de la tienda.',
      },
      macLinux: {
        question: '¿Hay versión para Mac o Linux?',
        answer: 'Sí. En PC, el juego funciona en Windows, macOS y Linux.',
      },
      ssd: {
        question: '¿Necesito un SSD?',
        answer: 'Nuestros requisitos mínimos estimados no lo exigen, pero un SSD acorta los tiempos de carga, así que lo recomendamos.',
      },
    },
    detail: {
      overview: 'De un vistazo',
      features: 'Características',
      store: 'Ir a la página de la tienda',
      back: 'Volver al resumen de plataformas',
      faq: {
        steam: {
          achievements: {
            question: '¿Tiene Silksong logros en Steam?',
            answer: 'Sí, la versión de Steam tiene logros.',
          },
          drmFree: {
            question: '¿Puedo comprar Silksong sin DRM?',
            answer: 'Sí. Además de en Steam, la versión para PC se vende sin DRM en GOG y también está disponible en Humble Store.',
          },
        },
        playstation: {
          versions: {
            question: '¿Está Silksong en PlayStation 4 y PlayStation 5?',
            answer: 'Sí, está disponible en ambas consolas.',
          },
          trophies: {
            question: '¿Tiene Silksong trofeos?',
            answer: 'Sí, las versiones de PlayStation tienen trofeos.',
          },
        },
        xbox: {
          consoles: {
            question: '¿En qué consolas Xbox se puede jugar a Silksong?',
            answer: 'Xbox Series X, Xbox Series S y Xbox One.',
          },
        },
        nintendo: {
          switch2: {
            question: '¿Puedo jugar a Silksong en Nintendo Switch 2?',
            answer: 'Sí, se puede jugar en Nintendo Switch 2, además de en la Nintendo Switch original.',
          },
          handheld: {
            question: '¿Puedo jugar a Silksong en modo portátil?',
            answer: 'Sí, puedes jugar en la tele o en modo portátil.',
          },
        },
      },
    },
  },
  preorder: {
    disclaimer: {
      title: 'Sobre estas ediciones y precios',
      text: 'Las ediciones y los precios de esta página son estimaciones de este sitio previas al lanzamiento, no ofertas ni precios oficiales. Team Cherry no abrió reservas y el precio oficial es más bajo: consulta las páginas de las tiendas para ver los precios actuales.',
    },
    editions: {
      title: 'Ediciones',
      standard: 'Edición Estándar',
      deluxe: 'Edición Deluxe',
      collector: 'Edición Coleccionista Digital',
      mostPopular: 'La más popular',
      price: 'Precio estimado',
      platforms: 'Plataformas',
      bonuses: 'Incluye',
      notOnSwitch: 'No disponible en Nintendo Switch',
    },
    bonuses: {
      game: 'El juego completo',
      soundtrack: 'Banda sonora digital',
      artbook: 'Libro de arte digital',
      wallpapers: 'Fondos de pantalla digitales',
    },
    button: 'Reservas abiertas a principios de 2025',
    buttonNote: 'Era nuestra estimación previa al lanzamiento. No hubo reservas: el juego salió a la venta el mismo día del lanzamiento.',
    prices: {
      title: 'Precios por región',
      caption: 'Precios estimados por región',
      region: 'Región',
      currency: 'Moneda',
      standard: 'Edición Estándar',
      deluxe: 'Edición Deluxe',
      collector: 'Edición Coleccionista',
      regions: {
        us: 'Estados Unidos',
        eu: 'Zona euro',
        uk: 'Reino Unido',
        jp: 'Japón',
      },
    },
    stay: {
      title: 'Mantente al día',
      text: 'Sigue las noticias o suscríbete a nuestro boletín para enterarte de nuevas ediciones y ofertas.',
      news: 'Lee las últimas noticias',
      newsletter: 'Suscríbete al boletín',
    },
    faq: {
      canPreorder: {
        question: '¿Puedo reservar Hollow Knight: Silksong?',
        answer: 'No. Team Cherry no abrió reservas; el juego salió a la venta el día del lanzamiento, el 4 de septiembre de 2025, en todas las plataformas.',
      },
      official: {
        question: '¿Son oficiales estos precios?',
        answer: 'No. Son estimaciones de este sitio previas al lanzamiento. El precio oficial es más bajo; las páginas de las tiendas muestran el precio actual en tu región.',
      },
      collectorSwitch: {
        question: '¿Está la Edición Coleccionista Digital en Nintendo Switch?',
        answer: 'No en nuestras estimaciones: solo la incluimos para PC, PlayStation y Xbox.',
      },
      updates: {
        question: '¿Cómo me entero de las nuevas ediciones?',
        answer: 'Sigue nuestra página de noticias o suscríbete al boletín desde esta misma página.',
      },
    },
  },
  guides: {
    labels: {
      difficulty: 'Dificultad',
      location: 'Ubicación',
      type: 'Tipo',
      rarity: 'Rareza',
      tip: 'Consejo',
      features: 'Características',
      lateGame: 'Tramo final',
      boss: 'Jefe: {{name}}',
    },
    difficulty: {
      low: 'Baja',
      medium: 'Media',
      high: 'Alta',
      veryHigh: 'Muy alta',
    },
    itemType: {
      weapon: 'Arma',
      tool: 'Herramienta',
      charm: 'Amuleto',
      consumable: 'Consumible',
    },
    rarity: {
      common: 'Común',
      uncommon: 'Poco común',
      rare: 'Raro',
      epic: 'Épico',
      legendary: 'Legendario',
    },
    areaType: {
      industrial: 'Zona industrial',
      nature: 'Zona natural',
      fortress: 'Fortaleza',
      aquatic: 'Zona acuática',
    },
    hub: {
      gettingStarted: {
        description: 'Primeros pasos en Pharloom: moverte, luchar, curarte con seda y orientarte.',
        alt: 'La aguja de Hornet y un hilo de seda luminoso en una caverna oscura',
      },
      boss: {
        description: 'Jefes destacados con nuestra valoración de dificultad, dónde encontrarlos y qué esperar.',
        alt: 'Una enorme silueta con cuernos y ojos brillantes se cierne entre una niebla roja',
      },
      items: {
        description: 'Armas, herramientas, amuletos y consumibles, cada uno con su tipo, su rareza y un consejo.',
        alt: 'Un alfiler, un blasón y una sarta de cuentas de rosario sobre una tela oscura',
      },
      map: {
        description: 'Las zonas de Pharloom con su tipo, su dificultad y lo que debes tener en cuenta.',
        alt: 'Un sendero sinuoso que asciende entre acantilados oscuros hacia una ciudadela en la cima',
      },
    },
    gettingStarted: {
      lead: 'Silksong te suelta en Pharloom con pocas explicaciones, y el reino alberga más de 165 enemigos nuevos. Estos conceptos básicos te ayudarán a superar las primeras horas sin destriparte lo que está por venir.',
      movement: {
        heading: 'Movimiento',
        text: 'Hornet es mucho más ágil que el Caballero de Hollow Knight. Corre y salta con rapidez, se agarra al borde de las cornisas para auparse y lucha con aguja e hilo. Por el camino aprende nuevos movimientos, como un acelerón que se convierte en esprint, agarrarse a las paredes o planear con una capa, y cada uno abre caminos que antes estaban fuera de su alcance.',
        tip: 'Recuerda las cornisas y los huecos a los que aún no llegas: normalmente una habilidad posterior te abre el paso.',
      },
      combat: {
        heading: 'Nociones de combate',
        text: 'Hornet golpea con su aguja hacia delante, hacia arriba y hacia abajo. Cómo se comporta cada ataque, incluido el golpe hacia abajo, depende del blasón que lleve. La mayoría de los enemigos delatan lo que van a hacer: observa un patrón una vez antes de lanzarte, golpea cuando baje la guardia y retírate fuera de su alcance.',
        tip: 'Las herramientas arrojadizas, como los alfileres, hacen daño desde una distancia segura mientras aprendes un combate.',
      },
      healing: {
        heading: 'Curación: enlazar con seda',
        text: 'Cada golpe que asesta Hornet añade seda al carrete que hay bajo sus máscaras. Cuando el carrete está lleno, usa Enlazar: Hornet se envuelve en seda y recupera tres máscaras de una vez. La seda también alimenta sus habilidades de seda, así que tendrás que elegir entre curarte y atacar. Descansar en un banco le devuelve toda la salud.',
        tip: 'Enlaza en cuanto tengas un momento seguro; un carrete lleno no sirve de nada si caes.',
      },
      tools: {
        heading: 'Herramientas y blasones',
        text: 'En lugar de amuletos, Hornet equipa herramientas en los huecos de su blasón. Las herramientas rojas, como los alfileres arrojadizos, se usan de forma activa y tienen usos limitados, que se reponen con fragmentos de coraza al descansar en un banco. Las herramientas azules ayudan en defensa, y las amarillas, en la exploración. Cada blasón cambia los ataques de Hornet y tiene su propia distribución de huecos; los blasones y las herramientas se cambian en los bancos.',
        tip: 'Recoge los fragmentos de coraza que sueltan los enemigos: sin ellos, tus herramientas rojas se quedan vacías.',
      },
      exploring: {
        heading: 'Explorar Pharloom',
        text: 'Hornet no empieza con mapas. La mayoría los vende Shakra, la cartógrafa: presta atención a su canto cuando entres en una zona nueva. Los bancos son los lugares de descanso de Pharloom: sentarse en uno restaura la salud de Hornet y lo convierte en el punto al que vuelve si cae. Los rosarios, la moneda del reino, sirven para pagar mapas, bancos y mucho más, y más adelante los Bellways llevan a Hornet rápidamente entre lugares lejanos.',
        tip: 'Compra pronto el mapa de cada zona; explorar a ciegas acaba costando más rosarios.',
      },
      quests: {
        heading: 'Misiones: los deseos',
        text: 'Los bichos de Pharloom cuelgan sus peticiones, llamadas deseos, en tablones de deseos; el pueblo de Campanilla tiene un tablón lleno. Los deseos te piden reunir objetos, cazar criaturas concretas o viajar a algún lugar, y te recompensan con rosarios y objetos útiles.',
        tip: 'Revisa los tablones cada vez que pases por un pueblo: aparecen deseos nuevos a medida que avanza la historia.',
      },
    },
    boss: {
      ratingNote: 'La dificultad es una valoración propia de Silksong Hub para un primer encuentro, no una cifra oficial.',
      spoilerNote: 'Las entradas marcadas como «Tramo final» nombran a un jefe del final de la historia; sáltatelas si no quieres pistas.',
      mossMother: {
        name: 'Madremusgo',
        location: 'Gruta Musgosa',
        description: 'El primer jefe de verdad del viaje, que espera en las cuevas musgosas cerca del inicio. Lucha desde el aire, así que es una buena prueba para golpear en lo más alto del salto.',
      },
      bellBeast: {
        name: 'Bestia Campana',
        location: 'La Médula',
        description: 'Una gran bestia acorazada atada con seda. Embiste de un lado a otro de la arena, así que no dejes de moverte; vencerla abre los Bellways, la red de transporte de Pharloom.',
      },
      lace: {
        name: 'Lace',
        location: 'Muelles Profundos (primer encuentro)',
        description: 'Una ágil duelista con su propia aguja, que se cruza en el camino de Hornet más de una vez. Golpea después de sus combos, no durante ellos.',
      },
      fourthChorus: {
        name: 'Cuarto Coro',
        location: 'Campos Lejanos',
        description: 'Un gigante imponente al que te enfrentas en una arena amplia. Planear te ayuda a mantenerte lejos de sus ataques de barrido.',
      },
      moorwing: {
        name: 'Bestia alada del Páramo',
        location: 'Páramo Gris',
        description: 'Un gran bicho alado que domina los cielos del Páramo Gris. El combate es opcional: vuelve más tarde si te supera.',
      },
      sisterSplinter: {
        name: 'Hermana Vastiguera',
        location: 'Bosque Coraza',
        description: 'La guardiana del frondoso Bosque Coraza. Vencerla te abre el camino para aprender a agarrarte a las paredes, algo que necesitarás en buena parte de Pharloom.',
      },
      widow: {
        name: 'Viuda',
        location: 'Campanilla',
        description: 'La fanática que tiene atrapado en su seda al pueblo de Campanilla. Las campanas vuelan desde todos lados; un golpe de aguja las desvía.',
      },
      lastJudge: {
        name: 'Última Jueza',
        location: 'Escalones Ajados',
        description: 'La guardiana de la puerta de la Ciudadela, en lo alto de los Escalones Ajados. Un combate duro y de golpes contundentes al final de la primera parte de la ascensión.',
      },
      groal: {
        name: 'Groal el Grande',
        location: 'Aguas Biliares',
        description: 'El jefe de los estacafines en el inmundo pantano de Aguas Biliares. Allí hay pocos bancos, así que prepárate para un largo camino de vuelta a la arena.',
      },
      grandMotherSilk: {
        name: 'Gran Madre Seda',
        location: 'La Cuna',
        description: 'El poder que hay detrás de la seda que ata Pharloom, al que te enfrentas en lo más alto del reino. Un combate del tramo final: ve bien preparado.',
      },
    },
    items: {
      classificationNote: 'El tipo y la rareza son una clasificación propia de Silksong Hub para ayudarte a comparar. El juego divide su equipo en herramientas y blasones, y no tiene rarezas.',
      needle: {
        name: 'Aguja',
        description: 'El arma de Hornet desde el primer momento: golpes rápidos y de corto alcance en todas direcciones.',
        tip: 'Su daño puede mejorarse más adelante: busca al maestro alfilero en Campanilla.',
      },
      hunterCrest: {
        name: 'Blasón de Cazadora',
        description: 'El blasón con el que empieza Hornet. Como todos los blasones, define sus ataques y decide qué huecos para herramientas tiene.',
        tip: 'Prueba cada blasón nuevo que encuentres: otro blasón puede hacer mucho más fácil un combate que se te atraganta.',
      },
      reaperCrest: {
        name: 'Blasón de Parca',
        description: 'Un blasón que da a Hornet tajos más lentos y amplios, como de guadaña.',
        tip: 'A muchos jugadores les resulta más fácil rebotar sobre los enemigos con su golpe hacia abajo que con el del Blasón de Cazadora.',
      },
      straightPin: {
        name: 'Alfiler recto',
        description: 'Una herramienta roja: Hornet lanza alfileres que vuelan en línea recta.',
        tip: 'Golpea a los enemigos desde una distancia segura; sus usos se reponen con fragmentos de coraza en los bancos.',
      },
      tacks: {
        name: 'Tachuelas',
        description: 'Una herramienta roja: un puñado de tachuelas afiladas que hiere a los enemigos que pasan por encima.',
        tip: 'Lánzalas donde un enemigo esté a punto de aterrizar o de embestir.',
      },
      silkspear: {
        name: 'Lanza sedeña',
        description: 'Una habilidad de seda: Hornet arroja su aguja hacia delante como una lanza, a cambio de seda.',
        tip: 'Gasta la misma seda que Enlazar, así que guarda suficiente para poder curarte.',
      },
      needolin: {
        name: 'Agujolín',
        description: 'Hornet toca su aguja como si fuera un instrumento. A veces los bichos responden con canciones y versos, y algunas puertas construidas por las Tejedoras se abren con su música.',
        tip: 'Tócalo cerca de otros bichos y delante de puertas extrañas.',
      },
      compass: {
        name: 'Brújula',
        description: 'Una herramienta amarilla que muestra dónde está Hornet en el mapa.',
        tip: 'La vende Shakra, la cartógrafa; merece la pena comprarla pronto.',
      },
      rosaryString: {
        name: 'Rosary String',
        description: 'Rosarios, las cuentas que Pharloom usa como moneda, ensartados en una sarta. Las cuentas no se pueden gastar hasta que se rompe la sarta.',
        tip: 'Las sartas son una forma segura de ahorrar; guarda algunas cuentas sueltas para ir de compras.',
      },
      shellShards: {
        name: 'Fragmentos de coraza',
        description: 'Fragmentos que sueltan los enemigos y que se encuentran en depósitos relucientes. Reponen las herramientas rojas de Hornet cuando descansa en un banco.',
        tip: 'Golpea cada roca reluciente que veas: los fragmentos se acumulan rápido.',
      },
    },
    map: {
      ratingNote: 'El tipo y la dificultad son una valoración propia de Silksong Hub para una primera visita, no cifras oficiales.',
      features: {
        journeyStart: 'Donde empieza el viaje de Hornet',
        boneBottom: 'Junto al Valle Óseo, una pequeña aldea con tienda',
        bellway: 'Aquí se abren los Bellways, la red de transporte de Pharloom',
        forges: 'Forjas, calor y metal fundido',
        windyFields: 'Grandes espacios abiertos y fuertes vientos',
        layeredMoor: 'Páramos brumosos en varios niveles',
        nearBellhart: 'Linda con el pueblo de Campanilla',
        clingGrip: 'Donde Hornet aprende a agarrarse a las paredes',
        fierceHunters: 'Algunas de las criaturas más feroces del principio del juego',
        citadelApproach: 'El camino de subida a la Ciudadela',
        foulWater: 'Agua infestada de gusanos: no te metas',
        fewBenches: 'Pocos bancos y largos caminos de vuelta',
        machinery: 'Maquinaria en los bajos de la Ciudadela',
        citadelDistricts: 'Distritos: Gran Puerta, Cámaras Corales, Altos Salones y Bóvedas Susurrantes',
        prison: 'La prisión de Pharloom',
      },
      mossGrotto: {
        name: 'Gruta Musgosa',
        description: 'Cuevas verdes y musgosas en el fondo de Pharloom.',
      },
      marrow: {
        name: 'La Médula',
        description: 'Cuevas sembradas de huesos y de restos de enormes criaturas antiguas.',
      },
      deepDocks: {
        name: 'Muelles Profundos',
        description: 'Muelles industriales y abrasadores en las profundidades del reino, donde los bichos trabajan en las forjas.',
      },
      farFields: {
        name: 'Campos Lejanos',
        description: 'Campos abiertos y azotados por el viento donde una capa para planear se vuelve imprescindible.',
      },
      greymoor: {
        name: 'Páramo Gris',
        description: 'Páramos grises y brumosos con una posada junto al camino para viajeros cansados.',
      },
      shellwood: {
        name: 'Bosque Coraza',
        description: 'Un bosque frondoso de vegetación enmarañada.',
      },
      huntersMarch: {
        name: 'Marcha del Cazador',
        description: 'Cotos de caza salvajes llenos de criaturas agresivas; un desvío duro al principio.',
      },
      blastedSteps: {
        name: 'Escalones Ajados',
        description: 'Una ascensión larga y a la intemperie hacia las puertas de la Ciudadela.',
      },
      bilewater: {
        name: 'Aguas Biliares',
        description: 'Un pantano contaminado de aguas turbias, oscuro y hostil.',
      },
      underworks: {
        name: 'Talleres Inferiores',
        description: 'Las entrañas industriales de la Ciudadela.',
      },
      citadel: {
        name: 'La Ciudadela',
        description: 'La reluciente ciudad en lo alto de Pharloom y la meta de la ascensión de Hornet.',
      },
      slab: {
        name: 'La Losa',
        description: 'Un lugar lúgubre y muy vigilado en el que pocos entran por voluntad propia.',
      },
    },
  },
  faqPage: {
    release: {
      title: 'Información de lanzamiento',
      price: {
        question: '¿Cuánto cuesta Silksong?',
        answer: 'Los precios varían según la tienda y la región, así que consulta la tienda de tu plataforma. Los precios de nuestra página de reservas son estimaciones hechas antes del lanzamiento, no cifras oficiales.',
      },
      sequel: {
        question: '¿Es Silksong una secuela de Hollow Knight?',
        answer: 'Sí. Team Cherry lo planteó primero como un contenido descargable de Hollow Knight protagonizado por Hornet; acabó convirtiéndose en una secuela completa, anunciada en febrero de 2019.',
      },
    },
    gameplay: {
      title: 'Jugabilidad',
      hero: {
        question: '¿Quién es el personaje jugable?',
        answer: 'Hornet, la princesa protectora de Hallownest armada con una aguja, que se cruzó con el Caballero en Hollow Knight. Silksong es su historia.',
      },
      firstGame: {
        question: '¿Tengo que jugar antes a Hollow Knight?',
        answer: 'No. Silksong transcurre en un reino nuevo, Pharloom, con su propia historia, así que los recién llegados pueden empezar por aquí. El primer juego aporta contexto sobre el pasado de Hornet.',
      },
      healing: {
        question: '¿Cómo funciona la curación?',
        answer: 'Al asestar golpes se llena el carrete de seda de Hornet. Con el carrete lleno puede Enlazar y recuperar tres máscaras de salud. Descansar en un banco la restaura por completo.',
      },
      coop: {
        question: '¿Tiene multijugador o cooperativo?',
        answer: 'No. Silksong es un juego para un solo jugador.',
      },
      maps: {
        question: '¿Dónde encuentro mapas?',
        answer: 'La mayoría de los mapas los vende Shakra, la cartógrafa errante. Presta atención a su canto cuando entres en una zona nueva.',
      },
    },
    technical: {
      title: 'Aspectos técnicos',
      pc: {
        question: '¿Qué PC necesito?',
        answer: 'Silksong es un juego en 2D con requisitos modestos. Nuestras especificaciones mínimas y recomendadas están en la página de plataformas y requisitos del sistema; son estimaciones de Silksong Hub, así que consulta la lista oficial en tu tienda.',
      },
      console: {
        question: '¿Qué tal funciona Silksong en consolas?',
        answer: 'Nuestra tabla de rendimiento indica una resolución y una tasa de fotogramas objetivo para cada consola. Son estimaciones de Silksong Hub, marcadas como confirmadas o pendientes.',
      },
      controller: {
        question: '¿Puedo jugar con mando en PC?',
        answer: 'Sí. La versión para PC es compatible con mando además de con teclado.',
      },
      account: {
        question: '¿Necesito una cuenta para usar este sitio?',
        answer: 'No. Silksong Hub no tiene cuentas ni usa cookies; todas las páginas están abiertas a todo el mundo.',
      },
    },
    more: {
      heading: '¿Te queda alguna duda?',
      text: 'Los fans de los canales de la comunidad conocen el juego al dedillo, y las correcciones a estas respuestas son bienvenidas.',
      community: 'Conoce a la comunidad',
      contact: 'Contacta con Silksong Hub',
    },
  },
  community: {
    fans: 'Comunidades de fans',
    official: 'Canales oficiales',
    links: {
      forum: 'La comunidad de Silksong en Reddit: noticias, descubrimientos, fan art y ayuda de otros jugadores.',
      social: 'El gran servidor de Discord de Hollow Knight, para hablar de Silksong en tiempo real.',
      wiki: 'Una wiki escrita por la comunidad sobre Hollow Knight y Silksong: zonas, jefes, herramientas y trasfondo.',
      shortPost: 'Anuncios directos de Team Cherry, los creadores del juego.',
      video: 'El canal de Team Cherry con los tráileres oficiales.',
    },
    etiquette: {
      heading: 'Sé amable y cuidado con los spoilers',
      kind: 'Sé amable y paciente: todo el mundo fue nuevo en Pharloom alguna vez.',
      spoilers: 'Marca los spoilers y no pongas jefes del tramo final, giros de la historia ni finales en títulos y miniaturas.',
      progress: 'Cuando pidas ayuda, di por dónde vas, para que los demás puedan responderte sin destriparte el resto.',
      rules: 'Cada comunidad tiene sus propias normas; léelas antes de publicar.',
    },
  },
  contact: {
    corrections: {
      heading: 'Correcciones y sugerencias',
      text: '¿Has visto un error o echas algo en falta? Silksong Hub no tiene formulario de contacto ni dirección de correo. Las correcciones y sugerencias son bienvenidas a través de los canales de la comunidad que aparecen en nuestra página de comunidad.',
      link: 'Ir a los canales de la comunidad',
    },
    unofficial: {
      heading: 'Un sitio de fans no oficial',
      text: 'Silksong Hub está hecho por fans. No está afiliado a Team Cherry ni cuenta con su respaldo, y no puede ayudarte con compras, reembolsos ni problemas del juego.',
      support: 'Para obtener soporte del juego, contacta con Team Cherry:',
      link: 'Sitio web de Team Cherry',
    },
  },
};

export default es;
