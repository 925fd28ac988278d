import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { commonVehicleScope, readCommonModels } from './common-vehicles';

const vehicleData = (file: string) => parse(zlib.gunzipSync(fs.readFileSync(path.join(process.cwd(), 'data', 'vehicles', `${file}.csv.gz`))), { columns: true }) as Record<string, string>[];

describe('the common-vehicle list (data/car-parc)', () => {
  const rows = readCommonModels();
  const models = new Map(vehicleData('models').map((m) => [Number(m.model_id), m]));
  const makes = new Map(vehicleData('makes').map((m) => [Number(m.make_id), m.name!]));
  const years = new Map<number, number[]>();
  for (const b of vehicleData('base_vehicles')) years.set(Number(b.model_id), [...(years.get(Number(b.model_id)) ?? []), Number(b.year)]);

  it('lists the three markets, ranked, with year spans from 2000 on', () => {
    for (const market of ['US', 'MX', 'BR'] as const) expect(rows.filter((r) => r.market === market).length).toBeGreaterThanOrEqual(30);
    for (const r of rows) {
      expect(r.from, `${r.make} ${r.model}`).toBeGreaterThanOrEqual(2000);
      expect(r.to).toBeGreaterThanOrEqual(r.from);
      expect(r.to).toBeLessThanOrEqual(2025);
    }
  });

  it('maps each model to a vPIC model of the same make and name (or says how), with years in the common span; says why when it cannot', () => {
    for (const r of rows) {
      if (r.vpicModelId === null) {
        expect(r.note, `${r.make} ${r.model}`).toMatch(/vPIC/);
        continue;
      }
      const model = models.get(r.vpicModelId);
      expect(model, `${r.make} ${r.model}`).toBeDefined();
      expect(makes.get(Number(model!.make_id)), `${r.make} ${r.model}`).toBe(r.make);
      if (model!.name !== r.model) expect(r.note, `${r.make} ${r.model} → ${model!.name}`).toMatch(/mapped to/);
      expect((years.get(r.vpicModelId) ?? []).some((y) => y >= r.from && y <= r.to), `${r.make} ${r.model} has years in ${r.from}-${r.to}`).toBe(true);
    }
  });

  it('gives the generator each mapped model once, over its widest span', () => {
    const scope = commonVehicleScope(rows);
    expect(new Set(scope.map((s) => s.modelId)).size).toBe(scope.length);
    expect(scope.find((s) => s.modelId === 2469)).toEqual({ modelId: 2469, from: 2000, to: 2025 });
    expect(scope.find((s) => s.modelId === 1894)).toEqual({ modelId: 1894, from: 2007, to: 2025 });
  });
});
