import { getMarket, type Locale } from '@/lib/markets';

/**
 * The sign-in page's promises (its intro and the register panel's): rewards only in a market
 * whose Rewards programme runs (markets.ts `rewards`). Brazil has none, and a page that promised
 * "recompensas" pointed at a 404.
 */
export function signInIntroKeys(locale: Locale): { intro: 'intro' | 'introNoRewards'; register: 'register.intro' | 'register.introNoRewards' } {
  return getMarket(locale).rewards
    ? { intro: 'intro', register: 'register.intro' }
    : { intro: 'introNoRewards', register: 'register.introNoRewards' };
}
