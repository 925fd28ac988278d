import { WarrantyPage } from '@/features/account/warranties/WarrantyPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; warrantyId: string }> };

/** /myWarranties/[warrantyId] (spec §2.3, sign-in required). */
export default async function WarrantyRoute({ params }: Props) {
  const { warrantyId } = await params;
  const { locale, member } = await memberRoute(params, `/myWarranties/${warrantyId}`);
  return <WarrantyPage locale={locale} member={member} warrantyId={warrantyId} />;
}
