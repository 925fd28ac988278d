import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { TrackOrderForm } from '@/features/orders/TrackOrderForm';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams?: Promise<{ orderNumber?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'trackOrder' });
  return { title: t('title'), alternates: alternatesFor('/trackOrder', locale) };
}

/** /trackOrder[?orderNumber=]: a guest follows an order by its number and e-mail or ZIP. */
export default async function TrackOrderRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  // The confirmation e-mail links here with the order number filled in.
  const linked = (await searchParams)?.orderNumber;
  const orderNumber = typeof linked === 'string' && /^\d{9}$/.test(linked) ? linked : '';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'trackOrder' });
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageViewData(locale, 'order-history', 'trackOrder')} />
      <h1 className="text-2xl font-extrabold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <TrackOrderForm
        locale={locale}
        orderNumber={orderNumber}
        labels={{ orderNumber: t('orderNumber'), emailOrZip: t('emailOrZip'), find: t('find'), finding: t('finding'), placed: t('placed'), total: t('total'), cancel: t('cancel'), cancelling: t('cancelling'), cancelShipment: t('cancelShipment'), confirmCancel: t('confirmCancel'), confirmCancelShipment: t('confirmCancelShipment'), confirmYes: t('confirmYes'), keepOrder: t('keepOrder') }}
      />
    </div>
  );
}
