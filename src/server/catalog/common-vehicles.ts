import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** The commonest models of the US, Mexican and Brazilian car parc (data/car-parc/README.md). */
export const COMMON_MODELS_FILE = path.join(process.cwd(), 'data', 'car-parc', 'common-models.csv');

export interface CommonModelRow {
  market: 'US' | 'MX' | 'BR';
  rank: number;
  make: string;
  model: string;
  from: number;
  to: number;
  /** The vPIC model it maps to, or null when the vehicle data have none. */
  vpicModelId: number | null;
  note: string;
}

export function readCommonModels(file = COMMON_MODELS_FILE): CommonModelRow[] {
  const records = parse(fs.readFileSync(file), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return records.map((r) => {
    const [from, to] = (r.common_years ?? '').split('-').map(Number);
    return {
      market: r.market as CommonModelRow['market'],
      rank: Number(r.rank),
      make: r.make ?? '',
      model: r.model ?? '',
      from: from!,
      to: to!,
      vpicModelId: r.vpic_model_id ? Number(r.vpic_model_id) : null,
      note: r.note ?? '',
    };
  });
}

/** The mapped models and the years they are common in any market (the widest span), for the generator. */
export function commonVehicleScope(rows: CommonModelRow[]): { modelId: number; from: number; to: number }[] {
  const scope = new Map<number, { modelId: number; from: number; to: number }>();
  for (const row of rows) {
    if (row.vpicModelId === null) continue;
    const seen = scope.get(row.vpicModelId);
    scope.set(row.vpicModelId, { modelId: row.vpicModelId, from: Math.min(seen?.from ?? row.from, row.from), to: Math.max(seen?.to ?? row.to, row.to) });
  }
  return [...scope.values()].sort((a, b) => a.modelId - b.modelId);
}
