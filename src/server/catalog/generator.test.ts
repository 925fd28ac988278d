import { describe, expect, it } from 'vitest';
import { MAINTENANCE_PART_TYPES } from './fitment-spread';
import { random } from '@/server/db/seeded-random';
import { asSentence, generateProducts, inSentence, marketPrices, productDescription, productTitle, type VehicleUniverse } from './generator';
import { BRANDS, PART_TYPES } from './taxonomy';

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

  it('ends no sentence of a description with "..", and agrees with no gender it does not know', () => {
    for (const p of products) {
      for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) expect(p.description[locale], `${p.sku} ${locale}`).not.toMatch(/\.\.(?!\.)|\.\s*\./);
      // Feminine or masculine participles would agree with the part's name, whose gender the generator does not know.
      for (const locale of ['es-MX', 'pt-BR'] as const) {
        const promise = p.description[locale].slice(asSentence(p.title[locale]).length);
        expect(promise, `${p.sku} ${locale}`).not.toMatch(/^\s*(Fabricad|Diseñad|Projetad)[oa]|, (probad|testad)[oa]/);
      }
    }
    expect(asSentence('Tubo de freno Halden 40 pulg.')).toBe('Tubo de freno Halden 40 pulg.');
    expect(asSentence('Tubo de freno Halden')).toBe('Tubo de freno Halden.');
    expect(productDescription('Tubo de freno Halden 40 pulg.', 'es-MX', 'standard', 'de 1 año')).toBe(
      'Tubo de freno Halden 40 pulg. Calidad que cumple o supera las especificaciones de equipo original, con ajuste probado a la primera y garantía de 1 año.',
    );
    expect(productDescription('Tubo de freio Halden 40 pol.', 'pt-BR', 'premium', 'vitalícia')).toBe(
      'Tubo de freio Halden 40 pol. Um projeto que supera o desempenho da peça original, com montagem testada e garantia vitalícia.',
    );
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

/** A bigger universe with kinds of engine: a gasoline and a diesel model from 1995, an electric one, and the common list. */
const mixed: VehicleUniverse = (() => {
  const baseVehicles: VehicleUniverse['baseVehicles'] = [];
  for (const modelId of [2469, 1801, 9000]) for (let year = 1995; year < 2020; year++) baseVehicles.push({ id: year * 100_000 + modelId, year, makeId: modelId === 1801 ? 460 : 448, modelId });
  baseVehicles.sort((a, b) => a.id - b.id);
  const of = (modelId: number) => baseVehicles.filter((b) => b.modelId === modelId).map((b) => b.id);
  return {
    baseVehicles,
    baseVehiclesByEngine: new Map([
      [1, of(2469)],
      [2, of(1801)],
      [3, of(9000)],
    ]),
    engines: new Map([
      [1, { name: '2.5L L4 Gas', fuel: 'Gas', aspiration: '' }],
      [2, { name: '6.7L V8 Turbo Diesel', fuel: 'Diesel', aspiration: 'Turbo' }],
      [3, { name: 'Electric', fuel: 'Electric', aspiration: '' }],
    ]),
    common: [
      { modelId: 2469, from: 2000, to: 2019 },
      { modelId: 1801, from: 2000, to: 2019 },
    ],
  };
})();
const slugOf = (partTypeId: number) => PART_TYPES.find((t) => t.id === partTypeId)!.slug;
const typeOf = (slug: string) => PART_TYPES.find((t) => t.slug === slug)!;

describe('catalogue generator: fitment that makes sense', () => {
  const products = [...generateProducts(3000, mixed)];
  const yearOf = (baseVehicleId: number) => Math.floor(baseVehicleId / 100_000);

  it('gives every common vehicle each maintenance part, per engine for engine parts, no spark plug for a diesel', () => {
    for (const modelId of [2469, 1801]) {
      for (let year = 2000; year < 2020; year++) {
        const id = year * 100_000 + modelId;
        const engineId = modelId === 2469 ? 1 : 2;
        for (const slug of MAINTENANCE_PART_TYPES) {
          const type = typeOf(slug);
          for (const position of type.positions?.length ? type.positions : [null]) {
            const fitting = products.filter((p) => p.partTypeId === type.id && p.applications.some((a) => a.baseVehicleId === id && a.position === position && (a.engineId === null || a.engineId === engineId)));
            const expected = slug === 'spark-plug' && engineId === 2 ? 0 : 1;
            expect(fitting.length >= expected && (expected > 0 || fitting.length === 0), `${year} model ${modelId} ${slug} ${position ?? ''}: ${fitting.length}`).toBe(true);
          }
        }
      }
    }
  });

  it('keeps parts to their era and engine kind', () => {
    const engineKind = new Map([
      [1, 'spark'],
      [2, 'diesel'],
      [3, 'electric'],
    ]);
    for (const p of products) {
      const type = PART_TYPES.find((t) => t.id === p.partTypeId)!;
      for (const a of p.applications) {
        const year = yearOf(a.baseVehicleId);
        if (type.years?.to !== undefined) expect(year, `${type.slug} on ${year}`).toBeLessThanOrEqual(type.years.to);
        if (type.years?.from !== undefined) expect(year).toBeGreaterThanOrEqual(type.years.from);
        if (type.fitment === 'engine') expect(engineKind.get(a.engineId!), `${type.slug} on engine ${a.engineId}`).not.toBe('electric');
        if (type.needs === 'spark') expect(engineKind.get(a.engineId!), type.slug).toBe('spark');
        if (type.needs === 'diesel') expect(engineKind.get(a.engineId!), type.slug).toBe('diesel');
        if (type.needs === 'turbo') expect(a.engineId, type.slug).toBe(2);
      }
    }
    const distributors = products.filter((p) => ['distributor', 'distributor-cap', 'distributor-rotor'].includes(slugOf(p.partTypeId)));
    expect(distributors.length).toBeGreaterThan(0);
    expect(distributors.flatMap((p) => p.applications).every((a) => yearOf(a.baseVehicleId) < 2000)).toBe(true);
  });

  it('makes a keyed part the size or code of the vehicles it fits: one battery group, one bulb, one wiper length per side', () => {
    for (const slug of ['battery', 'headlight-bulb', 'wiper-blade'] as const) {
      const taken = new Map<string, string>();
      for (const p of products.filter((x) => slugOf(x.partTypeId) === slug)) {
        const value = p.specs[0]!.values['en-US'];
        for (const a of p.applications) {
          const where = `${a.baseVehicleId}:${a.position ?? ''}`;
          expect(taken.get(where) ?? value, `${slug} ${where}`).toBe(value);
          if (!value) throw new Error(`${slug} without a value`);
          taken.set(where, value);
        }
      }
      expect(taken.size).toBeGreaterThan(0);
    }
  });
});

describe('product titles', () => {
  const products = [...generateProducts(3000, mixed)];

  it('tell every product apart: no two of a brand and part type share a title, in any language', () => {
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      const seen = new Set<string>();
      for (const p of products) {
        const key = `${p.brandSlug}|${p.partTypeId}|${p.title[locale]}`;
        expect(seen.has(key), `${locale}: ${p.title[locale]}`).toBe(false);
        seen.add(key);
      }
    }
    expect(new Set(products.map((p) => p.title['en-US'])).size).toBe(products.length);
  });

  it('carry position, material, viscosity and size, group, bulb code and length', () => {
    const oil = products.find((p) => slugOf(p.partTypeId) === 'motor-oil')!;
    const [base, viscosity, size] = oil.specs.map((s) => s.values);
    expect(oil.title['en-US']).toBe(`${BRANDS.find((b) => b.slug === oil.brandSlug)!.name} ${base!['en-US']} Motor Oil ${viscosity!['en-US']}, ${size!['en-US']}`);
    expect(oil.title['es-MX']).toContain(`${viscosity!['es-MX']}, ${size!['es-MX']}`);
    const pad = products.find((p) => slugOf(p.partTypeId) === 'brake-pad-set' && p.position === 'Front')!;
    expect(pad.title['en-US']).toMatch(new RegExp(`^\\S+ Front ${pad.specs[0]!.values['en-US']} Brake Pad Set ${pad.partNumber}$`));
    expect(pad.title['es-MX']).toMatch(/^Juego de balatas \S+ [A-Z]{3}\d+ \((cerámica|semimetálica|orgánica)\), posición delantera$/);
    const battery = products.find((p) => slugOf(p.partTypeId) === 'battery')!;
    expect(battery.title['en-US']).toContain(` Battery Group ${battery.specs[0]!.values['en-US']} `);
    expect(battery.title['pt-BR']).toContain(` grupo ${battery.specs[0]!.values['en-US']}`);
    const wiper = products.find((p) => slugOf(p.partTypeId) === 'wiper-blade')!;
    expect(wiper.title['en-US']).toMatch(/ (Driver|Passenger) Side Wiper Blade \d\d in /);
  });

  it('keep codes and sizes as written in every language', () => {
    const battery = typeOf('battery');
    const bulb = typeOf('headlight-bulb');
    const brand = BRANDS.find((b) => b.slug === 'brightway')!;
    const spec = (type: typeof battery, value: string) => [{ key: type.specs[0]!.key, names: type.specs[0]!.names, values: { 'en-US': value, 'es-MX': value, 'pt-BR': value } }];
    expect(productTitle(brand, battery, spec(battery, '51R'), null, null)).toEqual({ 'en-US': 'Brightway Battery Group 51R', 'es-MX': 'Acumulador Brightway grupo 51R', 'pt-BR': 'Bateria Brightway grupo 51R' });
    expect(productTitle(brand, bulb, spec(bulb, 'H11'), null, null)['es-MX']).toBe('Foco de faro Brightway H11');
    expect(productTitle(brand, battery, spec(battery, 'H7'), null, null)['pt-BR']).toBe('Bateria Brightway grupo H7');
    for (const p of products) {
      for (const s of p.specs) {
        const template = typeOf(slugOf(p.partTypeId)).specs.find((t) => t.key === s.key)!;
        // A value that is a code (no per-language words) appears in every title exactly as written.
        if (!template.localizedValues) for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) expect(p.title[locale], p.title[locale]).toContain(s.values[locale]);
      }
    }
  });

  it('inSentence lowers words, never codes', () => {
    expect(inSentence('Cerámica')).toBe('cerámica');
    expect(inSentence('Perforado y ranurado')).toBe('perforado y ranurado');
    expect(inSentence('Lado del conductor')).toBe('lado del conductor');
    for (const code of ['51R', 'H7', 'H11', '5W-30', 'LED', '4.73 L', 'D2S', 'R-134a', 'DOT 4']) expect(inSentence(code)).toBe(code);
  });
});

describe('random', () => {
  it('is repeatable from its seed', () => {
    const a = random(7);
    const b = random(7);
    expect([a.next(), a.next(), a.int(1, 6)]).toEqual([b.next(), b.next(), b.int(1, 6)]);
  });
});
