/**
 * Derive the storefront's vehicle data (year/make/model/engine/submodel) and the VIN
 * decoding subset from NHTSA's vPIC database. See data/vehicles/README.md for what comes
 * out and why. Run: npx tsx scripts/vehicles/derive-vpic.ts
 *
 * Deterministic: every output is sorted and gzipped without timestamps, so the same source
 * gives byte-identical files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildEngine, compileKeys, engineFacts, type Candidate, type CompiledKeys, type Engine, type VinPattern } from '../../src/server/vehicles/vin/decode';
import {
  EXCLUDED_MODELS,
  FIRST_YEAR,
  LAST_YEAR,
  MAKES,
  MAX_LITERS,
  MAX_OWN_ENGINES,
  MAX_SHARED_ENGINES,
  MAX_SHARED_MODELS,
  MODEL_RENAMES,
  VEHICLE_TYPE_OVERRIDES,
  SCION_MAKE_ID,
  TOYOTA_MAKE_ID,
  cleanTrims,
  slugify,
  tidyName,
  tidyPlace,
} from './catalog';
import { byCodePoint, writeCsvGz, type CsvCell } from './csv';
import { enumerateDecodes } from './enumerate';
import { CORGI_PACKAGE, CORGI_VERSION, openVpic, rows, VPIC_DIR } from './vpic-source';

const OUT_DIR = path.join(process.cwd(), 'data', 'vehicles');
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)}s] ${line}`);

/** vPIC element ids used here. */
const EL = {
  bodyClass: 5,
  cylinders: 9,
  displacementCc: 11,
  displacementL: 13,
  driveType: 15,
  engineModel: 18,
  fuel: 24,
  plantCity: 31,
  series: 34,
  trim: 38,
  model: 28,
  engineConfig: 64,
  fuelSecondary: 66,
  plantCountry: 75,
  otherEngineInfo: 129,
  turbo: 135,
} as const;

/** Output element name and lookup table per vPIC element. */
const ELEMENTS: Record<number, { name: string; lookup?: string }> = {
  [EL.model]: { name: 'model' },
  [EL.series]: { name: 'series' },
  [EL.trim]: { name: 'trim' },
  [EL.bodyClass]: { name: 'body_class', lookup: 'BodyStyle' },
  [EL.driveType]: { name: 'drive_type', lookup: 'DriveType' },
  [EL.displacementL]: { name: 'displacement_l' },
  [EL.cylinders]: { name: 'cylinders' },
  [EL.fuel]: { name: 'fuel', lookup: 'FuelType' },
  [EL.fuelSecondary]: { name: 'fuel_secondary', lookup: 'FuelType' },
  [EL.engineConfig]: { name: 'engine_config', lookup: 'EngineConfiguration' },
  [EL.turbo]: { name: 'turbo', lookup: 'Turbo' },
  [EL.engineModel]: { name: 'engine_model' },
  [EL.plantCountry]: { name: 'plant_country', lookup: 'Country' },
  [EL.plantCity]: { name: 'plant_city' },
};
const ENGINE_ELEMENTS = new Set(['displacement_l', 'cylinders', 'fuel', 'fuel_secondary', 'engine_config', 'turbo', 'supercharger']);

/** Body class -> storefront vehicle type (null: not a light vehicle). */
function bodyCategory(body: string): 'car' | 'suv' | 'truck' | 'van' | null {
  if (/^(Sedan|Coupe|Convertible|Hatchback|Wagon|Roadster|Limousine)/.test(body)) return 'car';
  if (/^(Sport Utility Vehicle|Crossover Utility)/.test(body)) return 'suv';
  if (/^(Pickup|Truck$|Sport Utility Truck|Incomplete - Chassis Cab|Incomplete$)/.test(body)) return 'truck';
  if (/^(Minivan|Van|Cargo Van|Step Van|Incomplete - Cutaway)/.test(body)) return 'van';
  return null;
}
const VEHICLE_TYPE_FALLBACK: Record<number, 'car' | 'truck' | 'suv'> = { 2: 'car', 3: 'truck', 7: 'suv' };

// ---------------------------------------------------------------------------------------

interface WmiRow extends Record<string, number | string | null> {
  Id: number;
  Wmi: string;
  MakeId: number | null;
  VehicleTypeId: number | null;
  CountryId: number | null;
}
interface LinkRow extends Record<string, number | null> {
  WmiId: number;
  VinSchemaId: number;
  YearFrom: number;
  YearTo: number | null;
}
interface RawPattern {
  schemaId: number;
  keys: string;
  element: string;
  value: string;
}

async function main() {
  const { db, tarballSha256 } = await openVpic(VPIC_DIR, log);
  log(`opened vPIC database from ${CORGI_PACKAGE}@${CORGI_VERSION}`);

  const lookups = new Map<string, Map<string, string>>();
  for (const table of ['BodyStyle', 'DriveType', 'FuelType', 'EngineConfiguration', 'Turbo', 'Country', 'VehicleType']) {
    lookups.set(table, new Map(rows<{ Id: number; Name: string }>(db, `SELECT Id, Name FROM ${table}`).map((r) => [String(r.Id), r.Name.trim()])));
  }
  const lookup = (table: string, id: string) => lookups.get(table)?.get(id) ?? '';

  // --- makes and models ------------------------------------------------------------------
  const makeById = new Map(MAKES.map((m) => [m.id, m]));
  const modelRows = rows<{ Id: number; Name: string; MakeId: number }>(db, 'SELECT m.Id, m.Name, mm.MakeId FROM Model m JOIN Make_Model mm ON mm.ModelId = m.Id');
  const vpicModel = new Map<number, { name: string; makeId: number }>();
  for (const r of modelRows) {
    let makeId = r.MakeId;
    let name = r.Name.trim();
    if (makeId === TOYOTA_MAKE_ID && /^Scion /.test(name)) {
      makeId = SCION_MAKE_ID;
      name = name.slice(6).trim();
    }
    vpicModel.set(r.Id, { name, makeId });
  }
  const maxModelId = Math.max(...modelRows.map((r) => r.Id));
  if (maxModelId >= 100_000) throw new Error(`vPIC Model.Id ${maxModelId} does not fit base_vehicle_id = year * 100000 + model_id`);

  // --- WMIs and schema links -------------------------------------------------------------
  const wmiRows = rows<WmiRow>(db, 'SELECT Id, Wmi, MakeId, VehicleTypeId, CountryId FROM Wmi');
  const wmiMakes = new Map<number, Set<number>>();
  for (const r of rows<{ WmiId: number; MakeId: number }>(db, 'SELECT WmiId, MakeId FROM Wmi_Make')) {
    const set = wmiMakes.get(r.WmiId) ?? new Set<number>();
    set.add(r.MakeId);
    wmiMakes.set(r.WmiId, set);
  }
  const validWmi = /^([0-9A-HJ-NPR-Z]{3}|[0-9A-HJ-NPR-Z]{2}9[0-9A-HJ-NPR-Z]{3})$/;
  const candidateWmis = wmiRows.filter((w) => {
    if (!validWmi.test(w.Wmi) || ![2, 3, 7].includes(w.VehicleTypeId ?? 0)) return false;
    const makes = new Set(wmiMakes.get(w.Id) ?? []);
    if (w.MakeId) makes.add(w.MakeId);
    return [...makes].some((m) => makeById.has(m));
  });
  const candidateIds = new Set(candidateWmis.map((w) => w.Id));
  const links = rows<LinkRow>(db, 'SELECT WmiId, VinSchemaId, YearFrom, YearTo FROM Wmi_VinSchema').filter(
    (l) => candidateIds.has(l.WmiId) && l.YearFrom <= LAST_YEAR && (l.YearTo === null || l.YearTo >= FIRST_YEAR),
  );
  const linkedSchemas = new Set(links.map((l) => l.VinSchemaId));
  const schemaNames = new Map(rows<{ Id: number; Name: string }>(db, 'SELECT Id, Name FROM VinSchema').map((r) => [r.Id, r.Name]));
  log(`${candidateWmis.length} WMIs of kept makes (cars, trucks, MPVs), ${links.length} schema links, ${linkedSchemas.size} schemas`);

  // --- patterns --------------------------------------------------------------------------
  const elementIds = [...Object.keys(ELEMENTS).map(Number), EL.displacementCc, EL.otherEngineInfo];
  const raw: RawPattern[] = [];
  const seen = new Set<string>();
  const ccByGroup = new Map<string, string>();
  const lByGroup = new Set<string>();
  const turboFromInfo: RawPattern[] = [];
  const statement = db.prepare(`SELECT VinSchemaId, Keys, ElementId, AttributeId FROM Pattern WHERE ElementId IN (${elementIds.join(',')})`);
  while (statement.step()) {
    const [schemaId, keysRaw, elementId, attribute] = statement.get() as [number, string, number, string | number];
    if (!linkedSchemas.has(schemaId)) continue;
    const keys = String(keysRaw ?? '').trim();
    const attr = String(attribute ?? '').trim();
    if (attr === '') continue;
    const group = `${schemaId}|${keys}`;
    if (elementId === EL.displacementCc) {
      ccByGroup.set(group, attr);
      continue;
    }
    let element: string;
    let value: string;
    if (elementId === EL.otherEngineInfo) {
      // Free text: "Supercharged", "Twin Turbo", "Ecoboost" name the aspiration.
      if (/supercharg/i.test(attr) && !/turbo/i.test(attr)) {
        element = 'supercharger';
        value = 'Yes';
      } else if (/turbo|ecoboost/i.test(attr) && !/non[- ]?turbo/i.test(attr)) {
        turboFromInfo.push({ schemaId, keys, element: 'turbo', value: 'Yes' });
        continue;
      } else {
        continue;
      }
    } else {
      const spec = ELEMENTS[elementId]!;
      element = spec.name;
      value = spec.lookup ? lookup(spec.lookup, attr) : attr.replace(/\s+/g, ' ');
      if (spec.lookup === 'Country') value = tidyPlace(value);
      if (element === 'plant_city') value = tidyPlace(value);
      if (element === 'displacement_l') lByGroup.add(group);
    }
    if (value === '') continue;
    const id = `${schemaId}\u0000${keys}\u0000${element}\u0000${value}`;
    if (seen.has(id)) continue;
    seen.add(id);
    raw.push({ schemaId, keys, element, value });
  }
  statement.free();
  // Turbo named only in "Other Engine Info": a turbo pattern, unless vPIC's Turbo element is beside it.
  const turboGroups = new Set(raw.filter((p) => p.element === 'turbo').map((p) => `${p.schemaId}|${p.keys}`));
  for (const p of dedupe(turboFromInfo)) if (!turboGroups.has(`${p.schemaId}|${p.keys}`)) raw.push(p);
  // Displacement only in cubic centimetres: derive litres.
  for (const [group, cc] of [...ccByGroup].sort(([a], [b]) => byCodePoint(a, b))) {
    if (lByGroup.has(group)) continue;
    const litres = Number.parseFloat(cc) / 1000;
    if (!Number.isFinite(litres) || litres <= 0) continue;
    const cut = group.indexOf('|');
    raw.push({ schemaId: Number(group.slice(0, cut)), keys: group.slice(cut + 1), element: 'displacement_l', value: String(Math.round(litres * 10) / 10) });
  }
  log(`${raw.length} patterns of the wanted elements in linked schemas`);

  // --- model years -----------------------------------------------------------------------
  const schemaModels = new Map<number, Set<number>>();
  for (const p of raw) {
    if (p.element !== 'model') continue;
    const id = Number(p.value);
    const set = schemaModels.get(p.schemaId) ?? new Set<number>();
    set.add(id);
    schemaModels.set(p.schemaId, set);
  }
  const excluded = (makeName: string, modelName: string) =>
    (EXCLUDED_MODELS[makeName] ?? []).some((rule) => (typeof rule === 'string' ? rule === modelName : rule.test(modelName)));

  /** Last year of a link for year/make/model purposes: open links whose schema name states an end use it. */
  const effectiveEnd = (link: LinkRow): number => {
    if (link.YearTo !== null) return link.YearTo;
    const end = nameEnd(schemaNames.get(link.VinSchemaId) ?? '', link.YearFrom);
    return end ?? LAST_YEAR;
  };

  const modelYears = new Map<number, Set<number>>();
  for (const link of links) {
    const models = schemaModels.get(link.VinSchemaId);
    if (!models) continue;
    for (const modelId of models) {
      const model = vpicModel.get(modelId);
      const make = model && makeById.get(model.makeId);
      if (!model || !make) continue;
      const from = Math.max(FIRST_YEAR, link.YearFrom);
      const to = Math.min(LAST_YEAR, effectiveEnd(link), make.lastYear ?? LAST_YEAR);
      const years = modelYears.get(modelId) ?? new Set<number>();
      for (let y = from; y <= to; y++) years.add(y);
      modelYears.set(modelId, years);
    }
  }

  // Names, exclusions and merges (same make + same slug -> one model: the id with most years).
  interface ModelOut {
    id: number;
    makeId: number;
    name: string;
    slug: string;
    years: Set<number>;
    members: number[];
  }
  const byMakeSlug = new Map<string, { modelId: number; name: string; years: Set<number> }[]>();
  let excludedCount = 0;
  for (const [modelId, years] of modelYears) {
    if (years.size === 0) continue;
    const model = vpicModel.get(modelId)!;
    const make = makeById.get(model.makeId)!;
    if (excluded(make.name, model.name)) {
      excludedCount++;
      continue;
    }
    const name = tidyName(MODEL_RENAMES[make.name]?.[model.name] ?? model.name);
    const key = `${make.id}/${slugify(name)}`;
    const list = byMakeSlug.get(key) ?? [];
    list.push({ modelId, name, years });
    byMakeSlug.set(key, list);
  }
  const models = new Map<number, ModelOut>();
  const canonical = new Map<number, number>();
  for (const [key, list] of byMakeSlug) {
    list.sort((a, b) => b.years.size - a.years.size || a.modelId - b.modelId);
    const head = list[0]!;
    const years = new Set<number>();
    for (const m of list) for (const y of m.years) years.add(y);
    const makeId = Number(key.slice(0, key.indexOf('/')));
    models.set(head.modelId, { id: head.modelId, makeId, name: head.name, slug: key.slice(key.indexOf('/') + 1), years, members: list.map((m) => m.modelId) });
    for (const m of list) canonical.set(m.modelId, head.modelId);
  }
  log(`${models.size} models kept (${excludedCount} excluded by name, ${canonical.size - models.size} merged into same-named ones)`);

  // --- patterns as the runtime will see them -----------------------------------------------
  // Model patterns point at the canonical model; patterns of models left out are dropped.
  const patterns: RawPattern[] = [];
  for (const p of raw) {
    if (p.element === 'model') {
      const id = canonical.get(Number(p.value));
      if (id === undefined) continue;
      patterns.push({ ...p, value: String(id) });
    } else {
      patterns.push(p);
    }
  }

  // --- WMIs: primary make ------------------------------------------------------------------
  const linksByWmi = new Map<number, LinkRow[]>();
  for (const l of links) {
    const list = linksByWmi.get(l.WmiId) ?? [];
    list.push(l);
    linksByWmi.set(l.WmiId, list);
  }
  const keptSchemaModels = new Map<number, Set<number>>();
  for (const p of patterns) {
    if (p.element !== 'model') continue;
    const set = keptSchemaModels.get(p.schemaId) ?? new Set<number>();
    set.add(Number(p.value));
    keptSchemaModels.set(p.schemaId, set);
  }
  interface WmiOut {
    id: number;
    wmi: string;
    makeId: number;
    vehicleTypeId: number;
    vehicleType: string;
    country: string;
  }
  const wmis: WmiOut[] = [];
  for (const w of candidateWmis) {
    const allowed = new Set([...(wmiMakes.get(w.Id) ?? []), ...(w.MakeId ? [w.MakeId] : [])].filter((m) => makeById.has(m)));
    if (allowed.has(TOYOTA_MAKE_ID)) allowed.add(SCION_MAKE_ID);
    // The make with most distinct models in the WMI's schemas (preferring makes vPIC lists for the WMI).
    const modelsSeen = new Set<number>();
    for (const l of linksByWmi.get(w.Id) ?? []) for (const modelId of keptSchemaModels.get(l.VinSchemaId) ?? []) modelsSeen.add(modelId);
    const counts = new Map<number, number>();
    for (const modelId of modelsSeen) {
      const makeId = models.get(modelId)!.makeId;
      counts.set(makeId, (counts.get(makeId) ?? 0) + 1);
    }
    if (counts.size === 0) continue;
    const ranked = [...counts].sort((a, b) => Number(allowed.has(b[0])) - Number(allowed.has(a[0])) || b[1] - a[1] || a[0] - b[0]);
    wmis.push({
      id: w.Id,
      wmi: w.Wmi,
      makeId: ranked[0]![0],
      vehicleTypeId: w.VehicleTypeId ?? 0,
      vehicleType: lookup('VehicleType', String(w.VehicleTypeId)),
      country: w.CountryId ? tidyPlace(lookup('Country', String(w.CountryId))) : '',
    });
  }
  const wmiById = new Map(wmis.map((w) => [w.id, w]));
  log(`${wmis.length} WMIs decode to kept models`);

  // Make patterns beside model patterns whose make differs from a linking WMI's make.
  const schemaWmiMakes = new Map<number, Set<number>>();
  for (const l of links) {
    const w = wmiById.get(l.WmiId);
    if (!w) continue;
    const set = schemaWmiMakes.get(l.VinSchemaId) ?? new Set<number>();
    set.add(w.makeId);
    schemaWmiMakes.set(l.VinSchemaId, set);
  }
  const makePatterns: RawPattern[] = [];
  for (const p of patterns) {
    if (p.element !== 'model') continue;
    const makeId = models.get(Number(p.value))!.makeId;
    const wmiMakeIds = schemaWmiMakes.get(p.schemaId);
    if (!wmiMakeIds || [...wmiMakeIds].every((m) => m === makeId)) continue;
    makePatterns.push({ schemaId: p.schemaId, keys: p.keys, element: 'make', value: String(makeId) });
    makePatterns.push({ schemaId: p.schemaId, keys: p.keys, element: 'make_name', value: makeById.get(makeId)!.name });
  }
  patterns.push(...dedupe(makePatterns));

  // --- decode classes per WMI and year: engines, body classes, trims ------------------------
  const patternsBySchema = new Map<number, Candidate[]>();
  for (const p of patterns) {
    const list = patternsBySchema.get(p.schemaId) ?? [];
    list.push({ pattern: p as VinPattern, compiled: compileKeys(p.keys), yearFrom: 0 });
    patternsBySchema.set(p.schemaId, list);
  }
  /** Kept models per schema: a schema of one model ties all its engines to that model. */
  const schemaModelCount = (schemaId: number) => keptSchemaModels.get(schemaId)?.size ?? 0;
  /**
   * model: in the model's schema of several models, and keyed so that not every model of it
   * could have it; own: in a schema of this model alone (kept when few: some such schemas
   * carry a copy of the maker's whole engine list); shared: from a schema of a few models
   * (the model's own, not telling them apart, or an engine-only schema); wide: anything
   * else (a maker-wide list).
   */
  type Link = 'model' | 'own' | 'shared' | 'wide';
  const LINK_RANK: Record<Link, number> = { model: 0, own: 1, shared: 2, wide: 3 };
  interface ContextResult {
    engines: Map<number, Map<string, { engine: Engine; link: Link }>>;
    bodies: Map<number, Map<string, number>>;
    trims: Map<number, Set<string>>;
  }
  const contextCache = new Map<string, ContextResult>();
  const engineCatalog = new Map<string, Engine>();
  interface BaseVehicleAcc {
    engines: Map<string, Link>;
    trims: Set<string>;
  }
  const baseVehicles = new Map<number, BaseVehicleAcc>();
  const bodyVotes = new Map<number, Map<string, number>>();
  let leaves = 0;
  const yearChar = (year: number) => 'ABCDEFGHJKLMNPRSTVWXY123456789'[(year - 1980) % 30]!;

  /** Model patterns of each schema, by model. */
  const schemaModelKeys = new Map<number, Map<number, CompiledKeys[]>>();
  for (const p of patterns) {
    if (p.element !== 'model') continue;
    const byModel = schemaModelKeys.get(p.schemaId) ?? new Map<number, CompiledKeys[]>();
    const list = byModel.get(Number(p.value)) ?? [];
    list.push(compileKeys(p.keys));
    byModel.set(Number(p.value), list);
    schemaModelKeys.set(p.schemaId, byModel);
  }
  /**
   * Whether an engine pattern in a schema of several models tells them apart: some model of
   * the schema cannot have a VIN it matches. An engine every model of the schema could have
   * is not defined against any one of them.
   */
  const discriminatesCache = new Map<string, boolean>();
  function discriminates(anchor: Candidate): boolean {
    const key = `${anchor.pattern.schemaId}|${anchor.pattern.keys}`;
    let answer = discriminatesCache.get(key);
    if (answer === undefined) {
      const byModel = schemaModelKeys.get(anchor.pattern.schemaId) ?? new Map<number, CompiledKeys[]>();
      answer = [...byModel.values()].some((keys) => !keys.some((k) => compatible(k, anchor.compiled)));
      discriminatesCache.set(key, answer);
    }
    return answer;
  }

  for (const w of wmis) {
    const wLinks = linksByWmi.get(w.id) ?? [];
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
      const inRange = wLinks.filter((l) => l.YearFrom <= year && (l.YearTo === null || l.YearTo >= year) && patternsBySchema.has(l.VinSchemaId));
      if (!inRange.some((l) => keptSchemaModels.has(l.VinSchemaId))) continue;
      // Newer links win ties, as in the decoder: the candidate carries its link's first year.
      const fromBySchema = new Map<number, number>();
      for (const l of inRange) fromBySchema.set(l.VinSchemaId, Math.max(fromBySchema.get(l.VinSchemaId) ?? -Infinity, l.YearFrom));
      const key = `${yearChar(year)}:${[...fromBySchema]
        .sort((a, b) => a[0] - b[0])
        .map(([s, f]) => `${s}@${f}`)
        .join(',')}`;
      let result = contextCache.get(key);
      if (!result) {
        result = analyseContext(fromBySchema, yearChar(year));
        contextCache.set(key, result);
      }
      for (const [modelId, engines] of result.engines) {
        if (!models.get(modelId)!.years.has(year)) continue;
        const acc = accFor(year, modelId);
        for (const [name, { engine, link }] of engines) {
          engineCatalog.set(name, engine);
          const current = acc.engines.get(name);
          if (!current || LINK_RANK[link] < LINK_RANK[current]) acc.engines.set(name, link);
        }
      }
      for (const [modelId, trims] of result.trims) {
        if (!models.get(modelId)!.years.has(year)) continue;
        const acc = accFor(year, modelId);
        for (const t of trims) acc.trims.add(t);
      }
      for (const [modelId, bodies] of result.bodies) {
        const votes = bodyVotes.get(modelId) ?? new Map<string, number>();
        for (const [b, n] of bodies) votes.set(b, (votes.get(b) ?? 0) + n);
        bodyVotes.set(modelId, votes);
      }
    }
  }
  log(`${contextCache.size} distinct WMI/year schema sets analysed (${leaves} decode classes)`);

  function accFor(year: number, modelId: number): BaseVehicleAcc {
    const id = year * 100_000 + modelId;
    let acc = baseVehicles.get(id);
    if (!acc) {
      acc = { engines: new Map(), trims: new Set() };
      baseVehicles.set(id, acc);
    }
    return acc;
  }

  function analyseContext(fromBySchema: Map<number, number>, yc: string): ContextResult {
    const all: Candidate[] = [];
    for (const [schemaId, yearFrom] of fromBySchema) {
      for (const c of patternsBySchema.get(schemaId) ?? []) all.push({ ...c, yearFrom });
    }
    const pick = (elements: Set<string>) => all.filter((c) => c.pattern.element === 'model' || elements.has(c.pattern.element));
    const result: ContextResult = { engines: new Map(), bodies: new Map(), trims: new Map() };

    // Engines. "model": defined in the model's own schema, and either the schema has one
    // model or the engine's keys look at a position the model's keys look at. Otherwise the
    // engine is only compatible with the model: remember which schema defined it, and how
    // many models that schema pairs with here.
    const found: { modelId: number; engine: Engine; tied: boolean; own: boolean; anchorSchema: number }[] = [];
    const anchorModels = new Map<number, Set<number>>();
    leaves += enumerateDecodes(pick(ENGINE_ELEMENTS), yc, (best) => {
      const model = best.get('model');
      if (!model) return;
      const modelId = Number(model.pattern.value);
      const text = (e: string) => best.get(e)?.pattern.value ?? '';
      const engine = buildEngine(engineFacts(text, makeById.get(models.get(modelId)!.makeId)!.name));
      if (!engine || (engine.liters !== null && engine.liters > MAX_LITERS)) return;
      const anchor = best.get('displacement_l') ?? best.get('fuel')!;
      const sameSchema = anchor.pattern.schemaId === model.pattern.schemaId;
      const single = schemaModelCount(model.pattern.schemaId) === 1;
      const tied = sameSchema && !single && discriminates(anchor);
      const own = sameSchema && single;
      found.push({ modelId, engine, tied, own, anchorSchema: anchor.pattern.schemaId });
      if (!tied && !own) {
        const set = anchorModels.get(anchor.pattern.schemaId) ?? new Set<number>();
        set.add(modelId);
        anchorModels.set(anchor.pattern.schemaId, set);
      }
    });
    for (const { modelId, engine, tied, own: ownSchema, anchorSchema } of found) {
      // Shared: from a schema of a few models, either the model's own (engines not keyed to
      // it) or an engine-only schema. Engines from another model's schema are never shared.
      const few = (anchorModels.get(anchorSchema)?.size ?? 0) <= MAX_SHARED_MODELS;
      const own = keptSchemaModels.get(anchorSchema)?.has(modelId) ?? false;
      const engineOnly = schemaModelCount(anchorSchema) === 0;
      const link: Link = tied
        ? 'model'
        : ownSchema
          ? 'own'
          : few && (own ? schemaModelCount(anchorSchema) <= MAX_SHARED_MODELS : engineOnly)
            ? 'shared'
            : 'wide';
      const map = result.engines.get(modelId) ?? new Map<string, { engine: Engine; link: Link }>();
      const current = map.get(engine.name);
      if (!current || LINK_RANK[link] < LINK_RANK[current.link]) map.set(engine.name, { engine, link });
      result.engines.set(modelId, map);
    }

    leaves += enumerateDecodes(pick(new Set(['body_class'])), yc, (best) => {
      const model = best.get('model');
      const body = best.get('body_class');
      if (!model || !body) return;
      const modelId = Number(model.pattern.value);
      const map = result.bodies.get(modelId) ?? new Map<string, number>();
      map.set(body.pattern.value, (map.get(body.pattern.value) ?? 0) + 1);
      result.bodies.set(modelId, map);
    });

    // Trims: only from the model's own schema.
    leaves += enumerateDecodes(pick(new Set(['trim'])), yc, (best) => {
      const model = best.get('model');
      const trim = best.get('trim');
      if (!model || !trim || trim.pattern.schemaId !== model.pattern.schemaId) return;
      const modelId = Number(model.pattern.value);
      const set = result.trims.get(modelId) ?? new Set<string>();
      for (const name of cleanTrims(trim.pattern.value, models.get(modelId)!.name)) set.add(name);
      result.trims.set(modelId, set);
    });
    return result;
  }

  // --- vehicle types ---------------------------------------------------------------------
  const modelWmiType = new Map<number, Map<number, number>>();
  for (const l of links) {
    const w = wmiById.get(l.WmiId);
    if (!w) continue;
    for (const modelId of keptSchemaModels.get(l.VinSchemaId) ?? []) {
      const m = modelWmiType.get(modelId) ?? new Map<number, number>();
      m.set(w.vehicleTypeId, (m.get(w.vehicleTypeId) ?? 0) + 1);
      modelWmiType.set(modelId, m);
    }
  }
  const vehicleType = new Map<number, 'car' | 'suv' | 'truck' | 'van'>();
  const nonLight: string[] = [];
  for (const model of models.values()) {
    const votes = new Map<string, number>();
    let other = 0;
    for (const [body, n] of bodyVotes.get(model.id) ?? []) {
      const cat = bodyCategory(body);
      if (cat) votes.set(cat, (votes.get(cat) ?? 0) + n);
      else other += n;
    }
    const order = ['truck', 'van', 'suv', 'car'];
    const ranked = [...votes].sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]));
    const total = ranked.reduce((s, [, n]) => s + n, 0);
    if (other > total) nonLight.push(model.name);
    if (ranked.length > 0) {
      vehicleType.set(model.id, ranked[0]![0] as 'car' | 'suv' | 'truck' | 'van');
    } else {
      const types = [...(modelWmiType.get(model.id) ?? [])].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      vehicleType.set(model.id, VEHICLE_TYPE_FALLBACK[types[0]?.[0] ?? 2] ?? 'car');
    }
  }
  for (const model of models.values()) {
    const override = VEHICLE_TYPE_OVERRIDES[makeById.get(model.makeId)!.name]?.[model.name];
    if (override) vehicleType.set(model.id, override);
  }
  if (nonLight.length) log(`note: mostly non-light body classes: ${nonLight.join(', ')}`);

  // --- outputs ---------------------------------------------------------------------------
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const written: { file: string; rows: number; bytes: number }[] = [];
  const write = (file: string, header: string[], data: CsvCell[][]) => {
    const { bytes } = writeCsvGz(path.join(OUT_DIR, file), header, data);
    written.push({ file, rows: data.length, bytes });
    log(`wrote ${file}: ${data.length} rows, ${(bytes / 1024).toFixed(0)} KiB`);
  };

  // Base vehicles: every kept model year.
  const bvRows: CsvCell[][] = [];
  for (const model of models.values()) {
    for (const year of model.years) bvRows.push([year * 100_000 + model.id, year, model.makeId, model.id]);
  }
  bvRows.sort((a, b) => (a[0] as number) - (b[0] as number));

  const makeYears = new Map<number, { first: number; last: number }>();
  for (const [, year, makeId] of bvRows as [number, number, number, number][]) {
    const y = makeYears.get(makeId) ?? { first: year, last: year };
    y.first = Math.min(y.first, year);
    y.last = Math.max(y.last, year);
    makeYears.set(makeId, y);
  }
  const makeRows = MAKES.filter((m) => makeYears.has(m.id))
    .map((m) => [m.id, m.name, slugify(m.name), makeYears.get(m.id)!.first, makeYears.get(m.id)!.last] as CsvCell[])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  write('makes.csv.gz', ['make_id', 'name', 'slug', 'first_year', 'last_year'], makeRows);

  const modelRowsOut = [...models.values()]
    .sort((a, b) => a.id - b.id)
    .map((m) => [m.id, m.makeId, m.name, m.slug, vehicleType.get(m.id)!] as CsvCell[]);
  write('models.csv.gz', ['model_id', 'make_id', 'name', 'slug', 'vehicle_type'], modelRowsOut);
  write('base_vehicles.csv.gz', ['base_vehicle_id', 'year', 'make_id', 'model_id'], bvRows);

  // Engines: model-linked ones, plus shared ones when few; less-informed duplicates dropped.
  const bvEngines: [number, string, 'model' | 'shared'][] = [];
  const linkStats = { model: 0, shared: 0, unknown: 0, droppedShared: 0 };
  for (const [bvId, acc] of [...baseVehicles].sort((a, b) => a[0] - b[0])) {
    const of = (link: Link) => [...acc.engines].filter(([, l]) => l === link).map(([e]) => e);
    const model = of('model');
    const own = of('own');
    const shared = of('shared');
    if (own.length <= MAX_OWN_ENGINES) model.push(...own);
    const keep: [string, 'model' | 'shared'][] = model.map((e) => [e, 'model']);
    if (shared.length <= MAX_SHARED_ENGINES) keep.push(...shared.map((e): [string, 'shared'] => [e, 'shared']));
    else linkStats.droppedShared++;
    const names = keep.map(([e]) => e);
    const kept = keep.filter(([e]) => !names.some((other) => other !== e && lessInformed(engineCatalog.get(e)!, engineCatalog.get(other)!)));
    for (const [e, link] of kept) bvEngines.push([bvId, e, link]);
    if (kept.some(([, l]) => l === 'model')) linkStats.model++;
    else if (kept.length > 0) linkStats.shared++;
  }
  linkStats.unknown = bvRows.length - linkStats.model - linkStats.shared;
  const usedEngines = [...new Set(bvEngines.map(([, e]) => e))].sort(byCodePoint);
  const engineId = new Map(usedEngines.map((name, i) => [name, i + 1]));
  write(
    'engines.csv.gz',
    ['engine_id', 'name', 'liters', 'cylinders', 'block', 'fuel', 'aspiration'],
    usedEngines.map((name) => {
      const e = engineCatalog.get(name)!;
      return [engineId.get(name)!, e.name, e.liters === null ? '' : e.liters.toFixed(1), e.cylinders, e.block, e.fuel, e.aspiration];
    }),
  );
  write(
    'vehicle_engines.csv.gz',
    ['base_vehicle_id', 'engine_id', 'link'],
    bvEngines
      .map(([bv, e, link]) => [bv, engineId.get(e)!, link] as [number, number, string])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]),
  );
  log(
    `engines: ${linkStats.model} base vehicles with model-linked engines, ${linkStats.shared} with shared only, ${linkStats.unknown} unknown (${linkStats.droppedShared} shared lists over ${MAX_SHARED_ENGINES} dropped)`,
  );

  const submodelRows: CsvCell[][] = [];
  for (const [bvId, acc] of [...baseVehicles].sort((a, b) => a[0] - b[0])) {
    if (!models.get(bvId % 100_000)?.years.has(Math.floor(bvId / 100_000))) continue;
    const seenLower = new Set<string>();
    for (const t of [...acc.trims].sort(byCodePoint)) {
      if (seenLower.has(t.toLowerCase())) continue;
      seenLower.add(t.toLowerCase());
      submodelRows.push([bvId, t]);
    }
  }
  write('vehicle_submodels.csv.gz', ['base_vehicle_id', 'submodel'], submodelRows);

  // VIN subset.
  const schemasWithPatterns = new Set(patterns.map((p) => p.schemaId));
  const wmiRowsOut = wmis
    .map((w) => [w.wmi, w.makeId, makeById.get(w.makeId)!.name, w.vehicleType, w.country] as CsvCell[])
    .sort((a, b) => byCodePoint(a[0] as string, b[0] as string));
  write('vin_wmis.csv.gz', ['wmi', 'make_id', 'make', 'vehicle_type', 'country'], wmiRowsOut);
  const schemaLinks = new Map<string, { wmi: string; schemaId: number; from: number; to: number | null }>();
  for (const l of links) {
    const w = wmiById.get(l.WmiId);
    if (!w || !schemasWithPatterns.has(l.VinSchemaId)) continue;
    const key = `${w.wmi}/${l.VinSchemaId}/${l.YearFrom}`;
    const current = schemaLinks.get(key);
    const to = current === undefined ? l.YearTo : current.to === null || l.YearTo === null ? null : Math.max(current.to, l.YearTo);
    schemaLinks.set(key, { wmi: w.wmi, schemaId: l.VinSchemaId, from: l.YearFrom, to });
  }
  const usedSchemas = new Set([...schemaLinks.values()].map((s) => s.schemaId));
  write(
    'vin_schemas.csv.gz',
    ['wmi', 'schema_id', 'year_from', 'year_to'],
    [...schemaLinks.values()]
      .sort((a, b) => byCodePoint(a.wmi, b.wmi) || a.schemaId - b.schemaId || a.from - b.from)
      .map((s) => [s.wmi, s.schemaId, s.from, s.to]),
  );
  write(
    'vin_patterns.csv.gz',
    ['schema_id', 'keys', 'element', 'value'],
    patterns
      .filter((p) => usedSchemas.has(p.schemaId))
      .sort((a, b) => a.schemaId - b.schemaId || byCodePoint(a.element, b.element) || byCodePoint(a.keys, b.keys) || byCodePoint(a.value, b.value))
      .map((p) => [p.schemaId, p.keys, p.element, p.value]),
  );

  const totalBytes = written.reduce((s, w) => s + w.bytes, 0);
  console.log(
    `done: ${makeRows.length} makes, ${modelRowsOut.length} models, ${bvRows.length} base vehicles, ${usedEngines.length} engines, ` +
      `${bvEngines.length} vehicle engines, ${submodelRows.length} submodels, ${wmiRowsOut.length} WMIs, ${schemaLinks.size} schema links, ` +
      `${written.at(-1)!.rows} VIN patterns; ${(totalBytes / 1024 / 1024).toFixed(2)} MB gz in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(source sha256 ${tarballSha256.slice(0, 12)})`,
  );
  db.close();
}

/** Whether some VIN can match both keys: every position both constrain allows a common character. */
function compatible(a: CompiledKeys, b: CompiledKeys): boolean {
  return a.constraints.every((ca) => b.constraints.every((cb) => cb.index !== ca.index || [...ca.chars].some((c) => cb.chars.includes(c))));
}

/**
 * Engine a says less than engine b about the same engine: same litres and aspiration, and
 * each of cylinders, block and fuel either unknown in a or equal ("2.0L Gas" < "2.0L L4 Gas").
 */
function lessInformed(a: Engine, b: Engine): boolean {
  if (a.name === b.name || a.liters !== b.liters || a.aspiration !== b.aspiration) return false;
  const fits = <T>(x: T, y: T, empty: T) => x === empty || x === y;
  return fits(a.cylinders, b.cylinders, null) && fits(a.block, b.block, '') && fits(a.fuel, b.fuel, '');
}

function dedupe(list: RawPattern[]): RawPattern[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const id = `${p.schemaId}\u0000${p.keys}\u0000${p.element}\u0000${p.value}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The end year a schema's name states for an open link: "(2013-2014)" -> 2014, "- 2019" or
 * "(MY2021)" -> that year; null when the name marks it open ("(MY2022-", "(2010-)") or
 * states no year.
 */
function nameEnd(name: string, from: number): number | null {
  const year = '(?<![0-9])(19[89][0-9]|20[0-3][0-9])(?![0-9])';
  const range = new RegExp(`${year}\\s*-\\s*${year}`).exec(name);
  if (range) return Math.max(from, Number(range[2]));
  if (new RegExp(`${year}\\s*-\\s*(\\)|$)`).test(name.trim())) return null;
  const years = [...name.matchAll(new RegExp(year, 'g'))].map((m) => Number(m[1]));
  return years.length ? Math.max(from, ...years) : null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
