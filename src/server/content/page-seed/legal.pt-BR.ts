import type { ContentPage } from '../page-document';

/**
 * Páginas legais e de ajuda da loja do Brasil (writer "legal"). Os dados seguem o produto:
 * markets.ts (frete grátis a partir de R$ 199,00; sem programa Rewards no Brasil),
 * checkout/shipping.ts, checkout/tax.ts (preços com impostos, Lei 12.741/2012),
 * orders/returns.ts (90 dias) e as decisões 013, 016, 017 e 020.
 */
export const PAGES: Record<string, ContentPage> = {
  informacoeslegais: {
    title: 'Informações legais',
    metaTitle: 'Informações legais, privacidade e direitos do consumidor',
    metaDescription:
      'Dados da Redline Autopeças, direitos do consumidor (CDC), arrependimento em 7 dias, trocas e devoluções, garantia e privacidade (LGPD).',
    siteSection: 'customer-service',
    intro:
      'Aqui você encontra quem somos, seus direitos como consumidor e como tratamos seus dados pessoais ao comprar no site, no aplicativo ou nas lojas da Redline Autopeças. Ir para: [Dados da empresa](/lp/informacoeslegais#companyInformation) · [Seus direitos](/lp/informacoeslegais#consumerRights) · [Arrependimento](/lp/informacoeslegais#rightOfWithdrawal) · [Trocas e devoluções](/lp/informacoeslegais#returnsPolicy) · [Garantia](/lp/informacoeslegais#warranties) · [Privacidade](/lp/informacoeslegais#privacyPolicy) · [Compra segura](/lp/informacoeslegais#secureShopping) · [Atendimento](/lp/informacoeslegais#contact).',
    sections: [
      {
        anchor: 'companyInformation',
        heading: 'Dados da empresa',
        body: `**Redline Autopeças Ltda.**
CNPJ 34.521.876/0001-47
Av. Engenheiro Luís Carlos Berrini, 1.700, 8º andar, Cidade Monções
São Paulo – SP, CEP 04571-000

Vendemos autopeças, acessórios, ferramentas e produtos de manutenção automotiva pelo site, pelo aplicativo e em nossas lojas. Encontre a loja mais próxima, com endereço, telefone e horário, no [localizador de lojas](/store).

Fale conosco pelo [Fale Conosco](/contactus) ou pelo telefone da sua loja. As informações desta página atendem ao Decreto nº 7.962/2013 (comércio eletrônico).`,
      },
      {
        anchor: 'consumerRights',
        heading: 'Seus direitos como consumidor',
        body: `Todas as vendas seguem o Código de Defesa do Consumidor (Lei nº 8.078/1990, o CDC). Nada nesta página limita os direitos que a lei lhe garante. Em resumo:

- **Informação clara:** preço, características, prazo de entrega e custo do frete aparecem antes de você concluir a compra, e o resumo do pedido chega por e-mail.
- **Arrependimento:** em compras pelo site ou aplicativo, você pode desistir em até 7 dias após o recebimento (veja [Direito de arrependimento](/lp/informacoeslegais#rightOfWithdrawal)).
- **Produto com defeito:** você pode reclamar em até 90 dias (produtos duráveis, como peças) ou 30 dias (não duráveis, como fluidos e lubrificantes), contados da entrega ou, no caso de defeito oculto, de quando ele aparecer. Se não resolvermos em até 30 dias, você escolhe entre a troca, a devolução do valor pago ou o abatimento proporcional do preço.
- **Preços e impostos:** os preços estão em reais e já incluem os impostos; informamos o valor aproximado dos tributos federais e estaduais de cada compra (Lei nº 12.741/2012).
- **Nota fiscal:** peça a nota fiscal da sua compra em [Perguntas sobre pedidos](/contactus/orderQuestions), com o número do pedido.

Um exemplar do CDC está disponível para consulta em todas as nossas lojas.`,
      },
      {
        anchor: 'rightOfWithdrawal',
        heading: 'Direito de arrependimento (7 dias)',
        body: `Se você comprou pelo site ou pelo aplicativo, pode desistir da compra em até **7 dias corridos contados do recebimento** do produto, sem precisar explicar o motivo (art. 49 do CDC).

**Como fazer:**
1. Antes do envio, basta cancelar o pedido em [Acompanhe seu pedido](/trackOrder) ou no seu [histórico de pedidos](/user/orderHistory).
2. Depois de receber, leve o produto a qualquer loja Redline Autopeças ou peça a coleta pelo [Fale Conosco](/contactus/orderQuestions), informando o número do pedido. Enviamos as instruções de devolução sem custo para você.

Devolva o produto com seus acessórios e manuais; tudo bem se a embalagem tiver sido aberta para conferir a peça.

**Reembolso:** devolvemos **todo o valor pago, inclusive o frete** (a parte do frete que corresponde às peças devolvidas), assim que a devolução é registrada. O estorno no cartão é solicitado à operadora imediatamente e aparece em 3 a 5 dias úteis ou na próxima fatura, conforme o banco; o valor pago com cartão-presente volta para o cartão na hora.`,
      },
      {
        anchor: 'returnsPolicy',
        heading: 'Trocas e devoluções',
        body: `Além do arrependimento garantido por lei, você pode **devolver peças em até 90 dias** após a entrega ou a retirada, com a nota fiscal ou o número do pedido, em qualquer loja ou pelos Correios (peça as instruções pelo [Fale Conosco](/contactus/orderQuestions)). Pedidos feitos com login ficam no seu [histórico de pedidos](/user/orderHistory).

**Condições para a devolução de 90 dias:** a peça deve estar nova, sem sinais de instalação e na embalagem original, com todos os itens. Peças que apresentaram defeito depois de instaladas são tratadas pela [garantia](/lp/informacoeslegais#warranties).

**Reembolso:** devolvemos o valor das peças e da caução (casco), descontada a parte proporcional de qualquer desconto do pedido. Nas devoluções após o prazo de arrependimento, o frete original não é reembolsado, a não ser que o erro tenha sido nosso (peça errada ou danificada). O valor volta pela forma de pagamento: primeiro para o cartão (3 a 5 dias úteis, conforme o banco) e depois para os cartões-presente.

**Casco:** entregue a peça usada em qualquer loja para receber de volta a caução, com ou sem devolução.`,
      },
      {
        anchor: 'warranties',
        heading: 'Garantia',
        body: `Toda peça tem a garantia legal do CDC. Muitas têm também uma **garantia contratual** da Redline Autopeças, de 90 dias até vitalícia limitada, informada na página do produto e no comprovante; ela se soma à garantia legal.

Se a peça apresentar defeito de material ou fabricação no prazo, leve-a com o número do pedido ou a nota fiscal a qualquer loja: trocamos pela mesma peça ou por uma equivalente, sem custo. Se não houver em estoque, encomendamos para você.

A garantia contratual não cobre desgaste natural, mau uso, acidentes, instalação incorreta, uso em competições ou uso comercial, nem mão de obra, guincho ou aluguel de veículo. As peças compradas com login aparecem em [Minhas garantias](/myWarranties).`,
      },
      {
        anchor: 'shippingPolicy',
        heading: 'Entrega e retirada',
        body: `Entregamos em todo o Brasil. Pedidos feitos até as 14h (horário de Brasília) em dia útil saem do centro de distribuição no mesmo dia; os demais, no dia útil seguinte.

| Modalidade | Preço | Prazo |
|---|---|---|
| Padrão | R$ 24,90, **grátis em compras a partir de R$ 199,00** | 3 a 7 dias úteis (6 a 12 nas regiões Norte e Nordeste) |
| Dia seguinte (SP, RJ e MG) | R$ 49,90 | próximo dia útil |
| Frete para peças grandes | R$ 349,90 a primeira peça e R$ 119,90 cada adicional | 7 a 12 dias úteis (12 a 20 no Norte e Nordeste) |

O valor para frete grátis considera as mercadorias após descontos, sem caução e sem frete. Produtos perigosos (algumas baterias, fluidos e aerossóis) seguem só por via terrestre.

A **retirada na loja é grátis**: avisamos por e-mail quando o pedido estiver pronto; leve o número do pedido e um documento com foto.`,
      },
      {
        anchor: 'privacyPolicy',
        heading: 'Política de privacidade (LGPD)',
        body: `A Redline Autopeças Ltda. é a **controladora** dos seus dados pessoais e os trata conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018, LGPD).

**Dados que tratamos:** nome, e-mail, telefone e endereços; veículos que você salva; pedidos, devoluções e garantias; mensagens enviadas a nós; dados de navegação e, se você permitir, cookies de análise e marketing. O número do cartão é digitado no formulário seguro do processador de pagamentos; guardamos apenas a bandeira, os quatro últimos dígitos e a validade.

**Para que e com qual base legal:** processar, entregar e atender seus pedidos, trocas e garantias (execução de contrato); emitir notas fiscais e cumprir a lei (obrigação legal); prevenir fraudes e proteger o site (legítimo interesse e proteção do crédito); enviar ofertas e usar cookies não essenciais (consentimento, que você pode retirar a qualquer momento).

**Compartilhamento:** somente com quem nos ajuda a atender você — processador de pagamentos, transportadoras, provedores de e-mail e de hospedagem —, sob contrato, e com autoridades quando a lei exigir. Não vendemos seus dados.

**Retenção:** enquanto sua conta estiver ativa e, depois, pelo prazo exigido por obrigações fiscais, de garantia e legais.`,
      },
      {
        anchor: 'dataSubjectRights',
        heading: 'Seus direitos sobre seus dados',
        body: `Você pode pedir, a qualquer momento: confirmação de que tratamos seus dados e acesso a eles; correção de dados incompletos ou desatualizados; anonimização, bloqueio ou eliminação de dados desnecessários; portabilidade; informação sobre com quem compartilhamos; e revogação do consentimento (art. 18 da LGPD).

Muitos dados você mesmo vê e corrige em [Minha conta](/user/myAccount) e [Meu perfil](/user/myProfile), onde também escolhe se quer receber ofertas. Para os demais pedidos, fale com nosso **encarregado pelo tratamento de dados pessoais** pelo [Seus dados pessoais](/customerinfo), com o assunto "Privacidade". Podemos pedir uma confirmação de identidade antes de atender.

**Cookies:** os necessários fazem a loja funcionar; os de preferências, análise e marketing só são usados se você permitir. Mude sua escolha quando quiser em **Configurações de cookies**, no rodapé de todas as páginas.

Se achar que não atendemos seu pedido, você pode recorrer à Autoridade Nacional de Proteção de Dados (ANPD).`,
      },
      {
        anchor: 'secureShopping',
        heading: 'Compra segura',
        body: `- **Conexão criptografada:** todo o site usa HTTPS com criptografia TLS.
- **Cartão com o processador de pagamentos:** você digita o cartão no formulário seguro dele; nunca vemos nem guardamos o número completo nem o código de segurança. Um cartão salvo em [Minha carteira](/wallet) guarda só a bandeira, os quatro últimos dígitos e a validade.
- **Cartões-presente:** número e PIN nunca ficam guardados de forma legível, e várias tentativas de PIN erradas bloqueiam o cartão por um tempo.
- **Sua conta:** as senhas são guardadas com criptografia irreversível; os códigos de acesso enviados por e-mail valem 10 minutos; encerramos a sessão após 60 minutos sem atividade, a não ser que você marque *Manter conectado neste dispositivo*, e toda sessão termina em 30 dias.
- **Pedido em dobro, nunca:** mesmo que você clique duas vezes em finalizar, a cobrança é uma só.

Nunca pedimos senha, número completo do cartão ou PIN de cartão-presente por e-mail, SMS, WhatsApp ou telefone. Desconfie de mensagens assim e [fale conosco](/contactus).`,
      },
      {
        anchor: 'contact',
        heading: 'Atendimento',
        body: `Para dúvidas, reclamações, cancelamentos ou pedidos sobre seus dados, use o [Fale Conosco](/contactus) ou ligue para sua [loja](/store). Respondemos por escrito e informamos o número do seu atendimento.

Se não resolvermos, você pode procurar o Procon do seu estado ou registrar uma reclamação em [consumidor.gov.br](https://www.consumidor.gov.br).`,
      },
    ],
    updatedAt: '2026-11-22',
  },

  faqs: {
    title: 'Perguntas frequentes',
    metaTitle: 'Perguntas frequentes: pedidos, retirada, entrega e devoluções',
    metaDescription:
      'Respostas sobre pedidos, retirada grátis na loja, entrega, trocas e devoluções, pagamento, cartões-presente, sua conta e seus veículos.',
    siteSection: 'customer-service',
    intro:
      'Respostas rápidas para as dúvidas mais comuns. Ir para: [Pedidos](/lp/faqs#orders) · [Retirada na loja](/lp/faqs#pickup) · [Entrega](/lp/faqs#shipping) · [Trocas e devoluções](/lp/faqs#returns) · [Pagamento](/lp/faqs#payments) · [Sua conta](/lp/faqs#account) · [Veículos](/lp/faqs#vehicles) · [Nas lojas](/lp/faqs#stores).',
    sections: [
      {
        anchor: 'orders',
        heading: 'Pedidos',
        body: `**Como acompanho meu pedido?**
Acesse [Acompanhe seu pedido](/trackOrder) com o número do pedido e o e-mail ou CEP usado na compra. Se você comprou com login, todos os pedidos estão no seu [histórico de pedidos](/user/orderHistory).

**Posso cancelar?**
Sim, enquanto o pedido está sendo preparado (*Pedido recebido*, *Em processamento* ou *Atrasado*), em Acompanhe seu pedido ou no histórico. Se o pedido tiver mais de uma parte (por exemplo, retirada e entrega), você pode cancelar cada uma separadamente. Quando já estiver pronto para retirada ou para envio, não dá mais para cancelar, mas você pode devolvê-lo — e, em compras on-line, desistir em até 7 dias após o recebimento.

**Quando recebo meu dinheiro de volta?**
O saldo volta na hora para seus cartões-presente; o estorno no cartão leva de 3 a 5 dias úteis, conforme o banco.

**Posso alterar o pedido?**
Não é possível editar um pedido. Cancele enquanto ainda puder e faça um novo.

**Recebo nota fiscal?**
Sim: peça a nota fiscal da sua compra em [Perguntas sobre pedidos](/contactus/orderQuestions), com o número do pedido.

**Comprei sem cadastro. Posso ver o pedido numa conta?**
Sim. Crie uma conta com o mesmo e-mail: ao confirmar o código que enviamos, seus pedidos aparecem no histórico.`,
      },
      {
        anchor: 'pickup',
        heading: 'Retirada na loja',
        body: `**A retirada tem custo?**
Não, é sempre grátis. Escolha sua loja, coloque as peças no carrinho e selecione retirada na finalização. A maioria das lojas oferece retirada; a página da loja e o carrinho mostram se a sua oferece.

**Em quanto tempo fica pronto?**
Se a peça está no estoque da loja, normalmente em menos de uma hora. Peças que vêm do centro de distribuição levam mais tempo. Avisamos por e-mail assim que estiver pronto.

**O que preciso levar?**
O número do pedido e um documento com foto.

**E se eu não puder ir?**
Cancele on-line antes de o pedido ficar pronto ou ligue para a loja. Pedidos não retirados são cancelados pela loja e o valor é estornado na forma de pagamento usada.`,
      },
      {
        anchor: 'shipping',
        heading: 'Entrega',
        body: `**Vocês têm frete grátis?**
Sim: a entrega padrão é grátis em compras a partir de **R$ 199,00** (mercadorias após descontos). Abaixo disso, custa R$ 24,90.

**Qual o prazo?**
Padrão: de 3 a 7 dias úteis (de 6 a 12 nas regiões Norte e Nordeste). Dia seguinte: R$ 49,90, para SP, RJ e MG, em pedidos feitos até as 14h (horário de Brasília) em dia útil. Peças grandes ou pesadas vão por frete especial: R$ 349,90 a primeira e R$ 119,90 cada adicional; a transportadora liga para agendar.

**Por que não aparece a entrega no dia seguinte?**
Ela só atende SP, RJ e MG, e produtos perigosos (algumas baterias, fluidos e aerossóis) seguem só por via terrestre.

**Onde está meu pacote?**
Depois do envio, [Acompanhe seu pedido](/trackOrder) mostra a transportadora e o código de rastreio. Se houver problema na entrega, entramos em contato para reenviar ou estornar.

Detalhes em [Entrega e retirada](/lp/informacoeslegais#shippingPolicy).`,
      },
      {
        anchor: 'returns',
        heading: 'Trocas, devoluções e garantia',
        body: `**Posso desistir de uma compra on-line?**
Sim, em até 7 dias após o recebimento, sem precisar explicar o motivo; devolvemos tudo, inclusive o frete. Veja [Direito de arrependimento](/lp/informacoeslegais#rightOfWithdrawal).

**E depois de 7 dias?**
Você pode devolver peças novas, não instaladas e na embalagem original em até **90 dias** após a entrega ou a retirada, com a nota fiscal ou o número do pedido. Veja [Trocas e devoluções](/lp/informacoeslegais#returnsPolicy).

**Onde devolvo?**
Em qualquer loja Redline Autopeças, mesmo que a compra tenha sido on-line — é o mais rápido. Pelos Correios, peça as instruções em [Dúvidas sobre pedidos](/contactus/orderQuestions).

**O que é o casco?**
Uma caução reembolsável em peças como baterias, alternadores e motores de partida, que são remanufaturadas a partir das usadas. Entregue a peça usada em qualquer loja e devolvemos o valor.

**Minha peça deu defeito.**
Leve a peça e o número do pedido a qualquer loja; se estiver na garantia, trocamos sem custo. Veja [Minhas garantias](/myWarranties).`,
      },
      {
        anchor: 'payments',
        heading: 'Pagamento e cartões-presente',
        body: `**Quais formas de pagamento vocês aceitam no site?**
Cartões Visa, Mastercard, American Express e Discover e cartões-presente Redline (até dois por pedido). Os cartões-presente pagam primeiro e o cartão paga o restante; se eles cobrirem o total, não é preciso cartão.

**Posso pagar com Pix, boleto ou parcelar?**
Ainda não: no site, o valor é cobrado de uma só vez no cartão.

**Os preços incluem impostos?**
Sim, os preços já incluem os impostos, e informamos o valor aproximado dos tributos de cada compra.

**Quando é feita a cobrança?**
Na finalização do pedido. Se o pedido não puder ser concluído (cartão recusado, peça esgotada), nada é cobrado e seus cartões-presente mantêm o saldo.

**Posso salvar um cartão?**
Sim, em [Minha carteira](/wallet) (até 10 cartões). Guardamos só a bandeira, os quatro últimos dígitos e a validade.

**Onde compro cartão-presente e vejo o saldo?**
Nas nossas lojas. Consulte o saldo com o número e o PIN em [Saldo do cartão-presente](/giftCard/cardBalance).

**Posso usar cupom de desconto?**
Um cupom por pedido, aplicado no carrinho.`,
      },
      {
        anchor: 'account',
        heading: 'Sua conta',
        body: `**Por que criar uma conta?**
Para finalizar mais rápido com endereços e cartões salvos e ter num só lugar seus pedidos, garantias e veículos.

**Como crio?**
Em [Entrar](/signin), escolha criar conta e confirme o código de 6 dígitos que enviamos por e-mail (vale 10 minutos).

**Esqueci a senha.**
Use *Esqueceu a senha?* na página de login. O link de redefinição vale uma vez, por 60 minutos. Você também pode entrar com um código enviado por e-mail.

**Por que fui desconectado?**
Por segurança, encerramos a sessão após 60 minutos sem atividade. Marque *Manter conectado neste dispositivo* num aparelho só seu para continuar conectado por até 30 dias.

**Como mudo e-mail, senha ou endereços?**
Em [Meu perfil](/user/myProfile). Um e-mail novo é confirmado com um código enviado para ele. Você pode salvar até 10 endereços.

**Como deixo de receber ofertas?**
Mude suas preferências em Meu perfil ou use o link de descadastro em qualquer e-mail de ofertas. Para outros pedidos sobre seus dados, veja a [política de privacidade](/lp/informacoeslegais#privacyPolicy).`,
      },
      {
        anchor: 'vehicles',
        heading: 'Veículos e compatibilidade',
        body: `**Por que cadastrar meu veículo?**
Assim mostramos as peças que servem nele: os produtos exibem *Compatível com seu veículo* e as buscas são filtradas.

**Como cadastro?**
Escolha *Adicionar veículo* no topo da página e selecione ano, marca, modelo e motor, ou decodifique o chassi (VIN) no [decodificador de VIN](/vin-decoder).

**Quantos veículos posso salvar?**
Até 10 em [Meus veículos](/user/myVehicle). Os que você adicionar antes de entrar na conta são somados a ela quando você fizer login.

**O que mais posso fazer com eles?**
Registrar o histórico de manutenção, ver os intervalos de revisão recomendados e consultar [guias de reparo](/user/repairGuides).

**A peça diz que precisa de mais informações.**
Algumas peças dependem de detalhes como tração ou versão. Responda às perguntas sobre o veículo na página do produto ou pergunte em [Dúvidas sobre produtos](/contactus/productQuestions).`,
      },
      {
        anchor: 'stores',
        heading: 'Nas nossas lojas',
        body: `**Que serviços grátis as lojas oferecem?**
Depende da loja: teste de bateria, leitura da luz de injeção, reciclagem de óleo e baterias usados e empréstimo de ferramentas especiais, com caução devolvida integralmente se a ferramenta voltar em até 90 dias. Cada página de loja mostra seus serviços; veja também [Serviços nas lojas](/lp/store-services).

**Como encontro uma loja e o horário?**
No [localizador de lojas](/store). Cada loja mostra o horário de hoje, telefone, serviços e como chegar.`,
      },
      {
        anchor: 'contact',
        heading: 'Ainda precisa de ajuda?',
        body: 'Escolha um assunto e conte o que você precisa. Respondemos todas as mensagens por e-mail.',
        embed: 'contactOptions',
      },
    ],
  },
};
