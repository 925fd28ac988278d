import { and, asc, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cache, cached, siteCacheKey } from '@/server/platform/cache';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';
import { getMarket, type Locale } from '@/lib/markets';
import { withSafeLinks } from '@/lib/safe-href';
import { logger } from '@/server/platform/logger';
import { holidayAlertAt } from '@/server/stores/holiday-notice';
import { holidayNoticeAt } from '@/server/stores/holidays';
import { contentBanners, contentDocuments } from './schema';
import {
  BANNER_SCHEMAS,
  SEGMENT_PATTERN,
  SEGMENTS_MAX,
  DOCUMENT_SCHEMAS,
  type BannerKind,
  type DocumentKey,
  type Footer,
  type HeaderContent,
  type TopNav,
} from './documents';

export class ContentMissingError extends Error {
  constructor(locale: Locale, key: string) {
    super(`No ${key} content for ${locale}`);
    this.name = 'ContentMissingError';
  }
}

/** The cache key of a locale's content; a write clears every key under `contentCacheKey(locale)`. */
export function contentCacheKey(locale: Locale, ...parts: string[]): string {
  return siteCacheKey(getMarket(locale).siteKey, 'content', locale, ...parts);
}
const cacheKey = contentCacheKey;

/**
 * Stored content for its schema, a link that is not safe (written before links were checked)
 * replaced by "#" with a warning: the schemas refuse such links, and a page must neither fail
 * nor carry the link because one is stored.
 */
function safeStored(body: unknown, what: string): unknown {
  const { value, replaced } = withSafeLinks(body);
  if (replaced) logger.warn({ content: what, replaced }, 'content: unsafe links in stored content are shown as "#"');
  return value;
}

async function readDocument<K extends DocumentKey>(executor: Executor, locale: Locale, key: K) {
  const [row] = await executor
    .select({ body: contentDocuments.body })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.locale, locale), eq(contentDocuments.key, key)));
  if (!row) throw new ContentMissingError(locale, key);
  return DOCUMENT_SCHEMAS[key].parse(safeStored(row.body, `${locale}/${key}`));
}

export function getFooter(executor: Executor, locale: Locale): Promise<Footer> {
  return cached(cacheKey(locale, 'footer'), () => readDocument(executor, locale, 'footer') as Promise<Footer>);
}

export function getTopNav(executor: Executor, locale: Locale): Promise<TopNav> {
  return cached(cacheKey(locale, 'top-nav'), () => readDocument(executor, locale, 'top-nav') as Promise<TopNav>);
}

/** Segments are lower-case tokens; the request's list is normalised so it caches well. */
export function normaliseSegments(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const tokens = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => SEGMENT_PATTERN.test(s));
  return [...new Set(tokens)].slice(0, SEGMENTS_MAX).sort();
}

/**
 * Header content for a locale and the shopper's segments: banners that are active now,
 * meant for everyone or for one of the segments, highest priority first.
 */
export function getHeaderContent(executor: Executor, locale: Locale, segments: string[], now = new Date()): Promise<HeaderContent> {
  // The holiday notice comes from the stores' holiday calendar, the one the stores' hours keep
  // (server/stores/holidays.ts), so the alert and the hours cannot disagree. Its key is part of
  // the cache key: the notice appears and goes the moment its window opens and closes.
  const holiday = holidayNoticeAt(locale, now);
  return cached(cacheKey(locale, 'header', segments.join(','), holiday ? `${holiday.key}:${holiday.days[0]!.date}` : 'no-holiday'), async () => {
    const rows = await executor
      .select({ kind: contentBanners.kind, body: contentBanners.body })
      .from(contentBanners)
      .where(
        and(
          eq(contentBanners.locale, locale),
          eq(contentBanners.active, true),
          or(isNull(contentBanners.startsAt), lte(contentBanners.startsAt, now)),
          or(isNull(contentBanners.endsAt), gt(contentBanners.endsAt, now)),
          segments.length
            ? or(sql`cardinality(${contentBanners.segments}) = 0`, sql`${contentBanners.segments} && ${toTextArray(segments)}`)
            : sql`cardinality(${contentBanners.segments}) = 0`,
        ),
      )
      .orderBy(desc(contentBanners.priority), asc(contentBanners.updatedAt));

    const content: HeaderContent = { segments, sitewideAlert: null, headerPromo: [], headerNavigation: [] };
    for (const row of rows) {
      if (row.kind === 'sitewide_alert') {
        content.sitewideAlert ??= BANNER_SCHEMAS.sitewide_alert.parse(safeStored(row.body, `${locale} banner`));
      } else if (row.kind === 'header_promo') {
        content.headerPromo.push(BANNER_SCHEMAS.header_promo.parse(safeStored(row.body, `${locale} banner`)));
      } else {
        content.headerNavigation.push(BANNER_SCHEMAS.header_navigation.parse(safeStored(row.body, `${locale} banner`)));
      }
    }
    // In its window the holiday notice is the sitewide alert; an operator's alert shows the rest of the time.
    if (holiday) content.sitewideAlert = BANNER_SCHEMAS.sitewide_alert.parse(await holidayAlertAt(locale, now));
    return content;
  });
}

function toTextArray(values: string[]) {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export interface DocumentWrite<K extends DocumentKey = DocumentKey> {
  locale: Locale;
  key: K;
  body: unknown;
}

export interface StoredDocument {
  locale: Locale;
  key: DocumentKey;
  body: unknown;
  updatedAt: Date;
}

/** A document as stored, for operators (not cached); null when the locale has none. */
export async function findDocument(executor: Executor, locale: Locale, key: DocumentKey): Promise<StoredDocument | null> {
  const [row] = await executor
    .select({ body: contentDocuments.body, updatedAt: contentDocuments.updatedAt })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.locale, locale), eq(contentDocuments.key, key)));
  return row ? { locale, key, body: DOCUMENT_SCHEMAS[key].parse(safeStored(row.body, `${locale}/${key}`)), updatedAt: row.updatedAt } : null;
}

/** Insert a document unless one is there (seeding); `replace` overwrites (operators). */
export async function putDocument(executor: Executor, write: DocumentWrite, mode: 'insert-missing' | 'replace'): Promise<void> {
  const body = DOCUMENT_SCHEMAS[write.key].parse(write.body);
  const insert = executor.insert(contentDocuments).values({ locale: write.locale, key: write.key, body });
  if (mode === 'replace') {
    await insert.onConflictDoUpdate({
      target: [contentDocuments.locale, contentDocuments.key],
      set: { body, updatedAt: new Date() },
    });
  } else {
    await insert.onConflictDoNothing();
  }
  await invalidateLocale(executor, write.locale);
}

export interface BannerWrite {
  seedKey?: string;
  locale: Locale;
  kind: BannerKind;
  segments?: string[];
  body: unknown;
  priority?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

export async function insertBanner(executor: Executor, write: BannerWrite): Promise<void> {
  const body = BANNER_SCHEMAS[write.kind].parse(write.body);
  await executor
    .insert(contentBanners)
    .values({
      seedKey: write.seedKey,
      locale: write.locale,
      kind: write.kind,
      segments: normaliseSegments((write.segments ?? []).join(',')),
      body,
      priority: write.priority ?? 0,
      startsAt: write.startsAt ?? null,
      endsAt: write.endsAt ?? null,
    })
    .onConflictDoNothing({ target: contentBanners.seedKey });
  await invalidateLocale(executor, write.locale);
}

/**
 * Clear a locale's cached content on this instance (other instances' response caches see the
 * change within RESPONSE_CACHE_SECONDS), and the cached pages that showed it, on every instance
 * (page-cache-channel.ts).
 */
export async function invalidateLocale(executor: Executor, locale: Locale): Promise<void> {
  await cache.deleteByPrefix(cacheKey(locale));
  await invalidatePageTags(executor, [pageTags.content(locale)]);
}

export type Banner = typeof contentBanners.$inferSelect;

/** Banners for operators, newest schedule first within a kind; every state (inactive, expired, future). */
export async function listBanners(executor: Executor, filter: { locale?: Locale; kind?: BannerKind } = {}): Promise<Banner[]> {
  const where: SQL[] = [];
  if (filter.locale) where.push(eq(contentBanners.locale, filter.locale));
  if (filter.kind) where.push(eq(contentBanners.kind, filter.kind));
  return executor
    .select()
    .from(contentBanners)
    .where(and(...where))
    .orderBy(asc(contentBanners.locale), asc(contentBanners.kind), desc(contentBanners.priority), asc(contentBanners.updatedAt));
}

export async function findBanner(executor: Executor, id: string): Promise<Banner | null> {
  const [row] = await executor.select().from(contentBanners).where(eq(contentBanners.id, id));
  return row ?? null;
}

/** An operator's new banner (no seed key), returned as stored. The body must match the kind's schema. */
export async function createBanner(executor: Executor, write: Omit<BannerWrite, 'seedKey'> & { active?: boolean }): Promise<Banner> {
  const [row] = await executor
    .insert(contentBanners)
    .values({
      locale: write.locale,
      kind: write.kind,
      segments: normaliseSegments((write.segments ?? []).join(',')),
      body: BANNER_SCHEMAS[write.kind].parse(write.body),
      priority: write.priority ?? 0,
      active: write.active ?? true,
      startsAt: write.startsAt ?? null,
      endsAt: write.endsAt ?? null,
    })
    .returning();
  await invalidateLocale(executor, write.locale);
  return row!;
}

export interface BannerPatch {
  body?: unknown;
  segments?: string[];
  priority?: number;
  active?: boolean;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** Change some fields of a banner; null when there is none with that id. */
export async function updateBanner(executor: Executor, id: string, patch: BannerPatch): Promise<Banner | null> {
  const current = await findBanner(executor, id);
  if (!current) return null;
  const [row] = await executor
    .update(contentBanners)
    .set({
      ...(patch.body !== undefined && { body: BANNER_SCHEMAS[current.kind].parse(patch.body) }),
      ...(patch.segments !== undefined && { segments: normaliseSegments(patch.segments.join(',')) }),
      ...(patch.priority !== undefined && { priority: patch.priority }),
      ...(patch.active !== undefined && { active: patch.active }),
      ...(patch.startsAt !== undefined && { startsAt: patch.startsAt }),
      ...(patch.endsAt !== undefined && { endsAt: patch.endsAt }),
      updatedAt: new Date(),
    })
    .where(eq(contentBanners.id, id))
    .returning();
  await invalidateLocale(executor, current.locale as Locale);
  return row ?? null;
}

export async function deleteBanner(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor.delete(contentBanners).where(eq(contentBanners.id, id)).returning({ locale: contentBanners.locale });
  if (row) await invalidateLocale(executor, row.locale as Locale);
  return Boolean(row);
}
