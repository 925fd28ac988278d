import { money, type Money } from '@/lib/money';
import type { Executor } from '@/server/db/client';
import type { GiftCardStatus } from './schema';
import { issueGiftCard } from './service';

/** Bump when DEMO_GIFT_CARDS change: the next seed resets the demo cards to these values. */
export const GIFT_CARD_SEED_VERSION = '1';

export interface DemoGiftCard {
  number: string;
  pin: string;
  balance: Money;
  status: GiftCardStatus;
  /** What the card shows in the demo (docs/operations/payments.md lists them). */
  note: string;
}

/** The demo's gift cards: known numbers and PINs, never to be issued in production. */
export const DEMO_GIFT_CARDS: DemoGiftCard[] = [
  { number: '6006 4912 3456 7890', pin: '1234', balance: money(5_000, 'USD'), status: 'active', note: 'pays most orders in full' },
  { number: '6006 4912 0000 0005', pin: '5678', balance: money(500, 'USD'), status: 'active', note: 'partial payment: the rest goes on a card' },
  { number: '6006 4912 0000 0013', pin: '1234', balance: money(0, 'USD'), status: 'active', note: 'no balance left' },
  { number: '6006 4912 0000 0021', pin: '1234', balance: money(2_500, 'USD'), status: 'blocked', note: 'blocked' },
  { number: '6006 4952 1000 0001', pin: '4321', balance: money(100_000, 'MXN'), status: 'active', note: 'pays most orders in full' },
  { number: '6006 4952 1000 0019', pin: '8765', balance: money(10_000, 'MXN'), status: 'active', note: 'partial payment' },
  { number: '6006 4955 2000 0007', pin: '4321', balance: money(20_000, 'BRL'), status: 'active', note: 'pays most orders in full' },
  { number: '6006 4955 2000 0015', pin: '8765', balance: money(2_000, 'BRL'), status: 'active', note: 'partial payment' },
];

/** Issue (or reset) the demo gift cards; returns how many. */
export async function seedGiftCards(executor: Executor): Promise<number> {
  for (const card of DEMO_GIFT_CARDS) await issueGiftCard(executor, card);
  return DEMO_GIFT_CARDS.length;
}
