import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { bulkInsert, type ColumnType } from '@/server/db/bulk';
import { forgetVehicleReads } from './service';

/** The vehicle and VIN data derived from vPIC (data/vehicles/README.md). */
export const VEHICLE_DATA_DIR = path.join(process.cwd(), 'data', 'vehicles');
const BATCH = 5000;

type Cell = string | number | null;

interface FileLoad {
  file: string;
  table: string;
  columns: { name: string; type: ColumnType; from: string; empty?: 'null' | 'keep' }[];
}

const LOADS: FileLoad[] = [
  {
    file: 'makes.csv.gz',
    table: 'vehicle_makes',
    columns: [
      { name: 'id', type: 'int', from: 'make_id' },
      { name: 'name', type: 'text', from: 'name' },
      { name: 'slug', type: 'text', from: 'slug' },
      { name: 'first_year', type: 'smallint', from: 'first_year' },
      { name: 'last_year', type: 'smallint', from: 'last_year' },
    ],
  },
  {
    file: 'models.csv.gz',
    table: 'vehicle_models',
    columns: [
      { name: 'id', type: 'int', from: 'model_id' },
      { name: 'make_id', type: 'int', from: 'make_id' },
      { name: 'name', type: 'text', from: 'name' },
      { name: 'slug', type: 'text', from: 'slug' },
      { name: 'vehicle_type', type: 'text', from: 'vehicle_type' },
    ],
  },
  {
    file: 'base_vehicles.csv.gz',
    table: 'base_vehicles',
    columns: [
      { name: 'id', type: 'int', from: 'base_vehicle_id' },
      { name: 'year', type: 'smallint', from: 'year' },
      { name: 'make_id', type: 'int', from: 'make_id' },
      { name: 'model_id', type: 'int', from: 'model_id' },
    ],
  },
  {
    file: 'engines.csv.gz',
    table: 'engines',
    columns: [
      { name: 'id', type: 'int', from: 'engine_id' },
      { name: 'name', type: 'text', from: 'name' },
      { name: 'liters', type: 'numeric', from: 'liters' },
      { name: 'cylinders', type: 'smallint', from: 'cylinders' },
      { name: 'block', type: 'text', from: 'block' },
      { name: 'fuel', type: 'text', from: 'fuel' },
      { name: 'aspiration', type: 'text', from: 'aspiration' },
    ],
  },
  {
    file: 'vehicle_engines.csv.gz',
    table: 'base_vehicle_engines',
    columns: [
      { name: 'base_vehicle_id', type: 'int', from: 'base_vehicle_id' },
      { name: 'engine_id', type: 'int', from: 'engine_id' },
      { name: 'link', type: 'text', from: 'link' },
    ],
  },
  {
    file: 'vin_wmis.csv.gz',
    table: 'vin_wmis',
    columns: [
      { name: 'wmi', type: 'text', from: 'wmi' },
      { name: 'make_id', type: 'int', from: 'make_id' },
      { name: 'make', type: 'text', from: 'make' },
      { name: 'vehicle_type', type: 'text', from: 'vehicle_type' },
      { name: 'country', type: 'text', from: 'country', empty: 'keep' },
    ],
  },
  {
    file: 'vin_schemas.csv.gz',
    table: 'vin_schemas',
    columns: [
      { name: 'wmi', type: 'text', from: 'wmi' },
      { name: 'schema_id', type: 'int', from: 'schema_id' },
      { name: 'year_from', type: 'smallint', from: 'year_from' },
      { name: 'year_to', type: 'smallint', from: 'year_to' },
    ],
  },
  {
    file: 'vin_patterns.csv.gz',
    table: 'vin_patterns',
    columns: [
      { name: 'schema_id', type: 'int', from: 'schema_id' },
      { name: 'keys', type: 'text', from: 'keys', empty: 'keep' },
      { name: 'element', type: 'text', from: 'element' },
      { name: 'value', type: 'text', from: 'value', empty: 'keep' },
    ],
  },
];

const TABLES = [
  'vin_patterns',
  'vin_schemas',
  'vin_wmis',
  'base_vehicle_submodels',
  'submodels',
  'base_vehicle_engines',
  'engines',
  'base_vehicles',
  'vehicle_models',
  'vehicle_makes',
];

function records(file: string): AsyncIterable<Record<string, string>> {
  return fs.createReadStream(path.join(VEHICLE_DATA_DIR, file)).pipe(zlib.createGunzip()).pipe(parse({ columns: true }));
}

/** The data set's identity: a hash of its files, so a re-derived data set reloads. */
export function vehicleDataVersion(): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(VEHICLE_DATA_DIR).filter((f) => f.endsWith('.csv.gz')).sort()) {
    hash.update(name);
    hash.update(fs.readFileSync(path.join(VEHICLE_DATA_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function loadFile(executor: Executor, load: FileLoad, log: (line: string) => void): Promise<number> {
  let batch: Cell[][] = [];
  let count = 0;
  const flush = async () => {
    await bulkInsert(executor, load.table, load.columns, batch);
    count += batch.length;
    batch = [];
  };
  for await (const record of records(load.file)) {
    batch.push(load.columns.map((c) => (record[c.from] === '' && c.empty !== 'keep' ? null : (record[c.from] ?? null))));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  log(`  ${load.table}: ${count} rows`);
  return count;
}

/** Submodel names get ids here (sorted by name), then the base vehicles' submodels. */
async function loadSubmodels(executor: Executor, log: (line: string) => void): Promise<number> {
  const pairs: [number, string][] = [];
  for await (const record of records('vehicle_submodels.csv.gz')) pairs.push([Number(record.base_vehicle_id), record.submodel ?? '']);
  const names = [...new Set(pairs.map(([, name]) => name).filter(Boolean))].sort();
  const ids = new Map(names.map((name, i) => [name, i + 1]));
  await bulkInsert(
    executor,
    'submodels',
    [
      { name: 'id', type: 'int' },
      { name: 'name', type: 'text' },
    ],
    names.map((name) => [ids.get(name)!, name]),
  );
  const rows = [...new Map(pairs.filter(([, n]) => n).map(([bv, n]) => [`${bv}:${n}`, [bv, ids.get(n)!] as Cell[]])).values()];
  for (let i = 0; i < rows.length; i += BATCH) {
    await bulkInsert(
      executor,
      'base_vehicle_submodels',
      [
        { name: 'base_vehicle_id', type: 'int' },
        { name: 'submodel_id', type: 'int' },
      ],
      rows.slice(i, i + BATCH),
    );
  }
  log(`  submodels: ${names.length} names on ${rows.length} base vehicles`);
  return names.length + rows.length;
}

/** Replace the vehicle data in one transaction, then forget what was read of the old (service.ts keeps lists and vehicles a day). */
export async function seedVehicleData(db: Database, log: (line: string) => void = () => {}): Promise<number> {
  const rows = await db.transaction((tx) => seedVehicles(tx, log));
  await forgetVehicleReads();
  return rows;
}

/** Replace the vehicle and VIN data with the files' (fitment and garages are kept). */
async function seedVehicles(executor: Executor, log: (line: string) => void = () => {}): Promise<number> {
  await executor.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')}`));
  let rows = 0;
  for (const load of LOADS.slice(0, 5)) rows += await loadFile(executor, load, log);
  rows += await loadSubmodels(executor, log);
  for (const load of LOADS.slice(5)) rows += await loadFile(executor, load, log);
  await executor.execute(sql`ANALYZE`);
  return rows;
}
