import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

/** orderAftercare on PostgreSQL: what the track, confirmation and account pages tell of cancellations, returns and refunds. */
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace?: 'orderAftercare' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});

const { db } = await import('@/server/db/client');
const { brazilianCart } = await import('../../../tests/integration/brazil-orders');
const { cartWith, gateway, input, operator, productWithStock } = await import('../../../tests/integration/orders');
const { orderAftercareView } = await import('@/components/OrderAftercare');
const { orderAftercare } = await import('./aftercare');
const { applyEventToShipment } = await import('./fulfilment');
const { lookupOrder } = await import('./lookup');
const { placeOrder } = await import('./place-order');
const { orderPayments } = await import('./schema');
type ShipmentEvent = import('./status').ShipmentEvent;

const move = (orderNumber: string, event: ShipmentEvent) => applyEventToShipment({ orderNumber, event, actor: operator }, gateway, db());

/** A guest's order of `quantity` units of one part, shipped and delivered. */
async function delivered(quantity: number) {
  const product = await productWithStock(10);
  const placed = await placeOrder(await input(await cartWith(product.sku, quantity)), gateway);
  for (const event of [{ type: 'process' }, { type: 'readyToShip' }, { type: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { type: 'deliver' }] as ShipmentEvent[]) await move(placed.orderNumber, event);
  return { product, placed };
}

/** The order as the guest's lookup (number and e-mail) finds it, and what became of it. */
async function tracked(orderNumber: string, proof = 'ana@example.com') {
  const found = await lookupOrder(db(), orderNumber, proof);
  expect(found).not.toBeNull();
  return { found: found!, aftercare: await orderAftercare(db(), found!) };
}

describe('orderAftercare', () => {
  it('tells nothing of an order nothing happened to', async () => {
    const { placed } = await delivered(1);
    const { found, aftercare } = await tracked(placed.orderNumber);
    expect(aftercare).toMatchObject({ kind: 'purchase', cancelled: null, returned: null, paid: true, returns: [], refunds: [], refundedTotal: 0 });
    const view = await orderAftercareView(found, aftercare, 'en-US');
    expect(view).toMatchObject({ headlines: [], returns: [], refunds: [], notes: [] });
  });

  it('a partial then a full return: the returns with their parts, the card refunds, and the card note alone', async () => {
    const { product, placed } = await delivered(3);
    const first = await move(placed.orderNumber, { type: 'return', lines: [{ sku: product.sku, quantity: 1 }] });
    const partly = await tracked(placed.orderNumber);
    const line = partly.found.shipments[0]!.lines[0]!;
    expect(partly.aftercare).toMatchObject({ kind: 'purchase', cancelled: null, returned: 'some', paid: true, refundedTotal: first.refunded, refundedTenders: ['card'] });
    expect(partly.aftercare.returnedByLine.get(line.id)).toBe(1);
    expect(partly.aftercare.returns).toEqual([expect.objectContaining({ orderNumber: first.returnOrderNumber, total: first.refunded, lines: [expect.objectContaining({ title: line.title, quantity: 1 })], refunds: [expect.objectContaining({ method: 'card', last4: '4242', amount: first.refunded })] })]);
    expect(partly.aftercare.cancellationRefunds).toEqual([]);
    const view = await orderAftercareView(partly.found, partly.aftercare, 'en-US');
    expect(view.headlines).toEqual(['Part of this order was returned.']);
    expect(view.returns[0]!.lines).toEqual([`1 × ${line.title} (${line.partNumber})`]);
    expect(view.refunds).toEqual([expect.objectContaining({ label: 'Refunded to card ending in 4242' })]);
    expect(view.notes).toEqual(['A refund to your card takes 3 to 5 business days to show up.']);

    const second = await move(placed.orderNumber, { type: 'return' });
    const all = await tracked(placed.orderNumber, '78701');
    expect(all.aftercare).toMatchObject({ returned: 'all', refundedTotal: first.refunded + second.refunded });
    expect(all.aftercare.returns.map((r) => r.orderNumber)).toEqual([first.returnOrderNumber, second.returnOrderNumber]);
    expect(all.aftercare.returnedByLine.get(line.id)).toBe(3);
    expect(all.aftercare.refunds).toEqual([expect.objectContaining({ method: 'card', amount: first.refunded + second.refunded })]);
    const es = await orderAftercareView(all.found, all.aftercare, 'es-MX');
    expect(es.headlines).toEqual(['Se devolvió todo lo de este pedido.']);
    expect(es.notes).toEqual(['El reembolso a tu tarjeta tarda de 3 a 5 días hábiles en reflejarse.']);
  });

  it('a return order looked up by its own number: the order it returns, its parts and its refund, and nothing else', async () => {
    const { product, placed } = await delivered(2);
    const outcome = await move(placed.orderNumber, { type: 'return', lines: [{ sku: product.sku, quantity: 1 }] });
    // The same proof finds it: the return keeps the order's e-mail and billing postal code.
    expect(await lookupOrder(db(), outcome.returnOrderNumber!, 'nobody@example.com')).toBeNull();
    await tracked(outcome.returnOrderNumber!, '78701');
    const { found, aftercare } = await tracked(outcome.returnOrderNumber!);
    expect(aftercare).toMatchObject({ kind: 'return', original: { orderNumber: placed.orderNumber }, refundedTotal: outcome.refunded, refundedTenders: ['card'] });
    expect(aftercare.returns).toHaveLength(1);
    expect(aftercare.returns[0]!.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    const view = await orderAftercareView(found, aftercare, 'pt-BR');
    expect(view.headlines).toEqual([`Devolução do pedido #${placed.orderNumber}`]);
    expect(view.returns[0]).toMatchObject({ heading: 'Peças devolvidas', partsLabel: null, refunded: null });
    expect(view.refunds).toEqual([expect.objectContaining({ label: 'Estornado no cartão com final 4242' })]);
    expect(view.notes).toEqual(['O estorno no cartão leva de 3 a 5 dias úteis para aparecer.']);
  });

  it('a cancelled card order: all of it back to the card, the card note only, no gift-card words', async () => {
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 1)), gateway);
    await move(placed.orderNumber, { type: 'cancel' });
    const { found, aftercare } = await tracked(placed.orderNumber);
    expect(aftercare).toMatchObject({ kind: 'purchase', cancelled: 'all', returned: null, paid: true, returns: [], refundedTotal: found.order.total });
    expect(aftercare.cancellationRefunds).toEqual([expect.objectContaining({ method: 'card', last4: '4242', amount: found.order.total })]);
    const view = await orderAftercareView(found, aftercare, 'en-US');
    expect(view.headlines).toEqual(['This order was cancelled.']);
    expect(view.notes).toEqual(['A refund to your card takes 3 to 5 business days to show up.']);
    expect(view.notes.join(' ')).not.toMatch(/gift card/i);
  });

  it('an unpaid boleto order cancelled: nothing refunded, nothing said of refunds', async () => {
    const cartId = await brazilianCart(3);
    const address = { firstName: 'Ana', lastName: 'Souza', address1: 'Avenida Paulista, 1000', address2: '', city: 'São Paulo', state: 'SP', postalCode: '01310-100', phoneNumber: '11987654321', country: 'BR' };
    const placed = await placeOrder(
      await input(cartId, undefined, { locale: 'pt-BR', cardToken: null, tender: 'boleto', payerTaxId: '52998224725', billingAddress: address, shippingAddress: address, phoneNumber: '11987654321' }),
      gateway,
    );
    await move(placed.orderNumber, { type: 'cancel' });
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
    expect(payment).toMatchObject({ method: 'boleto', status: 'voided', refundedAmount: 0 });
    const { found, aftercare } = await tracked(placed.orderNumber, '01310-100');
    expect(aftercare).toMatchObject({ kind: 'purchase', cancelled: 'all', paid: false, refunds: [], cancellationRefunds: [], refundedTotal: 0, refundedTenders: [] });
    const view = await orderAftercareView(found, aftercare, 'pt-BR');
    expect(view.headlines).toEqual(['Este pedido foi cancelado.']);
    expect(view.refunds).toEqual([]);
    expect(view.notes).toEqual(['Nada foi cobrado por este pedido.']);
    expect(view.notes.join(' ')).not.toMatch(/estorn/i);
  });
});
