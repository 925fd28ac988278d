import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { z } from 'zod';
import { StateStores } from '@/features/stores/StateStores';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { storeLocales } from '@/server/stores/directory';
import { regionStores } from '@/server/stores/queries';

type Props = { params: Promise<{ locale: string; state: string }> };

const StateSlug = z.string().regex(/^[a-z-]{2,40}$/);

async function load(params: Props['params']) {
  const { locale: raw, state } = await params;
  const locale = getMarket(raw).locale;
  const slug = StateSlug.safeParse(state.toLowerCase());
  const found = slug.success ? await regionStores(locale, slug.data) : null;
  if (found && state !== found.region.slug) permanentRedirect(localizedPath(`/store/${found.region.slug}`, locale));
  return { locale, found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, found } = await load(params);
  if (!found) return {};
  const t = await getTranslations({ locale, namespace: 'storePages.state' });
  const { region } = found;
  return {
    title: t('title', { region: region.name }),
    description: t('metaDescription', { region: region.name }),
    alternates: alternatesFor(`/store/${region.slug}`, locale, storeLocales(region.country)),
  };
}

/** /store/{state}: a state's stores in the locale's market. */
export default async function StateStoresRoute({ params }: Props) {
  const { locale, found } = await load(params);
  setRequestLocale(locale);
  if (!found) notFound();
  return <StateStores locale={locale} region={found.region} stores={found.stores} now={new Date()} />;
}
