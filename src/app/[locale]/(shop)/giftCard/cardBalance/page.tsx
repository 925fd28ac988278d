import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GiftCardBalancePage } from '@/features/giftcards/BalancePage';
import { GIFT_CARD_PATHS } from '@/features/giftcards/constants';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'giftCards.balance' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternatesFor(GIFT_CARD_PATHS.balance, locale) };
}

/** /giftCard/cardBalance (spec §2.1): check a gift card's balance by its number and PIN. */
export default async function GiftCardBalanceRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <GiftCardBalancePage locale={locale} />;
}
