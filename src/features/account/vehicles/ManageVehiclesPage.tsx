import { Link } from '@/components/Link';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import type { Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { vehicleDetailsFor } from '@/server/vehicles/queries';
import { makePreferredVehicleAction, removeVehicleAction } from './actions';
import { ConfirmSubmit } from './ConfirmSubmit';
import { vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

export type ManageNotice = 'removed' | 'preferred';

/** /user/myVehicle/manage/: choose the vehicle to shop for, or take one out of the garage (with its details and history). */
export async function ManageVehiclesPage({ locale, member, notice }: { locale: Locale; member: Pick<Member, 'id'>; notice?: ManageNotice }) {
  const t = await vehiclesTranslator(locale);
  const vehicles = await vehicleDetailsFor(member.id, locale);
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'manageVehicles')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: vehiclePaths.myAccount(locale) }, { name: t('title'), href: vehiclePaths.myVehicles(locale) }, { name: t('manageTitle') }]}
      title={t('manageTitle')}
    >
      <p className="mt-1 text-muted">{t('manageIntro')}</p>
      <div aria-live="polite">
        {notice ? <p className="mt-4 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{t(`notices.${notice}`)}</p> : null}
      </div>
      {vehicles.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6 text-center font-semibold">{t('empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="manage-vehicles">
          {vehicles.map((v) => (
            <li key={v.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between" data-testid="manage-vehicle">
              <div className="min-w-0">
                <p className="font-bold break-words">{vehicleTitle(v)}</p>
                {v.nickname ? <p className="text-sm text-muted break-words">{v.vehicle.name}</p> : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {v.preferred ? (
                  <span className="inline-flex min-h-11 items-center rounded-md bg-ok/10 px-3 text-sm font-semibold text-ok">{t('preferred')}</span>
                ) : (
                  <form action={makePreferredVehicleAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="vehicleId" value={v.id} />
                    <button type="submit" className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-panel">
                      {t('makePreferred')}
                    </button>
                  </form>
                )}
                <form action={removeVehicleAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="vehicleId" value={v.id} />
                  <ConfirmSubmit question={t('removeConfirm', { vehicle: vehicleTitle(v) })} className="min-h-11 rounded-md border border-brand px-3 text-sm font-semibold text-brand-dark hover:bg-panel">
                    {t('remove')}
                    <span className="sr-only"> {vehicleTitle(v)}</span>
                  </ConfirmSubmit>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link href={vehiclePaths.myVehicles(locale)} className="mt-6 inline-flex min-h-11 items-center font-semibold underline">
        {t('backToGarage')}
      </Link>
    </AccountPageShell>
  );
}
