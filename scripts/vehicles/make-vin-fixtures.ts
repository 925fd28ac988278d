/**
 * Write src/server/vehicles/vin/fixtures.ts: real VINs (published in public VIN decoding
 * documentation and test suites) with what they decode to, and for each the slice of the
 * derived VIN tables the decoder needs, so unit tests run without PostgreSQL.
 * Run after derive-vpic.ts: npx tsx scripts/vehicles/make-vin-fixtures.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileKeys, decodeVin, matchesCompiled, type VinData, type VinPattern } from '../../src/server/vehicles/vin/decode';
import { vinProblem } from '../../src/lib/vin';
import { byCodePoint } from './csv';
import { loadVinStore } from './vin-data';

const OUT = path.join(process.cwd(), 'src', 'server', 'vehicles', 'vin', 'fixtures.ts');

/** VIN, and the year, make and model the published source gives (our model names). */
const PUBLISHED: [vin: string, year: number, make: string, model: string][] = [
  ['1HGCM82633A004352', 2003, 'Honda', 'Accord'],
  ['19XFC1F7XGE028370', 2016, 'Honda', 'Civic'],
  ['1C4RJEAG2EC476429', 2014, 'Jeep', 'Grand Cherokee'],
  ['1FAHP3FN8AW139719', 2010, 'Ford', 'Focus'],
  ['1GKEV13728J123735', 2008, 'GMC', 'Acadia'],
  ['2B3KA43G27H825762', 2007, 'Dodge', 'Charger'],
  ['2T1KR32E16C583752', 2006, 'Toyota', 'Corolla Matrix'],
  ['3C3CFFCR9FT528063', 2015, 'Fiat', '500'],
  ['4S3BNAH62G3049699', 2016, 'Subaru', 'Legacy'],
  ['5YFBURHE9FP280940', 2015, 'Toyota', 'Corolla'],
  ['5XXGM4A7XFG459047', 2015, 'Kia', 'Optima'],
  ['5N1CR2MN6EC875492', 2014, 'Nissan', 'Pathfinder'],
  ['JTHBW1GG7D2369737', 2013, 'Lexus', 'ES'],
  ['JN1AZ44EX9M403788', 2009, 'Nissan', '370Z'],
  ['WBSWL9C54AP786013', 2010, 'BMW', 'M3'],
  ['WA1EY74LX9D205644', 2009, 'Audi', 'Q7'],
  ['KNDJT2A54D7883468', 2013, 'Kia', 'Soul'],
  ['137ZA903X1E412677', 2001, 'Hummer', 'H1'],
  ['2HNYD18975H033218', 2005, 'Acura', 'MDX'],
  ['3GNFK16387G115163', 2007, 'Chevrolet', 'Suburban'],
  ['KM8K2CAB4PU001140', 2023, 'Hyundai', 'Kona'],
  ['1ZVBP8CF4E5242560', 2014, 'Ford', 'Mustang'],
  ['3TMCZ5AN2GM040551', 2016, 'Toyota', 'Tacoma'],
  ['1GCHK29U21E231713', 2001, 'Chevrolet', 'Silverado'],
  ['2GCEC19Z0S1245490', 1995, 'Chevrolet', 'C/K Pickup'],
  ['2FMPK4J97NBA08224', 2022, 'Ford', 'Edge'],
  ['JM1BL1SF3A1267720', 2010, 'Mazda', 'Mazda3'],
  ['5UXXW5C54F0791433', 2015, 'BMW', 'X4'],
  ['WDDNG7BB4AA522219', 2010, 'Mercedes-Benz', 'S-Class'],
];

/** Keep this many non-matching model patterns per VIN, so tests see the decoder choose. */
const NON_MATCHING_MODELS = 3;

function main() {
  const store = loadVinStore();
  const fixtures: { vin: string; year: number; make: string; model: string; modelId: number; engineName?: string }[] = [];
  const data: Record<string, VinData> = {};
  const failures: string[] = [];

  for (const [vin, year, make, model] of PUBLISHED) {
    const problem = vinProblem(vin);
    if (problem) {
      failures.push(`${vin}: ${problem}`);
      continue;
    }
    const full = store.vinData(vin);
    const decoded = decodeVin(vin, full);
    if ('error' in decoded) {
      failures.push(`${vin}: ${decoded.error}`);
      continue;
    }
    const modelName = decoded.modelId ? store.models.get(decoded.modelId)?.name : undefined;
    if (decoded.year !== year || decoded.make !== make || modelName !== model) {
      failures.push(`${vin}: expected ${year} ${make} ${model}, decoded ${decoded.year} ${decoded.make} ${modelName}`);
      continue;
    }
    // The slice: links in range of the year (and the newest link, which the decoder's
    // cycle check reads), the patterns that match, and a few model patterns that do not.
    const inRange = full.schemas.filter((s) => s.yearFrom <= year && (s.yearTo === null || s.yearTo >= year));
    const newest = full.schemas.reduce((a, b) => (b.yearFrom > a.yearFrom ? b : a), full.schemas[0]!);
    const links = [...new Map([...inRange, newest].map((s) => [`${s.schemaId}/${s.yearFrom}`, s])).values()];
    const ids = new Set(inRange.map((s) => s.schemaId));
    const candidates = full.patterns.filter((p) => ids.has(p.schemaId));
    const matching = candidates.filter((p) => matchesCompiled(vin, compileKeys(p.keys)));
    const others = candidates.filter((p) => p.element === 'model' && !matchesCompiled(vin, compileKeys(p.keys))).slice(0, NON_MATCHING_MODELS);
    const slice: VinData = { wmi: full.wmi, schemas: sortLinks(links), patterns: sortPatterns([...matching, ...others]) };
    const again = decodeVin(vin, slice);
    if (JSON.stringify(again) !== JSON.stringify(decoded)) {
      failures.push(`${vin}: the slice decodes differently`);
      continue;
    }
    fixtures.push({ vin, year, make, model, modelId: decoded.modelId!, ...(decoded.engineName ? { engineName: decoded.engineName } : {}) });
    data[vin] = slice;
  }

  const lines: string[] = [];
  lines.push('/**');
  lines.push(' * Real VINs, published in public VIN-decoding documentation and test suites, with what the');
  lines.push(' * derived vPIC data decodes them to; and for each the VinData the decoder needs (the WMI,');
  lines.push(' * its schema links for that year, the patterns that match plus a few model patterns that do');
  lines.push(' * not), so tests run without PostgreSQL. Generated by scripts/vehicles/make-vin-fixtures.ts');
  lines.push(' * from data/vehicles: do not edit by hand.');
  lines.push(' */');
  lines.push("import type { VinData, VinPattern } from './decode';");
  lines.push('');
  lines.push('export interface VinFixture {');
  lines.push('  vin: string;');
  lines.push('  year: number;');
  lines.push('  make: string;');
  lines.push('  /** Model name as in models.csv. */');
  lines.push('  model: string;');
  lines.push('  modelId: number;');
  lines.push('  /** As engines.csv names it, when the VIN says. */');
  lines.push('  engineName?: string;');
  lines.push('}');
  lines.push('');
  lines.push('export const VIN_FIXTURES: VinFixture[] = [');
  for (const f of fixtures) lines.push(`  ${literal(f)},`);
  lines.push('];');
  lines.push('');
  lines.push('type Row = [schemaId: number, keys: string, element: string, value: string];');
  lines.push('const patterns = (rows: Row[]): VinPattern[] => rows.map(([schemaId, keys, element, value]) => ({ schemaId, keys, element, value }));');
  lines.push('');
  lines.push('export const VIN_DATA_FIXTURES: Record<string, VinData> = {');
  for (const [vin, d] of Object.entries(data)) {
    lines.push(`  ${q(vin)}: {`);
    lines.push(`    wmi: ${d.wmi ? literal(d.wmi) : 'null'},`);
    lines.push(`    schemas: [${d.schemas.map((s) => `{ schemaId: ${s.schemaId}, yearFrom: ${s.yearFrom}, yearTo: ${s.yearTo} }`).join(', ')}],`);
    lines.push('    patterns: patterns([');
    for (const p of d.patterns) lines.push(`      [${p.schemaId}, ${q(p.keys)}, ${q(p.element)}, ${q(p.value)}],`);
    lines.push('    ]),');
    lines.push('  },');
  }
  lines.push('};');
  lines.push('');
  fs.writeFileSync(OUT, lines.join('\n'));
  const size = fs.statSync(OUT).size;
  console.log(`wrote ${path.relative(process.cwd(), OUT)}: ${fixtures.length} VINs, ${(size / 1024).toFixed(0)} KiB`);
  if (failures.length) {
    console.log(`left out ${failures.length}:`);
    for (const f of failures) console.log(`  ${f}`);
  }
}

/** A single-quoted TypeScript string literal. */
function q(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A flat object as a TypeScript literal: { a: 1, b: 'x' }. */
function literal(object: object): string {
  const parts = Object.entries(object).map(([k, v]) => `${k}: ${typeof v === 'string' ? q(v) : String(v)}`);
  return `{ ${parts.join(', ')} }`;
}

function sortLinks<T extends { schemaId: number; yearFrom: number }>(list: T[]): T[] {
  return [...list].sort((a, b) => a.schemaId - b.schemaId || a.yearFrom - b.yearFrom);
}

function sortPatterns(list: VinPattern[]): VinPattern[] {
  return [...list].sort((a, b) => a.schemaId - b.schemaId || byCodePoint(a.element, b.element) || byCodePoint(a.keys, b.keys) || byCodePoint(a.value, b.value));
}

main();
