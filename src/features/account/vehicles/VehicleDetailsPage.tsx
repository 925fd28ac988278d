import { Link } from '@/components/Link';
import { notFound } from 'next/navigation';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { formatDate, marketTimeZone } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { vehicleDetails } from '@/server/vehicles/queries';
import { mileageText, vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

const action = 'inline-flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold hover:bg-panel';

/** /user/vehicleDetails/{vehicleId}: the vehicle, its VIN, mileage and nickname, and where to go from here. 404 when it is not the member's. */
export async function VehicleDetailsPage({ locale, member, vehicleId }: { locale: Locale; member: Pick<Member, 'id'>; vehicleId: string }) {
  const v = await vehicleDetails(member.id, vehicleId, locale);
  if (!v) notFound();
  const t = await vehiclesTranslator(locale);
  const row = 'flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2';
  const missing = <span className="text-muted">{t('notRecorded')}</span>;
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'vehicleDetails')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: vehiclePaths.myAccount(locale) }, { name: t('title'), href: vehiclePaths.myVehicles(locale) }, { name: vehicleTitle(v) }]}
    >
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold break-words md:text-3xl" data-testid="vehicle-title">
            {vehicleTitle(v)}
          </h1>
          {v.nickname ? <p className="mt-1 text-muted break-words">{v.vehicle.name}</p> : null}
        </div>
        {v.preferred ? <span className="rounded-full bg-ok/10 px-2 py-0.5 text-xs font-semibold text-ok">{t('preferred')}</span> : null}
      </div>
      <section aria-labelledby="vehicle-facts" className="mt-6 rounded-lg border border-line p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="vehicle-facts" className="font-bold">
            {t('detailsHeading')}
          </h2>
          <Link href={vehiclePaths.editDetails(locale, v.id)} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
            {t('editDetails')}
          </Link>
        </div>
        <dl className="mt-2 divide-y divide-line text-sm">
          <div className={row}>
            <dt className="text-muted">{t('year')}</dt>
            <dd>{v.vehicle.year}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('make')}</dt>
            <dd>{v.vehicle.make}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('model')}</dt>
            <dd>{[v.vehicle.model, v.vehicle.submodel].filter(Boolean).join(' ')}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('engine')}</dt>
            <dd>{v.vehicle.engine ?? missing}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('nickname')}</dt>
            <dd className="break-words">{v.nickname ?? missing}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('vin')}</dt>
            <dd className="font-mono break-all" data-testid="vehicle-vin">
              {v.vin ?? missing}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted">{t('mileage')}</dt>
            <dd data-testid="vehicle-mileage">
              {v.mileage !== null ? mileageText(t, v.mileage, v.mileageUnit) : missing}
              {v.mileage !== null && v.mileageUpdatedAt ? (
                <span className="block text-xs text-muted">{t('mileageUpdated', { date: formatDate(v.mileageUpdatedAt, locale, marketTimeZone(locale), 'medium') })}</span>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <nav aria-label={t('moreFor', { vehicle: vehicleTitle(v) })} className="mt-6 flex flex-wrap gap-2">
        <Link href={vehiclePaths.serviceHistory(locale, v.id)} className={action}>
          {t('serviceHistory')}
        </Link>
        <Link href={vehiclePaths.addService(locale, v.id)} className={action}>
          {t('addService')}
        </Link>
        <Link href={vehiclePaths.maintenance(locale, v.id)} className={action}>
          {t('maintenance')}
        </Link>
        <Link href={vehiclePaths.manage(locale)} className={action}>
          {t('manage')}
        </Link>
      </nav>
    </AccountPageShell>
  );
}
