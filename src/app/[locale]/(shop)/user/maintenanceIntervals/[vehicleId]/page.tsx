import { MemberMaintenancePage } from '@/features/account/maintenance/MemberMaintenance';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string }> };

/** /user/maintenanceIntervals/[vehicleId] (spec §2.3, sign-in required). */
export default async function MaintenanceIntervalsRoute({ params }: Props) {
  const { vehicleId } = await params;
  const { locale, member } = await memberRoute(params, `/user/maintenanceIntervals/${vehicleId}`);
  return <MemberMaintenancePage locale={locale} member={member} vehicleId={vehicleId} />;
}
