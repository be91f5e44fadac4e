import type { trailers as en } from '../en/trailers.ts';
import type { Translated, TrailerProse } from '../../encyclopaedia/types.ts';

export const trailers: Translated<typeof en, TrailerProse> = {
  'release-trailer': {
    title: 'Hollow Knight: Silksong - Trailer de lançamento',
    analysis:
      'A Team Cherry preparou este trailer em 19 de agosto de 2025 com uma contagem regressiva para um "anúncio especial" no próprio canal do YouTube, e ele estreou dois dias depois, às 15h30 (horário de verão britânico) da quinta-feira, 21 de agosto. Ele tem pouco menos de dois minutos e se limita a cortes rápidos de lutas contra chefes, cidades, personagens e a Hornet em movimento.\n\n' +
      'A grande notícia veio no final: Silksong seria lançado em 4 de setembro de 2025, apenas duas semanas depois, e estaria no Xbox Game Pass desde o primeiro dia. As cartelas de texto prometiam mais de 200 inimigos, e a imprensa também contou cerca de 40 chefes. A estrutura e o texto seguem de perto o primeiro trailer de Hollow Knight, mas agora você sobe rumo ao pico de um reino assombrado em vez de descer para um reino em ruínas.\n\n' +
      'Depois de seis anos quase sem notícias, os comentaristas elogiaram a discrição da estreia: nada de grande palco, só imagens e uma data. No mesmo dia, a Bloomberg publicou sua reportagem sobre por que a sequência demorou tanto para ficar pronta.',
  },
  'nintendo-switch-2-direct-appearance': {
    title: 'Aparição no Nintendo Switch 2 Direct (abril de 2025)',
    analysis:
      'Este nunca foi um trailer independente. Em 2 de abril de 2025, perto do fim do Nintendo Switch 2 Direct, Silksong ganhou alguns segundos numa montagem de jogos de outras empresas que estavam por vir. O link leva ao vídeo do Direct completo publicado pela Nintendo, então é preciso avançar até a montagem para encontrar o trecho.\n\n' +
      'O trecho mostra a Hornet dando piruetas, deslizando e lutando, e a legenda dizia 2025. Foi a primeira confirmação oficial de que o jogo sairia naquele ano. Poucos dias depois, Matthew Griffin, da Team Cherry, confirmou que Silksong seria lançado tanto no Switch original quanto no Switch 2.\n\n' +
      'Os fãs ficaram empolgados por ver imagens novas pela primeira vez desde 2022, mas muitos se contiveram. As seções de comentários se encheram de piadas do tipo "só acredito vendo" e de pedidos por um trailer completo com uma data de verdade.',
  },
  'xbox-game-pass-reveal-trailer': {
    title: 'Hollow Knight: Silksong - Trailer de revelação no Xbox Game Pass',
    analysis:
      'Este trailer apareceu durante o Xbox & Bethesda Games Showcase, em 12 de junho de 2022. Foi a primeira olhada de verdade em Silksong em cerca de três anos, com jogabilidade, personagens e cenários novos. O Xbox o publicou no próprio canal.\n\n' +
      'Sob a legenda "Lute pelo destino de uma terra assombrada", ele mostra a Hornet atravessando áreas novas, incluindo um trecho em que ela quica em plataformas brilhantes que estouram quando atingidas. O evento também confirmou que o jogo estaria no Game Pass no dia do lançamento.\n\n' +
      'O trailer não trazia data. O Xbox disse que todos os jogos da apresentação poderiam ser jogados nos 12 meses seguintes, e os fãs entenderam isso como um prazo até meados de 2023. Silksong perdeu essa janela e mais tarde foi adiado oficialmente.',
  },
  'nintendo-treehouse-live-e3-2019': {
    title: 'Jogabilidade de Hollow Knight: Silksong - Nintendo Treehouse: Live | E3 2019',
    analysis:
      'Na E3 2019, a transmissão Treehouse: Live da Nintendo mostrou quase 20 minutos de Silksong rodando no Nintendo Switch. Depois, a Nintendo publicou o segmento no seu canal do YouTube. São imagens de jogabilidade, não um trailer editado.\n\n' +
      'A demo começa com um curto poema e uma cena de abertura: a Hornet é carregada numa jaula até que uma explosão ofuscante de seda despedaça uma ponte. Ela acorda na Gruta Musgosa, no ponto mais baixo do reino. A demo também revelou o nome do reino, Fiarlongo, e oferecia duas áreas para jogar: a Gruta Musgosa e as Docas Profundas.\n\n' +
      'A mesma demo podia ser jogada no estande da Nintendo no pavilhão da feira, onde Silksong era um dos poucos jogos com fila. Um redator do Kotaku escolheu as Docas Profundas, um pouco mais difíceis, e saiu encantado, mesmo depois de topar com um bug.',
  },
  'reveal-trailer': {
    title: 'Trailer de revelação de Hollow Knight: Silksong',
    analysis:
      'A Team Cherry publicou este trailer no seu canal do YouTube em 14 de fevereiro de 2019. Ele dura cerca de dois minutos e revelou que o DLC da Hornet planejado para Hollow Knight havia crescido até virar uma sequência completa e independente.\n\n' +
      'Ele apresenta a Hornet como a heroína jogável. Ela é capturada e levada a um reino desconhecido de seda e canção, e precisa cumprir uma peregrinação mortal até o topo dele. Isso inverte o primeiro jogo, em que você passava o tempo descendo. O trailer prometia mais de 150 novos inimigos, novos chefes, combate acrobático, cidades, missões e ferramentas fabricadas. Ele citava Windows, Mac, Linux e Nintendo Switch como plataformas.\n\n' +
      'A Team Cherry também disse que quem apoiou o Kickstarter original receberia o jogo de graça. A cobertura da época elogiou o visual e os movimentos mais ágeis da Hornet, embora o trailer não desse nenhuma pista da data de lançamento.',
  },
};
