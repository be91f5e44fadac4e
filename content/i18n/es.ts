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
};

export default es;
