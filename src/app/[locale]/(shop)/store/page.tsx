import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { shopperContext } from '@/features/catalog/shopper-context';
import { LocatorPage } from '@/features/stores/LocatorPage';
import { StateDirectory } from '@/features/stores/StateDirectory';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const LocatorSearch = z.object({
  q: z.string().trim().min(1).max(80).optional().catch(undefined),
  lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  lng: z.coerce.number().min(-180).max(180).optional().catch(undefined),
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'stores.locator' });
  return { title: t('title'), description: t('intro'), alternates: alternatesFor('/store', locale) };
}

/** /store: the store locator (spec §2.1). */
export default async function StoreLocatorRoute({ params, searchParams }: Props) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const query = LocatorSearch.parse(await searchParams);
  return <LocatorPage locale={locale} query={query} directory={<StateDirectory locale={locale} />} myStore={shopperContext().then((shopper) => shopper.store)} />;
}
