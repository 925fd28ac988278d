import type { ContentPage } from '../page-document';

/** Páginas do site do Brasil (/lp/<slug>): carregadas uma vez e depois editadas pelos operadores. */
export const PAGES: Record<string, ContentPage> = {
  'store-services': {
    title: 'Serviços nas lojas',
    metaTitle: 'Serviços gratuitos nas lojas',
    metaDescription:
      'Grátis nas lojas Redline Autopeças: teste de bateria, leitura da luz da injeção, empréstimo de ferramentas, ajuda com palhetas e descarte de óleo usado.',
    siteSection: 'others',
    intro:
      'Nas lojas Redline Autopeças você encontra mais do que peças. Estes serviços são gratuitos e não precisam de agendamento: é só passar na loja no horário de funcionamento.',
    sections: [
      {
        anchor: 'bateria',
        heading: 'Teste e carga de bateria',
        body: 'O carro não quer pegar? Testamos a bateria, o motor de partida e o alternador ali mesmo no estacionamento e dizemos qual deles é o problema. Se a bateria só precisa de carga, carregamos de graça. Se for hora de trocar, ajudamos a escolher a bateria certa para o seu carro e recebemos a velha para reciclagem. Guia: [Teste e troque a bateria](/repairGuideContent?guide=test-and-replace-battery).',
      },
      {
        anchor: 'luzDaInjecao',
        heading: 'Leitura da luz da injeção',
        body: [
          'A luz da injeção acendeu? Ligamos um scanner na tomada de diagnóstico do carro, que fica embaixo do painel, do lado do motorista, lemos os códigos de falha e explicamos o que significam e o que vale a pena verificar primeiro. Leva poucos minutos. A maioria dos carros fabricados no Brasil a partir de 2010 tem essa tomada no padrão OBD.',
          '',
          'Ler os códigos mostra onde procurar; não substitui o diagnóstico completo de um mecânico. Se a luz estiver **piscando**, o motor está falhando a ponto de danificar o catalisador: dirija com calma e procure ajuda o quanto antes.',
        ].join('\n'),
      },
      {
        anchor: 'emprestimoDeFerramentas',
        heading: 'Empréstimo de ferramentas',
        body: [
          'Precisa de uma ferramenta especial para um serviço só, como um saca-polias, um compressor de molas ou um medidor de compressão? Em lojas selecionadas, você pega emprestado:',
          '',
          '1. Deixe um depósito no valor da ferramenta e apresente um documento oficial com foto (RG ou CNH).',
          '2. Use pelo tempo que precisar, até 90 dias.',
          '3. Devolva a ferramenta limpa e completa, com o comprovante, e receba **todo o depósito de volta**.',
          '',
          'Ligue para a loja antes de ir para confirmar que ela tem a ferramenta de que você precisa.',
        ].join('\n'),
      },
      {
        anchor: 'palhetas',
        heading: 'Ajuda com as palhetas',
        body: 'Encontramos o tamanho certo das palhetas do limpador para o seu carro e, se você comprar com a gente, ajudamos a instalar no estacionamento. Prefere fazer em casa? Siga o guia [Troque as palhetas do limpador](/repairGuideContent?guide=replace-wiper-blades).',
      },
      {
        anchor: 'descarte',
        heading: 'Descarte correto de óleo e baterias',
        body: 'Traga o óleo de motor usado em um recipiente fechado, os filtros de óleo usados e as baterias velhas: encaminhamos tudo a coletores autorizados, para rerrefino e reciclagem, como manda a legislação ambiental. Não misture o óleo com líquido de arrefecimento, combustível ou outros fluidos, porque a mistura não pode ser rerrefinada. Serviço disponível em lojas selecionadas.',
      },
      {
        anchor: 'suaLoja',
        heading: 'Os serviços da sua loja',
        body: 'Os serviços variam de uma loja para outra. A página de cada loja mostra os serviços gratuitos que ela oferece, se faz retirada de pedidos do site, o horário e o telefone.',
        embed: 'storeLocator',
      },
    ],
  },

  folheto: {
    title: 'Folheto de ofertas',
    metaTitle: 'Folheto semanal de ofertas',
    metaDescription:
      'Confira o folheto de ofertas da Redline Autopeças: preços especiais da semana em peças, óleos e acessórios, no site e nas lojas.',
    siteSection: 'deals',
    intro:
      'Toda semana escolhemos ofertas nas peças, óleos, aditivos e acessórios que mais saem na estação. Este é o folheto em vigor.',
    sections: [
      {
        anchor: 'ofertas',
        heading: 'As ofertas desta semana',
        body: 'Os preços do folheto valem no site e em todas as nossas lojas durante o período da edição, enquanto durarem os estoques. Abra cada produto para ver se ele serve no seu carro e se a sua loja tem hoje.',
        embed: 'circular',
      },
      {
        anchor: 'comoAproveitar',
        heading: 'Como aproveitar',
        body: [
          '- **Frete grátis** em compras a partir de R$ 199.',
          '- **Retirada na loja sem custo**, em geral em menos de uma hora, nas lojas que fazem retirada de pedidos do site. Escolha sua loja no [buscador de lojas](/store).',
          '- **Compre pelo veículo:** informe o seu carro ou decodifique o [chassi (VIN)](/vin-decoder) e veja só as peças compatíveis.',
        ].join('\n'),
      },
      {
        anchor: 'maisEconomia',
        heading: 'Mais economia',
        body: 'Veja todas as nossas [ofertas](/lp/deals), que mudam toda semana. Trocas e devoluções em até 90 dias, com a nota fiscal, em qualquer loja; as condições estão em [informações legais](/lp/informacoeslegais). Dúvidas sobre um produto? [Fale conosco](/contactus).',
      },
    ],
  },

  nossahistoria: {
    title: 'Nossa história',
    metaTitle: 'Nossa história: Redline Autopeças',
    metaDescription:
      'Conheça a Redline Autopeças: de São Paulo para 28 cidades do Brasil, com a peça certa na primeira vez, atendimento de quem entende e serviços grátis.',
    siteSection: 'others',
    intro:
      'A Redline nasceu nos Estados Unidos com uma ideia simples: quem cuida do próprio carro merece encontrar a peça certa na primeira vez, com a orientação de quem entende. Foi essa ideia que trouxemos para o Brasil.',
    sections: [
      {
        anchor: 'comoComecou',
        heading: 'Como tudo começou',
        body: 'A Redline começou como uma loja de bairro, com um balcão, um catálogo de aplicações e uma equipe que fazia questão de conferir cada peça com o cliente. Com o tempo, virou uma rede com centenas de lojas nos Estados Unidos e depois no México, sem mudar o jeito de atender: a peça certa, explicada por quem conhece o assunto, e a loja como um lugar onde se resolve o problema.',
      },
      {
        anchor: 'noBrasil',
        heading: 'A chegada ao Brasil',
        body: 'Em 2015 abrimos nossa primeira loja brasileira, em São Paulo, como Redline Autopeças do Brasil Ltda. A frota brasileira tem suas particularidades, como os motores flex, os carros populares e as picapes que rodam o interior, e montamos o nosso sortimento e o nosso catálogo de aplicações em torno delas.',
      },
      {
        anchor: 'hoje',
        heading: 'A Redline hoje',
        body: [
          'Hoje são 31 lojas em 28 cidades, de Manaus a Porto Alegre, além do site, que entrega em todo o país. Em todas elas você encontra:',
          '',
          '- peças e acessórios filtrados pelo seu veículo, pelo modelo ou pelo [chassi (VIN)](/vin-decoder);',
          '- estoque da sua loja à vista antes de sair de casa, e retirada na loja sem custo nas lojas que oferecem o serviço;',
          '- [serviços gratuitos](/lp/store-services), como teste de bateria e leitura da luz da injeção;',
          '- [guias de reparo](/user/repairGuides) passo a passo para quem gosta de pôr a mão na massa.',
        ].join('\n'),
      },
      {
        anchor: 'compromisso',
        heading: 'Nosso compromisso',
        body: 'Preço justo, com as ofertas do [folheto](/lp/folheto) toda semana; frete grátis em compras a partir de R$ 199; trocas e devoluções em até 90 dias com a nota fiscal; e descarte correto de óleo usado e baterias velhas nas lojas participantes. Queremos que você volte porque resolveu o problema, não porque precisou voltar.',
      },
      {
        anchor: 'ondeEstamos',
        heading: 'Onde estamos',
        body: 'Nossa sede fica na Av. Paulista, 1000, em São Paulo (SP). Encontre a loja mais perto de você no [buscador de lojas](/store) e, para falar com a gente, use o [Fale conosco](/contactus). Os dados da empresa estão em [informações legais](/lp/informacoeslegais).',
      },
    ],
  },
};
