import type { BalanceFormState } from './actions';

/**
 * After which answers the balance form is emptied (mounted again, useKeptForm's `clearWhen`): a
 * balance shown, so that another card starts from nothing. Never after a refusal, whatever it
 * is (a malformed entry, a wrong number or PIN, a wait after too many tries): the number and
 * the PIN stay as typed, as at checkout; the limits on tries are the server's.
 */
export const startsAfresh = (state: BalanceFormState | null): boolean => !!state?.result;
