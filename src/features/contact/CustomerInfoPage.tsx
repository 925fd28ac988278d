import { Link } from '@/components/Link';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { PRIVACY_ANSWER_DAYS } from '@/server/contact/emails';
import { PRIVACY_REQUESTS } from '@/lib/contact-inputs';
import type { Member } from '@/server/customers/member';
import { ContactForm } from './ContactForm';
import { contactFormLabels, contactTranslator } from './labels';
import { memberPrefill } from './prefill';

/**
 * /customerinfo, "Your personal information": what each request does, the market's law and answer
 * time, how we check it is the shopper, and the form (the `privacy` contact topic).
 */
export async function CustomerInfoPage({ locale, member }: { locale: Locale; member: Member | null }) {
  const t = await contactTranslator(locale);
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'customer-service', 'customerInfo')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('privacy.title')}</h1>
      <p className="mt-1 max-w-prose text-muted">{t('privacy.intro')}</p>

      <section aria-labelledby="privacy-requests" className="mt-6 rounded-lg border border-line p-4 md:p-6">
        <h2 id="privacy-requests" className="text-lg font-bold">
          {t('privacy.requestsTitle')}
        </h2>
        <dl className="mt-3 grid gap-3 md:grid-cols-2">
          {PRIVACY_REQUESTS.map((request) => (
            <div key={request}>
              <dt className="font-semibold">{t(`privacy.requests.${request}.label`)}</dt>
              <dd className="text-sm text-muted">{t(`privacy.requests.${request}.description`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-prose text-sm">{t('privacy.law')}</p>
      </section>

      <section aria-labelledby="privacy-how" className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-lg border border-line p-4">
          <h2 id="privacy-how" className="text-lg font-bold">
            {t('privacy.timingTitle')}
          </h2>
          <p className="mt-1 text-sm">{t('privacy.timing', { days: PRIVACY_ANSWER_DAYS[locale] })}</p>
        </div>
        <div className="rounded-lg border border-line p-4">
          <h2 className="text-lg font-bold">{t('privacy.verifyTitle')}</h2>
          <p className="mt-1 text-sm">{t('privacy.verify')}</p>
        </div>
      </section>

      <ul className="mt-4 flex flex-col gap-1 sm:flex-row sm:gap-6">
        <li>
          <a href={localizedPath(getMarket(locale).pages.privacyPolicy, locale)} className="inline-flex min-h-11 items-center font-semibold underline">
            {t('privacy.policyLink')}
          </a>
        </li>
        <li>
          <Link href={localizedPath('/user/myAccount', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
            {t('privacy.myAccountLink')}
          </Link>
        </li>
      </ul>

      <h2 className="mt-6 text-xl font-bold">{t('privacy.formTitle')}</h2>
      <ContactForm locale={locale} topic="privacy" prefill={memberPrefill(member, locale, 'privacy')} labels={await contactFormLabels(locale, 'privacy')} topicsHref={localizedPath('/contactus', locale)} />
    </div>
  );
}
