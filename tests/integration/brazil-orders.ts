import { and, eq, gte } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as commit } from '@/app/ecomm/b2c/v3/order/commit/route';
import { addItem, cartFor } from '@/server/cart/service';
import { productPrices, products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { distributionCentreStock } from '@/server/inventory/schema';
import { createCardToken } from '@/server/payments/tokens';

/** A São Paulo address as checkout's Brazilian form sends it: número, complemento and bairro apart. */
export const SAO_PAULO = { firstName: 'Joana', lastName: 'Souza', address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zipCode: '01310-100', phoneNumber: '(11) 91234-5678' };

/** A pt-BR guest's cart of one product of at least R$ 300 (enough for 10x of at least R$ 5), in stock at the Brazilian DC. */
export async function brazilianCart(offset: number): Promise<string> {
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

/** Commit the cart as a pt-BR guest paying by card (the order/commit route), with `extra` fields (taxId, installments...). */
export async function commitBrazilian(cartId: string, extra: Record<string, unknown>, key = `commit-${crypto.randomUUID()}`) {
  const token = await createCardToken(db(), { number: '4242424242424242', expiry: '12/30', cvc: '123' });
  const body = { email: 'joana@example.com', phoneNumber: '(11) 91234-5678', billingAddress: SAO_PAULO, shippingAddress: SAO_PAULO, shippingMethod: 'regular', cardToken: token.token, ...extra };
  const response = await commit(
    new NextRequest('http://localhost/ecomm/b2c/v3/order/commit?locale=pt-BR', { method: 'POST', body: JSON.stringify(body), headers: { cookie: `cartId=${cartId}`, 'content-type': 'application/json', 'idempotency-key': key } }),
  );
  return { response, key };
}
