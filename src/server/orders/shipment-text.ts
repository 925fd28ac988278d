import { translatorFor } from '@/i18n/catalogues';
import { trackingLink } from '@/lib/carriers';
import { formatDate, formatDayWindow, marketTimeZone } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { storeByNumber } from '@/server/stores/preferred';
import type { Shipment } from './schema';
import { AWAITING_PAYMENT } from './status';

/**
 * What a shipment says about when the shopper gets it (issue 18 item 16), the same on
 * /trackOrder, the order in the account and the confirmation page: the arrival window while
 * the parcel is still to come, then the day it was delivered or picked up. Never a window
 * under "Delivered", and a one-day window is one day ("Arrives Mon, Nov 30").
 */
export type ShipmentArrival =
  | { kind: 'arrives'; earliest: string; latest: string }
  /** An order awaiting its payment (boleto, OXXO, PIX): the window holds if it is paid today; paid later, it moves (deferred-payments.ts). */
  | { kind: 'arrivesIfPaidToday'; earliest: string; latest: string }
  | { kind: 'delivered'; at: Date }
  | { kind: 'pickedUp'; at: Date; storeNumber: string };

/** Statuses after which nothing is on its way any more, though nothing arrived either. */
const CALLED_OFF = ['CANCELLED', 'CANCELLATION IN PROGRESS', 'UNDELIVERABLE'];

export type ArrivalFacts = Pick<Shipment, 'status' | 'storeNumber' | 'estimatedDeliveryFrom' | 'estimatedDeliveryTo'> & { arrivedAt: Date | null };

export function shipmentArrival(s: ArrivalFacts, orderStatus?: string): ShipmentArrival | null {
  if (s.arrivedAt) return s.status === 'PICKED UP' && s.storeNumber ? { kind: 'pickedUp', at: s.arrivedAt, storeNumber: s.storeNumber } : { kind: 'delivered', at: s.arrivedAt };
  if (CALLED_OFF.includes(s.status) || s.storeNumber || !s.estimatedDeliveryFrom || !s.estimatedDeliveryTo) return null;
  return { kind: orderStatus === AWAITING_PAYMENT ? 'arrivesIfPaidToday' : 'arrives', earliest: s.estimatedDeliveryFrom, latest: s.estimatedDeliveryTo };
}

/**
 * The arrival in words. A window is of calendar days already; a delivery is an instant, read in
 * the market's time zone, and a pickup in its store's (`storeTimeZone`).
 */
export async function arrivalText(arrival: ShipmentArrival | null, locale: Locale, storeTimeZone?: string | null): Promise<string | null> {
  if (!arrival) return null;
  const t = await translatorFor(locale);
  if (arrival.kind === 'arrives' || arrival.kind === 'arrivesIfPaidToday') return t(`orders.arrival.${arrival.kind}`, { window: formatDayWindow(arrival.earliest, arrival.latest, locale) });
  if (arrival.kind === 'delivered') return t('orders.arrival.delivered', { date: formatDate(arrival.at, locale, marketTimeZone(locale), 'weekday') });
  return t('orders.arrival.pickedUp', { date: formatDate(arrival.at, locale, storeTimeZone ?? marketTimeZone(locale), 'weekday') });
}

/** arrivalText for each of an order's shipments, by shipment id (reading the pickup stores' zones). */
export async function arrivalTexts(executor: Executor, order: { status: string }, shipments: (ArrivalFacts & { id: number })[], locale: Locale): Promise<Map<number, string | null>> {
  const texts = new Map<number, string | null>();
  for (const s of shipments) {
    const arrival = shipmentArrival(s, order.status);
    const zone = arrival?.kind === 'pickedUp' ? (await storeByNumber(executor, arrival.storeNumber))?.timeZone : null;
    texts.set(s.id, await arrivalText(arrival, locale, zone));
  }
  return texts;
}

/** A shipment's tracking as pages show it: the sentence, the carrier's tracking page (null for a carrier we don't know) and what the link does. */
export interface TrackingText {
  text: string;
  url: string | null;
  /** For the link: it opens the carrier's site in a new tab. */
  opens: string;
}

export async function trackingText(s: Pick<Shipment, 'carrier' | 'trackingNumber'>, locale: Locale): Promise<TrackingText | null> {
  const link = trackingLink(s.carrier, s.trackingNumber);
  if (!link) return null;
  const t = await translatorFor(locale);
  return { text: t('orders.tracking.number', { carrier: link.carrier, number: link.number }), url: link.url, opens: t('orders.tracking.opens', { carrier: link.carrier }) };
}
