import { ManageVehiclesPage } from '@/features/account/vehicles/ManageVehiclesPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /user/myVehicle/manage/ (spec §2.3, sign-in required). */
export default async function ManageVehiclesRoute({ params, searchParams }: Props) {
  const { locale, member } = await memberRoute(params, '/user/myVehicle/manage/');
  const query = await searchParams;
  return <ManageVehiclesPage locale={locale} member={member} notice={query.removed ? 'removed' : query.preferred ? 'preferred' : undefined} />;
}
