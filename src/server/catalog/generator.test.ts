import { describe, expect, it } from 'vitest';
import { generateProducts, marketPrices, random, type VehicleUniverse } from './generator';
import { PART_TYPES } from './taxonomy';

/** A small universe: two models over ten years, two engines. */
const universe: VehicleUniverse = (() => {
  const baseVehicles = [];
  for (const modelId of [2469, 1801]) for (let year = 2010; year < 2020; year++) baseVehicles.push({ id: year * 100_000 + modelId, year, makeId: modelId === 2469 ? 448 : 474, modelId });
  baseVehicles.sort((a, b) => a.id - b.id);
  const byEngine = new Map([
    [183, baseVehicles.filter((b) => b.modelId === 2469).map((b) => b.id)],
    [321, baseVehicles.filter((b) => b.modelId === 1801).map((b) => b.id)],
  ]);
  return { baseVehicles, baseVehiclesByEngine: byEngine };
})();

const rule = (partTypeId: number) => PART_TYPES.find((t) => t.id === partTypeId)!.fitment;

describe('catalogue generator', () => {
  const products = [...generateProducts(1200, universe)];

  it('makes the number asked, with unique ids, SKUs and slugs, the same every time', () => {
    expect(products).toHaveLength(1200);
    expect(new Set(products.map((p) => p.sku)).size).toBe(1200);
    expect(new Set(products.map((p) => p.slug)).size).toBe(1200);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(JSON.stringify([...generateProducts(50, universe)])).toBe(JSON.stringify([...generateProducts(50, universe)]));
  });

  it('covers every part type', () => {
    expect(new Set(products.map((p) => p.partTypeId)).size).toBe(PART_TYPES.length);
  });

  it('titles and describes every product in the three languages', () => {
    for (const p of products.slice(0, 100)) {
      for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
        expect(p.title[locale]).toMatch(/\S/);
        expect(p.description[locale].length).toBeGreaterThan(p.title[locale].length);
      }
    }
  });

  it('applies parts by their rule: universal to none, engine parts with the engine, platform parts to a run of years', () => {
    for (const p of products) {
      const kind = rule(p.partTypeId);
      if (kind === 'universal') expect(p.universal && p.applications.length === 0).toBe(true);
      if (kind === 'engine') expect(p.applications.every((a) => a.engineId !== null)).toBe(true);
      if (kind === 'platform') {
        const years = p.applications.map((a) => Math.floor(a.baseVehicleId / 100_000));
        expect(Math.max(...years) - Math.min(...years)).toBeLessThan(6);
      }
    }
  });

  it('prices each market in its own price list, sale below regular', () => {
    for (const p of products) {
      expect(p.prices.USD.regular % 100).toBe(99);
      expect(p.prices.MXN.regular % 1000).toBe(900);
      expect(p.prices.BRL.regular % 100).toBe(90);
      for (const price of Object.values(p.prices)) if (price.sale !== null) expect(price.sale).toBeLessThan(price.regular);
    }
    expect(marketPrices(2500)).toEqual({ USD: 2499, MXN: 46900, BRL: 13990 });
  });
});

describe('random', () => {
  it('is repeatable from its seed', () => {
    const a = random(7);
    const b = random(7);
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
  });
});
