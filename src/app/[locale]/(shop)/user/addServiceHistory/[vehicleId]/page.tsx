import { ServiceRecordPage } from '@/features/account/vehicles/ServiceRecordPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string }> };

/** /user/addServiceHistory/[vehicleId] (spec §2.3, sign-in required). */
export default async function AddServiceHistoryRoute({ params }: Props) {
  const { vehicleId } = await params;
  const { locale, member } = await memberRoute(params, `/user/addServiceHistory/${vehicleId}`);
  return <ServiceRecordPage locale={locale} member={member} vehicleId={vehicleId} />;
}
