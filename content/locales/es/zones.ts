import type { zones as en } from '../en/zones.ts';
import type { Translated, ZoneProse } from '../../encyclopaedia/types.ts';

export const zones: Translated<typeof en, ZoneProse> = {
  "moss-grotto": {
    description: "La Gruta Musgosa es la cueva verde del fondo de Telalejana donde cae Hornet cuando se rompe el sello de su jaula. Es el tramo inicial y tranquilo del juego, pensado para enseñar el movimiento y el combate antes del primer jefe, Madremusgo. Pasada su arena, el camino sigue subiendo hacia el pueblo del Valle Óseo.",
    lore: "Team Cherry ha contado que la gruta se añadió tarde: la Médula iba a ser la primera gran zona, pero resultaba una bienvenida demasiado dura, así que se construyó debajo un espacio más tranquilo. Los desarrolladores la describen como un raro rincón de verde sano al pie del reino, fuera del alcance de la influencia corruptora de la Ciudadela. Vuelve cuando tengas el Agujolín, porque una puerta de Tejedora en el lado este de la gruta responde a su canto y lleva al Nido de Tejedora Atla.",
    features: [
      "Zona inicial en el fondo de Telalejana",
      "Madremusgo, el primer jefe, con un banco justo antes de su arena",
      "La Doncella de la Capilla, a la que conoces justo después de Madremusgo, camino del Valle Óseo",
      "Una puerta de Tejedora sellada en el lado este que se abre con el Agujolín",
    ],
  },
  "bone-bottom": {
    description: "El Valle Óseo es el primer pueblo al que llega Hornet, un pequeño asentamiento de peregrinos justo después de la Gruta Musgosa. Presenta las tiendas, la red de viaje rápido de las vías campana y el primero de los tres muros de deseos del juego, y sigue siendo una base útil durante todo el primer acto.",
    lore: "Sus habitantes son peregrinos que se dirigen a la Ciudadela, y no todos ven con buenos ojos a Hornet: un peregrino cornudo refunfuña por su costumbre de ir armada. Su seguridad también es frágil. Cuando Hornet consigue el Agujolín, un segundo Cráneo tirano puede arrasar el asentamiento, y entonces un deseo te pide dar caza a la bestia y traer su fragmento de corona. Cumple todos los deseos de aquí si aspiras al Acto 3, ya que el muro del Valle Óseo debe completarse junto con los de Campanilla y Enclave Cancioneril.",
    features: [
      "Estación de vía campana en el edificio marcado con tres cheurones",
      "La tienda de Pebb, que vende una Llave sencilla por 500 Rosarios y un Fragmento de máscara por unos 300",
      "Primer muro de deseos, que hay que completar entero para el Acto 3",
      "Una puerta de Llave sencilla que une la zona del pueblo con las Gusaneras",
    ],
  },
  "the-marrow": {
    description: "La Médula es un sistema de cuevas sembrado de huesos al este del Valle Óseo y el punto en el que el Acto 1 empieza a apretar. Aquí conoces a Shakra, la vendedora de mapas, y a la Bestia Campana atada con seda, cuya derrota abre la red de viaje rápido de las vías campana. Sus salidas llevan a los Muelles Profundos y a la Marcha del Cazador.",
    lore: "Team Cherry diseñó primero la Médula como zona inicial del juego, antes de decidir que era una introducción demasiado brutal. La Bestia Campana atrapada aquí es una criatura de los túneles de campanas de Telalejana; cuando Hornet la libera con la Lanza sedeña y la derrota, se convierte en su montura entre estaciones de vía campana. Aprovisiónate con Shakra mientras estés aquí, porque su Pluma y su Brújula hacen mucho más fácil leer todos los mapas posteriores.",
    features: [
      "Shakra vende los primeros mapas, además de la Pluma y la Brújula",
      "Combate contra la Bestia Campana, recompensado con el viaje por vía campana y el primer Corazón de seda",
      "La Lanza sedeña, de Hogar Musgoso, muy cerca, hace falta para liberar a la Bestia Campana",
      "Una salida sobre la zona de la prisión lleva a la Marcha del Cazador",
    ],
  },
  "deep-docks": {
    description: "Los Muelles Profundos son un distrito industrial de forjas al que se llega desde la Médula tras caer la Bestia Campana. Pese al nombre, apenas hay agua: los muelles son plataformas sobre lagos de lava, con suelos de brasas y salientes que desaparecen entre ellas. Aquí se enfrenta Hornet por primera vez a Lace y consigue el Paso ágil.",
    lore: "Obreros con cascos de campana se afanan entre corazas metálicas llenas de carbón ardiente, y una tablilla de trasfondo sugiere que los muelles enviaban antaño rocahumada y Sweetsmelt a otra región, junto con un juramento de lealtad de todos los trabajadores. La Hija de la Forja tiene aquí una herrería y vende herramientas como el Aguijón cortante y la Campana magmática; la Campana magmática reduce el daño por fuego, así que es una compra temprana acertada. En un pequeño santuario cuelga una gran campana envuelta en seda; corta la seda y golpea la palanca que aparece, y cuando la campana haya sonado, un banco ocupará el lugar de la palanca.",
    features: [
      "Pozos de lava, pinchos y plataformas que desaparecen",
      "Primer duelo con Lace",
      "El Paso ágil, el acelerón de Hornet",
      "La herrería de la Hija de la Forja, con el Aguijón cortante y la Campana magmática",
      "Estación de vía campana y una parada de Shakra con mapas",
    ],
  },
  wormways: {
    description: "Las Gusaneras son un laberinto de túneles plagados de gusanos al que se llega yendo hacia el oeste desde Hogar Musgoso. Una puerta que exige una Llave sencilla custodia la entrada, y la zona sirve como un breve desvío en el camino hacia Bosque Coraza.",
    lore: "Groms y Gromlines excavan las paredes y no paran de caer del techo, así que los túneles nunca parecen vacíos por mucho tiempo; el Paso ágil facilita mucho esquivarlos. En lo alto de la zona, accesible cuando tienes el Agarre de pinza, el alquimista Zylotol tiene un taller y te rellenará la Ampolla de plasmio por 50 Rosarios. Busca las ruinas de Weavenest Karn, un refugio de Tejedoras abandonado, como recordatorio de que el linaje de Hornet vivió incluso en estas angostas profundidades.",
    features: [
      "La puerta de entrada exige una Llave sencilla",
      "Shakra vende el mapa de la zona por 70 Rosarios",
      "El alquimista Zylotol y un banco cerca de la cima (hace falta el Agarre de pinza)",
      "Un Fragmento de máscara tras una pared rompible en una sala inundada",
    ],
  },
  "hunters-march": {
    description: "La Marcha del Cazador es una región semiopcional por encima de la Médula y los Muelles Profundos, dominada por las hormigas guerreras de la tribu Skarr. Entras desde la Médula, y más adelante un atajo la conecta con los Muelles Profundos. Sus pinchos, trampas y cazadores agresivos la convierten en uno de los desvíos más duros del Acto 1.",
    lore: "Toda la región funciona como un campo de pruebas de los Skarr, lleno de emboscadas y fosos de pinchos que castigan los saltos descuidados, así que practica el rebote sobre enemigos y bulbos antes de lanzarte. Su gran premio es el Blasón de Bestia. En el Acto 3, una sala de estatuas de aquí esconde un pasadizo que abre el Vuelo sedeño y que lleva a un tramo aislado de los Campos Lejanos donde espera la anciana Karmelita, la Cantante Skarr.",
    features: [
      "Entrada desde la Médula, sobre su zona de la prisión",
      "Enemigos hormiga Skarr, pinchos y trampas",
      "Recompensa: el Blasón de Bestia",
      "Un banco con trampa frente a la sala de las estatuas",
      "Pasadizo del Acto 3 desde la sala de las estatuas hasta unos Campos Lejanos ocultos",
    ],
  },
  "far-fields": {
    description: "Los Campos Lejanos son una gran extensión de cavernas cubiertas de hierba en las tierras bajas del este de Telalejana, con entrada desde los Muelles Profundos. Fuertes corrientes ascendentes recorren las cuevas y en los niveles inferiores acechan pozas de lava. Son la ruta principal de subida hacia Páramo Gris, pero solo cuando Hornet puede dejarse llevar por el viento.",
    lore: "La Costurera vive en una cabaña suspendida sobre la lava, y ayudarla con el deseo Púas maleables te da la Capa de flotador, que permite a Hornet planear sobre las corrientes ascendentes. La salida hacia Páramo Gris la custodia el Cuarto Coro, un enorme enemigo mecánico cuyas manos son inmunes al daño, así que apunta a la cabeza. En el Acto 3 se abre desde la Marcha del Cazador una sección oculta al este, hogar de Karmelita, la Cantante Skarr, y del Maestro de Sprints Veloz, que vive dentro de un cráneo gigante y reta a Hornet a carreras.",
    features: [
      "Corrientes de viento ascendentes que exigen la Capa de flotador",
      "La Costurera y su cabaña sobre la lava",
      "El Cuarto Coro custodia la subida a Páramo Gris",
      "Descanso del Peregrino y su puerta que solo se abre desde dentro",
      "Las carreras del Maestro de Sprints Veloz en el extremo este",
    ],
  },
  greymoor: {
    description: "Páramo Gris es una gran región de cuevas, parcialmente inundada, de campos brumosos y torres ruinosas, a la que se llega planeando desde los Campos Lejanos. Es el punto de paso central del Acto 1: el camino principal sale hacia el oeste, rumbo a Campanilla, y una ruta secundaria sube al Camino del Pecador.",
    lore: "La salida oeste la custodia la Bestia alada del Páramo, una gran bestia voladora, y el caballero errante Garmond y su compañero Zaza, acampados cerca de lo alto de una torre, ayudarán a Hornet a derribarla. En la posada Hogar a medio camino, el tabernero Creige sirve por 10 Rosarios una bebida que restaura tanto la salud como la seda. Muy al este se encuentra el Lago Cuervón, y un camino oculto a través de las torres de Páramo Gris sube hasta la Espesura Fatua cuando Hornet puede hacer el doble salto.",
    features: [
      "La posada Hogar a medio camino, con un banco y la bebida reconstituyente de Creige",
      "La Bestia alada del Páramo, jefe de la salida oeste",
      "Estación de vía campana junto a una de las torres altas",
      "El Lago Cuervón en el extremo este",
      "Ruta por las torres hasta la Espesura Fatua oculta",
    ],
  },
  bellhart: {
    description: "Campanilla es un pueblo de campanas al oeste de Páramo Gris que Hornet encuentra al principio embrujado, con sus habitantes colgados de hilos de seda. Liberarlo supone trepar desde Bosque Coraza hasta la guarida de Viuda y derrotarla, tras lo cual el pueblo recupera la vida con tiendas, un muro de deseos y, con el tiempo, un hogar propio para Hornet.",
    lore: "Un cartel a la entrada promete descanso a todo peregrino que recorra el camino sagrado, pero cuando llegó Hornet la seda de Viuda ya había silenciado todo el asentamiento. Vencer a Viuda otorga el Agujolín, completa el objetivo La aldea hilada y permite a Hornet tañer la gran campana. Después, visita al maestro alfilero Plinney para tu primera mejora de aguja antes de afrontar los Escalones Ajados, y sigue cumpliendo deseos para que Pabo acabe entregándote la llave del Hogar campana.",
    features: [
      "Viuda, jefe al que se llega desde Bosque Coraza con el Agarre de pinza",
      "El Agujolín y la gran campana del pueblo",
      "Las mejoras de aguja del maestro alfilero Plinney",
      "El Hogar campana, la casa de la jugadora, con la llave de Pabo",
      "Estación de vía campana con el Ermitaño Campana viviendo cerca",
    ],
  },
  shellwood: {
    description: "Bosque Coraza es un bosque ahogado en zarzas donde las plantas son tan peligrosas como las criaturas. Está más allá de las Gusaneras, y es donde Hornet se enfrenta a la Hermana Vastiguera de camino al Agarre de pinza, la habilidad para trepar por las paredes que abre las alturas de Campanilla y el camino a los Escalones Ajados.",
    lore: "Greyroot, un extraño ser que no es en absoluto un bicho, vive entre las raíces y le pide a Hornet que le traiga Corazones de pólipo. Hace mucho que los viejos caminos del bosque quedaron engullidos por espinos y maleza, así que muchos secretos se esconden tras paredes agrietadas; golpea todo lo que parezca quebradizo. Un camino de campanas oculto que empieza cerca del banco principal de Bosque Coraza lleva a la guarida de Viuda en Campanilla.",
    features: [
      "Zarzas dañinas y flora espinosa",
      "La Hermana Vastiguera, jefe en el camino al Agarre de pinza",
      "La petición de Greyroot de Corazones de pólipo",
      "Un Fragmento de máscara tras una pared agrietada cerca de Shakra",
      "Rutas hacia Campanilla y los Escalones Ajados",
    ],
  },
  "weavenest-atla": {
    description: "El Nido de Tejedora Atla es un nido de Tejedoras oculto tras una puerta sellada en el lado este de la Gruta Musgosa. La puerta solo cede ante el Agujolín, así que la mayoría de los jugadores vuelven al mismísimo principio del viaje tras liberar Campanilla para explorarlo.",
    lore: "Las Tejedoras, el pueblo araña con el que Hornet comparte linaje, sellaron varios lugares de Telalejana con puertas que responden al canto en lugar de a llaves, y la puerta de este nido es una de ellas. Vuelve a importar al final del juego: para el deseo Seda y alma, un sótano secreto en el pasillo que hay sobre el banco del nido guarda el Fijatrampas, una de las piezas que pide el Cuidador. Apunta las puertas selladas extrañas que encuentres antes de tener el Agujolín; recorrerlas después es como se descubren lugares así.",
    features: [
      "Puerta de Tejedora sellada en el este de la Gruta Musgosa, que se abre con el Agujolín",
      "Se suele explorar tras conseguir el Agujolín en Campanilla",
      "Un sótano secreto sobre el banco que guarda el Fijatrampas",
    ],
  },
  "blasted-steps": {
    description: "Los Escalones Ajados son un desierto azotado por el viento, con escaleras de piedra rotas que suben desde Bosque Coraza hasta la Gran Puerta de la Ciudadela. Las ráfagas desbaratan tus saltos y criaturas que excavan en la arena castigan a quien se quede demasiado tiempo en el suelo. En lo alto espera la Última Jueza, el jefe final del Acto 1.",
    lore: "Este es el camino de los peregrinos hacia la Ciudadela, y la Última Jueza se alza en su extremo oriental, justo ante la Gran Puerta, custodiando la entrada. En la subida, una pareja de grandes moscarolas bloquea el paso; derrota a una y la otra huye. La Alfilera, que enseña el arte Golpe concentrado, vive más adelante en los escalones. Desbloquea la vía campana y el banco cercanos a la cima antes de la Jueza, porque el camino de vuelta entre arena, moscarolas y Jueces de patrulla es largo.",
    features: [
      "Fuertes ráfagas de viento y gusanos que viven en la arena",
      "El combate contra las grandes moscarolas durante la subida",
      "Estación de vía campana junto a un banco cerca de la cima",
      "La Última Jueza en la Gran Puerta, que cierra el Acto 1",
    ],
  },
  "sinners-road": {
    description: "El Camino del Pecador es un pasaje sombrío que sube desde Hogar a medio camino, en Páramo Gris, y es conocido por los feroces perros que merodean por sus salas. Allí empieza la llamada ruta del pecador, un camino alternativo hacia la Ciudadela que pasa por Aguas Biliares y La Niebla en lugar de por los Escalones Ajados.",
    lore: "Si los Escalones Ajados son la subida del peregrino fiel, este camino es la puerta trasera, y seguirlo lo bastante lejos permite a Hornet llegar a la Ciudadela sin enfrentarse nunca a la Última Jueza. Su banco central está roto: cuesta 60 Rosarios y después un complicado desafío de saltos antes de poder descansar en él, así que antes golpea la palanca que desbloquea el atajo de la jaula cercana. Crull y Benjin viven en la parte alta del camino, y el Príncipe Verde también se encuentra aquí.",
    features: [
      "Se llega por el ascensor cercano a Hogar a medio camino, en Páramo Gris",
      "Banco central roto cuya reparación cuesta 60 Rosarios",
      "Rutas ocultas hacia Aguas Biliares y La Niebla",
      "Una entrada trasera a la Ciudadela que evita a la Última Jueza",
    ],
  },
  "the-mist": {
    description: "La Niebla es un laberinto cubierto de bruma al que se llega desde el Camino del Pecador o desde Aguas Biliares. No tiene mapa propio, y sus salas se disponen de forma distinta cada vez que entras, así que vagar a ciegas solo te hace dar vueltas.",
    lore: "Para atravesarla hay que resolver un acertijo, no librar un combate. Toca el Agujolín junto a los pequeños fuegos fatuos brillantes de cada sala y flotarán hacia la salida correcta; síguelos a través de varias salas hasta llegar al centro, y luego de vuelta afuera. Avanza despacio, porque entre la niebla acechan trampas de pinchos y Apariciones. El otro extremo lleva al Órgano de Escape de Aguas Biliares, cuyo ascensor baja a los Talleres Inferiores, bajo la Ciudadela.",
    features: [
      "Sin mapa; la disposición de las salas cambia en cada visita",
      "Fuegos fatuos brillantes que señalan la salida cuando tocas el Agujolín",
      "Trampas de pinchos y enemigos Aparición",
      "Salida hacia el Órgano de Escape y un ascensor a los Talleres Inferiores",
    ],
  },
  bilewater: {
    description: "Aguas Biliares es un pantano oscuro y contaminado, envenenado por los residuos de la Ciudadela, hogar de la tribu de los estacafines y de su líder, Groal el Grande. Su agua infestada de gusanos impide a Hornet curarse y le drena la seda, y la escasez de bancos obliga a largos caminos de vuelta. Team Cherry la describe como el mayor desafío del Acto 2 y la principal puerta de entrada al Acto 3.",
    lore: "Los estacafines culpan a la Ciudadela de ensuciar su hogar, antes limpio, y Groal clama contra ella sin descanso. Derrotarlo te da el Alma del buscador, una de las piezas necesarias para el deseo Seda y alma, y abre un camino hacia arriba, a los Conductos Putrefactos, donde la Corona de pureza puede hacer que los gusanos sean mucho menos amenazantes. Si el pantano te está desesperando, plantéate ir antes a por la Corona por el lado del Memorium de los Conductos, e ignora el sospechoso banco de la izquierda, que es una trampa.",
    features: [
      "Agua con gusanos que impide curarse y drena la seda",
      "Groal el Grande, que deja el Alma del buscador",
      "Pocos bancos y largos caminos de vuelta, además de un banco trampa falso",
      "Salidas al Camino del Pecador, La Niebla y los Conductos Putrefactos",
      "Ascensor del Órgano de Escape que baja a los Talleres Inferiores",
    ],
  },
  "the-slab": {
    description: "La Losa es un gélido complejo penitenciario para los pecadores y herejes de la Ciudadela. La mayoría de los jugadores llegan por primera vez como prisioneros: deja que una de las Moscalcaides que cargan jaulas atrape a Hornet y despertará en una celda sin su aguja, sus herramientas ni su capa. Más adelante también se puede entrar desde las Cámaras Corales.",
    lore: "Escapar supone colarse por salas llenas de trampas para recuperar el equipo confiscado de Hornet y luego abrirse paso por puertas selladas con tres llaves llamadas Indolente, Hereje y Apóstata; la última está ligada a Aguas Biliares. Las secciones al aire libre muerden con el mismo frío mortal que el Monte Fay, así que corre de una baliza de calor a otra. Antes de dejarte capturar, prepárate para una larga secuencia sin aguja, ya que no hay salida hasta completar la fuga.",
    features: [
      "La captura por una Moscalcaide deja a Hornet sin su equipo",
      "Tres llaves de la prisión: Indolente, Hereje y Apóstata",
      "Secciones exteriores heladas con balizas de calor",
      "La estación de vía campana de la Losa, cerca del banco inferior",
      "Salida hacia el Monte Fay",
    ],
  },
  "the-citadel": {
    description: "La Ciudadela es la reluciente ciudad sagrada en lo alto de Telalejana y la meta de todo peregrino, Hornet incluida. Entrar en ella da comienzo al Acto 2. Está dividida en distritos, entre ellos la Gran Puerta, las Cámaras Corales, las Bóvedas Susurrantes, el Ala Blanca, los Altos Salones, el Núcleo Mecánico y el Memorium, con la Cuna en su cima.",
    lore: "Telalejana es un reino consagrado a la fe y la peregrinación, y sus bichos pasan la vida subiendo hacia esta ciudad. Dentro, el esplendor descansa sobre el trabajo de los obreros exhaustos de los Talleres Inferiores. Sus residentes le dicen a Hornet que es un engendro de Tejedora, el mismo tipo de ser que el poder al que sirve la Ciudadela, y el Acto 2 es su ascenso para enfrentarse a quien ordenó capturarla y arrastrarla hasta aquí.",
    features: [
      "Entrar en ella da comienzo al Acto 2",
      "Los mapas se compran en máquinas con maquetas de la Ciudadela en lugar de a Shakra",
      "Entrada principal por la Gran Puerta y entrada trasera por el Camino del Pecador",
      "Estaciones Ventrica para moverse por dentro",
      "La Cuna en lo más alto",
    ],
  },
  "grand-gate": {
    description: "La Gran Puerta es la entrada principal de la Ciudadela, un pequeño distrito entre lo alto de los Escalones Ajados y las Cámaras Corales. Se abre cuando Hornet ha tañido cinco campanas a lo largo del Acto 1 y ha derrotado a la Última Jueza.",
    lore: "La puerta marca el final de la peregrinación, pero la bienvenida dura poco: el ascensor que hay tras ella se avería y deja caer a Hornet en los Talleres Inferiores. Los jugadores que se dan cuenta de que se puede trepar por la balanza gigante del vestíbulo pueden evitar esa caída. Compra el mapa en la máquina con maqueta de la primera sala antes de seguir; es tu primer mapa del Acto 2 y cuesta 40 Rosarios.",
    features: [
      "Se abre tras tañer cinco campanas y derrotar a la Última Jueza",
      "Máquina con maqueta que vende el mapa de la Gran Puerta por 40 Rosarios",
      "Un ascensor averiado que cae a los Talleres Inferiores",
      "Una pared rompible junto a la línea del ascensor principal que oculta la ruta al Corazón de polen en el Acto 3",
    ],
  },
  underworks: {
    description: "Los Talleres Inferiores son los sótanos llenos de maquinaria bajo la Ciudadela, donde bichos agotados trabajan día y noche para mantener la ciudad en marcha. Muchos jugadores acaban aquí por accidente cuando falla el ascensor de la Gran Puerta y tienen que salir trepando hasta las Cámaras Corales, arriba.",
    lore: "Aquí hasta el descanso se paga: los bancos cobran unos pocos Rosarios cada vez que te sientas, rodeados de los cuerpos de obreros que no pudieron pagar. El Duodécimo Arquitecto construye autómatas para la Ciudadela, y el taller del Arquitecto, el Caldero, es donde Hornet enlaza en un altar de Tejedora para aprender la Garra elongada. Cuidado con los ventiladores giratorios, que quitan dos máscaras al tocarlos.",
    features: [
      "Ventiladores y maquinaria que quitan dos máscaras",
      "Bancos de pago por descanso",
      "El Caldero, donde Hornet aprende la Garra elongada",
      "La capilla de los Arquitectos, que se abre con la Llave de los Arquitectos",
      "Conexión por ascensor con el Órgano de Escape de Aguas Biliares",
    ],
  },
  "choral-chambers": {
    description: "Las Cámaras Corales son el corazón dorado y lleno de música de la Ciudadela, justo encima de los Talleres Inferiores. Este enorme distrito de varios niveles es la principal encrucijada del Acto 2 y conecta con la mayoría de las demás zonas de la Ciudadela; alberga el combate contra los Bailarines Mecánicos y el asentamiento de Enclave Cancioneril.",
    lore: "Bichos del Coro armados con alfileres patrullan las salas y sueltan generosas cantidades de Rosarios. Tañer la campana del Primer santuario despierta al Cuidador y atrae a peregrinos a un pequeño asentamiento en la muralla exterior de la Ciudadela, que crece hasta convertirse en Enclave Cancioneril, con su propio muro de deseos. Vencer a los Bailarines Mecánicos abre el suelo hacia el Núcleo Mecánico e inicia la búsqueda de las tres melodías que desbloquean la Cuna.",
    features: [
      "Máquina que vende el mapa por 70 Rosarios",
      "Los Bailarines Mecánicos, jefe",
      "Enclave Cancioneril, el tercer asentamiento con muro de deseos",
      "La Gran Vía Campana, abajo a la derecha",
      "Ascensor de la Llave blanca que baja al Ala Blanca",
    ],
  },
  whiteward: {
    description: "El Ala Blanca es un pabellón médico luminoso e inquietante al que se llega por un ascensor cerca de la parte baja de las Cámaras Corales. El ascensor necesita la Llave blanca de Enclave Cancioneril, y el pabellón es pequeño pero guarda una de las herramientas más útiles del juego y un jefe oculto.",
    lore: "La Banda inyectora que se encuentra aquí acelera el enlace de Hornet, lo que ayuda en casi todos los combates contra jefes. La Llave del cirujano cuelga de una anilla a la que solo llega la Garra elongada; encaja en una cerradura ornamentada más al fondo del pabellón y lleva a un combate contra un jefe. Desde el pabellón también bajan caminos a los Talleres Inferiores, hacia el Caldero.",
    features: [
      "Ascensor de entrada que se abre con la Llave blanca",
      "La Banda inyectora, que acelera el enlace",
      "La Llave del cirujano y una cerradura ornamentada",
      "Ruta de bajada a los Talleres Inferiores",
    ],
  },
  "cogwork-core": {
    description: "El Núcleo Mecánico es la maquinaria de relojería que mueve la Ciudadela, un laberinto vertical de engranajes giratorios, sierras y vapor. Caes en él a través del suelo de la arena de los Bailarines Mecánicos, y su cima guarda la Melodía de los Arquitectos, una de las tres melodías necesarias para llegar a la Cuna.",
    lore: "Casi todas las superficies están llenas de sierras, así que la Capa de flotador y un uso preciso de la Garra elongada serán tus mejores aliados. El Núcleo también esconde al Segundo Centinela, un robot construido para proteger la Ciudadela, al que Hornet puede volver a despertar montando el Corazón de engranajes para el deseo Audiencia final. Cuando tienes las tres melodías, un ascensor de aquí lleva a Hornet hasta la Cuna.",
    features: [
      "Mapa en una placa de presión junto al primer banco",
      "Desafío de oleadas al oeste con un Fragmento de máscara de recompensa",
      "El Repicador mecánico, un minijefe que custodia un Fragmento de carrete",
      "El rompecabezas de pilares de la Melodía de los Arquitectos, en la cima",
      "Camino hacia las Bóvedas Susurrantes",
    ],
  },
  "whispering-vaults": {
    description: "Las Bóvedas Susurrantes son la biblioteca de la Ciudadela, un polvoriento archivo de cajas y estanterías vigilado por enemigos Lectores de pergaminos. Se llega a ellas tras un desafío de oleadas más allá del Núcleo Mecánico, y guardan la Melodía de los Guardianes de las Bóvedas, una de las tres melodías que abren el camino a la Cuna.",
    lore: "Cardinius, el Guardián de las Bóvedas y único custodio del archivo, escuchará cualquier cilindro de salmo que le traiga Hornet. El vistoso combate contra Trobbio tiene lugar en una sala marcada en el mapa como El Escenario. Varias salidas hacia Aguas Biliares, los Talleres Inferiores y Enclave Cancioneril solo se abren desde dentro de las Bóvedas, así que explóralas pronto para desbloquear atajos útiles.",
    features: [
      "Dispositivo de mapa que cuesta 70 Rosarios",
      "Cardinius, el Guardián de las Bóvedas, y los cilindros de salmo",
      "Trobbio, jefe en El Escenario",
      "Salidas de un solo sentido hacia Aguas Biliares, los Talleres Inferiores y Enclave Cancioneril",
      "La Melodía de los Guardianes de las Bóvedas",
    ],
  },
  "high-halls": {
    description: "Los Altos Salones son uno de los distritos de la Ciudadela, unidos a las Cámaras Corales y abiertos en el Acto 2. Esconden algunos de los tesoros más extraños de la Ciudadela, entre ellos una cámara del tesoro cerrada y la arena donde por fin se combate al Segundo Centinela.",
    lore: "Aquí hay una cámara del tesoro secreta tras una puerta que exige una Llave sencilla, así que guarda una de repuesto cuando llegues. Dentro espera el Cañón de rosarios, una herramienta que dispara tus propios Rosarios contra los enemigos y consume dinero a toda velocidad. En lo más profundo de los salones está la arena del deseo Audiencia final, donde Hornet se bate en duelo con el Segundo Centinela revivido a cambio de la Reserva sedeña; explora y despeja la zona antes de aceptar ese deseo, ya que el combate tiene lugar en sus profundidades.",
    features: [
      "Distrito de la Ciudadela unido a las Cámaras Corales",
      "Cámara del tesoro secreta tras una puerta de Llave sencilla",
      "La herramienta Cañón de rosarios, dentro de la cámara del tesoro",
      "La arena del Segundo Centinela para el deseo Audiencia final",
    ],
  },
  "mount-fay": {
    description: "El Monte Fay es un pico helado al que se llega a través de la Losa, donde un frío cortante quita salud a Hornet siempre que se aleja de una fuente de calor. La subida es casi todo plataformas y exige la Garra elongada, y la recompensa en la cima es la Capa de fayforno, que concede el doble salto.",
    lore: "Los faroles cálidos y las bolsas de calor sirven de puntos de control, así que planea cada carrera entre ellos y nunca te quedes quieta en el frío. En la cima, Hornet toca el Agujolín ante un diapasón para reclamar la Capa de fayforno, que además la hace inmune al frío. Shakra espera junto a un banco cerca de la base para venderte el mapa por 40 Rosarios, y una cueva lateral bajo la cima guarda una mesa donde fabricar la Honda sedeña a partir de una Herramienta estropeada.",
    features: [
      "Daño constante por frío lejos de las fuentes de calor",
      "Hace falta la Garra elongada para entrar y trepar",
      "La Capa de fayforno (doble salto) en la cima",
      "El mapa de Shakra por 40 Rosarios y un banco de peaje de 90 Rosarios",
      "La cueva lateral de Brightvein con un Fragmento de máscara",
    ],
  },
  "wisp-thicket": {
    description: "La Espesura Fatua es una pequeña zona oculta sobre Páramo Gris a la que se llega trepando por las torres que hay encima de Hogar a medio camino. Su entrada exige el doble salto del Monte Fay, así que la mayoría de los jugadores la encuentran a mitad del Acto 2.",
    lore: "La espesura conecta discretamente Páramo Gris con los Talleres Inferiores y le da a Hornet un camino entre ambos que evita los Escalones Ajados. Descansa en el banco que hay nada más entrar y luego dirígete al oeste, al callejón sin salida donde espera el Padre de la Llama; destruye los faroles de sus ramas para dejarlo al descubierto. Vencerlo te da el Farol de fuego fatuo, una herramienta cuyas bolas de fuego buscan a los enemigos por sí solas a cambio de un elevado coste de seda.",
    features: [
      "Exige el doble salto de la Capa de fayforno",
      "Banco justo después de la entrada",
      "El Padre de la Llama, jefe que recompensa con el Farol de fuego fatuo",
      "Se cartografía sola mientras la exploras",
      "Conecta Páramo Gris con los Talleres Inferiores",
    ],
  },
  memorium: {
    description: "El Memorium es un distrito tardío de la Ciudadela que funciona como un museo de Telalejana, con salas que evocan las zonas y criaturas que Hornet ya ha conocido. Se llega a él con un doble salto desde las Cámaras Corales o desde el lado del Núcleo Mecánico, así que solo se abre después del Monte Fay.",
    lore: "Como recrea lugares que ya has visto, hay pocas amenazas nuevas, aunque los Rinoterrestres golpean fuerte. Compra el mapa por 70 Rosarios en la máquina con maqueta de la Ciudadela y luego busca con atención: aquí se esconden una pulga perdida especialmente grande y una pieza del Corazón de engranajes. Un pasadizo sobre la máquina del mapa lleva al este, hacia los Conductos Putrefactos, cuando tienes tanto la Garra elongada como el doble salto.",
    features: [
      "Exige el doble salto de la Capa de fayforno para entrar",
      "Máquina que vende el mapa por 70 Rosarios",
      "Una pulga perdida gigante",
      "Una pieza del Corazón de engranajes tras un rompecabezas de campanas",
      "Ruta oculta al este hacia los Conductos Putrefactos",
    ],
  },
  "putrified-ducts": {
    description: "Los Conductos Putrefactos son túneles y lagos contaminados en la esquina superior derecha de Telalejana, ensuciados por la maquinaria de la Ciudadela. Aunque técnicamente son opcionales, guardan algunos de los objetos más valiosos del juego y se puede llegar a ellos desde Aguas Biliares tras vencer a Groal o desde el Memorium.",
    lore: "Los gusasucios infestan casi toda el agua, pero la sección del Lago Pálido muestra cómo era la zona antes de la contaminación. La Corona de pureza que se encuentra aquí neutraliza los molestos gusanos de Aguas Biliares, así que muchos jugadores vienen aquí primero. La Caravana de las pulgas también puede trasladarse a los Conductos cuando Hornet ha rescatado suficientes pulgas, un paso en el camino al Acto 3.",
    features: [
      "Dos accesos: desde Aguas Biliares o desde el Memorium",
      "La Corona de pureza contra los gusanos de Aguas Biliares",
      "Estación de vía campana y un banco de pago",
      "El Lago Pálido, donde puede instalarse la Caravana de las pulgas",
    ],
  },
  "the-cradle": {
    description: "La Cuna es la cima de la Ciudadela, a la que se llega por un ascensor del Núcleo Mecánico cuando Hornet tiene las tres melodías. Aquí espera Lace para un segundo duelo y, tras ella, en un largo puente en lo más alto, la Gran Madre Seda.",
    lore: "La Gran Madre Seda, un ser superior en el corazón de la historia de Telalejana, es el final del Acto 2, y vencerla sin cumplir las condiciones del Acto 3 hace que salgan los créditos de inmediato. Para ir más allá, derrota aquí a Lace, vuelve a Enclave Cancioneril y completa el deseo Seda y alma del Cuidador antes del combate final. Atrapar a la Gran Madre Seda con la Trampa anímica resultante deja la Cuna en ruinas, y el Acto 3 comienza con Hornet bajando desde ella.",
    features: [
      "Acceso por ascensor desde el Núcleo Mecánico tras las tres melodías",
      "Segundo duelo con Lace",
      "La Gran Madre Seda en el puente superior",
      "El final del Acto 2, o la puerta al Acto 3",
    ],
  },
  "sands-of-karak": {
    description: "Las Arenas de Karak son una región de arena y coral donde corales que crecen abren el camino, y muchos jugadores solo la exploran a fondo al final del juego. Gran parte está ligada a objetivos del final de la partida, y algunas zonas necesitan el Vuelo sedeño o la Elegía de las profundidades.",
    lore: "La gran moscarola que se le escapó a Hornet en los Escalones Ajados vuelve aquí como la Raging Conchfly, y vencerla otorga el Cortaconcha, una herramienta arrojadiza que rebota. Más al fondo se encuentra el Nido Volt y su jefe, el Voltvyrm, cuyo Filamento voltaico potencia las habilidades de seda. El Corazón de corteza, uno de los viejos corazones que se buscan en el Acto 3, está enterrado aquí tras un pozo alto y un desafío de oleadas.",
    features: [
      "Corales que crecen para formar el camino",
      "Una piedra amarilla en el fondo de un barranco con pinchos que eleva a Hornet hasta las arenas superiores",
      "La Raging Conchfly, que recompensa con el Cortaconcha",
      "El Voltvyrm en el Nido Volt, que recompensa con el Filamento voltaico",
      "Lugar del Corazón de corteza",
    ],
  },
  "the-abyss": {
    description: "El Abismo es el inframundo oscuro y profundo al que Hornet debe descender en el Acto 3, después de que la trampa tendida a la Gran Madre Seda la arrastre a ella y a Lace hacia abajo y devaste Telalejana. Es el camino al verdadero final y el terreno más implacable del juego.",
    lore: "El Acto 3 empieza con una cadena de encargos: el Tragacampanas tiende una emboscada a Hornet en la Gran Vía Campana hasta que la Bestia Campana vuelve con sus crías, y los chamanes caracol de la Gruta Musgosa acaban enseñándole la Elegía de las profundidades. Hornet debe reunir los viejos corazones antes de enfrentarse a Lace perdida allá abajo. Dentro, caídas a ciegas, pinchos y humos llenan la oscuridad, así que asegura cada banco, abre cada palanca de atajo y cuenta con necesitar el Vuelo sedeño para volver a salir.",
    features: [
      "Solo accesible en el Acto 3",
      "Salas oscuras con caídas a ciegas y pocos bancos",
      "Una secuencia de huida que depende del Vuelo sedeño",
      "El camino hacia el enfrentamiento con Lace perdida",
    ],
  },
  verdania: {
    description: "Verdania es el vestigio de un reino natural perdido, al que se llega en el Acto 3 a través de la historia del Príncipe Verde, por una entrada en el extremo oriental del Lago Cuervón, en Páramo Gris. Recompensa a quienes siguieron al Príncipe Verde con un melancólico desvío al pasado.",
    lore: "El antiguo reino, Lost Verdania, solo puede restaurarse durante un tiempo tocando la Elegía de las profundidades, y reunir los orbes brillantes repartidos por él es el principal desafío. La zona está ligada a la búsqueda de los viejos corazones: ofrece un cuarto corazón opcional ligado al rescate de un PNJ, un repuesto útil si otro jefe de corazón se te atraganta. Como la entrada depende del Príncipe Verde, sigue su cadena de misiones hasta el final si quieres ver este lugar.",
    features: [
      "Solo en el Acto 3, a través de la cadena de misiones del Príncipe Verde",
      "Entrada en el extremo oriental del Lago Cuervón",
      "Lost Verdania, que se abre con la Elegía de las profundidades",
      "Orbes brillantes que recoger",
      "Un cuarto viejo corazón opcional",
    ],
  },
  "red-memory": {
    description: "La Memoria roja es un espacio carmesí y onírico extraído del propio pasado de Hornet, al que se entra al final del Acto 3. Es un paso obligatorio en el camino al verdadero final y uno de los grandes momentos de la historia del juego.",
    lore: "Antes de que Hornet pueda entrar, los chamanes caracol le enseñan la Elegía de las profundidades y la envían a por tres de los cuatro viejos corazones, cada uno custodiado por un desafío de oleadas y un jefe. La secuencia en sí mira atrás, a Hallownest, y arroja nueva luz sobre el linaje de Hornet. Incluso tiene su propio tema, titulado Red Memory, en la banda sonora oficial.",
    features: [
      "Solo en el Acto 3, en el camino al verdadero final",
      "Exige tres viejos corazones y la Elegía de las profundidades",
      "Guiños a Hallownest y a los orígenes de Hornet",
      "Su propio tema de la banda sonora, Red Memory",
    ],
  },
};
