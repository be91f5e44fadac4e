import type { items as en } from '../en/items.ts';
import type { ItemProse, Translated } from '../../encyclopaedia/types.ts';

export const items: Translated<typeof en, ItemProse> = {
  "hunter-crest": {
    description: "O Brasão do Caçador é o brasão que a Hornet carrega desde o início, e ele define o estilo de luta padrão dela. Seu conjunto de golpes tem um corte rápido para a frente, uma estocada diagonal para baixo para quicar nos inimigos e uma investida com avanço que a faz ricochetear ao acertar. Ele oferece um espaço de ferramenta de cada cor, e um Bind completo com ele restaura três máscaras.",
    tips: "Aprenda cedo o ângulo da estocada diagonal para baixo, porque o tempo de quicar com este brasão é diferente do quique reto do Hollow Knight original. O brasão pode ser melhorado duas vezes por Eva, e a versão melhorada acumula um bônus no dano da agulha enquanto você evitar levar golpes. Os guias falam em até 25 por cento depois da primeira melhoria e 40 por cento depois da segunda, mas qualquer golpe que você leve zera o bônus. Como ele só aumenta os ataques de agulha, compensa mais se você jogar de forma agressiva e depender menos de ferramentas e habilidades de seda.",
    location: "Equipado desde o início do jogo. As melhorias vêm de Eva, em Weavenest Atla, alcançada pelo portão no extremo direito da Gruta Musgosa, depois que você tiver desbloqueado espaços suficientes nos seus outros brasões.",
  },
  "reaper-crest": {
    description: "O Brasão do Ceifador troca velocidade por alcance: seus cortes são lentos e pesados, e o ataque para baixo varre um arco amplo abaixo da Hornet. Ele fica guardado numa capela no Pântano Cinzento. Sua característica especial gira em torno da seda, o que agrada a quem gosta de curar e usar habilidades com frequência.",
    tips: "Depois de usar o Bind, por cerca de dez segundos os seus golpes soltam fragmentos de seda; junte três deles e você recupera um fio de seda. Esses fragmentos se somam à seda que você ganha normalmente ao acertar inimigos, então emende um Bind direto numa sequência de ataques para aproveitar ao máximo. O arco amplo para baixo torna mais fácil quicar em alvos pequenos ou rápidos do que com o Brasão do Caçador. Deixe espaço para terminar cada golpe, já que a preparação mais lenta deixa você exposto contra inimigos rápidos.",
    location: "Chapel of the Reaper, no Pântano Cinzento. Os guias discordam sobre o caminho exato, então explore as bordas do Pântano Cinzento em busca da entrada da capela.",
  },
  "wanderer-crest": {
    description: "O Brasão do Viajante dá à Hornet um conjunto de ataques rápidos e de curto alcance, parecidos com o ferrão do Cavaleiro do Hollow Knight original, incluindo um quique reto para baixo bem familiar. Ele também acrescenta um corte durante a corrida e uma investida rápida de estocadas. Fica na sua própria capela, dentro do Covil dos Vermes, atrás de uma porta trancada.",
    tips: "Escolha este brasão se você prefere ficar perto e trocar muitos golpes pequenos e rápidos em vez de poucos golpes pesados. O quique reto para baixo é mais fácil de controlar do que a estocada diagonal do Brasão do Caçador, o que ajuda em plataformas difíceis e em chefes nos quais você quer quicar várias vezes. Lembre-se do alcance curto: aproxime-se, ataque e saia antes que os inimigos revidem. Você precisa de uma Chave Simples para abrir a capela, então comece a guardar Rosários cedo.",
    location: "Chapel of the Wanderer, no Covil dos Vermes. A porta exige uma Chave Simples, que Pebb vende no Vale dos Ossos por 500 Rosários.",
  },
  "beast-crest": {
    description: "O Brasão da Besta transforma a Hornet numa lutadora de briga: o Bind com ele a deixa em fúria, e durante a fúria os golpes dela restauram vida. Ele espera na Capela da Fera, na Trilha de Skarr, guardado pela Besta-alada Selvagem. O brasão vem com dois espaços vermelhos de ferramenta, então combina com builds ofensivas.",
    tips: "Trate a fúria como uma segunda chance, não como uma cura de desespero: use o Bind com um inimigo ao alcance para recuperar a vida na base da pancada. Leve ferramentas vermelhas ofensivas para preencher os dois espaços vermelhos. Antes da luta contra a Besta-alada Selvagem, saiba que os ataques dela tiram duas máscaras de uma vez, então jogue com cautela até conhecer os padrões. Abra o atalho da alavanca no caminho para que as voltas até a arena fiquem curtas.",
    location: "Capela da Fera, na Trilha de Skarr. Chegar à capela exige o Drifter's Cloak; derrote a Besta-alada Selvagem lá dentro para pegar o brasão.",
  },
  "architect-crest": {
    description: "O Brasão do Arquiteto transforma a agulha da Hornet num parafuso giratório, como uma broca, e é voltado para ferramentas em vez de habilidades de seda. Ele oferece mais espaços de ferramenta do que a maioria dos brasões, mas nenhum espaço para habilidade de seda. Fica guardado na Chapel of the Architect, nas Claustroforjas, uma área do Ato 2.",
    tips: "Este brasão brilha se você depende de ferramentas vermelhas, porque o Bind especial dele pode reabastecer as ferramentas sem ir até um banco. Preencha os espaços extras com ferramentas que você realmente usa com frequência, já que abre mão de uma habilidade de seda para usá-lo. Leve Fragmentos de Carapaça, porque uma build cheia de ferramentas os consome rápido.",
    location: "Chapel of the Architect, nas Claustroforjas, ao norte da oficina do Twelfth Architect. A porta se abre com a Architect's Key.",
  },
  "witch-crest": {
    description: "O Brasão da Bruxa vem no fim de uma sequência de missões do fim do jogo e dá à Hornet golpes parecidos com chicotadas que drenam a vida dos inimigos. Ele tem dois espaços vermelhos e três azuis de ferramenta. A missão que leva a ele começa no Twisted Bud, no Bilebrejo, e faz você ir e voltar por Fiarlongo.",
    tips: "Use os três espaços azuis com ferramentas defensivas que combinem com o roubo de vida do brasão. Antes de começar a missão, os guias recomendam ter a Garra de Seda e ter concluído o desejo Rite of the Pollip. Tenha cerca de 260 Rosários à mão, porque uma etapa da sequência pede que você pague por um ingrediente.",
    location: "Recompensa de uma missão do fim do jogo que começa com o Twisted Bud, no Bilebrejo, e continua por Cascomadeira e pelo Pântano Cinzento, onde Yarnaby ajuda a completar a cura.",
  },
  "shaman-crest": {
    description: "O Brasão do Xamã é um brasão do Ato 3 para quem monta a build em torno das habilidades de seda. Em vez de espaços de ferramenta coloridos, ele começa com três espaços para habilidades de seda, e seus golpes lançam ondas de energia. Ele também fortalece a Needle Strike da Hornet.",
    tips: "Equipe as suas habilidades de seda favoritas nos três espaços e mantenha o carretel de seda cheio, já que o brasão só compensa se você usar habilidades com frequência. Os guias observam que dois espaços azuis podem ser acrescentados depois, então planeje os seus Medalhões Memoriais levando isso em conta. As ondas lançadas pelos golpes permitem acertar de mais longe do que com outros brasões, o que ajuda contra inimigos perigosos de curta distância. Como ele chega tão tarde, trate-o como uma build para os chefes do Ato 3, e não como uma melhoria geral.",
    location: "Só no Ato 3: na Ruined Chapel, perto do Vale dos Ossos. É preciso ter o Impulso de Seda para alcançá-la.",
  },
  "straight-pin": {
    description: "O Pino Reto é uma ferramenta vermelha básica: a Hornet arremessa pinos parecidos com agulhas em linha reta. Ele dá a ela um ataque à distância que não custa seda, usando Fragmentos de Carapaça para ser reabastecido. Os pinos também aparecem no jogo de Loddie, na Medula.",
    tips: "Use os pinos para acabar com inimigos que você não consegue alcançar com segurança, como voadores ou adversários do outro lado de um vão. Como não custam seda, você pode reservar o carretel para o Bind. Arremesse em rajadas enquanto um chefe se recupera, em vez de gastá-los no meio dos ataques dele. Eles são reabastecidos quando você descansa num banco, o que gasta Fragmentos de Carapaça.",
    location: "",
  },
  "threefold-pin": {
    description: "O Pino Tríplice arremessa três pinos de uma vez, em leque, em vez de um único tiro reto. O leque de pinos cobre uma área maior do que o Pino Reto, o que o torna útil contra inimigos voadores.",
    tips: "Arremesse-o em voadores ou inimigos que se movem de forma irregular, já que o leque tem mais chance de acertar do que um único pino. Combine-o com um brasão que tenha espaços vermelhos sobrando para manter também uma opção em linha reta. Como as outras ferramentas vermelhas, ele é reabastecido com Fragmentos de Carapaça quando você descansa num banco.",
    location: "",
  },
  "sting-shard": {
    description: "O Fragmento de Ferrão é uma ferramenta vermelha do tipo armadilha, vendida pela Filha da Forja nas Docas Profundas. A Hornet a planta no chão e ela fere os inimigos que chegam perto. Os guias de lojas a colocam entre as compras de ferramentas mais úteis do início do jogo.",
    tips: "Solte-o onde um inimigo está prestes a pousar ou passar, e não diretamente em cima dele. Os guias o recomendam para chefes que voltam sempre aos mesmos pontos, como a Viúva e Tessela. Ele também é útil contra grupos, como as Void Masses. Quando puder, posicione-o antes de a ação começar e depois se concentre em desviar.",
    location: "Vendido pela Filha da Forja nas Docas Profundas.",
  },
  tacks: {
    description: "As Tachinhas são uma ferramenta vermelha que espalha tachinhas afiadas pelo chão, ferindo os inimigos que passam por cima. Funcionam como uma armadilha no chão, e não como um projétil.",
    tips: "Espalhe as tachinhas no caminho que um inimigo ou chefe terrestre percorre sempre, depois saia da frente enquanto a armadilha faz o trabalho. Os guias as sugerem para a luta contra a Viúva. Elas fazem pouco contra voadores, então troque-as por uma ferramenta à distância em lutas aéreas.",
    location: "",
  },
  flintslate: {
    description: "A Placa Ígnea é uma ferramenta vermelha das Docas Profundas que acrescenta dano de fogo aos ataques da Hornet. Ao contrário das ferramentas de arremesso, ela fortalece a própria agulha em vez de disparar um projétil.",
    tips: "Guarde-a para chefes e inimigos mais resistentes, em que o dano extra de fogo faz mais diferença. Ela combina bem com brasões rápidos que acertam muitos golpes em pouco tempo. Confira os seus Fragmentos de Carapaça antes de saídas longas, já que reabastecer ferramentas num banco os consome.",
    location: "Encontrada nas Docas Profundas.",
  },
  curveclaw: {
    description: "A Curvagarra é uma garra curva de arremesso vendida por um mercador escondido na Trilha de Skarr. Mais tarde ela pode ser melhorada para a Curvafoice.",
    tips: "Compre-a enquanto o Mottled Skarr estiver vivo, já que ele morre algum tempo depois do início do Ato 2. Se você perdê-lo, os guias relatam que o corpo dele fica com uma Curvagarra que ainda pode ser recolhida. Leve Rosários suficientes quando for, porque ele também vende a Máscara Fraturada.",
    location: "Vendida pelo Mottled Skarr por 140 Rosários numa sala escondida na parte alta da Trilha de Skarr, alcançada subindo numa corrente de ar com o Drifter's Cloak e passando por uma passagem secreta à esquerda.",
  },
  silkshot: {
    description: "O Tiro de Seda é uma ferramenta vermelha que dispara fios de seda como ataque à distância. As listas de conclusão contam três versões dele: Tiro de Seda I, II e III.",
    tips: "Use-o para atingir inimigos que você não consegue alcançar com segurança com a agulha. Procure as três versões se estiver buscando a conclusão completa.",
    location: "",
  },
  "delvers-drill": {
    description: "A Delver's Drill é uma ferramenta vermelha encontrada nas Claustroforjas, as profundezas industriais que a Hornet explora no Ato 2. Ela fica logo ao lado da rota que a Hornet segue depois de chegar lá, no fim de uma passagem lateral perigosa.",
    tips: "Procure-a logo depois da queda do elevador que leva você às Claustroforjas. O corredor que leva até ela é cheio de espinhos, então avance com cuidado e descanse num banco antes. Como as outras ferramentas vermelhas, ela é reabastecida com Fragmentos de Carapaça quando você descansa, então guarde alguns de reserva.",
    location: "Claustroforjas: logo depois da queda do elevador, siga um corredor cheio de espinhos para baixo para encontrá-la.",
  },
  cogfly: {
    description: "A Mosca Mecânica é uma ferramenta vermelha que solta um pequeno companheiro mecânico que ataca os inimigos sozinho. Ela é montada numa bancada de trabalho nos Salões Supremos da Cidadela.",
    tips: "Solte a Mosca Mecânica quando uma luta começar, para que ela acrescente dano enquanto você se concentra em desviar. Leve um Metal Artesanal quando for buscá-la, já que a bancada precisa dele. Ter a Garra de Seda torna o caminho até a bancada muito mais fácil.",
    location: "Fabricada numa bancada de trabalho nos Salões Supremos por um Metal Artesanal; o caminho sobe a partir das Choral Chambers.",
  },
  "snare-setter": {
    description: "O Aranhol é uma ferramenta vermelha guardada numa câmara das Tecelãs além da porta das Tecelãs na Gruta Musgosa. Ele tem um papel no desejo Seda e Alma, que abre o caminho para o Ato 3, e não conta para os 100 por cento de conclusão.",
    tips: "Pegue-o antes de correr atrás dos requisitos do Ato 3, já que o desejo Seda e Alma pede por ele. Como ele não conta para a conclusão, você pode ignorá-lo se só estiver atrás da porcentagem. Marque a sala no mapa para encontrá-la de novo quando o desejo aparecer.",
    location: "Uma sala do Weavenest alcançada pela porta das Tecelãs na Gruta Musgosa.",
  },
  "rosary-cannon": {
    description: "O Canhão de Rosários é uma ferramenta vermelha de disparo rápido que atira Rosários nos inimigos como uma metralhadora giratória. Ele fica escondido num tesouro secreto nos Salões Supremos e literalmente gasta o seu dinheiro como munição.",
    tips: "Ele pode disparar até 80 tiros por carga, o que destroça chefes rapidamente. Recarregá-lo num banco consome Rosários, então só o use quando o seu bolso aguentar. Use-o para derrubar a fase final de um chefe, em vez de dispará-lo contra qualquer inimigo.",
    location: "Tesouro secreto nos Salões Supremos, atrás de uma porta trancada que se abre com uma Chave Simples.",
  },
  conchcutter: {
    description: "O Corta-concha permite à Hornet arremessar o mesmo projétil que ricocheteia usado pelos mosquicórnios. É a recompensa por derrotar o Mosquicórnio Furioso na parte alta das Areias de Karak.",
    tips: "O projétil ricocheteia nas paredes, então mire nas superfícies perto do alvo em vez de diretamente nele. Os jogadores acham difícil mirar com ele, então pratique numa sala segura antes de depender dele numa luta contra chefe. Ele funciona melhor em arenas fechadas, onde os ricochetes têm para onde ir.",
    location: "Derrote o Mosquicórnio Furioso na parte alta das Areias de Karak. Uma pedra amarela no fundo de um desfiladeiro com espinhos leva você até essa área.",
  },
  "druids-eye": {
    description: "O Olho do Druida é uma ferramenta azul dada pelo Moss Druid em Musgalia como recompensa pelo desejo Berry Picking. Os guias o descrevem como uma ferramenta de sustentação de seda que ajuda na cura. Mais tarde ele pode ser melhorado para Olhos do Druida.",
    tips: "Aceite o desejo cedo, já que ele é um dos primeiros que você consegue concluir. Equipe-o quando tiver dificuldade para manter seda suficiente para o Bind. Lembre-se de voltar mais tarde para pegar a versão melhorada.",
    location: "Leve três Mossberries ao Moss Druid, na parte alta de Musgalia, na Gruta Musgosa, para concluir o desejo Berry Picking.",
  },
  "magma-bell": {
    description: "O Sino de Magma é uma ferramenta azul que reduz o dano que a Hornet sofre de chamas e magma. Ele é vendido pela Filha da Forja nas Docas Profundas.",
    tips: "Equipe-o contra a Última Juíza, cuja segunda fase inunda a arena de fogo. Também vale usá-lo na luta contra o Pai da Chama. Leve um Metal Artesanal junto com os Rosários, já que a Filha da Forja pede os dois.",
    location: "Vendido pela Filha da Forja nas Docas Profundas por cerca de 110 Rosários mais um Metal Artesanal.",
  },
  "warding-bell": {
    description: "O Sino Protetor é uma ferramenta azul que protege a Hornet enquanto ela usa o Bind, defendendo-a de um golpe durante a cura. Os guias costumam colocá-lo entre as melhores ferramentas azuis defensivas.",
    tips: "Use-o se os inimigos vivem interrompendo o seu Bind. Ele permite curar em momentos mais arriscados, mas você ainda deve procurar brechas nos ataques do inimigo. Os guias dizem que ele bloqueia dano uma vez por confronto, então não conte com ele duas vezes seguidas.",
    location: "",
  },
  "pollip-pouch": {
    description: "A Bolsa de Pólipo é uma ferramenta azul que fortalece as ferramentas da Hornet; os guias a associam a efeitos de veneno. Ela importa mais em builds que dependem de ferramentas vermelhas.",
    tips: "Use-a em builds cheias de ferramentas, em que as ferramentas vermelhas causam a maior parte do dano. Os guias a recomendam para a luta contra a Viúva, para que as ferramentas batam mais forte. Os jogadores também a combinam com a Cerveja de Pulga para criar uma nuvem de veneno.",
    location: "",
  },
  "fractured-mask": {
    description: "A Máscara Fraturada é uma ferramenta azul que absorve um golpe pesado e depois se quebra. Ela é consertada automaticamente quando a Hornet descansa num banco. É vendida por um mercador escondido na Trilha de Skarr e pode passar despercebida.",
    tips: "Pense nela como uma vida extra a cada saída de um banco, perfeita para longos caminhos de volta e chefes difíceis. Depois que ela se despedaçar, descanse num banco para consertá-la antes da próxima tentativa. Compre-a no Ato 1: o Mottled Skarr morre depois do início do Ato 2, e os guias relatam que a máscara não fica com o corpo dele.",
    location: "Vendida pelo Mottled Skarr por 260 Rosários numa sala escondida na parte alta da Trilha de Skarr. Suba na corrente de ar com o Drifter's Cloak, entre na sala aparentemente vazia à esquerda e atravesse a passagem secreta na parede esquerda dela.",
  },
  "sawtooth-circlet": {
    description: "A Bainha Serrilhada é uma ferramenta azul: um anel de lâminas serrilhadas preso à capa da Hornet, que gira e fere os inimigos próximos sempre que a capa se abre, como num pulo duplo ou ao planar. Ela é vendida pelo Twelfth Architect nas Claustroforjas.",
    tips: "Dê pulos duplos ou plane através de grupos de inimigos para cortá-los sem golpear com a agulha. O dano dela aumenta com as suas melhorias de ferramentas. Garanta que tem um Metal Artesanal antes de fazer a viagem, já que o Twelfth Architect não a vende sem ele.",
    location: "Comprada do Twelfth Architect nas Claustroforjas por 230 Rosários e um Metal Artesanal; a oficina fica acima do Cauldron e exige a Garra de Seda para ser alcançada.",
  },
  "claw-mirror": {
    description: "O Espelho de Garra é uma ferramenta azul dada por derrotar Trobbio, o chefe que se apresenta no próprio palco. Também existe uma versão melhorada, os Espelhos de Garra.",
    tips: "Trobbio tem cerca de 700 de vida, então leve a sua configuração mais forte. Leia a descrição da ferramenta depois da luta para decidir qual brasão combina melhor com ela. Fique de olho nos Espelhos de Garra melhorados mais adiante.",
    location: "Recompensa por derrotar Trobbio no palco dele.",
  },
  "wispfire-lantern": {
    description: "A Lanterna de Lumefogo é uma ferramenta azul que invoca sem parar pequenas bolas de fogo que perseguem os inimigos sozinhas. O preço é um consumo constante da seda da Hornet. É a recompensa por derrotar o Pai da Chama no Bosque dos Lumes.",
    tips: "Equipe-a em salas cheias e contra inimigos voadores ágeis, em que o fogo teleguiado faz boa parte do trabalho por você. Tire-a antes de trechos difíceis de plataforma ou de lutas contra chefes em que você precisa de cada fio de seda para o Bind. As bolas de fogo também podem acertar objetos que você pretendia usar na escalada. Não é possível se curar durante a luta contra o Pai da Chama, então entre com a vida cheia.",
    location: "Derrote o Pai da Chama no extremo oeste do Bosque dos Lumes, uma área escondida acima das torres da Halfway Home, no Pântano Cinzento, que exige o Manto de Plumídio para ser alcançada.",
  },
  "reserve-bind": {
    description: "O Vínculo Reserva é uma ferramenta azul obtida com o desejo Audiência Final, que termina num duelo contra o Segundo Sentinela nos Salões Supremos. Chegar lá exige várias etapas espalhadas pela Cidadela.",
    tips: "Primeiro você precisa restaurar o Segundo Sentinela reunindo três peças do Coração Mecânico. O duelo é opcional e exigente, então melhore a agulha e a vida antes de encará-lo. Descanse num banco perto dos Salões Supremos para encurtar os caminhos de volta.",
    location: "Derrote o Segundo Sentinela nos Salões Supremos no fim do desejo Audiência Final.",
  },
  "memory-crystal": {
    description: "O Cristal da Memória é uma ferramenta azul encontrada no Monte Plumídio. Quando a Hornet sofre dano, forma-se uma cópia dela em cristal, que explode em espinhos afiados quando um inimigo a toca.",
    tips: "Ele transforma cada golpe que você leva numa pequena armadilha, o que combina com lutas contra inimigos que perseguem você até a curta distância. Depois de levar um golpe, atraia os inimigos de volta para cima do cristal. Leve a Garra de Seda, porque não é possível alcançá-lo sem ela.",
    location: "Monte Plumídio; exige a Garra de Seda.",
  },
  "wreath-of-purity": {
    description: "O Wreath of Purity é uma ferramenta azul que protege a Hornet dos Muckmaggots do Bilebrejo por alguns segundos, impedindo que eles se agarrem a ela e drenem a sua vida. Ele é encontrado nos Canais Pestilentos.",
    tips: "Busque-o antes de uma viagem séria pelo Bilebrejo; ele torna aquele pântano muito menos punitivo. O caminho mais fácil é pelo Memorium, quando você tiver o pulo duplo, e não pelo próprio Bilebrejo. A proteção dura pouco, então continue se movendo pela água com larvas.",
    location: "Canais Pestilentos, no Ato 2. A partir do banco do Memorium, siga para a direita até um beco sem saída, suba por um duto escondido no teto e quebre a parede mais adiante; é preciso o pulo duplo do Manto de Plumídio.",
  },
  "volt-filament": {
    description: "O Filamento Voltaico é uma ferramenta azul que faz as habilidades de seda da Hornet baterem mais forte e acrescenta a elas um efeito elétrico. É a recompensa por derrotar o Voltvyrm no Voltnest das Areias de Karak.",
    tips: "Equipe-o em builds que usam habilidades de seda com frequência. Os golpes elétricos do Voltvyrm tiram duas máscaras, então prepare-se para uma luta cuidadosa. O Voltnest exige o Impulso de Seda, então deixe isso para o fim do jogo.",
    location: "Derrote o Voltvyrm no Voltnest, nas Areias de Karak; chegar lá exige o Impulso de Seda.",
  },
  compass: {
    description: "A Bússola é uma ferramenta amarela que marca a posição atual da Hornet no mapa. Shakra, a cartógrafa, vende a Bússola, e os jogadores a encontram pela primeira vez na Medula.",
    tips: "Compre-a cedo: Fiarlongo é grande, e ver onde você está poupa muitas voltas à toa. Ela ocupa um espaço amarelo, então troque-a quando já conhecer bem uma área. Alguns jogadores têm dificuldade de abrir mão dela mesmo no fim do jogo, então decida por conta própria se o espaço vale a pena.",
    location: "Vendida por Shakra, encontrada pela primeira vez na Medula.",
  },
  "shard-pendant": {
    description: "O Pingente de Fragmento é uma ferramenta amarela que faz os inimigos derrotados deixarem cair mais Fragmentos de Carapaça. Ele é encontrado na Medula.",
    tips: "Use-o enquanto farma, já que os Fragmentos de Carapaça pagam o reabastecimento das ferramentas nos bancos. Ele é mais útil em builds cheias de ferramentas, que gastam muitos fragmentos. Troque-o por outra ferramenta amarela quando o seu estoque de fragmentos estiver confortável.",
    location: "Encontrado na Medula.",
  },
  "magnetite-brooch": {
    description: "O Broche de Magnetita é uma ferramenta amarela que puxa os Rosários próximos em direção à Hornet, para que ela não precise correr atrás de cada conta. Os guias o colocam entre as ferramentas amarelas mais úteis para juntar dinheiro.",
    tips: "Equipe-o enquanto farma Rosários, para que as moedas que caem em lugares difíceis venham até você. Ele ajuda mais em salas agitadas, onde as contas se espalham por beiradas e espinhos. Como os Rosários caem quando você morre, recolhê-los rápido significa deixar menos coisa largada pelo caminho.",
    location: "",
  },
  "magnetite-dice": {
    description: "Os Dados de Magnetita são uma ferramenta amarela ganha num jogo de dados contra Lumble the Lucky, nos Degraus Devastados. A descrição deles promete boa sorte a quem os carrega.",
    tips: "Cada rodada do jogo de Lumble custa 4 Rosários, então leve contas extras caso perca algumas rodadas. Continue jogando até ganhar os dados. Descanse antes no banco da Via Campanária ali perto, para que um inimigo perdido não lhe custe os seus Rosários.",
    location: "Vença o jogo de dados de Lumble the Lucky perto do banco da Via Campanária nos Degraus Devastados.",
  },
  rosaries: {
    description: "Os Rosários são a principal moeda de Fiarlongo, as contas que substituem o Geo do primeiro jogo. Cada conta simples vale um, enquanto as contas maiores de concha e de pérola valem cinco e quinze. Você as gasta em produtos das lojas, mapas, bancos pagos e estações das Vias Campanárias, então elas importam desde a primeira hora.",
    tips: "Os Rosários soltos caem quando a Hornet morre; volte ao casulo dela para recuperá-los, porque uma segunda morte antes de chegar lá os apaga de vez. Derrotar inimigos é a renda mais confiável, então limpe as salas pelo caminho em vez de passar correndo por tudo. Transforme as contas que sobram num Cordão de Rosário antes de uma luta arriscada para deixá-las seguras. Golpeie os fios de contas pendurados no teto e jogados sobre estátuas, e confira os cantos em busca de esconderijos.",
    location: "Deixados por muitos inimigos, soltos de fios de contas pendurados e de estátuas de Rosários, encontrados em baús e esconderijos e dados como recompensa por alguns desejos.",
  },
  "shell-shards": {
    description: "Os Fragmentos de Carapaça são a segunda moeda da Hornet, os pequenos fragmentos prateados que voam dos inimigos derrotados. A principal função deles é reabastecer as cargas das ferramentas equipadas toda vez que você descansa num banco. Alguns desejos também pedem que você os doe, como Bone Bottom Repairs, que leva 200.",
    tips: "Fique de olho em qualquer coisa com textura prateada e brilhante, como rochas cintilantes ou cordas cravejadas de fragmentos, já que golpeá-las solta um punhado deles. Há um limite de quantos você pode carregar, então melhore a Bolsa de Ferramentas quando começar a depender das ferramentas. A ferramenta Pingente de Fragmento, da Medula, aumenta quantos fragmentos os inimigos dão. Confira a sua reserva antes de um longo caminho de volta até um chefe, para que as cargas das ferramentas sejam reabastecidas no banco.",
    location: "Deixados por quase todos os inimigos e soltos de depósitos de fragmentos por toda Fiarlongo; o limite que dá para carregar aumenta com a Bolsa de Ferramentas.",
  },
  silkspear: {
    description: "A Lança de Seda é uma das primeiras habilidades de seda, um ataque à distância movido a seda que a Hornet obtém nas primeiras horas do Ato 1. O jogo também a usa como chave: a Besta dos Sinos dorme envolta em seda que só a Lança de Seda consegue cortar.",
    tips: "Faça um desvio até Musgalia antes de ir à arena da Besta dos Sinos, já que não é possível acordar a fera sem ela. Nessa luta e depois contra a Viúva, a Lança de Seda permite causar dano de uma distância segura em vez de trocar golpes de perto. Como toda habilidade de seda, ela gasta seda, então cuide para ainda ter o suficiente para o Bind quando precisar se curar.",
    location: "Aprendida em Musgalia, alcançada seguindo para a esquerda na bifurcação perto de Shakra, na parte alta da Medula, antes da luta contra a Besta dos Sinos.",
  },
  "silk-heart": {
    description: "Os Corações de Seda são melhorias raras que restauram sozinhas um nível de seda depois que o carretel se esvazia. Há só três no jogo, então cada um ajuda visivelmente em lutas longas em que acertar golpes é difícil. O primeiro vem da Besta dos Sinos, a chefe que também abre a rede de viagem rápida das Vias Campanárias.",
    tips: "Derrote a Besta dos Sinos na Medula e toque no orbe de seda que ela deixa para entrar num reino de seda cujas plataformas desmoronam sob os seus pés. Continue subindo rápido, golpeie a alavanca na borda firme para erguê-la e pegue o coração no topo. O segundo coração fica na Ala Branca e exige a Chave Branca, a Garra de Seda e a Surgeon's Key, com uma luta contra chefe no caminho. Combine os corações com brasões e habilidades que consomem muita seda, já que você recupera seda sem precisar acertar golpes.",
    location: "Primeiro: recompensa por derrotar a Besta dos Sinos no alto da Medula. Segundo: na Ala Branca, na Cidadela, atrás da porta da Surgeon's Key.",
  },
  quill: {
    description: "A Pena permite à Hornet desenhar o próprio progresso nos mapas das áreas que compra, preenchendo as salas por onde passou toda vez que descansa. Sem ela, você só vê o contorno geral de cada área. Shakra, a vendedora de mapas, a oferece logo no começo da jornada.",
    tips: "Compre-a cedo, junto com os primeiros mapas; é um dos melhores usos dos seus primeiros Rosários. Lembre-se de que o mapa só é atualizado quando você descansa, então sente-se nos bancos com frequência numa área nova. Se você teimar em não comprá-la, o jogo lhe entrega uma pena vermelha na mesa do chefe Trobbio no Ato 2, ou uma roxa no Ato 3. Essas variantes só mudam o ícone, então pular a pena é um desafio de vaidade, não um atalho.",
    location: "Vendida por Shakra, a vendedora de mapas, cujo primeiro ponto fica na Medula. As versões vermelha e roxa esperam na mesa de Trobbio para quem nunca comprou uma.",
  },
  "rosary-string": {
    description: "Um Cordão de Rosário é um conjunto de contas amarradas para que não possam ser perdidas. As contas amarradas continuam no inventário mesmo quando a Hornet morre. Dá para comprar um no Vale dos Ossos, a primeira cidade da jornada.",
    tips: "A loja de Pebb, no Vale dos Ossos, amarra as contas para você: você paga 80 Rosários e recebe um cordão que vale 60. Perder 20 contas sai mais barato do que perder a bolsa inteira numa morte ruim, então amarre as suas economias antes de um chefe difícil ou de uma área perigosa. As contas amarradas não podem ser gastas até você romper o cordão pelo inventário. Os cordões também aparecem como espólio durante a exploração e como recompensa de algumas missões.",
    location: "Comprado na loja de Pebb, no Vale dos Ossos, e encontrado como espólio pelo mundo.",
  },
  "frayed-rosary-string": {
    description: "O Frayed Rosary String é o menor dos cinco cordões de contas e vale 30 Rosários. Como os outros cordões, ele mantém as contas seguras quando a Hornet morre. Normalmente é encontrado pelo mundo, e não comprado.",
    tips: "Não o rompa logo de cara; guarde-o como reserva de segurança e só o abra quando estiver diante de uma loja. Um dos primeiros fica escondido na passagem logo acima de Fleamaster Mooshka, na Medula. Cordões gastos também aparecem em pontos secretos de outras áreas, então golpeie paredes suspeitas.",
    location: "Encontrado em pontos escondidos, por exemplo na passagem acima de Fleamaster Mooshka, na Medula.",
  },
  "simple-key": {
    description: "As Chaves Simples são chaves de uso único que abrem as fechaduras comuns espalhadas por Fiarlongo. Há quatro chaves e quatro fechaduras correspondentes, e elas levam principalmente a salas opcionais. A primeira está à venda no Vale dos Ossos logo no começo.",
    tips: "Cada chave é gasta quando você abre uma fechadura, então escolha bem onde usá-las. Uma fechadura fica nas Docas Profundas, depois de um vão de lava que exige o Passo Veloz para atravessar; ela é opcional, então usar uma chave ali não pode travar a história. A chave do Vale dos Ossos custa 500 Rosários, o que é caro no início, e outra chave cai de um inimigo no Caminho dos Pecadores. Se estiver com poucas contas, espere até saber qual porta você quer abrir.",
    location: "Uma é vendida no Vale dos Ossos por 500 Rosários; outra cai de um inimigo no Caminho dos Pecadores; as demais estão escondidas por Fiarlongo.",
  },
  "mask-shard": {
    description: "Os Fragmentos de Máscara aumentam a vida da Hornet: cada quatro fragmentos formam uma nova máscara. São 20 fragmentos ao todo, o que vale cinco máscaras extras. A maioria fica em salas secretas ou atrás de obstáculos que exigem habilidades, e alguns são recompensas de desejos.",
    tips: "Comece pelo fragmento à venda no Vale dos Ossos, por cerca de 300 Rosários. Entre os primeiros gratuitos estão uma sala com poça escondida no Covil dos Vermes (alcançada com o Passo Veloz), uma parede rachada no alto de Cascomadeira perto de Shakra e um quebra-cabeça acima da Seamstress, nos Campos Longínquos, que exige o Drifter's Cloak. Os desejos de Campânula também dão fragmentos, incluindo caçadas a adversários opcionais difíceis. Pegue os primeiros antes dos chefes mais difíceis do Ato 1.",
    location: "Espalhados por Fiarlongo: um à venda no Vale dos Ossos, outros no Covil dos Vermes, em Cascomadeira, nos Campos Longínquos e além, mais recompensas de desejos em Campânula.",
  },
  "spool-fragment": {
    description: "Os Fragmentos de Carretel são peças que aumentam o carretel de seda da Hornet, o medidor que alimenta o Bind e as habilidades de seda. A lista de conclusão conta 18 deles, e eles representam uma boa parte da porcentagem de conclusão.",
    tips: "Um carretel maior dá espaço para curar e ainda usar uma habilidade de seda, então eles importam mais quanto mais você depende da seda. Revisite as áreas anteriores depois de cada nova habilidade, já que muitos fragmentos ficam fora de alcance no início. Use um marcador no mapa quando avistar um que ainda não consegue alcançar.",
    location: "Espalhados por Fiarlongo.",
  },
  "swift-step": {
    description: "O Passo Veloz é o avanço da Hornet, e segurar o botão o transforma numa corrida. Ele funciona no chão e no ar e abre muitos caminhos e vãos. Você o encontra cedo no Ato 1, nas Docas Profundas.",
    tips: "Pegue-o assim que chegar às Docas Profundas; ele facilita muito tanto a exploração quanto desviar dos ataques dos chefes. Perto do topo da área, golpeie o nódulo laranja pendurado no teto e recue antes que ele estoure; a explosão abre uma seção escondida que leva à estátua das Tecelãs. Os comandos padrão são R2 ou RT no controle e C no teclado. Use a corrida para percorrer mais rápido os longos corredores de volta.",
    location: "Docas Profundas, numa seção escondida atrás de um nódulo laranja explosivo na parte alta da área, junto a uma estátua das Tecelãs.",
  },
  "drifters-cloak": {
    description: "O Drifter's Cloak permite à Hornet planar, retardando a queda e deixando que ela suba nas correntes de ar ascendentes. Ele vem da Seamstress, uma antiga guerreira que vive numa cabana de pano suspensa nos Campos Longínquos. Obtê-lo faz parte da rota principal do Ato 1, e a luta contra o Quarto Vozerio, nos Campos Longínquos, vem logo depois.",
    tips: "Fale com a Seamstress nos Campos Longínquos e conclua o desejo dela para ganhar a capa. Na mesma hora ela abre um Fragmento de Máscara acima do quarto dela, onde você plana para cima e usa um chão explosivo para liberar o caminho. Ela também é exigida mais tarde no Monte Plumídio, junto com a Garra de Seda. Pratique planar sobre espinhos e entre correntes ascendentes antes de encarar plataformas mais difíceis.",
    location: "Dado pela Seamstress, nos Campos Longínquos, como recompensa pelo desejo dela.",
  },
  "thread-storm": {
    description: "O Turbilhão de Fios é uma habilidade de seda que faz um círculo de seda chicotear ao redor da Hornet, atingindo tudo o que está perto. Testes de dano feitos por jogadores apontaram que ele é a mais forte das seis habilidades de seda, à frente da Fúria de Runas, quando todos os golpes acertam. Ele também é desbloqueado cedo no Ato 1.",
    tips: "Procure-o no lado nordeste do Pântano Cinzento. O alcance uniforme ao redor da Hornet o torna ótimo contra grupos e permite ferir chefes de um pouco mais longe do que um golpe de agulha. Combine-o com o Brasão do Xamã e a ferramenta Filamento Voltaico para aumentar ainda mais o dano; os speedrunners usam exatamente essa configuração. Use-o quando um inimigo se comprometer com um ataque perto de você, e não no vazio.",
    location: "Pântano Cinzento, no lado nordeste da área.",
  },
  "cling-grip": {
    description: "A Garra Aderente permite à Hornet se agarrar às paredes e pular a partir delas. Ela é aprendida numa estátua das Tecelãs em Cascomadeira, que se abre depois que a Irmã Lasca é derrotada. A Viúva de Campânula, o Caminho dos Pecadores e muitos segredos dependem dela.",
    tips: "Derrote a Irmã Lasca em Cascomadeira e depois visite a estátua das Tecelãs que ela guardava. Em seguida, volte às áreas anteriores e procure poços altos e bordas elevadas que você teve de pular. Ela é a chave para chegar à Viúva nos túneis ao norte de Campânula, e o Caminho dos Pecadores fica fechado para você sem ela.",
    location: "Estátua das Tecelãs em Cascomadeira, acessível depois de derrotar a Irmã Lasca.",
  },
  needolin: {
    description: "O Agulino é um instrumento que a Hornet toca para arrancar canções do mundo. Tocá-lo perto de personagens pode revelar histórias nos versos deles, e ele abre portões feitos pelas Tecelãs. É a recompensa por derrotar a Viúva, o que também liberta Campânula da maldição.",
    tips: "Depois que a Viúva cair, os moradores e serviços de Campânula voltam, incluindo o Mestre Alfineteiro Plinney, então passe um tempo por lá. Volte aos portões das Tecelãs que você notou antes, por exemplo na Gruta Musgosa. Experimente-o com personagens novos para ouvir versos extras da história. Ele importa até o fim: a rota para o Ato 3 termina com a Hornet tocando-o quando o jogo pede, depois da luta final.",
    location: "Recompensa por derrotar a Viúva no fundo dos túneis ao norte de Campânula.",
  },
  "sharpened-needle": {
    description: "A Agulha Afiada é uma das quatro melhorias da agulha da Hornet, listada junto com a Agulha Reluzente, a Agulha de Aço Favônio e a Agulha de Aço Pálido. Cada melhoria aumenta o dano da agulha e conta para a conclusão. As melhorias da agulha ficam disponíveis quando o Mestre Alfineteiro Plinney volta a Campânula.",
    tips: "Liberte Campânula derrotando a Viúva para que os serviços de Plinney sejam abertos. Espere um ganho que parece irregular: os jogadores descobriram que cada tipo de inimigo recebe uma fração fixa do dano da agulha, e que essa fração diminui para muitos inimigos conforme a agulha melhora. No geral você ainda bate mais forte, mas alguns adversários não vão morrer com menos golpes logo de cara. Mesmo assim, vale a pena fazer as melhorias antes dos chefes mais difíceis do Ato 2.",
    location: "As melhorias da agulha são feitas pelo Mestre Alfineteiro Plinney, em Campânula, depois que a Viúva é derrotada.",
  },
  "memory-locket": {
    description: "Os Medalhões Memoriais desbloqueiam espaços extras de ferramenta nos brasões, com o mesmo papel que os entalhes de amuleto tinham no primeiro jogo. Cada medalhão abre um espaço no brasão que você escolher. Alguns são vendidos em lojas, mas a maioria fica escondida em pontos secretos.",
    tips: "Use-os num banco, selecionando um dos pontinhos ao lado dos encaixes maiores de um brasão. A cor do pontinho define o tipo de ferramenta: vermelho para armas, azul para defesa, amarelo para exploração. O espaço pertence àquele brasão para sempre e não passa para os outros, então invista no brasão que você realmente usa. Desbloquear espaços suficientes entre os brasões também rende espaços extras de Vesticrest com Eva.",
    location: "Vendidos em algumas lojas e escondidos em pontos secretos por toda Fiarlongo.",
  },
  "tool-pouch": {
    description: "A Bolsa de Ferramentas é uma melhoria que permite à Hornet carregar mais coisas de uma vez. Cada nível aumenta tanto o limite de Fragmentos de Carapaça quanto o número de cargas das ferramentas. Ela conta para a conclusão.",
    tips: "Pegue-a quando começar a depender das ferramentas vermelhas nas lutas contra chefes, já que mais cargas significam menos idas de volta a um banco. Um limite maior de fragmentos também deixa você guardar fragmentos para os desejos de doação. Combine-a com o Pingente de Fragmento se os seus Fragmentos de Carapaça vivem acabando.",
    location: "",
  },
  "key-of-indolent": {
    description: "A Key of Indolent é uma das três chaves do Rochedo, a prisão para onde a Hornet pode ser levada depois que um voador carregador de gaiolas a captura. Ela abre as primeiras portas trancadas no caminho para recuperar o equipamento roubado dela. As outras duas são a Key of Heretic e a Key of Apostate.",
    tips: "Depois de sair da gaiola, chute o teto rachado acima da primeira porta trancada e siga os túneis para baixo. Grindle está numa cela no fundo; a chave fica na sala à esquerda dela, guardada por alguns inimigos. Volte pela cela de Grindle para encontrar um banco e o mapa do Rochedo, depois use a chave na porta abaixo do banco. Espere uma sequência de inimigos e lâminas giratórias depois dessa porta.",
    location: "Rochedo, numa sala à esquerda da cela de Grindle.",
  },
  "white-key": {
    description: "A Chave Branca abre o caminho para a Ala Branca, uma sombria ala médica da Cidadela. Ela fica em Cantoclave, o pequeno povoado que cresce do lado de fora do Primeiro Santuário no Ato 2. A Ala Branca guarda itens úteis, como a ferramenta Conjunto Injetor, e leva às Claustroforjas e à Garra de Seda.",
    tips: "Toque antes o sino do Primeiro Santuário para que os peregrinos comecem a se reunir em Cantoclave. A chave fica encostada na parede, no canto extremo leste de Cantoclave, depois do prédio central. Use-a no elevador com a marca branca, na parte de baixo das Choral Chambers, para descer até a Ala Branca. Pegue o mapa da Ala Branca logo depois de chegar; se perdê-lo, Shakra pode vendê-lo mais tarde.",
    location: "Cantoclave, no canto extremo leste, ao lado do Primeiro Santuário, no Ato 2.",
  },
  "surgeons-key": {
    description: "A Surgeon's Key abre a Ornate Lock no fundo da Ala Branca. Atrás dessa porta esperam uma luta contra chefe e o segundo Coração de Seda. Você precisa da Chave Branca e da Garra de Seda antes de conseguir alcançá-la.",
    tips: "A partir da entrada da Ala Branca, suba e avance para a direita até o caminho se dividir, pegue o ramo da esquerda e quebre o bloco da parede. Acima dele pende uma alavanca em forma de anel: agarre-a com a Garra de Seda e a chave cai. Para usá-la, siga para oeste a partir do banco da Ala Branca, desça pelo elevador e continue para oeste até a Ornate Lock. Descanse antes, porque um chefe espera do outro lado.",
    location: "Ala Branca, solta ao puxar uma alavanca em forma de anel com a Garra de Seda.",
  },
  clawline: {
    description: "A Garra de Seda é o arpão da Hornet, uma das Ancestral Arts. Ela puxa a Hornet até anéis, algumas superfícies e até inimigos, permitindo que ela fique pendurada e encadeie subidas. Ela é obtida num altar das Tecelãs no Cauldron, a área de oficinas das Claustroforjas, durante o Ato 2.",
    tips: "A rota de costume é Chave Branca, elevador da Ala Branca e depois descer até as Claustroforjas e atravessar as salas de lava do Cauldron. O comando padrão é S no PC, LT no Xbox, L2 no PlayStation e ZL no Switch. Agarrar um inimigo lança você para longe dele, algo útil para atravessar vãos durante as lutas. Muitas áreas e itens do fim do jogo dependem dela, incluindo o Monte Plumídio, a Surgeon's Key e o caminho para o Bilebrejo.",
    location: "Altar das Tecelãs no Cauldron, nas Claustroforjas (Ato 2).",
  },
  "architects-key": {
    description: "A Architect's Key abre a Chapel of the Architect, nas Claustroforjas, que guarda o Brasão do Arquiteto. O acesso é concedido por meio do Twelfth Architect, o último dos construtores mecânicos da Cidadela, que trabalha no Cauldron. Ela pertence ao Ato 2.",
    tips: "Visite o Twelfth Architect no Cauldron e trabalhe junto com o Architect para conseguir a chave; o Architect também troca ferramentas por Rosários e Metal Artesanal. A capela fica ao norte da oficina. O brasão que ela desbloqueia é voltado para ferramentas vermelhas, então estoque Fragmentos de Carapaça antes de testá-lo.",
    location: "Obtida por meio do Twelfth Architect no Cauldron, nas Claustroforjas; abre a Chapel of the Architect.",
  },
  craftmetal: {
    description: "O Metal Artesanal é um material de fabricação raro que alguns artesãos de Fiarlongo pedem junto com os Rosários. O Twelfth Architect, nas Claustroforjas, troca ferramentas mecânicas por ele. Ele é escasso, então cada peça deve ir para algo que você realmente vá usar.",
    tips: "Não o gaste na primeira coisa oferecida; confira antes o estoque do Twelfth Architect, já que pelo menos uma das ferramentas do Architect exige o metal. Fique de olho em caminhos laterais e salas secretas. Se faltar uma ferramenta na sua coleção no fim do jogo, a falta de Metal Artesanal pode ser o motivo.",
    location: "Encontrado em quantidade limitada por Fiarlongo; gasto com artesãos como o Twelfth Architect.",
  },
  "faydown-cloak": {
    description: "O Manto de Plumídio dá à Hornet o pulo duplo. Ele espera no cume do Monte Plumídio, uma escalada gelada a oeste do Rochedo que é quase só plataforma. É uma recompensa do Ato 2 que abre boa parte do fim do jogo.",
    tips: "Você precisa da Garra de Seda e do Drifter's Cloak antes de tentar a escalada. O frio fere a Hornet aos poucos, então avance rápido entre as lâmpadas quentes e as fontes de calor que o zeram. Há dois bancos no caminho, um atrás de uma taxa e outro atrás de uma parede quebrável. No topo, toque o Agulino diante do diapasão gigante. Depois disso, áreas como o Bosque dos Lumes e o caminho até a Key of Apostate se abrem.",
    location: "Cume do Monte Plumídio, no Ato 2.",
  },
  "twisted-bud": {
    description: "O Twisted Bud é um broto retorcido e chorão, parecido com um bebê, encontrado no Bilebrejo durante o Ato 2. Ele dá início ao Rite of Rebirth com Greyroot, em Cascomadeira, uma sequência que termina com o Brasão da Bruxa. Ele também é a chave para o final secreto Twisted Child.",
    tips: "Chegar ao Bilebrejo exige a Garra de Seda para quebrar uma parede no caminho. Conclua antes o rito do pólipo para Greyroot, já que ele é obrigatório antes que o broto possa ser usado. O Rite of Rebirth amaldiçoa a Hornet e limita a cura dela; a cura é comprada no Pântano Cinzento, então leve pelo menos 260 Rosários. Se quiser o final Twisted Child, enfrente o chefe final do Ato 2 ainda amaldiçoada, e faça isso antes de entrar no Ato 3.",
    location: "Bilebrejo, no Ato 2; usado com Greyroot em Cascomadeira.",
  },
  "key-of-apostate": {
    description: "A Key of Apostate é a terceira chave do Rochedo, mas ela não fica na prisão. Ela está do outro lado do mapa, nos Canais Pestilentos. Ela abre duas portas no Rochedo, uma das quais leva à chefe escondida Primeira Pecadora.",
    tips: "Você precisa do Manto de Plumídio, e a Garra de Seda e a Garra Aderente tornam o caminho muito mais confiável. O caminho mais seguro entra pelo Memorium; o outro começa no Bilebrejo, depois de derrotar o chefe da parte alta dele. Nos Canais Pestilentos, siga para o túnel escuro à esquerda, perto da parte de baixo, e esmague a gaiola no fim dele. A segunda porta do Rochedo leva a um quebra-cabeça de plataforma com um Fragmento de Máscara.",
    location: "Canais Pestilentos, no fim de um túnel escuro na parte inferior esquerda; usada em duas portas do Rochedo.",
  },
  "rune-rage": {
    description: "A Fúria de Runas é uma habilidade de seda que detona runas explosivas, copiando um ataque da Primeira Pecadora, uma Tecelã aprisionada no Rochedo. A Hornet a obtém depois de derrotá-la. Nos testes de dano dos jogadores, ela ficou em segundo lugar entre as seis habilidades de seda.",
    tips: "Pegue antes a Key of Apostate nos Canais Pestilentos, depois abra a cela selada no Rochedo e quebre as runas de seda que a trancam. A luta começa quando você usa o Bind diante da estátua das Tecelãs lá dentro; uma derrota simplesmente a reinicia do lado de fora da cela. Fique de olho na Primeira Pecadora se curando com o próprio Bind e interrompa-a. Depois de obter a Fúria de Runas, combine-a com brasões e ferramentas que aumentam o dano das habilidades de seda.",
    location: "Recompensa por derrotar a Primeira Pecadora no Rochedo, atrás de uma porta aberta com a Key of Apostate.",
  },
  "rosary-necklace": {
    description: "O Rosary Necklace é um cordão de contas maior, que vale 120 Rosários. Ele é o terceiro de cinco níveis de armazenamento, acima do Frayed Rosary String (30) e do Cordão de Rosário (60) e abaixo do Heavy Rosary Necklace (240) e do Pale Rosary Necklace (340). As contas dele ficam a salvo da morte até você rompê-lo.",
    tips: "Trate-o como uma poupança: só o rompa quando estiver pronto para comprar alguma coisa. As compras maiores do fim do jogo, como mapas e melhorias, são onde esses colares compensam. Cordões e colares também são dados como recompensa de missões, então conclua desejos quando estiver sem dinheiro.",
    location: "",
  },
  "cross-stitch": {
    description: "O Ponto Cruz é uma das seis habilidades de seda da Hornet, listada junto com a Lança de Seda, o Turbilhão de Fios, o Dardo Afiado, a Fúria de Runas e os Ferrões Pálidos. As habilidades de seda gastam seda diretamente e ocupam os espaços brancos de um brasão. Ele conta para a conclusão.",
    tips: "Equipe-o num banco, num espaço de habilidade de seda. Os brasões variam no número de espaços de habilidade de seda que oferecem; o Brasão do Xamã tem três. Guarde seda suficiente de reserva para o Bind quando precisar se curar.",
    location: "",
  },
  sharpdart: {
    description: "O Dardo Afiado é uma das seis habilidades de seda da Hornet, listada junto com a Lança de Seda, o Turbilhão de Fios, o Ponto Cruz, a Fúria de Runas e os Ferrões Pálidos. Como as outras, ele gasta seda e fica num espaço branco do brasão. Ele conta para a conclusão.",
    tips: "Equipe-o num banco. Se quiser usar várias habilidades de seda juntas, o Brasão do Xamã oferece três espaços de habilidade de seda. A ferramenta Filamento Voltaico aumenta o dano das habilidades de seda.",
    location: "",
  },
  "pale-nails": {
    description: "Os Ferrões Pálidos são uma das seis habilidades de seda da Hornet, listada junto com a Lança de Seda, o Turbilhão de Fios, o Ponto Cruz, o Dardo Afiado e a Fúria de Runas. Eles gastam seda e ficam num espaço branco do brasão. Contam para a conclusão.",
    tips: "Equipe-os num banco. As builds focadas em seda são as que mais aproveitam, por exemplo com o Brasão do Xamã, que tem três espaços de habilidade de seda e fortalece essas habilidades. Equilibre o uso das habilidades de seda com a seda de que você precisa para o Bind.",
    location: "",
  },
  sylphsong: {
    description: "A Silfonia é a última das cinco melhorias oferecidas por Eva, que vive em Weavenest Atla, no extremo direito da Gruta Musgosa. Eva recompensa a Hornet pelo número total de espaços de brasão que ela desbloqueou com Medalhões Memoriais. Os guias descrevem o benefício como reabastecer a seda quando a Hornet descansa num banco.",
    tips: "Gaste os seus Medalhões Memoriais com regularidade e volte a falar com Eva; as recompensas anteriores dela são uma melhoria do Brasão do Caçador e espaços extras de Vesticrest. Todas as cinco melhorias dela podem ser obtidas até o fim do Ato 2. A Silfonia conta para a conclusão, então não a deixe para o final.",
    location: "Dada por Eva em Weavenest Atla depois que espaços de brasão suficientes forem desbloqueados.",
  },
  "beastling-call": {
    description: "A Beastling Call é uma canção que a Hornet aprende no início do Ato 3. Quando ela tenta chamar a Besta dos Sinos na Grand Bellway, quem irrompe é a Devoradora de Sinos. No fim dessa luta, a Besta dos Sinos chega com os filhotes, os Beastlings, e a Hornet aprende o chamado.",
    tips: "Depois que o Ato 3 começar, vá a pé até a Grand Bellway, na parte de baixo das Choral Chambers; a rota da Ventrícula pelo Primeiro Santuário está bloqueada. Descanse no banco à direita antes de pular no buraco para a luta contra a Devoradora de Sinos. Continue causando dano até a Besta dos Sinos entrar investindo para acabar com ela.",
    location: "Grand Bellway, na parte de baixo das Choral Chambers, depois da luta contra a Devoradora de Sinos no Ato 3.",
  },
  "silk-soar": {
    description: "O Impulso de Seda é a última habilidade de movimento, encontrada no Abismo durante o Ato 3. Ele permite à Hornet alcançar aberturas lá no alto que nada mais alcançaria. Poucas áreas novas dependem dele, mas há segredos escondidos em pequenos buracos nos tetos por toda Fiarlongo.",
    tips: "Assim que o tiver, percorra as áreas anteriores olhando para cima: muitos tetos têm vãos que você nunca conseguiu alcançar. Ele abre o Voltnest e o seu chefe, cuja recompensa fortalece as habilidades de seda. Não pense que toda borda alta exige o Impulso de Seda; nas Areias de Karak, uma pedra amarela no fundo de um desfiladeiro pode levar você até o topo.",
    location: "Abismo, no Ato 3.",
  },
  everbloom: {
    description: "A Everbloom é um item-chave tardio, uma flor pálida e brilhante, tirada de uma memória distante, que afasta o vazio. É a recompensa no fim da missão Old Hearts, no Ato 3. Obtê-la também rende uma conquista e conta para a conclusão.",
    tips: "Primeiro conclua as missões Return to Pharloom e Spell Seeker para desbloquear Old Hearts. Fale com os Xamãs Caracóis na Ruined Chapel, junto ao Vale dos Ossos, e depois obtenha três corações: o Heart of Might, do Rei Coral Khann, o Heart of the Woods, de Nyleth, e o Heart of the Wild, da Skarrcantora Carmelita. Leve-os de volta aos xamãs e jogue a sequência da memória.",
    location: "Recompensa por concluir a missão Old Hearts com os Xamãs Caracóis no Ato 3.",
  },
};
