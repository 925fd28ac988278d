import { describe, expect, it } from 'vitest';
import { buildEngine, compileKeys, decodeVin, fuelCategory, matchesKeys, type EngineFacts, type VinData, type VinPattern } from './decode';
import { VIN_DATA_FIXTURES, VIN_FIXTURES } from './fixtures';
import { expectedCheckDigit, vinProblem } from '@/lib/vin';

describe('matchesKeys', () => {
  const vin = '1HGCM82633A004352'; // positions 4-8 "CM826", 10-17 "3A004352"

  it('matches positions 4-8 with literals and * wildcards', () => {
    expect(matchesKeys(vin, 'CM826')).toBe(true);
    expect(matchesKeys(vin, '*M8*6')).toBe(true);
    expect(matchesKeys(vin, '*****')).toBe(true);
    expect(matchesKeys(vin, 'CM827')).toBe(false);
  });

  it('treats a short key as a prefix from position 4', () => {
    expect(matchesKeys(vin, 'CM')).toBe(true);
    expect(matchesKeys(vin, 'CN')).toBe(false);
  });

  it('matches ranges and lists in brackets', () => {
    expect(matchesKeys(vin, '[A-C]M')).toBe(true);
    expect(matchesKeys(vin, '[ABC]M')).toBe(true);
    expect(matchesKeys(vin, '[D-H]M')).toBe(false);
    expect(matchesKeys(vin, '*[0-9A-Z]8')).toBe(true);
    expect(matchesKeys(vin, 'CM8[3-57-9]')).toBe(false);
    expect(matchesKeys(vin, 'CM82[67]')).toBe(true);
  });

  it('matches positions 10-17 after the bar', () => {
    expect(matchesKeys(vin, '*****|*A')).toBe(true);
    expect(matchesKeys(vin, '*****|3A')).toBe(true);
    expect(matchesKeys(vin, 'CM826|[1-4]A0')).toBe(true);
    expect(matchesKeys(vin, '*****|*B')).toBe(false);
    expect(matchesKeys(vin, 'CM827|*A')).toBe(false);
  });

  it('counts how specific a key is', () => {
    expect(compileKeys('*****')).toMatchObject({ constrained: 0, breadth: 0 });
    expect(compileKeys('CM8[26]*')).toMatchObject({ constrained: 4, breadth: 5 });
    expect(compileKeys('*[A-C]|*A')).toMatchObject({ constrained: 2, breadth: 4 });
  });
});

describe('decodeVin on real VINs (data extracted from vPIC)', () => {
  it.each(VIN_FIXTURES)('$vin is a $year $make $model', (fixture) => {
    const decoded = decodeVin(fixture.vin, VIN_DATA_FIXTURES[fixture.vin]!);
    expect(decoded).toMatchObject({ vin: fixture.vin, year: fixture.year, make: fixture.make, modelId: fixture.modelId });
    if (fixture.engineName) expect(decoded).toMatchObject({ engineName: fixture.engineName });
  });

  it('decodes the 2003 Honda Accord EX-V6 coupe', () => {
    const decoded = decodeVin('1HGCM82633A004352', VIN_DATA_FIXTURES['1HGCM82633A004352']!);
    expect(decoded).toMatchObject({
      year: 2003,
      makeId: 474,
      make: 'Honda',
      trim: 'EX-V6',
      bodyClass: 'Coupe',
      cylinders: 6,
      fuel: 'Gas',
      plantCountry: 'United States (USA)',
      vehicleType: 'Passenger Car',
    });
  });

  it('normalises its input', () => {
    const decoded = decodeVin(' 1hgcm826-33a004352 ', VIN_DATA_FIXTURES['1HGCM82633A004352']!);
    expect(decoded).toMatchObject({ vin: '1HGCM82633A004352', year: 2003 });
  });

  it('uses only well-formed, check-digit-valid VINs', () => {
    for (const { vin } of VIN_FIXTURES) {
      expect(vinProblem(vin)).toBeNull();
      expect(vin[8]).toBe(expectedCheckDigit(vin));
    }
  });

  it('has fixtures across makes and decades', () => {
    expect(VIN_FIXTURES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(VIN_FIXTURES.map((f) => f.make)).size).toBeGreaterThanOrEqual(10);
    expect(Math.min(...VIN_FIXTURES.map((f) => f.year))).toBeLessThan(2000);
    expect(Math.max(...VIN_FIXTURES.map((f) => f.year))).toBeGreaterThan(2020);
  });
});

// A made-up manufacturer "1ZZ" whose schemas show the decoder's rules in isolation.
const wmi = { wmi: '1ZZ', makeId: 1, make: 'Acme', vehicleType: 'Passenger Car', country: 'United States (USA)' };
const p = (schemaId: number, keys: string, element: string, value: string): VinPattern => ({ schemaId, keys, element, value });

describe('decodeVin rules', () => {
  const data: VinData = {
    wmi,
    schemas: [
      { schemaId: 10, yearFrom: 2010, yearTo: 2014 },
      { schemaId: 11, yearFrom: 2015, yearTo: null },
      { schemaId: 12, yearFrom: 2015, yearTo: 2015 },
    ],
    patterns: [
      p(10, 'A', 'model', '100'),
      p(11, 'A', 'model', '101'),
      p(11, 'AB', 'model', '102'),
      p(11, '****1', 'displacement_l', '2.5'),
      p(11, '****1', 'cylinders', '4'),
      p(11, '****1', 'engine_config', 'In-Line'),
      p(11, '****1', 'fuel', 'Gasoline'),
      p(11, '****[12]', 'trim', 'Base'),
      p(11, '***[C-E]1', 'trim', 'Sport'),
      p(11, '*****|*P', 'plant_city', 'Springfield'),
      // Same keys in two schemas: the newer link (12 starts 2015 as 11 does; lower id wins).
      p(11, 'A****', 'series', 'Eleven'),
      p(12, 'A****', 'series', 'Twelve'),
    ],
  };

  it('uses only schemas whose years contain the model year', () => {
    expect(decodeVin('1ZZAX1A16AP000000', data)).toMatchObject({ year: 2010, modelId: 100 });
    expect(decodeVin('1ZZAX1A16FP000000', data)).toMatchObject({ year: 2015, modelId: 101 });
  });

  it('prefers the most specific pattern of an element', () => {
    expect(decodeVin('1ZZABXA16FP000000', data)).toMatchObject({ modelId: 102 });
    expect(decodeVin('1ZZAXCD1XFP000000', data)).toMatchObject({ trim: 'Sport' });
    expect(decodeVin('1ZZAXCA1XFP000000', data)).toMatchObject({ trim: 'Base' });
  });

  it('breaks ties by the newer link, then the lower schema id', () => {
    expect(decodeVin('1ZZAX1A16FP000000', data)).toMatchObject({ series: 'Eleven' });
  });

  it('reads positions 10-17 and builds the engine name', () => {
    expect(decodeVin('1ZZAX1A16FP000000', data)).toMatchObject({
      plantCity: 'Springfield',
      displacementL: 2.5,
      cylinders: 4,
      fuel: 'Gas',
      engineName: '2.5L L4 Gas',
    });
    expect(decodeVin('1ZZAX1A26FR000000', data)).toMatchObject({ plantCity: '', engineName: '' });
  });

  it('answers unknownManufacturer without (matching) WMI data', () => {
    expect(decodeVin('1ZZAX1A16FP000000', { wmi: null, schemas: [], patterns: [] })).toEqual({ error: 'unknownManufacturer' });
    expect(decodeVin('1ZYAX1A16FP000000', data)).toEqual({ error: 'unknownManufacturer' });
  });

  it('answers noMatch when no schema covers the year, or the VIN is malformed', () => {
    expect(decodeVin('1ZZAX1A160P000000', data)).toEqual({ error: 'noMatch' });
    const closed: VinData = { wmi, schemas: [{ schemaId: 10, yearFrom: 2010, yearTo: 2014 }], patterns: data.patterns };
    expect(decodeVin('1ZZAX1A16LP000000', closed)).toEqual({ error: 'noMatch' });
    expect(decodeVin('1ZZAX1A16', data)).toEqual({ error: 'noMatch' });
  });

  it('decodes make and year without a model when no model pattern matches', () => {
    expect(decodeVin('1ZZBX1A16FP000000', data)).toMatchObject({ year: 2015, make: 'Acme', modelId: null });
  });

  it('falls back to the other 30-year cycle when position 7 misleads', () => {
    // A letter at position 7 and year code 9 reads 2039, far past this WMI's data: 2009.
    const old: VinData = { wmi, schemas: [{ schemaId: 20, yearFrom: 2009, yearTo: 2009 }, { schemaId: 21, yearFrom: 2020, yearTo: null }], patterns: [p(20, 'A', 'model', '200'), p(21, 'A', 'model', '201')] };
    expect(decodeVin('1ZZAX1C169P000000', old)).toMatchObject({ year: 2009, modelId: 200 });
    // A digit at position 7 reads 1995; with no schema then, the other cycle (2025) is tried.
    expect(decodeVin('1ZZAX11X6SP000000', old)).toMatchObject({ year: 2025, modelId: 201 });
  });

  it('takes the make from the make pattern beside the chosen model', () => {
    const shared: VinData = {
      wmi: { ...wmi, makeId: 448, make: 'Toyota' },
      schemas: [{ schemaId: 30, yearFrom: 2005, yearTo: 2005 }],
      patterns: [p(30, 'DE', 'model', '2207'), p(30, 'DE', 'make', '100448'), p(30, 'DE', 'make_name', 'Scion'), p(30, 'BR', 'model', '2469')],
    };
    expect(decodeVin('1ZZDE167X5P000000', shared)).toMatchObject({ makeId: 100448, make: 'Scion', modelId: 2207 });
    expect(decodeVin('1ZZBR167X5P000000', shared)).toMatchObject({ makeId: 448, make: 'Toyota', modelId: 2469 });
  });
});

describe('engine names', () => {
  const facts = (f: Partial<EngineFacts>): EngineFacts => ({
    displacementL: '',
    cylinders: '',
    fuel: '',
    fuelSecondary: '',
    engineConfig: '',
    turbo: '',
    supercharger: '',
    ...f,
  });

  it('reads like a shopper expects', () => {
    expect(buildEngine(facts({ displacementL: '2.494', cylinders: '4', engineConfig: 'In-Line', fuel: 'Gasoline' }))?.name).toBe('2.5L L4 Gas');
    expect(buildEngine(facts({ displacementL: '3.5', cylinders: '6', engineConfig: 'V-Shaped', fuel: 'Gasoline', turbo: 'Yes' }))?.name).toBe(
      '3.5L V6 Turbo Gas',
    );
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '6', engineConfig: 'V-Shaped', fuel: 'Diesel' }))?.name).toBe('3.0L V6 Diesel');
    expect(buildEngine(facts({ displacementL: '2.5', cylinders: '4', engineConfig: 'In-Line', fuel: 'Gasoline', fuelSecondary: 'Electric' }))?.name).toBe(
      '2.5L L4 Hybrid',
    );
    expect(
      buildEngine(facts({ displacementL: '1.8', cylinders: '4', engineConfig: 'In-Line', fuel: 'Flexible Fuel Vehicle (FFV)', fuelSecondary: 'Gasoline' }))?.name,
    ).toBe('1.8L L4 Flex Fuel');
    expect(buildEngine(facts({ fuel: 'Electric' }))).toMatchObject({ name: 'Electric', liters: null, fuel: 'Electric' });
    expect(buildEngine(facts({ displacementL: '5.0', cylinders: '8', fuel: 'Gasoline', supercharger: 'Yes' }))?.name).toBe('5.0L V8 Supercharged Gas');
    expect(buildEngine(facts({ displacementL: '1.3', cylinders: '2', engineConfig: 'Rotary', fuel: 'Gasoline' }))?.name).toBe('1.3L R2 Gas');
  });

  it('says only what it knows', () => {
    expect(buildEngine(facts({ displacementL: '2.0', fuel: 'Gasoline' }))?.name).toBe('2.0L Gas');
    expect(buildEngine(facts({ displacementL: '3.6', cylinders: '6', fuel: 'Gasoline' }))?.name).toBe('3.6L 6-Cyl Gas');
    expect(buildEngine(facts({ displacementL: '3.0' }))?.name).toBe('3.0L');
    expect(buildEngine(facts({ cylinders: '4', fuel: 'Gasoline' }))).toBeNull();
  });

  it('infers the layout only where it is certain', () => {
    expect(buildEngine(facts({ displacementL: '2.0', cylinders: '4', make: 'Ford' }))?.block).toBe('L');
    expect(buildEngine(facts({ displacementL: '2.5', cylinders: '4', make: 'Subaru', engineConfig: 'In-Line' }))?.block).toBe('H');
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '6', make: 'BMW' }))?.block).toBe('L');
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '6', make: 'Toyota' }))?.block).toBe('');
    expect(buildEngine(facts({ displacementL: '5.7', cylinders: '8' }))?.block).toBe('V');
  });

  it('drops impossible cylinder counts and layouts', () => {
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '4', make: 'BMW' }))?.name).toBe('3.0L');
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '4', make: 'Porsche' }))?.name).toBe('3.0L 4-Cyl');
    expect(buildEngine(facts({ displacementL: '3.0', cylinders: '8', engineConfig: 'V-Shaped' }))?.name).toBe('3.0L');
    expect(buildEngine(facts({ displacementL: '2.0', cylinders: '4', engineConfig: 'V-Shaped' }))?.name).toBe('2.0L 4-Cyl');
  });

  it('sorts fuels into the storefront categories', () => {
    expect(fuelCategory('Gasoline', '')).toBe('Gas');
    expect(fuelCategory('Gasoline', 'Electric')).toBe('Hybrid');
    expect(fuelCategory('Electric', 'Gasoline')).toBe('Plug-in Hybrid');
    expect(fuelCategory('Electric', '')).toBe('Electric');
    expect(fuelCategory('Gasoline', 'Ethanol (E85)')).toBe('Flex Fuel');
    expect(fuelCategory('Compressed Natural Gas (CNG)', 'Gasoline')).toBe('CNG');
    expect(fuelCategory('Gasoline', 'Compressed Natural Gas (CNG)')).toBe('Gas');
    expect(fuelCategory('Fuel Cell', 'Electric')).toBe('Hydrogen');
    expect(fuelCategory('', '')).toBe('');
  });
});
