/**
 * Ship-to-home methods, prices and estimated delivery dates (issue 6). Pure functions of their input:
 * `now` is passed in, nothing is read from the clock, the database or the network.
 *
 * Rules (decisions are written down in data/tax/README.md, "Shipping"):
 * - Methods: regular, nextDay, freight (the spec's shipment types regular / nextday / freight).
 * - Regular is free when the merchandise subtotal reaches the market's freeShippingThreshold.
 * - Hazardous items ship by ground only: no next day, and no shipping at all to AK, HI, PR, VI.
 * - A cart with any freight item (heavy or oversized, flagged by the caller) ships by freight only;
 *   the freight option is listed only when the cart has freight items.
 * - Processing: an order placed on a business day before the market's cutoff (14:00 in the
 *   fulfilment centre's zone) ships that day, otherwise on the next business day. Freight needs
 *   two more business days to book the carrier. Transit is counted in business days (Mon-Fri,
 *   skipping the market's public holidays).
 */
import { formatDayWindow, wallClock, zonedInstant } from '@/lib/dates';
import { getMarket, type Locale } from '@/lib/markets';
import { money, type Money } from '@/lib/money';
import { isStateOf } from './tax';

export type ShippingMethod = 'regular' | 'nextDay' | 'freight';
export const SHIPPING_METHODS: readonly ShippingMethod[] = ['regular', 'nextDay', 'freight'];

/** The spec's order shipment types (§3 Orders). */
export const SHIPMENT_TYPE: Record<ShippingMethod, 'regular' | 'nextday' | 'freight'> = { regular: 'regular', nextDay: 'nextday', freight: 'freight' };
/** The spec's fulfilment types (§3 Orders). */
export const FULFILMENT_TYPE: Record<ShippingMethod, 'shipToHome' | 'Next Day' | 'Freight'> = { regular: 'shipToHome', nextDay: 'Next Day', freight: 'Freight' };

export type UnavailableReason =
  | 'checkout.shipping.unavailable.hazardous'
  | 'checkout.shipping.unavailable.hazardousDestination'
  | 'checkout.shipping.unavailable.destination'
  | 'checkout.shipping.unavailable.freightItems';

interface TransitDays {
  min: number;
  max: number;
}

interface MarketShipping {
  /** IANA zone of the fulfilment centre; the cutoff is read on its clock. */
  timeZone: string;
  /** Orders placed before this local time on a business day ship the same day. */
  cutoff: { hour: number; minute: number };
  regular: { price: number; remotePrice: number; transit: TransitDays; remoteTransit: TransitDays };
  nextDay: { price: number };
  freight: { firstUnit: number; additionalUnit: number; handlingDays: number; transit: TransitDays; remoteTransit: TransitDays };
  /** States with longer regular and freight transit times (and a higher regular price where it differs). */
  remote: readonly string[];
  /** States next day reaches; null = all states except `noNextDay`. */
  nextDayStates: readonly string[] | null;
  noNextDay: readonly string[];
  /** States freight does not reach. */
  noFreight: readonly string[];
  /** States hazardous (ground-only) parcels cannot reach. */
  noHazardous: readonly string[];
}

const US_NONCONTIGUOUS = ['AK', 'HI', 'PR', 'VI'] as const;

export const SHIPPING_RULES: Record<Locale, MarketShipping> = {
  'en-US': {
    timeZone: getMarket('en-US').timeZone,
    cutoff: { hour: 14, minute: 0 },
    regular: { price: 799, remotePrice: 1499, transit: { min: 3, max: 5 }, remoteTransit: { min: 6, max: 10 } },
    nextDay: { price: 1999 },
    freight: { firstUnit: 8999, additionalUnit: 2999, handlingDays: 2, transit: { min: 3, max: 7 }, remoteTransit: { min: 3, max: 7 } },
    remote: US_NONCONTIGUOUS,
    nextDayStates: null,
    noNextDay: US_NONCONTIGUOUS,
    noFreight: US_NONCONTIGUOUS,
    noHazardous: US_NONCONTIGUOUS,
  },
  'es-MX': {
    timeZone: getMarket('es-MX').timeZone,
    cutoff: { hour: 14, minute: 0 },
    regular: { price: 9900, remotePrice: 9900, transit: { min: 3, max: 6 }, remoteTransit: { min: 5, max: 9 } },
    nextDay: { price: 24900 },
    freight: { firstUnit: 149900, additionalUnit: 49900, handlingDays: 2, transit: { min: 4, max: 8 }, remoteTransit: { min: 7, max: 12 } },
    remote: ['BC', 'BCS', 'CAMP', 'CHIS', 'GRO', 'OAX', 'QROO', 'YUC'],
    // The metropolitan areas around the Mexico City, Guadalajara and Monterrey hubs.
    nextDayStates: ['CDMX', 'MEX', 'HGO', 'MOR', 'PUE', 'QRO', 'TLAX', 'JAL', 'NL'],
    noNextDay: [],
    noFreight: [],
    noHazardous: [],
  },
  'pt-BR': {
    timeZone: getMarket('pt-BR').timeZone,
    cutoff: { hour: 14, minute: 0 },
    regular: { price: 2490, remotePrice: 2490, transit: { min: 3, max: 7 }, remoteTransit: { min: 6, max: 12 } },
    nextDay: { price: 4990 },
    freight: { firstUnit: 34990, additionalUnit: 11990, handlingDays: 2, transit: { min: 5, max: 10 }, remoteTransit: { min: 10, max: 18 } },
    // North and Northeast regions.
    remote: ['AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'MA', 'PA', 'PB', 'PE', 'PI', 'RN', 'RO', 'RR', 'SE', 'TO'],
    nextDayStates: ['SP', 'RJ', 'MG'],
    noNextDay: [],
    noFreight: [],
    noHazardous: [],
  },
};

// ---------------------------------------------------------------------------------------------
// Holidays and business days

/**
 * Public holidays on which carriers do not deliver, 2026-2027 (observed dates).
 * US: federal holidays (5 U.S.C. 6103), moved to Friday/Monday when they fall on Saturday/Sunday.
 * MX: official rest days (Ley Federal del Trabajo, art. 74).
 * BR: national holidays (Leis 662/1949, 6.802/1980, 14.759/2023) and Good Friday.
 */
export const HOLIDAYS: Record<Locale, readonly string[]> = {
  'en-US': [
    '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    '2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24',
    '2027-12-31', // New Year's Day 2028 falls on a Saturday.
  ],
  'es-MX': [
    '2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25',
    '2027-01-01', '2027-02-01', '2027-03-15', '2027-05-01', '2027-09-16', '2027-11-15', '2027-12-25',
  ],
  'pt-BR': [
    '2026-01-01', '2026-04-03', '2026-04-21', '2026-05-01', '2026-09-07', '2026-10-12', '2026-11-02', '2026-11-15', '2026-11-20', '2026-12-25',
    '2027-01-01', '2027-03-26', '2027-04-21', '2027-05-01', '2027-09-07', '2027-10-12', '2027-11-02', '2027-11-15', '2027-11-20', '2027-12-25',
  ],
};

/** The years HOLIDAYS covers; later dates count weekends only until the table is extended. */
export const HOLIDAY_YEARS = [2026, 2027] as const;

const holidaySets = new Map<Locale, Set<string>>(Object.entries(HOLIDAYS).map(([locale, days]) => [locale as Locale, new Set(days)]));

const DAY_MS = 86_400_000;

function isoDate(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

function epochDayOf(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

export function isBusinessDay(date: string, market: Locale): boolean {
  const weekday = new Date(epochDayOf(date) * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidaySets.get(market)!.has(date);
}

/** The business day `count` business days after `date` (count 0: `date` itself if a business day, else the next one). */
export function addBusinessDays(date: string, count: number, market: Locale): string {
  let day = epochDayOf(date);
  while (!isBusinessDay(isoDate(day), market)) day++;
  for (let left = count; left > 0; ) {
    day++;
    if (isBusinessDay(isoDate(day), market)) left--;
  }
  return isoDate(day);
}

/** The civil date and time of an instant in a time zone. */
const localClock = wallClock;
const instantOf = zonedInstant;

/** The day an order placed at `now` leaves the fulfilment centre, and whether it beat today's cutoff. */
export function shipDate(now: Date, market: Locale): { date: string; beforeCutoff: boolean; orderBy: Date | null } {
  const rules = SHIPPING_RULES[market];
  const clock = localClock(now, rules.timeZone);
  const cutoff = rules.cutoff.hour * 60 + rules.cutoff.minute;
  if (isBusinessDay(clock.date, market) && clock.minutes < cutoff) {
    return { date: clock.date, beforeCutoff: true, orderBy: instantOf(clock.date, cutoff, rules.timeZone) };
  }
  return { date: addBusinessDays(isoDate(epochDayOf(clock.date) + 1), 0, market), beforeCutoff: false, orderBy: null };
}

export interface DeliveryEstimate {
  /** ISO dates (YYYY-MM-DD), civil dates of the destination. */
  earliest: string;
  latest: string;
}

/** Estimated delivery window of a method to a state, for an order placed at `now`. */
export function estimateDelivery(now: Date, market: Locale, method: ShippingMethod, destinationState: string): DeliveryEstimate {
  const rules = SHIPPING_RULES[market];
  const remote = rules.remote.includes(destinationState);
  const leaves = shipDate(now, market).date;
  if (method === 'nextDay') {
    const day = addBusinessDays(leaves, 1, market);
    return { earliest: day, latest: day };
  }
  if (method === 'freight') {
    const booked = addBusinessDays(leaves, rules.freight.handlingDays, market);
    const transit = remote ? rules.freight.remoteTransit : rules.freight.transit;
    return { earliest: addBusinessDays(booked, transit.min, market), latest: addBusinessDays(booked, transit.max, market) };
  }
  const transit = remote ? rules.regular.remoteTransit : rules.regular.transit;
  return { earliest: addBusinessDays(leaves, transit.min, market), latest: addBusinessDays(leaves, transit.max, market) };
}

/**
 * The window of an order that waited for its payment (a boleto, an OXXO voucher, a PIX charge),
 * once paid: it leaves the fulfilment centre on the ship date of the payment instead of the
 * order's, so the window moves by as many business days as the ship date did. Never earlier.
 */
export function deliveryAfterPayment(estimate: DeliveryEstimate, placedAt: Date, paidAt: Date, market: Locale): DeliveryEstimate {
  const planned = shipDate(placedAt, market).date;
  const actual = shipDate(paidAt, market).date;
  let days = 0;
  while (addBusinessDays(planned, days, market) < actual) days++;
  if (days === 0) return estimate;
  return { earliest: addBusinessDays(estimate.earliest, days, market), latest: addBusinessDays(estimate.latest, days, market) };
}

// ---------------------------------------------------------------------------------------------
// Options

export interface ShippingLine {
  hazardous: boolean;
  /** Heavy or oversized (engines, transmissions, body panels...): decided by the caller from the part type. */
  freight: boolean;
  quantity: number;
}

export interface ShippingInput {
  market: Locale;
  /** State code of the delivery address: US state, Mexican entity (CDMX, JAL...) or Brazilian UF. */
  destinationState: string;
  lines: readonly ShippingLine[];
  /** Merchandise subtotal after discounts, for the free-shipping threshold. */
  subtotal: Money;
  now: Date;
}

export interface ShippingOption {
  method: ShippingMethod;
  shipmentType: (typeof SHIPMENT_TYPE)[ShippingMethod];
  fulfilment: (typeof FULFILMENT_TYPE)[ShippingMethod];
  price: Money;
  /** True when regular shipping is free because the subtotal reached the threshold. */
  free: boolean;
  available: boolean;
  /** Full message key of why the method is not available. */
  reason?: UnavailableReason;
  /** Null when the method is not available. */
  delivery: DeliveryEstimate | null;
  /** Next day only: the instant (ISO) today's cutoff passes, when the order can still make it. */
  orderBy?: string;
  nameKey: `checkout.shipping.methods.${ShippingMethod}.name`;
  descriptionKey: `checkout.shipping.methods.${ShippingMethod}.description`;
}

export class UnknownDestinationError extends Error {
  constructor(readonly destinationState: string) {
    super(`Unknown destination state '${destinationState}'`);
    this.name = 'UnknownDestinationError';
  }
}

/** How much more merchandise would make regular shipping free; 0 when it already is. */
export function amountToFreeShipping(market: Locale, subtotal: Money): Money {
  const { currency, freeShippingThreshold } = getMarket(market);
  if (subtotal.currency !== currency) throw new TypeError(`subtotal is in ${subtotal.currency}, the market uses ${currency}`);
  return money(Math.max(0, freeShippingThreshold - subtotal.amount), currency);
}

/** The ship-to-home methods for a cart, with prices, availability and delivery windows. */
export function shippingOptions(input: ShippingInput): ShippingOption[] {
  const market = getMarket(input.market);
  const rules = SHIPPING_RULES[input.market];
  const state = input.destinationState.trim().toUpperCase();
  if (!isStateOf(market.country, state)) throw new UnknownDestinationError(input.destinationState);
  if (input.lines.length === 0) throw new RangeError('A shipment needs at least one line');
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${line.quantity}`);
  }
  const toFree = amountToFreeShipping(input.market, input.subtotal);

  const hazardous = input.lines.some((line) => line.hazardous);
  const freightUnits = input.lines.reduce((sum, line) => sum + (line.freight ? line.quantity : 0), 0);
  const remote = rules.remote.includes(state);
  const hazardousBlocked = hazardous && rules.noHazardous.includes(state);
  const leaves = shipDate(input.now, input.market);

  const option = (method: ShippingMethod, price: number, reason: UnavailableReason | undefined, extra: Partial<ShippingOption> = {}): ShippingOption => ({
    method,
    shipmentType: SHIPMENT_TYPE[method],
    fulfilment: FULFILMENT_TYPE[method],
    price: money(price, market.currency),
    free: false,
    available: !reason,
    ...(reason ? { reason } : {}),
    delivery: reason ? null : estimateDelivery(input.now, input.market, method, state),
    nameKey: `checkout.shipping.methods.${method}.name`,
    descriptionKey: `checkout.shipping.methods.${method}.description`,
    ...extra,
  });

  const parcelReason: UnavailableReason | undefined = freightUnits > 0
    ? 'checkout.shipping.unavailable.freightItems'
    : hazardousBlocked ? 'checkout.shipping.unavailable.hazardousDestination' : undefined;

  const free = toFree.amount === 0;
  const regular = option('regular', free ? 0 : remote ? rules.regular.remotePrice : rules.regular.price, parcelReason, { free: free && !parcelReason });

  const nextDayReaches = rules.nextDayStates ? rules.nextDayStates.includes(state) : !rules.noNextDay.includes(state);
  const nextDayReason: UnavailableReason | undefined =
    parcelReason ??
    (hazardous ? 'checkout.shipping.unavailable.hazardous' : !nextDayReaches ? 'checkout.shipping.unavailable.destination' : undefined);
  const nextDay = option('nextDay', rules.nextDay.price, nextDayReason,
    !nextDayReason && leaves.orderBy ? { orderBy: leaves.orderBy.toISOString() } : {});

  const options = [regular, nextDay];
  if (freightUnits > 0) {
    const freightReason: UnavailableReason | undefined = rules.noFreight.includes(state)
      ? 'checkout.shipping.unavailable.destination'
      : hazardousBlocked ? 'checkout.shipping.unavailable.hazardousDestination' : undefined;
    options.push(option('freight', rules.freight.firstUnit + (freightUnits - 1) * rules.freight.additionalUnit, freightReason));
  }
  return options;
}

/** "Fri, Nov 27 – Tue, Dec 1" in the shopper's locale (one date when earliest = latest). */
export function formatDeliveryWindow(delivery: DeliveryEstimate, locale: Locale): string {
  return formatDayWindow(delivery.earliest, delivery.latest, locale);
}
