/**
 * Cross-check the pure decoder against corgi's own decodeVIN on VINs built from real vPIC
 * patterns: for a seeded random sample of (WMI, year, model pattern) from the derived data,
 * build a VIN that matches the model pattern (check digit computed), decode it with both,
 * and report how often year, make and model agree. Run after derive-vpic.ts:
 *   npx tsx scripts/vehicles/crosscheck-corgi.ts [sample size, default 200] [random]
 * corgi's dist/browser.mjs is taken from the same pinned tarball; its adapter runs over sql.js.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SqlValue } from 'sql.js';
import { compileKeys, decodeVin } from '../../src/server/vehicles/vin/decode';
import { expectedCheckDigit, VIN_ALPHABET, wmiOf } from '../../src/lib/vin';
import { MODEL_RENAMES, SCION_MAKE_ID, tidyName } from './catalog';
import { loadVinStore } from './vin-data';
import { openVpic, rows, TARBALL, VPIC_DIR } from './vpic-source';

const SAMPLE = Number(process.argv[2] ?? 200);
/** "random": fill positions 4-8 at random instead of from a model pattern (harder: ties and gaps). */
const RANDOM_VDS = process.argv[3] === 'random';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type CorgiDecode = (vin: string, adapter: unknown) => Promise<{ components?: { vehicle?: { make?: string; model?: string; year?: number } } }>;

async function loadCorgi(): Promise<CorgiDecode> {
  const dir = path.join(VPIC_DIR, 'corgi');
  const file = path.join(dir, 'package', 'dist', 'browser.mjs');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(VPIC_DIR, TARBALL), '-C', dir, 'package/dist/browser.mjs']);
  }
  const corgi = (await import(pathToFileURL(file).href)) as { decodeVIN: CorgiDecode };
  return corgi.decodeVIN;
}

/** A VIN (without its WMI's own checks) matching keys, for a year and WMI. */
function buildVin(wmi: string, keys: string, year: number, next: () => number): string {
  const chars = [...wmi.padEnd(3, 'A').slice(0, 3), ...'AAAAAA', YEAR_CODES[(year - 1980) % 30]!, ...'A123456'];
  // Position 7 picks the year cycle: a letter from 2010, a digit before.
  chars[6] = year >= 2010 ? 'A' : '1';
  for (const i of [3, 4, 5, 7, 10]) chars[i] = VIN_ALPHABET[Math.floor(next() * VIN_ALPHABET.length)]!;
  for (const { index, chars: allowed } of compileKeys(keys).constraints) {
    if (index === 9) continue;
    const usable = [...allowed].filter((c) => VIN_ALPHABET.includes(c));
    if (usable.length) chars[index] = usable[Math.floor(next() * usable.length)]!;
  }
  if (year >= 2010 && !/[A-Z]/.test(chars[6]!)) return '';
  if (year < 2010 && !/[0-9]/.test(chars[6]!)) return '';
  const vin = chars.join('');
  return vin.slice(0, 8) + expectedCheckDigit(vin) + vin.slice(9);
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

async function main() {
  const started = performance.now();
  const store = loadVinStore();
  const corgiDecode = await loadCorgi();
  const { db } = await openVpic();
  const vpicModelNames = new Map(rows<{ Id: number; Name: string }>(db, 'SELECT Id, Name FROM Model').map((r) => [r.Id, r.Name]));
  const adapter = {
    exec: async (sql: string, params: SqlValue[] = []) => db.exec(sql, params).map((r) => ({ columns: r.columns, values: r.values })),
    close: async () => {},
  };

  // Candidates: (WMI, year, model pattern) over three-character WMIs, 1990-2026.
  const next = random(20260101);
  const wmis = [...store.wmis.keys()].filter((w) => w.length === 3).sort();
  let agreeYear = 0;
  let agreeMake = 0;
  let agreeModel = 0;
  let agreeAll = 0;
  let tried = 0;
  /** VINs corgi decodes at all (it returns no vehicle when no pattern matches), and agreement on those. */
  let corgiDecoded = 0;
  let agreeDecoded = 0;
  const disagreements: string[] = [];
  while (tried < SAMPLE) {
    const wmi = wmis[Math.floor(next() * wmis.length)]!;
    const year = 1990 + Math.floor(next() * 37);
    const links = (store.links.get(wmi) ?? []).filter((l) => l.yearFrom <= year && (l.yearTo === null || l.yearTo >= year));
    const modelPatterns = links.flatMap((l) => (store.patterns.get(l.schemaId) ?? []).filter((p) => p.element === 'model'));
    if (modelPatterns.length === 0) continue;
    const pattern = modelPatterns[Math.floor(next() * modelPatterns.length)]!;
    const vin = buildVin(wmi, RANDOM_VDS ? '' : pattern.keys, year, next);
    if (!vin || wmiOf(vin) !== wmi) continue;
    const ours = decodeVin(vin, store.vinData(vin));
    if ('error' in ours) continue;
    tried++;
    const theirs = (await corgiDecode(vin, adapter)).components?.vehicle ?? {};
    const ourModel = ours.modelId ? (store.models.get(ours.modelId)?.name ?? '') : '';
    const ourVpicName = ours.modelId ? (vpicModelNames.get(ours.modelId) ?? '') : '';
    const theirMake = theirs.make ?? '';
    const theirModel = theirs.model ?? '';
    const yearOk = theirs.year === ours.year;
    const makeOk = norm(theirMake) === norm(ours.make) || (ours.makeId === SCION_MAKE_ID && norm(theirMake) === 'toyota');
    const renamed = tidyName(MODEL_RENAMES[ours.make]?.[theirModel] ?? theirModel);
    const modelOk =
      norm(theirModel) === norm(ourModel) ||
      norm(theirModel) === norm(ourVpicName) ||
      norm(renamed) === norm(ourModel) ||
      (ours.makeId === SCION_MAKE_ID && norm(theirModel) === norm(`Scion ${ourModel}`));
    if (yearOk) agreeYear++;
    if (makeOk) agreeMake++;
    if (modelOk) agreeModel++;
    if (process.env.SHOW) console.log(`  ${vin}: ours ${ours.year} ${ours.make} ${ourModel} | corgi ${theirs.year} ${theirMake} ${theirModel}`);
    if (yearOk && makeOk && modelOk) agreeAll++;
    if (theirs.year !== undefined) {
      corgiDecoded++;
      if (yearOk && makeOk && modelOk) agreeDecoded++;
    }
    else disagreements.push(`${vin}: ours ${ours.year} ${ours.make} ${ourModel || '-'} | corgi ${theirs.year} ${theirMake} ${theirModel || '-'}`);
  }
  const pct = (n: number) => `${((100 * n) / tried).toFixed(1)}%`;
  console.log(`${tried} VINs built ${RANDOM_VDS ? 'with random positions 4-8' : 'from real model patterns'}; agreement with corgi decodeVIN:`);
  console.log(`  year ${pct(agreeYear)}, make ${pct(agreeMake)}, model ${pct(agreeModel)}, all three ${pct(agreeAll)}`);
  console.log(`  corgi decoded ${corgiDecoded} of them; all three agree on ${agreeDecoded} of those`);
  if (disagreements.length) {
    console.log(`disagreements (${disagreements.length}):`);
    for (const d of disagreements) console.log(`  ${d}`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
