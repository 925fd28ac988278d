import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_DAYS, withdrawalShippingRefund } from './withdrawal';

const received = new Date('2026-11-10T15:00:00Z');
const later = (days: number) => new Date(received.getTime() + days * 86_400_000);
const base = { locale: 'pt-BR' as const, receivedAt: received, shippingPrice: 2490, returnedValue: 10_000, shipmentValue: 10_000 };

describe('Brazil’s right of withdrawal (CDC art. 49)', () => {
  it('gives the whole shipping back when everything comes back within 7 days', () => {
    expect(WITHDRAWAL_DAYS['pt-BR']).toBe(7);
    expect(withdrawalShippingRefund({ ...base, now: later(2) })).toBe(2490);
    expect(withdrawalShippingRefund({ ...base, now: later(7) })).toBe(2490);
  });

  it('gives back the returned part’s share of the shipping', () => {
    expect(withdrawalShippingRefund({ ...base, now: later(1), returnedValue: 2_500 })).toBe(623);
  });

  it('gives nothing after the seventh day, nor in markets without the right, nor for a shipment never received', () => {
    expect(withdrawalShippingRefund({ ...base, now: later(7.01) })).toBe(0);
    expect(withdrawalShippingRefund({ ...base, locale: 'en-US', now: later(1) })).toBe(0);
    expect(withdrawalShippingRefund({ ...base, locale: 'es-MX', now: later(1) })).toBe(0);
    expect(withdrawalShippingRefund({ ...base, receivedAt: null, now: later(1) })).toBe(0);
    expect(withdrawalShippingRefund({ ...base, shippingPrice: 0, now: later(1) })).toBe(0);
  });
});
