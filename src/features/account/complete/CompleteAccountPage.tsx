import { cartIdsOf } from '@/server/cart/cookies';
import { cookies } from 'next/headers';
import { Link } from '@/components/Link';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { RegisterPanel } from '@/features/account/auth/SignInPanel';
import { messagesFor } from '@/i18n/catalogues';
import { localizedPath, type Locale } from '@/lib/markets';
import { currentMember } from '@/server/customers/member';
import { memberOrderPhone } from '@/server/orders/queries';
import { adoptPhone } from '@/server/customers/use-cases';
import { guestDetails } from './guest-details';

/**
 * /completeAccount?orderNumber= (spec §2.3): a guest who just ordered creates an account with the
 * order's details filled in, through the usual registration and its e-mailed code; confirming the
 * code brings their guest orders into the account (src/server/orders/claim.ts). The code step
 * comes back here signed in: the order's phone joins the account, then on to the account page.
 */
export async function CompleteAccountPage({ locale, orderNumber }: { locale: Locale; orderNumber?: string }) {
  const member = await currentMember();
  if (member) {
    const phone = orderNumber ? await memberOrderPhone(member.id, orderNumber) : null;
    if (phone) await adoptPhone(member.id, phone);
    redirect(localizedPath('/user/myAccount', locale));
  }
  const jar = await cookies();
  const details = await guestDetails(orderNumber, cartIdsOf({ get: (name) => jar.get(name)?.value }));
  const back = details ? localizedPath(`/completeAccount?orderNumber=${details.orderNumber}`, locale) : localizedPath('/user/myAccount', locale);
  const t = await getTranslations({ locale, namespace: 'account.completeAccount' });
  const messages = await messagesFor(locale);
  return (
    <div className="mx-auto w-full max-w-[640px] px-4 py-8">
      <PageView data={pageViewData(locale, 'myzone', 'completeAccount')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <section className="mt-6 rounded-lg border border-line p-4 md:p-6" aria-label={t('title')} data-testid="complete-account">
        {details ? (
          <div className="mb-4 rounded-md bg-panel px-3 py-2 text-sm" data-testid="complete-account-prefilled">
            <p className="font-semibold">{t('fromOrder', { number: details.orderNumber })}</p>
            {details.phone ? <p className="mt-1">{t('phone', { phone: details.phone })}</p> : null}
          </div>
        ) : null}
        <NextIntlClientProvider locale={locale} messages={{ account: { signIn: messages.account.signIn } }}>
          <RegisterPanel locale={locale} redirectTo={back} initial={details ? { firstName: details.firstName, lastName: details.lastName, email: details.email } : undefined} />
        </NextIntlClientProvider>
      </section>
      <p className="mt-4 text-sm">
        {t.rich('signIn', {
          link: (chunks) => (
            <Link href={localizedPath('/signin', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
