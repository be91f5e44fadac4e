import type { items as en } from '../en/items.ts';
import type { ItemProse, Translated } from '../../encyclopaedia/types.ts';

export const items: Translated<typeof en, ItemProse> = {
  "hunter-crest": {
    description: "El Blasón de Cazadora es el blasón que Hornet lleva desde el principio y define su estilo de combate por defecto. Su repertorio consiste en un tajo rápido hacia delante, una estocada diagonal hacia abajo para rebotar y una embestida que la hace retroceder al impactar. Ofrece un hueco de herramienta de cada color, y un enlace completo con él restaura tres máscaras.",
    tips: "Aprende pronto el ángulo de la estocada diagonal hacia abajo, porque el momento del rebote con este blasón es distinto del rebote recto del Hollow Knight original. Eva puede mejorar el blasón dos veces, y la versión mejorada acumula una bonificación al daño de la aguja mientras evites recibir golpes. Las guías cifran esa bonificación en hasta un 25 por ciento tras la primera mejora y un 40 por ciento tras la segunda, pero cualquier golpe que recibas la reinicia. Como la bonificación solo potencia los ataques con aguja, rinde más si juegas de forma agresiva y dependes menos de las herramientas y las habilidades de seda.",
    location: "Equipado desde el comienzo de la partida. Sus mejoras las da Eva en el Nido de Tejedora Atla, al que se llega por la puerta del extremo derecho de la Gruta Musgosa, cuando has desbloqueado suficientes huecos en tus otros blasones.",
  },
  "reaper-crest": {
    description: "El Blasón de Parca cambia velocidad por alcance: sus tajos son lentos y pesados, y su ataque hacia abajo barre un amplio arco bajo Hornet. Se guarda en una capilla de Páramo Gris. Su rasgo especial gira en torno a la seda, lo que encaja con quienes gustan de curarse y usar habilidades a menudo.",
    tips: "Después de enlazar, tus golpes durante unos diez segundos sueltan fragmentos de seda; recoge tres y recuperarás una hebra de seda. Esos fragmentos se suman a la seda que obtienes normalmente al golpear a los enemigos, así que encadena un enlace directamente con una serie de ataques para sacarle el máximo partido. El amplio arco hacia abajo hace que rebotar sobre objetivos pequeños o rápidos sea más indulgente que con el Blasón de Cazadora. Date espacio para terminar cada tajo, ya que su preparación más lenta te deja expuesta ante enemigos rápidos.",
    location: "Chapel of the Reaper, en Páramo Gris. Las guías no coinciden en el acceso exacto, así que explora los bordes de Páramo Gris en busca de la entrada de la capilla.",
  },
  "wanderer-crest": {
    description: "El Blasón de Errante da a Hornet un conjunto de ataques rápidos y de corto alcance que recuerdan al aguijón del Caballero en el Hollow Knight original, incluido un familiar rebote recto hacia abajo. También añade un tajo a la carrera y una rápida embestida de estocadas. Reposa en su propia capilla dentro de las Gusaneras, tras una puerta cerrada.",
    tips: "Elige este blasón si prefieres quedarte cerca e intercambiar muchos golpes pequeños y rápidos en lugar de unos pocos pesados. El rebote recto hacia abajo es más fácil de controlar que la estocada diagonal del Blasón de Cazadora, lo que ayuda en plataformas complicadas y con jefes sobre los que quieras rebotar una y otra vez. Ten en cuenta su corto alcance: entra, golpea y sal antes de que los enemigos respondan. Necesitas una Llave sencilla para abrir la capilla, así que empieza a ahorrar Rosarios pronto.",
    location: "Chapel of the Wanderer, en las Gusaneras. La puerta exige una Llave sencilla, que Pebb vende en el Valle Óseo por 500 Rosarios.",
  },
  "beast-crest": {
    description: "El Blasón de Bestia convierte a Hornet en una luchadora cuerpo a cuerpo: al enlazar con él entra en una furia durante la cual sus golpes le devuelven salud. Espera en la Chapel of the Beast, en la Marcha del Cazador, custodiado por la Moscabestia salvaje. El blasón trae dos huecos de herramienta roja, así que encaja con configuraciones ofensivas.",
    tips: "Trata la furia como una segunda oportunidad y no como una curación de emergencia: enlaza cuando haya un enemigo a tu alcance para recuperar salud a golpes. Lleva herramientas rojas ofensivas para llenar sus dos huecos rojos. Antes del combate contra la Moscabestia, ten en cuenta que sus ataques quitan dos máscaras de una vez, así que juega con cautela hasta conocer sus patrones. Abre por el camino el atajo de la palanca para que tus vueltas a la arena sean cortas.",
    location: "Chapel of the Beast, en la Marcha del Cazador. Para llegar a la capilla hace falta la Capa de flotador; derrota dentro a la Moscabestia salvaje para reclamar el blasón.",
  },
  "architect-crest": {
    description: "El Blasón de Arquitecta convierte la aguja de Hornet en un tornillo giratorio, como un taladro, y está pensado en torno a las herramientas más que a las habilidades de seda. Ofrece más huecos de herramienta que la mayoría de los blasones, pero ninguno para una habilidad de seda. Se guarda en la capilla de los Arquitectos, en los Talleres Inferiores, una zona del Acto 2.",
    tips: "Este blasón brilla si dependes de las herramientas rojas, porque su enlace especial puede rellenar tus herramientas sin pasar por un banco. Llena los huecos extra con herramientas que de verdad uses a menudo, ya que renuncias a una habilidad de seda para usarlo. Lleva Fragmentos de coraza, porque una configuración cargada de herramientas los gasta deprisa.",
    location: "La capilla de los Arquitectos, en los Talleres Inferiores, al norte del taller del Duodécimo Arquitecto. La puerta se abre con la Llave de los Arquitectos.",
  },
  "witch-crest": {
    description: "El Blasón de Bruja llega al final de una cadena de misiones avanzada y da a Hornet golpes como de látigo que absorben la vida de los enemigos. Tiene dos huecos de herramienta roja y tres azules. La misión que lleva hasta él empieza con el Cogollo retorcido de Aguas Biliares y te hace ir y venir por toda Telalejana.",
    tips: "Usa los tres huecos azules para herramientas defensivas que combinen con el robo de vida del blasón. Antes de empezar la misión, las guías recomiendan tener la Garra elongada y haber terminado el deseo Rito del pólipo. Guarda unos 260 Rosarios, porque uno de los pasos de la cadena te pide pagar un ingrediente.",
    location: "Recompensa de una misión avanzada que empieza con el Cogollo retorcido en Aguas Biliares y continúa por Bosque Coraza y Páramo Gris, donde Yarnaby ayuda a completar la cura.",
  },
  "shaman-crest": {
    description: "El Blasón de Chamana es un blasón del Acto 3 para quienes construyen su estilo en torno a las habilidades de seda. En lugar de huecos de herramienta de colores, empieza con tres huecos para habilidades de seda, y sus golpes lanzan ondas de energía. También potencia el Golpe concentrado de Hornet.",
    tips: "Equipa tus habilidades de seda favoritas en los tres huecos y mantén lleno el carrete de seda, ya que el blasón solo compensa si usas habilidades a menudo. Las guías señalan que más adelante se pueden añadir dos huecos azules, así que planifica tus Relicarios de memorias teniéndolo en cuenta. Las ondas que proyectan los golpes te permiten atacar desde más lejos que con otros blasones, lo que ayuda contra enemigos peligrosos cuerpo a cuerpo. Como llega tan tarde, tómalo como una configuración para los jefes del Acto 3 más que como una mejora general.",
    location: "Solo en el Acto 3: la Capilla en Ruinas, cerca del Valle Óseo. Necesitas el Vuelo sedeño para llegar.",
  },
  "straight-pin": {
    description: "El Alfiler recto es una herramienta roja básica: Hornet lanza alfileres como agujas en línea recta. Le da un ataque a distancia que no cuesta seda y que se repone con Fragmentos de coraza. Los alfileres también aparecen en el juego de Loddie en la Médula.",
    tips: "Usa los alfileres para rematar a enemigos a los que no puedes llegar con seguridad, como voladores o rivales al otro lado de un hueco. Como no cuestan seda, puedes reservar el carrete para enlazar. Lánzalos en ráfagas mientras un jefe se recupera, en lugar de gastarlos en mitad de sus ataques. Se reponen al descansar en un banco, lo que gasta Fragmentos de coraza.",
    location: "",
  },
  "threefold-pin": {
    description: "El Alfiler triple lanza tres alfileres a la vez en abanico en lugar de un único disparo recto. El abanico cubre una zona más amplia que el Alfiler recto, lo que lo hace útil contra enemigos voladores.",
    tips: "Lánzalo contra voladores o enemigos de movimiento errático, ya que el abanico tiene más probabilidades de acertar que un solo alfiler. Combínalo con un blasón que tenga huecos rojos de sobra para conservar también una opción en línea recta. Como las demás herramientas rojas, se repone con Fragmentos de coraza al descansar en un banco.",
    location: "",
  },
  "sting-shard": {
    description: "El Aguijón cortante es una herramienta roja de tipo trampa que vende la Hija de la Forja en los Muelles Profundos. Hornet la coloca y daña a los enemigos que se acercan. Las guías de tiendas la sitúan entre las compras tempranas de herramientas más útiles.",
    tips: "Colócala donde un enemigo esté a punto de aterrizar o de pasar, no directamente sobre él. Las guías la recomiendan para jefes que vuelven una y otra vez a los mismos puntos, como Viuda y Lace. También es útil contra grupos como las Masas de vacío. Colócala antes de que empiece la acción cuando puedas y céntrate en esquivar.",
    location: "La vende la Hija de la Forja en los Muelles Profundos.",
  },
  tacks: {
    description: "Las Tachuelas son una herramienta roja que esparce tachuelas afiladas por el suelo y hiere a los enemigos que pasan por encima. Funciona como una trampa de suelo, no como un proyectil.",
    tips: "Esparce tachuelas por el camino que recorre una y otra vez un enemigo o jefe terrestre y apártate mientras la trampa hace su trabajo. Las guías la sugieren para el combate contra Viuda. Hace poco contra los voladores, así que cámbiala por una herramienta a distancia en los combates aéreos.",
    location: "",
  },
  flintslate: {
    description: "La Piedra de pedernal es una herramienta roja de los Muelles Profundos que añade daño de fuego a los ataques de Hornet. A diferencia de las herramientas arrojadizas, potencia la propia aguja en lugar de disparar un proyectil.",
    tips: "Resérvala para jefes y enemigos duros, donde más importa el daño de fuego extra. Combina bien con blasones rápidos que asestan muchos golpes en poco tiempo. Comprueba tus Fragmentos de coraza antes de las salidas largas, ya que rellenar herramientas en un banco los gasta.",
    location: "Se encuentra en los Muelles Profundos.",
  },
  curveclaw: {
    description: "La Garracurva es una garra arrojadiza curva que vende un comerciante oculto en la Marcha del Cazador. Más adelante puede mejorarse hasta la Hozcurva.",
    tips: "Cómprala mientras Mottled Skarr siga vivo, ya que muere algún tiempo después de que empiece el Acto 2. Si se te pasa, las guías indican que junto a su cuerpo queda una Garracurva que todavía puedes recoger. Lleva suficientes Rosarios cuando lo visites, porque también vende la Máscara fracturada.",
    location: "La vende Mottled Skarr por 140 Rosarios en una sala oculta de la parte alta de la Marcha del Cazador, a la que se llega subiendo por una corriente ascendente con la Capa de flotador y colándose por un pasadizo secreto a la izquierda.",
  },
  silkshot: {
    description: "La Honda sedeña es una herramienta roja que dispara hilos de seda como ataque a distancia. Las listas de finalización cuentan tres versiones: Honda sedeña I, II y III.",
    tips: "Úsala para golpear a enemigos a los que no puedes alcanzar con seguridad con la aguja. Busca las tres versiones si vas a por la finalización completa.",
    location: "",
  },
  "delvers-drill": {
    description: "El Taladro de excavador es una herramienta roja que se encuentra en los Talleres Inferiores, las profundidades industriales que Hornet explora en el Acto 2. Está justo al lado de la ruta que sigue Hornet al llegar allí, al final de un peligroso pasadizo lateral.",
    tips: "Búscalo poco después de la caída del ascensor que te lleva a los Talleres Inferiores. El pasillo que conduce a él está lleno de pinchos, así que avanza con cuidado y descansa antes en un banco. Como las demás herramientas rojas, se rellena con Fragmentos de coraza al descansar, así que guarda algunos en reserva.",
    location: "Talleres Inferiores: poco después de la caída del ascensor, sigue hacia abajo un pasillo lleno de pinchos para encontrarlo.",
  },
  cogfly: {
    description: "La Mosca mecánica es una herramienta roja que despliega un pequeño compañero mecánico que ataca a los enemigos por su cuenta. Se monta en un banco de trabajo de los Altos Salones de la Ciudadela.",
    tips: "Suelta la Mosca mecánica al empezar un combate para que añada daño mientras tú te centras en esquivar. Lleva un Metal artesano cuando vayas a por ella, ya que el banco de trabajo lo necesita. Tener la Garra elongada facilita mucho el camino hasta el banco de trabajo.",
    location: "Se fabrica en un banco de trabajo de los Altos Salones con un Metal artesano; la ruta sube desde las Cámaras Corales.",
  },
  "snare-setter": {
    description: "El Fijatrampas es una herramienta roja guardada en una cámara de Tejedora tras la puerta de Tejedora de la Gruta Musgosa. Tiene un papel en el deseo Seda y alma, que abre el camino al Acto 3, y no cuenta para el 100 por ciento de finalización.",
    tips: "Recógelo antes de ir a por los requisitos del Acto 3, ya que el deseo Seda y alma lo pide. Como no cuenta para la finalización, puedes ignorarlo si solo persigues el porcentaje. Marca la sala en tu mapa para poder encontrarla de nuevo cuando llegue el deseo.",
    location: "Una sala del nido de Tejedora al que se llega por la puerta de Tejedora de la Gruta Musgosa.",
  },
  "rosary-cannon": {
    description: "El Cañón de rosarios es una herramienta roja de fuego rápido que dispara Rosarios a los enemigos como una ametralladora gatling. Se esconde en una cámara del tesoro secreta de los Altos Salones y gasta literalmente tu dinero como munición.",
    tips: "Puede disparar hasta 80 proyectiles por carga, lo que destroza a los jefes con rapidez. Recargarlo en un banco consume Rosarios, así que sácalo solo cuando tu bolsa pueda permitírselo. Úsalo para liquidar la fase final de un jefe en lugar de dispararlo contra cada enemigo.",
    location: "Cámara del tesoro secreta de los Altos Salones, tras una puerta cerrada que se abre con una Llave sencilla.",
  },
  conchcutter: {
    description: "El Cortaconcha permite a Hornet lanzar el mismo proyectil que rebota que usan las moscarolas. Es la recompensa por vencer a la Raging Conchfly en la parte alta de las Arenas de Karak.",
    tips: "El proyectil rebota en las paredes, así que apunta a superficies cercanas a tu objetivo en lugar de directamente a él. A los jugadores les cuesta apuntarlo, así que practica en una sala segura antes de confiar en él en un combate contra un jefe. Funciona mejor en arenas cerradas donde los rebotes tienen adónde ir.",
    location: "Derrota a la Raging Conchfly en la parte alta de las Arenas de Karak. Una piedra amarilla en el fondo de un barranco con pinchos te eleva hasta esa zona.",
  },
  "druids-eye": {
    description: "El Ojo del druida es una herramienta azul que da el druida de Hogar Musgoso como recompensa del deseo Recolección de bayas. Las guías la describen como una herramienta de sustento de seda que apoya la curación. Más adelante puede mejorarse hasta los Ojos del druida.",
    tips: "Acepta el deseo pronto, ya que es uno de los primeros que puedes completar. Equípala cuando te cueste conservar suficiente seda para enlazar. Recuerda volver más tarde a por la versión mejorada.",
    location: "Lleva tres bayas musgosas al druida de la parte alta de Hogar Musgoso, en la Gruta Musgosa, para completar el deseo Recolección de bayas.",
  },
  "magma-bell": {
    description: "La Campana magmática es una herramienta azul que reduce el daño que recibe Hornet de las llamas y el magma. La vende la Hija de la Forja en los Muelles Profundos.",
    tips: "Equípala contra la Última Jueza, cuya segunda fase inunda la arena de fuego. También merece la pena llevarla en el combate contra el Padre de la Llama. Lleva un Metal artesano además de los Rosarios, ya que la Hija de la Forja pide ambas cosas.",
    location: "La vende la Hija de la Forja en los Muelles Profundos por unos 110 Rosarios más un Metal artesano.",
  },
  "warding-bell": {
    description: "La Campana protectora es una herramienta azul que protege a Hornet mientras enlaza y la resguarda de un golpe durante la curación. Las guías suelen incluirla entre las mejores herramientas azules defensivas.",
    tips: "Llévala si los enemigos no paran de interrumpir tu enlace. Te permite curarte en momentos más arriesgados, pero aun así deberías buscar huecos entre los ataques enemigos. Las guías la describen como un bloqueo de daño una vez por enfrentamiento, así que no cuentes con ella dos veces seguidas.",
    location: "",
  },
  "pollip-pouch": {
    description: "La Bolsa pólipo es una herramienta azul que refuerza las herramientas de Hornet; las guías la asocian a efectos de veneno. Es más importante en configuraciones que se apoyan en herramientas rojas.",
    tips: "Úsala en configuraciones cargadas de herramientas en las que tus herramientas rojas hacen la mayor parte del daño. Las guías la recomiendan para el combate contra Viuda, para que las herramientas golpeen más fuerte. Los jugadores también la combinan con el Brebaje pulgoso para crear una nube venenosa.",
    location: "",
  },
  "fractured-mask": {
    description: "La Máscara fracturada es una herramienta azul que absorbe un golpe fuerte y luego se rompe. Se repara automáticamente cuando Hornet descansa en un banco. La vende un comerciante oculto en la Marcha del Cazador y es fácil perdérsela.",
    tips: "Considérala una vida extra para cada salida lejos de un banco, perfecta para largos caminos de vuelta y jefes difíciles. Cuando se rompa, descansa en un banco para repararla antes del siguiente intento. Cómprala en el Acto 1: Mottled Skarr muere cuando empieza el Acto 2, y las guías indican que la máscara no queda junto a su cuerpo.",
    location: "La vende Mottled Skarr por 260 Rosarios en una sala oculta de la parte alta de la Marcha del Cazador. Sube por la corriente ascendente con la Capa de flotador, entra en la sala aparentemente vacía de la izquierda y atraviesa el pasadizo secreto de su pared izquierda.",
  },
  "sawtooth-circlet": {
    description: "El Anillo de dientes de sierra es una herramienta azul: un aro de cuchillas dentadas sujeto a la capa de Hornet que gira y daña a los enemigos cercanos cada vez que la capa se despliega, como durante un doble salto o al planear. Lo vende el Duodécimo Arquitecto en los Talleres Inferiores.",
    tips: "Haz el doble salto o planea a través de grupos de enemigos para cortarlos sin blandir la aguja. Su daño aumenta con tus mejoras de herramientas. Asegúrate de tener un Metal artesano antes de hacer el viaje, ya que el Arquitecto no te lo venderá sin uno.",
    location: "Se compra al Duodécimo Arquitecto en los Talleres Inferiores por 230 Rosarios y un Metal artesano; el taller está sobre el Caldero y hace falta la Garra elongada para llegar.",
  },
  "claw-mirror": {
    description: "La Garra espejo es una herramienta azul que se obtiene al derrotar a Trobbio, el jefe que actúa en su propio escenario. También existe una versión mejorada, las Garras espejo.",
    tips: "Trobbio tiene unos 700 puntos de salud, así que lleva tu mejor configuración. Lee la descripción de la herramienta tras el combate para decidir qué blasón le va mejor. Estate atenta más adelante a las Garras espejo mejoradas.",
    location: "Recompensa por derrotar a Trobbio en su escenario.",
  },
  "wispfire-lantern": {
    description: "El Farol de fuego fatuo es una herramienta azul que no para de invocar pequeñas bolas de fuego que persiguen a los enemigos por sí solas. El precio es un drenaje constante de la seda de Hornet. Es la recompensa por derrotar al Padre de la Llama en la Espesura Fatua.",
    tips: "Equípalo en salas abarrotadas y contra enemigos voladores ágiles, donde el fuego teledirigido hace mucho trabajo por ti. Quítatelo antes de plataformas difíciles o de combates contra jefes en los que necesites cada hebra de seda para enlazar. Las bolas de fuego también pueden golpear objetos que pensabas usar al trepar. Durante el combate contra el Padre de la Llama no es posible curarse, así que entra con la salud al completo.",
    location: "Derrota al Padre de la Llama en el extremo oeste de la Espesura Fatua, una zona oculta sobre las torres de Hogar a medio camino, en Páramo Gris, a la que hace falta la Capa de fayforno para llegar.",
  },
  "reserve-bind": {
    description: "La Reserva sedeña es una herramienta azul que se gana con el deseo Audiencia final, que termina con un duelo contra el Segundo Centinela en los Altos Salones. Llegar hasta allí requiere varios pasos repartidos por la Ciudadela.",
    tips: "Primero tienes que restaurar al Segundo Centinela reuniendo tres piezas de corazón de engranajes. El duelo es opcional y exigente, así que mejora tu aguja y tu salud antes de afrontarlo. Descansa en un banco cerca de los Altos Salones para acortar los caminos de vuelta.",
    location: "Derrota al Segundo Centinela en los Altos Salones al final del deseo Audiencia final.",
  },
  "memory-crystal": {
    description: "El Cristal de memoria es una herramienta azul que se encuentra en el Monte Fay. Cuando Hornet recibe daño, se forma una copia de cristal de ella que estalla en púas afiladas cuando un enemigo la toca.",
    tips: "Convierte cada golpe que recibes en una pequeña trampa, lo que encaja con combates contra enemigos que te persiguen hasta el cuerpo a cuerpo. Atrae a los enemigos de vuelta sobre el cristal después de recibir un golpe. Lleva la Garra elongada, porque sin ella no puedes alcanzarlo.",
    location: "Monte Fay; requiere la Garra elongada.",
  },
  "wreath-of-purity": {
    description: "La Corona de pureza es una herramienta azul que protege a Hornet de los gusasucios de Aguas Biliares durante unos segundos e impide que se le adhieran y le drenen la salud. Se encuentra en los Conductos Putrefactos.",
    tips: "Consíguela antes de una incursión seria por Aguas Biliares; hace que ese pantano sea mucho menos castigador. La ruta más fácil es desde el Memorium, cuando tienes el doble salto, en lugar de a través de la propia Aguas Biliares. Su protección es breve, así que no dejes de moverte por el agua con gusanos.",
    location: "Conductos Putrefactos, en el Acto 2. Desde el banco del Memorium ve a la derecha hasta un callejón sin salida, trepa por un conducto oculto en el techo y rompe la pared que hay detrás; hace falta el doble salto de la Capa de fayforno.",
  },
  "volt-filament": {
    description: "El Filamento voltaico es una herramienta azul que hace que las habilidades de seda de Hornet golpeen más fuerte y les añade un efecto eléctrico. Es la recompensa por derrotar al Voltvyrm en el Nido Volt de las Arenas de Karak.",
    tips: "Equípalo en configuraciones que usan a menudo habilidades de seda. Los golpes eléctricos del Voltvyrm quitan dos máscaras, así que prepárate para un combate cuidadoso. El Nido Volt exige el Vuelo sedeño, así que déjalo para el final de la partida.",
    location: "Derrota al Voltvyrm en el Nido Volt, en las Arenas de Karak; para llegar hace falta el Vuelo sedeño.",
  },
  compass: {
    description: "La Brújula es una herramienta amarilla que marca en el mapa la posición actual de Hornet. La vende Shakra, la cartógrafa, a la que los jugadores conocen primero en la Médula.",
    tips: "Cómprala pronto: Telalejana es enorme, y ver dónde estás ahorra mucho deambular. Ocupa un hueco amarillo, así que cámbiala cuando conozcas bien una zona. A algunos jugadores les cuesta renunciar a ella incluso al final de la partida, así que decide tú si el hueco merece la pena.",
    location: "La vende Shakra, a la que conoces primero en la Médula.",
  },
  "shard-pendant": {
    description: "El Colgante fragmentador es una herramienta amarilla que hace que los enemigos derrotados suelten más Fragmentos de coraza. Se encuentra en la Médula.",
    tips: "Llévalo mientras acumulas recursos, ya que los Fragmentos de coraza pagan el relleno de tus herramientas en los bancos. Es más útil en configuraciones cargadas de herramientas que gastan muchos fragmentos. Cámbialo por otra herramienta amarilla cuando tu reserva de fragmentos sea holgada.",
    location: "Se encuentra en la Médula.",
  },
  "magnetite-brooch": {
    description: "El Broche de magnetita es una herramienta amarilla que atrae hacia Hornet los Rosarios cercanos, para que no tenga que perseguir cada cuenta. Las guías lo sitúan entre las herramientas amarillas más útiles para reunir dinero.",
    tips: "Equípalo mientras acumulas Rosarios para que las monedas que caen en sitios incómodos vengan a ti. Ayuda sobre todo en salas frenéticas donde las cuentas se esparcen por salientes y pinchos. Como los Rosarios se pierden al morir, recogerlos rápido significa dejar menos por el suelo.",
    location: "",
  },
  "magnetite-dice": {
    description: "Los Dados de magnetita son una herramienta amarilla que se gana en un juego de dados contra Lumble the Lucky en los Escalones Ajados. Su descripción promete buena suerte a quien los lleve.",
    tips: "Cada ronda del juego de Lumble cuesta 4 Rosarios, así que lleva cuentas de sobra por si pierdes algunas rondas. Sigue jugando hasta ganar los dados. Descansa antes en el banco de la vía campana cercana para que un enemigo despistado no te cueste tus Rosarios.",
    location: "Gana el juego de dados de Lumble the Lucky cerca del banco de la vía campana de los Escalones Ajados.",
  },
  rosaries: {
    description: "Los Rosarios son la moneda principal de Telalejana, las cuentas que sustituyen a los geos del primer juego. Las cuentas sueltas valen uno, mientras que las cuentas de coraza y de perla, más grandes, valen cinco y quince. Se gastan en artículos de las tiendas, mapas, bancos de peaje y estaciones de vía campana, así que importan desde la primera hora.",
    tips: "Los Rosarios sueltos se caen cuando Hornet muere; vuelve a su capullo para recuperarlos, porque si mueres otra vez antes de llegar se pierden para siempre. Derrotar enemigos es la fuente de ingresos más fiable, así que despeja las salas a tu paso en lugar de pasar corriendo junto a todo. Convierte las cuentas sobrantes en una Ristra de rosarios antes de un combate arriesgado para que estén a salvo. Golpea las sartas de cuentas que cuelgan de los techos y cubren las estatuas, y revisa los rincones en busca de alijos ocultos.",
    location: "Los sueltan muchos enemigos, se desprenden de sartas de cuentas colgantes y de estatuas de rosarios, se encuentran en cofres y alijos, y se entregan como recompensa de algunos deseos.",
  },
  "shell-shards": {
    description: "Los Fragmentos de coraza son la segunda moneda de Hornet, los pequeños fragmentos plateados que salen despedidos de los enemigos derrotados. Su función principal es rellenar las cargas de tus herramientas equipadas cada vez que descansas en un banco. Algunos deseos también te piden donarlos, como Reparaciones del Valle Óseo, que requiere 200.",
    tips: "Estate atenta a cualquier cosa con una textura plateada brillante, como rocas relucientes o cuerdas tachonadas de fragmentos, ya que golpearlas suelta un puñado. Hay un límite de cuántos puedes llevar, así que mejora la Bolsa de herramientas cuando empieces a depender de las herramientas. La herramienta Colgante fragmentador, de la Médula, aumenta cuántos fragmentos dan los enemigos. Revisa tu reserva antes de un largo camino de vuelta hasta un jefe para que las cargas de tus herramientas se rellenen en el banco.",
    location: "Los sueltan casi todos los enemigos y salen de los depósitos de fragmentos repartidos por Telalejana; el límite que se puede llevar aumenta con la Bolsa de herramientas.",
  },
  silkspear: {
    description: "La Lanza sedeña es una habilidad de seda temprana, un ataque a distancia impulsado por seda que Hornet consigue en las primeras horas del Acto 1. El juego también la usa como llave: la Bestia Campana duerme envuelta en una seda que solo la Lanza sedeña puede cortar.",
    tips: "Desvíate a Hogar Musgoso antes de ir a la arena de la Bestia Campana, ya que sin ella no puedes despertar a la bestia. En ese combate, y más tarde contra Viuda, la Lanza sedeña te permite hacer daño desde una distancia segura en lugar de intercambiar golpes de cerca. Como toda habilidad de seda, gasta seda, así que vigila que te quede suficiente para enlazar cuando necesites curarte.",
    location: "Se aprende en Hogar Musgoso, al que se llega yendo a la izquierda en la bifurcación cercana a Shakra, en la parte alta de la Médula, antes del combate contra la Bestia Campana.",
  },
  "silk-heart": {
    description: "Los Corazones de seda son mejoras poco comunes que restauran por sí solas un segmento de seda cuando tu carrete se ha vaciado. Solo hay tres en el juego, así que cada uno ayuda notablemente en combates largos en los que es difícil acertar golpes. El primero lo da la Bestia Campana, el jefe que también abre la red de viaje rápido de las vías campana.",
    tips: "Vence a la Bestia Campana en la Médula y luego toca el orbe de seda que deja para entrar en un reino de seda cuyas plataformas se desmoronan bajo tus pies. Sigue trepando deprisa, golpea la palanca del saliente firme para elevarlo y coge el corazón en lo alto. El segundo corazón está en el Ala Blanca y exige la Llave blanca, la Garra elongada y la Llave del cirujano, con un combate contra un jefe por el camino. Combina los corazones con blasones y habilidades que consuman mucha seda, ya que recuperas seda sin tener que acertar golpes.",
    location: "Primero: recompensa por vencer a la Bestia Campana en lo alto de la Médula. Segundo: el Ala Blanca, en la Ciudadela, tras la puerta de la Llave del cirujano.",
  },
  quill: {
    description: "La Pluma permite a Hornet dibujar sus propios avances en los mapas de zona que compra, rellenando las salas que ha recorrido cada vez que descansa. Sin ella solo ves el contorno aproximado de cada zona. Shakra, la vendedora de mapas, la ofrece al principio mismo del viaje.",
    tips: "Cómprala pronto junto con los primeros mapas; es uno de los mejores usos de tus primeros Rosarios. Recuerda que el mapa solo se actualiza cuando descansas, así que siéntate a menudo en los bancos de una zona nueva. Si te empeñas en no comprarla, el juego te da una pluma roja del escritorio del jefe Trobbio en el Acto 2, o una morada en el Acto 3. Esas variantes solo cambian el icono, así que prescindir de la pluma es un reto de orgullo, no un atajo.",
    location: "La vende Shakra, la vendedora de mapas, cuyo primer puesto está en la Médula. Las versiones roja y morada esperan en el escritorio de Trobbio a quienes nunca la compraron.",
  },
  "rosary-string": {
    description: "Una Ristra de rosarios es un manojo de cuentas atadas para que no se puedan perder. Las cuentas ensartadas permanecen en tu inventario aunque Hornet muera. Puedes comprar una en el Valle Óseo, el primer pueblo del viaje.",
    tips: "La tienda de Pebb en el Valle Óseo te ensarta las cuentas: pagas 80 Rosarios y recibes una ristra que vale 60. Perder 20 cuentas sale más barato que perder toda la bolsa por una mala muerte, así que ensarta tus ahorros antes de un jefe duro o una zona peligrosa. Las cuentas ensartadas no se pueden gastar hasta que rompes la ristra desde tu inventario. Las ristras también aparecen como botín al explorar y como recompensa de algunas misiones.",
    location: "Se compra en la tienda de Pebb, en el Valle Óseo, y se encuentra como botín por el mundo.",
  },
  "frayed-rosary-string": {
    description: "La Ristra de rosarios desgastada es la más pequeña de las cinco sartas de cuentas y vale 30 Rosarios. Como las demás, mantiene sus cuentas a salvo cuando Hornet muere. Normalmente se encuentra por el mundo en lugar de comprarse.",
    tips: "No la rompas enseguida; guárdala como reserva de seguridad y ábrela solo cuando estés delante de una tienda. Una de las primeras está escondida en el pasadizo justo encima del maestro de pulgas Mooshka, en la Médula. También aparecen ristras gastadas en lugares secretos de otras zonas, así que golpea las paredes sospechosas.",
    location: "Se encuentra en lugares ocultos, por ejemplo en el pasadizo sobre el maestro de pulgas Mooshka, en la Médula.",
  },
  "simple-key": {
    description: "Las Llaves sencillas son llaves de un solo uso que abren las cerraduras simples repartidas por Telalejana. Hay cuatro llaves y cuatro cerraduras correspondientes, y llevan sobre todo a salas opcionales. La primera está a la venta en el Valle Óseo desde muy pronto.",
    tips: "Cada llave se gasta al abrir una cerradura, así que elige dónde usarlas. Una cerradura está en los Muelles Profundos, tras un hueco de lava que necesitas el Paso ágil para cruzar; es opcional, así que usar allí una llave no puede bloquear la historia. La llave del Valle Óseo cuesta 500 Rosarios, lo que es caro al principio, y otra la suelta un enemigo del Camino del Pecador. Si andas corta de cuentas, espera hasta saber qué puerta quieres abrir.",
    location: "Una se vende en el Valle Óseo por 500 Rosarios; otra la suelta un enemigo del Camino del Pecador; el resto están escondidas por Telalejana.",
  },
  "mask-shard": {
    description: "Los Fragmentos de máscara aumentan la salud de Hornet: cada cuatro fragmentos forman una máscara nueva. Hay 20 fragmentos en total, que equivalen a cinco máscaras extra. La mayoría se esconden en salas secretas o tras comprobaciones de habilidades, y algunos son recompensas de deseos.",
    tips: "Empieza por el fragmento que se vende en el Valle Óseo, por unos 300 Rosarios. Entre los primeros gratuitos están una sala oculta con un estanque en las Gusaneras (se llega con el Paso ágil), una pared agrietada en lo alto de Bosque Coraza cerca de Shakra y un rompecabezas sobre la Costurera en los Campos Lejanos que exige la Capa de flotador. Los deseos de Campanilla también dan fragmentos, incluidas cacerías de enemigos opcionales duros. Hazte con los primeros antes de los jefes más difíciles del Acto 1.",
    location: "Repartidos por Telalejana: uno a la venta en el Valle Óseo, otros en las Gusaneras, Bosque Coraza, los Campos Lejanos y más allá, además de recompensas de deseos en Campanilla.",
  },
  "spool-fragment": {
    description: "Los Fragmentos de carrete son piezas que amplían el carrete de seda de Hornet, el indicador que alimenta el enlace y las habilidades de seda. La lista de finalización cuenta 18, y suponen una parte importante del porcentaje de finalización.",
    tips: "Un carrete más largo te da margen para curarte y aun así usar una habilidad de seda, así que importan más cuanto más dependas de la seda. Vuelve a las zonas anteriores tras cada habilidad nueva, ya que muchos fragmentos están fuera de tu alcance al principio. Usa un marcador de mapa cuando veas uno al que aún no puedes llegar.",
    location: "Repartidos por Telalejana.",
  },
  "swift-step": {
    description: "El Paso ágil es el acelerón de Hornet, y si mantienes el botón pulsado se convierte en un esprint. Funciona en el suelo y en el aire y abre muchos caminos y huecos. Lo encuentras pronto en el Acto 1, en los Muelles Profundos.",
    tips: "Consíguelo en cuanto llegues a los Muelles Profundos; facilita mucho tanto la exploración como esquivar los ataques de los jefes. Cerca de lo alto de la zona, golpea el nódulo naranja que cuelga del techo y retrocede antes de que estalle; la explosión abre una sección oculta que lleva a la estatua de Tejedora. Los controles por defecto son R2 o RT en mando y C en teclado. Usa el esprint para recorrer más rápido los largos pasillos al volver sobre tus pasos.",
    location: "Muelles Profundos, en una sección oculta tras un nódulo naranja explosivo en la parte alta de la zona, junto a una estatua de Tejedora.",
  },
  "drifters-cloak": {
    description: "La Capa de flotador permite a Hornet planear, lo que frena su caída y le deja aprovechar las corrientes ascendentes. Se la da la Costurera, una antigua guerrera que vive en una cabaña de tela colgante en los Campos Lejanos. Conseguirla forma parte de la ruta principal del Acto 1, y el combate contra el Cuarto Coro en los Campos Lejanos llega justo después.",
    tips: "Habla con la Costurera en los Campos Lejanos y completa su deseo para ganar la capa. Enseguida abre el camino a un Fragmento de máscara sobre su sala, donde planeas hacia arriba y usas suelo explosivo para despejar el paso. También hará falta más adelante para el Monte Fay, junto con la Garra elongada. Practica planear sobre pinchos y entre corrientes ascendentes antes de pasar a plataformas más difíciles.",
    location: "Te la da la Costurera en los Campos Lejanos como recompensa por su deseo.",
  },
  "thread-storm": {
    description: "La Tormenta de hilos es una habilidad de seda que azota un círculo de seda alrededor de Hornet y golpea todo lo que hay cerca. Las pruebas de daño de los jugadores la situaron como la más fuerte de las seis habilidades de seda, por delante de la Furia rúnica, cuando aciertan todos sus golpes. También se desbloquea pronto en el Acto 1.",
    tips: "Búscala en el lado noreste de Páramo Gris. Su alcance uniforme alrededor de Hornet la hace estupenda contra grupos y te permite herir a los jefes desde un poco más lejos que un tajo de aguja. Combínala con el Blasón de Chamana y la herramienta Filamento voltaico para subir aún más su daño; los speedrunners usan exactamente esa configuración. Lánzala cuando un enemigo se comprometa con un ataque cerca de ti, no al vacío.",
    location: "Páramo Gris, en el lado noreste de la zona.",
  },
  "cling-grip": {
    description: "El Agarre de pinza permite a Hornet agarrarse a las paredes y saltar desde ellas. Se aprende en una estatua de Tejedora de Bosque Coraza que se abre tras derrotar a la Hermana Vastiguera. Viuda, en Campanilla, el Camino del Pecador y muchos secretos lo necesitan.",
    tips: "Vence a la Hermana Vastiguera en Bosque Coraza y luego visita la estatua de Tejedora que custodiaba. Después, vuelve a las zonas anteriores y busca pozos altos y salientes elevados que tuviste que saltarte. Es la clave para llegar hasta Viuda en los túneles al norte de Campanilla, y sin él el Camino del Pecador te queda cerrado.",
    location: "Estatua de Tejedora en Bosque Coraza, accesible tras derrotar a la Hermana Vastiguera.",
  },
  needolin: {
    description: "El Agujolín es un instrumento que toca Hornet para arrancar canciones al mundo. Tocarlo cerca de los personajes puede revelar trasfondo en sus versos, y abre puertas construidas por las Tejedoras. Es la recompensa por derrotar a Viuda, lo que además libera a Campanilla de su maldición.",
    tips: "Cuando cae Viuda, vuelven los residentes y servicios de Campanilla, incluido el maestro alfilero Plinney, así que pasa un tiempo allí. Vuelve a las puertas de Tejedora que viste antes, por ejemplo en la Gruta Musgosa. Pruébalo con personajes nuevos para obtener versos adicionales de la historia. También importa al final: la ruta al Acto 3 termina con Hornet tocándolo cuando se le indica tras el combate final.",
    location: "Recompensa por derrotar a Viuda al fondo de los túneles al norte de Campanilla.",
  },
  "sharpened-needle": {
    description: "La Aguja afilada es una de las cuatro mejoras de la aguja de Hornet, junto con la Aguja resplandeciente, la Aguja de acerocolmena y la Aguja de acero pálido. Cada mejora aumenta el daño de la aguja y cuenta para la finalización. Las mejoras de aguja están disponibles cuando el maestro alfilero Plinney vuelve a Campanilla.",
    tips: "Libera Campanilla venciendo a Viuda para que se abran los servicios de Plinney. Cuenta con que la mejora se note de forma desigual: los jugadores descubrieron que cada tipo de enemigo recibe una fracción fija del daño de la aguja, y que esa fracción se reduce para muchos enemigos a medida que mejora la aguja. En conjunto sigues golpeando más fuerte, pero algunos enemigos no caerán con menos golpes de inmediato. Aun así, las mejoras merecen la pena antes de los jefes más duros del Acto 2.",
    location: "De las mejoras de aguja se encarga el maestro alfilero Plinney en Campanilla, tras derrotar a Viuda.",
  },
  "memory-locket": {
    description: "Los Relicarios de memorias desbloquean huecos de herramienta extra en los blasones y cumplen la función que tenían las muescas de amuleto en el primer juego. Cada relicario abre un hueco en el blasón que elijas. Algunos se venden en tiendas, pero la mayoría están escondidos en lugares secretos.",
    tips: "Úsalos en un banco seleccionando uno de los puntitos junto a los huecos más grandes de un blasón. El color del punto decide el tipo de herramienta: rojo para armas, azul para defensa y amarillo para exploración. Un hueco pertenece a ese blasón para siempre y no pasa a otros blasones, así que invierte en el blasón que de verdad usas. Desbloquear suficientes huecos entre todos los blasones también te da huecos de Vestiblasón extra por parte de Eva.",
    location: "Se venden en algunas tiendas y están escondidos en lugares secretos por toda Telalejana.",
  },
  "tool-pouch": {
    description: "La Bolsa de herramientas es una mejora que permite a Hornet llevar más cosas a la vez. Cada nivel aumenta tanto el límite de Fragmentos de coraza como el número de cargas de sus herramientas. Cuenta para la finalización.",
    tips: "Consíguela cuando empieces a depender de las herramientas rojas en los combates contra jefes, ya que más cargas significan menos vueltas a un banco. Un límite de fragmentos más alto también te permite ahorrar fragmentos para los deseos de donación. Combínala con el Colgante fragmentador si siempre andas escasa de Fragmentos de coraza.",
    location: "",
  },
  "key-of-indolent": {
    description: "La Llave del Indolente es una de las tres llaves de la Losa, la prisión a la que pueden llevar a Hornet después de que la capture un volador que carga jaulas. Abre las primeras puertas cerradas en el camino para recuperar su equipo robado. Las otras dos son la Llave del Hereje y la Llave del Apóstata.",
    tips: "Tras salir de la jaula, rompe a golpes el techo agrietado que hay sobre la primera puerta cerrada y sigue los túneles hacia abajo. Grindle está en una celda al fondo; la llave está en la sala a su izquierda, custodiada por unos cuantos enemigos. Vuelve a través de la celda de Grindle para encontrar un banco y el mapa de la Losa, y luego usa la llave en la puerta que hay bajo el banco. Tras esa puerta te espera una tanda de enemigos y cuchillas giratorias.",
    location: "La Losa, en una sala a la izquierda de la celda de Grindle.",
  },
  "white-key": {
    description: "La Llave blanca abre el camino al Ala Blanca, un lúgubre pabellón médico de la Ciudadela. Está en Enclave Cancioneril, el pequeño asentamiento que crece junto al Primer santuario en el Acto 2. El Ala Blanca guarda objetos útiles como la herramienta Banda inyectora, y conduce a los Talleres Inferiores y a la Garra elongada.",
    tips: "Tañe primero la campana del Primer santuario para que los peregrinos empiecen a reunirse en Enclave Cancioneril. La llave está apoyada contra la pared en la esquina más oriental de Enclave Cancioneril, pasado el edificio central. Úsala en el ascensor con marcas blancas de la parte baja de las Cámaras Corales para bajar al Ala Blanca. Hazte pronto con el mapa del Ala Blanca al llegar; si se te escapa, Shakra puede vendértelo más tarde.",
    location: "Enclave Cancioneril, en la esquina más oriental junto al Primer santuario, en el Acto 2.",
  },
  "surgeons-key": {
    description: "La Llave del cirujano abre la cerradura ornamentada del fondo del Ala Blanca. Tras esa puerta esperan un combate contra un jefe y el segundo Corazón de seda. Necesitas tanto la Llave blanca como la Garra elongada antes de poder alcanzarla.",
    tips: "Desde la entrada del Ala Blanca, trepa y sigue hacia la derecha hasta que el camino se divida, toma el ramal izquierdo y rompe el bloque de la pared. Encima cuelga una palanca con forma de anilla: agárrala con la Garra elongada y la llave caerá. Para usarla, ve al oeste desde el banco del Ala Blanca, baja en el ascensor y sigue hacia el oeste hasta la cerradura ornamentada. Descansa antes, porque al otro lado espera un jefe.",
    location: "El Ala Blanca; cae al tirar con la Garra elongada de una palanca con forma de anilla.",
  },
  clawline: {
    description: "La Garra elongada es el arpón de enganche de Hornet, una de sus artes ancestrales. La impulsa hacia anillas, algunas superficies e incluso enemigos, y le permite colgarse y encadenar ascensos. Se enlaza en un altar de Tejedora del Caldero, la zona de talleres de los Talleres Inferiores, durante el Acto 2.",
    tips: "La ruta habitual es Llave blanca, ascensor del Ala Blanca y luego bajar a los Talleres Inferiores y cruzar las salas de lava del Caldero. El control por defecto es S en PC, LT en Xbox, L2 en PlayStation y ZL en Switch. Engancharte a un enemigo te lanza desde él, algo útil para cruzar huecos en los combates. Muchas zonas y objetos tardíos la necesitan, como el Monte Fay, la Llave del cirujano y el camino a Aguas Biliares.",
    location: "Altar de Tejedora en el Caldero, Talleres Inferiores (Acto 2).",
  },
  "architects-key": {
    description: "La Llave de los Arquitectos abre la capilla de los Arquitectos en los Talleres Inferiores, que guarda el Blasón de Arquitecta. El acceso se obtiene a través del Duodécimo Arquitecto, el último de los artífices mecánicos de la Ciudadela, que trabaja en el Caldero. Pertenece al Acto 2.",
    tips: "Visita al Duodécimo Arquitecto en el Caldero y colabora con el Arquitecto para conseguir la llave; el Arquitecto también intercambia herramientas por Rosarios y Metal artesano. La capilla está al norte del taller. El blasón que desbloquea gira en torno a las herramientas rojas, así que hazte con Fragmentos de coraza antes de probarlo.",
    location: "Se obtiene a través del Duodécimo Arquitecto en el Caldero, Talleres Inferiores; abre la capilla de los Arquitectos.",
  },
  craftmetal: {
    description: "El Metal artesano es un material de fabricación poco común que algunos artífices de Telalejana piden junto con Rosarios. El Duodécimo Arquitecto de los Talleres Inferiores cambia herramientas mecánicas por él. Escasea, así que cada pieza debería ir a algo que de verdad vayas a usar.",
    tips: "No lo gastes en lo primero que te ofrezcan; revisa antes el surtido del Duodécimo Arquitecto, ya que al menos una de las herramientas del Arquitecto lo necesita. Mantente atenta en los caminos secundarios y las salas secretas. Si al final de la partida te falta una herramienta en tu colección, la razón puede ser la falta de Metal artesano.",
    location: "Se encuentra en cantidades limitadas por toda Telalejana; se gasta con artífices como el Duodécimo Arquitecto.",
  },
  "faydown-cloak": {
    description: "La Capa de fayforno da a Hornet un doble salto. Espera en la cima del Monte Fay, una gélida subida al oeste de la Losa que es casi todo plataformas. Es una recompensa del Acto 2 que abre gran parte del tramo final del juego.",
    tips: "Necesitas la Garra elongada y la Capa de flotador antes de intentar la subida. El frío daña a Hornet con el tiempo, así que muévete rápido entre las lámparas cálidas y las fuentes de calor que lo reinician. Hay dos bancos por el camino, uno tras un peaje y otro tras una pared rompible. En la cima, toca el Agujolín ante el diapasón gigante. Después se abren zonas como la Espesura Fatua y la ruta hacia la Llave del Apóstata.",
    location: "Cima del Monte Fay, Acto 2.",
  },
  "twisted-bud": {
    description: "El Cogollo retorcido es un brote llorón con aspecto de bebé que se encuentra en Aguas Biliares durante el Acto 2. Inicia el Rito de renacimiento con Greyroot en Bosque Coraza, una cadena que termina con el Blasón de Bruja. También es la clave del final secreto Niña retorcida.",
    tips: "Para llegar a Aguas Biliares hace falta la Garra elongada para romper una pared por el camino. Termina antes el rito del pólipo para Greyroot, ya que es necesario antes de poder usar el cogollo. El Rito de renacimiento maldice a Hornet y limita su curación; la cura se compra en Páramo Gris, así que lleva al menos 260 Rosarios. Si quieres el final Niña retorcida, enfréntate al jefe final del Acto 2 mientras sigues maldita, y hazlo antes de entrar en el Acto 3.",
    location: "Aguas Biliares, Acto 2; se usa con Greyroot en Bosque Coraza.",
  },
  "key-of-apostate": {
    description: "La Llave del Apóstata es la tercera llave de la Losa, pero no se encuentra en la prisión. Está al otro lado del mapa, en los Conductos Putrefactos. Abre dos puertas de la Losa, una de las cuales lleva a la jefa oculta Pecadora Original.",
    tips: "Necesitas la Capa de fayforno, y la Garra elongada y el Agarre de pinza hacen la ruta mucho más fiable. El camino más seguro entra desde el Memorium; el otro empieza en Aguas Biliares tras vencer al jefe de su sección superior. En los Conductos, dirígete al túnel oscuro de la izquierda cerca del fondo y destroza la jaula que hay al final. La segunda puerta de la Losa lleva a un rompecabezas de plataformas con un Fragmento de máscara.",
    location: "Conductos Putrefactos, al final de un túnel oscuro en la parte inferior izquierda; se usa en dos puertas de la Losa.",
  },
  "rune-rage": {
    description: "La Furia rúnica es una habilidad de seda que hace estallar runas explosivas, copiando un ataque de la Pecadora Original, una Tejedora encarcelada en la Losa. Hornet la obtiene tras derrotarla. En las pruebas de daño de los jugadores quedó segunda entre las seis habilidades de seda.",
    tips: "Consigue primero la Llave del Apóstata en los Conductos Putrefactos, luego abre la celda sellada de la Losa y rompe las runas de seda que la cierran. El combate empieza cuando enlazas en la estatua de Tejedora del interior; si pierdes, simplemente vuelve a empezar fuera de la celda. Estate atenta a cuando la Pecadora Original se cura con su propio enlace e interrúmpela. Cuando tengas la Furia rúnica, combínala con blasones y herramientas que aumenten el daño de las habilidades de seda.",
    location: "Recompensa por derrotar a la Pecadora Original en la Losa, tras una puerta que se abre con la Llave del Apóstata.",
  },
  "rosary-necklace": {
    description: "El Collar de rosarios es una sarta de cuentas mayor que vale 120 Rosarios. Es el tercero de cinco niveles de almacenamiento, por encima de la Ristra de rosarios desgastada (30) y la Ristra de rosarios (60) y por debajo del Collar de rosarios pesado (240) y el Collar de rosarios pálido (340). Sus cuentas están a salvo de la muerte hasta que lo rompes.",
    tips: "Trátalo como una cuenta de ahorro: rómpelo solo cuando estés lista para comprar algo. Las compras más grandes del final del juego, como mapas y mejoras, son donde estos collares compensan. Las ristras y los collares también se dan como recompensa de misiones, así que completa deseos cuando andes escasa.",
    location: "",
  },
  "cross-stitch": {
    description: "El Punto de cruz es una de las seis habilidades de seda de Hornet, junto con la Lanza sedeña, la Tormenta de hilos, el Dardo veloz, la Furia rúnica y las Uñas pálidas. Las habilidades de seda gastan seda directamente y ocupan los huecos blancos de un blasón. Cuenta para la finalización.",
    tips: "Equípalo en un banco, en un hueco de habilidad de seda. Los blasones difieren en cuántos huecos de habilidad de seda ofrecen; el Blasón de Chamana tiene tres. Guarda suficiente seda en reserva para enlazar cuando necesites curarte.",
    location: "",
  },
  sharpdart: {
    description: "El Dardo veloz es una de las seis habilidades de seda de Hornet, junto con la Lanza sedeña, la Tormenta de hilos, el Punto de cruz, la Furia rúnica y las Uñas pálidas. Como las demás, gasta seda y ocupa un hueco blanco del blasón. Cuenta para la finalización.",
    tips: "Equípalo en un banco. Si quieres usar varias habilidades de seda a la vez, el Blasón de Chamana ofrece tres huecos de habilidad de seda. La herramienta Filamento voltaico aumenta el daño de las habilidades de seda.",
    location: "",
  },
  "pale-nails": {
    description: "Las Uñas pálidas son una de las seis habilidades de seda de Hornet, junto con la Lanza sedeña, la Tormenta de hilos, el Punto de cruz, el Dardo veloz y la Furia rúnica. Gastan seda y ocupan un hueco blanco del blasón. Cuentan para la finalización.",
    tips: "Equípalas en un banco. Las configuraciones centradas en la seda son las que más partido les sacan, por ejemplo con el Blasón de Chamana, que tiene tres huecos de habilidad de seda y potencia las habilidades de seda. Equilibra el uso de habilidades de seda con la seda que necesitas para enlazar.",
    location: "",
  },
  sylphsong: {
    description: "La Silfonía es la última de las cinco mejoras que ofrece Eva, que vive en el Nido de Tejedora Atla, junto al extremo derecho de la Gruta Musgosa. Eva recompensa a Hornet según el número total de huecos de blasón que ha desbloqueado con Relicarios de memorias. Las guías describen su beneficio como recuperar la seda cuando Hornet descansa en un banco.",
    tips: "Gasta tus Relicarios de memorias de forma constante y vuelve a ver a Eva; sus recompensas anteriores son una mejora del Blasón de Cazadora y huecos de Vestiblasón extra. Las cinco mejoras se pueden conseguir antes del final del Acto 2. Cuenta para la finalización, así que no la dejes para el final.",
    location: "Te la da Eva en el Nido de Tejedora Atla cuando has desbloqueado suficientes huecos de blasón.",
  },
  "beastling-call": {
    description: "El Reclamo de bestezuelas es una canción que Hornet aprende al principio del Acto 3. Cuando intenta llamar a la Bestia Campana en la Gran Vía Campana, en su lugar irrumpe el Tragacampanas. Al final de ese combate llegan la Bestia Campana y sus crías, las bestezuelas, y Hornet aprende el reclamo.",
    tips: "Cuando empiece el Acto 3, ve a pie a la Gran Vía Campana, en la parte baja de las Cámaras Corales; la ruta Ventrica por el Primer santuario está bloqueada. Descansa en el banco de la derecha antes de dejarte caer por el agujero para el combate contra el Tragacampanas. Mantén el daño hasta que la Bestia Campana irrumpa para rematarlo.",
    location: "Gran Vía Campana, en la parte baja de las Cámaras Corales, tras el combate contra el Tragacampanas en el Acto 3.",
  },
  "silk-soar": {
    description: "El Vuelo sedeño es la última habilidad de movimiento, que se encuentra en el Abismo durante el Acto 3. Permite a Hornet alcanzar aberturas muy altas a las que nada más podría llegar. Pocas zonas nuevas dependen de él, pero hay secretos escondidos en pequeños agujeros de los techos por toda Telalejana.",
    tips: "Cuando lo tengas, recorre las zonas anteriores y mira hacia arriba: muchos techos tienen huecos a los que nunca pudiste llegar. Abre el Nido Volt y su jefe, cuya recompensa potencia las habilidades de seda. No des por hecho que todo saliente alto lo necesita; en las Arenas de Karak, una piedra amarilla en el fondo de un barranco puede elevarte hasta lo alto.",
    location: "El Abismo, Acto 3.",
  },
  everbloom: {
    description: "La Siempreviva es un objeto clave tardío, una flor pálida y luminosa extraída de una memoria lejana que protege del vacío. Es la recompensa al final de la misión Los viejos corazones, en el Acto 3. Reclamarla también otorga un logro y cuenta para la finalización.",
    tips: "Termina primero las misiones Regreso a Telalejana y Buscadora de hechizos para desbloquear Los viejos corazones. Habla con los chamanes caracol en la Capilla en Ruinas, junto al Valle Óseo, y luego reclama tres corazones: el Corazón de poder del Rey de la Corteza Khann, el Corazón de los bosques de Nyleth y el Corazón de lo salvaje de Karmelita, la Cantante Skarr. Llévaselos a los chamanes y juega la secuencia de la memoria.",
    location: "Recompensa por completar la misión Los viejos corazones con los chamanes caracol en el Acto 3.",
  },
};
