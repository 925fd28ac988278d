import { describe, expect, it } from 'vitest';
import { loadMaintenanceRules, loadRepairGuides } from './seed';
import { addMonths, appliesToVehicle, computeSchedule, dueSoonDistance, fuelOf, intervalDistance, matchDescription, normalizeText, scheduleItem, type ScheduleRule } from './schedule';
import { PART_TYPES } from '@/server/catalog/taxonomy';

/** The demo catalogue's part types: the seeded rules and guides shop on their shelves. */
const DEMO_PART_TYPES = new Set(PART_TYPES.map((p) => p.slug));

const rule = (over: Partial<ScheduleRule> & { code: string }): ScheduleRule => ({
  system: 'engine',
  intervalMiles: null,
  intervalKm: null,
  intervalMonths: null,
  appliesTo: null,
  partTypeSlug: null,
  severity: 'routine',
  keywords: [],
  position: 0,
  ...over,
});

const OIL = rule({ code: 'oil-change', intervalMiles: 5_000, intervalKm: 8_000, intervalMonths: 6, partTypeSlug: 'oil-filter', keywords: ['oil change', 'oil', 'cambio de aceite', 'aceite', 'troca de oleo', 'oleo'] });
const TIRES = rule({ code: 'tire-rotation', system: 'tires', intervalMiles: 6_000, intervalKm: 10_000, keywords: ['tire rotation', 'rotacion de llantas', 'rodizio de pneus'], position: 1 });
const BATTERY = rule({ code: 'battery-test', system: 'electrical', intervalMonths: 36, partTypeSlug: 'battery', keywords: ['battery', 'acumulador', 'bateria'], position: 2 });
const TRANSMISSION = rule({ code: 'transmission-fluid', system: 'transmission', intervalMiles: 60_000, intervalKm: 100_000, keywords: ['transmission', 'transmission oil', 'aceite de transmision', 'cambio de aceite de transmision', 'oleo do cambio'], position: 3 });
const SPARK = rule({ code: 'spark-plugs', intervalMiles: 60_000, intervalKm: 100_000, appliesTo: { fuels: ['gas', 'hybrid'] }, position: 4 });
const CABIN = rule({ code: 'cabin-air-filter', system: 'hvac', intervalMiles: 15_000, intervalKm: 25_000, intervalMonths: 12, appliesTo: { minYear: 2000 }, position: 5 });
const RULES = [OIL, TIRES, BATTERY, TRANSMISSION, SPARK, CABIN];

const NOW = new Date('2025-06-15T12:00:00Z');
const CAMRY = { year: 2018, engine: '2.5L L4 Gas' };

describe('distance intervals', () => {
  it('uses miles in the US and kilometres in Mexico and Brazil, converting only when one is missing', () => {
    expect(intervalDistance(OIL, 'mi')).toBe(5_000);
    expect(intervalDistance(OIL, 'km')).toBe(8_000);
    expect(intervalDistance({ intervalMiles: 15_000, intervalKm: null }, 'km')).toBe(24_000);
    expect(intervalDistance({ intervalMiles: null, intervalKm: 10_000 }, 'mi')).toBe(6_000);
    expect(intervalDistance(BATTERY, 'mi')).toBeNull();
  });

  it('starts "due soon" at 10 % of the interval, never under 1,000 mi or 1,500 km', () => {
    expect(dueSoonDistance(5_000, 'mi')).toBe(1_000);
    expect(dueSoonDistance(60_000, 'mi')).toBe(6_000);
    expect(dueSoonDistance(8_000, 'km')).toBe(1_500);
  });
});

describe('a rule with a logged service', () => {
  const at = (mileage: number | null, services: Parameters<typeof scheduleItem>[2], unit: 'mi' | 'km' = 'mi') => scheduleItem(OIL, { vehicle: CAMRY, mileage, mileageUnit: unit, now: NOW }, services);

  it('is due one interval after the logged mileage or months after its date, whichever comes first', () => {
    const item = at(42_000, [{ date: '2025-04-01', mileage: 40_000 }]);
    expect(item).toMatchObject({ status: 'ok', basis: 'record', nextDueMileage: 45_000, distanceLeft: 3_000, nextDueDate: '2025-10-01' });
  });

  it('is due soon within 1,000 miles and overdue once passed', () => {
    expect(at(44_100, [{ date: '2025-04-01', mileage: 40_000 }]).status).toBe('due-soon');
    expect(at(45_000, [{ date: '2025-04-01', mileage: 40_000 }]).status).toBe('due-soon');
    expect(at(45_001, [{ date: '2025-04-01', mileage: 40_000 }])).toMatchObject({ status: 'overdue', distanceLeft: -1 });
  });

  it('is overdue by time even when the miles are low', () => {
    const item = at(41_000, [{ date: '2024-11-01', mileage: 40_000 }]);
    expect(item).toMatchObject({ status: 'overdue', nextDueDate: '2025-05-01' });
    expect(at(41_000, [{ date: '2025-01-10', mileage: 40_000 }])).toMatchObject({ status: 'due-soon', nextDueDate: '2025-07-10' });
  });

  it('counts in kilometres for a metric odometer', () => {
    const item = at(66_000, [{ date: '2025-05-01', mileage: 60_000 }], 'km');
    expect(item).toMatchObject({ status: 'ok', nextDueMileage: 68_000, distanceLeft: 2_000 });
    expect(at(66_600, [{ date: '2025-05-01', mileage: 60_000 }], 'km').status).toBe('due-soon');
    expect(at(68_500, [{ date: '2025-05-01', mileage: 60_000 }], 'km').status).toBe('overdue');
  });

  it('uses the highest logged mileage and the latest date', () => {
    const item = at(44_000, [
      { date: '2024-12-01', mileage: 39_000 },
      { date: '2025-05-01', mileage: null },
      { date: '2025-03-01', mileage: 41_000 },
    ]);
    expect(item).toMatchObject({ nextDueMileage: 46_000, nextDueDate: '2025-11-01', lastService: { date: '2025-05-01', mileage: null }, status: 'ok' });
  });
});

describe('a rule with no logged service', () => {
  it('follows the factory-style schedule: the next multiple of the interval, never overdue by distance', () => {
    const item = scheduleItem(TIRES, { vehicle: CAMRY, mileage: 47_500, mileageUnit: 'mi', now: NOW }, []);
    expect(item).toMatchObject({ basis: 'schedule', nextDueMileage: 48_000, status: 'due-soon' });
    expect(scheduleItem(TIRES, { vehicle: CAMRY, mileage: 42_500, mileageUnit: 'mi', now: NOW }, [])).toMatchObject({ nextDueMileage: 48_000, status: 'ok' });
    expect(scheduleItem(TIRES, { vehicle: CAMRY, mileage: 0, mileageUnit: 'mi', now: NOW }, [])).toMatchObject({ nextDueMileage: 6_000 });
  });

  it('counts time-only rules from 1 January of the model year', () => {
    expect(scheduleItem(BATTERY, { vehicle: CAMRY, mileage: 47_500, mileageUnit: 'mi', now: NOW }, [])).toMatchObject({ nextDueDate: '2027-01-01', status: 'ok' });
    expect(scheduleItem(BATTERY, { vehicle: { year: 2022 }, mileage: null, mileageUnit: 'mi', now: NOW }, [])).toMatchObject({ nextDueDate: '2028-01-01', status: 'ok' });
    expect(scheduleItem(BATTERY, { vehicle: { year: 2022 }, mileage: null, mileageUnit: 'mi', now: new Date('2024-12-20T00:00:00Z') }, [])).toMatchObject({ nextDueDate: '2025-01-01', status: 'due-soon' });
  });
});

describe('without an odometer reading', () => {
  it('is unknown for distance rules, unless time alone says it is due', () => {
    expect(scheduleItem(TIRES, { vehicle: CAMRY, mileage: null, mileageUnit: 'mi', now: NOW }, []).status).toBe('unknown');
    expect(scheduleItem(OIL, { vehicle: CAMRY, mileage: null, mileageUnit: 'mi', now: NOW }, [{ date: '2025-05-01', mileage: 40_000 }]).status).toBe('unknown');
    expect(scheduleItem(OIL, { vehicle: CAMRY, mileage: null, mileageUnit: 'mi', now: NOW }, [{ date: '2024-10-01', mileage: 40_000 }]).status).toBe('overdue');
    expect(scheduleItem(BATTERY, { vehicle: CAMRY, mileage: null, mileageUnit: 'mi', now: NOW }, []).status).toBe('ok');
  });
});

describe('matching logged services to rules', () => {
  it('reads descriptions in the three languages, ignoring case and accents', () => {
    expect(matchDescription('Oil change', RULES)).toEqual(['oil-change']);
    expect(matchDescription('Cambio de ACEITE', RULES)).toEqual(['oil-change']);
    expect(matchDescription('Troca de óleo', RULES)).toEqual(['oil-change']);
    expect(matchDescription('Acumulador nuevo', RULES)).toEqual(['battery-test']);
  });

  it('prefers the longest phrase, so a transmission oil change is not an engine oil change', () => {
    expect(matchDescription('Transmission oil change', RULES)).toEqual(['transmission-fluid']);
    expect(matchDescription('Cambio de aceite de transmisión', RULES)).toEqual(['transmission-fluid']);
    expect(matchDescription('Troca de óleo do câmbio', RULES)).toEqual(['transmission-fluid']);
  });

  it('finds several services in one record, and none in unrelated text', () => {
    expect(matchDescription('Oil change and tire rotation', RULES)).toEqual(['oil-change', 'tire-rotation']);
    expect(matchDescription('Boiled the kettle', RULES)).toEqual([]);
    expect(normalizeText('  Rotación: llantas / A/C ')).toBe('rotacion llantas / a/c');
  });

  it('takes an explicit rule code or part type before the words', () => {
    const schedule = computeSchedule(RULES, {
      vehicle: CAMRY,
      mileage: 44_500,
      mileageUnit: 'mi',
      now: NOW,
      services: [
        { ruleCode: 'tire-rotation', description: 'oil change', date: '2025-06-01', mileage: 44_000 },
        { partTypeSlug: 'battery', description: 'misc', date: '2025-06-01', mileage: 44_000 },
      ],
    });
    const by = Object.fromEntries(schedule.map((i) => [i.code, i]));
    expect(by['tire-rotation']).toMatchObject({ basis: 'record', nextDueMileage: 50_000 });
    expect(by['oil-change']).toMatchObject({ basis: 'schedule', nextDueMileage: 45_000, status: 'due-soon' });
    expect(by['battery-test']).toMatchObject({ basis: 'record', nextDueDate: '2028-06-01' });
  });
});

describe('the schedule of a vehicle', () => {
  it('leaves out rules for other fuels or years and lists overdue first', () => {
    const items = computeSchedule(RULES, {
      vehicle: { year: 1998, engine: '2.0L L4 Diesel' },
      mileage: 52_000,
      mileageUnit: 'mi',
      now: NOW,
      services: [{ description: 'Oil change', date: '2025-01-01', mileage: 46_000 }],
    });
    expect(items.map((i) => i.code)).not.toContain('spark-plugs');
    expect(items.map((i) => i.code)).not.toContain('cabin-air-filter');
    expect(items[0]).toMatchObject({ code: 'oil-change', status: 'overdue' });
  });

  it('knows the fuel from the end of the engine name, and an unknown fuel excludes nothing', () => {
    expect(fuelOf('2.5L L4 Gas')).toBe('gas');
    expect(fuelOf('2.0L Turbo Diesel')).toBe('diesel');
    expect(fuelOf('0.6L 2-Cyl Plug-in Hybrid')).toBe('hybrid');
    expect(fuelOf('Electric')).toBe('electric');
    expect(fuelOf('1.8L L4 Flex Fuel')).toBe('gas');
    expect(fuelOf('0.9L L3')).toBeNull();
    expect(appliesToVehicle({ fuels: ['gas'] }, { year: 2010, engine: '0.9L L3' })).toBe(true);
    expect(appliesToVehicle({ fuels: ['gas'] }, { year: 2010, engine: 'Electric' })).toBe(false);
  });

  it('adds calendar months without running past the end of a month', () => {
    expect(addMonths(new Date('2025-01-31T00:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(addMonths(new Date('2024-08-31T00:00:00Z'), 6).toISOString().slice(0, 10)).toBe('2025-02-28');
  });
});

describe('the shipped data files', () => {
  it('hold a complete schedule whose parts are part types of the demo catalogue', () => {
    const rules = loadMaintenanceRules();
    expect(rules.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rules.map((r) => r.code)).size).toBe(rules.length);
    for (const r of rules) {
      if (r.partTypeSlug) expect(DEMO_PART_TYPES.has(r.partTypeSlug), r.code).toBe(true);
      if (r.intervalMiles) expect(r.intervalKm, r.code).not.toBeNull();
    }
  });

  it('hold guides written in the three languages, with the same number of steps in each, for every guide a rule names', () => {
    const guides = loadRepairGuides();
    expect(guides.length).toBeGreaterThanOrEqual(10);
    for (const g of guides) {
      const steps = Object.values(g.text).map((t) => t.steps.length);
      expect(new Set(steps).size, g.slug).toBe(1);
      for (const slug of g.partTypeSlugs) expect(DEMO_PART_TYPES.has(slug), `${g.slug}: ${slug}`).toBe(true);
    }
    const slugs = new Set(guides.map((g) => g.slug));
    for (const r of loadMaintenanceRules()) if (r.guideSlug) expect(slugs.has(r.guideSlug), r.code).toBe(true);
  });

  it('match the services owners usually write down to the right rule', () => {
    const rules = loadMaintenanceRules().map((r, position) => ({ ...r, position }));
    const match = (text: string) => matchDescription(text, rules);
    expect(match('Oil and filter change')).toEqual(['oil-change']);
    expect(match('Cambio de aceite y filtro de aire')).toEqual(['oil-change', 'engine-air-filter']);
    expect(match('Troca do filtro de ar-condicionado')).toEqual(['cabin-air-filter']);
    expect(match('Balatas delanteras')).toEqual(['brake-inspection']);
    expect(match('Brake fluid flush')).toEqual(['brake-fluid']);
    expect(match('Troca de óleo do câmbio')).toEqual(['transmission-fluid']);
    expect(match('New battery')).toEqual(['battery-test']);
  });
});
