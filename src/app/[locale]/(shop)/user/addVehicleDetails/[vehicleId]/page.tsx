import { AddVehicleDetailsPage } from '@/features/account/vehicles/AddVehicleDetailsPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string }> };

/** /user/addVehicleDetails/[vehicleId] (spec §2.3, sign-in required). */
export default async function AddVehicleDetailsRoute({ params }: Props) {
  const { vehicleId } = await params;
  const { locale, member } = await memberRoute(params, `/user/addVehicleDetails/${vehicleId}`);
  return <AddVehicleDetailsPage locale={locale} member={member} vehicleId={vehicleId} />;
}
