import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { money } from '@/lib/money';
import { POST } from '@/app/ecomm/b2c/v1/giftcard/balance/route';
import { db } from '@/server/db/client';
import { GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE, GIFT_CARD_PIN_CALLER_BACKOFF } from './http';
import { issueGiftCard } from './service';

const NUMBER = '6006 4912 3456 7890';
const OTHER_NUMBER = '6006 4912 3456 7808';
let callers = 0;

function post(body: unknown, { locale = 'en-US', caller = `203.0.113.${++callers}` } = {}) {
  return POST(
    new NextRequest(`http://localhost/ecomm/b2c/v1/giftcard/balance?locale=${locale}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': caller },
    }),
  );
}

const previousTrustProxy = process.env.TRUST_PROXY;
beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  await issueGiftCard(db(), { number: NUMBER, pin: '1234', balance: money(5_000, 'USD') });
  await issueGiftCard(db(), { number: OTHER_NUMBER, pin: '1234', balance: money(5_000, 'USD') });
});
afterAll(() => {
  process.env.TRUST_PROXY = previousTrustProxy;
});

describe('POST /ecomm/b2c/v1/giftcard/balance', () => {
  it('answers the balance in minor units, the currency and the last four, never cached', async () => {
    const response = await post({ cardNumber: NUMBER, pin: '1234' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ balance: 5_000, currency: 'USD', last4: '7890' });
  });

  it('answers 422 with the one envelope for a wrong PIN or an unknown number alike', async () => {
    const wrongPin = await post({ cardNumber: NUMBER, pin: '4321' });
    const unknown = await post({ cardNumber: '6006 4912 9999 9999', pin: '1234' });
    expect(wrongPin.status).toBe(422);
    expect(unknown.status).toBe(422);
    const body = await wrongPin.json();
    expect(body).toEqual(await unknown.json());
    expect(body).toMatchObject({ errorCode: 'GIFT_CARD_INVALID', errorMessageKey: 'giftCards.error.invalid', errorDetails: [{ errorCode: 'GIFT_CARD_INVALID' }] });
  });

  it('refuses a card of another market', async () => {
    const response = await post({ cardNumber: NUMBER, pin: '1234' }, { locale: 'es-MX' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errorCode: 'GIFT_CARD_OTHER_CURRENCY', errorMessageKey: 'giftCards.error.otherCurrency' });
  });

  it('answers 400 with a message key per field in error, and never echoes the input', async () => {
    const response = await post({ cardNumber: '6006 4912', pin: '12' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errorDetails).toEqual([
      { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.giftCardNumber.invalid', errorMessageDefault: 'Please enter the 16-digit gift card number.', field: 'cardNumber' },
      { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.giftCardPin.invalid', errorMessageDefault: 'Please enter a valid PIN (4 to 8 digits).', field: 'pin' },
    ]);
    expect(body.errorMessageKey).toBe('validation.giftCardNumber.invalid');
    expect(JSON.stringify(body)).not.toContain('6006');
    expect((await post('not json')).status).toBe(400);
    expect((await post({ cardNumber: NUMBER, pin: '1234' }, { locale: 'fr-FR' })).status).toBe(400);
  });

  it(`allows ${GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE} checks a minute per caller, then 429 with Retry-After; wrong PINs slow only the caller making them`, async () => {
    const caller = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE; i++) statuses.push((await post({ cardNumber: OTHER_NUMBER, pin: '0000' }, { caller })).status);
    // The first wrong PINs are told so; then the caller waits before its next PIN on that card.
    expect(statuses).toEqual([...Array(GIFT_CARD_PIN_CALLER_BACKOFF.free).fill(422), ...Array(GIFT_CARD_BALANCE_RATE_LIMIT_PER_MINUTE - GIFT_CARD_PIN_CALLER_BACKOFF.free).fill(429)]);
    const limited = await post({ cardNumber: NUMBER, pin: '1234' }, { caller });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED', errorMessageKey: 'giftCards.error.tooManyAttempts' });
    // Another caller is not slowed down, and the card that took the wrong PINs answers its owner.
    expect((await post({ cardNumber: NUMBER, pin: '1234' }, { caller: '198.51.100.8' })).status).toBe(200);
    const owner = await post({ cardNumber: OTHER_NUMBER, pin: '1234' }, { caller: '198.51.100.9' });
    expect(owner.status).toBe(200);
  });
});
