import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'checkout.form' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /checkout (spec §2.1, §2.5). */
export default async function CheckoutRoute({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  return <CheckoutPage locale={locale} />;
}
