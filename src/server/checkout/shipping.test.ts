import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getMarket, LOCALES, type Locale } from '@/lib/markets';
import { money } from '@/lib/money';
import { stateOptions } from '@/lib/regions';
import { taxFor } from './tax';
import {
  addBusinessDays,
  amountToFreeShipping,
  deliveryAfterPayment,
  estimateDelivery,
  formatDeliveryWindow,
  HOLIDAY_YEARS,
  HOLIDAYS,
  isBusinessDay,
  shipDate,
  shippingOptions,
  UnknownDestinationError,
  type ShippingLine,
  type ShippingOption,
} from './shipping';

const part: ShippingLine = { hazardous: false, freight: false, quantity: 1 };
const hazmat: ShippingLine = { hazardous: true, freight: false, quantity: 1 };
const engine: ShippingLine = { hazardous: false, freight: true, quantity: 1 };

// Tuesday 2026-03-10, 11:00 in New York (EDT, UTC-4).
const TUESDAY_MORNING_ET = new Date('2026-03-10T15:00:00Z');

function options(market: Locale, destinationState: string, lines: ShippingLine[], subtotal: number, now: Date) {
  const result = shippingOptions({ market, destinationState, lines, subtotal: money(subtotal, getMarket(market).currency), now });
  return Object.fromEntries(result.map((o) => [o.method, o])) as Partial<Record<ShippingOption['method'], ShippingOption>>;
}

describe('the states the address forms offer', () => {
  it.each(LOCALES)('%s: every state of the select can be shipped to and taxed', (locale) => {
    const { country, currency } = getMarket(locale);
    for (const { code } of stateOptions(country, locale)) {
      const regular = shippingOptions({ market: locale, destinationState: code, lines: [part], subtotal: money(1000, currency), now: TUESDAY_MORNING_ET }).find((o) => o.method === 'regular');
      expect(regular?.available, code).toBe(true);
      expect(() => taxFor({ market: locale, stateOrRegion: code, lines: [{ unitPrice: money(1000, currency), quantity: 1 }] }), code).not.toThrow();
    }
  });
});

describe('holidays and business days', () => {
  it.each(LOCALES)('%s: the table is sorted, within the covered years, without duplicates', (locale) => {
    const days = HOLIDAYS[locale];
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    for (const day of days) expect(HOLIDAY_YEARS as readonly number[]).toContain(Number(day.slice(0, 4)));
  });

  it('US federal holidays are observed on weekdays', () => {
    for (const day of HOLIDAYS['en-US']) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).not.toBeOneOf([0, 6]);
    expect(HOLIDAYS['en-US']).toHaveLength(23);
  });

  it.each<[Locale, string, boolean]>([
    ['en-US', '2026-11-26', false], // Thanksgiving
    ['en-US', '2026-11-27', true], // the day after is not a federal holiday
    ['en-US', '2026-07-03', false], // Independence Day observed (July 4 is a Saturday)
    ['en-US', '2027-12-31', false], // New Year's Day 2028 observed
    ['en-US', '2026-11-28', false], // Saturday
    ['es-MX', '2026-11-16', false], // Revolución (third Monday of November)
    ['es-MX', '2026-09-16', false], // Independencia
    ['es-MX', '2026-11-26', true], // Thanksgiving is not a holiday in Mexico
    ['pt-BR', '2026-04-03', false], // Sexta-feira Santa
    ['pt-BR', '2026-11-20', false], // Consciência Negra
    ['pt-BR', '2026-02-17', true], // Carnaval is an optional day, not a national holiday
  ])('%s %s is a business day: %s', (market, date, expected) => {
    expect(isBusinessDay(date, market)).toBe(expected);
  });

  it.each<[Locale, string, number, string]>([
    ['en-US', '2026-11-25', 1, '2026-11-27'],
    ['en-US', '2026-11-25', 3, '2026-12-01'],
    ['en-US', '2026-11-28', 0, '2026-11-30'],
    ['en-US', '2026-12-24', 1, '2026-12-28'],
    ['es-MX', '2026-11-13', 1, '2026-11-17'],
    ['pt-BR', '2026-04-02', 1, '2026-04-06'],
    ['pt-BR', '2027-12-31', 1, '2028-01-03'], // past the table: weekends only
  ])('%s: %s + %i business days = %s', (market, date, count, expected) => {
    expect(addBusinessDays(date, count, market)).toBe(expected);
  });
});

describe('ship date and cutoff', () => {
  it.each<[Locale, string, string, boolean]>([
    ['en-US', '2026-03-10T17:59:00Z', '2026-03-10', true], // 13:59 EDT
    ['en-US', '2026-03-10T18:00:00Z', '2026-03-11', false], // 14:00 EDT
    ['en-US', '2026-11-25T18:59:00Z', '2026-11-25', true], // 13:59 EST
    ['en-US', '2026-11-25T19:00:00Z', '2026-11-27', false], // 14:00 EST, the day before Thanksgiving
    ['en-US', '2026-03-14T15:00:00Z', '2026-03-16', false], // Saturday
    ['es-MX', '2026-11-13T19:59:00Z', '2026-11-13', true], // 13:59 in Mexico City (UTC-6)
    ['es-MX', '2026-11-13T20:00:00Z', '2026-11-17', false], // Friday after cutoff, Monday is Revolución
    ['pt-BR', '2026-04-02T16:59:00Z', '2026-04-02', true], // 13:59 in São Paulo (UTC-3)
    ['pt-BR', '2026-04-02T17:00:00Z', '2026-04-06', false], // Good Friday
  ])('%s at %s ships %s', (market, now, date, beforeCutoff) => {
    expect(shipDate(new Date(now), market)).toMatchObject({ date, beforeCutoff });
  });

  it('an order at 23:00 EDT (already the next day in UTC) ships the next morning', () => {
    expect(shipDate(new Date('2026-03-11T03:00:00Z'), 'en-US')).toMatchObject({ date: '2026-03-11', beforeCutoff: false });
  });

  it('gives the cutoff instant in the fulfilment centre\'s zone', () => {
    expect(shipDate(TUESDAY_MORNING_ET, 'en-US').orderBy?.toISOString()).toBe('2026-03-10T18:00:00.000Z');
    expect(shipDate(new Date('2026-11-25T15:00:00Z'), 'en-US').orderBy?.toISOString()).toBe('2026-11-25T19:00:00.000Z');
    expect(shipDate(new Date('2026-04-02T12:00:00Z'), 'pt-BR').orderBy?.toISOString()).toBe('2026-04-02T17:00:00.000Z');
  });
});

describe('US shipping', () => {
  it('prices regular and next day and estimates delivery', () => {
    const { regular, nextDay, freight } = options('en-US', 'CA', [part], 2000, TUESDAY_MORNING_ET);
    expect(regular).toMatchObject({ price: money(799, 'USD'), free: false, available: true, shipmentType: 'regular', fulfilment: 'shipToHome', delivery: { earliest: '2026-03-13', latest: '2026-03-17' } });
    expect(nextDay).toMatchObject({ price: money(1999, 'USD'), available: true, shipmentType: 'nextday', fulfilment: 'Next Day', delivery: { earliest: '2026-03-11', latest: '2026-03-11' }, orderBy: '2026-03-10T18:00:00.000Z' });
    expect(nextDay?.nameKey).toBe('checkout.shipping.methods.nextDay.name');
    expect(freight).toBeUndefined();
  });

  it.each([
    [0, 799, false],
    [3499, 799, false],
    [3500, 0, true],
    [12000, 0, true],
  ])('subtotal %i: regular costs %i (free: %s)', (subtotal, price, free) => {
    const { regular, nextDay } = options('en-US', 'TX', [part], subtotal, TUESDAY_MORNING_ET);
    expect(regular).toMatchObject({ price: money(price, 'USD'), free, available: true });
    expect(nextDay?.price).toEqual(money(1999, 'USD'));
  });

  it('says how much more makes shipping free', () => {
    expect(amountToFreeShipping('en-US', money(2000, 'USD'))).toEqual(money(1500, 'USD'));
    expect(amountToFreeShipping('en-US', money(5000, 'USD'))).toEqual(money(0, 'USD'));
    expect(amountToFreeShipping('pt-BR', money(9900, 'BRL'))).toEqual(money(10000, 'BRL'));
    expect(() => amountToFreeShipping('es-MX', money(100, 'USD'))).toThrow(TypeError);
  });

  it('skips Thanksgiving for an order on the Wednesday before', () => {
    const before = options('en-US', 'NY', [part], 2000, new Date('2026-11-25T15:00:00Z'));
    expect(before.nextDay?.delivery).toEqual({ earliest: '2026-11-27', latest: '2026-11-27' });
    expect(before.regular?.delivery).toEqual({ earliest: '2026-12-01', latest: '2026-12-03' });
    const after = options('en-US', 'NY', [part], 2000, new Date('2026-11-25T20:00:00Z'));
    expect(after.nextDay).toMatchObject({ available: true, delivery: { earliest: '2026-11-30', latest: '2026-11-30' } });
    expect(after.nextDay?.orderBy).toBeUndefined();
    expect(after.regular?.delivery).toEqual({ earliest: '2026-12-02', latest: '2026-12-04' });
  });

  it('skips Christmas and New Year', () => {
    const { regular } = options('en-US', 'IL', [part], 2000, new Date('2026-12-23T20:00:00Z'));
    // After Wednesday's cutoff: ships Thu 24; Fri 25 and Fri Jan 1 are holidays.
    expect(regular?.delivery).toEqual({ earliest: '2026-12-30', latest: '2027-01-04' });
  });

  it('sends hazardous items by ground only', () => {
    const { regular, nextDay } = options('en-US', 'CA', [part, hazmat], 2000, TUESDAY_MORNING_ET);
    expect(regular).toMatchObject({ available: true });
    expect(nextDay).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.hazardous', delivery: null });
  });

  it.each(['AK', 'HI', 'PR', 'VI'])('%s: higher regular price, longer times, no next day, no hazardous', (state) => {
    const { regular, nextDay } = options('en-US', state, [part], 2000, TUESDAY_MORNING_ET);
    expect(regular).toMatchObject({ price: money(1499, 'USD'), available: true, delivery: { earliest: '2026-03-18', latest: '2026-03-24' } });
    expect(nextDay).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.destination' });
    expect(options('en-US', state, [part], 3500, TUESDAY_MORNING_ET).regular).toMatchObject({ price: money(0, 'USD'), free: true });
    expect(options('en-US', state, [hazmat], 2000, TUESDAY_MORNING_ET).regular).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.hazardousDestination' });
  });

  it('ships freight items by freight only, priced per unit', () => {
    const { regular, nextDay, freight } = options('en-US', 'OH', [part, { ...engine, quantity: 2 }], 250000, TUESDAY_MORNING_ET);
    expect(regular).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.freightItems', free: false });
    expect(nextDay).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.freightItems' });
    // Ships Tue 10, booked Thu 12, 3-7 business days.
    expect(freight).toMatchObject({ price: money(8999 + 2999, 'USD'), available: true, shipmentType: 'freight', fulfilment: 'Freight', delivery: { earliest: '2026-03-17', latest: '2026-03-23' } });
  });

  it('does not send freight off the mainland', () => {
    expect(options('en-US', 'PR', [engine], 250000, TUESDAY_MORNING_ET).freight).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.destination' });
  });

  it.each<[string, () => unknown, new (...args: never[]) => Error]>([
    ['an unknown state', () => options('en-US', 'ZZ', [part], 0, TUESDAY_MORNING_ET), UnknownDestinationError],
    ['a Brazilian state', () => options('en-US', 'SP', [part], 0, TUESDAY_MORNING_ET), UnknownDestinationError],
    ['no lines', () => options('en-US', 'CA', [], 0, TUESDAY_MORNING_ET), RangeError],
    ['a zero quantity', () => options('en-US', 'CA', [{ ...part, quantity: 0 }], 0, TUESDAY_MORNING_ET), RangeError],
    ['a foreign subtotal', () => shippingOptions({ market: 'en-US', destinationState: 'CA', lines: [part], subtotal: money(0, 'MXN'), now: TUESDAY_MORNING_ET }), TypeError],
  ])('rejects %s', (_, call, error) => {
    expect(call).toThrow(error);
  });
});

describe('Mexico and Brazil shipping', () => {
  const MX_MORNING = new Date('2026-03-10T16:00:00Z'); // 10:00 in Mexico City
  const BR_MORNING = new Date('2026-03-10T13:00:00Z'); // 10:00 in São Paulo

  it.each<[Locale, string, number, number, boolean, boolean, { earliest: string; latest: string }]>([
    // market, state, subtotal, regular price, free, next day available, regular window
    ['es-MX', 'CDMX', 30000, 9900, false, true, { earliest: '2026-03-13', latest: '2026-03-19' }],
    ['es-MX', 'CDMX', 49900, 0, true, true, { earliest: '2026-03-13', latest: '2026-03-19' }],
    ['es-MX', 'NL', 30000, 9900, false, true, { earliest: '2026-03-13', latest: '2026-03-19' }],
    // Remote; Monday 16 March is Juárez's birthday (third Monday of March).
    ['es-MX', 'CHIS', 30000, 9900, false, false, { earliest: '2026-03-18', latest: '2026-03-24' }],
    ['pt-BR', 'SP', 10000, 2490, false, true, { earliest: '2026-03-13', latest: '2026-03-19' }],
    ['pt-BR', 'SP', 19900, 0, true, true, { earliest: '2026-03-13', latest: '2026-03-19' }],
    ['pt-BR', 'AM', 10000, 2490, false, false, { earliest: '2026-03-18', latest: '2026-03-26' }],
  ])('%s %s subtotal %i: regular %i', (market, state, subtotal, price, free, nextDayAvailable, window) => {
    const now = market === 'es-MX' ? MX_MORNING : BR_MORNING;
    const { currency } = getMarket(market);
    const { regular, nextDay } = options(market, state, [part], subtotal, now);
    expect(regular).toMatchObject({ price: money(price, currency), free, available: true, delivery: window });
    expect(nextDay?.available).toBe(nextDayAvailable);
    if (!nextDayAvailable) expect(nextDay?.reason).toBe('checkout.shipping.unavailable.destination');
  });

  it('prices next day and freight in pesos and reais', () => {
    expect(options('es-MX', 'JAL', [part], 30000, MX_MORNING).nextDay).toMatchObject({ price: money(24900, 'MXN'), delivery: { earliest: '2026-03-11', latest: '2026-03-11' } });
    expect(options('es-MX', 'JAL', [engine], 3000000, MX_MORNING).freight).toMatchObject({ price: money(149900, 'MXN'), available: true });
    expect(options('pt-BR', 'RJ', [part], 10000, BR_MORNING).nextDay).toMatchObject({ price: money(4990, 'BRL'), delivery: { earliest: '2026-03-11', latest: '2026-03-11' } });
    expect(options('pt-BR', 'RJ', [{ ...engine, quantity: 3 }], 900000, BR_MORNING).freight).toMatchObject({ price: money(34990 + 2 * 11990, 'BRL'), available: true });
  });

  it('skips Good Friday in Brazil', () => {
    expect(estimateDelivery(new Date('2026-04-02T12:00:00Z'), 'pt-BR', 'nextDay', 'SP')).toEqual({ earliest: '2026-04-06', latest: '2026-04-06' });
  });

  it('blocks next day for hazardous items in Mexico too', () => {
    expect(options('es-MX', 'CDMX', [hazmat], 30000, MX_MORNING).nextDay).toMatchObject({ available: false, reason: 'checkout.shipping.unavailable.hazardous' });
  });
});

describe('the delivery window of an order paid later (boleto, OXXO, PIX)', () => {
  // Placed Tuesday 2026-03-10 at 09:00 in São Paulo (UTC-3): it would have left that day.
  const placed = new Date('2026-03-10T12:00:00Z');
  const window = estimateDelivery(placed, 'pt-BR', 'regular', 'SP');

  it('stays as it was when the payment comes before the same cutoff', () => {
    expect(deliveryAfterPayment(window, placed, new Date('2026-03-10T15:00:00Z'), 'pt-BR')).toEqual(window);
  });

  it('moves by the business days the ship date moved: paid Friday after the cutoff, it leaves Monday', () => {
    const paid = new Date('2026-03-13T20:00:00Z'); // Friday 17:00 in São Paulo, after the 14:00 cutoff
    expect(deliveryAfterPayment(window, placed, paid, 'pt-BR')).toEqual({ earliest: addBusinessDays(window.earliest, 4, 'pt-BR'), latest: addBusinessDays(window.latest, 4, 'pt-BR') });
    expect(deliveryAfterPayment(window, placed, paid, 'pt-BR')).toEqual(estimateDelivery(paid, 'pt-BR', 'regular', 'SP'));
  });

  it('skips the holidays between: Good Friday in Brazil', () => {
    const thursday = new Date('2026-04-02T12:00:00Z');
    const before = estimateDelivery(thursday, 'pt-BR', 'nextDay', 'SP');
    expect(deliveryAfterPayment(before, thursday, new Date('2026-04-03T12:00:00Z'), 'pt-BR')).toEqual(estimateDelivery(new Date('2026-04-03T12:00:00Z'), 'pt-BR', 'nextDay', 'SP'));
  });
});

describe('formatDeliveryWindow', () => {
  it.each<[Locale, RegExp]>([
    ['en-US', /Nov 27.*Dec 1/],
    ['es-MX', /27.*nov.*1.*dic/],
    ['pt-BR', /27.*nov.*1.*dez/],
  ])('%s', (locale, pattern) => {
    expect(formatDeliveryWindow({ earliest: '2026-11-27', latest: '2026-12-01' }, locale)).toMatch(pattern);
  });

  it('writes one date when the window is one day', () => {
    expect(formatDeliveryWindow({ earliest: '2026-11-27', latest: '2026-11-27' }, 'en-US')).toBe('Fri, Nov 27');
  });
});

describe('messages', () => {
  type Tree = { [key: string]: string | Tree };
  // The fragment in messages/incoming until scripts/merge-messages.ts folds it into the catalogue.
  const root = path.resolve(import.meta.dirname, '../../../messages');
  const read = (file: string): Tree => JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const catalogueOf = (locale: Locale): Tree => {
    const fragment = path.join(root, 'incoming', `checkout-shipping.${locale}.json`);
    return existsSync(fragment) ? read(fragment) : read(path.join(root, `${locale}.json`));
  };
  const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, catalogueOf(locale)])) as Record<Locale, Tree>;
  const lookup = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  const keys = (tree: Tree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

  const shippingKeys = (locale: Locale) => keys(lookup(catalogues[locale], 'checkout.shipping') as Tree).sort();

  it('has the same keys in the three locales', () => {
    expect(shippingKeys('es-MX')).toEqual(shippingKeys('en-US'));
    expect(shippingKeys('pt-BR')).toEqual(shippingKeys('en-US'));
  });

  it.each(LOCALES)('%s has every key the options and the tax results name', (locale) => {
    const used = [
      'checkout.shipping.unavailable.hazardous',
      'checkout.shipping.unavailable.hazardousDestination',
      'checkout.shipping.unavailable.destination',
      'checkout.shipping.unavailable.freightItems',
      'checkout.shipping.tax.salesTax',
      'checkout.shipping.tax.ivaIncluded',
      'checkout.shipping.tax.approximateIncluded',
      ...(['regular', 'nextDay', 'freight'] as const).flatMap((m) => [`checkout.shipping.methods.${m}.name`, `checkout.shipping.methods.${m}.description`]),
    ];
    const reasons = [
      options('en-US', 'CA', [hazmat], 0, TUESDAY_MORNING_ET).nextDay?.reason,
      options('en-US', 'HI', [hazmat], 0, TUESDAY_MORNING_ET).regular?.reason,
      options('en-US', 'HI', [part], 0, TUESDAY_MORNING_ET).nextDay?.reason,
      options('en-US', 'CA', [engine], 0, TUESDAY_MORNING_ET).regular?.reason,
    ];
    for (const key of [...used, ...reasons]) expect(typeof lookup(catalogues[locale], key!), key).toBe('string');
  });
});
