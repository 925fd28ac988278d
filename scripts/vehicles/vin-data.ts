/**
 * The derived VIN tables (data/vehicles/vin_*.csv.gz) in memory, answering what the runtime
 * reads from PostgreSQL for one VIN: the WMI row, its schema links and their patterns.
 */
import path from 'node:path';
import type { VinData, VinPattern, VinSchemaLink, VinWmi } from '../../src/server/vehicles/vin/decode';
import { wmiOf } from '../../src/lib/vin';
import { readCsvGz } from './csv';

export const DATA_DIR = path.join(process.cwd(), 'data', 'vehicles');

export interface VinStore {
  wmis: Map<string, VinWmi>;
  links: Map<string, VinSchemaLink[]>;
  patterns: Map<number, VinPattern[]>;
  models: Map<number, { name: string; makeId: number }>;
  makes: Map<number, string>;
  vinData(vin: string): VinData;
}

export function loadVinStore(dir = DATA_DIR): VinStore {
  const wmis = new Map<string, VinWmi>();
  for (const r of readCsvGz(path.join(dir, 'vin_wmis.csv.gz'))) {
    wmis.set(r.wmi!, { wmi: r.wmi!, makeId: Number(r.make_id), make: r.make!, vehicleType: r.vehicle_type!, country: r.country ?? '' });
  }
  const links = new Map<string, VinSchemaLink[]>();
  for (const r of readCsvGz(path.join(dir, 'vin_schemas.csv.gz'))) {
    const list = links.get(r.wmi!) ?? [];
    list.push({ schemaId: Number(r.schema_id), yearFrom: Number(r.year_from), yearTo: r.year_to ? Number(r.year_to) : null });
    links.set(r.wmi!, list);
  }
  const patterns = new Map<number, VinPattern[]>();
  for (const r of readCsvGz(path.join(dir, 'vin_patterns.csv.gz'))) {
    const schemaId = Number(r.schema_id);
    const list = patterns.get(schemaId) ?? [];
    list.push({ schemaId, keys: r.keys!, element: r.element!, value: r.value! });
    patterns.set(schemaId, list);
  }
  const models = new Map<number, { name: string; makeId: number }>();
  for (const r of readCsvGz(path.join(dir, 'models.csv.gz'))) models.set(Number(r.model_id), { name: r.name!, makeId: Number(r.make_id) });
  const makes = new Map<number, string>();
  for (const r of readCsvGz(path.join(dir, 'makes.csv.gz'))) makes.set(Number(r.make_id), r.name!);

  return {
    wmis,
    links,
    patterns,
    models,
    makes,
    vinData(vin: string): VinData {
      const wmi = wmiOf(vin);
      const schemas = links.get(wmi) ?? [];
      const ids = [...new Set(schemas.map((s) => s.schemaId))];
      return { wmi: wmis.get(wmi) ?? null, schemas, patterns: ids.flatMap((id) => patterns.get(id) ?? []) };
    },
  };
}
