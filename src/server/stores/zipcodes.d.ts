/** The npm package `zipcodes` (v8) ships no types; only what the stores module uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCode | undefined;
  export const codes: Record<string, ZipCode>;
  export function lookupByName(city: string, state: string): ZipCode[];
}
