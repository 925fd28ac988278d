import { Link } from '@/components/Link';
import { opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import { OpsHeader } from '@/features/ops/OpsHeader';
import { signedInStaff } from '@/features/ops/session';

/** A back-office screen this member's role does not hold (staffPage): 403, in the member's language, with their own menu and the way back. */
export default async function OpsForbidden() {
  const t = await opsTranslations(await opsRequestLocale());
  const role = (await signedInStaff())?.actor.role;
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-md px-4 py-10 focus:outline-none">
        <h1 className="text-2xl font-extrabold">{t('forbidden.title')}</h1>
        <p className="mt-2">{t('forbidden.text', { role: role ? t(`roles.${role}`) : '' })}</p>
        <p className="mt-4">
          <Link href="/ops" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {t('forbidden.back')}
          </Link>
        </p>
      </main>
    </>
  );
}
