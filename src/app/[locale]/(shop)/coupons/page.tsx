import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { CouponList } from '@/features/promotions/CouponList';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'promotions.coupons' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor('/coupons', locale) };
}

/** /coupons: the market's coupons; members save them to their account. */
export default async function CouponsPage({ params }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'promotions.coupons' });
  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-8">
      <PageView data={pageViewData(locale, 'deals', 'coupons')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-muted">{t('intro')}</p>
      <CouponList locale={locale} />
    </div>
  );
}
