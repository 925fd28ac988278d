import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { formatDate, marketTimeZone } from '@/lib/dates';
import { localizedPath, type CurrencyCode, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { orderHistory } from '@/server/orders/queries';
import { listSavedVehicles } from '@/server/vehicles/queries';
import { statusLabelKey } from '@/server/orders/status';
import { SignOutButton } from './auth/SignOutButton';

/** /user/myAccount (spec §2.3): the member's dashboard — recent orders, vehicles, and the ways into the rest of the account. */
export async function AccountDashboard({
  locale,
  member,
  coupons,
}: {
  locale: Locale;
  member: Member;
  /** The member's saved coupons (features/promotions), from the page. */
  coupons: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'account.dashboard' });
  const statusT = await getTranslations({ locale, namespace: 'orders' });
  const signOutT = await getTranslations({ locale, namespace: 'account.signOut' });
  const [recent, garage] = await Promise.all([orderHistory(member.id, { limit: 3 }), listSavedVehicles(member.id, locale)]);
  const tiles = [
    ['/user/orderHistory', 'orders'],
    ['/user/myProfile', 'profile'],
    ['/user/myVehicle', 'vehicles'],
    ['/myWarranties', 'warranties'],
    ['/wallet', 'wallet'],
    ['/user/repairGuides', 'repairGuides'],
    ['/trackOrder', 'track'],
    ['/store', 'stores'],
  ] as const;
  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'myAccount')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold md:text-3xl" data-testid="account-greeting">
            {member.firstName ? t('hello', { name: member.firstName }) : t('helloNoName')}
          </h1>
          <p className="text-muted">{member.email}</p>
        </div>
        <SignOutButton locale={locale} label={signOutT('action')} failed={signOutT('failed')} />
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3">
        {tiles.map(([href, key]) => (
          <li key={key}>
            <Link href={localizedPath(href, locale)} className="flex h-full min-h-20 flex-col justify-center rounded-lg border border-line p-4 hover:border-ink">
              <span className="font-bold">{t(`tiles.${key}.title`)}</span>
              <span className="text-sm text-muted">{t(`tiles.${key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="rounded-lg border border-line p-4" aria-labelledby="recent-orders">
          <h2 id="recent-orders" className="text-lg font-bold">
            {t('recentOrders')}
          </h2>
          {recent.length ? (
            <ul className="mt-2 divide-y divide-line text-sm">
              {recent.map((o) => (
                <li key={o.id}>
                  <Link href={localizedPath(`/user/orderHistory/${o.id}`, locale)} className="flex min-h-11 items-center justify-between gap-2 py-2 hover:underline">
                    <span>
                      #{o.orderNumber} · {formatDate(o.placedAt, locale, marketTimeZone(locale), 'medium')}
                    </span>
                    <span>
                      {statusT(`status.${statusLabelKey(o.status)}` as never)} · {formatMoney(money(o.total, o.currency as CurrencyCode), locale)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('noOrders')}</p>
          )}
        </section>
        <section className="rounded-lg border border-line p-4" aria-labelledby="my-vehicles">
          <h2 id="my-vehicles" className="text-lg font-bold">
            {t('vehicles')}
          </h2>
          {garage.vehicles.length ? (
            <ul className="mt-2 text-sm">
              {garage.vehicles.map((v) => (
                <li key={v.key} className="py-1">
                  {v.name}
                  {garage.preferred?.key === v.key ? <span className="ml-2 rounded bg-panel px-2 py-0.5 text-xs font-semibold">{t('preferred')}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('noVehicles')}</p>
          )}
          <Link href={localizedPath('/user/myVehicle', locale)} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            {t('manageVehicles')}
          </Link>
        </section>
      </div>
      <div className="mt-6">
        {coupons}
      </div>
    </div>
  );
}
