import { describe, expect, it, vi } from 'vitest';

/** /trackOrder's actions on PostgreSQL (the trackOrder and cancelTrackedOrder use cases), with Next's headers and translations stood in for. */
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace?: 'trackOrder' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});

const { request } = await import('../../../tests/next-request');
request.headers = { 'x-forwarded-for': '203.0.113.80' };
const { cancelOrderAction, trackOrderAction } = await import('./actions');
const { translatorFor } = await import('@/i18n/catalogues');
const { ORDER_LOOKUP_LIMITS } = await import('@/server/orders/lookup');
const { placeOrder } = await import('@/server/orders/place-order');
const { cartWith, gateway, input, productWithStock } = await import('../../../tests/integration/orders');
const { brazilianCart, commitBrazilian } = await import('../../../tests/integration/brazil-orders');
const { db } = await import('@/server/db/client');
const { orderPayments, orders } = await import('@/server/orders/schema');
const { and, eq } = await import('drizzle-orm');
const { formatMoney, money } = await import('@/lib/money');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en-US', ...fields })) data.set(k, v);
  return data;
};

describe('the track-order form', () => {
  it('finds and cancels an order the shopper proves, keeping what they typed', async () => {
    const t = await translatorFor('en-US');
    const placed = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1)), gateway);
    const found = await trackOrderAction(null, form({ orderNumber: ` ${placed.orderNumber} `, emailOrZip: 'ANA@example.com' }));
    expect(found).toMatchObject({ orderNumber: placed.orderNumber, error: null, order: { orderNumber: placed.orderNumber, cancellable: true } });
    const cancelled = await cancelOrderAction(null, form({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com' }));
    expect(cancelled).toMatchObject({ error: null, notice: t('trackOrder.cancelled'), order: { cancellable: false } });
    const again = await cancelOrderAction(null, form({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com' }));
    expect(again).toMatchObject({ error: t('trackOrder.cannotCancel'), order: { orderNumber: placed.orderNumber } });
  });

  it('shows a Brazilian guest the installments their card pays in, in Portuguese and reais; none for an order paid at once', async () => {
    request.headers = { 'x-forwarded-for': '203.0.113.81' };
    const { response } = await commitBrazilian(await brazilianCart(2), { taxId: '529.982.247-25', installments: 10 });
    expect(response.status).toBe(201);
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const [card] = await db().select().from(orderPayments).where(and(eq(orderPayments.orderId, order!.id), eq(orderPayments.method, 'card')));
    const found = await trackOrderAction(null, form({ locale: 'pt-BR', orderNumber, emailOrZip: 'joana@example.com' }));
    expect(found.order?.installments).toEqual([`Em 10x de ${formatMoney(money(card!.installmentPlan!.installment, 'BRL'), 'pt-BR')} sem juros`]);

    const once = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1)), gateway);
    const plain = await trackOrderAction(null, form({ orderNumber: once.orderNumber, emailOrZip: 'ana@example.com' }));
    expect(plain.order).toMatchObject({ orderNumber: once.orderNumber, installments: [] });
  });

  it('says "not found" for wrong details, and how long to wait once the caller is slowed down, in the shopper’s words', async () => {
    const t = await translatorFor('en-US');
    request.headers = { 'x-forwarded-for': '198.51.100.80' };
    const wrong = await trackOrderAction(null, form({ orderNumber: '100000001', emailOrZip: 'x@example.com' }));
    expect(wrong).toMatchObject({ orderNumber: '100000001', emailOrZip: 'x@example.com', order: null, error: t('trackOrder.notFound') });
    for (let i = 1; i < ORDER_LOOKUP_LIMITS.callerOverall.free; i++) await trackOrderAction(null, form({ orderNumber: String(100000001 + i), emailOrZip: 'x@example.com' }));
    const slowed = await trackOrderAction(null, form({ orderNumber: '100000999', emailOrZip: 'x@example.com' }));
    expect(slowed.error).toMatch(/^Too many searches didn't find an order\. Please try again in \d+ (minute|hour)s?\.$/);
  });

  it('tells of returns: "partly returned", each line\'s count, the return and its refund; a return looked up by its number as a return', async () => {
    request.headers = { 'x-forwarded-for': '203.0.113.82' };
    const { operator } = await import('../../../tests/integration/orders');
    const { applyEventToShipment } = await import('@/server/orders/fulfilment');
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 2)), gateway);
    const move = (event: import('@/server/orders/status').ShipmentEvent) => applyEventToShipment({ orderNumber: placed.orderNumber, event, actor: operator }, gateway, db());
    for (const event of [{ type: 'process' }, { type: 'readyToShip' }, { type: 'ship', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }, { type: 'deliver' }] as const) await move(event);
    const returned = await move({ type: 'return', lines: [{ sku: product.sku, quantity: 1 }] });
    const refund = formatMoney(money(returned.refunded!, 'USD'), 'en-US');

    const found = (await trackOrderAction(null, form({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com' }))).order!;
    expect(found.status).toBe('Delivered · partly returned');
    expect(found.shipments[0]!.lines[0]).toMatch(/^2 × .+ · 1 returned$/);
    expect(found.aftercare.headlines).toEqual(['Part of this order was returned.']);
    expect(found.aftercare.returns).toEqual([expect.objectContaining({ heading: expect.stringContaining(`Return #${returned.returnOrderNumber}`), refunded: `Refunded ${refund}` })]);
    expect(found.aftercare.refunds).toEqual([{ key: expect.any(String), label: 'Refunded to card ending in 4242', amount: refund }]);

    const own = (await trackOrderAction(null, form({ orderNumber: returned.returnOrderNumber!, emailOrZip: '78701' }))).order!;
    expect(own).toMatchObject({ status: 'Return', statusHelp: '', totalLabel: 'Refund', total: refund, shipments: [], payment: null, cancellable: false });
    expect(own.aftercare.headlines).toEqual([`Return of order #${placed.orderNumber}`]);
    expect(own.aftercare.returns[0]!.lines).toEqual([expect.stringMatching(/^1 × /)]);
    expect(own.aftercare.refunds).toEqual([expect.objectContaining({ amount: refund })]);
  });

  it('after a cancellation, says what went back to the card, and how long it takes', async () => {
    request.headers = { 'x-forwarded-for': '203.0.113.83' };
    const placed = await placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1)), gateway);
    const cancelled = (await cancelOrderAction(null, form({ orderNumber: placed.orderNumber, emailOrZip: 'ana@example.com' }))).order!;
    expect(cancelled).toMatchObject({ status: 'Cancelled', statusHelp: '', cancellable: false });
    expect(cancelled.aftercare).toMatchObject({ headlines: ['This order was cancelled.'], notes: ['A refund to your card takes 3 to 5 business days to show up.'] });
    expect(cancelled.aftercare.refunds).toEqual([expect.objectContaining({ label: 'Refunded to card ending in 4242', amount: cancelled.total })]);
  });
});
