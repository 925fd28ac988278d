import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { pageEmbeds } from '@/app/[locale]/_parts/content';
import { ContentPageView } from '@/features/content/ContentPageView';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, type Locale } from '@/lib/markets';
import { getPublishedPage } from '@/server/content/queries';

type Props = { params: Promise<{ locale: string; slug: string }> };

/** One read per request, shared by the metadata and the page. */
const load = cache((locale: Locale, slug: string) => getPublishedPage(locale, slug));

async function resolve(params: Props['params']) {
  const { locale: raw, slug } = await params;
  const locale = getMarket(raw).locale;
  return { locale, slug, found: await load(locale, slug) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug, found } = await resolve(params);
  if (!found) return {};
  const { page, locales } = found;
  return { title: page.metaTitle ?? page.title, description: page.metaDescription, alternates: alternatesFor(`/lp/${slug}`, locale, locales) };
}

/** /lp/{slug}: a content page of the market; a market without that page answers not found. */
export default async function ContentPageRoute({ params }: Props) {
  const { locale, slug, found } = await resolve(params);
  setRequestLocale(locale);
  if (!found) notFound();
  return (
    <>
      <PageView data={pageViewData(locale, found.page.siteSection, `lp:${slug}`)} />
      <ContentPageView locale={locale} slug={slug} page={found.page} embeds={pageEmbeds} />
    </>
  );
}
