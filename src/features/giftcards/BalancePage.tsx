import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { localizedPath, type Locale } from '@/lib/markets';
import { BalanceForm } from './BalanceForm';
import { GIFT_CARD_PATHS } from './constants';

/** /giftCard/cardBalance: check what is left on a gift card. */
export async function GiftCardBalancePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'giftCards.balance' });
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'others', 'giftCardBalance')} />
      <Link href={localizedPath(GIFT_CARD_PATHS.landing, locale)} className="inline-flex min-h-11 items-center text-sm font-semibold underline">
        {t('backToGiftCards')}
      </Link>
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <BalanceForm
        locale={locale}
        shopHref={localizedPath('/', locale)}
        checkoutHref={localizedPath('/checkout', locale)}
        labels={{
          cardNumber: t('cardNumber'),
          cardNumberHint: t('cardNumberHint'),
          pin: t('pin'),
          pinHint: t('pinHint'),
          submit: t('submit'),
          checking: t('checking'),
          checkAnother: t('checkAnother'),
          shopNow: t('shopNow'),
          goToCheckout: t('goToCheckout'),
        }}
      />
    </div>
  );
}
