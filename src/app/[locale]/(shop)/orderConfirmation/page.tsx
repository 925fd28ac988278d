import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isPayPalNotice } from '@/components/PayPalContinue';
import { ConfirmationPage } from '@/features/checkout/ConfirmationPage';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'checkout.confirmation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** /orderConfirmation (spec §2.1). */
export default async function OrderConfirmationRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { orderNumber, refund, paypal } = await searchParams;
  if (typeof orderNumber !== 'string') notFound();
  return <ConfirmationPage locale={locale} orderNumber={orderNumber} refundNotice={typeof refund === 'string' ? refund : undefined} paypalNotice={isPayPalNotice(paypal) ? paypal : undefined} />;
}
