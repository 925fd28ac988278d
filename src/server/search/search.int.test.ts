import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SUGGESTIONS_MAX_DESKTOP, PRODUCT_SUGGESTIONS_MIN_CHARACTERS } from '@/lib/constants';
import { brands, productPrices, products } from '@/server/catalog/schema';
import { db } from '@/server/db/client';
import { addApplications, markUniversal } from '@/server/vehicles/fitment';
import { GENERAL_SUGGESTIONS_MAX, SEARCH_PAGE_SIZE } from './constants';
import { refreshSearchDocuments } from './refresh';
import { searchProducts, suggest, type SearchOptions } from './service';

const BRAKE_PAD_SET = 1684;
const BRAKE_PAD_WEAR_SENSOR = 2012;
const BRAKE_ROTOR = 1896;
const OIL_FILTER = 5340;
const MOTOR_OIL = 14001;

interface Fixture {
  key: string;
  partNumber: string;
  brand: 'motorcraft' | 'wombat';
  partTypeId: number;
  title: { 'en-US': string; 'es-MX': string; 'pt-BR': string };
  usd: number;
}

/** Distinctive products (words no generated title has), inserted in this order so that ids do not decide the ranking. */
const FIXTURES: Fixture[] = [
  {
    key: 'sensor',
    partNumber: 'WBW-7001',
    brand: 'wombat',
    partTypeId: BRAKE_PAD_WEAR_SENSOR,
    title: { 'en-US': 'Wombat Works Quokka Brake Pad Wear Sensor', 'es-MX': 'Sensor de desgaste de balatas Wombat Works quokka', 'pt-BR': 'Sensor de desgaste da pastilha de freio Wombat Works quokka' },
    usd: 1999,
  },
  {
    key: 'mentions',
    partNumber: 'MCR-9902',
    brand: 'motorcraft',
    partTypeId: BRAKE_PAD_SET,
    title: { 'en-US': 'Motorcraft Quokka Brake Pad Set for ZQX4471 kits', 'es-MX': 'Juego de balatas Motorcraft quokka para ZQX4471', 'pt-BR': 'Jogo de pastilhas de freio Motorcraft quokka para ZQX4471' },
    usd: 5999,
  },
  {
    key: 'prefix',
    partNumber: 'ZQX-44710',
    brand: 'motorcraft',
    partTypeId: BRAKE_ROTOR,
    title: { 'en-US': 'Motorcraft Quokka Brake Rotor, Front', 'es-MX': 'Disco de freno Motorcraft quokka, posición delantera', 'pt-BR': 'Disco de freio Motorcraft quokka, posição dianteira' },
    usd: 8999,
  },
  {
    key: 'exact',
    partNumber: 'ZQX-4471',
    brand: 'motorcraft',
    partTypeId: BRAKE_PAD_SET,
    title: { 'en-US': 'Motorcraft Zephyr Ceramic Brake Pad Set, Front', 'es-MX': 'Juego de balatas Motorcraft Zéfiro (cerámica), posición delantera', 'pt-BR': 'Jogo de pastilhas de freio Motorcraft Zéfiro (cerâmica), posição dianteira' },
    usd: 7499,
  },
  // For the vehicle: fits it, fits every vehicle, fits another one, fits it only with one engine, fits only another one.
  { key: 'fits', partNumber: 'NMB-1001', brand: 'wombat', partTypeId: BRAKE_PAD_SET, title: { 'en-US': 'Numbat Brake Pad Set', 'es-MX': 'Juego de balatas numbat', 'pt-BR': 'Jogo de pastilhas numbat' }, usd: 4999 },
  { key: 'universal', partNumber: 'NMB-1002', brand: 'wombat', partTypeId: MOTOR_OIL, title: { 'en-US': 'Numbat Motor Oil', 'es-MX': 'Aceite de motor numbat', 'pt-BR': 'Óleo de motor numbat' }, usd: 2999 },
  { key: 'other', partNumber: 'NMB-1003', brand: 'motorcraft', partTypeId: BRAKE_ROTOR, title: { 'en-US': 'Numbat Brake Rotor', 'es-MX': 'Disco de freno numbat', 'pt-BR': 'Disco de freio numbat' }, usd: 6999 },
  { key: 'engine', partNumber: 'NMB-1004', brand: 'wombat', partTypeId: OIL_FILTER, title: { 'en-US': 'Numbat Oil Filter', 'es-MX': 'Filtro de aceite numbat', 'pt-BR': 'Filtro de óleo numbat' }, usd: 899 },
  { key: 'elsewhere', partNumber: 'BLB-2001', brand: 'wombat', partTypeId: BRAKE_PAD_SET, title: { 'en-US': 'Bilby Brake Pad Set', 'es-MX': 'Juego de balatas bilby', 'pt-BR': 'Jogo de pastilhas bilby' }, usd: 3999 },
];

const ids = new Map<string, number>();
const id = (key: string) => ids.get(key)!;
let vehicle = { baseVehicleId: 0 };
let otherVehicle = { baseVehicleId: 0 };
let engineId = 0;

const search = (text: string, extra: Partial<SearchOptions> = {}) =>
  searchProducts(db(), { text, locale: 'en-US', page: 1, sort: 'relevance', filters: {}, vehicle: null, ...extra });
const keysOf = (items: { id: number }[]) => items.map((item) => [...ids].find(([, v]) => v === item.id)?.[0] ?? `catalogue:${item.id}`);

beforeAll(async () => {
  // The whole catalogue, as the seed leaves it; then our products through the incremental path.
  await refreshSearchDocuments(db());
  const brandRows = await db()
    .insert(brands)
    .values([
      { slug: 'motorcraft', name: 'Motorcraft', tier: 'standard' },
      { slug: 'wombat', name: 'Wombat Works', tier: 'value' },
    ])
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.slug, b.id]));
  for (const f of FIXTURES) {
    const [row] = await db()
      .insert(products)
      .values({
        sku: `${f.brand}-${f.partNumber}`.toUpperCase(),
        partNumber: f.partNumber,
        brandId: brandId.get(f.brand)!,
        partTypeId: f.partTypeId,
        title: f.title,
        description: f.title,
        warranty: '1-year',
        slug: `search-test-${f.key}`,
      })
      .returning({ id: products.id });
    ids.set(f.key, row!.id);
    await db()
      .insert(productPrices)
      .values([
        { productId: row!.id, currency: 'USD', regular: f.usd },
        { productId: row!.id, currency: 'MXN', regular: f.usd * 18 },
        { productId: row!.id, currency: 'BRL', regular: f.usd * 5 },
      ]);
  }
  const vehicles = await db().execute<{ id: number; engine_id: number }>(
    sql`SELECT base_vehicle_id AS id, min(engine_id) AS engine_id FROM base_vehicle_engines GROUP BY base_vehicle_id ORDER BY base_vehicle_id LIMIT 2`,
  );
  vehicle = { baseVehicleId: Number(vehicles.rows[0]!.id) };
  engineId = Number(vehicles.rows[0]!.engine_id);
  otherVehicle = { baseVehicleId: Number(vehicles.rows[1]!.id) };
  await addApplications(db(), [
    { productId: id('fits'), partTypeId: BRAKE_PAD_SET, baseVehicleId: vehicle.baseVehicleId },
    { productId: id('other'), partTypeId: BRAKE_ROTOR, baseVehicleId: otherVehicle.baseVehicleId },
    { productId: id('engine'), partTypeId: OIL_FILTER, baseVehicleId: vehicle.baseVehicleId, engineId },
    { productId: id('elsewhere'), partTypeId: BRAKE_PAD_SET, baseVehicleId: otherVehicle.baseVehicleId },
  ]);
  await markUniversal(db(), id('universal'), MOTOR_OIL);
  const written = await refreshSearchDocuments(db(), [...ids.values()]);
  expect(written).toBe(FIXTURES.length * 3);
});

describe('search ranking', () => {
  it('puts the exact part number first, typed with dashes, spaces or in lower case', async () => {
    for (const text of ['ZQX-4471', 'zqx4471', 'zqx 4471', ' Zqx-44 71 ']) {
      const result = await search(text);
      expect(keysOf(result.items)[0], text).toBe('exact');
    }
    // The product whose title mentions it, and the longer part number it begins, come after.
    const result = await search('zqx4471');
    expect(keysOf(result.items).slice(0, 3)).toEqual(['exact', 'prefix', 'mentions']);
  });

  it('ranks the part type that best matches the words first', async () => {
    const result = await search('quokka brake pad');
    expect(keysOf(result.items)).toEqual(['mentions', 'sensor']);
    const rotor = await search('quokka rotor');
    expect(keysOf(rotor.items)).toEqual(['prefix']);
  });

  it('corrects typos to catalogue words', async () => {
    const brand = await search('motorcaft quokka');
    expect(brand.correctedText).toBe('motorcraft quokka');
    expect(keysOf(brand.items).sort()).toEqual(['mentions', 'prefix']);
    const words = await search('quokka brak pad');
    expect(words.correctedText).toBe('quokka brake pad');
    expect(keysOf(words.items)).toEqual(['mentions', 'sensor']);
    expect((await search('quokka brake pad')).correctedText).toBeUndefined();
    // Two letters swapped share too few trigrams with the word meant ("brkae": 0.2 to "brake").
    const swapped = await search('quokka brkae pad');
    expect(swapped.correctedText).toBe('quokka brake pad');
    expect(keysOf(swapped.items)).toEqual(['mentions', 'sensor']);
    // A swap undone wins over a stem that merely matches: "frieo" stems as "frio" (cold), "freio" was meant.
    expect((await search('pastilha de frieo quokka', { locale: 'pt-BR' })).correctedText).toBe('pastilha de freio quokka');
  });

  it('searches Spanish titles in Spanish, accents or not, and English words too', async () => {
    const spanish = await search('balatas zefiro', { locale: 'es-MX' });
    expect(keysOf(spanish.items)).toEqual(['exact']);
    expect(spanish.items[0]).toMatchObject({ title: 'Juego de balatas Motorcraft Zéfiro (cerámica), posición delantera', price: { currency: 'MXN', regular: 7499 * 18 } });
    expect(keysOf((await search('zéfiro cerámica', { locale: 'es-MX' })).items)).toEqual(['exact']);
    expect(keysOf((await search('zephyr brake pads', { locale: 'es-MX' })).items)).toEqual(['exact']);
    expect(keysOf((await search('pastilhas zefiro', { locale: 'pt-BR' })).items)).toEqual(['exact']);
    // Spanish words are not English ones.
    expect((await search('balatas zefiro', { locale: 'en-US' })).total).toBe(0);
  });

  it("finds a part by the words shoppers use for it where the market's catalogue says another", async () => {
    // Mexico's catalogue says "balatas"; much of Latin America says "pastillas". Never "corrected" away.
    const pads = await search('pastillas zefiro', { locale: 'es-MX' });
    expect(keysOf(pads.items)).toEqual(['exact']);
    expect(pads.allWords).toBe(true);
    expect(pads.correctedText).toBeUndefined();
    expect(keysOf((await search('pastilla zéfiro cerámica', { locale: 'es-MX' })).items)).toEqual(['exact']);
    // The part's category and department are words of its document too: "de freno" is no longer a word too many.
    const withDepartment = await search('pastillas de freno zefiro', { locale: 'es-MX' });
    expect(keysOf(withDepartment.items)).toEqual(['exact']);
    expect(withDepartment.allWords).toBe(true);
  });

  it('shows products with some of the words when none has them all', async () => {
    const result = await search('zephyr kangaroo');
    expect(result.allWords).toBe(false);
    expect(keysOf(result.items)).toEqual(['exact']);
  });

  it('has no results, rather than closest matches, for markup and noise that share no word with the catalogue', async () => {
    for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'qwzx vbnmq plokij', 'quokka qwzxv vbnmq plokij']) {
      for (const locale of ['en-US', 'es-MX'] as const) {
        const result = await search(text, { locale });
        expect(result.total, `${text} (${locale})`).toBe(0);
        expect(result.items).toEqual([]);
        expect(result.allWords, text).toBe(true);
      }
    }
    // Mostly the catalogue's words: the closest matches are still offered, found by those words only.
    const close = await search('quokka qwzxv');
    expect(close.allWords).toBe(false);
    expect(keysOf(close.items).sort()).toEqual(['mentions', 'prefix', 'sensor']);
  });

  it('finds the generated catalogue too, 24 a page', async () => {
    const result = await search('brake pad set');
    expect(result.total).toBeGreaterThan(SEARCH_PAGE_SIZE);
    expect(result.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(result.pages).toBe(Math.ceil(result.total / SEARCH_PAGE_SIZE));
    expect(result.items.every((item) => /brake pad set/i.test(item.title))).toBe(true);
    const second = await search('brake pad set', { page: 2 });
    expect(second.items[0]!.id).not.toBe(result.items[0]!.id);
  });
});

describe('search with a vehicle', () => {
  it('keeps what fits it or every vehicle, with the fitment of each', async () => {
    const result = await search('numbat', { vehicle });
    expect(result.narrowed).toBe(true);
    expect(result.vehicleFallback).toBe(false);
    expect(keysOf(result.items).sort()).toEqual(['fits', 'universal']);
    expect(Object.fromEntries(result.items.map((i) => [keysOf([i])[0], i.fitment]))).toEqual({ fits: 'FITS', universal: 'UNIVERSAL' });
    const withEngine = await search('numbat', { vehicle: { ...vehicle, engineId } });
    expect(keysOf(withEngine.items).sort()).toEqual(['engine', 'fits', 'universal']);
  });

  it('falls back to everything, and says so, when nothing fits', async () => {
    const result = await search('bilby', { vehicle });
    expect(result.narrowed).toBe(false);
    expect(result.vehicleFallback).toBe(true);
    expect(keysOf(result.items)).toEqual(['elsewhere']);
    expect(result.items[0]!.fitment).toBe('DOES_NOT_FIT');
    const without = await search('numbat');
    expect(without.narrowed).toBe(false);
    expect(without.items).toHaveLength(4);
    expect(without.items.every((i) => i.fitment === undefined)).toBe(true);
  });
});

describe('search facets and filters', () => {
  it('count brands, part types and prices, each leaving out its own filter', async () => {
    const all = await search('numbat');
    expect(all.facets.brands).toEqual([
      { slug: 'wombat', name: 'Wombat Works', count: 3 },
      { slug: 'motorcraft', name: 'Motorcraft', count: 1 },
    ]);
    expect(all.facets.partTypes.map((t) => [t.id, t.count]).sort()).toEqual([
      [BRAKE_PAD_SET, 1],
      [BRAKE_ROTOR, 1],
      [OIL_FILTER, 1],
      [MOTOR_OIL, 1],
    ].sort());
    expect(all.facets.price).toEqual({ min: 899, max: 6999 });

    const wombat = await search('numbat', { filters: { brands: ['wombat'] } });
    expect(wombat.total).toBe(3);
    expect(keysOf(wombat.items).sort()).toEqual(['engine', 'fits', 'universal']);
    expect(wombat.facets.brands.map((b) => b.count)).toEqual([3, 1]);
    expect(wombat.facets.partTypes.map((t) => t.id).sort()).toEqual([BRAKE_PAD_SET, OIL_FILTER, MOTOR_OIL].sort());

    const cheap = await search('numbat', { filters: { maxPrice: 3000 } });
    expect(keysOf(cheap.items).sort()).toEqual(['engine', 'universal']);
    expect(cheap.facets.price).toEqual({ min: 899, max: 6999 });
    const typed = await search('numbat', { filters: { partTypeIds: [BRAKE_PAD_SET, BRAKE_ROTOR], minPrice: 5000 } });
    expect(keysOf(typed.items)).toEqual(['other']);
    expect(typed.facets.brands).toEqual([{ slug: 'motorcraft', name: 'Motorcraft', count: 1 }]);
  });

  it('sort by price and by name', async () => {
    expect(keysOf((await search('numbat', { sort: 'price-asc' })).items)).toEqual(['engine', 'universal', 'fits', 'other']);
    expect(keysOf((await search('numbat', { sort: 'price-desc' })).items)).toEqual(['other', 'fits', 'universal', 'engine']);
    expect(keysOf((await search('numbat', { sort: 'name' })).items)).toEqual(['fits', 'other', 'universal', 'engine']);
  });
});

describe('suggestions', () => {
  it('answer the contract: general suggestions are strings, product suggestions have exactly the five fields', async () => {
    const answer = await suggest(db(), { text: 'motorcraft', locale: 'en-US', vehicle: null });
    expect(Object.keys(answer).sort()).toEqual(['generalSuggestions', 'productTitleSuggestions']);
    expect(answer.generalSuggestions.length).toBeGreaterThan(0);
    expect(answer.generalSuggestions.length).toBeLessThanOrEqual(GENERAL_SUGGESTIONS_MAX);
    expect(answer.generalSuggestions.every((s) => typeof s === 'string')).toBe(true);
    expect(answer.generalSuggestions[0]).toBe('Motorcraft');
    expect(answer.generalSuggestions).toContain('Motorcraft Brake Pad Set');
    expect(answer.productTitleSuggestions.length).toBeGreaterThan(0);
    expect(answer.productTitleSuggestions.length).toBeLessThanOrEqual(PRODUCT_SUGGESTIONS_MAX_DESKTOP);
    for (const product of answer.productTitleSuggestions) {
      expect(Object.keys(product).sort()).toEqual(['itemDescription', 'productDetailsPageUrl', 'productImageUrl', 'suggestedSearchTerm', 'vehicleFitment']);
      expect(typeof product.suggestedSearchTerm).toBe('string');
      // Motorcraft's products: by brand, whether or not the title names it.
      expect(['mentions', 'prefix', 'exact', 'other'].map((k) => `/products/search-test-${k}`)).toContain(product.productDetailsPageUrl);
      expect(product.itemDescription).toBe(FIXTURES.find((f) => product.productDetailsPageUrl.endsWith(f.key))!.title['en-US']);
      expect(product.productImageUrl).toMatch(/part_terminology\/en-US\/\d+\.jpg$/);
      expect(product.vehicleFitment).toBe('NEEDS_MORE_INFO');
    }
  });

  it('complete part types and brands by prefix and despite typos, in the locale', async () => {
    expect((await suggest(db(), { text: 'brake pa', locale: 'en-US' })).generalSuggestions).toEqual(expect.arrayContaining(['Brake Pad Set', 'Brake Pad Wear Sensor']));
    expect((await suggest(db(), { text: 'motorcaft', locale: 'en-US' })).generalSuggestions[0]).toBe('Motorcraft');
    const spanish = await suggest(db(), { text: 'balatas', locale: 'es-MX' });
    expect(spanish.generalSuggestions).toContain('Juego de balatas');
    expect(spanish.productTitleSuggestions.every((p) => p.productDetailsPageUrl.startsWith('/es-MX/products/'))).toBe(true);
  });

  it('say FITS for what fits the vehicle or every vehicle, NEEDS_MORE_INFO otherwise, and leave out what cannot fit', async () => {
    const answer = await suggest(db(), { text: 'numbat', locale: 'en-US', vehicle });
    const byUrl = Object.fromEntries(answer.productTitleSuggestions.map((p) => [p.productDetailsPageUrl.replace('/products/search-test-', ''), p.vehicleFitment]));
    expect(byUrl).toEqual({ fits: 'FITS', universal: 'FITS', engine: 'NEEDS_MORE_INFO' });
    expect(Object.keys(answer.productTitleSuggestions[0]!)).toContain('vehicleFitment');
    expect(answer.productTitleSuggestions.slice(0, 2).map((p) => p.vehicleFitment)).toEqual(['FITS', 'FITS']);
    const none = await suggest(db(), { text: 'numbat', locale: 'en-US', vehicle: null });
    expect(none.productTitleSuggestions).toHaveLength(4);
    expect(none.productTitleSuggestions.every((p) => p.vehicleFitment === 'NEEDS_MORE_INFO')).toBe(true);
  });

  it(`suggest products only from ${PRODUCT_SUGGESTIONS_MIN_CHARACTERS} characters, at most ${PRODUCT_SUGGESTIONS_MAX_DESKTOP}, and nothing for empty text`, async () => {
    expect(await suggest(db(), { text: '', locale: 'en-US' })).toEqual({ generalSuggestions: [], productTitleSuggestions: [] });
    expect(await suggest(db(), { text: '  !! ', locale: 'en-US' })).toEqual({ generalSuggestions: [], productTitleSuggestions: [] });
    const four = await suggest(db(), { text: 'brak', locale: 'en-US' });
    expect(four.generalSuggestions.length).toBeGreaterThan(0);
    expect(four.productTitleSuggestions).toEqual([]);
    const five = await suggest(db(), { text: 'brake', locale: 'en-US' });
    expect(five.productTitleSuggestions).toHaveLength(PRODUCT_SUGGESTIONS_MAX_DESKTOP);
    const partNumber = await suggest(db(), { text: 'zqx-4471', locale: 'en-US' });
    expect(partNumber.productTitleSuggestions[0]).toMatchObject({ suggestedSearchTerm: 'ZQX-4471', productDetailsPageUrl: '/products/search-test-exact' });
  });
});
