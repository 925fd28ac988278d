import type { Locale } from '@/lib/markets';
import type { Warranty } from './import/values';

/**
 * The display names of the catalogue's warranty terms, per locale, as adjectives ("a {name}
 * warranty"): the warranties pages show them, and the demo generator writes them into the
 * descriptions it makes.
 */
export const WARRANTY_NAMES: Record<Warranty, Record<Locale, string>> = {
  '90-day': { 'en-US': '90-day', 'es-MX': 'de 90 días', 'pt-BR': 'de 90 dias' },
  '1-year': { 'en-US': '1-year', 'es-MX': 'de 1 año', 'pt-BR': 'de 1 ano' },
  '2-year': { 'en-US': '2-year', 'es-MX': 'de 2 años', 'pt-BR': 'de 2 anos' },
  '3-year': { 'en-US': '3-year', 'es-MX': 'de 3 años', 'pt-BR': 'de 3 anos' },
  'limited-lifetime': { 'en-US': 'limited lifetime', 'es-MX': 'limitada de por vida', 'pt-BR': 'vitalícia limitada' },
  lifetime: { 'en-US': 'lifetime', 'es-MX': 'de por vida', 'pt-BR': 'vitalícia' },
};
