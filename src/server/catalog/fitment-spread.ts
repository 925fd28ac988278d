import type { GeneratedApplication, VehicleUniverse } from './generator';
import type { PartType } from './taxonomy';

type Rnd = { int: (min: number, max: number) => number; pick: <T>(items: readonly T[]) => T; chance: (p: number) => boolean };
type Base = VehicleUniverse['baseVehicles'][number];

/** Share of products made for the popular vehicles, as a real catalogue's range follows the car parc. */
const POPULAR_SHARE = 0.75;
const POPULAR_MODELS = 150;
const POPULAR_ENGINES = 40;
/** Engine parts of one product reach at most this many base vehicles (a part number's usual reach). */
const ENGINE_REACH = 60;
/** A keyed part (a battery group, a bulb code, a wiper length) of one product fits at most this many model generations. */
const KEYED_REACH = 8;
/** Model years of one generation: the generator has no generation data, so a model's years fall in fixed runs. */
export const GENERATION_YEARS = 6;

/**
 * The maintenance part types a counter sells every day: each of them is made for every common
 * vehicle (data/car-parc), and each fits by the rule that makes sense for it.
 */
export const MAINTENANCE_PART_TYPES = [
  'brake-pad-set',
  'brake-rotor',
  'oil-filter',
  'engine-air-filter',
  'cabin-air-filter',
  'wiper-blade',
  'battery',
  'spark-plug',
  'headlight-bulb',
  'miniature-bulb',
] as const;

/** Per model generation: brakes and cabin filters differ from one generation to the next. */
const BY_GENERATION = new Set(['brake-pad-set', 'brake-rotor', 'cabin-air-filter']);

/**
 * Parts that fit by a size or code the vehicle takes: a generation takes one battery group, one
 * headlight bulb, a tail and a marker bulb, a wiper length per side. The product's specification
 * says which, and it fits the generations that take it.
 */
const KEYED: Record<string, { spec: string; keys: (generation: number, position: string | null) => string[] }> = {
  battery: { spec: 'group', keys: (g) => [choose(g, 1, ['24F', '35', '48', '51R', '65', 'H6', 'H7'])] },
  'headlight-bulb': { spec: 'bulb', keys: (g) => [headlightBulb(g)] },
  'miniature-bulb': { spec: 'bulb', keys: (g) => [choose(g, 3, ['1156', '3157', '7443']), choose(g, 4, ['194', '168'])] },
  'led-bulb': { spec: 'bulb', keys: (g) => [headlightBulb(g), choose(g, 3, ['1156', '3157', '7443']), choose(g, 4, ['194', '168'])] },
  'wiper-blade': { spec: 'length', keys: (g, position) => [wiperLength(g, position)] },
  'beam-wiper-blade': { spec: 'length', keys: (g, position) => [wiperLength(g, position)] },
};

const DRIVER_LENGTHS = ['20 in', '22 in', '24 in', '26 in'];
const PASSENGER_LENGTHS = ['16 in', '18 in', '20 in', '22 in'];

/** A small integer hash: the same generation always takes the same sizes. */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}
const choose = <T>(generation: number, salt: number, values: readonly T[]): T => values[hash(generation, salt) % values.length]!;
const headlightBulb = (g: number) => choose(g, 2, ['H4', 'H7', 'H11', '9005', '9006', 'H13']);
function wiperLength(g: number, position: string | null): string {
  const driver = hash(g, 5) % DRIVER_LENGTHS.length;
  if (position !== 'Passenger Side') return DRIVER_LENGTHS[driver]!;
  // The passenger's blade is never longer than the driver's.
  const longest = PASSENGER_LENGTHS.filter((l) => parseInt(l, 10) <= parseInt(DRIVER_LENGTHS[driver]!, 10));
  return longest[hash(g, 6) % longest.length]!;
}

type EngineKind = 'spark' | 'diesel' | 'none';

/** A planned product: where it fits and, for keyed parts, the size or code it is. */
export interface Placement {
  applications: GeneratedApplication[];
  /** The value of the type's keyed specification (battery group, bulb code, wiper length). */
  key?: { spec: string; value: string };
}

export interface PlannedProduct extends Placement {
  partTypeId: number;
  position: string | null;
}

/**
 * Where the generated parts fit. Popularity stands in for sales: models sold for many years and
 * engines in many vehicles. Platform parts (suspension, cooling) fit a model and up to three
 * sister models of its make over 3 to 6 years; brakes and cabin filters one generation of a
 * model; model parts (mats) those models' years; engine parts the vehicles of one make with one
 * engine; keyed parts the generations that take their size or code. Every part keeps to its
 * era and engine kind (no distributor after 1999, no spark plug in a diesel, nothing of an
 * engine's in an electric car).
 */
export function createFitmentSpread(universe: VehicleUniverse) {
  const byModel = new Map<number, Base[]>();
  const byId = new Map<number, Base>();
  for (const b of universe.baseVehicles) {
    byId.set(b.id, b);
    const list = byModel.get(b.modelId);
    if (list) list.push(b);
    else byModel.set(b.modelId, [b]);
  }
  for (const list of byModel.values()) list.sort((a, b) => a.year - b.year);
  const models = [...byModel.keys()];
  const popular = [...models].sort((a, b) => byModel.get(b)!.length - byModel.get(a)!.length || a - b).slice(0, POPULAR_MODELS);
  const modelsByMake = new Map<number, number[]>();
  for (const modelId of popular) {
    const makeId = byModel.get(modelId)![0]!.makeId;
    modelsByMake.set(makeId, [...(modelsByMake.get(makeId) ?? []), modelId]);
  }
  const engines = [...universe.baseVehiclesByEngine.keys()];
  const engineCount = (e: number) => universe.baseVehiclesByEngine.get(e)!.length;

  // Generations: a model's years in runs of GENERATION_YEARS, offset per model so they do not all change at once.
  const generationOf = (b: Base) => b.modelId * 100 + Math.floor((b.year + (b.modelId % GENERATION_YEARS)) / GENERATION_YEARS) - Math.floor(1990 / GENERATION_YEARS);
  const generations = new Map<number, Base[]>();
  for (const b of [...universe.baseVehicles].sort((x, y) => x.modelId - y.modelId || x.year - y.year)) {
    const g = generationOf(b);
    const list = generations.get(g);
    if (list) list.push(b);
    else generations.set(g, [b]);
  }
  const generationsOfModel = new Map<number, number[]>();
  for (const g of generations.keys()) {
    const modelId = Math.floor(g / 100);
    generationsOfModel.set(modelId, [...(generationsOfModel.get(modelId) ?? []), g]);
  }

  function engineKind(engineId: number): EngineKind {
    const info = universe.engines?.get(engineId);
    if (!info) return 'spark';
    if (info.fuel === 'Electric' || info.fuel === 'Hydrogen' || info.name === 'Electric') return 'none';
    return info.fuel === 'Diesel' || /diesel/i.test(info.name) ? 'diesel' : 'spark';
  }
  const isTurbo = (engineId: number) => {
    const info = universe.engines?.get(engineId);
    return !!info && (info.aspiration === 'Turbo' || /turbo/i.test(info.name));
  };
  function engineSuits(type: PartType, engineId: number): boolean {
    const kind = engineKind(engineId);
    if (kind === 'none') return false;
    if (type.needs === 'spark') return kind === 'spark';
    if (type.needs === 'diesel') return kind === 'diesel';
    if (type.needs === 'turbo') return isTurbo(engineId);
    return true;
  }
  const inYears = (type: PartType, year: number) => year >= (type.years?.from ?? 0) && year <= (type.years?.to ?? 9999);
  const within = (type: PartType, list: Base[]) => (type.years ? list.filter((b) => inYears(type, b.year)) : list);

  // The base vehicles of each make with an engine, built when first asked.
  const byEngineAndMake = new Map<number, Map<number, Base[]>>();
  function engineVehicles(engineId: number): Map<number, Base[]> {
    let byMake = byEngineAndMake.get(engineId);
    if (!byMake) {
      byMake = new Map();
      for (const id of universe.baseVehiclesByEngine.get(engineId)!) {
        const b = byId.get(id);
        if (!b) continue;
        const list = byMake.get(b.makeId);
        if (list) list.push(b);
        else byMake.set(b.makeId, [b]);
      }
      byEngineAndMake.set(engineId, byMake);
    }
    return byMake;
  }

  // The engines a part type may go on (kind and years), and the most common of them.
  const candidates = new Map<string, { all: number[]; popular: number[] }>();
  function enginesFor(type: PartType) {
    const cacheKey = `${type.needs ?? ''}:${type.years?.from ?? ''}:${type.years?.to ?? ''}`;
    let found = candidates.get(cacheKey);
    if (!found) {
      const all = engines.filter((e) => engineSuits(type, e) && (!type.years || universe.baseVehiclesByEngine.get(e)!.some((id) => inYears(type, byId.get(id)?.year ?? 0))));
      found = { all, popular: [...all].sort((a, b) => engineCount(b) - engineCount(a) || a - b).slice(0, POPULAR_ENGINES) };
      candidates.set(cacheKey, found);
    }
    return found;
  }

  // Keyed parts: each generation's keys, and the generations of each key.
  const keyIndex = new Map<string, Map<string, number[]>>();
  function generationsWithKey(slug: string, position: string | null): Map<string, number[]> {
    const cacheKey = `${slug}:${position ?? ''}`;
    let index = keyIndex.get(cacheKey);
    if (!index) {
      index = new Map();
      for (const g of generations.keys()) {
        for (const key of KEYED[slug]!.keys(g, position)) {
          const list = index.get(key);
          if (list) list.push(g);
          else index.set(key, [g]);
        }
      }
      keyIndex.set(cacheKey, index);
    }
    return index;
  }

  const toApplications = (list: Base[], engineId: number | null, position: string | null): GeneratedApplication[] => list.map((b) => ({ baseVehicleId: b.id, engineId, position }));

  function pickModel(rnd: Rnd): number {
    return rnd.chance(POPULAR_SHARE) && popular.length ? rnd.pick(popular) : rnd.pick(models);
  }

  function modelsFor(rnd: Rnd): number[] {
    const first = pickModel(rnd);
    const sisters = (modelsByMake.get(byModel.get(first)![0]!.makeId) ?? []).filter((m) => m !== first);
    const chosen = new Set([first]);
    for (let n = rnd.int(0, 3); n > 0 && sisters.length; n--) chosen.add(rnd.pick(sisters));
    return [...chosen];
  }

  function place(type: PartType, position: string | null, rnd: Rnd): Placement {
    if (type.fitment === 'universal' || models.length === 0) return { applications: [] };
    const keyed = KEYED[type.slug];
    if (keyed) {
      const g = rnd.pick(generationsOfModel.get(pickModel(rnd))!);
      const value = rnd.pick(keyed.keys(g, position));
      const same = generationsWithKey(type.slug, position).get(value)!;
      const start = rnd.int(0, Math.max(0, same.length - KEYED_REACH));
      const chosen = new Set([g, ...same.slice(start, start + rnd.int(1, KEYED_REACH))]);
      return { applications: toApplications(within(type, [...chosen].flatMap((c) => generations.get(c)!)), null, position), key: { spec: keyed.spec, value } };
    }
    if (BY_GENERATION.has(type.slug)) {
      const own = generationsOfModel.get(pickModel(rnd))!.filter((g) => within(type, generations.get(g)!).length > 0);
      if (!own.length) return { applications: [] };
      return { applications: toApplications(within(type, generations.get(rnd.pick(own))!), null, position) };
    }
    if (type.fitment === 'engine') {
      const { all, popular: common } = enginesFor(type);
      if (!all.length) return { applications: [] };
      const engineId = rnd.chance(POPULAR_SHARE) && common.length ? rnd.pick(common) : rnd.pick(all);
      const byMake = engineVehicles(engineId);
      const makes = [...byMake.keys()].filter((m) => within(type, byMake.get(m)!).length > 0);
      if (!makes.length) return { applications: [] };
      const list = within(type, byMake.get(rnd.pick(makes))!);
      const start = rnd.int(0, Math.max(0, list.length - ENGINE_REACH));
      return { applications: toApplications(list.slice(start, start + ENGINE_REACH), engineId, position) };
    }
    const chosen = modelsFor(rnd);
    if (type.fitment === 'model') return { applications: toApplications(within(type, chosen.flatMap((m) => byModel.get(m)!.slice(-30))), null, position) };
    // Platform: a run of years of the first model, shared by its sisters where they were built.
    const years = byModel.get(chosen[0]!)!;
    const from = rnd.pick(years.slice(-25)).year;
    const to = from + rnd.int(3, 6);
    return { applications: toApplications(within(type, chosen.flatMap((m) => byModel.get(m)!.filter((b) => b.year >= from && b.year < to))), null, position) };
  }

  /**
   * The products that make sure every common vehicle (universe.common) finds each maintenance
   * part type: per generation and position for brakes and cabin filters; per make and engine
   * for oil and air filters and spark plugs (per generation, for the whole base vehicle, where
   * the vehicle data do not know the engines); per size or code for keyed parts.
   */
  function coveragePlan(types: readonly PartType[]): PlannedProduct[] {
    const common = universe.common ?? [];
    const commonBases: Base[] = [];
    for (const c of common) for (const b of byModel.get(c.modelId) ?? []) if (b.year >= c.from && b.year <= c.to) commonBases.push(b);
    const enginesOf = new Map<number, number[]>();
    for (const [engineId, ids] of universe.baseVehiclesByEngine) for (const id of ids) enginesOf.set(id, [...(enginesOf.get(id) ?? []), engineId]);
    const commonGenerations = [...new Set(commonBases.map(generationOf))].sort((a, b) => a - b);
    const plan: PlannedProduct[] = [];
    for (const type of types) {
      if (!(MAINTENANCE_PART_TYPES as readonly string[]).includes(type.slug)) continue;
      const positions = type.positions?.length ? type.positions : [null];
      for (const position of positions) {
        const add = (placement: Placement) => {
          if (placement.applications.length) plan.push({ partTypeId: type.id, position, ...placement });
        };
        const keyed = KEYED[type.slug];
        if (keyed) {
          const index = generationsWithKey(type.slug, position);
          const wanted = [...new Set(commonGenerations.flatMap((g) => keyed.keys(g, position)))].sort();
          for (const value of wanted) add({ applications: toApplications(within(type, index.get(value)!.flatMap((g) => generations.get(g)!)), null, position), key: { spec: keyed.spec, value } });
        } else if (type.fitment === 'engine') {
          const pairs = new Set<string>();
          const unknown = new Map<number, Base[]>();
          for (const b of commonBases) {
            if (!inYears(type, b.year)) continue;
            const known = enginesOf.get(b.id);
            if (!known) {
              const g = generationOf(b);
              unknown.set(g, [...(unknown.get(g) ?? []), b]);
            } else for (const e of known) if (engineSuits(type, e)) pairs.add(`${e}:${b.makeId}`);
          }
          for (const pair of [...pairs].sort()) {
            const [engineId, makeId] = pair.split(':').map(Number) as [number, number];
            add({ applications: toApplications(within(type, engineVehicles(engineId).get(makeId)!), engineId, position) });
          }
          // The vehicle data do not say which engines these have: the part fits the base vehicle.
          for (const g of [...unknown.keys()].sort((a, b) => a - b)) add({ applications: toApplications(unknown.get(g)!, null, position) });
        } else {
          for (const g of commonGenerations) add({ applications: toApplications(within(type, generations.get(g)!), null, position) });
        }
      }
    }
    return plan;
  }

  return { place, coveragePlan };
}
