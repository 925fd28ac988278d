import type { Locale } from '@/lib/markets';

/**
 * The demo catalogue writes sizes the US way ("16 in", "20 ft", "3,500 lb", "8 qt", "4 pc"). A
 * Mexican or Brazilian shopper reads them in their own words and number format: "16 pulg." and
 * "16 pol.", "1.75 pulg." and "1,75 pol.", quarts as litres. Codes and metric sizes ("H11", "10 mm",
 * "2 t") are the same everywhere and stay as they are.
 */
const UNITS: Record<string, Record<Exclude<Locale, 'en-US'>, string>> = {
  in: { 'es-MX': 'pulg.', 'pt-BR': 'pol.' },
  ft: { 'es-MX': 'pies', 'pt-BR': 'pés' },
  pc: { 'es-MX': 'pzas.', 'pt-BR': 'peças' },
  lb: { 'es-MX': 'lb', 'pt-BR': 'lb' },
};
const LITRES_PER_QUART = 0.946353;

/** Brazil writes 1,75 and 3.500 where the US and Mexico write 1.75 and 3,500. */
const brazilianNumber = (number: string) => number.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));

export function localizedMeasure(value: string, locale: Locale): string {
  const match = /^([\d.,/-]+) (in|ft|pc|lb|qt)$/.exec(value);
  if (!match || locale === 'en-US') return value;
  const [, number, unit] = match as unknown as [string, string, string];
  if (unit === 'qt') {
    const litres = (Number(number) * LITRES_PER_QUART).toFixed(1);
    return `${locale === 'pt-BR' ? brazilianNumber(litres) : litres} L`;
  }
  return `${locale === 'pt-BR' ? brazilianNumber(number) : number} ${UNITS[unit]![locale]}`;
}
