import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { opsRestartSignInAction } from '@/features/ops/actions';
import { OpsLocaleSwitch } from '@/features/ops/OpsLocaleSwitch';
import { opsLocale, opsTranslations, opsMetadata } from '@/features/ops/i18n';
import { opsNextPath, operatorSignedIn } from '@/features/ops/session';
import { CodeForm, SignInForm, type SignInWords } from '@/features/ops/SignInForm';
import { env } from '@/server/platform/env';
import { OPS_PENDING_COOKIE } from '@/server/platform/ops-auth';
import { pendingSignIn } from '@/server/staff/queries';

export const generateMetadata = opsMetadata('signIn.title');

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** /ops/signin: a staff member's e-mail and password, then the code from their authenticator (decision 052). */
export default async function OpsSignInRoute({ searchParams }: Props) {
  const next = opsNextPath((await searchParams).next);
  if (await operatorSignedIn()) redirect(next);
  const locale = await opsLocale();
  const t = await opsTranslations(locale);
  const codeStep = await pendingSignIn((await cookies()).get(OPS_PENDING_COOKIE)?.value);
  const words: SignInWords = { email: t('signIn.email'), password: t('signIn.password'), continue: t('signIn.continue'), checking: t('signIn.checking'), code: t('signIn.code'), verify: t('signIn.verify') };
  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <div className="flex justify-end">
        <OpsLocaleSwitch locale={locale} back={`/ops/signin?next=${encodeURIComponent(next)}`} />
      </div>
      <h1 className="mt-4 text-2xl font-extrabold">{codeStep ? t('signIn.codeTitle') : t('signIn.title')}</h1>
      <p className="mt-2 text-sm text-muted">{codeStep ? t('signIn.codeIntro') : t('signIn.intro')}</p>
      <div className="mt-6 rounded-lg border border-line p-4">{codeStep ? <CodeForm next={next} words={words} /> : <SignInForm next={next} words={words} />}</div>
      {codeStep ? (
        <form action={opsRestartSignInAction} className="mt-4">
          <button type="submit" className="min-h-11 text-sm font-semibold underline underline-offset-4">
            {t('signIn.startOver')}
          </button>
        </form>
      ) : env().DEMO ? (
        <p className="mt-4 text-sm text-muted">{t('signIn.demo')}</p>
      ) : null}
    </main>
  );
}
