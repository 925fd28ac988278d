import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '@/features/ops/i18n';
import type { ShipmentEventType } from '@/server/orders/status';
import { FocusedLink } from '../FocusedLink';
import { orderEventAction } from './actions';

const button = 'min-h-11 rounded-md border border-ink px-4 font-semibold hover:bg-panel';
const field = 'mt-1 block min-h-11 w-full rounded-md border border-line px-3 text-base';

/**
 * The events a shipment accepts now from this staff member, as buttons (the status machine's
 * rules and their role: `staffOrder`'s allowedEvents). Shipping asks for the carrier and the
 * tracking number; cancelling and returning go through a confirm step first.
 */
export async function EventButtons({ orderNumber, shipmentId, events }: { orderNumber: string; shipmentId: number; events: ShipmentEventType[] }) {
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  if (!events.length) return <p className="text-sm text-muted">{t('detail.noActions')}</p>;
  const hidden = (
    <>
      <input type="hidden" name="orderNumber" value={orderNumber} />
      <input type="hidden" name="shipmentId" value={shipmentId} />
    </>
  );
  return (
    <div className="flex flex-wrap items-end gap-2" data-testid={`events-${shipmentId}`}>
      {events.map((event) =>
        event === 'ship' ? (
          <form key={event} action={orderEventAction} className="flex w-full flex-wrap items-end gap-2 rounded-md border border-line p-2 md:w-auto">
            {hidden}
            <input type="hidden" name="event" value="ship" />
            <label className="block text-sm font-semibold">
              {t('carrier')}
              <input name="carrier" required maxLength={64} className={field} autoComplete="off" />
            </label>
            <label className="block text-sm font-semibold">
              {t('trackingNumber')}
              <input name="trackingNumber" required maxLength={64} className={field} autoComplete="off" />
            </label>
            <button type="submit" className={button}>
              {t('events.ship')}
            </button>
          </form>
        ) : (
          <form key={event} action={orderEventAction}>
            {hidden}
            <input type="hidden" name="event" value={event} />
            <button type="submit" className={`${button} ${event === 'cancel' ? 'border-brand text-brand-dark' : ''}`}>
              {t(`events.${event}` as 'events.process')}
            </button>
          </form>
        ),
      )}
    </div>
  );
}

/** The confirm step of a cancellation or a return: what it will do, then yes (sent) or no (back to the order). */
export async function ConfirmEvent({ orderNumber, shipmentId, event, refundable }: { orderNumber: string; shipmentId: number; event: 'cancel' | 'return'; /** What the order's payments could still give back, written; null when nothing was paid. */ refundable: string | null }) {
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders.confirm' });
  const restock = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  return (
    <section role="alertdialog" aria-labelledby="confirm-heading" aria-describedby="confirm-body" className="mt-4 rounded-lg border-2 border-brand p-4" data-testid="confirm-event">
      <h2 id="confirm-heading" className="text-lg font-bold">
        {event === 'cancel' ? t('cancelHeading', { id: shipmentId }) : t('returnHeading', { id: shipmentId })}
      </h2>
      <p id="confirm-body" className="mt-1">
        {event === 'return' ? t('returnBody') : refundable ? t('cancelBody', { amount: refundable }) : t('cancelBodyUnpaid')}
      </p>
      <form action={orderEventAction} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name="orderNumber" value={orderNumber} />
        <input type="hidden" name="shipmentId" value={shipmentId} />
        <input type="hidden" name="event" value={event} />
        <input type="hidden" name="confirmed" value="yes" />
        {event === 'return' ? (
          <label className="flex min-h-11 w-full items-center gap-2 font-semibold">
            <input type="checkbox" name="restock" value="yes" defaultChecked className="size-5" />
            {restock('restock')}
          </label>
        ) : null}
        <button type="submit" className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white">
          {event === 'cancel' ? t('yesCancel') : t('yesReturn')}
        </button>
        <FocusedLink href={`/ops/orders/${orderNumber}`} className="flex min-h-11 items-center rounded-md border border-ink px-4 font-semibold" testId="confirm-keep">
          {t('keep')}
        </FocusedLink>
      </form>
    </section>
  );
}
