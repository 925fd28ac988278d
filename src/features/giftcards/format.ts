import { CARD_NUMBER_DIGITS } from '@/lib/constants';

/** A card number as the page may show it: every digit hidden but the last four, in groups of four ("•••• •••• •••• 7890"). */
export function maskedCardNumber(last4: string): string {
  const shown = last4.replace(/\D/g, '').slice(-4).padStart(4, '•');
  const hidden = '•'.repeat(CARD_NUMBER_DIGITS - 4);
  return `${hidden}${shown}`.replace(/(.{4})(?=.)/g, '$1 ');
}
