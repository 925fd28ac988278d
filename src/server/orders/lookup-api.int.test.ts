import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as lookup } from '@/app/ecomm/b2c/v1/order/lookup/route';
import { brazilianCart, commitBrazilian } from '../../../tests/integration/brazil-orders';
import { cartWith, gateway, input, operator, productWithStock } from '../../../tests/integration/orders';
import { applyEventToShipment } from './fulfilment';
import { placeOrder } from './place-order';
import { ORDER_LOOKUP_LIMITS } from './lookup';

const ask = (body: unknown, ip = '203.0.113.7') =>
  lookup(new NextRequest('http://localhost/ecomm/b2c/v1/order/lookup', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } }));

describe('POST /ecomm/b2c/v1/order/lookup', () => {
  it('finds an order by its number and the e-mail or ZIP, with its shipments and tracking; one answer for a wrong proof', async () => {
    const product = await productWithStock(5);
    const placed = await placeOrder(await input(await cartWith(product.sku, 1)), gateway);
    await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'process' }, actor: operator }, gateway);
    await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'readyToShip' }, actor: operator }, gateway);
    await applyEventToShipment({ orderNumber: placed.orderNumber, event: { type: 'ship', carrier: 'FedEx', trackingNumber: '7777' }, actor: operator }, gateway);

    const byEmail = await ask({ orderNumber: placed.orderNumber, emailOrZip: 'ANA@example.com' });
    expect(byEmail.status).toBe(200);
    const body = (await byEmail.json()) as { status: string; shipments: { status: string; carrier: string; trackingNumber: string; lineItemList: { itemQuantity: number }[] }[]; totals: { total: number } };
    expect(body).toMatchObject({ status: 'SHIPPED', totals: { total: placed.total } });
    expect(body.shipments[0]).toMatchObject({ status: 'SHIPPED', carrier: 'FedEx', trackingNumber: '7777', lineItemList: [{ itemQuantity: 1 }] });
    expect((await ask({ orderNumber: placed.orderNumber, emailOrZip: '78701-1234' })).status).toBe(200);

    const wrongProof = await ask({ orderNumber: placed.orderNumber, emailOrZip: 'someone@example.com' });
    const wrongNumber = await ask({ orderNumber: '000000001', emailOrZip: 'ana@example.com' });
    expect(wrongProof.status).toBe(404);
    expect(await wrongProof.json()).toEqual(await wrongNumber.json());
  });

  it('slows down a caller who keeps guessing order numbers, with a Retry-After and the wait in the message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.callerOverall.free; i++) statuses.push((await ask({ orderNumber: String(100000000 + i), emailOrZip: 'x@example.com' }, '198.51.100.9')).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const slowed = await ask({ orderNumber: '100000999', emailOrZip: 'x@example.com' }, '198.51.100.9');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe(String(ORDER_LOOKUP_LIMITS.callerOverall.firstDelayMs / 1000));
    expect(await slowed.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMessageKey: 'trackOrder.tooManyWait', errorMessageValues: { count: 1, unit: 'minutes' } });
  });

  it('takes a Brazilian CEP whole: its first five digits name a neighbourhood, not a buyer', async () => {
    const { response } = await commitBrazilian(await brazilianCart(3), { taxId: '529.982.247-25' });
    const { orderNumber } = (await response.json()) as { orderNumber: string };
    for (const cep of ['01310-100', '01310100']) expect((await ask({ orderNumber, emailOrZip: cep }, '203.0.113.61')).status, cep).toBe(200);
    for (const cep of ['01310', '01310-999', '01310000']) expect((await ask({ orderNumber, emailOrZip: cep }, '203.0.113.62')).status, cep).toBe(404);
  });
});
