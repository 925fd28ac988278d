'use server';

import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { LOCALES, type CurrencyCode, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { OrderDetails } from '@/server/orders/lookup';
import { arrivalTexts, lookupOrderAs, lookupOrder } from '@/server/orders/queries';
import { trackingText, type TrackingText } from '@/server/orders/shipment-text';
import { cancellableShipmentIds, cancelForShopper } from '@/server/orders/shopper-cancel';
import { canShopperCancelOrder, statusLabelKey, type OrderStatus } from '@/server/orders/status';
import { paymentGateway } from '@/server/payments/gateway';
import { clientKey, waitValues } from '@/server/platform/rate-limit';

/** An order as the tracking page shows it, every word already in the shopper's language. */
export interface TrackedOrder {
  orderNumber: string;
  placed: string;
  status: string;
  statusHelp: string;
  total: string;
  cancellable: boolean;
  shipments: { id: number; heading: string; status: string; tracking: TrackingText | null; arrival: string | null; lines: string[]; cancellable: boolean }[];
}

export interface TrackState {
  orderNumber: string;
  emailOrZip: string;
  order: TrackedOrder | null;
  error: string | null;
  notice: string | null;
}


const TrackForm = z.object({
  locale: z.enum(LOCALES).catch('en-US'),
  orderNumber: z.string().trim().max(20),
  emailOrZip: z.string().trim().max(254),
  shipmentId: z.coerce.number().int().positive().optional(),
});

async function view(found: OrderDetails, locale: Locale): Promise<TrackedOrder> {
  const t = await getTranslations({ locale, namespace: 'orders' });
  const tt = await getTranslations({ locale, namespace: 'trackOrder' });
  const label = (s: OrderStatus) => t(`status.${statusLabelKey(s)}` as never);
  const { order } = found;
  const cancellable = new Set(cancellableShipmentIds(found));
  const arrivals = await arrivalTexts(found.shipments, locale);
  const tracking = await Promise.all(found.shipments.map((s) => trackingText(s, locale)));
  return {
    orderNumber: order.orderNumber,
    placed: formatDate(order.placedAt, locale, marketTimeZone(locale), 'long'),
    status: label(order.status),
    statusHelp: t(`statusHelp.${statusLabelKey(order.status)}` as never),
    total: formatMoney(money(order.total, order.currency as CurrencyCode), locale),
    cancellable: canShopperCancelOrder({ orderType: order.orderType, shipments: found.shipments }),
    shipments: found.shipments.map((s, i) => ({
      id: s.id,
      heading: s.storeNumber ? tt('pickupAt', { store: s.storeNumber }) : tt('delivery'),
      status: label(s.status),
      tracking: tracking[i] ?? null,
      arrival: arrivals.get(s.id) ?? null,
      lines: s.lines.map((l) => `${l.quantity} × ${l.title}`),
      cancellable: cancellable.has(s.id),
    })),
  };
}

async function find(formData: FormData): Promise<{ input: z.infer<typeof TrackForm>; found: OrderDetails | null; error: string | null }> {
  const input = TrackForm.parse(Object.fromEntries(formData));
  const tt = await getTranslations({ locale: input.locale, namespace: 'trackOrder' });
  const result = await lookupOrderAs(clientKey(await headers()), input.orderNumber, input.emailOrZip);
  if (result.kind === 'wait') return { input, found: null, error: tt('tooManyWait', waitValues(result.retryAfterSeconds)) };
  return { input, found: result.kind === 'found' ? result.order : null, error: result.kind === 'found' ? null : tt('notFound') };
}

/** /trackOrder: find an order by its number and the e-mail or ZIP it was placed with. */
export async function trackOrderAction(_previous: TrackState | null, formData: FormData): Promise<TrackState> {
  const { input, found, error } = await find(formData);
  return { orderNumber: input.orderNumber, emailOrZip: input.emailOrZip, order: found ? await view(found, input.locale) : null, error, notice: null };
}

/**
 * The shopper cancels the whole order, or one shipping group (`shipmentId`), while nothing of it
 * has been prepared (decision 013); the money goes back to the card and gift cards that paid.
 */
export async function cancelOrderAction(_previous: TrackState | null, formData: FormData): Promise<TrackState> {
  const { input, found, error } = await find(formData);
  const tt = await getTranslations({ locale: input.locale, namespace: 'trackOrder' });
  const state = { orderNumber: input.orderNumber, emailOrZip: input.emailOrZip };
  if (!found) return { ...state, order: null, error, notice: null };
  if (!(await cancelForShopper(found, paymentGateway(), input.shipmentId))) {
    return { ...state, order: await view(found, input.locale), error: tt('cannotCancel'), notice: null };
  }
  const after = await lookupOrder(input.orderNumber, input.emailOrZip);
  return { ...state, order: after ? await view(after, input.locale) : null, error: null, notice: tt(input.shipmentId ? 'shipmentCancelled' : 'cancelled') };
}
