import { VehicleDetailsPage } from '@/features/account/vehicles/VehicleDetailsPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string }> };

/** /user/vehicleDetails/[vehicleId] (spec §2.3, sign-in required). */
export default async function VehicleDetailsRoute({ params }: Props) {
  const { vehicleId } = await params;
  const { locale, member } = await memberRoute(params, `/user/vehicleDetails/${vehicleId}`);
  return <VehicleDetailsPage locale={locale} member={member} vehicleId={vehicleId} />;
}
