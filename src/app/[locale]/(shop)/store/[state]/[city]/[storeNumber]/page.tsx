import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { shopperContext } from '@/features/catalog/shopper-context';
import { StorePage } from '@/features/stores/StorePage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { storePagePath } from '@/lib/store-pages';
import { storeLocales } from '@/server/stores/directory';
import { marketStore } from '@/server/stores/queries';
import { siteOrigin } from '@/server/platform/origin';

type Props = { params: Promise<{ locale: string; state: string; city: string; storeNumber: string }> };

const StoreNumber = z.string().regex(/^\d{1,6}$/);

/** The store, or not found; a wrong state or city in the URL redirects to the store's own URL. */
async function load(params: Props['params']) {
  const { locale: raw, state, city, storeNumber } = await params;
  const locale = getMarket(raw).locale;
  const number = StoreNumber.safeParse(storeNumber);
  const store = number.success ? await marketStore(number.data, getMarket(locale).country) : null;
  if (!store) notFound();
  const path = storePagePath(store);
  if (path !== `/store/${state}/${city}/${storeNumber}`) permanentRedirect(localizedPath(path, locale));
  return { locale, store, path };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, store, path } = await load(params);
  const t = await getTranslations({ locale, namespace: 'storePages.store' });
  const place = { number: store.storeNumber, city: store.city, state: store.state };
  return {
    title: t('metaTitle', place),
    description: t('metaDescription', { ...place, address: store.address1 }),
    alternates: alternatesFor(path, locale, storeLocales(store.country)),
  };
}

/** /store/{state}/{city}/{storeNumber}: one store's page. */
export default async function StorePageRoute({ params }: Props) {
  const { locale, store } = await load(params);
  setRequestLocale(locale);
  const [origin, shopper] = await Promise.all([siteOrigin(), shopperContext()]);
  return <StorePage locale={locale} store={store} origin={origin} now={new Date()} preferred={shopper.store} deferred={shopper.deferred} />;
}
