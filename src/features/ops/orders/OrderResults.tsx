import { getTranslations } from 'next-intl/server';
import { opsRequestLocale } from '@/features/ops/i18n';
import { Link } from '@/components/Link';
import type { OrderSearchResult } from '@/server/orders/queries';
import { statusKey, staffMoney, staffTime } from './format';
import type { Locale } from '@/lib/markets';

/**
 * The orders found: a table from 801 px, cards below it (a phone, a tablet held upright at the
 * counter); each order number opens the order.
 */
export async function OrderResults({ result, locale, pageHref }: { result: OrderSearchResult; locale: Locale; pageHref: (page: number) => string }) {
  const t = await getTranslations({ locale: await opsRequestLocale(), namespace: 'ops.orders' });
  const status = await getTranslations({ locale: await opsRequestLocale(), namespace: 'orders.status' });
  if (!result.rows.length) return <p className="mt-4 rounded-lg border border-line p-4 text-muted">{t('noResults')}</p>;
  const stores = (list: string[]) => (list.length ? list.join(', ') : t('delivery'));
  const link = (orderNumber: string) => (
    <Link href={`/ops/orders/${orderNumber}`} className="inline-flex min-h-11 items-center font-mono font-semibold underline underline-offset-4">
      {orderNumber}
    </Link>
  );
  return (
    <section aria-label={t('resultsLabel')} className="mt-4">
      <table className="hidden w-full border-collapse text-left text-sm min-[801px]:table" data-testid="order-results-table">
        <thead>
          <tr className="border-b border-line text-muted">
            <th className="py-2 pr-3">{t('columns.order')}</th>
            <th className="py-2 pr-3">{t('columns.placed')}</th>
            <th className="py-2 pr-3">{t('columns.customer')}</th>
            <th className="py-2 pr-3">{t('columns.status')}</th>
            <th className="py-2 pr-3">{t('columns.stores')}</th>
            <th className="py-2 text-right">{t('columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.orderNumber} className="border-b border-line align-top">
              <td className="py-1 pr-3">{link(row.orderNumber)}</td>
              <td className="py-3 pr-3">{staffTime(row.placedAt, locale, row.timeZone)}</td>
              <td className="py-3 pr-3">
                <span className="block font-semibold">{row.name}</span>
                <span className="block break-all text-muted">{row.email}</span>
                <span className="block text-muted">{row.phoneNumber}</span>
              </td>
              <td className="py-3 pr-3">{status(statusKey(row.status) as 'PROCESSING')}</td>
              <td className="py-3 pr-3">{stores(row.stores)}</td>
              <td className="py-3 text-right tabular-nums">{staffMoney(row.total, row.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 min-[801px]:hidden" data-testid="order-results-cards">
        {result.rows.map((row) => (
          <li key={row.orderNumber} className="rounded-lg border border-line p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              {link(row.orderNumber)}
              <span className="rounded bg-panel px-2 py-1 text-sm font-semibold">{status(statusKey(row.status) as 'PROCESSING')}</span>
            </div>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('columns.placed')}</dt>
              <dd>{staffTime(row.placedAt, locale, row.timeZone)}</dd>
              <dt className="text-muted">{t('columns.customer')}</dt>
              <dd>
                <span className="block font-semibold">{row.name}</span>
                <span className="block break-all">{row.email}</span>
                <span className="block">{row.phoneNumber}</span>
              </dd>
              <dt className="text-muted">{t('columns.stores')}</dt>
              <dd>{stores(row.stores)}</dd>
              <dt className="text-muted">{t('columns.total')}</dt>
              <dd className="tabular-nums">{staffMoney(row.total, row.currency, locale)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <nav aria-label={t('page', { page: result.page })} className="mt-4 flex items-center justify-between gap-2">
        {result.page > 1 ? (
          <Link href={pageHref(result.page - 1)} className="flex min-h-11 items-center rounded-md border border-ink px-4 font-semibold">
            {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm text-muted">{t('page', { page: result.page })}</span>
        {result.hasMore ? (
          <Link href={pageHref(result.page + 1)} className="flex min-h-11 items-center rounded-md border border-ink px-4 font-semibold">
            {t('next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}
