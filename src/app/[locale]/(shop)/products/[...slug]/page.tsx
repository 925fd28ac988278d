import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ProductPage } from '@/features/catalog/ProductPage';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, type Locale } from '@/lib/markets';
import { decodeSegments } from '@/lib/input-text';
import { productBySlug } from '@/server/catalog/queries';
import { siteOrigin } from '@/server/platform/origin';

type Props = { params: Promise<{ locale: string; slug: string[] }> };

const load = cache((slug: string, locale: Locale) => productBySlug(slug, locale));

async function resolve(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale = getMarket(raw).locale;
  // A malformed escape or a control character names no product: the not-found page, never a 500.
  const decoded = decodeSegments(slug);
  return { locale, product: decoded ? await load(decoded.join('/'), locale) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await resolve(params);
  if (!product) return {};
  return { title: product.title, description: product.description.slice(0, 160), alternates: alternatesFor(`/products/${product.slug}`, locale) };
}

/** /products/{slug...}: the product detail page (spec §2.1). */
export default async function ProductRoute({ params }: Props) {
  const { locale, product } = await resolve(params);
  setRequestLocale(locale);
  if (!product) notFound();
  return <ProductPage product={product} locale={locale} origin={await siteOrigin()} parts={catalogParts} />;
}
