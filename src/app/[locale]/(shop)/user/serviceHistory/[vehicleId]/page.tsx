import { ServiceHistoryPage } from '@/features/account/vehicles/ServiceHistoryPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; vehicleId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /user/serviceHistory/[vehicleId] (spec §2.3, sign-in required). */
export default async function ServiceHistoryRoute({ params, searchParams }: Props) {
  const { vehicleId } = await params;
  const { locale, member } = await memberRoute(params, `/user/serviceHistory/${vehicleId}`);
  const query = await searchParams;
  return <ServiceHistoryPage locale={locale} member={member} vehicleId={vehicleId} notice={query.saved ? 'saved' : query.deleted ? 'deleted' : undefined} />;
}
