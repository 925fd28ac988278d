import { notFound } from 'next/navigation';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import type { Locale } from '@/lib/markets';
import { NICKNAME_MAX_LENGTH } from '@/lib/validation/garage';
import type { Member } from '@/server/customers/member';
import { vehicleDetails } from '@/server/vehicles/queries';
import { AddVehicleDetailsForm } from './AddVehicleDetailsForm';
import { vehiclePaths, vehiclesTranslator, vehicleTitle } from './shared';

/** /user/addVehicleDetails/{vehicleId}: add or change the VIN, mileage and nickname. 404 when the vehicle is not the member's. */
export async function AddVehicleDetailsPage({ locale, member, vehicleId }: { locale: Locale; member: Pick<Member, 'id'>; vehicleId: string }) {
  const v = await vehicleDetails(member.id, vehicleId, locale);
  if (!v) notFound();
  const t = await vehiclesTranslator(locale);
  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'addVehicleDetails')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[
        { name: t('myAccount'), href: vehiclePaths.myAccount(locale) },
        { name: t('title'), href: vehiclePaths.myVehicles(locale) },
        { name: vehicleTitle(v), href: vehiclePaths.details(locale, v.id) },
        { name: t('editDetails') },
      ]}
      title={t('editTitle')}
    >
      <p className="mt-1 text-muted break-words">{v.vehicle.name}</p>
      <AddVehicleDetailsForm
        locale={locale}
        vehicleId={v.id}
        cancelHref={vehiclePaths.details(locale, v.id)}
        initial={{ nickname: v.nickname ?? '', vin: v.vin ?? '', mileage: v.mileage === null ? '' : String(v.mileage), mileageUnit: v.mileageUnit }}
        labels={{
          nickname: t('nickname'),
          nicknameHint: t('nicknameHint', { max: NICKNAME_MAX_LENGTH }),
          vin: t('vin'),
          vinHint: t('vinHint'),
          mileage: t('mileage'),
          mileageHint: t('mileageHint'),
          unit: t('unit'),
          units: { mi: t('unitNames.mi'), km: t('unitNames.km') },
          save: t('save'),
          saving: t('saving'),
          cancel: t('cancel'),
        }}
      />
    </AccountPageShell>
  );
}
