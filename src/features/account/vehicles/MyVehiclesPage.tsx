import { Link } from '@/components/Link';
import type { ComponentType, ReactNode } from 'react';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { vehicleDetailsFor } from '@/server/vehicles/queries';
import { mileageText, vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

const action = 'inline-flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold hover:bg-panel';

/** /user/myVehicle: the member's garage, each vehicle with its mileage and the ways into its details, history and maintenance. */
export async function MyVehiclesPage({
  locale,
  member,
  SelectorTrigger,
}: {
  locale: Locale;
  member: Pick<Member, 'id'>;
  /** Wraps the add-vehicle link so that it opens the vehicle selector (features/vehicles), from the page. */
  SelectorTrigger: ComponentType<{ source: string; children: ReactNode }>;
}) {
  const t = await vehiclesTranslator(locale);
  const vehicles = await vehicleDetailsFor(member.id, locale);
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'myVehicles')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: vehiclePaths.myAccount(locale) }, { name: t('title') }]}
    >
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
        {vehicles.length ? (
          <Link href={vehiclePaths.manage(locale)} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
            {t('manage')}
          </Link>
        ) : null}
      </div>
      {vehicles.length === 0 ? (
        <section className="mt-6 rounded-lg border border-line p-6 text-center" data-testid="garage-empty">
          <p className="font-semibold">{t('empty')}</p>
          <p className="mt-1 text-sm text-muted">{t('emptyHelp')}</p>
        </section>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="garage-vehicles">
          {vehicles.map((v) => (
            <li key={v.id} className="rounded-lg border border-line p-4" data-testid="garage-vehicle">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold break-words">
                    <Link href={vehiclePaths.details(locale, v.id)} className="hover:underline">
                      {vehicleTitle(v)}
                    </Link>
                  </h2>
                  {v.nickname ? <p className="text-sm break-words">{v.vehicle.name}</p> : v.vehicle.engine ? <p className="text-sm text-muted">{v.vehicle.engine}</p> : null}
                </div>
                {v.preferred ? <span className="rounded-full bg-ok/10 px-2 py-0.5 text-xs font-semibold text-ok">{t('preferred')}</span> : null}
              </div>
              <p className="mt-2 text-sm" data-testid="garage-mileage">
                <span className="text-muted">{t('mileage')}: </span>
                {v.mileage !== null ? mileageText(t, v.mileage, v.mileageUnit) : (
                  <Link href={vehiclePaths.editDetails(locale, v.id)} className="font-semibold text-brand-dark underline">
                    {t('addMileage')}
                  </Link>
                )}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link href={vehiclePaths.details(locale, v.id)} className={action}>
                  {t('viewDetails')}
                </Link>
                <Link href={vehiclePaths.serviceHistory(locale, v.id)} className={action}>
                  {t('serviceHistory')}
                </Link>
                <Link href={vehiclePaths.maintenance(locale, v.id)} className={action}>
                  {t('maintenance')}
                </Link>
                <Link href={vehiclePaths.addService(locale, v.id)} className={`${action} border-brand text-brand-dark`}>
                  {t('addService')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <SelectorTrigger source="myVehicles">
          <a href={vehiclePaths.shopParts(locale)} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('addVehicle')}
          </a>
        </SelectorTrigger>
      </div>
    </AccountPageShell>
  );
}
