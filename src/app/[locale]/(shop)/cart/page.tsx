import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartPage } from '@/features/cart/CartPage';
import { NeedHelpButton } from '@/features/contact/NeedHelpButton';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'cart' });
  return { title: t('metaTitle'), robots: { index: false, follow: true }, alternates: alternatesFor('/cart', locale) };
}

/** /cart (spec §2.1). */
export default async function CartRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const { notice } = await searchParams;
  return <CartPage locale={locale} notice={typeof notice === 'string' ? notice : undefined} needHelp={<NeedHelpButton locale={locale} />} />;
}
