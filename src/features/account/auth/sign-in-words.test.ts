import { describe, expect, it } from 'vitest';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { signInIntroKeys } from './sign-in-words';
import enUS from '../../../../messages/en-US.json';
import esMX from '../../../../messages/es-MX.json';
import ptBR from '../../../../messages/pt-BR.json';

const CATALOGUES: Record<Locale, typeof enUS> = { 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR };
const REWARDS_WORDS = /reward|recompens/i;

const text = (locale: Locale, key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], CATALOGUES[locale].account.signIn) as string;

describe('the sign-in page speaks of rewards only where the programme runs', () => {
  for (const locale of LOCALES) {
    it(locale, () => {
      const keys = signInIntroKeys(locale);
      const hasRewards = !!getMarket(locale).rewards;
      for (const key of [keys.intro, keys.register]) {
        expect(text(locale, key)).toMatch(/\S/);
        expect(REWARDS_WORDS.test(text(locale, key)), `${locale} ${key}`).toBe(hasRewards);
      }
    });
  }

  it('Brazil has no Rewards programme', () => {
    expect(getMarket('pt-BR').rewards).toBeNull();
    expect(signInIntroKeys('pt-BR')).toEqual({ intro: 'introNoRewards', register: 'register.introNoRewards' });
  });
});
