import type { Pages } from '../en/pages.ts';

export const pages: Pages = {
  home: {
    launch: {
      text: 'Hollow Knight: Silksong salió el {{date}} en PC, PlayStation, Xbox y Nintendo Switch, en el mismo momento en todo el mundo.',
    },
    story: {
      hornet: {
        title: 'Juega como Hornet',
        text: 'Hornet, princesa protectora de Hallownest, es capturada y llevada a Telalejana, un reino desconocido gobernado por la seda y el canto. Ahora debe luchar y abrirse paso hasta la cima del reino.',
        alt: 'Una pequeña figura encapuchada con una aguja, al pie de una caverna oscura surcada de hilos.',
      },
      foes: {
        title: 'Más de 150 enemigos nuevos',
        text: 'En Telalejana te esperan más de 150 enemigos nuevos, desde pequeños bichos reptantes hasta jefes colosales. Hornet combate con velocidad y acrobacias: golpea, esquiva y no te detengas.',
        alt: 'Ojos brillantes y siluetas afiladas de criaturas insectoides acechan en una hondonada brumosa.',
      },
      silk: {
        title: 'Seda, herramientas y canto',
        text: 'Cura tus heridas con seda, desata habilidades de seda y equipa herramientas que inclinan el combate a tu favor mientras cumples encargos para los bichos de Telalejana. Christopher Larkin, compositor de Hollow Knight, firma la nueva banda sonora.',
        alt: 'Hilos plateados ascienden en la oscuridad hacia una ciudadela lejana bajo una luna pálida.',
      },
    },
    trailer: {
      text: 'Mira el tráiler de Hollow Knight: Silksong publicado por Team Cherry.',
    },
  },
  release: {
    date: {
      text: 'Silksong salió en todas las plataformas en el mismo momento en todo el mundo, así que la fecha y la hora locales dependen de dónde estés.',
    },
    timezones: {
      note: 'Estas horas son estimaciones de este sitio previas al lanzamiento, no el calendario oficial de Team Cherry. El desbloqueo oficial llegó más tarde ese mismo día; tu tienda muestra la hora exacta para tu región.',
    },
    timeline: {
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
      confirmed: {
        items: {
          hornet: 'Juegas como Hornet, la princesa protectora de Hallownest.',
          pharloom: 'El juego transcurre en Telalejana, un reino nuevo gobernado por la seda y el canto.',
          teamCherry: 'Lo han desarrollado y editado Team Cherry, los creadores de Hollow Knight.',
          platforms: 'Está disponible en PC (Steam, GOG, Humble Store), PlayStation 4 y 5, Xbox Series X|S y Xbox One, Nintendo Switch y Nintendo Switch 2.',
          gamePass: 'Llegó a Xbox Game Pass desde el primer día.',
          music: 'Christopher Larkin compuso la música.',
        },
      },
      rumoured: {
        intro: 'Especulaciones de los fans antes del lanzamiento. Eran teorías, no hechos.',
        items: {
          shadowDrop: 'Los fans especularon con un «shadow drop»: que el juego saliera sin previo aviso durante una presentación.',
          dlc: 'Los fans esperaban contenido gratuito tras el lanzamiento, como los varios paquetes de contenido gratuito que recibió Hollow Knight.',
          lore: 'Los fans teorizaron sobre conexiones ocultas entre las historias de Telalejana y Hallownest.',
        },
      },
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
    pc: {
      estimate: 'Son estimaciones de este sitio, no los requisitos del sistema oficiales de Team Cherry. La página de la tienda muestra los oficiales.',
      ssd: 'Se recomienda SSD',
      notes: {
        minimum: 'Teclado o mando.',
        recommended: 'Con mando, las plataformas resultan más cómodas.',
      },
    },
    console: {
      note: 'Los objetivos de resolución y tasa de fotogramas son estimaciones de este sitio, no especificaciones oficiales.',
    },
    tips: {
      drivers: 'Actualiza los controladores de la tarjeta gráfica.',
      ssd: 'Instala el juego en un SSD para que las cargas sean más cortas.',
      background: 'Cierra los navegadores, programas de grabación y superposiciones que no necesites mientras juegas.',
      refresh: 'Ajusta la tasa de fotogramas a la frecuencia de actualización de tu pantalla para evitar el tearing.',
      laptop: 'En un portátil, conecta el cargador y asegúrate de que el juego use la tarjeta gráfica dedicada.',
    },
    releaseInfo: {
      text: 'Silksong salió el {{date}} en todas las plataformas a la vez, y en Xbox Game Pass desde el primer día.',
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
      text: 'Las ediciones y los precios de esta página son estimaciones de este sitio previas al lanzamiento, no ofertas ni precios oficiales. Team Cherry no abrió reservas y el precio oficial es más bajo: consulta las páginas de las tiendas para ver los precios actuales.',
    },
    bonuses: {
      game: 'El juego completo',
      soundtrack: 'Banda sonora digital',
      artbook: 'Libro de arte digital',
      wallpapers: 'Fondos de pantalla digitales',
    },
    buttonNote: 'Era nuestra estimación previa al lanzamiento. No hubo reservas: el juego salió a la venta el mismo día del lanzamiento.',
    stay: {
      text: 'Sigue las noticias o suscríbete a nuestro boletín para enterarte de nuevas ediciones y ofertas.',
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
    hub: {
      gettingStarted: {
        description: 'Primeros pasos en Telalejana: moverte, luchar, curarte con seda y orientarte.',
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
        description: 'Las zonas de Telalejana con su tipo, su dificultad y lo que debes tener en cuenta.',
        alt: 'Un sendero sinuoso que asciende entre acantilados oscuros hacia una ciudadela en la cima',
      },
      trailers: {
        description: 'Todos los tráileres oficiales con su fecha, el vídeo y lo que revelaron.',
        alt: 'Un fotograma con un botón rojo de reproducción sobre un fondo oscuro y brumoso',
      },
    },
    gettingStarted: {
      lead: 'Silksong te suelta en Telalejana con pocas explicaciones, y el reino alberga más de 165 enemigos nuevos. Estos conceptos básicos te ayudarán a superar las primeras horas sin destriparte lo que está por venir.',
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
        text: 'Cada golpe que asesta Hornet añade seda al carrete que hay bajo sus máscaras. Cuando el carrete está lleno, enlaza: Hornet se envuelve en seda y recupera tres máscaras de una vez. La seda también alimenta sus habilidades de seda, así que tendrás que elegir entre curarte y atacar. Descansar en un banco le devuelve toda la salud.',
        tip: 'Enlaza en cuanto tengas un momento seguro; un carrete lleno no sirve de nada si caes.',
      },
      tools: {
        heading: 'Herramientas y blasones',
        text: 'En lugar de amuletos, Hornet equipa herramientas en los huecos de su blasón. Las herramientas rojas, como los alfileres arrojadizos, se usan de forma activa y tienen usos limitados, que se reponen con Fragmentos de coraza al descansar en un banco. Las herramientas azules ayudan en defensa, y las amarillas, en la exploración. Cada blasón cambia los ataques de Hornet y tiene su propia distribución de huecos; los blasones y las herramientas se cambian en los bancos.',
        tip: 'Recoge los Fragmentos de coraza que sueltan los enemigos: sin ellos, tus herramientas rojas se quedan vacías.',
      },
      exploring: {
        heading: 'Explorar Telalejana',
        text: 'Hornet no empieza con mapas. La mayoría los vende Shakra, la cartógrafa: presta atención a su canto cuando entres en una zona nueva. Los bancos son los lugares de descanso de Telalejana: sentarse en uno restaura la salud de Hornet y lo convierte en el punto al que vuelve si cae. Los Rosarios, la moneda del reino, sirven para pagar mapas, bancos y mucho más, y más adelante las vías campana llevan a Hornet rápidamente entre lugares lejanos.',
        tip: 'Compra pronto el mapa de cada zona; explorar a ciegas acaba costando más Rosarios.',
      },
      quests: {
        heading: 'Misiones: los deseos',
        text: 'Los bichos de Telalejana cuelgan sus peticiones, llamadas deseos, en muros de deseos; el pueblo de Campanilla tiene un muro lleno. Los deseos te piden reunir objetos, cazar criaturas concretas o viajar a algún lugar, y te recompensan con Rosarios y objetos útiles.',
        tip: 'Revisa los muros de deseos cada vez que pases por un pueblo: aparecen deseos nuevos a medida que avanza la historia.',
      },
    },
  },
  faq: {
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
        answer: 'No. Silksong transcurre en un reino nuevo, Telalejana, con su propia historia, así que los recién llegados pueden empezar por aquí. El primer juego aporta contexto sobre el pasado de Hornet.',
      },
      healing: {
        question: '¿Cómo funciona la curación?',
        answer: 'Al asestar golpes se llena el carrete de seda de Hornet. Con el carrete lleno puede enlazar y recuperar tres máscaras de salud. Descansar en un banco la restaura por completo.',
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
      text: 'Los fans de los canales de la comunidad conocen el juego al dedillo, y las correcciones a estas respuestas son bienvenidas.',
    },
  },
  community: {
    links: {
      forum: 'La comunidad de Silksong en Reddit: noticias, descubrimientos, fan art y ayuda de otros jugadores.',
      social: 'El gran servidor de Discord de Hollow Knight, para hablar de Silksong en tiempo real.',
      wiki: 'Una wiki escrita por la comunidad sobre Hollow Knight y Silksong: zonas, jefes, herramientas y trasfondo.',
      shortPost: 'Anuncios directos de Team Cherry, los creadores del juego.',
      video: 'El canal de Team Cherry con los tráileres oficiales.',
    },
    etiquette: {
      kind: 'Sé amable y paciente: todo el mundo fue nuevo en Telalejana alguna vez.',
      spoilers: 'Marca los spoilers y no pongas jefes del tramo final, giros de la historia ni finales en títulos y miniaturas.',
      progress: 'Cuando pidas ayuda, di por dónde vas, para que los demás puedan responderte sin destriparte el resto.',
      rules: 'Cada comunidad tiene sus propias normas; léelas antes de publicar.',
    },
  },
  contact: {
    corrections: {
      text: '¿Has visto un error o echas algo en falta? Silksong Hub no tiene formulario de contacto ni dirección de correo. Las correcciones y sugerencias son bienvenidas a través de los canales de la comunidad que aparecen en nuestra página de comunidad.',
    },
    unofficial: {
      text: 'Silksong Hub está hecho por fans. No está afiliado a Team Cherry ni cuenta con su respaldo, y no puede ayudarte con compras, reembolsos ni problemas del juego.',
      support: 'Para obtener soporte del juego, contacta con Team Cherry:',
    },
  },
  news: {
    highlights: {
      hornet: 'Hornet es la heroína jugable: rápida, ágil y armada con aguja e hilo.',
      pharloom: 'La historia transcurre en Telalejana, un reino nuevo gobernado por la seda y el canto.',
      silk: 'La seda cura a Hornet y alimenta sus habilidades especiales.',
      tools: 'Las herramientas que fabricas amplían el arsenal de Hornet a medida que avanza el viaje.',
      quests: 'Los encargos de los habitantes de Telalejana recompensan a los exploradores curiosos.',
      foes: 'Más de 150 enemigos nuevos aguardan por todo el reino.',
      music: 'Christopher Larkin vuelve a componer la banda sonora.',
      platforms: 'El juego está disponible en PC, PlayStation, Xbox y Nintendo Switch.',
    },
    implications: 'Cada anuncio cambia la forma en que planificas tu tiempo en Telalejana: dónde jugar, qué puede hacer Hornet y para qué prepararte. Nuestras guías amplían noticias como esta con consejos prácticos.',
  },
};
