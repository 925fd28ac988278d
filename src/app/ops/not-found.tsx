import { opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import { OpsNotice } from '@/features/ops/OpsNotice';

/** A back-office page or record that does not exist: in the member's language, back to the dashboard (a screen outside the role gets forbidden.tsx). */
export default async function OpsNotFound() {
  const t = await opsTranslations(await opsRequestLocale());
  return <OpsNotice title={t('notFound.title')} text={t('notFound.text')} back={t('notFound.back')} />;
}
