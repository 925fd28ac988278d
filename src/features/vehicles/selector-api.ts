import { browserApiClient } from '@/lib/api-client';
import { localizedEngineName } from '@/lib/engine-names';
import type { Locale } from '@/lib/markets';

export interface Option {
  id: number;
  name: string;
}

export interface VehicleView {
  vehicleKey: string;
  baseVehicleId: number;
  year: number;
  make: string;
  model: string;
  engine: string | null;
  name: string;
}

export interface Garage {
  preferred: VehicleView | null;
  vehicles: VehicleView[];
}

/** The selector's calls to /ecomm/b2c/v1/vehicles; lists are cached 300 s in the page. */
export function vehicleApi(locale: Locale, aces: boolean) {
  const api = browserApiClient(locale, aces);
  const base = '/ecomm/b2c/v1/vehicles';
  return {
    years: () => api.getCached<{ years: Option[] }>(`${base}/years`).then((r) => r.years),
    makes: (year: number) => api.getCached<{ makes: Option[] }>(`${base}/makes?year=${year}`).then((r) => r.makes),
    models: (year: number, makeId: number) => api.getCached<{ models: Option[] }>(`${base}/models?year=${year}&makeId=${makeId}`).then((r) => r.models),
    engines: (year: number, makeId: number, modelId: number) =>
      api
        .getCached<{ baseVehicleId: number; engines: Option[] }>(`${base}/engines?year=${year}&makeId=${makeId}&modelId=${modelId}`)
        // The data's English engine names in the shopper's words ("2.5L L4 Gasolina").
        .then((r) => r.engines.map((engine) => ({ ...engine, name: localizedEngineName(engine.name, locale) }))),
    garage: () => api.get<Garage>(`${base}/garage`),
    choose: (body: { year: number; makeId: number; modelId: number; engineId?: number } | { vehicleKey: string }) => api.post<Garage>(`${base}/preferred`, body),
    remove: (vehicleKey: string) => api.delete<Garage>(`${base}/garage/${encodeURIComponent(vehicleKey)}`),
  };
}
