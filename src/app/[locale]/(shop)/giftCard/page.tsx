import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GIFT_CARD_PATHS } from '@/features/giftcards/constants';
import { GiftCardLandingPage } from '@/features/giftcards/LandingPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'giftCards.landing' });
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: alternatesFor(GIFT_CARD_PATHS.landing, locale) };
}

/** /giftCard (spec §2.1): the gift card landing page, in every market (each sells cards in its own currency). */
export default async function GiftCardRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <GiftCardLandingPage locale={locale} />;
}
