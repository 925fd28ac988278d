import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/ecomm/b2c/v1/giftcard/balance/route';
import { checkGiftCardBalanceAction } from '@/features/giftcards/actions';
import { lookUpBalance } from '@/features/giftcards/balance';
import type { CurrencyCode } from '@/lib/markets';
import { money } from '@/lib/money';
import { db } from '@/server/db/client';
import { GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE, GIFT_CARD_PIN_CALLER_BACKOFF } from './http';
import { DEMO_GIFT_CARDS, seedGiftCards } from './seed';
import { issueGiftCard } from './service';
import { request } from '../../../tests/next-request';

// The server action reads the caller from the request headers and its labels from the catalogue.
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next-intl/server', () => ({ getTranslations: async ({ locale }: { locale: string }) => createTranslator({ locale, messages: catalogue(locale) }) }));
request.headers = { 'x-forwarded-for': 'action-caller' };

type Tree = { [key: string]: string | Tree };
const merge = (target: Tree, source: Tree): Tree => {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
};
/** The catalogue with the gift card pages' incoming labels (until they are merged). */
function catalogue(locale: string): Tree {
  const messages = path.resolve(import.meta.dirname, '../../../messages');
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  const incoming = path.join(messages, 'incoming', `giftcard-pages.${locale}.json`);
  return merge(read(path.join(messages, `${locale}.json`)), fs.existsSync(incoming) ? read(incoming) : {});
}

/** The balance page's check (/giftCard/cardBalance) on a real database, with the real per-caller limit. */
const NUMBER = '6006 4912 7777 0001';
const LOCKABLE = '6006 4912 7777 0019';
let callers = 0;
const newCaller = () => `page-caller-${++callers}`;

const check = (cardNumber: unknown, pin: unknown, { currency = 'USD' as CurrencyCode, caller = newCaller() } = {}) => lookUpBalance({ cardNumber, pin, currency, caller });

beforeAll(async () => {
  await issueGiftCard(db(), { number: NUMBER, pin: '2468', balance: money(3_725, 'USD') });
  await issueGiftCard(db(), { number: LOCKABLE, pin: '2468', balance: money(1_000, 'USD') });
  await seedGiftCards(db());
});

describe('the balance page check', () => {
  it('gives the balance in the card currency and its last four, whatever separators were typed', async () => {
    expect(await check(NUMBER, '2468')).toEqual({ kind: 'balance', balance: money(3_725, 'USD'), last4: '0001' });
    expect(await check('6006-4912-7777-0001', ' 2468 ')).toMatchObject({ kind: 'balance', last4: '0001' });
  });

  it('answers a wrong PIN and an unknown number with the same refusal', async () => {
    const wrongPin = await check(NUMBER, '1357');
    const unknown = await check('6006 4912 0000 9999', '2468');
    expect(wrongPin).toEqual({ kind: 'refused', refusal: 'invalid' });
    expect(unknown).toEqual(wrongPin);
  });

  it('tells a card of another market or a blocked card only to someone with the right PIN', async () => {
    expect(await check(NUMBER, '2468', { currency: 'MXN' })).toEqual({ kind: 'refused', refusal: 'otherCurrency' });
    const blocked = DEMO_GIFT_CARDS.find((c) => c.status === 'blocked')!;
    expect(await check(blocked.number, blocked.pin)).toEqual({ kind: 'refused', refusal: 'blocked' });
    expect(await check(blocked.number, '0000')).toEqual({ kind: 'refused', refusal: 'invalid' });
  });

  it('checks the Mexican and Brazilian demo cards in their own currencies (the landing page serves every market)', async () => {
    for (const currency of ['MXN', 'BRL'] as const) {
      const card = DEMO_GIFT_CARDS.find((c) => c.balance.currency === currency && c.status === 'active')!;
      expect(await check(card.number, card.pin, { currency })).toEqual({ kind: 'balance', balance: card.balance, last4: card.number.slice(-4) });
    }
  });

  it('names each field in error with its message key, and a malformed entry costs no attempt', async () => {
    const caller = newCaller();
    expect(await check('', '', { caller })).toEqual({ kind: 'invalidInput', errors: { cardNumber: 'validation.giftCardNumber.missing', pin: 'validation.giftCardPin.missing' } });
    expect(await check('6006 4912', '12', { caller })).toEqual({ kind: 'invalidInput', errors: { cardNumber: 'validation.giftCardNumber.invalid', pin: 'validation.giftCardPin.invalid' } });
    for (let i = 0; i < GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE * 2; i++) await check('123', '1234', { caller });
    expect(await check(NUMBER, '2468', { caller })).toMatchObject({ kind: 'balance' });
  });

  it('shares the balance API limit: the page and the API draw on one bucket per caller', async () => {
    const previousTrustProxy = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    try {
      const caller = '192.0.2.77';
      for (let i = 0; i < GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE - 1; i++) expect(await check(`6006 4912 0000 ${1000 + i}`, '9999', { caller })).toEqual({ kind: 'refused', refusal: 'invalid' });
      const api = await POST(
        new NextRequest('http://localhost/ecomm/b2c/v1/giftcard/balance?locale=en-US', {
          method: 'POST',
          body: JSON.stringify({ cardNumber: NUMBER, pin: '2468' }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': caller },
        }),
      );
      expect(api.status).toBe(200);
      const limited = await check(NUMBER, '2468', { caller });
      expect(limited).toMatchObject({ kind: 'refused', refusal: 'tooManyAttempts' });
      expect(limited.kind === 'refused' && limited.retryAfterSeconds).toBeGreaterThan(0);
      // Another caller is not slowed down.
      expect(await check(NUMBER, '2468')).toMatchObject({ kind: 'balance' });
    } finally {
      process.env.TRUST_PROXY = previousTrustProxy;
    }
  });
});

describe('wrong PINs on one card', () => {
  it(`make the guessing caller wait after ${GIFT_CARD_PIN_CALLER_BACKOFF.free}, told how long, and never its owner`, async () => {
    const caller = newCaller();
    for (let i = 0; i < GIFT_CARD_PIN_CALLER_BACKOFF.free; i++) expect(await check(LOCKABLE, String(5000 + i), { caller })).toEqual({ kind: 'refused', refusal: 'invalid' });
    expect(await check(LOCKABLE, '2468', { caller })).toEqual({ kind: 'refused', refusal: 'pinWait', retryAfterSeconds: GIFT_CARD_PIN_CALLER_BACKOFF.firstDelayMs / 1000 });
    expect(await check(LOCKABLE, '2468')).toMatchObject({ kind: 'balance' });
  });
});

describe('the balance form action', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it('shows the balance formatted for the market, the masked number and no trace of the number or PIN', async () => {
    const state = await checkGiftCardBalanceAction(null, form({ locale: 'en-US', cardNumber: NUMBER, pin: '2468' }));
    expect(state).toEqual({
      cardNumber: '',
      errors: {},
      formError: null,
      result: { balance: 'Your balance is $37.25', cardEnding: 'Card ending in 0001', masked: '•••• •••• •••• 0001' },
    });
    expect(JSON.stringify(state)).not.toMatch(/2468|6006/);
    const brl = DEMO_GIFT_CARDS.find((c) => c.balance.currency === 'BRL' && c.status === 'active')!;
    const pt = await checkGiftCardBalanceAction(null, form({ locale: 'pt-BR', cardNumber: brl.number, pin: brl.pin }));
    expect(pt.result?.balance).toMatch(/^Seu saldo é de R\$\s200,00$/);
  });

  it('keeps the number as typed after a refusal, drops the PIN, and says the one message for a wrong number or PIN', async () => {
    const wrongPin = await checkGiftCardBalanceAction(null, form({ locale: 'es-MX', cardNumber: '6006 4952 1000 0001', pin: '1111' }));
    expect(wrongPin).toMatchObject({ cardNumber: '6006 4952 1000 0001', errors: {}, result: null });
    expect(wrongPin.formError).toMatch(/^No encontramos una tarjeta de regalo con ese número y NIP/);
    const unknown = await checkGiftCardBalanceAction(null, form({ locale: 'es-MX', cardNumber: '6006 4952 1999 0001', pin: '4321' }));
    expect(unknown.formError).toBe(wrongPin.formError);
    expect(JSON.stringify(wrongPin)).not.toContain('1111');
  });

  it('puts each field error beside its field, in the shopper language', async () => {
    const state = await checkGiftCardBalanceAction(null, form({ locale: 'pt-BR', cardNumber: '6006 49', pin: '' }));
    expect(state).toMatchObject({ cardNumber: '6006 49', formError: null, result: null });
    expect(state.errors.cardNumber).toBe(createTranslator({ locale: 'pt-BR', messages: catalogue('pt-BR') })('validation.giftCardNumber.invalid' as never));
    expect(state.errors.pin).toBe(createTranslator({ locale: 'pt-BR', messages: catalogue('pt-BR') })('validation.giftCardPin.missing' as never));
  });

  it('gives the rate-limit message once the caller has used up its checks', async () => {
    const previousTrustProxy = process.env.TRUST_PROXY;
    process.env.TRUST_PROXY = '1';
    request.headers = { 'x-forwarded-for': '192.0.2.201' };
    try {
      for (let i = 0; i < GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE; i++) await checkGiftCardBalanceAction(null, form({ locale: 'en-US', cardNumber: NUMBER, pin: '2468' }));
      const limited = await checkGiftCardBalanceAction(null, form({ locale: 'en-US', cardNumber: NUMBER, pin: '2468' }));
      expect(limited).toEqual({ cardNumber: NUMBER, errors: {}, formError: 'Too many attempts. Please wait a minute and try again.', result: null });
    } finally {
      process.env.TRUST_PROXY = previousTrustProxy;
    }
  });
});
