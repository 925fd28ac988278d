import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { formatDay } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { formatMoney } from '@/lib/money';
import type { Member } from '@/server/customers/member';
import { vehicleDetails, listServiceRecords } from '@/server/vehicles/queries';
import { serviceCostTotals } from '@/server/vehicles/service-history';
import { deleteServiceRecordAction } from './actions';
import { ConfirmSubmit } from './ConfirmSubmit';
import { mileageText, vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

export type ServiceHistoryNotice = 'saved' | 'deleted';

/**
 * /user/serviceHistory/{vehicleId}: the vehicle's services, newest first, as cards (one column on a
 * phone), with what they cost in all; edit and delete each. 404 when the vehicle is not the member's.
 */
export async function ServiceHistoryPage({ locale, member, vehicleId, notice }: { locale: Locale; member: Pick<Member, 'id'>; vehicleId: string; notice?: ServiceHistoryNotice }) {
  const v = await vehicleDetails(member.id, vehicleId, locale);
  const records = v && (await listServiceRecords(member.id, vehicleId));
  if (!v || !records) notFound();
  const t = await getTranslations({ locale, namespace: 'account.serviceHistory' });
  const tv = await vehiclesTranslator(locale);
  const totals = serviceCostTotals(records);
  const row = 'flex flex-wrap justify-between gap-x-4 gap-y-0.5';
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'serviceHistory')}
      breadcrumbLabel={tv('breadcrumb')}
      breadcrumbs={[
        { name: tv('myAccount'), href: vehiclePaths.myAccount(locale) },
        { name: tv('title'), href: vehiclePaths.myVehicles(locale) },
        { name: vehicleTitle(v), href: vehiclePaths.details(locale, v.id) },
        { name: t('title') },
      ]}
    >
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-muted break-words">{v.vehicle.name}</p>
        </div>
        <Link href={vehiclePaths.addService(locale, v.id)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('add')}
        </Link>
      </div>
      <div aria-live="polite">{notice ? <p className="mt-4 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{t(`notices.${notice}`)}</p> : null}</div>

      {records.length === 0 ? (
        <section className="mt-6 rounded-lg border border-line p-6 text-center" data-testid="service-history-empty">
          <p className="font-semibold">{t('empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('emptyHelp')}</p>
        </section>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-2 gap-3 rounded-lg bg-panel p-4 text-sm md:grid-cols-3" data-testid="service-history-summary">
            <div>
              <dt className="text-muted">{t('visits')}</dt>
              <dd className="text-lg font-bold">{t('visitCount', { count: records.length })}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('totalCost')}</dt>
              <dd className="text-lg font-bold" data-testid="service-history-total">
                {totals.length ? totals.map((m) => formatMoney(m, locale)).join(' + ') : t('noCost')}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('lastService')}</dt>
              <dd className="text-lg font-bold">{formatDay(records[0]!.serviceDate, locale)}</dd>
            </div>
          </dl>
          <ol className="mt-4 grid gap-3" data-testid="service-records">
            {records.map((r) => (
              <li key={r.id} className="rounded-lg border border-line p-4" data-testid="service-record">
                <div className={row}>
                  <h2 className="min-w-0 font-bold break-words">{r.description}</h2>
                  <p className="font-semibold">{r.cost ? formatMoney(r.cost, locale) : <span className="font-normal text-muted">{t('noCost')}</span>}</p>
                </div>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={r.serviceDate}>{formatDay(r.serviceDate, locale, 'long')}</time>
                  {r.mileage !== null ? ` · ${mileageText(tv, r.mileage, v.mileageUnit)}` : ''}
                </p>
                {r.notes ? <p className="mt-2 text-sm whitespace-pre-line break-words">{r.notes}</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link href={vehiclePaths.addService(locale, v.id, r.id)} className="inline-flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold hover:bg-panel">
                    {t('edit')}
                    <span className="sr-only"> {r.description}</span>
                  </Link>
                  <form action={deleteServiceRecordAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="vehicleId" value={v.id} />
                    <input type="hidden" name="serviceItemId" value={r.id} />
                    <ConfirmSubmit question={t('deleteConfirm', { description: r.description })} className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold text-brand-dark hover:bg-panel">
                      {t('delete')}
                      <span className="sr-only"> {r.description}</span>
                    </ConfirmSubmit>
                  </form>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <nav className="mt-6 flex flex-wrap gap-4">
        <Link href={vehiclePaths.details(locale, v.id)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('backToVehicle')}
        </Link>
        <Link href={vehiclePaths.maintenance(locale, v.id)} className="inline-flex min-h-11 items-center font-semibold underline">
          {tv('maintenance')}
        </Link>
      </nav>
    </AccountPageShell>
  );
}
