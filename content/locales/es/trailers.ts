import type { trailers as en } from '../en/trailers.ts';
import type { Translated, TrailerProse } from '../../encyclopaedia/types.ts';

export const trailers: Translated<typeof en, TrailerProse> = {
  'release-trailer': {
    title: 'Hollow Knight: Silksong - Tráiler de lanzamiento',
    analysis:
      'Team Cherry lo preparó el 19 de agosto de 2025 con una cuenta atrás para un «anuncio especial» en su propio canal de YouTube, y se estrenó dos días después, a las 15:30 (hora de verano británica) del jueves 21 de agosto. Dura algo menos de dos minutos y se limita a cortes rápidos de combates contra jefes, pueblos, personajes y Hornet en movimiento.\n\n' +
      'La gran noticia llegó al final: Silksong saldría el 4 de septiembre de 2025, solo dos semanas después, y estaría en Xbox Game Pass desde el primer día. Sus rótulos prometían más de 200 enemigos, y la prensa contó además unos 40 jefes. Su estructura y su texto siguen de cerca el primer tráiler de Hollow Knight, pero ahora se asciende hacia la cima de un reino embrujado en lugar de descender a uno en ruinas.\n\n' +
      'Tras seis años casi sin noticias, los comentaristas celebraron lo discreto del estreno: sin un gran escenario, solo imágenes y una fecha. Ese mismo día, Bloomberg publicó su reportaje sobre por qué la secuela tardó tanto en hacerse.',
  },
  'nintendo-switch-2-direct-appearance': {
    title: 'Aparición en el Nintendo Switch 2 Direct (abril de 2025)',
    analysis:
      'Nunca fue un tráiler independiente. El 2 de abril de 2025, cerca del final del Nintendo Switch 2 Direct, Silksong tuvo unos segundos en un montaje de próximos juegos de otras compañías. El enlace lleva a la subida del Direct completo por parte de Nintendo, así que tendrás que avanzar hasta el montaje para encontrar el fragmento.\n\n' +
      'El fragmento muestra a Hornet dando volteretas, deslizándose y luchando, y su rótulo decía 2025. Fue la primera confirmación oficial de que el juego saldría ese año. Pocos días después, Matthew Griffin, de Team Cherry, confirmó que Silksong saldría tanto en la Switch original como en Switch 2.\n\n' +
      'Los fans se entusiasmaron al ver imágenes nuevas por primera vez desde 2022, pero muchos se contuvieron. Las secciones de comentarios se llenaron de bromas del tipo «me lo creeré cuando lo vea» y de peticiones de un tráiler completo con una fecha de verdad.',
  },
  'xbox-game-pass-reveal-trailer': {
    title: 'Hollow Knight: Silksong - Tráiler de presentación en Xbox Game Pass',
    analysis:
      'Este tráiler apareció durante el Xbox & Bethesda Games Showcase del 12 de junio de 2022. Fue el primer vistazo real a Silksong en unos tres años, con jugabilidad, personajes y escenarios nuevos. Xbox lo publicó en su propio canal.\n\n' +
      'Bajo el lema «Lucha por el destino de una tierra embrujada», muestra a Hornet cruzando zonas nuevas, incluido un tramo en el que rebota sobre plataformas luminosas que estallan al golpearlas. La presentación confirmó también que el juego estaría en Game Pass el día de su lanzamiento.\n\n' +
      'El tráiler no dio fecha. Xbox dijo que todos los juegos del evento podrían jugarse en los 12 meses siguientes, y los fans lo interpretaron como un plazo hasta mediados de 2023. Silksong no llegó en ese margen y más tarde se retrasó oficialmente.',
  },
  'nintendo-treehouse-live-e3-2019': {
    title: 'Jugabilidad de Hollow Knight: Silksong - Nintendo Treehouse: Live | E3 2019',
    analysis:
      'En el E3 2019, el directo Treehouse: Live de Nintendo mostró casi 20 minutos de Silksong funcionando en Nintendo Switch. Después, Nintendo publicó el segmento en su canal de YouTube. Son imágenes de juego, no un tráiler editado.\n\n' +
      'La demo empieza con un breve poema y una escena inicial: Hornet es transportada en una jaula hasta que un cegador estallido de seda destroza un puente. Despierta en la Gruta Musgosa, en el fondo del reino. La demo también dio a conocer el nombre del reino, Telalejana, y ofrecía dos zonas jugables: la Gruta Musgosa y los Muelles Profundos.\n\n' +
      'La misma demo se podía jugar en el stand de Nintendo de la feria, donde Silksong fue uno de los pocos juegos con cola. Un redactor de Kotaku eligió los Muelles Profundos, algo más difíciles, y salió encantado, incluso después de toparse con un fallo.',
  },
  'reveal-trailer': {
    title: 'Tráiler de presentación de Hollow Knight: Silksong',
    analysis:
      'Team Cherry publicó este tráiler en su canal de YouTube el 14 de febrero de 2019. Dura unos dos minutos y reveló que el contenido descargable de Hornet previsto para Hollow Knight se había convertido en una secuela independiente completa.\n\n' +
      'Presenta a Hornet como heroína jugable. Es capturada y llevada a un reino desconocido de seda y canto, y debe superar una peregrinación mortal hasta su cima. Eso invierte el primer juego, en el que te pasabas el tiempo descendiendo. El tráiler prometía más de 150 enemigos nuevos, nuevos jefes, combate acrobático, pueblos, misiones y herramientas fabricadas. Nombraba Windows, Mac, Linux y Nintendo Switch como plataformas.\n\n' +
      'Team Cherry dijo además que los mecenas originales de Kickstarter recibirían el juego gratis. La cobertura de la época elogió el apartado visual y los movimientos más ágiles de Hornet, aunque el tráiler no dio ninguna pista sobre la fecha de lanzamiento.',
  },
};
