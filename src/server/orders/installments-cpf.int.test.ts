import { and, eq, gte } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../messages/pt-BR.json';
import { POST as commit } from '@/app/ecomm/b2c/v3/order/commit/route';
import { planFor } from '@/lib/installments';
import { personAddressLines } from '@/lib/store-address';
import { addItem, cartFor } from '@/server/cart/service';
import { productPrices, products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { distributionCentreStock } from '@/server/inventory/schema';
import { installmentSettings } from '@/server/payments/installments';
import { paymentAuthorizations } from '@/server/payments/schema';
import { createCardToken } from '@/server/payments/tokens';
import { checkoutSubmissions, orderPayments, orders } from './schema';

const SAO_PAULO = { firstName: 'Joana', lastName: 'Souza', address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zipCode: '01310-100', phoneNumber: '(11) 91234-5678' };

/** A pt-BR guest's cart of one product of at least R$ 300 (enough for 10x of at least R$ 5), in stock at the Brazilian DC. */
async function brazilianCart(offset: number): Promise<string> {
  const [product] = await db()
    .select({ sku: products.sku, id: products.id })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.currency, 'BRL')))
    .where(and(eq(products.hazardous, false), gte(productPrices.regular, 30_000)))
    .orderBy(products.id)
    .offset(offset)
    .limit(1);
  await db().insert(distributionCentreStock).values({ productId: product!.id, dc: 'DC-SPO', quantity: 50 }).onConflictDoUpdate({ target: [distributionCentreStock.productId, distributionCentreStock.dc], set: { quantity: 50 } });
  const cart = await cartFor(db(), undefined, 'pt-BR');
  await addItem(db(), cart, { skuId: product!.sku, quantity: 1 }, 'pt-BR', null);
  return cart.id;
}

async function send(cartId: string, extra: Record<string, unknown>, key = `commit-${crypto.randomUUID()}`) {
  const token = await createCardToken(db(), { number: '4242424242424242', expiry: '12/30', cvc: '123' });
  const body = { email: 'joana@example.com', phoneNumber: '(11) 91234-5678', billingAddress: SAO_PAULO, shippingAddress: SAO_PAULO, shippingMethod: 'regular', cardToken: token.token, ...extra };
  const response = await commit(
    new NextRequest('http://localhost/ecomm/b2c/v3/order/commit?locale=pt-BR', { method: 'POST', body: JSON.stringify(body), headers: { cookie: `cartId=${cartId}`, 'content-type': 'application/json', 'idempotency-key': key } }),
  );
  return { response, key };
}

describe('a Brazilian order: CPF, address and installments', () => {
  it('keeps the CPF, the número and bairro apart, and the 10x sem juros the card pays in', async () => {
    const cartId = await brazilianCart(0);
    const { response } = await send(cartId, { taxId: '529.982.247-25', installments: 10 });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { orderNumber: string; total: number };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order!.taxId).toBe('52998224725');
    expect(order!.shippingAddress).toMatchObject({ address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', postalCode: '01310100', state: 'SP', country: 'BR' });
    expect(personAddressLines(order!.shippingAddress!, 'BR')).toEqual(['Joana Souza', 'Avenida Paulista, 1578 - Apto 12', 'Bela Vista', 'São Paulo - SP', 'CEP 01310-100']);

    const [payment] = await db().select().from(orderPayments).where(and(eq(orderPayments.orderId, order!.id), eq(orderPayments.method, 'card')));
    const settings = await installmentSettings(db(), 'BR');
    const plan = planFor(payment!.amount, 10, settings!);
    expect(plan.interest).toBe(false);
    expect(payment).toMatchObject({ amount: order!.total, installments: 10, installmentPlan: { installment: plan.installment, first: plan.first, total: order!.total, monthlyRateBasisPoints: 0 } });
    expect(payment!.installmentPlan!.first + payment!.installmentPlan!.installment * 9).toBe(order!.total);
  });

  it('keeps a plan with interest (12x at the retailer’s monthly rate) with its total', async () => {
    const cartId = await brazilianCart(1);
    const { response } = await send(cartId, { taxId: '111.444.777-35', installments: 12 });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { orderNumber: string };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    const [payment] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    const settings = (await installmentSettings(db(), 'BR'))!;
    expect(settings.monthlyRateBasisPoints).toBeGreaterThan(0);
    const plan = planFor(order!.total, 12, settings);
    expect(payment).toMatchObject({ installments: 12, installmentPlan: { installment: plan.installment, total: plan.total, monthlyRateBasisPoints: settings.monthlyRateBasisPoints } });
    expect(payment!.installmentPlan!.total).toBeGreaterThan(order!.total);
  });

  it('refuses a plan the settings do not offer with a clear 422, authorises nothing and orders nothing', async () => {
    const cartId = await brazilianCart(2);
    const { response, key } = await send(cartId, { taxId: '529.982.247-25', installments: 13 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errorCode: 'INSTALLMENTS_REFUSED', errorMessageKey: 'checkout.errors.installmentsRefused.notOffered', errorMessageValues: { count: 13 } });
    // The form shows the key in the shopper's language.
    expect(ptBR.checkout.errors.installmentsRefused.notOffered).toBe('Esse parcelamento não está disponível para este pedido. Escolha outro.');
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    expect(await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, key))).toHaveLength(0);
    const [submission] = await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, key));
    expect(submission?.status).toBe('failed');
    // The same cart then orders at once.
    expect((await send(cartId, { taxId: '529.982.247-25' })).response.status).toBe(201);
  });

  it('requires the CPF, checked by its digits, in Portuguese, and the número and bairro', async () => {
    const cartId = await brazilianCart(3);
    const missing = await send(cartId, { installments: 1 });
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toMatchObject({ errorMessageKey: 'validation.cpf.missing', errorMessageDefault: 'Informe o seu CPF.' });
    const wrong = await send(cartId, { taxId: '529.982.247-24', shippingAddress: { ...SAO_PAULO, number: '', neighborhood: '' } });
    const details = ((await wrong.response.json()) as { errorDetails: { field: string; errorMessageDefault: string }[] }).errorDetails;
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'taxId', errorMessageDefault: 'CPF inválido: confira os números.' }),
        expect.objectContaining({ field: 'shippingAddress.number', errorMessageDefault: 'Informe o número, ou s/n se não houver.' }),
        expect.objectContaining({ field: 'shippingAddress.neighborhood', errorMessageDefault: 'Informe o bairro.' }),
      ]),
    );
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
  });
});
