import { Link } from '@/components/Link';
import { opsRequestLocale, opsTranslations } from '@/features/ops/i18n';
import { OpsHeader } from '@/features/ops/OpsHeader';

/** A back-office page or record that does not exist: in the member's language, back to the dashboard every role may open (a screen outside the role gets forbidden.tsx). */
export default async function OpsNotFound() {
  const t = await opsTranslations(await opsRequestLocale());
  return (
    <>
      <OpsHeader />
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-md px-4 py-10 focus:outline-none">
      <h1 className="text-2xl font-extrabold">{t('notFound.title')}</h1>
      <p className="mt-2">{t('notFound.text')}</p>
      <p className="mt-4">
        <Link href="/ops" className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t('notFound.back')}
        </Link>
      </p>
      </main>
    </>
  );
}
