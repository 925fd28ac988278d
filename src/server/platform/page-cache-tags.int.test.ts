import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * The page cache's tags (docs/decisions/040) for the reads a cached page renders outside the
 * catalogue's shelves: what a fill records through each, and that the writers of what they show
 * drop the page. A fill is a render whose request carries its id (the proxy's header), with the
 * fill registered in this process, as the proxy does it.
 */
vi.mock('next/headers', async () => (await import('../../../tests/integration/page-fills')).fillHeaders);

const { db } = await import('@/server/db/client');
const { pageStore, pageTags } = await import('./page-cache');
const { storePage, tagsOfFill } = await import('../../../tests/integration/page-fills');
const { listenForPageTags, PAGE_TAGS_CHANNEL } = await import('./page-cache-channel');
const { importCatalog } = await import('@/server/catalog-import/run');
const { popularInMarket, partsForVehicle } = await import('@/server/recommendations/queries');
const { marketStore, searchStores } = await import('@/server/stores/queries');
const { currentCircular, listCouponOffers } = await import('@/server/promotions/queries');
const coupons = await import('@/server/promotions/coupons');
const circulars = await import('@/server/promotions/circulars');
const { parseVehicleKey } = await import('@/lib/vehicle-key');
const { writeStockLevels } = await import('@/server/inventory/levels');
const { reserveStock, restockReturn } = await import('@/server/inventory/reservations');
const { productCards } = await import('@/server/catalog/shelf');


/**
 * Another process listening for page tags, as another instance of the store does: what it heard.
 * Waiting for a write's notification here also keeps it from arriving late and dropping a page
 * the next step stores (this process's listener hears it at the same commit).
 */
const heard: string[] = [];
const otherInstance = new Client({ connectionString: process.env.DATABASE_URL });
await otherInstance.connect();
otherInstance.on('notification', (message) => heard.push(...(JSON.parse(message.payload ?? '[]') as string[])));
await otherInstance.query(`LISTEN ${PAGE_TAGS_CHANNEL}`);
afterAll(() => otherInstance.end());

/** Whether the other instance hears of this tag (after `since` notifications heard). */
async function heardOf(tag: string, since: number): Promise<boolean> {
  for (let i = 0; i < 500 && !heard.slice(since).includes(tag); i += 1) await db().execute(sql`select 1`);
  await db().execute(sql`select 1`);
  return heard.slice(since).includes(tag);
}

/** Another connection's write reaches this process through the notification, after it commits. */
async function dropped(key: string): Promise<boolean> {
  for (let i = 0; i < 200 && pageStore().get(key) !== undefined; i += 1) await new Promise((resolve) => setImmediate(resolve));
  await db().execute(sql`select 1`);
  return pageStore().get(key) === undefined;
}

const priceCsv = (sku: string, regular: string) => `sku,currency,regular,sale,core_charge\n${sku},USD,${regular},,\n`;

describe('reads a cached page shows, and the writes that drop it', () => {
  // First: no earlier write's notification is still on its way.
  it('a write that changes nothing drops nothing', async () => {
    await listenForPageTags();
    storePage('lp', [pageTags.promotions('en-US')]);
    expect(await coupons.deleteCoupon(db(), 2_000_000_000)).toBe(false);
    expect(await coupons.updateCoupon(db(), 2_000_000_000, { active: false })).toBeNull();
    expect(await circulars.deleteEdition(db(), 2_000_000_000)).toBe(false);
    expect(pageStore().get('lp')).toBeDefined();
  });

  it('recommendations tag their cards’ products and the listings, and a price write drops a page that showed them', async () => {
    await listenForPageTags();
    let row: Awaited<ReturnType<typeof popularInMarket>> = [];
    const tags = await tagsOfFill(async () => {
      row = await popularInMarket('en-US');
    });
    expect(row.length).toBeGreaterThan(0);
    for (const card of row) expect(tags).toContain(pageTags.product(card.id));
    expect(tags).toContain(pageTags.listings);
    expect(tags).toContain(pageTags.priceListings);

    const camry = parseVehicleKey('201502469')!;
    let fitting: Awaited<ReturnType<typeof partsForVehicle>> = [];
    const fittingTags = await tagsOfFill(async () => {
      fitting = await partsForVehicle('en-US', camry);
    });
    expect(fitting.length).toBeGreaterThan(0);
    for (const card of fitting) expect(fittingTags).toContain(pageTags.product(card.id));

    storePage('home-with-recommendations', tags);
    storePage('unrelated', [pageTags.product(999_999_999)]);
    // Outside a fill nothing is recorded, and nothing throws.
    await expect(popularInMarket('en-US')).resolves.toHaveLength(row.length);
    const [{ sku }] = (await db().execute<{ sku: string }>(sql`select sku from products where id = ${row[0]!.id}`)).rows as [{ sku: string }];
    const result = await importCatalog(db(), 'prices', priceCsv(sku, '12.34'));
    expect(result.ok).toBe(true);
    expect(await dropped('home-with-recommendations')).toBe(true);
    expect(pageStore().get('unrelated')).toBeDefined();
    // The next fill reads the new price.
    const [card] = await productCards(db(), [row[0]!.id], 'en-US');
    expect(card!.price.regular).toBe(1234);
  });

  it('a store page tags its store and the nearby stores it lists', async () => {
    const [{ store_number: number }] = (await db().execute<{ store_number: string }>(sql`select store_number from stores where country = 'US' order by store_number limit 1`)).rows as [{ store_number: string }];
    let nearby: Awaited<ReturnType<typeof searchStores>> = [];
    const tags = await tagsOfFill(async () => {
      const store = (await marketStore(number, 'US'))!;
      nearby = await searchStores({ latitude: store.latitude, longitude: store.longitude, limit: 4, country: 'US' });
    });
    expect(tags).toContain(pageTags.store(number));
    expect(nearby.length).toBeGreaterThan(1);
    for (const store of nearby) expect(tags).toContain(pageTags.store(store.storeNumber));
  });

  it('the circular tags the site’s promotions and each deal’s product: a price write drops a landing page that embeds it', async () => {
    await listenForPageTags();
    // A current edition of known deals.
    const today = new Date().toISOString().slice(0, 10);
    const skus = (await db().execute<{ sku: string }>(sql`select p.sku from products p join product_prices pr on pr.product_id = p.id and pr.currency = 'USD' where p.active order by p.id limit 3`)).rows.map((r) => r.sku);
    await db().execute(sql`delete from circular_editions where locale = 'en-US'`);
    await circulars.createEdition(db(), { locale: 'en-US', title: 'Cache check', startsOn: circulars.addDays(today, -1), endsOn: circulars.addDays(today, 1), skus });
    let deals: number[] = [];
    const tags = await tagsOfFill(async () => {
      deals = (await currentCircular('en-US'))!.deals.map((deal) => deal.id);
    });
    expect(deals).toHaveLength(3);
    expect(tags).toContain(pageTags.promotions('en-US'));
    for (const id of deals) expect(tags).toContain(pageTags.product(id));
    storePage('lp-folleto', tags);
    expect((await importCatalog(db(), 'prices', priceCsv(skus[1]!, '45.67'))).ok).toBe(true);
    expect(await dropped('lp-folleto')).toBe(true);
  });

  it('a shipped part returned to its distribution centre drops the pages of that product (it may ship again)', async () => {
    await listenForPageTags();
    // An id far above the demo catalogue's: inventory keeps products by id only.
    const product = 910_000_000 + (process.pid % 100_000);
    await writeStockLevels(db(), [{ productId: product, locationType: 'dc', location: 'DC-ATL', quantity: 1 }]);
    const submission = `page-tags-${process.pid}`;
    // The order takes it (which drops its pages too: wait for that notification, so the one below is the return's).
    const before = heard.length;
    expect((await reserveStock(db(), submission, 'USD', [{ productId: product, quantity: 1, storeNumber: null }])).reserved).toBe(true);
    expect(await heardOf(pageTags.product(product), before)).toBe(true);
    storePage('product-page', [pageTags.product(product)]);
    storePage('other', [pageTags.product(product + 1)]);
    const returned = heard.length;
    await restockReturn(db(), { productId: product, quantity: 1, storeNumber: null, submissionKeys: [submission] });
    expect(await dropped('product-page')).toBe(true);
    expect(await heardOf(pageTags.product(product), returned)).toBe(true);
    expect(pageStore().get('other')).toBeDefined();
  });

  it('the promotions command’s writes (the module’s own functions, on its own connection) drop the pages that showed promotions, on every listening process', async () => {
    await listenForPageTags();
    const code = `CACHE${Date.now() % 100_000}`;
    const promotion = { kind: 'percent' as const, value: 10, startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 86_400_000) };
    const steps: [string, () => Promise<unknown>][] = [];
    let couponId = 0;
    steps.push(['add-coupon', async () => (couponId = (await db().transaction((tx) => coupons.createCoupon(tx, { locale: 'en-US', promoCode: code, discount: '10% off', discountText: 'Cache check', promotion }))).id)]);
    steps.push(['disable-coupon', () => coupons.updateCoupon(db(), couponId, { active: false })]);
    steps.push(['delete-coupon', () => coupons.deleteCoupon(db(), couponId)]);
    let editionId = 0;
    steps.push(['add-circular', async () => (editionId = (await db().transaction((tx) => circulars.createEdition(tx, { locale: 'es-MX', title: 'Ofertas', startsOn: '2030-01-07', endsOn: '2030-01-13', skus: [] }))).id)]);
    steps.push(['delete-circular', () => circulars.deleteEdition(db(), editionId)]);
    for (const [name, write] of steps) {
      for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) storePage(`lp-${locale}`, [pageTags.promotions(locale)]);
      storePage('shelf', [pageTags.listings]);
      const before = heard.length;
      await write();
      for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) expect(await dropped(`lp-${locale}`), `${name} drops the ${locale} pages`).toBe(true);
      expect(pageStore().get('shelf'), `${name} leaves other pages`).toBeDefined();
      // Every instance hears of it.
      for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) expect(await heardOf(pageTags.promotions(locale), before), `${name} reaches the other instances (${locale})`).toBe(true);
      if (name === 'add-coupon') expect((await listCouponOffers('en-US')).map((offer) => offer.promoCode)).toContain(code);
    }
  });
});
