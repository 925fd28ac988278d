import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { BrandShelfPage } from '@/features/catalog/BrandPages';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { SHELF_SORTS } from '@/features/catalog/CategoryPage';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { decodeSegment } from '@/lib/input-text';
import { parseShelfUrl } from '@/lib/shelf-query';
import { brandBySlug } from '@/server/catalog/queries';

type Props = { params: Promise<{ locale: string; brandName: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, brandName } = await params;
  const slug = decodeSegment(brandName);
  return { locale: getMarket(raw).locale, brand: slug === null ? null : await brandBySlug(slug.toLowerCase()) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, brand } = await resolve(params);
  return brand ? { title: brand.name, alternates: alternatesFor(`/brands/${brand.slug}`, locale) } : {};
}

/** /brands/{brandName}: a brand shelf. */
export default async function BrandRoute({ params, searchParams }: Props) {
  const { locale, brand } = await resolve(params);
  setRequestLocale(locale);
  if (!brand) notFound();
  return <BrandShelfPage locale={locale} brand={brand} state={parseShelfUrl(await searchParams, SHELF_SORTS, locale)} parts={catalogParts} />;
}
