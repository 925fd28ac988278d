import { opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import { OpsNotice } from '@/features/ops/OpsNotice';
import { signedInStaff } from '@/features/ops/session';

/** A back-office screen this member's role does not hold (staffPage): 403, in the member's language, with their own menu and the way back. */
export default async function OpsForbidden() {
  const t = await opsTranslations(await opsRequestLocale());
  const role = (await signedInStaff())?.actor.role;
  return <OpsNotice title={t('forbidden.title')} text={t('forbidden.text', { role: role ? t(`roles.${role}`) : '' })} back={t('forbidden.back')} />;
}
