import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/components/Link';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { messagesFor } from '@/i18n/catalogues';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { safeRedirectPath } from '@/lib/sign-in-flow';
import { currentMember } from '@/server/customers/member';
import { siteOrigin } from '@/server/platform/origin';
import { RegisterPanel, SignInPanel } from './SignInPanel';
import { signInIntroKeys } from './sign-in-words';

export type SignInVariant = 'signin' | 'checkout' | 'notcheckout';

type SignInRouteProps = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect_url?: string | string[] }> };

/** generateMetadata of the three sign-in routes: the sign-in title, kept out of search results. */
export async function signInMetadata({ params }: Pick<SignInRouteProps, 'params'>): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The page of a sign-in route: the locale from the URL, redirect_url from the query. */
export function signInRoute(variant: SignInVariant) {
  return async function SignInRoute({ params, searchParams }: SignInRouteProps) {
    const locale = getMarket((await params).locale).locale;
    setRequestLocale(locale);
    const { redirect_url } = await searchParams;
    return <SignInPage locale={locale} variant={variant} redirectUrl={typeof redirect_url === 'string' ? redirect_url : undefined} />;
  };
}

/**
 * /signin, /signincheckout and /signinnotcheckout (spec §2.2): sign in (password or a code),
 * create an account, and from checkout "continue as guest". Afterwards the shopper goes back to
 * redirect_url (a path on this site), to checkout, or to their account.
 */
export async function SignInPage({ locale, variant, redirectUrl }: { locale: Locale; variant: SignInVariant; redirectUrl?: string }) {
  const fallback = localizedPath(variant === 'checkout' ? '/checkout' : '/user/myAccount', locale);
  const target = safeRedirectPath(redirectUrl, fallback, (await siteOrigin()).origin);
  if (await currentMember()) redirect(target);
  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  const messages = await messagesFor(locale);
  const section = 'rounded-lg border border-line p-4 md:p-6';
  const intro = signInIntroKeys(locale);
  return (
    <div className="mx-auto w-full max-w-[1000px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', variant === 'checkout' ? 'signincheckout' : 'signin')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{variant === 'checkout' ? t('checkoutTitle') : t('title')}</h1>
      <p className="mt-1 text-muted">{t(intro.intro)}</p>
      <NextIntlClientProvider locale={locale} messages={{ account: { signIn: messages.account.signIn } }}>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section className={section} aria-labelledby="signin-title">
            <h2 id="signin-title" className="mb-4 text-lg font-bold">
              {t('title')}
            </h2>
            <SignInPanel locale={locale} redirectTo={target} />
          </section>
          <div className="flex flex-col gap-6">
            {variant === 'checkout' ? (
              <section className={section} aria-labelledby="guest-title">
                <h2 id="guest-title" className="text-lg font-bold">
                  {t('guest.title')}
                </h2>
                <p className="mt-1 mb-4 text-sm text-muted">{t('guest.intro')}</p>
                <Link href={localizedPath('/checkout', locale)} data-testid="continue-as-guest" className="flex min-h-11 items-center justify-center rounded-md border border-ink px-5 font-semibold hover:bg-panel">
                  {t('guest.continue')}
                </Link>
              </section>
            ) : null}
            <section id="register" className={section} aria-labelledby="register-title">
              <h2 id="register-title" className="text-lg font-bold">
                {t('register.title')}
              </h2>
              <p className="mt-1 mb-4 text-sm text-muted">{t(intro.register)}</p>
              <RegisterPanel locale={locale} redirectTo={target} />
            </section>
          </div>
        </div>
      </NextIntlClientProvider>
    </div>
  );
}
