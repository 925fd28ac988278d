import { describe, expect, it } from 'vitest';
import { nextRound } from '@/components/useKeptForm';
import type { BalanceFormState } from './actions';
import { startsAfresh } from './balance-form';

const answer = (over: Partial<BalanceFormState>): BalanceFormState => ({ cardNumber: '1234', errors: {}, formError: null, result: null, ...over });
const balance = answer({ cardNumber: '', result: { balance: 'Your balance is $50.00', cardEnding: 'Card ending in 7890', masked: '•••• 7890' } });
const refusals: Record<string, BalanceFormState> = {
  'a malformed number and PIN': answer({ errors: { cardNumber: 'Enter the 16-digit number', pin: 'Enter the PIN' } }),
  'a wrong number or PIN': answer({ formError: "We couldn't find a gift card with that number and PIN." }),
  'a wait after too many wrong PINs': answer({ formError: 'Too many tries. Try again in 2 minutes.' }),
  'too many checks from this caller': answer({ formError: 'Too many tries. Try again in a minute.' }),
};

describe('the gift card balance form', () => {
  for (const [what, state] of Object.entries(refusals)) {
    it(`keeps what was typed, the PIN too, after ${what} (the form is not mounted again)`, () => {
      expect(startsAfresh(state)).toBe(false);
      const before = { state: null as BalanceFormState | null, round: 0 };
      expect(nextRound(before, state, startsAfresh).round).toBe(0);
    });
  }

  it('starts afresh, empty, once a balance is shown (and again after the next one)', () => {
    expect(startsAfresh(balance)).toBe(true);
    const first = nextRound({ state: null as BalanceFormState | null, round: 0 }, balance, startsAfresh);
    expect(first.round).toBe(1);
    // A refusal on the next card keeps that card's number and PIN.
    expect(nextRound(first, refusals['a wrong number or PIN']!, startsAfresh).round).toBe(1);
  });

  it('keeps the fields before any answer', () => {
    expect(startsAfresh(null)).toBe(false);
  });
});
