import { MyVehiclesPage } from '@/features/account/vehicles/MyVehiclesPage';
import { memberRoute } from '@/features/account/member-route';
import { OpenSelectorTrigger } from '@/features/vehicles/OpenSelectorTrigger';

type Props = { params: Promise<{ locale: string }> };

/** /user/myVehicle (spec §2.3, sign-in required). */
export default async function MyVehicleRoute({ params }: Props) {
  const { locale, member } = await memberRoute(params, '/user/myVehicle');
  return <MyVehiclesPage locale={locale} member={member} SelectorTrigger={OpenSelectorTrigger} />;
}
