import { ServiceRecordPage } from '@/features/account/vehicles/ServiceRecordPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string; serviceItemId: string }> };

/** /user/addServiceHistory/[vehicleId]/[serviceItemId] (spec §2.3, sign-in required). */
export default async function EditServiceHistoryRoute({ params }: Props) {
  const { vehicleId, serviceItemId } = await params;
  const { locale, member } = await memberRoute(params, `/user/addServiceHistory/${vehicleId}/${serviceItemId}`);
  return <ServiceRecordPage locale={locale} member={member} vehicleId={vehicleId} serviceItemId={serviceItemId} />;
}
