import { getTranslations } from 'next-intl/server';
import { opsRequestLocale, opsMetadata } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import { mayOpen } from '@/features/ops/nav';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { staffMoney } from '@/features/ops/orders/format';
import { staffPage } from '@/features/ops/session';
import { waitingConversations } from '@/server/chat/queries';
import { jobsOverview } from '@/server/jobs/operators';
import type { JobsReport } from '@/server/jobs/queue';
import { ordersDashboard } from '@/server/orders/queries';
import { logger } from '@/server/platform/logger';
import { can } from '@/server/staff/actor';

export const generateMetadata = opsMetadata('nav.dashboard');

/** Jobs failing now: waiting for a retry or failed for good in every queue, and the dead letters waiting for an operator. */
function failingJobs(report: JobsReport): number {
  return report.queues.reduce((n, q) => n + q.counts.retry + q.counts.failed + (q.description === null ? q.counts.created : 0), 0);
}

async function orNull<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    logger.error({ err: error, what }, 'a dashboard figure could not be read');
    return null;
  }
}

function Tile({ label, value, href, open, testId }: { label: string; value: string; href?: string; open: string; testId: string }) {
  return (
    <li className="flex min-h-28 flex-col justify-between rounded-lg border border-line p-4" data-testid={testId}>
      <span className="text-sm font-semibold text-muted">{label}</span>
      <span className="text-3xl font-extrabold tabular-nums">{value}</span>
      {href ? (
        <Link href={href} className="flex min-h-11 items-center text-sm font-semibold underline underline-offset-4">
          {open}
        </Link>
      ) : (
        // The same height as the link, so every tile's figure sits on one line across the row.
        <span aria-hidden="true" className="min-h-11" />
      )}
    </li>
  );
}

/** /ops: the back office's dashboard (decision 054): today's orders and sales per market, and what waits for staff. */
export default async function OpsDashboard() {
  const actor = await staffPage('/ops');
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.dashboard' });
  const locale = await opsRequestLocale();
  const [orders, jobs, chats] = await Promise.all([
    ordersDashboard(actor),
    can(actor, 'jobs.manage') ? orNull('jobs', () => jobsOverview(actor)) : Promise.resolve(undefined),
    can(actor, 'chat.answer') ? orNull('chat', waitingConversations) : Promise.resolve(undefined),
  ]);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const figure = (value: number | null | undefined) => (value === undefined ? t('notYours') : value === null ? t('unavailable') : count(value));
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-[1280px] px-4 py-6 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{t('heading')}</h1>
        <section aria-labelledby="markets" className="mt-4">
          <h2 id="markets" className="text-lg font-bold">
            {t('ordersToday')}
          </h2>
          <ul className="mt-2 grid gap-3 md:grid-cols-3" data-testid="dashboard-markets">
            {orders.markets.map((m) => (
              <li key={m.locale} className="rounded-lg border border-line p-4" data-testid={`market-${m.locale}`}>
                <span className="block text-sm font-semibold text-muted">{t(`marketNames.${m.locale}` as 'marketNames.en-US')}</span>
                <span className="mt-1 block text-3xl font-extrabold tabular-nums">{staffMoney(m.sales, m.currency, locale)}</span>
                <span className="block text-sm text-muted">
                  {t('orders')}: <span className="tabular-nums">{count(m.orders)}</span>
                </span>
                {m.atCounter ? (
                  <span className="block text-sm text-muted" data-testid={`market-${m.locale}-counter`}>
                    {t('atCounter', { count: m.atCounter })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <ul className="mt-6 grid gap-3 md:grid-cols-2 lg:grid-cols-4">
          {/* The orders ready at the counter (the queue's "ready" count): the link only for a role that works the queue. */}
          <Tile testId="dashboard-pickups" label={t('pickupsReady')} value={count(orders.pickupsWaiting)} href={mayOpen(actor, '/ops/pickups') ? '/ops/pickups' : undefined} open={t('open')} />
          <Tile testId="dashboard-payments" label={t('failedPayments')} value={figure(orders.failedPayments ?? undefined)} open={t('open')} />
          <Tile testId="dashboard-jobs" label={t('failingJobs')} value={figure(jobs === undefined ? undefined : jobs && failingJobs(jobs))} href={jobs === undefined ? undefined : '/ops/jobs'} open={t('open')} />
          <Tile testId="dashboard-chats" label={t('chatsWaiting')} value={figure(chats === undefined ? undefined : chats && chats.count)} href={chats === undefined ? undefined : '/ops/chat'} open={t('open')} />
        </ul>
      </main>
    </>
  );
}
