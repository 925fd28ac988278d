import { describe, expect, it, vi } from 'vitest';

/**
 * The catalogue and stock screens' actions with Next's request APIs stood in for (decision 055):
 * a refused form keeps what was typed and says why in the staff member's language; a good one
 * changes the catalogue. Runs on a clone of the seeded template.
 */
vi.mock('next/headers', () => import('../../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale }: { locale: 'en-US' }) => createTranslator({ locale, messages: await messagesFor(locale) }) };
});

const { jar } = (await import('../../../../tests/next-request')).request;
const { savePriceAction } = await import('./actions');
const { adjustStockAction } = await import('../inventory/actions');
const { OPS_COOKIE } = await import('@/server/platform/ops-auth');
const { staffSession } = await import('../../../../tests/integration/staff');
const { setStaffLocale } = await import('@/server/staff/accounts');
const { searchProductsForStaff, productForStaff } = await import('@/server/catalog/staff-queries');
const { systemActor } = await import('@/server/staff/actor');
const { stockStores } = await import('@/server/inventory/staff-use-cases');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

async function signIn(locale: string) {
  jar.clear();
  // An administrator (as the shared token was) who chose this language, kept on their account.
  const { cookie, actor } = await staffSession('administrator');
  await setStaffLocale(actor, locale);
  jar.set(OPS_COOKIE, { value: cookie, options: {} });
}

describe('the catalogue screens’ actions', () => {
  it('keep what was typed and say why in Spanish when a price is not an amount, and change nothing', async () => {
    await signIn('es-MX');
    const [first] = await searchProductsForStaff(systemActor('test'), { q: '', limit: 1 });
    const before = await productForStaff(systemActor('test'), first!.sku);
    const state = await savePriceAction(null, form({ sku: first!.sku, currency: 'MXN', regular: 'doce', sale: '', coreCharge: '' }));
    expect(state).toMatchObject({ values: { sku: first!.sku, currency: 'MXN', regular: 'doce' }, fieldErrors: { regular: 'Escribe un importe como 12.99.' }, done: null });
    expect((await productForStaff(systemActor('test'), first!.sku)).prices).toEqual(before.prices);
    // A sale price not below the regular one: the schema's rule, beside the field, in Portuguese.
    await signIn('pt-BR');
    const sale = await savePriceAction(null, form({ sku: first!.sku, currency: 'BRL', regular: '10,00', sale: '12,00', coreCharge: '' }));
    expect(sale.fieldErrors).toEqual({ sale: 'O preço promocional deve ser menor que o normal.' });
    expect(sale.values.sale).toBe('12,00');
    // Over the largest price: the form says the maximum, in the price list's money (not "check this field").
    const huge = await savePriceAction(null, form({ sku: first!.sku, currency: 'BRL', regular: '99999999999', sale: '', coreCharge: '' }));
    expect(huge.fieldErrors).toEqual({ regular: 'No máximo R$\u00a010.000.000,00.' });
    expect(huge.values.regular).toBe('99999999999');
    // And a good one lands.
    const saved = await savePriceAction(null, form({ sku: first!.sku, currency: 'BRL', regular: '1.234,50', sale: '', coreCharge: '' }));
    expect(saved).toMatchObject({ error: null, done: 'Preço em BRL salvo.' });
    expect((await productForStaff(systemActor('test'), first!.sku)).prices.find((p) => p.currency === 'BRL')).toEqual({ currency: 'BRL', regular: 123_450, sale: null, coreCharge: 0 });
  });

  it('a stock adjustment beyond what there is is refused in the staff member’s language, keeping the form', async () => {
    await signIn('pt-BR');
    const [first] = await searchProductsForStaff(systemActor('test'), { q: '', limit: 1 });
    const [store] = await stockStores(systemActor('test'));
    const state = await adjustStockAction(null, form({ sku: first!.sku, location: `store:${store}`, change: '-999999', reason: 'countCorrection', note: 'contagem' }));
    expect(state.fieldErrors).toEqual({ change: 'Digite um número inteiro diferente de zero.' });
    const refused = await adjustStockAction(null, form({ sku: first!.sku, location: `store:${store}`, change: '-99999', reason: 'countCorrection', note: 'contagem' }));
    expect(refused.error).toMatch(/^Há só \d+ unidades ali\.$/);
    expect(refused.values).toMatchObject({ change: '-99999', note: 'contagem', location: `store:${store}` });
  });

  it('without a session, sends the staff member to sign in', async () => {
    jar.clear();
    await expect(savePriceAction(null, form({ sku: 'X', currency: 'USD', regular: '1' }))).rejects.toThrow(/NEXT_REDIRECT|redirect/i);
  });
});
