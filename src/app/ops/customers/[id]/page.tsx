import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { opsMetadata, opsRequestLocale } from '@/features/ops/i18n';
import { z } from 'zod';
import { marketForCurrency, isLocale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { decideCreditRequestAction, shopperAccessAction } from '@/features/ops/customers/actions';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffPage } from '@/features/ops/session';
import { shopperAs } from '@/server/customers/queries';
import { orderHistory } from '@/server/orders/queries';
import { memberRewardsAs } from '@/server/rewards/queries';
import { can } from '@/server/staff/actor';
import { listSavedVehicles } from '@/server/vehicles/queries';

export const generateMetadata = opsMetadata('titles.customer');

const NOTICES = ['approved', 'refusedRequest', 'locked', 'unlocked', 'codeSent', 'refused', 'forbidden', 'tooManyCodes', 'lockedNoCode', 'invalid'] as const;
/** The notices that say an action was done (a status); the others say why not (an alert). */
const DONE: ReadonlySet<string> = new Set(['approved', 'refusedRequest', 'locked', 'unlocked', 'codeSent']);
/** `at`: the section the action was taken in, which shows its notice (the page comes back scrolled there). */
const Query = z.object({ notice: z.enum(NOTICES).optional().catch(undefined), at: z.enum(['access', 'requests']).optional().catch(undefined), detail: z.string().max(300).optional().catch(undefined) });
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const ORDERS_SHOWN = 20;
const section = 'mt-6 rounded-lg border border-line p-4';
const button = 'min-h-11 rounded-md px-4 font-semibold';
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * /ops/customers/{id}: one shopper for customer service (customers.read): their account and whether
 * it is locked (with customers.manage: lock or unlock it, resend a sign-in code), orders (each to
 * /ops/orders/{number}), garage, rewards balance and activity, and their credit requests, a pending
 * one to approve or refuse (rewards.credit).
 */
export default async function CustomerRoute({ params, searchParams }: Props) {
  const { id } = await params;
  const { notice, at, detail } = Query.parse(await searchParams);
  const actor = await staffPage(`/ops/customers/${encodeURIComponent(id)}`);
  const shopper = await shopperAs(id, actor);
  if (!shopper) notFound();
  const [t, orders, garage, rewards] = await Promise.all([getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.customers' }), orderHistory(shopper.id, { limit: ORDERS_SHOWN }), listSavedVehicles(shopper.id), memberRewardsAs(shopper.id, actor)]);
  const mayDecide = can(actor, 'rewards.credit');
  const mayManage = can(actor, 'customers.manage');
  const locale = isLocale(shopper.locale) ? shopper.locale : 'en-US';
  const amount = (minor: number, currency: Parameters<typeof money>[1]) => formatMoney(money(minor, currency), marketForCurrency(currency).locale);
  const name = `${shopper.firstName} ${shopper.lastName}`.trim() || shopper.name;
  const noticeShown = notice ? (
    <p role={DONE.has(notice) ? 'status' : 'alert'} className={`mt-3 rounded-md px-3 py-2 break-words ${DONE.has(notice) ? 'bg-panel' : 'bg-alert'}`} data-testid="customer-notice">
      {t(`notices.${notice}`, { email: shopper.email })}
      {detail && notice === 'refused' ? ` ${detail}` : ''}
    </p>
  ) : null;
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <p>
          <Link href="/ops/customers" className="inline-flex min-h-11 items-center underline">
            {t('back')}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">{name}</h1>
        {at ? null : noticeShown}
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('account.email')}</dt>
            <dd className="break-all">
              {shopper.email} {shopper.emailVerified ? '' : `(${t('account.unverified')})`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('account.phone')}</dt>
            <dd>{shopper.phone || '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('account.market')}</dt>
            <dd>{locale}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('account.since')}</dt>
            <dd>{day(shopper.createdAt)}</dd>
          </div>
        </dl>

        <section aria-labelledby="access" className={section} data-testid="customer-access">
          <h2 id="access" className="text-lg font-semibold">
            {t('access.title')}
          </h2>
          {at === 'access' ? noticeShown : null}
          <p className="mt-2" data-testid="customer-access-status">
            {shopper.lockedAt ? <strong>{t('access.lockedSince', { date: day(shopper.lockedAt) })}</strong> : t('access.open')}
          </p>
          {mayManage ? (
            shopper.lockedAt ? (
              <form action={shopperAccessAction} className="mt-3">
                <input type="hidden" name="userId" value={shopper.id} />
                <input type="hidden" name="change" value="unlock" />
                <button type="submit" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
                  {t('access.unlock')}
                </button>
              </form>
            ) : (
              <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
                <form action={shopperAccessAction} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="userId" value={shopper.id} />
                  <input type="hidden" name="change" value="resendCode" />
                  <button type="submit" className={`${button} border border-line hover:bg-panel`}>
                    {t('access.resendCode')}
                  </button>
                </form>
                <form action={shopperAccessAction} className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="userId" value={shopper.id} />
                  <input type="hidden" name="change" value="lock" />
                  <label className="flex flex-col text-sm font-semibold">
                    {t('access.reason')}
                    <input name="reason" maxLength={300} className="mt-1 min-h-11 rounded-md border border-line px-3 text-base font-normal" />
                  </label>
                  <button type="submit" className={`${button} border border-line hover:bg-panel`}>
                    {t('access.lock')}
                  </button>
                </form>
              </div>
            )
          ) : null}
          {mayManage ? <p className="mt-2 text-sm text-muted">{shopper.lockedAt ? t('access.unlockHint') : t('access.lockHint')}</p> : null}
        </section>

        <section aria-labelledby="customer-orders" className={section}>
          <h2 id="customer-orders" className="text-lg font-semibold">
            {t('orders.title')}
          </h2>
          {orders.length === 0 ? <p className="mt-2 text-muted">{t('orders.none')}</p> : null}
          <ul className="mt-2 divide-y divide-line">
            {orders.map((order) => (
              <li key={order.id}>
                <Link href={`/ops/orders/${encodeURIComponent(order.orderNumber)}`} className="flex min-h-11 flex-wrap items-center gap-x-6 gap-y-1 py-2 hover:bg-panel">
                  <span className="font-semibold">{order.orderNumber}</span>
                  <span>{day(order.placedAt)}</span>
                  <span>{order.status}</span>
                  <span>{amount(order.total, order.currency)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="customer-garage" className={section}>
          <h2 id="customer-garage" className="text-lg font-semibold">
            {t('garage.title')}
          </h2>
          {garage.vehicles.length === 0 ? <p className="mt-2 text-muted">{t('garage.none')}</p> : null}
          <ul className="mt-2 list-disc pl-5">
            {garage.vehicles.map((vehicle) => (
              <li key={vehicle.key}>
                {vehicle.year} {vehicle.make} {vehicle.model}
                {garage.preferred?.key === vehicle.key ? ` (${t('garage.preferred')})` : ''}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="customer-rewards" className={section}>
          <h2 id="customer-rewards" className="text-lg font-semibold">
            {t('rewards.title')}
          </h2>
          {!rewards ? (
            <p className="mt-2 text-muted">{t('rewards.none')}</p>
          ) : (
            <>
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-3" data-testid="customer-rewards">
                <div>
                  <dt className="text-sm text-muted">{t('rewards.number')}</dt>
                  <dd>{rewards.rewardsId}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('rewards.available')}</dt>
                  <dd>{amount(rewards.balances.available, rewards.balances.currency)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('rewards.credits')}</dt>
                  <dd data-testid="customer-credits">{t('rewards.creditsOf', { credits: rewards.balances.credits, perReward: rewards.balances.creditsPerReward })}</dd>
                </div>
              </dl>
              <h3 className="mt-4 font-semibold">{t('rewards.activity')}</h3>
              {rewards.activity.length === 0 ? <p className="text-muted">{t('rewards.noActivity')}</p> : null}
              <ul className="mt-1 divide-y divide-line text-sm">
                {rewards.activity.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap gap-x-6 py-1">
                    <span>{day(entry.date)}</span>
                    <span>{t(`rewards.kinds.${entry.kind}`)}</span>
                    {entry.credits ? <span>{t('rewards.creditsChange', { credits: entry.credits })}</span> : null}
                    {entry.amount ? <span>{amount(entry.amount, entry.currency)}</span> : null}
                    {entry.orderNumber ? <span>{entry.orderNumber}</span> : null}
                  </li>
                ))}
              </ul>

              <h3 id="requests" className="mt-4 font-semibold">
                {t('requests.title')}
              </h3>
              {at === 'requests' ? noticeShown : null}
              {rewards.requests.length === 0 ? <p className="text-muted">{t('requests.none')}</p> : null}
              <ul className="mt-1 space-y-3">
                {rewards.requests.map((request) => (
                  <li key={request.id} className="rounded-md border border-line p-3" data-testid={`credit-request-${request.id}`}>
                    <p className="flex flex-wrap gap-x-6">
                      <span className="font-semibold">{t('requests.receipt', { receipt: request.receiptNumber })}</span>
                      {request.storeNumber ? <span>{t('requests.store', { store: request.storeNumber })}</span> : null}
                      <span>{request.purchasedOn}</span>
                      <span>{amount(request.amount, request.currency)}</span>
                      <span>{t(`requests.statuses.${request.status}`)}</span>
                    </p>
                    {request.reason ? <p className="text-sm text-muted">{request.reason}</p> : null}
                    {request.status === 'pending' && mayDecide ? (
                      <div className="mt-2 flex flex-wrap items-end gap-3">
                        <form action={decideCreditRequestAction}>
                          <input type="hidden" name="userId" value={shopper.id} />
                          <input type="hidden" name="requestId" value={request.id} />
                          <input type="hidden" name="decision" value="approve" />
                          <button type="submit" className={`${button} bg-brand text-white hover:bg-brand-dark`}>
                            {t('requests.approve')}
                          </button>
                        </form>
                        <form action={decideCreditRequestAction} className="flex flex-wrap items-end gap-2">
                          <input type="hidden" name="userId" value={shopper.id} />
                          <input type="hidden" name="requestId" value={request.id} />
                          <input type="hidden" name="decision" value="refuse" />
                          <label className="flex flex-col text-sm font-semibold">
                            {t('requests.reason')}
                            <input name="reason" required maxLength={200} className="mt-1 min-h-11 rounded-md border border-line px-3 text-base font-normal" />
                          </label>
                          <button type="submit" className={`${button} border border-line hover:bg-panel`}>
                            {t('requests.refuse')}
                          </button>
                        </form>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </main>
    </>
  );
}
