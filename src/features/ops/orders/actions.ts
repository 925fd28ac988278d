'use server';

import { redirect } from 'next/navigation';
import { ZodError } from 'zod';
import { fulfilShipment } from '@/server/orders/use-cases';
import { paymentGateway } from '@/server/payments/gateway';
import { refusalOf } from '@/server/platform/domain-error';
import { currentStaff } from '../session';

/** Events that give money back: the page asks once more before it sends them. */
const CONFIRMED_EVENTS = new Set(['cancel', 'return']);

/** Where the form came from: the order's page, or a store's pickup queue. */
function pageOf(formData: FormData, orderNumber: string): string {
  const store = String(formData.get('store') ?? '');
  if (formData.get('from') === 'pickups' && /^[A-Za-z0-9-]{1,10}$/.test(store)) return `/ops/pickups?store=${encodeURIComponent(store)}`;
  return `/ops/orders/${encodeURIComponent(orderNumber)}`;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;

/**
 * A fulfilment event from /ops/orders/{orderNumber} or /ops/pickups: the staff member signed in
 * applies it through the orders use case (authorised for the shipment's store, audited).
 * Cancelling and returning are sent only once confirmed; the answer (done, or the refusal's
 * message key) comes back in the page's address.
 */
export async function orderEventAction(formData: FormData): Promise<void> {
  const orderNumber = String(formData.get('orderNumber') ?? '').trim();
  const page = pageOf(formData, orderNumber);
  const actor = await currentStaff(page);
  const event = String(formData.get('event') ?? '');
  const shipmentId = String(formData.get('shipmentId') ?? '');
  if (CONFIRMED_EVENTS.has(event) && formData.get('confirmed') !== 'yes') redirect(withQuery(page, { confirm: event, shipment: shipmentId }));
  let answer: Record<string, string>;
  try {
    const outcome = await fulfilShipment(
      actor,
      orderNumber,
      {
        event: event as 'process',
        shipmentId: shipmentId ? Number(shipmentId) : undefined,
        carrier: String(formData.get('carrier') ?? '') || undefined,
        trackingNumber: String(formData.get('trackingNumber') ?? '') || undefined,
        restock: event === 'return' ? formData.get('restock') === 'yes' : undefined,
      },
      paymentGateway(),
    );
    answer = { done: String(outcome.shipmentId), order: outcome.orderNumber, status: outcome.status, ...(outcome.refunded ? { refunded: String(outcome.refunded) } : {}) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) {
      // A malformed form (an event that does not exist, a carrier too long): the schema's refusal.
      if (error instanceof ZodError) answer = { error: 'orders.errors.invalidEvent' };
      else throw error;
    } else answer = { error: refusal.detail.errorMessageKey };
  }
  redirect(withQuery(page, answer));
}
