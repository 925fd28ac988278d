import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import ptBR from '../../../messages/pt-BR.json';
import { planFor } from '@/lib/installments';
import { personAddressLines } from '@/lib/store-address';
import { db } from '@/server/db/client';
import { installmentSettings } from '@/server/payments/installments';
import { emailOutbox } from '@/server/platform/email/schema';
import { formatMoney, money } from '@/lib/money';
import { paymentAuthorizations } from '@/server/payments/schema';
import { checkoutSubmissions, orderPayments, orders } from './schema';
import { brazilianCart, commitBrazilian, SAO_PAULO } from '../../../tests/integration/brazil-orders';

describe('a Brazilian order: CPF, address and installments', () => {
  it('keeps the CPF, the número and bairro apart, and the 10x sem juros the card pays in', async () => {
    const cartId = await brazilianCart(0);
    const { response } = await commitBrazilian(cartId, { taxId: '529.982.247-25', installments: 10 });
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

    // The confirmation e-mail says the plan, in Portuguese and reais, in both bodies.
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `orderConfirmation:${order!.id}`));
    const said = `Em 10x de ${formatMoney(money(plan.installment, 'BRL'), 'pt-BR')} sem juros`;
    expect(mail!.text).toContain(said);
    expect(mail!.html).toContain(said);
  });

  it('keeps a plan with interest (12x at the retailer’s monthly rate) with its total', async () => {
    const cartId = await brazilianCart(1);
    const { response } = await commitBrazilian(cartId, { taxId: '111.444.777-35', installments: 12 });
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
    const { response, key } = await commitBrazilian(cartId, { taxId: '529.982.247-25', installments: 13 });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errorCode: 'INSTALLMENTS_REFUSED', errorMessageKey: 'checkout.errors.installmentsRefused.notOffered', errorMessageValues: { count: 13 } });
    // The form shows the key in the shopper's language.
    expect(ptBR.checkout.errors.installmentsRefused.notOffered).toBe('Esse parcelamento não está disponível para este pedido. Escolha outro.');
    expect(await db().select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(0);
    expect(await db().select().from(paymentAuthorizations).where(eq(paymentAuthorizations.idempotencyKey, key))).toHaveLength(0);
    const [submission] = await db().select().from(checkoutSubmissions).where(eq(checkoutSubmissions.key, key));
    expect(submission?.status).toBe('failed');
    // The same cart then orders at once.
    expect((await commitBrazilian(cartId, { taxId: '529.982.247-25' })).response.status).toBe(201);
  });

  it('requires the CPF, checked by its digits, in Portuguese, and the número and bairro', async () => {
    const cartId = await brazilianCart(3);
    const missing = await commitBrazilian(cartId, { installments: 1 });
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toMatchObject({ errorMessageKey: 'validation.cpf.missing', errorMessageDefault: 'Informe o seu CPF.' });
    const wrong = await commitBrazilian(cartId, { taxId: '529.982.247-24', shippingAddress: { ...SAO_PAULO, number: '', neighborhood: '' } });
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
