import { Link } from '@/components/Link';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import type { Locale } from '@/lib/markets';
import { localizedPath } from '@/lib/markets';
import { ContactOptions } from './ContactOptions';
import { contactTranslator } from './labels';

/** /contactus: the topics of the market, the way to personal-information requests, and the other ways to reach us. */
export async function ContactUsPage({ locale }: { locale: Locale }) {
  const t = await contactTranslator(locale);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8">
      <PageView data={pageViewData(locale, 'customer-service', 'contactUs')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('page.title')}</h1>
      <p className="mt-1 max-w-prose text-muted">{t('page.intro')}</p>
      <h2 className="mt-6 mb-3 text-lg font-bold">{t('page.chooseTopic')}</h2>
      <ContactOptions locale={locale} />
      <p className="mt-3 text-sm">
        <Link href={localizedPath('/customerinfo', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
          {t('privacy.contactUsLink')}
        </Link>
      </p>
      <section className="mt-8 rounded-lg border border-line p-4">
        <h2 className="text-lg font-bold">{t('page.otherWays')}</h2>
        <ul className="mt-2 flex flex-col gap-2">
          <li>
            <a href={localizedPath('/lp/faqs', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
              {t('page.faqs')}
            </a>
          </li>
          <li>
            <a href={localizedPath('/trackOrder', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
              {t('page.trackOrder')}
            </a>
          </li>
          <li>
            <a href={localizedPath('/store', locale)} className="inline-flex min-h-11 items-center font-semibold underline">
              {t('page.findStore')}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
