import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryPage, ProductShelfPage, SHELF_SORTS } from '@/features/catalog/CategoryPage';
import { catalogParts } from '@/app/[locale]/_parts/catalog';
import { alternatesFor } from '@/lib/alternates';
import { getMarket } from '@/lib/markets';
import { decodeSegments } from '@/lib/input-text';
import { parseShelfUrl } from '@/lib/shelf-query';
import { redirectLocation } from '@/server/catalog/pages';
import { resolvePageType } from '@/server/catalog/queries';

type Props = { params: Promise<{ locale: string; rest: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, rest } = await params;
  const locale = getMarket(raw).locale;
  const decoded = decodeSegments(rest);
  return { locale, page: decoded ? await resolvePageType(`/${decoded.join('/')}`, locale) : ({ type: 'notFound' } as const) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  if (page.type === 'category') return { title: page.category.name, alternates: alternatesFor(page.category.path, locale) };
  if (page.type === 'productShelf') {
    const path = page.brand ? `${page.partType.path}/${page.brand.slug}` : page.partType.path;
    return { title: page.brand ? `${page.brand.name} ${page.partType.name}` : page.partType.name, alternates: alternatesFor(path, locale) };
  }
  return {};
}

/** The catch-all SEO path: the page type comes from the catalogue (spec §2.1, §2.5). */
export default async function CatchAll({ params, searchParams }: Props) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  const query = await searchParams;
  if (page.type === 'redirect') {
    const location = redirectLocation(page.location, locale, typeof query.intcmp === 'string' ? query.intcmp : undefined);
    if (page.status === 301 || page.status === 308) permanentRedirect(location);
    redirect(location);
  }
  if (page.type === 'category') return <CategoryPage page={page} locale={locale} state={parseShelfUrl(query, SHELF_SORTS, locale)} parts={catalogParts} />;
  if (page.type === 'productShelf') return <ProductShelfPage page={page} locale={locale} state={parseShelfUrl(query, SHELF_SORTS, locale)} parts={catalogParts} />;
  notFound();
}
