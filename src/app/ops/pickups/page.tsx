import { getTranslations } from 'next-intl/server';
import { opsRequestLocale, opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { orderEventAction } from '@/features/ops/orders/actions';
import { messageKeyOf, refusalText } from '@/features/ops/orders/flash';
import { storeTimeZone } from '@/features/ops/orders/zone';
import { staffTime, statusKey } from '@/features/ops/orders/format';
import { staffPage } from '@/features/ops/session';
import { pickupQueue, pickupStores, type PickupQueue } from '@/server/orders/queries';
import { isShipmentStatus } from '@/server/orders/status';
import { DomainError } from '@/server/platform/domain-error';

export const generateMetadata = opsMetadata('nav.pickups');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
type Entry = PickupQueue['ready'][number];

/**
 * /ops/pickups?store=: a store's pickup queue for the counter's tablet (decision 054): the orders
 * ready and waiting, oldest first, each with a big "handed over" button; then those to prepare,
 * with "mark ready". A store manager sees their own store(s); other roles pick a store.
 */
export default async function PickupsRoute({ searchParams }: Props) {
  const query = await searchParams;
  const asked = typeof query.store === 'string' && /^[A-Za-z0-9-]{1,10}$/.test(query.store) ? query.store : null;
  const actor = await staffPage(asked ? `/ops/pickups?store=${asked}` : '/ops/pickups');
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.pickups' });
  const root = await getTranslations({ locale: await opsRequestLocale() });
  const status = await getTranslations({ locale: await opsRequestLocale(), namespace: 'orders.status' });
  const locale = await opsRequestLocale();
  const stores = await pickupStores(actor);
  const store = asked ?? (stores.length === 1 || actor.storeIds !== null ? (stores[0]?.storeNumber ?? null) : null);
  // The counter's clock: times in the store's own zone.
  const zone = (await storeTimeZone(store)) ?? 'UTC';
  const queue = store ? await pickupQueue(actor, store).catch((e: unknown) => (e instanceof DomainError && e.kind === 'forbidden' ? 'forbidden' : Promise.reject(e))) : null;
  const error = typeof query.error === 'string' ? refusalText(root as never, messageKeyOf(query.error), root('ops.orders.detail.error')) : null;
  const doneOrder = typeof query.order === 'string' && /^\d{9}$/.test(query.order) ? query.order : null;

  const card = (entry: Entry, ready: boolean) => (
    <li key={entry.shipmentId} className="grid gap-3 rounded-lg border border-line p-4 min-[600px]:grid-cols-[minmax(0,1fr)_auto] min-[600px]:items-center" data-testid={`pickup-${entry.orderNumber}`}>
      <div className="min-w-0">
        <p className="text-xl font-extrabold">{entry.name}</p>
        <p className="font-mono text-lg">
          <Link href={`/ops/orders/${entry.orderNumber}`} className="underline underline-offset-4">
            {entry.orderNumber}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {t('items', { count: entry.items })} · {ready ? t('waitingSince', { time: staffTime(entry.since, locale, zone) }) : `${status(statusKey(entry.status) as 'PROCESSING')} · ${t('placed', { time: staffTime(entry.placedAt, locale, zone) })}`}
        </p>
        <p className="text-sm text-muted">{entry.phoneNumber}</p>
        {entry.pickupCode ? <p className="font-semibold">{t('pickupCode', { code: entry.pickupCode })}</p> : null}
      </div>
      <form action={orderEventAction}>
        <input type="hidden" name="from" value="pickups" />
        <input type="hidden" name="store" value={store ?? ''} />
        <input type="hidden" name="orderNumber" value={entry.orderNumber} />
        <input type="hidden" name="shipmentId" value={entry.shipmentId} />
        <input type="hidden" name="event" value={ready ? 'pickedUp' : entry.status === 'SUBMITTED' ? 'process' : 'readyForPickup'} />
        <button type="submit" className={`min-h-16 w-full rounded-lg px-6 text-lg font-extrabold min-[600px]:w-56 ${ready ? 'bg-ink text-white' : 'border-2 border-ink'}`}>
          {ready ? t('handOver') : entry.status === 'SUBMITTED' ? root('ops.orders.events.process') : t('markReady')}
        </button>
      </form>
    </li>
  );

  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1024px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{store && queue !== 'forbidden' ? t('heading', { store }) : t('title')}</h1>
        {actor.storeIds === null || actor.storeIds.length > 1 ? (
          <form method="get" action="/ops/pickups" className="mt-3 flex flex-wrap items-end gap-2">
            <label className="block min-w-0 max-w-full text-sm font-semibold">
              {t('chooseStore')}
              {stores.length ? (
                <select name="store" defaultValue={store ?? ''} className="mt-1 block min-h-11 w-full max-w-md rounded-md border border-line px-3 text-base">
                  {stores.map((s) => (
                    <option key={s.storeNumber} value={s.storeNumber}>
                      {t('storeOption', { store: s.storeNumber, ready: s.ready, toPrepare: s.toPrepare })}
                    </option>
                  ))}
                </select>
              ) : (
                <input name="store" defaultValue={store ?? ''} maxLength={10} className="mt-1 block min-h-11 rounded-md border border-line px-3 text-base" />
              )}
            </label>
            <button type="submit" className="min-h-11 rounded-md border border-ink px-4 font-semibold">
              {t('open')}
            </button>
          </form>
        ) : null}
        {!stores.length && !store ? <p className="mt-4 text-muted">{t('noStores')}</p> : null}
        {doneOrder && typeof query.done === 'string' ? (
          <p role="status" className="mt-4 rounded-lg border border-ok p-4 font-semibold text-ok" data-testid="pickup-done">
            {t('done', { orderNumber: doneOrder, status: isShipmentStatus(query.status) ? status(statusKey(query.status) as 'PROCESSING') : '' })}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-brand p-4 font-semibold text-brand-dark">
            {error}
          </p>
        ) : null}
        {queue === 'forbidden' ? (
          <p role="alert" className="mt-4 rounded-lg border border-brand p-4 font-semibold text-brand-dark">
            {actor.storeIds ? t('notYourStore', { store: store ?? '', stores: actor.storeIds.join(', ') }) : root('errors.label_error_forbidden')}
          </p>
        ) : queue ? (
          <>
            <section aria-labelledby="ready" className="mt-6">
              <h2 id="ready" className="text-xl font-bold">
                {t('ready')} ({queue.ready.length})
              </h2>
              {queue.ready.length ? <ul className="mt-2 grid gap-3" data-testid="pickups-ready">{queue.ready.map((e) => card(e, true))}</ul> : <p className="mt-2 text-muted">{t('emptyReady')}</p>}
            </section>
            <section aria-labelledby="to-prepare" className="mt-8">
              <h2 id="to-prepare" className="text-xl font-bold">
                {t('toPrepare')} ({queue.toPrepare.length})
              </h2>
              {queue.toPrepare.length ? <ul className="mt-2 grid gap-3" data-testid="pickups-to-prepare">{queue.toPrepare.map((e) => card(e, false))}</ul> : <p className="mt-2 text-muted">{t('emptyToPrepare')}</p>}
            </section>
          </>
        ) : null}
      </main>
    </>
  );
}
