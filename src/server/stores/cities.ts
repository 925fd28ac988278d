import fs from 'node:fs';
import path from 'node:path';

/** Real places: the stores are generated at them, and the locator finds a city typed by name (data/stores/README.md). */
export const STORE_DATA_DIR = path.join(process.cwd(), 'data', 'stores');

export interface City {
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  areaCode: string;
  stores: number;
}

/** The Mexican or Brazilian cities of data/stores. */
export function loadCities(country: 'MX' | 'BR'): City[] {
  return JSON.parse(fs.readFileSync(path.join(STORE_DATA_DIR, `${country.toLowerCase()}-cities.json`), 'utf8')) as City[];
}
