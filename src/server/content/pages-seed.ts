import type { Locale } from '@/lib/markets';
import { PAGES as landingEnUS } from './page-seed/landing.en-US';
import { PAGES as landingEsMX } from './page-seed/landing.es-MX';
import { PAGES as landingPtBR } from './page-seed/landing.pt-BR';
import { PAGES as legalEnUS } from './page-seed/legal.en-US';
import { PAGES as legalEsMX } from './page-seed/legal.es-MX';
import { PAGES as legalPtBR } from './page-seed/legal.pt-BR';
import type { ContentPage } from './page-document';

/**
 * The content pages the seed loads once per market (issue 9); operators change them afterwards.
 * A slug a market does not list here is not found in that market.
 */
export const PAGE_SEED: Record<Locale, Record<string, ContentPage>> = {
  'en-US': { ...legalEnUS, ...landingEnUS },
  'es-MX': { ...legalEsMX, ...landingEsMX },
  'pt-BR': { ...legalPtBR, ...landingPtBR },
};
