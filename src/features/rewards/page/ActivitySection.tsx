import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { ORDER_TYPES } from '@/lib/order-types';
import { type ActivityEntry, type ActivityFilterProblem, type ActivityQuery } from '@/server/rewards/activity';

const fieldClass = 'min-h-11 w-full rounded-md border border-line bg-white px-3 text-base';

/** The activity table of /rewards with its filters: a plain GET form (fromDate, toDate, order_type), so it works without JavaScript. */
export async function ActivitySection({ locale, entries, query, problem }: { locale: Locale; entries: ActivityEntry[]; query: ActivityQuery; problem: ActivityFilterProblem | null }) {
  const t = await getTranslations({ locale, namespace: 'rewards.page' });
  const types = await getTranslations({ locale, namespace: 'account.orders.types' });
  const base = localizedPath('/rewards', locale);
  const filtered = !!(query.fromDate || query.toDate || query.orderType);
  const signed = (n: number, text: string) => (n > 0 ? `+${text}` : n < 0 ? `−${text}` : text);
  return (
    <section aria-labelledby="rewards-activity" className="mt-8">
      <h2 id="rewards-activity" className="text-xl font-bold">
        {t('activity.title')}
      </h2>
      <form action={base} method="get" className="mt-3 grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]" data-testid="rewards-activity-filters">
        <div className="flex flex-col gap-1">
          <label htmlFor="activity-from" className="text-sm font-semibold">
            {t('activity.from')}
          </label>
          <input id="activity-from" name="fromDate" type="date" defaultValue={query.fromDate ?? ''} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="activity-to" className="text-sm font-semibold">
            {t('activity.to')}
          </label>
          <input id="activity-to" name="toDate" type="date" defaultValue={query.toDate ?? ''} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="activity-type" className="text-sm font-semibold">
            {t('activity.orderType')}
          </label>
          <select id="activity-type" name="order_type" defaultValue={query.orderType ?? ''} className={fieldClass}>
            <option value="">{types('all')}</option>
            {ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {types(type)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('activity.apply')}
          </button>
          {filtered ? (
            <Link href={base} className="inline-flex min-h-11 items-center font-semibold underline">
              {t('activity.clear')}
            </Link>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold sm:col-span-2 lg:col-span-4">
            {t(`errors.${problem}`)}
          </p>
        ) : null}
      </form>
      {entries.length ? (
        <>
          {/* On a phone each entry is a card (a five-column table would run off the screen); from the small breakpoint up, the table. */}
          <ol className="mt-4 flex flex-col gap-3 sm:hidden" aria-label={t('activity.title')} data-testid="rewards-activity-cards">
            {entries.map((e) => (
              <li key={e.id} className="rounded-lg border border-line p-3 text-sm" data-testid="rewards-activity-card">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-semibold">{t(`kinds.${e.kind}`)}</p>
                  <p className="shrink-0 text-muted">{formatDate(e.date, locale, marketTimeZone(locale), 'medium')}</p>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {e.orderNumber || e.orderType ? (
                    <>
                      <dt className="text-muted">{t('activity.order')}</dt>
                      <dd className="text-right">
                        {e.orderNumber ? <span className="font-semibold">#{e.orderNumber}</span> : null}
                        {e.orderType ? <span className="block text-muted">{types(e.orderType)}</span> : null}
                      </dd>
                  </>
                ) : null}
                {e.credits ? (
                  <>
                    <dt className="text-muted">{t('activity.credits')}</dt>
                    <dd className="text-right">{signed(e.credits, String(Math.abs(e.credits)))}</dd>
                  </>
                ) : null}
                {e.amount ? (
                  <>
                    <dt className="text-muted">{t('activity.amount')}</dt>
                    <dd className="text-right">{signed(e.amount, formatMoney(money(Math.abs(e.amount), e.currency), locale))}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ol>
        <div className="mt-4 hidden overflow-x-auto rounded-lg border border-line sm:block">
          <table className="w-full text-left text-sm" data-testid="rewards-activity">
            <caption className="sr-only">{t('activity.title')}</caption>
            <thead className="bg-panel">
              <tr>
                <th scope="col" className="p-3">
                  {t('activity.date')}
                </th>
                <th scope="col" className="p-3">
                  {t('activity.what')}
                </th>
                <th scope="col" className="p-3">
                  {t('activity.order')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('activity.credits')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('activity.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((e) => (
                <tr key={e.id} data-testid="rewards-activity-row">
                  <td className="p-3 whitespace-nowrap">{formatDate(e.date, locale, marketTimeZone(locale), 'medium')}</td>
                  <td className="p-3">{t(`kinds.${e.kind}`)}</td>
                  <td className="p-3">
                    {e.orderNumber ? <span className="font-semibold">#{e.orderNumber}</span> : null}
                    {e.orderType ? <span className="block text-muted">{types(e.orderType)}</span> : null}
                  </td>
                  <td className="p-3 text-right">{e.credits ? signed(e.credits, String(Math.abs(e.credits))) : ''}</td>
                  <td className="p-3 text-right">{e.amount ? signed(e.amount, formatMoney(money(Math.abs(e.amount), e.currency), locale)) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-line p-6 text-center" data-testid="rewards-activity-empty">
          <p className="font-semibold">{filtered ? t('activity.emptyFiltered') : t('activity.empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('activity.emptyHelp')}</p>
        </div>
      )}
    </section>
  );
}
