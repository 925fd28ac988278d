import { WarrantyItemPage } from '@/features/account/warranties/WarrantyItemPage';
import { memberRoute } from '@/features/account/member-route';

type Props = { params: Promise<{ locale: string; warrantyId: string; warrantyItemId: string }> };

/** /myWarranties/[warrantyId]/[warrantyItemId] (spec §2.3, sign-in required). */
export default async function WarrantyItemRoute({ params }: Props) {
  const { warrantyId, warrantyItemId } = await params;
  const { locale, member } = await memberRoute(params, `/myWarranties/${warrantyId}/${warrantyItemId}`);
  return <WarrantyItemPage locale={locale} member={member} warrantyId={warrantyId} warrantyItemId={warrantyItemId} />;
}
