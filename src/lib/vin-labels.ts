/**
 * vPIC decodes a VIN into its own English words: the country a vehicle was built in ("United
 * States (USA)", "Germany"), its body class ("Sedan/Saloon") and drive type ("FWD/Front-Wheel
 * Drive"). These give the shopper's language for them; a value not known here is shown as vPIC
 * gives it.
 */

/** vPIC names that are not the region's English name in ICU. */
const COUNTRY_ALIASES: Record<string, string> = {
  'czech republic': 'CZ',
  turkey: 'TR',
  'korea, republic of': 'KR',
  'republic of korea': 'KR',
  'viet nam': 'VN',
  russia: 'RU',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
};

const normalise = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/&/g, 'and')
    .trim()
    .toLowerCase();

let regionByEnglishName: Map<string, string> | null = null;

/** The region code of a vPIC country name, from ICU's English region names (every two-letter code). */
export function regionOfCountryName(name: string): string | null {
  const key = normalise(name);
  if (COUNTRY_ALIASES[key]) return COUNTRY_ALIASES[key];
  if (!regionByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    regionByEnglishName = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const found = english.of(code);
        // The first code of a name wins: GB, not the exceptionally reserved UK.
        if (found && found !== 'Unknown Region' && !regionByEnglishName.has(normalise(found))) regionByEnglishName.set(normalise(found), code);
      }
    }
  }
  return regionByEnglishName.get(key) ?? null;
}

/** "United States (USA)" → "Estados Unidos" in es-MX, "Estados Unidos" in pt-BR, "United States" in en-US. */
export function countryName(name: string, locale: string): string {
  const region = regionOfCountryName(name);
  return (region && new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(region)) || name;
}

/** vPIC's body classes (its BodyClass list) → the key of their name in `vehicles.vin.bodyClasses`. */
export const BODY_CLASS_KEYS: Record<string, string> = {
  'Sedan/Saloon': 'sedan',
  Coupe: 'coupe',
  'Convertible/Cabriolet': 'convertible',
  'Hatchback/Liftback/Notchback': 'hatchback',
  'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)': 'suv',
  'Crossover Utility Vehicle (CUV)': 'crossover',
  'Sport Utility Truck (SUT)': 'sportUtilityTruck',
  Pickup: 'pickup',
  Truck: 'truck',
  'Truck-Tractor': 'truckTractor',
  Wagon: 'wagon',
  Roadster: 'roadster',
  Minivan: 'minivan',
  Van: 'van',
  'Cargo Van': 'cargoVan',
  Limousine: 'limousine',
  Bus: 'bus',
};

/** vPIC's drive types (its DriveType list) → the key of their name in `vehicles.vin.driveTypes`. */
export const DRIVE_TYPE_KEYS: Record<string, string> = {
  'FWD/Front-Wheel Drive': 'front',
  'RWD/Rear-Wheel Drive': 'rear',
  'AWD/All-Wheel Drive': 'all',
  '4WD/4-Wheel Drive/4x4': 'four',
  '2WD/4WD': 'twoOrFour',
};
