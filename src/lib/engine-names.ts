import type { Locale } from './markets';

/**
 * The vehicle data names an engine in English as a shopper reads it ("2.5L L4 Gas", "3.6L 6-Cyl
 * Gas", "1.6L L4 Turbo Plug-in Hybrid", "Electric": data/vehicles/README.md). A Mexican or
 * Brazilian shopper reads it in their words: "2.5L L4 Gasolina", "3.6L 6 cil. Gasolina",
 * "1.6L L4 Turbo Híbrido plug-in". Displacement and layout (L4, V6) read the same everywhere;
 * the data's English name stays the key and the API's word.
 */
/** The fuel, last in the name: the longest first ("Plug-in Hybrid" before "Hybrid"). */
const FUELS: Record<Exclude<Locale, 'en-US'>, [RegExp, string][]> = {
  'es-MX': [
    [/\bPlug-in Hybrid$/, 'Híbrido enchufable'],
    [/\bHydrogen Fuel Cell$/, 'Celda de combustible de hidrógeno'],
    [/\bFlex Fuel$/, 'Flex'],
    [/\bGas$/, 'Gasolina'],
    [/\bDiesel$/, 'Diésel'],
    [/\bHybrid$/, 'Híbrido'],
    [/\bElectric$/, 'Eléctrico'],
    [/\bCNG$/, 'GNC'],
    [/\bHydrogen$/, 'Hidrógeno'],
  ],
  'pt-BR': [
    [/\bPlug-in Hybrid$/, 'Híbrido plug-in'],
    [/\bHydrogen Fuel Cell$/, 'Célula de combustível a hidrogênio'],
    [/\bFlex Fuel$/, 'Flex'],
    [/\bGas$/, 'Gasolina'],
    [/\bDiesel$/, 'Diesel'],
    [/\bHybrid$/, 'Híbrido'],
    [/\bElectric$/, 'Elétrico'],
    [/\bCNG$/, 'GNV'],
    [/\bHydrogen$/, 'Hidrogênio'],
  ],
};

/** Cylinders without a layout ("6-Cyl") and the charger. */
const LAYOUT: Record<Exclude<Locale, 'en-US'>, [RegExp, string][]> = {
  'es-MX': [
    [/\b(\d+)-Cyl\b/, '$1 cil.'],
    [/\bSupercharged\b/, 'Supercargado'],
  ],
  'pt-BR': [
    [/\b(\d+)-Cyl\b/, '$1 cil.'],
    [/\bSupercharged\b/, 'com compressor'],
  ],
};

export function localizedEngineName(name: string, locale: Locale): string {
  if (locale === 'en-US') return name;
  const fuel = FUELS[locale].find(([pattern]) => pattern.test(name));
  let text = fuel ? name.replace(fuel[0], fuel[1]) : name;
  for (const [pattern, words] of LAYOUT[locale]) text = text.replace(pattern, words);
  return text;
}

export interface VehicleNameParts {
  year: number;
  make: string;
  model: string;
  submodel?: string;
  engine?: string;
}

/** "2015 Toyota Camry LE 2.5L L4 Gas", the engine in the shopper's words ("… 2.5L L4 Gasolina"). */
export function vehicleName(v: VehicleNameParts, locale: Locale): string {
  return [v.year, v.make, v.model, v.submodel, v.engine && localizedEngineName(v.engine, locale)].filter(Boolean).join(' ');
}

/** A vehicle as the shopper reads it: its engine and its name in their words. */
export function vehicleInLocale<T extends VehicleNameParts & { name: string }>(v: T, locale: Locale): T {
  if (locale === 'en-US' || !v.engine) return v;
  return { ...v, engine: localizedEngineName(v.engine, locale), name: vehicleName(v, locale) };
}
