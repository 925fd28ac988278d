import type { Locale } from '@/lib/markets';

/**
 * Words shoppers use for a part that the market's catalogue names otherwise: a Mexican catalogue
 * says "balatas" where much of Latin America says "pastillas", "acumulador" for "batería", "mofle"
 * for "silenciador"; a Brazilian one says "silencioso" for "abafador". A word listed here is
 * searched as itself or any of its alternatives (each a word or a phrase the catalogue uses), is
 * never "corrected" into another word, and counts as known. Folded (lower case, no accents), in
 * the singular and the plural where they differ beyond the stemmer's reach.
 */
export const SYNONYMS: Record<Locale, Record<string, readonly string[]>> = {
  'en-US': {
    coolant: ['antifreeze'],
    disc: ['rotor'],
    discs: ['rotor'],
    sparkplug: ['spark plug'],
    sparkplugs: ['spark plug'],
    headlamp: ['headlight'],
    headlamps: ['headlight'],
    taillight: ['tail light'],
    taillights: ['tail light'],
    taillamp: ['tail light'],
    wiper: ['wiper blade'],
  },
  'es-MX': {
    pastilla: ['balatas'],
    pastillas: ['balatas'],
    bateria: ['acumulador'],
    baterias: ['acumulador'],
    silenciador: ['mofle'],
    silenciadores: ['mofle'],
    escobilla: ['plumilla'],
    escobillas: ['plumilla'],
    pluma: ['plumilla'],
    plumas: ['plumilla'],
    bombilla: ['foco'],
    bombillas: ['foco'],
    correa: ['banda'],
    correas: ['banda'],
    refrigerante: ['anticongelante'],
    rotor: ['disco'],
    rotores: ['disco'],
    mordaza: ['caliper'],
    mordazas: ['caliper'],
    pinza: ['caliper'],
    catalizador: ['convertidor catalitico'],
    arrancador: ['marcha'],
    tijera: ['horquilla'],
    semieje: ['flecha'],
    cubo: ['maza'],
  },
  'pt-BR': {
    abafador: ['silencioso'],
    silenciador: ['silencioso'],
    rotor: ['disco'],
    arranque: ['partida'],
    balanca: ['bandeja'],
    oxigenio: ['sonda lambda'],
  },
};

/** The alternatives of a folded word in a market's catalogue: none for most words. */
export function synonymsOf(locale: Locale, word: string): readonly string[] {
  return Object.hasOwn(SYNONYMS[locale], word) ? SYNONYMS[locale][word]! : [];
}
