'use server';

import { headers } from 'next/headers';
import type { PaymentInstructionsViewData } from '@/components/PaymentInstructionsView';
import { orderAftercareView } from '@/components/OrderAftercare';
import type { OrderAftercareViewData } from '@/components/OrderAftercareView';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { paidInstallmentsText } from '@/lib/installments';
import { LOCALES, type CurrencyCode, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { CancelOrderBody, TrackOrderBody } from '@/lib/order-inputs';
import type { OrderDetails } from '@/server/orders/lookup';
import { trackingText, type TrackingText } from '@/server/orders/shipment-text';
import { aftercareOf, arrivalTexts } from '@/server/orders/queries';
import { cancellableShipmentIds } from '@/server/orders/shopper-cancel';
import { canShopperCancelOrder, statusLabelKey, type OrderStatus } from '@/server/orders/status';
import { cancelTrackedOrder, trackOrder } from '@/server/orders/track';
import { DomainError } from '@/server/platform/domain-error';
import { ApiError } from '@/server/platform/http';
import { clientKey } from '@/server/platform/rate-limit';
import { trackedPayment } from './tracked-payment';

/** An order as the tracking page shows it, every word already in the shopper's language. */
export interface TrackedOrder {
  orderNumber: string;
  placed: string;
  status: string;
  /** Empty when the cancellation, return or refund below says it instead. */
  statusHelp: string;
  total: string;
  /** What `total` is called when it is not the order's total (a RETURN's: its refund); null: the form's label. */
  totalLabel: string | null;
  /** How a card pays the order in installments ("Em 10x de R$ 25,99 sem juros"), one text per such card; empty when paid at once. */
  installments: string[];
  cancellable: boolean;
  /** How to pay it while it awaits its PIX, boleto or OXXO payment (tracked-payment.ts); null otherwise. */
  payment: PaymentInstructionsViewData | null;
  /** Cancelled, returned (each return's parts and refund), what went back to each tender and how; a RETURN's order and parts. */
  aftercare: OrderAftercareViewData;
  shipments: { id: number; heading: string; status: string; tracking: TrackingText | null; arrival: string | null; lines: string[]; cancellable: boolean }[];
}

export interface TrackState {
  orderNumber: string;
  emailOrZip: string;
  order: TrackedOrder | null;
  error: string | null;
  notice: string | null;
}


const TrackForm = TrackOrderBody.extend({ locale: z.enum(LOCALES).catch('en-US') });
const CancelForm = CancelOrderBody.extend({ locale: z.enum(LOCALES).catch('en-US') });

async function view(found: OrderDetails, locale: Locale): Promise<TrackedOrder> {
  const t = await getTranslations({ locale, namespace: 'orders' });
  const tt = await getTranslations({ locale, namespace: 'trackOrder' });
  const at = await getTranslations({ locale, namespace: 'orderAftercare' });
  const label = (s: OrderStatus) => t(`status.${statusLabelKey(s)}` as never);
  const { order } = found;
  const aftercare = await aftercareOf(found);
  const isReturn = aftercare.kind === 'return';
  const cancellable = new Set(cancellableShipmentIds(found));
  const arrivals = await arrivalTexts(order, found.shipments, locale);
  const tracking = await Promise.all(found.shipments.map((s) => (isReturn ? null : trackingText(s, locale))));
  const it = await getTranslations({ locale, namespace: 'payments.installments' });
  const price = (amount: number) => formatMoney(money(amount, order.currency as CurrencyCode), locale);
  const installments = isReturn ? [] : found.payments.map((p) => paidInstallmentsText(p, price, locale)).filter((text) => text !== null).map((text) => it(text.key, text.values));
  // Returned parts are told as such: the status says it of the order, each line how many came back.
  const status = isReturn ? at('returnStatus') : aftercare.returned === 'all' ? at('returnedStatus') : aftercare.returned === 'some' ? `${label(order.status)} · ${at('partlyReturned')}` : label(order.status);
  const returnedOf = (lineId: number) => aftercare.returnedByLine.get(lineId) ?? 0;
  return {
    orderNumber: order.orderNumber,
    placed: formatDate(order.placedAt, locale, marketTimeZone(locale), 'long'),
    status,
    // The cancellation and return texts below say what became of it, and of the money.
    statusHelp: isReturn || aftercare.cancelled === 'all' || aftercare.returned ? '' : t(`statusHelp.${statusLabelKey(order.status)}` as never),
    total: price(order.total),
    totalLabel: isReturn ? at('refundLabel') : null,
    installments,
    payment: isReturn ? null : await trackedPayment(found, locale),
    aftercare: await orderAftercareView(found, aftercare, locale),
    cancellable: canShopperCancelOrder({ orderType: order.orderType, shipments: found.shipments }),
    // A RETURN's parts are listed by its aftercare (what came back), not as a delivery.
    shipments: isReturn
      ? []
      : found.shipments.map((s, i) => ({
          id: s.id,
          heading: s.storeNumber ? tt('pickupAt', { store: s.storeNumber }) : tt('delivery'),
          status: label(s.status),
          tracking: tracking[i] ?? null,
          arrival: arrivals.get(s.id) ?? null,
          lines: s.lines.map((l) => `${l.quantity} × ${l.title}${returnedOf(l.id) ? ` · ${at('lineReturned', { count: returnedOf(l.id) })}` : ''}`),
          cancellable: cancellable.has(s.id),
        })),
  };
}

/** What was typed, kept in the form whatever happens. */
function typed(formData: FormData) {
  const text = (name: string) => String(formData.get(name) ?? '').trim();
  return { locale: z.enum(LOCALES).catch('en-US').parse(formData.get('locale')) as Locale, orderNumber: text('orderNumber'), emailOrZip: text('emailOrZip') };
}

/** The one place these actions turn a refusal of the use cases into the shopper's words (not found, wait); anything else is a failure of ours. */
async function refusalText(error: unknown, locale: Locale): Promise<string> {
  if (!(error instanceof ApiError || error instanceof DomainError)) throw error;
  const t = await getTranslations({ locale });
  return t(error.detail.errorMessageKey as never, (error.detail.errorMessageValues ?? {}) as never);
}

/** /trackOrder: find an order by its number and the e-mail or ZIP it was placed with (the trackOrder use case). */
export async function trackOrderAction(_previous: TrackState | null, formData: FormData): Promise<TrackState> {
  const state = typed(formData);
  const form = { orderNumber: state.orderNumber, emailOrZip: state.emailOrZip };
  const t = await getTranslations({ locale: state.locale, namespace: 'trackOrder' });
  if (!state.orderNumber || !state.emailOrZip) return { ...form, order: null, error: t('missing'), notice: null };
  const input = TrackForm.safeParse(Object.fromEntries(formData));
  if (!input.success) return { ...form, order: null, error: t('notFound'), notice: null };
  try {
    return { ...form, order: await view(await trackOrder(clientKey(await headers()), input.data), state.locale), error: null, notice: null };
  } catch (error) {
    return { ...form, order: null, error: await refusalText(error, state.locale), notice: null };
  }
}

/**
 * The shopper cancels the whole order, or one shipping group (`shipmentId`), while nothing of it
 * has been prepared (decision 013): the cancelTrackedOrder use case.
 */
export async function cancelOrderAction(_previous: TrackState | null, formData: FormData): Promise<TrackState> {
  const state = typed(formData);
  const form = { orderNumber: state.orderNumber, emailOrZip: state.emailOrZip };
  const tt = await getTranslations({ locale: state.locale, namespace: 'trackOrder' });
  const input = CancelForm.safeParse(Object.fromEntries(formData));
  if (!input.success) return { ...form, order: null, error: tt('notFound'), notice: null };
  try {
    const { cancelled, order } = await cancelTrackedOrder(clientKey(await headers()), input.data);
    if (!cancelled) return { ...form, order: await view(order, state.locale), error: tt('cannotCancel'), notice: null };
    return { ...form, order: await view(order, state.locale), error: null, notice: tt(input.data.shipmentId ? 'shipmentCancelled' : 'cancelled') };
  } catch (error) {
    return { ...form, order: null, error: await refusalText(error, state.locale), notice: null };
  }
}
