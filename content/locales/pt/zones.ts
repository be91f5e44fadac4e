import type { zones as en } from '../en/zones.ts';
import type { Translated, ZoneProse } from '../../encyclopaedia/types.ts';

export const zones: Translated<typeof en, ZoneProse> = {
  "moss-grotto": {
    description: "A Gruta Musgosa é a caverna verde no ponto mais baixo de Fiarlongo, onde a Hornet cai depois que o selo da sua jaula se rompe. É o trecho de abertura mais tranquilo do jogo, feito para ensinar movimentação e combate antes do primeiro chefe, a Moss Mother. Depois da arena dela, o caminho segue subindo em direção à cidade do Vale dos Ossos.",
    lore: "A Team Cherry contou que a gruta foi um acréscimo tardio: a Medula era originalmente a primeira grande área, mas acabava sendo uma recepção dura demais, então um espaço mais calmo foi construído embaixo dela. Os desenvolvedores a descrevem como um raro pedaço de verde saudável ao pé do reino, fora do alcance da influência corruptora da Cidadela. Volte quando tiver o Agulino, porque uma porta das Tecelãs no lado leste da gruta responde à sua canção e leva a Weavenest Atla.",
    features: [
      "Área inicial, no ponto mais baixo de Fiarlongo",
      "Moss Mother, a primeira chefe, com um banco logo antes da arena dela",
      "A Chapel Maid, encontrada logo depois da Moss Mother, no caminho para o Vale dos Ossos",
      "Uma porta das Tecelãs selada no lado leste, que se abre com o Agulino",
    ],
  },
  "bone-bottom": {
    description: "O Vale dos Ossos é a primeira cidade a que a Hornet chega, um pequeno povoado de peregrinos logo depois da Gruta Musgosa. Ele apresenta as lojas, a rede de viagem rápida das Vias Campanárias e o primeiro dos três quadros de desejos do jogo, e continua sendo uma base útil durante todo o primeiro ato.",
    lore: "Os moradores são peregrinos a caminho da Cidadela, e nem todos aprovam a Hornet: um Horned Pilgrim resmunga por ela andar armada. A segurança deles também é frágil. Depois que a Hornet obtém o Agulino, um segundo Tiranocrânio pode invadir o povoado, e então um desejo pede que você cace a fera e traga de volta o fragmento da sua coroa. Conclua todos os desejos daqui se quiser chegar ao Ato 3, já que o quadro do Vale dos Ossos precisa ser concluído junto com os de Campânula e Cantoclave.",
    features: [
      "Estação das Vias Campanárias no prédio marcado com três divisas",
      "Loja de Pebb, que vende uma Chave Simples por 500 Rosários e um Fragmento de Máscara por cerca de 300",
      "Primeiro quadro de desejos, que precisa ser concluído por inteiro para o Ato 3",
      "Uma porta de Chave Simples que liga a área da cidade ao Covil dos Vermes",
    ],
  },
  "the-marrow": {
    description: "A Medula é um sistema de cavernas coberto de ossos a leste do Vale dos Ossos, e é onde o Ato 1 começa a apertar. Aqui você conhece Shakra, a vendedora de mapas, e a Besta dos Sinos, presa em seda, cuja derrota abre a rede de viagem rápida das Vias Campanárias. As saídas levam às Docas Profundas e à Trilha de Skarr.",
    lore: "A Team Cherry projetou a Medula inicialmente como a área de abertura do jogo, antes de decidir que ela era uma introdução brutal demais. A Besta dos Sinos presa aqui é uma criatura dos túneis de sinos de Fiarlongo; depois que a Hornet a liberta com a Lança de Seda e a derrota, ela passa a levar a Hornet entre as estações das Vias Campanárias. Abasteça-se com Shakra enquanto estiver aqui, porque a Pena e a Bússola dela tornam todos os mapas seguintes muito mais fáceis de ler.",
    features: [
      "Shakra vende os primeiros mapas, além da Pena e da Bússola",
      "Luta contra a Besta dos Sinos, recompensada com as viagens pelas Vias Campanárias e o primeiro Coração de Seda",
      "A Lança de Seda, obtida ali perto em Musgalia, é necessária para soltar a Besta dos Sinos",
      "Uma saída acima da área da prisão leva à Trilha de Skarr",
    ],
  },
  "deep-docks": {
    description: "As Docas Profundas são um distrito industrial de forjas, alcançado a partir da Medula depois que a Besta dos Sinos cai. Apesar do nome, quase não há água: as docas são plataformas sobre lagos de lava, com pisos em brasa e bordas que desaparecem entre elas. É aqui que a Hornet enfrenta Tessela pela primeira vez e obtém o Passo Veloz.",
    lore: "Operários com capacetes em forma de sino trabalham entre carcaças de metal cheias de carvão em brasa, e uma tabuleta de lore sugere que as docas já enviaram Smokerock e Sweetsmelt a outra região, junto com um juramento de lealdade de cada trabalhador. A Filha da Forja mantém uma ferraria aqui e vende ferramentas como o Fragmento de Ferrão e o Sino de Magma; o Sino de Magma reduz o dano de fogo, o que faz dele uma boa compra logo no início. Num pequeno santuário há um grande sino envolto em seda; acerte a seda até soltá-la e golpeie a alavanca que se ergue, e, depois que o sino tocar, um banco toma o lugar da alavanca.",
    features: [
      "Poços de lava, espinhos e plataformas que desaparecem",
      "Primeiro duelo contra Tessela",
      "Passo Veloz, o avanço da Hornet",
      "Ferraria da Filha da Forja, com o Fragmento de Ferrão e o Sino de Magma",
      "Estação das Vias Campanárias e uma parada de Shakra com mapas",
    ],
  },
  wormways: {
    description: "O Covil dos Vermes é um labirinto de túneis infestados de vermes, alcançado seguindo para oeste a partir de Musgalia. Uma porta que exige uma Chave Simples guarda a entrada, e a área funciona como um pequeno desvio no caminho para Cascomadeira.",
    lore: "Groms e Gromlings escavam as paredes e vivem caindo do teto, então os túneis nunca ficam vazios por muito tempo; o Passo Veloz facilita muito desviar deles. No alto da área, acessível quando você tiver a Garra Aderente, o Alchemist Zylotol mantém uma oficina e reabastece o seu Frasco de Plásmio por 50 Rosários. Procure as ruínas de Weavenest Karn, um refúgio abandonado das Tecelãs, que lembram que a família da Hornet já viveu até nessas profundezas apertadas.",
    features: [
      "A porta de entrada exige uma Chave Simples",
      "Shakra vende o mapa da área por 70 Rosários",
      "O Alchemist Zylotol e um banco perto do topo (é preciso ter a Garra Aderente)",
      "Um Fragmento de Máscara atrás de uma parede quebrável numa sala alagada",
    ],
  },
  "hunters-march": {
    description: "A Trilha de Skarr é uma região semiopcional acima da Medula e das Docas Profundas, dominada pelos guerreiros formiga da tribo Skarr. Você entra nela pela Medula, e mais tarde um atalho a liga às Docas Profundas. Espinhos, armadilhas e caçadores agressivos fazem dela um dos desvios mais duros do Ato 1.",
    lore: "A região inteira funciona como um campo de provas dos Skarr, cheio de emboscadas e poços de espinhos que punem pulos descuidados, então pratique quicar em inimigos e bulbos antes de se arriscar. O grande prêmio daqui é o Brasão da Besta. No Ato 3, uma sala de estátuas esconde uma passagem que o Impulso de Seda abre, levando a um trecho isolado dos Campos Longínquos onde espera a idosa Skarrcantora Carmelita.",
    features: [
      "Entrada pela Medula, acima da área da prisão",
      "Inimigos formiga Skarr, espinhos e armadilhas",
      "O Brasão da Besta como recompensa",
      "Um banco com armadilha em frente à sala das estátuas",
      "Passagem do Ato 3 da sala das estátuas para a parte oculta dos Campos Longínquos",
    ],
  },
  "far-fields": {
    description: "Os Campos Longínquos são uma grande extensão de cavernas gramadas nas terras baixas do leste de Fiarlongo, com entrada pelas Docas Profundas. Fortes correntes de ar ascendentes atravessam as cavernas, e poças de lava espreitam nos níveis mais baixos. Eles são a rota principal de subida para o Pântano Cinzento, mas só depois que a Hornet consegue pegar carona no vento.",
    lore: "A Seamstress vive numa cabana suspensa sobre a lava, e ajudá-la com o desejo Flexile Spines rende o Drifter's Cloak, que permite à Hornet planar nas correntes ascendentes. A saída para o Pântano Cinzento é guardada pelo Quarto Vozerio, um enorme inimigo mecânico cujas mãos são imunes a dano, então mire na cabeça. No Ato 3, uma seção oculta no leste se abre a partir da Trilha de Skarr, lar da Skarrcantora Carmelita e de Sprintmaster Swift, que vive dentro de um crânio gigante e desafia a Hornet para corridas.",
    features: [
      "Correntes de vento ascendentes que exigem o Drifter's Cloak",
      "A Seamstress e a cabana dela sobre a lava",
      "O Quarto Vozerio guarda a subida para o Pântano Cinzento",
      "Pilgrim's Rest e a porta que só abre por dentro",
      "As corridas de Sprintmaster Swift no extremo leste",
    ],
  },
  greymoor: {
    description: "O Pântano Cinzento é uma grande região de cavernas parcialmente alagadas, com campos enevoados e torres em ruínas, alcançada planando para cima a partir dos Campos Longínquos. É o ponto central do Ato 1: a estrada principal segue para oeste rumo a Campânula, e uma rota secundária sobe até o Caminho dos Pecadores.",
    lore: "A saída oeste é guardada pela Asa do Pântano, uma grande fera voadora, e o cavaleiro andarilho Garmond e seu companheiro Zaza, acampados perto do topo de uma torre, ajudam a Hornet a derrubá-la. Na estalagem Halfway Home, o taberneiro Creige serve uma bebida que restaura vida e seda por 10 Rosários. Bem a leste fica o Craw Lake, e um caminho oculto pelas torres do Pântano Cinzento sobe até o Bosque dos Lumes quando a Hornet consegue dar pulo duplo.",
    features: [
      "Estalagem Halfway Home, com um banco e a bebida restauradora de Creige",
      "A chefe Asa do Pântano na saída oeste",
      "Estação das Vias Campanárias ao lado de uma das torres altas",
      "O Craw Lake no extremo leste",
      "Rota pelas torres até o Bosque dos Lumes, que fica escondido",
    ],
  },
  bellhart: {
    description: "Campânula é uma cidade de sinos a oeste do Pântano Cinzento que a Hornet encontra assombrada, com os moradores pendurados em fios de seda. Libertá-la exige subir de Cascomadeira até o covil da Viúva e derrotá-la; depois disso a cidade volta à vida, com lojas, um quadro de desejos e, com o tempo, uma casa só da Hornet.",
    lore: "Uma placa na entrada promete descanso a todo peregrino que percorre o caminho sagrado, mas a seda da Viúva já havia silenciado o povoado inteiro quando a Hornet chegou. Derrotar a Viúva concede o Agulino, conclui o desejo Threadspun Town e permite que a Hornet toque o grande sino. Depois, visite o Mestre Alfineteiro Plinney para a primeira melhoria da agulha antes de encarar os Degraus Devastados, e continue cumprindo desejos para que Pavo acabe entregando a chave do Campalar.",
    features: [
      "A chefe Viúva, alcançada a partir de Cascomadeira com a Garra Aderente",
      "O Agulino e o grande sino da cidade",
      "As melhorias da agulha do Mestre Alfineteiro Plinney",
      "O Campalar, a casa do jogador, com a chave entregue por Pavo",
      "Estação das Vias Campanárias, com o Bell Hermit morando ali perto",
    ],
  },
  shellwood: {
    description: "Cascomadeira é uma floresta tomada por espinheiros, onde as plantas são tão perigosas quanto as criaturas. Ela fica depois do Covil dos Vermes, e é onde a Hornet enfrenta a Irmã Lasca a caminho da Garra Aderente, a habilidade de se agarrar às paredes que abre as alturas de Campânula e o caminho para os Degraus Devastados.",
    lore: "Greyroot, um ser estranho que nem sequer é um inseto, vive entre as raízes e pede que a Hornet lhe traga Pollip Hearts. As velhas estradas da floresta foram engolidas há muito tempo por espinhos e mato, então muitos segredos ficam atrás de paredes rachadas; golpeie tudo o que parecer frágil. Um caminho de sinos escondido, que começa perto do banco principal de Cascomadeira, leva ao covil da Viúva em Campânula.",
    features: [
      "Espinheiros e flora com espinhos que causam dano",
      "A chefe Irmã Lasca, no caminho para a Garra Aderente",
      "O pedido de Greyroot por Pollip Hearts",
      "Um Fragmento de Máscara atrás de uma parede rachada perto de Shakra",
      "Rotas que seguem para Campânula e para os Degraus Devastados",
    ],
  },
  "weavenest-atla": {
    description: "Weavenest Atla é um ninho das Tecelãs escondido atrás de uma porta selada no lado leste da Gruta Musgosa. A porta só cede ao Agulino, então a maioria dos jogadores volta ao ponto de partida da jornada depois de libertar Campânula para explorá-lo.",
    lore: "As Tecelãs, o povo aranha de quem a Hornet descende, selaram vários lugares de Fiarlongo com portões que respondem a canções em vez de chaves, e a porta deste ninho é um deles. Ele volta a importar no fim do jogo: para o desejo Seda e Alma, um porão secreto no corredor acima do banco do ninho guarda o Aranhol, uma das peças que o Guardião pede. Anote os portões selados estranhos pelos quais passar antes de ter o Agulino; percorrê-los depois é como se encontram lugares como este.",
    features: [
      "Porta selada das Tecelãs no leste da Gruta Musgosa, aberta com o Agulino",
      "Normalmente explorado depois de obter o Agulino em Campânula",
      "Um porão secreto acima do banco que guarda o Aranhol",
    ],
  },
  "blasted-steps": {
    description: "Os Degraus Devastados são um deserto varrido pelo vento, com escadarias de pedra quebradas que sobem de Cascomadeira até o Grande Portão da Cidadela. Rajadas de vento desviam os seus pulos, e criaturas que se enterram na areia punem quem fica tempo demais no chão. No topo espera a Última Juíza, a chefe final do Ato 1.",
    lore: "Esta é a estrada dos peregrinos até a Cidadela, e a Última Juíza fica na ponta leste, logo do lado de fora do Grande Portão, guardando a entrada. No caminho de subida, um par de Grandes Mosquicórnios bloqueia a passagem; derrote um e o outro foge. A Alfinistra, que ensina a técnica Needle Strike, mora mais adiante nos degraus. Desbloqueie a estação das Vias Campanárias e o banco perto do topo antes da Última Juíza, porque o caminho de volta pela areia, entre os Mosquicórnios e as Juízas que patrulham, é longo.",
    features: [
      "Fortes rajadas de vento e vermes que vivem na areia",
      "A luta contra os Grandes Mosquicórnios no caminho de subida",
      "Estação das Vias Campanárias ao lado de um banco perto do topo",
      "A Última Juíza no Grande Portão, encerrando o Ato 1",
    ],
  },
  "sinners-road": {
    description: "O Caminho dos Pecadores é uma passagem sombria que sobe a partir da Halfway Home, no Pântano Cinzento, conhecida pelos cães ferozes que rondam seus corredores. Ele inicia o chamado caminho do pecador, uma rota alternativa rumo à Cidadela que passa pelo Bilebrejo e por The Mist em vez dos Degraus Devastados.",
    lore: "Se os Degraus Devastados são a subida do peregrino fiel, esta estrada é o caminho dos fundos, e segui-la até o fim permite à Hornet chegar à Cidadela sem jamais enfrentar a Última Juíza. O banco central está quebrado: custa 60 Rosários e depois um desafio de pulos complicado antes que você possa descansar nele, então primeiro acerte a alavanca que destrava o atalho da gaiola ali perto. Crull e Benjin vivem na parte alta da estrada, e o Green Prince também pode ser encontrado aqui.",
    features: [
      "Acesso pelo elevador perto da Halfway Home, no Pântano Cinzento",
      "Banco central quebrado, que custa 60 Rosários para ser restaurado",
      "Rotas ocultas para o Bilebrejo e The Mist",
      "Um caminho pelos fundos até a Cidadela que evita a Última Juíza",
    ],
  },
  "the-mist": {
    description: "The Mist é um labirinto tomado pela névoa, alcançado a partir do Caminho dos Pecadores ou do Bilebrejo. A área não tem mapa próprio, e as salas se organizam de um jeito diferente a cada vez que você entra, então andar às cegas só faz você dar voltas.",
    lore: "A travessia é um quebra-cabeça, não uma luta. Toque o Agulino perto das pequenas luzes brilhantes de cada sala e elas flutuam em direção à saída certa; siga-as por várias salas até chegar ao centro e depois sair de novo. Ande devagar, porque armadilhas de espinhos e Wraiths espreitam na névoa. O outro lado leva ao Exhaust Organ, no Bilebrejo, cujo elevador desce até as Claustroforjas, abaixo da Cidadela.",
    features: [
      "Sem mapa; a disposição das salas muda a cada visita",
      "Luzes brilhantes que mostram a saída quando você toca o Agulino",
      "Armadilhas de espinhos e inimigos Wraith",
      "Saída em direção ao Exhaust Organ e a um elevador para as Claustroforjas",
    ],
  },
  bilewater: {
    description: "O Bilebrejo é um pântano escuro e poluído, envenenado pelos dejetos da Cidadela, lar da tribo Stilkin e de seu líder, Groal, o Magnífico. A água infestada de larvas impede a Hornet de se curar e drena a seda dela, e os poucos bancos tornam longos os caminhos de volta. A Team Cherry o chama de maior desafio do Ato 2 e principal porta de entrada para o Ato 3.",
    lore: "Os Stilkin culpam a Cidadela por sujar seu lar, antes limpo, e Groal esbraveja contra ela sem parar. Derrotá-lo rende a Seeker's Soul, uma das peças necessárias para o desejo Seda e Alma, e abre um caminho de subida para os Canais Pestilentos, onde o Wreath of Purity pode tornar as larvas uma ameaça bem menor. Se o pântano estiver acabando com você, considere buscar primeiro o Wreath of Purity, pelo lado do Memorium nos Canais Pestilentos, e ignore o banco suspeito à esquerda, que é uma armadilha.",
    features: [
      "Água com larvas que impede a cura e drena a seda",
      "Groal, o Magnífico, que deixa a Seeker's Soul",
      "Poucos bancos e longos caminhos de volta, além de um banco falso que é armadilha",
      "Saídas para o Caminho dos Pecadores, The Mist e os Canais Pestilentos",
      "Elevador do Exhaust Organ, que desce até as Claustroforjas",
    ],
  },
  "the-slab": {
    description: "O Rochedo é um complexo prisional gelado para os pecadores e hereges da Cidadela. A maioria dos jogadores chega lá primeiro como prisioneira: deixe um dos Wardenflies que carregam gaiolas capturar a Hornet e ela acorda numa cela, sem a agulha, as ferramentas ou a capa. Mais tarde também é possível entrar pelas Choral Chambers.",
    lore: "Escapar significa avançar às escondidas por corredores cheios de armadilhas para recuperar o equipamento confiscado da Hornet e depois passar por portas seladas por três chaves, chamadas Indolent, Heretic e Apostate; a última está ligada ao Bilebrejo. As seções ao ar livre castigam com o mesmo frio mortal do Monte Plumídio, então corra de um farol de aquecimento a outro. Antes de se deixar capturar, esteja pronto para uma longa sequência sem agulha, já que não há saída até a fuga terminar.",
    features: [
      "A captura por um Wardenfly tira da Hornet todo o equipamento",
      "Três chaves da prisão: Indolent, Heretic e Apostate",
      "Seções geladas ao ar livre, com faróis de aquecimento",
      "A estação das Vias Campanárias do Rochedo, perto do banco inferior",
      "Saída em direção ao Monte Plumídio",
    ],
  },
  "the-citadel": {
    description: "A Cidadela é a reluzente cidade sagrada no topo de Fiarlongo e o destino de todo peregrino, incluindo a Hornet. Entrar nela dá início ao Ato 2. Ela se divide em distritos, entre eles o Grande Portão, as Choral Chambers, as Câmaras Sussurrantes, a Ala Branca, os Salões Supremos, o Mecanismo Vital e o Memorium, com o Berço no topo.",
    lore: "Fiarlongo é um reino dedicado à fé e à peregrinação, e seus insetos passam a vida subindo em direção a esta cidade. Lá dentro, o esplendor se apoia no trabalho de operários exaustos nas Claustroforjas, logo abaixo. Os moradores dizem à Hornet que ela é uma cria das Tecelãs, o mesmo tipo de ser que o poder a que a Cidadela serve, e o Ato 2 é a subida dela para confrontar quem mandou capturá-la e arrastá-la até ali.",
    features: [
      "Entrar nela dá início ao Ato 2",
      "Os mapas são comprados nas máquinas de maquete da Cidadela, e não com Shakra",
      "Entrada principal pelo Grande Portão e entrada pelos fundos pelo Caminho dos Pecadores",
      "Estações de tubo da Ventrícula para viajar dentro dela",
      "O Berço, bem no topo",
    ],
  },
  "grand-gate": {
    description: "O Grande Portão é a entrada principal da Cidadela, um pequeno distrito entre o topo dos Degraus Devastados e as Choral Chambers. Ele se abre quando a Hornet já tocou cinco sinos ao longo do Ato 1 e derrotou a Última Juíza.",
    lore: "O portão marca o fim da peregrinação, mas a recepção é breve: o elevador logo depois dele quebra e derruba a Hornet nas Claustroforjas. Quem percebe que dá para escalar as balanças gigantes do saguão de entrada consegue evitar essa queda. Compre o mapa na máquina de maquete da primeira sala antes de seguir; é o seu primeiro mapa do Ato 2 e custa 40 Rosários.",
    features: [
      "Abre depois que cinco sinos são tocados e a Última Juíza cai",
      "Máquina de maquete que vende o mapa do Grande Portão por 40 Rosários",
      "Um elevador com defeito que despenca até as Claustroforjas",
      "Uma parede quebrável fora da linha principal do elevador que esconde a rota do Pollen Heart no Ato 3",
    ],
  },
  underworks: {
    description: "As Claustroforjas são os porões cheios de máquinas abaixo da Cidadela, onde insetos esgotados trabalham dia e noite para manter a cidade funcionando. Muitos jogadores vão parar aqui por acidente quando o elevador do Grande Portão falha e precisam subir até as Choral Chambers, logo acima.",
    lore: "Aqui até o descanso está à venda: os bancos cobram alguns Rosários toda vez que você se senta, cercados pelos corpos de operários que não puderam pagar. O Twelfth Architect constrói autômatos para a Cidadela, e a oficina do Architect, o Cauldron, é onde a Hornet se envolve em seda num altar das Tecelãs para aprender a Garra de Seda. Cuidado com as hélices giratórias, que causam duas máscaras de dano ao contato.",
    features: [
      "Hélices e maquinário que causam duas máscaras de dano",
      "Bancos pagos a cada descanso",
      "O Cauldron, onde a Hornet aprende a Garra de Seda",
      "A Chapel of the Architect, aberta com a Architect's Key",
      "Ligação por elevador com o Exhaust Organ, no Bilebrejo",
    ],
  },
  "choral-chambers": {
    description: "As Choral Chambers são o coração dourado e cheio de música da Cidadela, logo acima das Claustroforjas. Este distrito enorme, de várias camadas, é o principal entroncamento do Ato 2, ligado à maioria das outras áreas da Cidadela, e abriga a luta contra os Dançarinos Mecânicos e o povoado de Cantoclave.",
    lore: "Insetos do coro armados com alfinetes patrulham os salões e deixam cair Rosários em boa quantidade. Tocar o sino do Primeiro Santuário desperta o Guardião e atrai peregrinos para um pequeno povoado na muralha externa da Cidadela, que cresce até virar Cantoclave, com o seu próprio quadro de desejos. Derrotar os Dançarinos Mecânicos abre o piso para o Mecanismo Vital e dá início à busca pelas três melodias que destravam o Berço.",
    features: [
      "Máquina de mapas que vende o mapa por 70 Rosários",
      "Os chefes Dançarinos Mecânicos",
      "Cantoclave, o terceiro povoado com quadro de desejos",
      "A Grand Bellway, no canto inferior direito",
      "Elevador da Chave Branca que desce até a Ala Branca",
    ],
  },
  whiteward: {
    description: "A Ala Branca é uma ala médica clara e perturbadora, alcançada por um elevador perto da parte de baixo das Choral Chambers. O elevador exige a Chave Branca de Cantoclave, e a ala além dele é pequena, mas guarda uma das ferramentas mais úteis do jogo e um chefe escondido.",
    lore: "O Conjunto Injetor encontrado aqui acelera o Bind da Hornet, o que ajuda em quase todas as lutas contra chefes. A Surgeon's Key fica pendurada num anel que só a Garra de Seda alcança; ela serve numa fechadura ornamentada mais adiante na ala e leva a uma luta contra um chefe. Caminhos a partir da ala também descem até as Claustroforjas, em direção ao Cauldron.",
    features: [
      "Elevador de entrada aberto com a Chave Branca",
      "O Conjunto Injetor, que acelera o Bind",
      "A Surgeon's Key e uma fechadura ornamentada",
      "Rota de descida até as Claustroforjas",
    ],
  },
  "cogwork-core": {
    description: "O Mecanismo Vital é a máquina de engrenagens que move a Cidadela, um labirinto vertical de engrenagens girando, serras e vapor. Você cai nele pelo piso da arena dos Dançarinos Mecânicos, e o seu topo guarda a Architect's Melody, uma das três melodias necessárias para chegar ao Berço.",
    lore: "Quase todas as superfícies aqui são cobertas de serras, então o Drifter's Cloak e um bom timing com a Garra de Seda são os seus melhores amigos. O Mecanismo Vital também esconde o Segundo Sentinela, um robô construído para proteger a Cidadela, que a Hornet pode reativar montando o Coração Mecânico para o desejo Audiência Final. Com as três melodias em mãos, um elevador daqui leva a Hornet até o Berço.",
    features: [
      "Mapa obtido numa placa de pressão ao lado do primeiro banco",
      "Desafio de inimigos no oeste, com um Fragmento de Máscara como recompensa",
      "O mini-chefe Cogwork Clapper guardando um Fragmento de Carretel",
      "Quebra-cabeça dos pilares da Architect's Melody no topo",
      "Caminho que segue para as Câmaras Sussurrantes",
    ],
  },
  "whispering-vaults": {
    description: "As Câmaras Sussurrantes são a biblioteca da Cidadela, um arquivo empoeirado de caixotes e estantes vigiado por inimigos Scrollreader. Alcançadas depois de um desafio de inimigos além do Mecanismo Vital, elas guardam a Vaultkeeper's Melody, uma das três melodias que abrem o caminho para o Berço.",
    lore: "O Vaultkeeper Cardinius, o guardião solitário do arquivo, escuta todos os Psalm Cylinders que a Hornet lhe traz. A vistosa luta contra o chefe Trobbio acontece numa sala marcada no mapa como The Stage. Várias saídas para o Bilebrejo, as Claustroforjas e Cantoclave só se abrem por dentro das Câmaras Sussurrantes, então explore-as cedo para destravar atalhos úteis.",
    features: [
      "Dispositivo de mapa que custa 70 Rosários",
      "O Vaultkeeper Cardinius e os Psalm Cylinders",
      "O chefe Trobbio em The Stage",
      "Saídas de mão única para o Bilebrejo, as Claustroforjas e Cantoclave",
      "A Vaultkeeper's Melody",
    ],
  },
  "high-halls": {
    description: "Os Salões Supremos são um dos distritos da Cidadela, ligados às Choral Chambers e abertos no Ato 2. Eles escondem alguns dos tesouros mais estranhos da Cidadela, entre eles um tesouro trancado e a arena onde o Segundo Sentinela é finalmente enfrentado.",
    lore: "Um tesouro secreto aqui fica atrás de uma porta que exige uma Chave Simples, então guarde uma de reserva quando chegar. Lá dentro espera o Canhão de Rosários, uma ferramenta que dispara os seus próprios Rosários contra os inimigos e consome dinheiro rapidamente. No fundo dos salões fica a arena do desejo Audiência Final, onde a Hornet duela com o Segundo Sentinela reativado em troca do Vínculo Reserva; explore e limpe a área antes de aceitar esse desejo, já que a luta acontece nas profundezas dela.",
    features: [
      "Distrito da Cidadela ligado às Choral Chambers",
      "Tesouro secreto atrás de uma porta de Chave Simples",
      "A ferramenta Canhão de Rosários dentro do tesouro",
      "Arena do Segundo Sentinela para o desejo Audiência Final",
    ],
  },
  "mount-fay": {
    description: "O Monte Plumídio é um pico gelado alcançado pelo Rochedo, onde um frio cortante drena a vida da Hornet sempre que ela se afasta de uma fonte de calor. A escalada é quase só plataforma e exige a Garra de Seda, e a recompensa no cume é o Manto de Plumídio, que concede o pulo duplo.",
    lore: "Lanternas quentes e bolsões de calor funcionam como pontos de controle, então planeje cada avanço entre eles e nunca fique parado no frio. No cume, a Hornet toca o Agulino diante de um diapasão para obter o Manto de Plumídio, que também a torna imune ao frio. Shakra espera ao lado de um banco perto da base para vender o mapa por 40 Rosários, e uma caverna lateral abaixo do cume tem uma mesa para fabricar o Tiro de Seda a partir de uma Ruined Tool.",
    features: [
      "Dano constante de frio longe das fontes de calor",
      "A Garra de Seda é necessária para entrar e subir",
      "O Manto de Plumídio (pulo duplo) no cume",
      "O mapa de Shakra por 40 Rosários e um banco pago de 90 Rosários",
      "A caverna lateral de Brightvein, com um Fragmento de Máscara",
    ],
  },
  "wisp-thicket": {
    description: "O Bosque dos Lumes é uma pequena área escondida acima do Pântano Cinzento, alcançada subindo pelas torres sobre a Halfway Home. A entrada exige o pulo duplo do Monte Plumídio, então a maioria dos jogadores a encontra no meio do Ato 2.",
    lore: "O bosque liga discretamente o Pântano Cinzento às Claustroforjas, dando à Hornet um caminho entre os dois que evita os Degraus Devastados. Descanse no banco logo na entrada e depois siga para oeste até o beco sem saída onde espera o Pai da Chama; destrua as lanternas nos galhos dele para deixá-lo exposto. Derrotá-lo rende a Lanterna de Lumefogo, uma ferramenta cujas bolas de fogo perseguem os inimigos sozinhas, a um alto custo de seda.",
    features: [
      "Exige o pulo duplo do Manto de Plumídio",
      "Banco logo depois da entrada",
      "O chefe Pai da Chama, que rende a Lanterna de Lumefogo",
      "O mapa se preenche sozinho conforme você explora",
      "Liga o Pântano Cinzento às Claustroforjas",
    ],
  },
  memorium: {
    description: "O Memorium é um distrito tardio da Cidadela que funciona como um museu de Fiarlongo, com salas que remetem às áreas e criaturas que a Hornet já conheceu. Ele é alcançado com pulo duplo a partir das Choral Chambers ou do lado do Mecanismo Vital, então só se abre depois do Monte Plumídio.",
    lore: "Como ele recria lugares que você já viu, há poucas ameaças novas aqui, embora os inimigos Rhinogrund batam forte. Compre o mapa por 70 Rosários na máquina de maquete da Cidadela e depois procure com cuidado: uma pulga perdida particularmente grande e uma peça do Coração Mecânico estão escondidas aqui. Uma passagem acima da máquina de mapas leva para leste, em direção aos Canais Pestilentos, quando você tiver a Garra de Seda e o pulo duplo.",
    features: [
      "Exige o pulo duplo do Manto de Plumídio para entrar",
      "Máquina de mapas que vende o mapa por 70 Rosários",
      "Uma pulga perdida gigante",
      "Uma peça do Coração Mecânico atrás de um quebra-cabeça de sinos",
      "Rota oculta para leste até os Canais Pestilentos",
    ],
  },
  "putrified-ducts": {
    description: "Os Canais Pestilentos são túneis e lagos poluídos no canto superior direito de Fiarlongo, contaminados pelo maquinário da Cidadela. Tecnicamente opcionais, eles guardam alguns dos itens mais valiosos do jogo e podem ser alcançados pelo Bilebrejo depois de Groal ou pelo Memorium.",
    lore: "Muckmaggots infestam a maior parte da água, mas o trecho do Pale Lake mostra como era a área antes da poluição. O Wreath of Purity encontrado aqui neutraliza as larvas incômodas do Bilebrejo, por isso muitos jogadores vêm para cá primeiro. A caravana das pulgas também pode se mudar para os Canais Pestilentos quando a Hornet tiver resgatado pulgas suficientes, um passo no caminho para o Ato 3.",
    features: [
      "Duas entradas: pelo Bilebrejo ou pelo Memorium",
      "O Wreath of Purity contra as larvas do Bilebrejo",
      "Estação das Vias Campanárias e um banco que cobram taxa",
      "O Pale Lake, onde a caravana das pulgas pode se instalar",
    ],
  },
  "the-cradle": {
    description: "O Berço é o topo da Cidadela, alcançado por um elevador no Mecanismo Vital quando a Hornet já tem as três melodias. Tessela espera aqui para um segundo duelo e, depois dela, numa longa ponte bem no alto, a Grande Mãe Seda.",
    lore: "A Grande Mãe Seda, um ser superior no centro da história de Fiarlongo, é o final do Ato 2, e derrotá-la sem cumprir as condições do Ato 3 faz os créditos rolarem na hora. Para ir além, derrote Tessela aqui, depois volte a Cantoclave e conclua o desejo Seda e Alma, do Guardião, antes da luta final. Prender a Grande Mãe Seda com a Soul Snare resultante deixa o Berço em ruínas, e o Ato 3 começa com a Hornet descendo dele.",
    features: [
      "Acesso por elevador a partir do Mecanismo Vital depois das três melodias",
      "Segundo duelo contra Tessela",
      "A Grande Mãe Seda na ponte do topo",
      "O final do Ato 2, ou a porta para o Ato 3",
    ],
  },
  "sands-of-karak": {
    description: "As Areias de Karak são uma região de areia e coral onde corais que crescem abrem o caminho adiante, e muitos jogadores só a exploram por completo no fim do jogo. Boa parte dela está ligada a objetivos finais, e alguns trechos exigem o Impulso de Seda ou a Elegy of the Deep.",
    lore: "O Grande Mosquicórnio que escapou da Hornet nos Degraus Devastados retorna aqui como Mosquicórnio Furioso, e derrotá-lo concede o Corta-concha, uma ferramenta de projétil que ricocheteia. Mais ao fundo ficam o Voltnest e o seu chefe, o Voltvyrm, cujo Filamento Voltaico fortalece as habilidades de seda. O Encrusted Heart, um dos corações antigos procurados no Ato 3, está enterrado aqui depois de um poço alto e de um desafio de inimigos.",
    features: [
      "Corais que crescem e formam o caminho adiante",
      "Uma pedra amarela no fundo de um desfiladeiro com espinhos, que leva a Hornet até a parte alta das areias",
      "O Mosquicórnio Furioso, que rende o Corta-concha",
      "O Voltvyrm no Voltnest, que rende o Filamento Voltaico",
      "Local do Encrusted Heart",
    ],
  },
  "the-abyss": {
    description: "O Abismo é o submundo escuro e profundo ao qual a Hornet precisa descer no Ato 3, depois que a armadilha preparada para a Grande Mãe Seda arrasta ela e Tessela para baixo e devasta Fiarlongo. É o caminho para o verdadeiro final e o terreno mais punitivo do jogo.",
    lore: "O Ato 3 começa com uma série de tarefas: a Devoradora de Sinos embosca a Hornet na Grand Bellway até a Besta dos Sinos voltar com os filhotes, e os Xamãs Caracóis da Gruta Musgosa acabam ensinando a Elegy of the Deep. A Hornet precisa reunir corações antigos antes de enfrentar Tessela Perdida lá embaixo. Lá dentro, quedas às cegas, espinhos e vapores enchem a escuridão, então garanta cada banco, abra cada alavanca de atalho e espere precisar do Impulso de Seda para subir de volta.",
    features: [
      "Só pode ser alcançado no Ato 3",
      "Salas escuras com quedas às cegas e poucos bancos",
      "Uma sequência de fuga que depende do Impulso de Seda",
      "O caminho até o confronto com Tessela Perdida",
    ],
  },
  verdania: {
    description: "Verdania é o que resta de um reino natural perdido, alcançado no Ato 3 pela história do Green Prince, a partir de uma entrada no extremo leste do Craw Lake, no Pântano Cinzento. Ela recompensa quem acompanhou o Green Prince com um desvio melancólico pelo passado.",
    lore: "O antigo reino, Lost Verdania, só pode ser restaurado por um tempo tocando a Elegy of the Deep, e coletar os orbes brilhantes espalhados por ele é o principal desafio. A área se liga à caça aos corações antigos: ela oferece um quarto coração opcional, ligado ao resgate de um NPC, uma reserva útil se outro chefe de coração der trabalho. Como a entrada depende do Green Prince, acompanhe a linha de missões dele até o fim se quiser conhecer este lugar.",
    features: [
      "Só no Ato 3, pela linha de missões do Green Prince",
      "Entrada no extremo leste do Craw Lake",
      "Lost Verdania, aberta com a Elegy of the Deep",
      "Orbes brilhantes para coletar",
      "Um quarto coração antigo opcional",
    ],
  },
  "red-memory": {
    description: "Red Memory é um espaço carmesim e onírico, tirado do passado da própria Hornet, no qual se entra no fim do Ato 3. É uma etapa obrigatória no caminho para o verdadeiro final e um dos maiores momentos da história do jogo.",
    lore: "Antes que a Hornet possa entrar, os Xamãs Caracóis ensinam a ela a Elegy of the Deep e a mandam atrás de três dos quatro corações antigos, cada um guardado por um desafio de inimigos e um chefe. A sequência em si olha para Hallownest e lança uma nova luz sobre a linhagem da Hornet. Ela tem até uma faixa própria, chamada Red Memory, na trilha sonora oficial.",
    features: [
      "Só no Ato 3, no caminho para o verdadeiro final",
      "Exige três corações antigos e a Elegy of the Deep",
      "Referências a Hallownest e às origens da Hornet",
      "Uma faixa própria na trilha sonora, Red Memory",
    ],
  },
};
