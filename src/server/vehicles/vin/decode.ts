/**
 * Pure VIN decoder over plain vPIC data (data/vehicles/README.md): the WMI row, the WMI's
 * schema links and the patterns of those schemas, as the runtime reads them for one VIN.
 * No I/O. The derivation script (scripts/vehicles/derive-vpic.ts) uses the same matching,
 * resolution and engine naming, so a decoded engine name is one of engines.csv's names.
 */
import { modelYearOf, normaliseVin, otherCycleYear, wmiOf } from '@/lib/vin';

export interface VinWmi {
  wmi: string;
  makeId: number;
  make: string;
  /** vPIC's vehicle type of the WMI: "Passenger Car", "Truck" or "Multipurpose Passenger Vehicle (MPV)". */
  vehicleType: string;
  country: string;
}

export interface VinSchemaLink {
  schemaId: number;
  yearFrom: number;
  /** Null: still open. */
  yearTo: number | null;
}

export interface VinPattern {
  schemaId: number;
  /** vPIC keys: positions 4-8, then optionally `|` and positions 10-17; `*` any, `[A-C]`/`[ABC]` sets. */
  keys: string;
  element: string;
  value: string;
}

export interface VinData {
  wmi: VinWmi | null;
  schemas: VinSchemaLink[];
  patterns: VinPattern[];
}

/** Elements of vin_patterns.csv (value is display text except where noted). */
export const VIN_ELEMENTS = [
  'model', // vPIC Model.Id
  'make', // vPIC Make.Id (derived from the model's make where it differs from a WMI's make)
  'make_name', // the name of that make, beside each `make` pattern
  'series',
  'trim',
  'body_class',
  'drive_type',
  'displacement_l',
  'cylinders',
  'fuel',
  'fuel_secondary',
  'engine_config',
  'turbo',
  'supercharger',
  'engine_model',
  'plant_country',
  'plant_city',
] as const;
export type VinElement = (typeof VIN_ELEMENTS)[number];

export interface DecodedVin {
  vin: string;
  year: number;
  makeId: number;
  make: string;
  modelId: number | null;
  series: string;
  trim: string;
  bodyClass: string;
  driveType: string;
  displacementL: number | null;
  cylinders: number | null;
  /** Fuel category as in engines.csv: Gas, Diesel, Hybrid, Plug-in Hybrid, Electric, Flex Fuel, CNG, Hydrogen. */
  fuel: string;
  /** As engines.csv names it, e.g. "2.5L L4 Gas"; '' when the VIN does not say. */
  engineName: string;
  plantCountry: string;
  plantCity: string;
  /** vPIC's vehicle type of the WMI. */
  vehicleType: string;
}

export type DecodeError = { error: 'unknownManufacturer' | 'noMatch' };

// ---------------------------------------------------------------------------------------
// Keys

/** One position a key constrains: VIN index (0-based) and the allowed characters. */
interface KeyConstraint {
  index: number;
  chars: string;
}

export interface CompiledKeys {
  keys: string;
  constraints: KeyConstraint[];
  /** Positions constrained (not `*`): more is more specific. */
  constrained: number;
  /** Total characters allowed over the constrained positions: fewer is more specific. */
  breadth: number;
}

const compiledCache = new Map<string, CompiledKeys>();

function expandSet(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const from = body.charCodeAt(i);
    if (body[i + 1] === '-' && i + 2 < body.length) {
      const to = body.charCodeAt(i + 2);
      for (let c = from; c <= to; c++) out += String.fromCharCode(c);
      i += 2;
    } else {
      out += body[i];
    }
  }
  return [...new Set(out)].sort().join('');
}

/**
 * Parse vPIC keys. The part before `|` starts at VIN position 4, the part after it at
 * position 10; a key shorter than its span leaves the remaining positions open.
 */
export function compileKeys(keys: string): CompiledKeys {
  const cached = compiledCache.get(keys);
  if (cached) return cached;
  const constraints: KeyConstraint[] = [];
  const [vds = '', vis = ''] = keys.split('|', 2);
  for (const [part, start] of [
    [vds, 3],
    [vis, 9],
  ] as const) {
    let index = start;
    for (let i = 0; i < part.length; i++, index++) {
      const c = part[i] ?? '*';
      if (c === '*') continue;
      if (c === '[') {
        const end = part.indexOf(']', i);
        const body = end < 0 ? part.slice(i + 1) : part.slice(i + 1, end);
        constraints.push({ index, chars: expandSet(body) });
        i = end < 0 ? part.length : end;
      } else {
        constraints.push({ index, chars: c });
      }
    }
  }
  const compiled: CompiledKeys = {
    keys,
    constraints,
    constrained: constraints.length,
    breadth: constraints.reduce((sum, c) => sum + c.chars.length, 0),
  };
  if (compiledCache.size > 200_000) compiledCache.clear();
  compiledCache.set(keys, compiled);
  return compiled;
}

export function matchesCompiled(vin: string, compiled: CompiledKeys): boolean {
  for (const { index, chars } of compiled.constraints) {
    const c = vin[index];
    if (c === undefined || !chars.includes(c)) return false;
  }
  return true;
}

/** Whether a VIN matches vPIC keys (positions 4-8, and after `|` positions 10-17). */
export function matchesKeys(vin: string, keys: string): boolean {
  return matchesCompiled(vin, compileKeys(keys));
}

// ---------------------------------------------------------------------------------------
// Resolution

export interface Candidate {
  pattern: VinPattern;
  compiled: CompiledKeys;
  /** The schema link's first year (newer schemas win ties). */
  yearFrom: number;
}

/**
 * Order for choosing among matching patterns of one element, best first. The most specific
 * key wins: most constrained positions (fewest wildcards), then the narrowest sets. Ties go
 * to the newer schema link (higher year_from), then the lower schema id, then keys and
 * value in code-point order: arbitrary but deterministic, so the runtime and the
 * derivation always agree.
 */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    b.compiled.constrained - a.compiled.constrained ||
    a.compiled.breadth - b.compiled.breadth ||
    b.yearFrom - a.yearFrom ||
    a.pattern.schemaId - b.pattern.schemaId ||
    cmp(a.pattern.keys, b.pattern.keys) ||
    cmp(a.pattern.value, b.pattern.value)
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The best matching pattern of each element. */
export function resolveElements(vin: string, candidates: Candidate[]): Map<string, Candidate> {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    if (!matchesCompiled(vin, candidate.compiled)) continue;
    const current = best.get(candidate.pattern.element);
    if (!current || compareCandidates(candidate, current) < 0) best.set(candidate.pattern.element, candidate);
  }
  return best;
}

// ---------------------------------------------------------------------------------------
// Engines

export interface EngineFacts {
  displacementL: string;
  cylinders: string;
  fuel: string;
  fuelSecondary: string;
  engineConfig: string;
  turbo: string;
  supercharger: string;
  /** The make's name, to infer an unstated block layout (Subaru boxers, BMW straight sixes). */
  make?: string;
}

export interface Engine {
  name: string;
  liters: number | null;
  cylinders: number | null;
  block: '' | 'L' | 'V' | 'H' | 'W' | 'R';
  fuel: string;
  aspiration: '' | 'Turbo' | 'Supercharged';
}

const BLOCKS: Record<string, Engine['block']> = {
  'In-Line': 'L',
  'V-Shaped': 'V',
  'Horizontally opposed (boxer)': 'H',
  'W Shaped': 'W',
  Rotary: 'R',
};

type FuelKind = 'Gas' | 'Diesel' | 'Electric' | 'Flex Fuel' | 'CNG' | 'Hydrogen' | '';

/** vPIC FuelType names to the storefront's fuel words. */
function fuelKind(name: string): FuelKind {
  switch (name) {
    case 'Gasoline':
      return 'Gas';
    case 'Diesel':
      return 'Diesel';
    case 'Electric':
      return 'Electric';
    case 'Flexible Fuel Vehicle (FFV)':
    case 'Ethanol (E85)':
    case 'Neat Ethanol (E100)':
    case 'Methanol (M85)':
    case 'Neat Methanol (M100)':
      return 'Flex Fuel';
    case 'Compressed Natural Gas (CNG)':
    case 'Liquefied Natural Gas (LNG)':
    case 'Natural Gas':
    case 'Liquefied Petroleum Gas (propane or LPG)':
      return 'CNG';
    case 'Compressed Hydrogen/Hydrogen':
    case 'Fuel Cell':
      return 'Hydrogen';
    default:
      return '';
  }
}

/**
 * The fuel category from vPIC's primary and secondary fuel: Gasoline + Electric is a
 * hybrid; Electric + Gasoline a plug-in hybrid (vPIC codes plug-ins with electricity
 * first); Gasoline + E85/FFV flex fuel; a secondary CNG/LPG beside gasoline (bi-fuel) stays
 * Gas. Hydrogen fuel cells (with or without an electric secondary) are Hydrogen.
 */
export function fuelCategory(primary: string, secondary: string): string {
  const p = fuelKind(primary);
  const s = fuelKind(secondary);
  if (p === 'Hydrogen' || s === 'Hydrogen') return 'Hydrogen';
  if (p === 'Gas' && s === 'Electric') return 'Hybrid';
  if (p === 'Electric' && (s === 'Gas' || s === 'Flex Fuel' || s === 'Diesel')) return 'Plug-in Hybrid';
  if (p === 'Diesel' && s === 'Electric') return 'Hybrid';
  if ((p === 'Gas' && s === 'Flex Fuel') || (p === 'Flex Fuel' && s !== 'CNG')) return 'Flex Fuel';
  if (p === 'CNG' && s === 'Gas') return 'CNG';
  return p;
}

/**
 * Litres a light-vehicle engine of this many cylinders has (vPIC has errors such as a
 * "3.0L" four in a BMW X4 or a "3.0L V8"); outside the range the cylinder count is dropped.
 * Porsche's 944/968 had a 3.0L four.
 */
const LITRES_BY_CYLINDERS: Record<number, [number, number]> = {
  2: [0.5, 1.0],
  3: [0.6, 1.6],
  4: [1.0, 2.9],
  5: [1.9, 3.7],
  6: [2.4, 5.0],
  8: [3.5, 8.1],
  10: [4.8, 8.4],
  12: [5.0, 7.3],
};

function plausibleCylinders(liters: number, cylinders: number, make: string): boolean {
  const range = LITRES_BY_CYLINDERS[cylinders];
  if (!range) return false;
  const max = cylinders === 4 && make === 'Porsche' ? 3.0 : range[1];
  return liters >= range[0] && liters <= max;
}

/** Layouts that exist with that many cylinders: V6+ (even), in-line up to 6, flat 4/6, W8/W12, rotary 2/3 rotors. */
function plausibleBlock(block: Engine['block'], cylinders: number | null): boolean {
  if (block === '' || cylinders === null) return true;
  switch (block) {
    case 'V':
      return cylinders >= 6 && cylinders % 2 === 0;
    case 'L':
      return cylinders <= 6;
    case 'H':
      return cylinders === 4 || cylinders === 6;
    case 'W':
      return cylinders === 8 || cylinders === 12;
    case 'R':
      return cylinders <= 3;
  }
}

/**
 * vPIC often gives cylinders without the layout. Infer it only where the answer is
 * unambiguous: 3 and 5 cylinders are in-line, 8 and 10 V; 4 are in-line except Subaru's
 * boxers (and Porsche's, left unknown); sixes are flat at Subaru and straight at BMW, and
 * otherwise unknown; twelves are V except at the W12 makers.
 */
export function inferBlock(cylinders: number | null, make: string): Engine['block'] {
  switch (cylinders) {
    case 3:
    case 5:
      return 'L';
    case 4:
      return make === 'Subaru' ? 'H' : make === 'Porsche' ? '' : 'L';
    case 6:
      return make === 'Subaru' ? 'H' : make === 'BMW' ? 'L' : '';
    case 8:
    case 10:
      return 'V';
    case 12:
      return make === 'Volkswagen' || make === 'Audi' ? '' : 'V';
    default:
      return '';
  }
}

function parsePositive(text: string): number | null {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The engine facts of one decode, read from its resolved elements (shared with the derivation). */
export function engineFacts(text: (element: VinElement) => string, make: string): EngineFacts {
  return {
    displacementL: text('displacement_l'),
    cylinders: text('cylinders'),
    fuel: text('fuel'),
    fuelSecondary: text('fuel_secondary'),
    engineConfig: text('engine_config'),
    turbo: text('turbo'),
    supercharger: text('supercharger'),
    make,
  };
}

/**
 * The engine a shopper reads: "2.5L L4 Gas", "3.5L V6 Turbo Gas", "3.0L V6 Diesel",
 * "2.5L L4 Hybrid", "1.8L L4 Flex Fuel", "Electric"; without a known block "2.0L 4-Cyl Gas".
 * Null when the facts do not name an engine (no displacement and not electric).
 */
export function buildEngine(facts: EngineFacts): Engine | null {
  const fuel = fuelCategory(facts.fuel, facts.fuelSecondary);
  const raw = parsePositive(facts.displacementL);
  const liters = raw === null ? null : Math.round(raw * 10) / 10;
  if (fuel === 'Electric' || (fuel === 'Hydrogen' && liters === null)) {
    const name = fuel === 'Electric' ? 'Electric' : 'Hydrogen Fuel Cell';
    return { name, liters: null, cylinders: null, block: '', fuel, aspiration: '' };
  }
  if (liters === null || liters < 0.5) return null;
  const make = facts.make ?? '';
  const stated = BLOCKS[facts.engineConfig];
  const cylinderCount = parsePositive(facts.cylinders);
  // A rotary's "cylinders" are its rotors (2 or 3), whatever the displacement.
  const rotors = stated === 'R' && (cylinderCount === 2 || cylinderCount === 3);
  const cylinders = cylinderCount !== null && (rotors || plausibleCylinders(liters, cylinderCount, make)) ? cylinderCount : null;
  let block: Engine['block'] = cylinders === null ? (stated === 'R' ? 'R' : '') : (stated ?? inferBlock(cylinders, make));
  if (make === 'Subaru' && (cylinders === 4 || cylinders === 6)) block = 'H';
  if (!plausibleBlock(block, cylinders)) block = '';
  const aspiration: Engine['aspiration'] = facts.turbo === 'Yes' ? 'Turbo' : facts.supercharger === 'Yes' ? 'Supercharged' : '';
  const parts = [`${liters.toFixed(1)}L`];
  if (cylinders !== null) parts.push(block ? `${block}${cylinders}` : `${cylinders}-Cyl`);
  else if (block === 'R') parts.push('Rotary');
  if (aspiration) parts.push(aspiration);
  if (fuel) parts.push(fuel);
  return { name: parts.join(' '), liters, cylinders, block, fuel, aspiration };
}

// ---------------------------------------------------------------------------------------
// Decoding

function inRange(link: VinSchemaLink, year: number): boolean {
  return year >= link.yearFrom && (link.yearTo === null || year <= link.yearTo);
}

function candidatesFor(data: VinData, year: number): Candidate[] {
  const yearFrom = new Map<number, number>();
  for (const link of data.schemas) {
    if (!inRange(link, year)) continue;
    yearFrom.set(link.schemaId, Math.max(yearFrom.get(link.schemaId) ?? -Infinity, link.yearFrom));
  }
  const out: Candidate[] = [];
  for (const pattern of data.patterns) {
    const from = yearFrom.get(pattern.schemaId);
    if (from !== undefined) out.push({ pattern, compiled: compileKeys(pattern.keys), yearFrom: from });
  }
  return out;
}

/**
 * Decode a VIN with the data the database holds for its WMI (all its schema links and
 * their patterns). Position 7 picks the model year's 30-year cycle; the other cycle is used
 * when that year gives no model but the other does, and is tried first when the year lies
 * more than 3 years past the newest schema link of the WMI while a closed link covers the
 * other reading. Returns `unknownManufacturer` without (matching) WMI data, and `noMatch`
 * for a malformed VIN, an unreadable year, or when no schema link covers either reading.
 * A VIN whose year is covered but which no model pattern matches decodes with
 * `modelId: null`.
 */
export function decodeVin(input: string, data: VinData): DecodedVin | DecodeError {
  const vin = normaliseVin(input);
  if (!/^[0-9A-HJ-NPR-Z]{17}$/.test(vin)) return { error: 'noMatch' };
  const wmi = data.wmi;
  if (!wmi || wmi.wmi !== wmiOf(vin)) return { error: 'unknownManufacturer' };
  const primary = modelYearOf(vin);
  if (primary === null) return { error: 'noMatch' };
  // Try the other cycle first when position 7 points past everything the WMI has (a
  // letter there before 2010, as BMW did) and a closed link covers the earlier year.
  const newestStart = data.schemas.reduce((max, s) => Math.max(max, s.yearFrom), -Infinity);
  const alternate = otherCycleYear(primary);
  const closedCovers = data.schemas.some((s) => s.yearTo !== null && inRange(s, alternate));
  const years = primary >= 2010 && primary > newestStart + 3 && closedCovers ? [alternate, primary] : [primary, alternate];

  let fallback: { year: number; resolved: Map<string, Candidate> } | null = null;
  for (const year of years) {
    const candidates = candidatesFor(data, year);
    if (candidates.length === 0 && !data.schemas.some((s) => inRange(s, year))) continue;
    const resolved = resolveElements(vin, candidates);
    if (resolved.has('model')) return toDecoded(vin, year, wmi, resolved, candidates);
    fallback ??= { year, resolved };
  }
  if (!fallback) return { error: 'noMatch' };
  return toDecoded(vin, fallback.year, wmi, fallback.resolved, []);
}

function toDecoded(vin: string, year: number, wmi: VinWmi, resolved: Map<string, Candidate>, candidates: Candidate[]): DecodedVin {
  const text = (element: VinElement) => resolved.get(element)?.pattern.value ?? '';
  const model = resolved.get('model');
  let makeId = wmi.makeId;
  let make = wmi.make;
  // The make follows the chosen model: the make pattern beside it (same schema and keys).
  if (model) {
    const beside = (element: VinElement) =>
      candidates.find(
        (c) => c.pattern.element === element && c.pattern.schemaId === model.pattern.schemaId && c.pattern.keys === model.pattern.keys,
      );
    const makePattern = beside('make');
    const makeName = beside('make_name');
    if (makePattern && makeName) {
      makeId = Number(makePattern.pattern.value);
      make = makeName.pattern.value;
    }
  }
  const facts = engineFacts(text, make);
  const engine = buildEngine(facts);
  const displacement = parsePositive(facts.displacementL);
  const cylinders = parsePositive(facts.cylinders);
  return {
    vin,
    year,
    makeId,
    make,
    modelId: model ? Number(model.pattern.value) : null,
    series: text('series'),
    trim: text('trim'),
    bodyClass: text('body_class'),
    driveType: text('drive_type'),
    displacementL: displacement === null ? null : Math.round(displacement * 10) / 10,
    cylinders: cylinders !== null && Number.isInteger(cylinders) ? cylinders : null,
    fuel: fuelCategory(facts.fuel, facts.fuelSecondary),
    engineName: engine?.name ?? '',
    plantCountry: text('plant_country'),
    plantCity: text('plant_city'),
    vehicleType: wmi.vehicleType,
  };
}
