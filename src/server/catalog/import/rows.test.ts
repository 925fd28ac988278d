import { describe, expect, it } from 'vitest';
import { validateRow } from './rows';
import { parseBoolean, parseSpecs, slugify } from './values';
import { atLine } from './wordings';

const at = atLine(2);
/** A bad row's reasons in one English sentence, as the command prints them. */
const reasonOf = (result: ReturnType<typeof validateRow>) => (result.ok ? '' : result.reasons.map((r) => r.text).join('; '));
const product = { sku: 'ACME-1', part_number: 'BP1', brand: 'Acme', part_type_id: '1684', title_en: 'Acme Pads' };

describe('product rows', () => {
  it('fills Spanish and Portuguese from English and reads the optional columns', () => {
    const result = validateRow('products', { ...product, title_es: 'Balatas Acme', hazardous: 'YES', position: 'front', specs: 'friction=Ceramic; shims=Included', warranty: 'Lifetime' }, at);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft.title).toEqual({ 'en-US': 'Acme Pads', 'es-MX': 'Balatas Acme', 'pt-BR': 'Acme Pads' });
    expect(result.draft.hazardous).toBe(true);
    expect(result.draft.position).toBe('Front');
    expect(result.draft.warranty).toBe('lifetime');
    expect(result.draft.specs?.map((s) => [s.key, s.values['pt-BR']])).toEqual([
      ['friction', 'Ceramic'],
      ['shims', 'Included'],
    ]);
    // Named by their keys until the plan names them from the part type's row (import.int.test.ts).
    expect(result.draft.specs?.[0]?.names).toEqual({ 'en-US': 'friction', 'es-MX': 'friction', 'pt-BR': 'friction' });
    expect(result.draft.at).toEqual(at);
  });

  it('lists every reason of a bad row in one sentence', () => {
    const result = validateRow('products', { ...product, sku: '', part_type_id: 'abc', hazardous: 'maybe', slug: 'Not A Slug' }, at);
    expect(reasonOf(result)).toEqual("sku is empty; part_type_id 'abc' is not a whole number; hazardous 'maybe' is not true or false; slug 'Not A Slug' is not lower-case words joined by hyphens");
    // Each reason also as a message key of ops.catalog.import.problems with its values, for the back office.
    expect(!result.ok && result.reasons.map((r) => r.message)).toEqual([
      { key: 'empty', values: { column: 'sku' } },
      { key: 'notWhole', values: { column: 'part_type_id', value: 'abc' } },
      { key: 'notBoolean', values: { column: 'hazardous', value: 'maybe' } },
      { key: 'slugFormat', values: { value: 'Not A Slug' } },
    ]);
  });

  it('rejects unknown positions and warranties', () => {
    const result = validateRow('products', { ...product, position: 'Sideways', warranty: 'forever' }, at);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(reasonOf(result)).toContain("warranty 'forever' is not one of 90-day");
    expect(reasonOf(result)).toContain("position 'Sideways' is not known");
  });
});

describe('price rows', () => {
  it('converts amounts to minor units', () => {
    const result = validateRow('prices', { sku: 'A-1', currency: 'mxn', regular: '469', sale: '399.5', core_charge: '' }, at);
    expect(result).toEqual({ ok: true, draft: { sku: 'A-1', currency: 'MXN', regular: 46900, sale: 39950, coreCharge: 0, at } });
  });

  it('names the bad amount and keeps the sale below the regular price', () => {
    expect(reasonOf(validateRow('prices', { sku: 'A-1', currency: 'USD', regular: 'abc' }, at))).toBe("regular 'abc' is not an amount");
    expect(reasonOf(validateRow('prices', { sku: 'A-1', currency: 'USD', regular: '10', sale: '10.00' }, at))).toBe('sale must be less than regular');
    expect(reasonOf(validateRow('prices', { sku: 'A-1', currency: 'EUR', regular: '10' }, at))).toBe("currency 'EUR' is not one of USD, MXN, BRL");
    expect(reasonOf(validateRow('prices', { sku: 'A-1', currency: 'USD', regular: '10', core_charge: '-5' }, at))).toBe("core_charge '-5' must not be negative");
  });
});

describe('stock rows', () => {
  it('takes distribution centres in any case and store numbers', () => {
    expect(validateRow('stock', { sku: 'A-1', location_type: 'DC', location: 'dc-atl', quantity: '12' }, at)).toEqual({ ok: true, draft: { sku: 'A-1', locationType: 'dc', location: 'DC-ATL', quantity: 12, at } });
    expect(reasonOf(validateRow('stock', { sku: 'A-1', location_type: 'store', location: 'Main St', quantity: '1' }, at))).toBe("store 'Main St' is not a store number");
    expect(reasonOf(validateRow('stock', { sku: 'A-1', location_type: 'store', location: '6997', quantity: '-1' }, at))).toBe("quantity '-1' is not a whole number");
  });
});

describe('fitment rows', () => {
  const base = { sku: 'A-1', year_from: '2014', year_to: '2016', make_id: '448', model_id: '2469' };
  it('takes a year range of a model, a base vehicle, or universal', () => {
    const ranged = validateRow('fitment', { ...base, engine_id: '165', quantity: '2' }, at);
    expect(ranged.ok && ranged.draft).toMatchObject({ action: 'add', vehicle: { yearFrom: 2014, yearTo: 2016, makeId: 448, modelId: 2469 }, engineId: 165, quantity: 2 });
    const single = validateRow('fitment', { sku: 'A-1', base_vehicle_id: '201502469', action: 'd' }, at);
    expect(single.ok && single.draft).toMatchObject({ action: 'delete', vehicle: { baseVehicleId: 201502469 } });
    const universal = validateRow('fitment', { sku: 'A-1', universal: 'true' }, at);
    expect(universal.ok && universal.draft).toMatchObject({ universal: true });
    expect(universal.ok && universal.draft.vehicle).toBeUndefined();
  });

  it('says what is missing or contradictory', () => {
    expect(reasonOf(validateRow('fitment', { ...base, year_from: '2017' }, at))).toBe('year_from 2017 is after year_to 2016');
    expect(reasonOf(validateRow('fitment', { ...base, universal: 'yes' }, at))).toBe('a universal row names no vehicle');
    expect(reasonOf(validateRow('fitment', { sku: 'A-1', year_from: '2014' }, at))).toBe('year_from, year_to, make_id and model_id are needed (or base_vehicle_id, or universal=true)');
  });
});

describe('values', () => {
  it('reads booleans, specs and slugs', () => {
    expect(['true', 'Yes', '1', 'y'].map(parseBoolean)).toEqual([true, true, true, true]);
    expect(['FALSE', 'no', '0', 'n'].map(parseBoolean)).toEqual([false, false, false, false]);
    expect(parseBoolean('maybe')).toBeNull();
    expect(parseSpecs('a=1;a=2')).toEqual({ ok: false, reason: { text: "specs name 'a' twice", message: { key: 'specsTwice', values: { value: 'a' } } } });
    expect(parseSpecs('a')).toMatchObject({ ok: false, reason: { text: "specs 'a' is not key=value" } });
    expect(slugify('Pastilha Cerâmica  #BP-12 ')).toBe('pastilha-ceramica-bp-12');
  });
});
