import type { GeneratedApplication, VehicleUniverse } from './generator';
import type { PartType } from './taxonomy';

type Rnd = { int: (min: number, max: number) => number; pick: <T>(items: readonly T[]) => T; chance: (p: number) => boolean };
type Base = VehicleUniverse['baseVehicles'][number];

/** Share of products made for the popular vehicles, as a real catalogue's range follows the car parc. */
const POPULAR_SHARE = 0.75;
const POPULAR_MODELS = 150;
const POPULAR_ENGINES = 40;

/**
 * Where the generated parts fit. Popularity stands in for sales: models sold for many years and
 * engines in many vehicles. Platform parts (brakes, suspension) fit a model and up to three
 * sister models of its make over 3 to 6 years; model parts (wipers, mats) those models' years;
 * engine parts every vehicle of one engine.
 */
export function createFitmentSpread(universe: VehicleUniverse) {
  const byModel = new Map<number, Base[]>();
  for (const b of universe.baseVehicles) {
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
  const popularEngines = [...engines].sort((a, b) => universe.baseVehiclesByEngine.get(b)!.length - universe.baseVehiclesByEngine.get(a)!.length || a - b).slice(0, POPULAR_ENGINES);

  function modelsFor(rnd: Rnd): number[] {
    const first = rnd.chance(POPULAR_SHARE) && popular.length ? rnd.pick(popular) : rnd.pick(models);
    const sisters = (modelsByMake.get(byModel.get(first)![0]!.makeId) ?? []).filter((m) => m !== first);
    const chosen = new Set([first]);
    for (let n = rnd.int(0, 3); n > 0 && sisters.length; n--) chosen.add(rnd.pick(sisters));
    return [...chosen];
  }

  return function applicationsFor(type: PartType, position: string | null, rnd: Rnd): GeneratedApplication[] {
    if (type.fitment === 'universal' || models.length === 0) return [];
    if (type.fitment === 'engine') {
      if (!engines.length) return [];
      const engineId = rnd.chance(POPULAR_SHARE) ? rnd.pick(popularEngines) : rnd.pick(engines);
      return universe.baseVehiclesByEngine.get(engineId)!.slice(0, 60).map((baseVehicleId) => ({ baseVehicleId, engineId, position }));
    }
    const chosen = modelsFor(rnd);
    if (type.fitment === 'model') return chosen.flatMap((m) => byModel.get(m)!.slice(-30)).map((b) => ({ baseVehicleId: b.id, engineId: null, position }));
    // Platform: a run of years of the first model, shared by its sisters where they were built.
    const years = byModel.get(chosen[0]!)!;
    const from = rnd.pick(years.slice(-25)).year;
    const to = from + rnd.int(3, 6);
    return chosen.flatMap((m) => byModel.get(m)!.filter((b) => b.year >= from && b.year < to)).map((b) => ({ baseVehicleId: b.id, engineId: null, position }));
  };
}
