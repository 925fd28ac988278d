import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { catalogWasImported } from '@/server/demo/seed-runs';
import { searchProducts } from '@/server/search/service';
import { fitmentFor } from '@/server/vehicles/fitment';
import { importCatalog, type ImportKind } from './run';

/** Runs on a clone of the seeded template: the 10k-SKU demo catalogue and the real vehicles. */
const fixture = (name: string) => fs.readFileSync(path.join(process.cwd(), 'tests/fixtures/import', name), 'utf8');
const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const run = (kind: ImportKind, text: string, options = {}) => importCatalog(db(), kind, text, options);
const productId = async (sku: string) => (await rows<{ id: number }>(sql`SELECT id FROM products WHERE sku = ${sku}`))[0]?.id;
const applications = async (sku: string) =>
  rows<{ base_vehicle_id: number; engine_id: number | null; position: string | null; qualifier: string | null; quantity: number }>(
    sql`SELECT a.base_vehicle_id, a.engine_id, a.position, a.qualifier, a.quantity FROM fitment_applications a JOIN products p ON p.id = a.product_id WHERE p.sku = ${sku} ORDER BY a.base_vehicle_id, a.id`,
  );

describe('catalogue import', () => {
  it('a dry run checks a good products CSV and writes nothing', async () => {
    const result = await run('products', fixture('products-good.csv'), { dryRun: true });
    expect(result).toMatchObject({ ok: true, dryRun: true, rows: 3, problems: [], counts: { inserted: 2, updated: 1, 'brand(s) created': 1 } });
    expect(await productId('ACME-BP1001')).toBeUndefined();
  });

  it('lands a good products CSV: new brand, new and updated SKUs, unique slugs', async () => {
    const before = await rows<{ slug: string }>(sql`SELECT slug FROM products WHERE sku = 'MAXGRIP-MAX100001'`);
    const result = await run('products', fixture('products-good.csv'));
    expect(result).toMatchObject({ ok: true, rows: 3, counts: { inserted: 2, updated: 1, 'brand(s) created': 1 } });
    const [acme] = await rows<{ name: string; tier: string; slug: string }>(sql`SELECT name, tier, slug FROM brands WHERE name = 'Acme Friction'`);
    expect(acme).toEqual({ name: 'Acme Friction', tier: 'standard', slug: 'acme-friction' });
    const [pad] = await rows<{ title: Record<string, string>; description: Record<string, string>; specs: { key: string; values: Record<string, string> }[]; slug: string; position: string; hazardous: boolean }>(
      sql`SELECT title, description, specs, slug, position, hazardous FROM products WHERE sku = 'ACME-BP1001'`,
    );
    expect(pad!.title).toEqual({ 'en-US': 'Acme Ceramic Brake Pad Set', 'es-MX': 'Juego de balatas cerámicas Acme', 'pt-BR': 'Acme Ceramic Brake Pad Set' });
    expect(pad!.description['en-US']).toBe('Quiet ceramic pads, "low dust".');
    expect(pad!.specs.map((s) => [s.key, s.values['es-MX']])).toEqual([
      ['friction', 'Ceramic'],
      ['shims', 'Included'],
    ]);
    expect(pad!.slug).toBe('acme-friction-acme-ceramic-brake-pad-set-bp1001');
    expect(pad!.position).toBe('Front');
    // Updated in place: its URL (slug) stays, the warranty and title change.
    const [updated] = await rows<{ slug: string; warranty: string; title: Record<string, string> }>(sql`SELECT slug, warranty, title FROM products WHERE sku = 'MAXGRIP-MAX100001'`);
    expect(updated!.slug).toBe(before[0]!.slug);
    expect(updated!.warranty).toBe('2-year');
    expect(updated!.title['en-US']).toBe('Maxgrip Ceramic Brake Pad Set (2026)');
    // The part type's usual warranty when the row gives none (spark plugs: 1 year).
    expect((await rows<{ warranty: string }>(sql`SELECT warranty FROM products WHERE sku = 'MAXGRIP-MX2001'`))[0]!.warranty).toBe('1-year');

    // Again: the same file updates and creates nothing new.
    expect((await run('products', fixture('products-good.csv'))).counts).toEqual({ inserted: 0, updated: 3 });
  });

  it("takes a part type's usual warranty and specification names from its row", async () => {
    const header = 'sku,part_number,brand,part_type_id,title_en,specs';
    const specsOf = async (sku: string) =>
      (await rows<{ warranty: string; specs: { key: string; names: Record<string, string> }[] }>(sql`SELECT warranty, specs FROM products WHERE sku = ${sku}`))[0]!;
    // As seeded: a brake rotor (1896) usually has 2 years, and its finish is "Acabado" in Mexico.
    expect((await run('products', `${header}\nROWS-R1,R1,Rowbrand,1896,Rowbrand Rotor,finish=Coated;zz-unknown=1`)).ok).toBe(true);
    const seeded = await specsOf('ROWS-R1');
    expect(seeded.warranty).toBe('2-year');
    expect(seeded.specs.map((s) => [s.key, s.names['es-MX']])).toEqual([
      ['finish', 'Acabado'],
      ['zz-unknown', 'zz-unknown'],
    ]);

    const [original] = await rows<{ default_warranty: string; spec_names: unknown }>(sql`SELECT default_warranty, spec_names FROM part_types WHERE id = 1896`);
    const names = { finish: { 'en-US': 'Surface', 'es-MX': 'Superficie', 'pt-BR': 'Superfície' } };
    await db().execute(sql`UPDATE part_types SET default_warranty = '3-year', spec_names = ${JSON.stringify(names)}::jsonb WHERE id = 1896`);
    try {
      // A key the rotor's row does not name takes another part type's name (brake pads name "friction").
      expect((await run('products', `${header}\nROWS-R2,R2,Rowbrand,1896,Rowbrand Rotor,finish=Coated;friction=Ceramic`)).ok).toBe(true);
      const changed = await specsOf('ROWS-R2');
      expect(changed.warranty).toBe('3-year');
      expect(changed.specs.map((s) => [s.key, s.names['pt-BR']])).toEqual([
        ['finish', 'Superfície'],
        ['friction', 'Material'],
      ]);
      // A row that gives its warranty keeps it.
      expect((await run('products', `${header},warranty\nROWS-R3,R3,Rowbrand,1896,Rowbrand Rotor,,90-day`)).ok).toBe(true);
      expect((await specsOf('ROWS-R3')).warranty).toBe('90-day');
      // No usual warranty on the row: a row without one is refused.
      await db().execute(sql`UPDATE part_types SET default_warranty = NULL WHERE id = 1896`);
      const refused = await run('products', `${header}\nROWS-R4,R4,Rowbrand,1896,Rowbrand Rotor,`);
      expect(refused.ok).toBe(false);
      expect(refused.problems.map((p) => p.reason)).toEqual(['warranty is empty and part type 1896 has no usual warranty']);
    } finally {
      await db().execute(sql`UPDATE part_types SET default_warranty = ${original!.default_warranty}, spec_names = ${JSON.stringify(original!.spec_names)}::jsonb WHERE id = 1896`);
    }
  });

  it('lands nothing from a CSV with a bad row and names its line', async () => {
    const result = await run('products', fixture('products-bad.csv'));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { where: 'line 4', line: 4, place: { key: 'line', values: { line: 4 } }, reason: "hazardous 'maybe' is not true or false", messages: [{ key: 'notBoolean', values: { column: 'hazardous', value: 'maybe' } }] },
    ]);
    expect(await productId('ACME-BP2001')).toBeUndefined();
    expect(await productId('ACME-BP2003')).toBeUndefined();
  });

  it('checks the good rows against the database too, so that one run lists every problem', async () => {
    const result = await run('prices', fixture('prices-bad.csv'));
    expect(result.problems.map((p) => `${p.where}: ${p.reason}`)).toEqual(["line 3: regular 'abc' is not an amount", 'line 4: sale must be less than regular', 'line 5: SKU NO-SUCH-SKU is not in the catalogue']);
    expect(result.problems.map((p) => p.messages)).toEqual([[{ key: 'notAmount', values: { column: 'regular', value: 'abc' } }], [{ key: 'saleBelowRegular' }], [{ key: 'skuUnknown', values: { sku: 'NO-SUCH-SKU' } }]]);
    const [usd] = await rows<{ regular: number }>(sql`SELECT pp.regular FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = 'MAXGRIP-MAX100001' AND pp.currency = 'USD'`);
    expect(usd!.regular).not.toBe(3199);
  });

  it('upserts prices in minor units and stock per location', async () => {
    expect((await run('prices', fixture('prices-good.csv'))).counts).toEqual({ inserted: 0, updated: 3 });
    const prices = await rows<{ currency: string; regular: number; sale: number | null; core_charge: number }>(
      sql`SELECT pp.currency, pp.regular, pp.sale, pp.core_charge FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = 'MAXGRIP-MAX100001' ORDER BY pp.currency`,
    );
    expect(prices).toEqual([
      { currency: 'BRL', regular: 16990, sale: null, core_charge: 1200 },
      { currency: 'MXN', regular: 58900, sale: null, core_charge: 0 },
      { currency: 'USD', regular: 3199, sale: 2750, core_charge: 0 },
    ]);

    const id = await productId('MAXGRIP-MAX100001');
    // A real store whose shelf does not carry the product yet.
    const [free] = await rows<{ store_number: string }>(
      sql`SELECT store_number FROM stores s WHERE NOT EXISTS (SELECT 1 FROM store_stock WHERE product_id = ${id} AND store_number = s.store_number) ORDER BY store_number LIMIT 1`,
    );
    const store = free!.store_number;
    const stock = await run('stock', fixture('stock-good.csv').replace('6997', store));
    expect(stock.counts).toEqual({ inserted: 1, updated: 2 });
    expect(await rows(sql`SELECT dc, quantity FROM dc_stock WHERE product_id = ${id} AND dc IN ('DC-ATL', 'DC-MTY') ORDER BY dc`)).toEqual([
      { dc: 'DC-ATL', quantity: 42 },
      { dc: 'DC-MTY', quantity: 0 },
    ]);
    expect(await rows(sql`SELECT store_number, quantity FROM store_stock WHERE product_id = ${id} AND store_number = ${store}`)).toEqual([{ store_number: store, quantity: 3 }]);
    const unknownStore = await run('stock', 'sku,location_type,location,quantity\nMAXGRIP-MAX100001,store,6997,1\n');
    expect(unknownStore.problems.map((p) => p.reason)).toEqual(["store '6997' is not one of our stores"]);

    const unknownDc = await run('stock', 'sku,location_type,location,quantity\nMAXGRIP-MAX100001,dc,DC-XYZ,1\n');
    expect(unknownDc.problems.map((p) => p.reason)).toEqual(['distribution centre \'DC-XYZ\' is not one of DC-ATL, DC-DFW, DC-RNO, DC-MTY, DC-SPO']);
    expect(unknownDc.problems[0]!.messages).toEqual([{ key: 'centreUnknown', values: { value: 'DC-XYZ', allowed: 'DC-ATL, DC-DFW, DC-RNO, DC-MTY, DC-SPO' } }]);
    const twice = await run('stock', 'sku,location_type,location,quantity\nMAXGRIP-MAX100001,dc,DC-ATL,1\nMAXGRIP-MAX100001,dc,DC-ATL,2\n');
    expect(twice.problems).toMatchObject([
      { where: 'line 3', reason: 'stock of MAXGRIP-MAX100001 at dc DC-ATL is already at line 2', messages: [{ key: 'stockTwice', values: { sku: 'MAXGRIP-MAX100001', type: 'dc', location: 'DC-ATL' }, places: { at: { key: 'line', values: { line: 2 } } } }] },
    ]);
  });

  it('adds fitment from CSV to real vehicles, universal rows too, and skips what is already there', async () => {
    const result = await run('fitment', fixture('fitment-good.csv'));
    expect(result).toMatchObject({ ok: true, counts: { added: 5, 'already present': 0, 'universal marked': 1 } });
    const camry2015 = { baseVehicleId: 201502469 };
    const pads = (await productId('MAXGRIP-MAX100001'))!;
    expect(await fitmentFor(db(), pads, camry2015)).toBe('FITS');
    expect(await fitmentFor(db(), (await productId('STOPWELL-STO100003'))!, camry2015)).toBe('UNIVERSAL');
    const engineApp = (await applications('DURALINE-DUR100002')).filter((a) => a.base_vehicle_id === 201502469);
    expect(engineApp).toEqual([{ base_vehicle_id: 201502469, engine_id: 165, position: null, qualifier: 'With 2.5L engine', quantity: 2 }]);

    expect((await run('fitment', fixture('fitment-good.csv'))).counts).toMatchObject({ added: 0, 'already present': 5 });
  });

  it("changes an application's quantity in place, and marks and unmarks a universal part, which the search index follows", async () => {
    const header = 'sku,action,universal,engine_id,qualifier,quantity,base_vehicle_id';
    const universalPart = (await productId('STOPWELL-STO100003'))!;
    const universalInIndex = async () => (await rows<{ universal: boolean }>(sql`SELECT bool_and(universal) AS universal FROM search_documents WHERE product_id = ${universalPart}`))[0]?.universal;
    // The previous test marked it universal: the import refreshed its search documents.
    expect(await universalInIndex()).toBe(true);

    const changed = await run('fitment', `${header}\nDURALINE-DUR100002,,,165,With 2.5L engine,3,201502469\n`);
    expect(changed.counts).toMatchObject({ added: 0, 'quantity updated': 1, 'already present': 0 });
    expect((await applications('DURALINE-DUR100002')).filter((a) => a.base_vehicle_id === 201502469 && a.engine_id === 165).map((a) => a.quantity)).toEqual([3]);

    const unmarked = await run('fitment', `${header}\nSTOPWELL-STO100003,D,true,,,,\n`);
    expect(unmarked.counts).toMatchObject({ 'universal removed': 1 });
    expect(await fitmentFor(db(), universalPart, { baseVehicleId: 201502469 })).not.toBe('UNIVERSAL');
    // Removing the mark writes no row of the product's, yet its documents must stop saying it fits every vehicle.
    expect(await universalInIndex()).toBe(false);
    expect((await run('fitment', `${header}\nSTOPWELL-STO100003,,true,,,,\n`)).counts).toMatchObject({ 'universal marked': 1 });
    expect(await fitmentFor(db(), universalPart, { baseVehicleId: 201502469 })).toBe('UNIVERSAL');
    expect(await universalInIndex()).toBe(true);
  });

  it('rejects fitment to vehicles that are not in the vehicle data', async () => {
    const text = ['sku,year_from,year_to,make_id,model_id,engine_id,base_vehicle_id', 'MAXGRIP-MAX100001,2014,2015,474,2469,,', 'MAXGRIP-MAX100001,1950,1951,448,2469,,', 'MAXGRIP-MAX100001,,,,,999999,201502469'].join('\n');
    const result = await run('fitment', text);
    expect(result.problems.map((p) => `${p.where}: ${p.reason}`)).toEqual([
      'line 2: model 2469 (Camry) is not a model of make 474 (Honda)',
      'line 3: Toyota Camry has no 1950, 1951 in our vehicle data',
      'line 4: engine 999999 is not in our vehicle data',
    ]);
    expect(result.problems.map((p) => p.messages)).toEqual([
      [{ key: 'modelNotOfMake', values: { model: 2469, modelName: 'Camry', make: 474, makeName: 'Honda' } }],
      [{ key: 'yearsMissing', values: { vehicle: 'Toyota Camry', years: '1950, 1951' } }],
      [{ key: 'engineUnknown', values: { id: 999999 } }],
    ]);
  });

  it('adds and deletes ACES applications', async () => {
    const added = await run('aces', fixture('aces-good.xml'));
    expect(added).toMatchObject({ ok: true, rows: 2, counts: { added: 4 } });
    const withEngine = (await applications('MAXGRIP-MAX100001')).filter((a) => a.engine_id === 165);
    expect(withEngine).toEqual([{ base_vehicle_id: 201502469, engine_id: 165, position: 'Front', qualifier: 'With standard brakes', quantity: 1 }]);
    const ymm = (await applications('DURALINE-DUR100002')).filter((a) => a.engine_id === null && [201402469, 201502469, 201602469].includes(a.base_vehicle_id));
    expect(ymm.map((a) => a.quantity)).toEqual([2, 2, 2]);

    const deleted = await run('aces', fixture('aces-delete.xml'));
    expect(deleted.counts).toMatchObject({ deleted: 1 });
    expect((await applications('MAXGRIP-MAX100001')).filter((a) => a.engine_id === 165)).toEqual([]);
  });

  it('reports ACES Apps that name unknown vehicles or parts, by id and line', async () => {
    const result = await run('aces', fixture('aces-bad.xml'));
    expect(result.problems.map((p) => `${p.where}: ${p.reason.slice(0, 40)}`)).toEqual(['App id 2 (line 9): base vehicle 199900001 is not in our veh', 'App id 3 (line 14): <DriveType> not supported: our vehicles ']);
    // Where and why as message keys with their values, for the back office.
    expect(result.problems.map((p) => [p.place, p.messages])).toEqual([
      [{ key: 'app', values: { id: '2' }, line: 9 }, [{ key: 'baseVehicleUnknown', values: { id: 199900001 } }]],
      [{ key: 'app', values: { id: '3' }, line: 14 }, [{ key: 'acesUnsupported', values: { count: 1, elements: '<DriveType>' } }]],
    ]);
  });

  it('upserts PIES items with their prices, creating the brand of a new one', async () => {
    const result = await run('pies', fixture('pies-good.xml'));
    expect(result).toMatchObject({ ok: true, counts: { inserted: 1, updated: 1, 'brand(s) created': 1, 'price(s) inserted': 2, 'price(s) updated': 1 } });
    const [item] = await rows<{ sku: string; title: Record<string, string>; part_type_id: number; warranty: string; name: string }>(
      sql`SELECT p.sku, p.title, p.part_type_id, p.warranty, b.name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.part_number = 'NL-7788'`,
    );
    expect(item).toMatchObject({ sku: 'NEWLINE-FILTERS-NL-7788', part_type_id: 7212, warranty: '1-year', name: 'Newline Filters' });
    expect(item!.title['pt-BR']).toBe('Vela de ignição Newline platina');
    const prices = await rows(sql`SELECT pp.currency, pp.regular, pp.sale FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku IN ('NEWLINE-FILTERS-NL-7788', 'MAXGRIP-MAX100001') AND pp.currency IN ('USD', 'BRL') ORDER BY p.sku, pp.currency`);
    expect(prices).toEqual([
      { currency: 'BRL', regular: 16990, sale: null },
      { currency: 'USD', regular: 3499, sale: 2999 },
      { currency: 'BRL', regular: 4990, sale: null },
      { currency: 'USD', regular: 849, sale: null },
    ]);
    // The core charge set by the prices CSV stays: PIES did not give one.
    expect((await rows<{ core_charge: number }>(sql`SELECT core_charge FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.sku = 'MAXGRIP-MAX100001' AND currency = 'BRL'`))[0]!.core_charge).toBe(1200);
    const [updated] = await rows<{ title: Record<string, string>; description: Record<string, string> }>(sql`SELECT title, description FROM products WHERE sku = 'MAXGRIP-MAX100001'`);
    expect(updated!.title['es-MX']).toBe('Juego de balatas cerámicas Maxgrip, delanteras');
    expect(updated!.description['en-US']).toBe('Low-dust ceramic pads & hardware.');
  });

  it('reports PIES items by ordinal, part number and line, each reason with its message key and values', async () => {
    const bad = await run('pies', fixture('pies-bad.xml'));
    expect(bad.problems.map((p) => [p.where, p.reason])).toEqual([
      ['Item #1 PartNumber ZZ-1 (line 4)', "LST USD price '12,99' is not an amount"],
      ['Item #2 PartNumber ZZ-2 (line 11)', 'a new product needs a part type (PartTerminologyID)'],
    ]);
    expect(bad.problems.map((p) => [p.place, p.messages])).toEqual([
      [{ key: 'itemPart', values: { number: 1, partNumber: 'ZZ-1' }, line: 4 }, [{ key: 'piesNotAmount', values: { type: 'LST', currency: 'USD', value: '12,99' } }]],
      [{ key: 'itemPart', values: { number: 2, partNumber: 'ZZ-2' }, line: 11 }, [{ key: 'partTypeNeeded' }]],
    ]);

    const item = (brand: string, part: string) => `<Item><PartNumber>${part}</PartNumber>${brand}<PartTerminologyID>1684</PartTerminologyID><Descriptions><Description DescriptionCode="DES" LanguageCode="EN">Pads</Description></Descriptions></Item>`;
    const text = ['<PIES><Items>', item('<BrandLabel>Newline Nine</BrandLabel>', 'NL-9'), item('<BrandLabel>Newline Nine</BrandLabel>', 'NL-9'), item('<BrandAAIAID>QQQQ</BrandAAIAID>', 'NL-10'), '</Items></PIES>'].join('\n');
    const twice = await run('pies', text, { dryRun: true });
    expect(twice.problems).toEqual([
      {
        where: 'Item #2 PartNumber NL-9 (line 3)',
        line: 3,
        place: { key: 'itemPart', values: { number: 2, partNumber: 'NL-9' }, line: 3 },
        reason: 'SKU NEWLINE-NINE-NL-9 is already in this file at Item #1 PartNumber NL-9 (line 2)',
        messages: [{ key: 'skuTwice', values: { sku: 'NEWLINE-NINE-NL-9' }, places: { at: { key: 'itemPart', values: { number: 1, partNumber: 'NL-9' }, line: 2 } } }],
      },
      {
        where: 'Item #3 PartNumber NL-10 (line 4)',
        line: 4,
        place: { key: 'itemPart', values: { number: 3, partNumber: 'NL-10' }, line: 4 },
        reason: "brand AAIA id 'QQQQ' is not known: give <BrandLabel> to create the brand",
        messages: [{ key: 'brandCodeUnknown', values: { code: 'QQQQ' } }],
      },
    ]);
  });

  it('writes in batches with progress, and a database failure mid-way leaves nothing', async () => {
    const header = 'sku,part_number,brand,part_type_id,title_en';
    const lines = Array.from({ length: 2500 }, (_, i) => `BULK-${i},BULK${i},Bulk Brand,1684,Bulk Pad Set ${i}`);
    // A row the checks accept but the database refuses, in the second batch of 1,000.
    lines[1500] = 'FAIL-ME,FAILME,Bulk Brand,1684,Refused by the database';
    await db().execute(sql`CREATE FUNCTION refuse_fail_me() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.sku = 'FAIL-ME' THEN RAISE EXCEPTION 'refused %', NEW.sku; END IF; RETURN NEW; END $$`);
    await db().execute(sql`CREATE TRIGGER refuse_fail_me BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION refuse_fail_me()`);
    const progress: string[] = [];
    try {
      await expect(run('products', [header, ...lines].join('\n'), { progress: (l: string) => progress.push(l) })).rejects.toThrow();
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_fail_me ON products`);
      await db().execute(sql`DROP FUNCTION refuse_fail_me()`);
    }
    expect(progress).toContain('products: 1,000 of 2,500 written');
    const [left] = await rows<{ products: number; brands: number }>(sql`SELECT (SELECT count(*)::int FROM products WHERE sku LIKE 'BULK-%') AS products, (SELECT count(*)::int FROM brands WHERE name = 'Bulk Brand') AS brands`);
    expect(left).toEqual({ products: 0, brands: 0 });

    // Without the refusal the same file lands whole.
    const landed = await run('products', [header, ...lines].join('\n'));
    expect(landed.counts).toEqual({ inserted: 2500, updated: 0, 'brand(s) created': 1 });
  });
  it('marks the catalogue as imported, so the demo seed never replaces it', async () => {
    await db().execute(sql`DELETE FROM seed_runs WHERE name = 'catalog-import'`);
    expect((await run('products', fixture('products-good.csv'), { dryRun: true })).ok).toBe(true);
    expect(await catalogWasImported(db())).toBe(false);
    await db().execute(sql`UPDATE seed_runs SET version = 'stale' WHERE name = 'catalog'`);
    expect((await run('products', fixture('products-good.csv'))).ok).toBe(true);
    expect(await catalogWasImported(db())).toBe(true);
    const reports = await seedAll(db());
    expect(reports.find((r) => r.name === 'catalog')).toMatchObject({ status: 'already-loaded' });
    expect(await productId('ACME-BP1001')).toBeDefined();
  });

  it('refreshes the search index for what it wrote (a product is found once it has a price in the market)', async () => {
    await run('products', fixture('products-good.csv'));
    expect((await run('prices', 'sku,currency,regular\nACME-BP1001,MXN,899.00\n')).ok).toBe(true);
    const found = await searchProducts(db(), { text: 'ACME-BP1001', locale: 'es-MX', page: 1, sort: 'relevance', filters: {} });
    expect(found.items[0]).toMatchObject({ partNumber: 'BP1001', title: 'Juego de balatas cerámicas Acme' });
  });

});
