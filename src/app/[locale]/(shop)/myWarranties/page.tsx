import { MyWarrantiesPage } from '@/features/account/warranties/MyWarrantiesPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string }> };

/** /myWarranties (spec §2.3, sign-in required). */
export default async function MyWarrantiesRoute({ params }: Props) {
  const { locale, member } = await memberRoute(params, '/myWarranties');
  return <MyWarrantiesPage locale={locale} member={member} />;
}
