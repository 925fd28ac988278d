import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { parseShelfUrl } from '@/lib/shelf-query';
import type { VehicleRef } from '@/lib/vehicle-key';
import { fitmentForProducts, productsForVehicle } from '@/server/vehicles/fitment';
import { commonVehicleScope, readCommonModels } from './common-vehicles';
import { MAINTENANCE_PART_TYPES } from './fitment-spread';
import { resolvePageType } from './pages';
import { productBySlug } from './product';
import { listShelf } from './shelf';
import { PART_TYPES } from './taxonomy';

const rows = async <T,>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const typeOf = (slug: string) => PART_TYPES.find((t) => t.slug === slug)!;

/** A vehicle as a shopper picks it: year, make, model and engine (the named one, else the first the data know, else none). */
async function vehicle(year: number, make: string, model: string, engine?: string): Promise<VehicleRef> {
  const [row] = await rows<{ id: number; engine_id: number | null }>(sql`
    SELECT bv.id, e.id AS engine_id FROM base_vehicles bv
    JOIN vehicle_models m ON m.id = bv.model_id JOIN vehicle_makes mk ON mk.id = bv.make_id
    LEFT JOIN base_vehicle_engines be ON be.base_vehicle_id = bv.id
    LEFT JOIN engines e ON e.id = be.engine_id AND (e.name = ${engine ?? ''} OR (${engine ?? null}::text IS NULL AND coalesce(e.fuel, '') NOT IN ('Electric', 'Hydrogen')))
    WHERE bv.year = ${year} AND mk.name = ${make} AND m.name = ${model}
    ORDER BY e.id NULLS LAST LIMIT 1`);
  expect(row, `${year} ${make} ${model}`).toBeDefined();
  if (engine) expect(row!.engine_id, `${year} ${make} ${model} ${engine}`).not.toBeNull();
  return row!.engine_id === null ? { baseVehicleId: Number(row!.id) } : { baseVehicleId: Number(row!.id), engineId: Number(row!.engine_id) };
}

/** The products of a part type that FIT the vehicle (not "may fit"), at a position. */
async function fitting(ref: VehicleRef, slug: string, position: string | null): Promise<number[]> {
  const candidates = (await productsForVehicle(db(), ref, typeOf(slug).id, { limit: 500, offset: 0 })).filter((p) => position === null || p.position === position);
  const answers = await fitmentForProducts(
    db(),
    candidates.map((c) => c.productId),
    ref,
  );
  return [...answers].filter(([, answer]) => answer === 'FITS').map(([id]) => id);
}

// The commonest cars of the three markets, as the vehicle data have them (the Tsuru, Gol, Onix... are not in vPIC: data/car-parc/README.md).
const COMMON: [number, string, string, string][] = [
  [2015, 'Toyota', 'Camry', '2.5L L4 Gas'],
  [2012, 'Honda', 'Civic', '1.8L L4 Gas'],
  [2018, 'Ford', 'F-150', '5.0L V8 Gas'],
  [2010, 'Nissan', 'Sentra', '2.0L L4 Gas'],
  [2019, 'Nissan', 'Versa', '1.6L Gas'],
  [2017, 'Volkswagen', 'Jetta', '1.4L L4 Turbo Gas'],
  [2017, 'Chevrolet', 'Aveo', '1.6L L4 Gas'],
  [2016, 'Ford', 'Fiesta', 'first known engine'],
  [2014, 'Chevrolet', 'Silverado', 'first known engine'],
  [2016, 'Ram', '1500', 'first known engine'], // engines unknown in the vehicle data: engine parts fit the base vehicle
  [2020, 'Toyota', 'Corolla', 'first known engine'],
  [2018, 'Honda', 'CR-V', 'first known engine'],
  [2019, 'Toyota', 'RAV4', 'first known engine'],
  [2015, 'Nissan', 'Altima', 'first known engine'],
  [2018, 'Nissan', 'Kicks', 'first known engine'],
  [2013, 'Chevrolet', 'Spark', 'first known engine'],
  [2012, 'Ford', 'Focus', 'first known engine'],
  [2008, 'Honda', 'Accord', 'first known engine'],
];

describe('the commonest vehicles find their maintenance parts', () => {
  it.each(COMMON)('%i %s %s (%s): brake pads and rotors front and rear, filters, wipers, battery, plugs and bulbs fit', async (year, make, model, engine) => {
    const ref = await vehicle(year, make, model, engine === 'first known engine' ? undefined : engine);
    const missing: string[] = [];
    for (const slug of MAINTENANCE_PART_TYPES) {
      const type = typeOf(slug);
      for (const position of type.positions?.length ? type.positions : [null]) if ((await fitting(ref, slug, position)).length === 0) missing.push(`${slug} ${position ?? ''}`);
    }
    expect(missing).toEqual([]);
  });

  it('for every mapped common model and year, and every engine the data know, each maintenance part fits', async () => {
    const scope = commonVehicleScope(readCommonModels());
    const ids = scope.map((s) => s.modelId);
    const bases = await rows<{ id: number; year: number; model_id: number }>(sql`SELECT id, year, model_id FROM base_vehicles WHERE model_id IN ${sql.raw(`(${ids.join(',')})`)}`);
    const wanted = bases.filter((b) => {
      const s = scope.find((x) => x.modelId === b.model_id)!;
      return b.year >= s.from && b.year <= s.to;
    });
    expect(wanted.length).toBeGreaterThan(1500);
    const engines = await rows<{ base_vehicle_id: number; engine_id: number; fuel: string | null; name: string }>(
      sql`SELECT be.base_vehicle_id, e.id AS engine_id, e.fuel, e.name FROM base_vehicle_engines be JOIN engines e ON e.id = be.engine_id`,
    );
    const apps = await rows<{ base_vehicle_id: number; engine_id: number | null; part_type_id: number; position: string | null }>(sql`
      SELECT DISTINCT base_vehicle_id, engine_id, part_type_id, position FROM fitment_applications
      WHERE part_type_id IN ${sql.raw(`(${MAINTENANCE_PART_TYPES.map((s) => typeOf(s).id).join(',')})`)}`);
    const has = new Set(apps.map((a) => `${a.base_vehicle_id}|${a.engine_id ?? '*'}|${a.part_type_id}|${a.position ?? ''}`));
    const missing: string[] = [];
    for (const b of wanted) {
      const known = engines.filter((e) => e.base_vehicle_id === b.id);
      for (const slug of MAINTENANCE_PART_TYPES) {
        const type = typeOf(slug);
        for (const position of type.positions?.length ? type.positions : [null]) {
          const key = (engine: number | null) => `${b.id}|${engine ?? '*'}|${type.id}|${position ?? ''}`;
          if (type.fitment !== 'engine' || known.length === 0) {
            if (!has.has(key(null))) missing.push(key(null));
            continue;
          }
          // Engine parts per engine: every combustion engine, and spark plugs only where there is a spark.
          for (const e of known) {
            const diesel = e.fuel === 'Diesel' || /diesel/i.test(e.name);
            const electric = e.fuel === 'Electric' || e.fuel === 'Hydrogen' || e.name === 'Electric';
            if (electric || (slug === 'spark-plug' && diesel)) continue;
            if (!has.has(key(e.engine_id)) && !has.has(key(null))) missing.push(`${key(e.engine_id)} ${e.name}`);
          }
        }
      }
    }
    expect(missing.slice(0, 20)).toEqual([]);
  });

  it('never fits a part out of its era or engine kind: no distributor or plug wires on a 2015 engine, no spark plug in a diesel, no filter in an electric car', async () => {
    const [wrong] = await rows<{ distributors: number; wires: number; sparkInDiesel: number; glowInGas: number; electric: number }>(sql`
      SELECT
        (SELECT count(*)::int FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id JOIN base_vehicles bv ON bv.id = a.base_vehicle_id
          WHERE t.slug IN ('distributor', 'distributor-cap', 'distributor-rotor', 'performance-distributor') AND bv.year >= 2000) AS distributors,
        (SELECT count(*)::int FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id JOIN base_vehicles bv ON bv.id = a.base_vehicle_id
          WHERE t.slug = 'spark-plug-wire-set' AND bv.year >= 2010) AS wires,
        (SELECT count(*)::int FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id JOIN engines e ON e.id = a.engine_id
          WHERE t.slug IN ('spark-plug', 'ignition-coil', 'distributor-rotor') AND (e.fuel = 'Diesel' OR e.name LIKE '%Diesel%')) AS "sparkInDiesel",
        (SELECT count(*)::int FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id JOIN engines e ON e.id = a.engine_id
          WHERE t.slug = 'glow-plug' AND e.fuel <> 'Diesel' AND e.name NOT LIKE '%Diesel%') AS "glowInGas",
        (SELECT count(*)::int FROM fitment_applications a JOIN engines e ON e.id = a.engine_id WHERE e.fuel IN ('Electric', 'Hydrogen')) AS electric`);
    expect(wrong).toEqual({ distributors: 0, wires: 0, sparkInDiesel: 0, glowInGas: 0, electric: 0 });
    // Distributors still fit the engines of their era.
    const [old] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM fitment_applications a JOIN part_types t ON t.id = a.part_type_id WHERE t.slug = 'distributor-rotor'`);
    expect(old!.n).toBeGreaterThan(0);
    const camry = await vehicle(2015, 'Toyota', 'Camry', '2.5L L4 Gas');
    expect(await fitting(camry, 'distributor-rotor', null)).toEqual([]);
  });
});

describe('"Shop parts that fit" from a part page', () => {
  it('leads a 2015 Camry from a brake pad set that does not fit it to brake pads that do', async () => {
    const camry = await vehicle(2015, 'Toyota', 'Camry', '2.5L L4 Gas');
    const pads = typeOf('brake-pad-set');
    // A brake pad set made for another car, as the shopper found it.
    const [other] = await rows<{ slug: string }>(sql`
      SELECT p.slug FROM products p WHERE p.part_type_id = ${pads.id}
      AND NOT EXISTS (SELECT 1 FROM fitment_applications a WHERE a.product_id = p.id AND a.base_vehicle_id = ${camry.baseVehicleId}) ORDER BY p.id LIMIT 1`);
    const product = (await productBySlug(db(), other!.slug, 'en-US'))!;
    expect((await fitmentForProducts(db(), [product.id], camry)).get(product.id)).toBe('DOES_NOT_FIT');
    // The link: the product page's shelf (its category and part type), with ?fits=1 (FitmentBanner).
    const shelfPath = `${product.trail.at(-1)!.path}/${product.partType.slug}`;
    const page = await resolvePageType(db(), shelfPath, 'en-US');
    expect(page.type).toBe('productShelf');
    if (page.type !== 'productShelf') return;
    const state = parseShelfUrl({ fits: '1' });
    for (const ref of [camry, { baseVehicleId: camry.baseVehicleId }]) {
      const shelf = await listShelf(db(), { partTypeId: page.partType.id }, 'en-US', { page: 1, sort: state.sort, filters: { fitsVehicle: state.fits ? ref : undefined } });
      expect(shelf.total).toBeGreaterThanOrEqual(2);
      expect(shelf.items.every((i) => i.partTypeId === pads.id)).toBe(true);
      const answers = await fitmentForProducts(
        db(),
        shelf.items.map((i) => i.id),
        ref,
      );
      expect([...answers.values()].every((a) => a === 'FITS')).toBe(true);
      expect(new Set(shelf.items.map((i) => i.position))).toEqual(new Set(['Front', 'Rear']));
    }
  });
});

describe('generated titles', () => {
  it('are distinct: at least 98% of the 10,000, and never the same for two products of one brand and part type, in any language', async () => {
    const [counts] = await rows<{ products: number; en: number; es: number; pt: number; clashes: number }>(sql`
      SELECT count(*)::int AS products, count(DISTINCT title->>'en-US')::int AS en, count(DISTINCT title->>'es-MX')::int AS es, count(DISTINCT title->>'pt-BR')::int AS pt,
        (SELECT count(*)::int FROM (SELECT 1 FROM products GROUP BY brand_id, part_type_id, title->>'es-MX' HAVING count(*) > 1) d) AS clashes
      FROM products`);
    expect(counts!.products).toBe(10_000);
    for (const distinct of [counts!.en, counts!.es, counts!.pt]) expect(distinct).toBeGreaterThanOrEqual(9_800);
    expect(counts!.clashes).toBe(0);
  });

  it('keep codes and sizes as written in Spanish and Portuguese (51R, H7, H11, 5W-30)', async () => {
    const titled = await rows<{ es: string; pt: string; value: string }>(sql`
      SELECT p.title->>'es-MX' AS es, p.title->>'pt-BR' AS pt, s->'values'->>'en-US' AS value
      FROM products p JOIN part_types t ON t.id = p.part_type_id, jsonb_array_elements(p.specs) s
      WHERE t.slug IN ('battery', 'headlight-bulb', 'motor-oil') AND s->>'key' IN ('group', 'bulb', 'viscosity')`);
    expect(titled.length).toBeGreaterThan(20);
    for (const t of titled) {
      expect(t.es).toContain(t.value);
      expect(t.pt).toContain(t.value);
    }
    expect(titled.some((t) => /\d+[A-Z]/.test(t.value) || /^H\d/.test(t.value))).toBe(true);
  });
});
