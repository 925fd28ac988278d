import { notFound } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { vehicleDetails, listServiceRecords, listSavedVehicles } from '@/server/vehicles/queries';
import type { ResolvedVehicle } from '@/server/vehicles/service';
import { MaintenanceIntervalsPage } from './MaintenanceIntervalsPage';
import { RepairGuidesPage } from './RepairGuidesPage';

/** /user/maintenanceIntervals/{vehicleId}: the schedule of one of the member's vehicles, from its mileage and service history. */
export async function MemberMaintenancePage({ locale, member, vehicleId }: { locale: Locale; member: Member; vehicleId: string }) {
  const details = await vehicleDetails(member.id, vehicleId, locale);
  if (!details) notFound();
  const records = (await listServiceRecords(member.id, vehicleId)) ?? [];
  return (
    <MaintenanceIntervalsPage
      locale={locale}
      vehicle={details.vehicle}
      mileage={details.mileage}
      mileageUnit={details.mileageUnit}
      services={records.map((r) => ({ description: r.description, date: r.serviceDate, mileage: r.mileage }))}
      detailsHref={localizedPath(`/user/addVehicleDetails/${vehicleId}`, locale)}
      serviceHistoryHref={localizedPath(`/user/serviceHistory/${vehicleId}`, locale)}
    />
  );
}

/** /user/repairGuides (open to guests, spec §2.3): the guides for the shopper's vehicle: the member's saved one, or the guest's from the header. */
export async function ShopperRepairGuidesPage({ locale, member, guestVehicle }: { locale: Locale; member: Member | null; guestVehicle: ResolvedVehicle | null }) {
  const vehicle = member ? (await listSavedVehicles(member.id, locale)).preferred : guestVehicle;
  return <RepairGuidesPage locale={locale} vehicle={vehicle} audience={member ? 'member' : 'public'} />;
}
