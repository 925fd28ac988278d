import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import { GIFT_CARDS_PER_ORDER } from '@/lib/payment-options';
import { GIFT_CARD_ORDER_SITE, GIFT_CARD_PATHS } from './constants';
import { GiftCardArt } from './GiftCardArt';

const FAQ = ['expiry', 'fees', 'cash', 'country'] as const;

const primaryButton = 'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark';
const secondaryButton = 'inline-flex min-h-11 items-center justify-center rounded-md border border-line px-5 font-semibold hover:bg-panel';

/** /giftCard: the branded card, what it is for, where to buy it, how to spend it, and the balance check. */
export async function GiftCardLandingPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'giftCards.landing' });
  const header = await getTranslations({ locale, namespace: 'header' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const payment = await getTranslations({ locale, namespace: 'giftCards.payment' });
  const orderSite = GIFT_CARD_ORDER_SITE[locale];
  const balanceHref = localizedPath(GIFT_CARD_PATHS.balance, locale);

  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'giftCard')} />
      <section className="grid items-center gap-8 md:grid-cols-[1fr_minmax(0,24rem)]">
        <div>
          <h1 className="text-3xl font-extrabold md:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-muted">{t('intro')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href={balanceHref} className={primaryButton} data-testid="gift-card-balance-cta">
              {t('balanceCta')}
            </Link>
            {orderSite ? (
              <a href={orderSite} target="_blank" rel="noopener noreferrer" className={secondaryButton} data-testid="gift-card-order-online">
                {t('buyOnlineCta')}
                <span className="sr-only"> ({common('newWindow')})</span>
              </a>
            ) : null}
          </div>
        </div>
        <GiftCardArt alt={t('cardAlt')} cardLabel={t('cardLabel')} logoName={header('logoName')} logoTagline={header('logoTagline')} />
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="gc-for" className="rounded-lg border border-line p-4 md:p-5">
          <h2 id="gc-for" className="text-xl font-bold">
            {t('forTitle')}
          </h2>
          <p className="mt-2">{t('forText')}</p>
          <ul className="mt-3 list-disc pl-5 text-muted">
            <li>{t('forParts')}</li>
            <li>{t('forTools')}</li>
            <li>{t('forOccasions')}</li>
          </ul>
        </section>

        <section aria-labelledby="gc-buy" className="rounded-lg border border-line p-4 md:p-5">
          <h2 id="gc-buy" className="text-xl font-bold">
            {t('buyTitle')}
          </h2>
          <ul className="mt-2 grid gap-3">
            <li>
              {t('buyInStore')}{' '}
              <Link href={localizedPath('/store', locale)} className="font-semibold underline">
                {t('findStore')}
              </Link>
            </li>
            {orderSite ? (
              <li>
                {t('buyOnline')}{' '}
                <a href={orderSite} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  {t('buyOnlineLink')}
                  <span className="sr-only"> ({common('newWindow')})</span>
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <section aria-labelledby="gc-use" className="rounded-lg border border-line p-4 md:p-5">
          <h2 id="gc-use" className="text-xl font-bold">
            {t('useTitle')}
          </h2>
          <ol className="mt-2 list-decimal pl-5">
            <li>{t('useStep1')}</li>
            {/* The control checkout shows, named as it is (GiftCardPayment: "Add a gift card"). */}
            <li>{t('useStep2', { option: payment('add') })}</li>
            <li>{t('useStep3', { count: GIFT_CARDS_PER_ORDER })}</li>
          </ol>
          <p className="mt-3 text-muted">{t('useInStore')}</p>
        </section>

        <section aria-labelledby="gc-balance" className="rounded-lg border border-line bg-panel p-4 md:p-5">
          <h2 id="gc-balance" className="text-xl font-bold">
            {t('balanceTitle')}
          </h2>
          <p className="mt-2">{t('balanceText')}</p>
          <Link href={balanceHref} className={`${primaryButton} mt-4`}>
            {t('balanceCta')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="gc-faq" className="mt-10">
        <h2 id="gc-faq" className="text-2xl font-bold">
          {t('faqTitle')}
        </h2>
        <div className="mt-3 divide-y divide-line rounded-lg border border-line">
          {FAQ.map((item) => (
            <details key={item} className="group px-4">
              <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 py-2 font-semibold">
                {t(`faq.${item}.question`)}
                <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-muted">{t(`faq.${item}.answer`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
