import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cache, cached } from '@/server/platform/cache';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { LOCALES, isLocale, type Locale } from '@/lib/markets';
import { ContentPageSchema, SLUG_PATTERN, type ContentPage } from './page-document';
import { contentPages } from './schema';
import { contentCacheKey } from './service';

/** Content pages (/lp/<slug>): one row per market that has the page. */

/** /lp/<slug> paths that another route serves: a content page there would never show. */
const RESERVED_SLUGS = new Set(['deals']);

export function isSlug(value: string): boolean {
  return value.length <= 80 && SLUG_PATTERN.test(value) && !RESERVED_SLUGS.has(value);
}

export interface PublishedPage {
  page: ContentPage;
  /** The locales that publish the same slug (for hreflang). */
  locales: Locale[];
}

/**
 * A published page of a market, or null (the route answers not found). Cached per locale;
 * a write clears every locale's cached pages, since each one lists the others in `locales`.
 */
export function getPublishedPage(executor: Executor, locale: Locale, slug: string): Promise<PublishedPage | null> {
  if (!isSlug(slug)) return Promise.resolve(null);
  return cached(contentCacheKey(locale, 'page', slug), async () => {
    const rows = await executor
      .select({ locale: contentPages.locale, body: contentPages.body })
      .from(contentPages)
      .where(and(eq(contentPages.slug, slug), eq(contentPages.published, true)));
    const own = rows.find((r) => r.locale === locale);
    if (!own) return null;
    const locales = LOCALES.filter((l) => rows.some((r) => r.locale === l));
    return { page: ContentPageSchema.parse(own.body), locales };
  });
}

export interface StoredPage {
  locale: Locale;
  slug: string;
  published: boolean;
  updatedAt: Date;
  body: ContentPage;
}

export interface PageSummary {
  locale: Locale;
  slug: string;
  title: string;
  published: boolean;
  updatedAt: Date;
}

/** Every page (published or not) for operators, by locale then slug. */
export async function listPages(executor: Executor, locale?: Locale): Promise<PageSummary[]> {
  const where: SQL[] = locale ? [eq(contentPages.locale, locale)] : [];
  const rows = await executor
    .select({
      locale: contentPages.locale,
      slug: contentPages.slug,
      title: sql<string>`${contentPages.body} ->> 'title'`,
      published: contentPages.published,
      updatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(and(...where))
    .orderBy(asc(contentPages.locale), asc(contentPages.slug));
  return rows.filter((r): r is PageSummary => isLocale(r.locale));
}

/** A page as stored, for operators (not cached, published or not). */
export async function findPage(executor: Executor, locale: Locale, slug: string): Promise<StoredPage | null> {
  const [row] = await executor
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.locale, locale), eq(contentPages.slug, slug)));
  return row ? { locale, slug, published: row.published, updatedAt: row.updatedAt, body: ContentPageSchema.parse(row.body) } : null;
}

export class InvalidSlugError extends Error {
  constructor(slug: string) {
    super(`Not a page slug: "${slug}" (letters, digits and single hyphens; not a path another page serves)`);
    this.name = 'InvalidSlugError';
  }
}

export interface PageWrite {
  locale: Locale;
  slug: string;
  body: unknown;
  published?: boolean;
}

/**
 * Write a page. The body must parse as a ContentPage (a ZodError otherwise). `insert-missing`
 * keeps a page already there (seeding keeps operators' edits); `replace` overwrites it. A new
 * page is published unless `published: false`.
 * Answers whether a row was created.
 */
export async function putPage(executor: Executor, write: PageWrite, mode: 'insert-missing' | 'replace'): Promise<{ created: boolean }> {
  if (!isSlug(write.slug)) throw new InvalidSlugError(write.slug);
  const body = ContentPageSchema.parse(write.body);
  const insert = executor.insert(contentPages).values({ locale: write.locale, slug: write.slug, body, published: write.published ?? true });
  // Replacing a page without saying whether it is published keeps its current state.
  const set = { body, updatedAt: new Date(), ...(write.published !== undefined && { published: write.published }) };
  const [row] =
    mode === 'replace'
      ? await insert
          .onConflictDoUpdate({ target: [contentPages.locale, contentPages.slug], set })
          // xmax is 0 on a freshly inserted row and set on one the upsert updated.
          .returning({ created: sql<boolean>`(xmax = 0)` })
      : await insert.onConflictDoNothing().returning({ created: sql<boolean>`true` });
  await invalidatePages(executor, write.slug);
  return { created: Boolean(row?.created) };
}

export async function deletePage(executor: Executor, locale: Locale, slug: string): Promise<boolean> {
  const rows = await executor
    .delete(contentPages)
    .where(and(eq(contentPages.locale, locale), eq(contentPages.slug, slug)))
    .returning({ slug: contentPages.slug });
  await invalidatePages(executor, slug);
  return rows.length > 0;
}

/** Clear the cached pages of every locale (each lists the locales that share its slug), and the cached landing pages of this slug. */
async function invalidatePages(executor: Executor, slug: string): Promise<void> {
  for (const locale of LOCALES) await cache.deleteByPrefix(contentCacheKey(locale, 'page', ''));
  await invalidatePageTags(executor, [pageTags.contentPage(slug)]);
}
