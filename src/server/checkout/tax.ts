/**
 * Checkout tax (issue 6: "tax from a per-state and per-market rate table"). Pure functions, no I/O.
 *
 * - United States: state base sales-tax rate of the jurisdiction (store pickup: the store's state;
 *   ship to home: the destination state), ADDED to the order. Taxable amount = merchandise after
 *   discounts + core charges + shipping where the state taxes separately stated delivery charges.
 *   One rounding, half up, on the order total per jurisdiction.
 * - Mexico: shelf prices include IVA 16 %; nothing is added. `included` = gross * 16 / 116.
 * - Brazil: shelf prices include taxes; nothing is added. `included` = approximate tax burden shown
 *   under Lei 12.741/2012, federal and state parts.
 *
 * Rates live in data/tax/rates.json (sources and decisions in data/tax/README.md). Rates are parsed to
 * integers of thousandths of a percent ("6.875" -> 6875) so that no money ever passes through a float.
 */
import { z } from 'zod';
import rawRates from '../../../data/tax/rates.json';
import { getMarket, type Locale } from '@/lib/markets';
import { money, type Money } from '@/lib/money';
import { STATE_CODES } from '@/lib/validation/address';

/** Thousandths of a percent: 100 % = 100_000. */
const FULL = 100_000;

const percent = z.string().regex(/^\d{1,2}(\.\d{1,3})?$/, 'a percent such as "6.875"');

const ratesSchema = z.object({
  asOf: z.string(),
  US: z.record(z.string().regex(/^[A-Z]{2}$/), z.object({ name: z.string(), rate: percent, shippingTaxable: z.boolean() })),
  MX: z.object({ name: z.string(), rate: percent, pricesIncludeTax: z.literal(true) }),
  BR: z.object({ name: z.string(), pricesIncludeTax: z.literal(true), components: z.object({ federal: percent, state: percent }) }),
});

const RATES = ratesSchema.parse(rawRates);

/** The date the rate table describes. */
export const TAX_RATES_AS_OF: string = RATES.asOf;

/** "6.875" -> 6875 (thousandths of a percent), without floats. */
export function parsePercent(value: string): number {
  const [whole = '0', fraction = ''] = percent.parse(value).split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** round(numerator / denominator), half up, for non-negative integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator}`);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** amount * milliPercent / 100 000, half up. */
function applyRate(amount: number, milliPercent: number): number {
  return divideRoundHalfUp(amount * milliPercent, FULL);
}

// ---------------------------------------------------------------------------------------------
// Jurisdictions

/** The 50 states, DC, Puerto Rico and the US Virgin Islands. */
export const US_TAX_STATES: readonly string[] = Object.keys(RATES.US).sort();

/** Mexico's 32 federal entities, as the store data writes them (data/stores/mx-cities.json): the address form's codes. */
export const MX_STATES: readonly string[] = STATE_CODES.MX;

/** Brazil's 26 states and the Federal District (UF): the address form's codes. */
export const BR_STATES: readonly string[] = STATE_CODES.BR;

export function isStateOf(country: 'US' | 'MX' | 'BR', state: string): boolean {
  if (country === 'US') return Object.hasOwn(RATES.US, state);
  return (country === 'MX' ? MX_STATES : BR_STATES).includes(state);
}

export class UnknownTaxJurisdictionError extends Error {
  constructor(
    readonly country: string,
    readonly stateOrRegion: string,
  ) {
    super(`Unknown state or region '${stateOrRegion}' for ${country}`);
    this.name = 'UnknownTaxJurisdictionError';
  }
}

export type TaxFulfilment =
  | { type: 'storePickUp'; storeState: string }
  | { type: 'shipToHome'; destinationState: string };

/** Store pickup is taxed where the store is; ship to home where the parcel goes. */
export function taxStateFor(fulfilment: TaxFulfilment): string {
  return fulfilment.type === 'storePickUp' ? fulfilment.storeState : fulfilment.destinationState;
}

// ---------------------------------------------------------------------------------------------
// Tax

export interface TaxLine {
  /** Price of one unit, in the market's currency. */
  unitPrice: Money;
  quantity: number;
  /** Discounts on the whole line (order-level promotions allocated to lines by the caller). */
  discount?: Money;
  /** Core charge of one unit (refundable deposit on a rebuildable part). */
  coreCharge?: Money;
}

export interface TaxInput {
  market: Locale;
  /** US state code, Mexican entity (CDMX, JAL...) or Brazilian UF. See taxStateFor(). */
  stateOrRegion: string;
  lines: readonly TaxLine[];
  /** The shipping price charged for this shipment; 0 or absent for store pickup. */
  shipping?: Money;
}

export interface TaxComponent {
  kind: 'stateSalesTax' | 'iva' | 'federal' | 'state';
  /** Thousandths of a percent: 6.25 % = 6250. */
  milliPercent: number;
  amount: Money;
}

export interface TaxResult {
  /** Tax added to the order total (US); 0 in Mexico and Brazil. */
  tax: Money;
  /** Tax already inside the prices, to show in the summary (Mexico, Brazil); 0 in the US. */
  included: Money;
  /** The combined rate as a fraction (0.0725), for display with Intl percent formatting only. */
  rate: number;
  /** The combined rate in thousandths of a percent (7.25 % = 7250): the number the maths uses. */
  milliPercent: number;
  jurisdiction: { country: 'US' | 'MX' | 'BR'; stateOrRegion: string; name: string };
  /** The amount the rate was applied to: US taxable amount; MX/BR gross (tax-inclusive) amount. */
  base: Money;
  components: TaxComponent[];
  /** Message key of the summary label, in the namespace checkout.shipping. */
  labelKey: 'checkout.shipping.tax.salesTax' | 'checkout.shipping.tax.ivaIncluded' | 'checkout.shipping.tax.approximateIncluded';
}

function checkCurrency(value: Money | undefined, currency: Money['currency'], what: string): number {
  if (!value) return 0;
  if (value.currency !== currency) throw new TypeError(`${what} is in ${value.currency}, the market uses ${currency}`);
  if (!Number.isSafeInteger(value.amount) || value.amount < 0) throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value.amount}`);
  return value.amount;
}

interface Totals {
  merchandise: number;
  cores: number;
  shipping: number;
}

function totalsOf(input: TaxInput, currency: Money['currency']): Totals {
  let merchandise = 0;
  let cores = 0;
  input.lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError(`line ${index}: quantity must be a positive integer, got ${line.quantity}`);
    const gross = checkCurrency(line.unitPrice, currency, `line ${index} unitPrice`) * line.quantity;
    const discount = checkCurrency(line.discount, currency, `line ${index} discount`);
    if (discount > gross) throw new RangeError(`line ${index}: discount ${discount} exceeds the line amount ${gross}`);
    merchandise += gross - discount;
    cores += checkCurrency(line.coreCharge, currency, `line ${index} coreCharge`) * line.quantity;
  });
  return { merchandise, cores, shipping: checkCurrency(input.shipping, currency, 'shipping') };
}

/** Tax of one jurisdiction (one shipment, or one pickup store). */
export function taxFor(input: TaxInput): TaxResult {
  const market = getMarket(input.market);
  const { currency, country } = market;
  const stateOrRegion = input.stateOrRegion.trim().toUpperCase();
  if (!isStateOf(country, stateOrRegion)) throw new UnknownTaxJurisdictionError(country, input.stateOrRegion);
  const totals = totalsOf(input, currency);
  const zero = money(0, currency);

  if (country === 'US') {
    const state = RATES.US[stateOrRegion]!;
    const milliPercent = parsePercent(state.rate);
    // Core charges are part of the sales price in the states we sell in; see data/tax/README.md.
    const base = totals.merchandise + totals.cores + (state.shippingTaxable ? totals.shipping : 0);
    const tax = money(applyRate(base, milliPercent), currency);
    return {
      tax,
      included: zero,
      rate: milliPercent / FULL,
      milliPercent,
      jurisdiction: { country, stateOrRegion, name: state.name },
      base: money(base, currency),
      components: [{ kind: 'stateSalesTax', milliPercent, amount: tax }],
      labelKey: 'checkout.shipping.tax.salesTax',
    };
  }

  // Mexico and Brazil: everything the shopper pays (merchandise, cores, shipping) already includes tax.
  const gross = totals.merchandise + totals.cores + totals.shipping;
  if (country === 'MX') {
    const milliPercent = parsePercent(RATES.MX.rate);
    const included = money(divideRoundHalfUp(gross * milliPercent, FULL + milliPercent), currency);
    return {
      tax: zero,
      included,
      rate: milliPercent / FULL,
      milliPercent,
      jurisdiction: { country, stateOrRegion, name: RATES.MX.name },
      base: money(gross, currency),
      components: [{ kind: 'iva', milliPercent, amount: included }],
      labelKey: 'checkout.shipping.tax.ivaIncluded',
    };
  }

  const federalRate = parsePercent(RATES.BR.components.federal);
  const stateRate = parsePercent(RATES.BR.components.state);
  const federal = money(applyRate(gross, federalRate), currency);
  const state = money(applyRate(gross, stateRate), currency);
  const milliPercent = federalRate + stateRate;
  return {
    tax: zero,
    // The sum of the rounded parts, so the summary's parts add up to its total.
    included: money(federal.amount + state.amount, currency),
    rate: milliPercent / FULL,
    milliPercent,
    jurisdiction: { country, stateOrRegion, name: RATES.BR.name },
    base: money(gross, currency),
    components: [
      { kind: 'federal', milliPercent: federalRate, amount: federal },
      { kind: 'state', milliPercent: stateRate, amount: state },
    ],
    labelKey: 'checkout.shipping.tax.approximateIncluded',
  };
}

export interface OrderTaxResult {
  tax: Money;
  included: Money;
  /** One result per jurisdiction, in the order they first appear. */
  jurisdictions: TaxResult[];
}

/**
 * Tax of an order with several shipments (e.g. some lines picked up in a store, others shipped home).
 * Shipments in the same jurisdiction are added together before rounding: one rounding per jurisdiction.
 */
export function taxForOrder(input: { market: Locale; shipments: readonly Omit<TaxInput, 'market'>[] }): OrderTaxResult {
  const { currency } = getMarket(input.market);
  const groups = new Map<string, { lines: TaxLine[]; shipping: number }>();
  for (const shipment of input.shipments) {
    const key = shipment.stateOrRegion.trim().toUpperCase();
    const group = groups.get(key) ?? { lines: [], shipping: 0 };
    group.lines.push(...shipment.lines);
    group.shipping += checkCurrency(shipment.shipping, currency, 'shipping');
    groups.set(key, group);
  }
  const jurisdictions = [...groups].map(([stateOrRegion, group]) =>
    taxFor({ market: input.market, stateOrRegion, lines: group.lines, shipping: money(group.shipping, currency) }),
  );
  return {
    tax: money(jurisdictions.reduce((sum, j) => sum + j.tax.amount, 0), currency),
    included: money(jurisdictions.reduce((sum, j) => sum + j.included.amount, 0), currency),
    jurisdictions,
  };
}

/** A state's base rate and shipping flag, for tests and an operator's view of the table. */
export function usStateRate(state: string): { name: string; milliPercent: number; shippingTaxable: boolean } | null {
  const entry = RATES.US[state];
  return entry ? { name: entry.name, milliPercent: parsePercent(entry.rate), shippingTaxable: entry.shippingTaxable } : null;
}
