import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryPage, parseShelfQuery } from '@/features/catalog/CategoryPage';
import { getMarket, localizedPath } from '@/lib/markets';
import { resolvePageType } from '@/server/catalog/pages';
import { db } from '@/server/db/client';

type Props = { params: Promise<{ locale: string; rest: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(params: Props['params']) {
  const { locale: raw, rest } = await params;
  const locale = getMarket(raw).locale;
  return { locale, page: await resolvePageType(db(), `/${rest.join('/')}`, locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  if (page.type !== 'category') return {};
  return { title: page.category.name, alternates: { canonical: localizedPath(page.category.path, locale) } };
}

/**
 * The catch-all SEO path: the page type comes from the catalogue (spec §2.1, §2.5). Category
 * pages now; product shelves, brands and landing pages join as they arrive (issue 4).
 */
export default async function CatchAll({ params, searchParams }: Props) {
  const { locale, page } = await resolve(params);
  setRequestLocale(locale);
  if (page.type === 'redirect') {
    const query = await searchParams;
    const intcmp = typeof query.intcmp === 'string' ? `?intcmp=${encodeURIComponent(query.intcmp)}` : '';
    const location = `${localizedPath(page.location, locale)}${intcmp}`;
    if (page.status === 301 || page.status === 308) permanentRedirect(location);
    redirect(location);
  }
  if (page.type !== 'category') notFound();
  return <CategoryPage page={page} locale={locale} query={parseShelfQuery(await searchParams)} />;
}
