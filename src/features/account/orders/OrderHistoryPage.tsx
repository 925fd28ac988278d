import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { AccountPageShell } from '@/components/AccountPageShell';
import { pageViewData } from '@/lib/page-view';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { orderHistory } from '@/server/orders/queries';
import { ORDER_TYPES, statusLabelKey, type OrderType } from '@/server/orders/status';

/** /user/orderHistory (spec §2.2): the member's orders, newest first, filtered by order type. */
export async function OrderHistoryPage({ locale, member, orderType }: { locale: Locale; member: Member; orderType?: string }) {
  const t = await getTranslations({ locale, namespace: 'account.orders' });
  const statusT = await getTranslations({ locale, namespace: 'orders' });
  const type = (ORDER_TYPES as readonly string[]).includes(orderType ?? '') ? (orderType as OrderType) : undefined;
  const rows = await orderHistory(member.id, { orderTypes: type ? [type] : undefined });
  const base = localizedPath('/user/orderHistory', locale);
  return (
    <AccountPageShell pageView={pageViewData(locale, 'order-history', 'orderHistory')} back={{ href: localizedPath('/user/myAccount', locale), label: t('myAccount') }} wide title={t('title')}>
      <nav aria-label={t('filter')} className="mt-4 flex flex-wrap gap-2">
        {[undefined, ...ORDER_TYPES].map((value) => (
          <Link
            key={value ?? 'all'}
            href={value ? `${base}?orderType=${value}` : base}
            aria-current={value === type ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${value === type ? 'border-ink bg-ink text-white' : 'border-line hover:bg-panel'}`}
          >
            {t(`types.${value ?? 'all'}` as never)}
          </Link>
        ))}
      </nav>
      {rows.length ? (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="order-history">
          {rows.map((order) => (
            <li key={order.id}>
              <Link href={`${base}/${order.id}`} className="flex flex-col gap-1 p-4 hover:bg-panel sm:flex-row sm:items-center sm:justify-between" data-testid="order-history-row">
                <span>
                  <span className="font-bold">#{order.orderNumber}</span> <span className="text-muted">· {formatDate(order.placedAt, locale, marketTimeZone(locale), 'medium')}</span>
                  <span className="block text-sm text-muted">{t(`types.${order.orderType}` as never)}</span>
                </span>
                <span className="flex items-center gap-4">
                  <span className="font-semibold">{statusT(`status.${statusLabelKey(order.status)}` as never)}</span>
                  <span>{formatMoney(money(order.total, order.currency as CurrencyCode), locale)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-line p-6 text-center">
          <p className="font-semibold">{t('empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('emptyHelp')}</p>
          <Link href={localizedPath('/trackOrder', locale)} className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
            {t('trackGuestOrder')}
          </Link>
        </div>
      )}
    </AccountPageShell>
  );
}
