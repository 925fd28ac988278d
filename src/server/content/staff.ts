import type { Locale } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { staffChange, staffRead } from '@/server/staff/staff-change';
import type { Actor } from '@/server/staff/actor';
import type { DocumentKey } from './documents';
import * as pages from './pages';
import * as service from './service';

/**
 * The content module's staff use cases (issue 23, decision 053): each asks `content.write`
 * (merchandisers, administrators) and writes its audit line with the values before and after,
 * in the change's transaction. The admin API, the /ops/content screens and `npm run content`
 * are thin adapters that pass the actor.
 */

const pageId = (locale: Locale, slug: string) => `${locale}/${slug}`;

export function listPagesAs(executor: Executor, locale: Locale | undefined, actor: Actor) {
  return staffRead(actor, 'content.write', () => pages.listPages(executor, locale));
}

export function findPageAs(executor: Executor, locale: Locale, slug: string, actor: Actor) {
  return staffRead(actor, 'content.write', () => pages.findPage(executor, locale, slug));
}

export function listBannersAs(executor: Executor, filter: Parameters<typeof service.listBanners>[1], actor: Actor) {
  return staffRead(actor, 'content.write', () => service.listBanners(executor, filter));
}

export function findBannerAs(executor: Executor, id: string, actor: Actor) {
  return staffRead(actor, 'content.write', () => service.findBanner(executor, id));
}

export function findDocumentAs(executor: Executor, locale: Locale, key: DocumentKey, actor: Actor) {
  return staffRead(actor, 'content.write', () => service.findDocument(executor, locale, key));
}

/** Create or replace (`replace`), or create only when missing (`insert-missing`), a landing page. */
export function putPageAs(executor: Executor, write: pages.PageWrite, mode: 'insert-missing' | 'replace', actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const before = await pages.findPage(tx, write.locale, write.slug);
    const result = await pages.putPage(tx, write, mode);
    if (result.created || mode === 'replace') {
      const after = await pages.findPage(tx, write.locale, write.slug);
      await audit({ action: result.created ? 'page.create' : 'page.update', entityType: 'page', entityId: pageId(write.locale, write.slug), before, after });
    }
    return result;
  });
}

export function deletePageAs(executor: Executor, locale: Locale, slug: string, actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const before = await pages.findPage(tx, locale, slug);
    const deleted = await pages.deletePage(tx, locale, slug);
    if (deleted) await audit({ action: 'page.delete', entityType: 'page', entityId: pageId(locale, slug), before });
    return deleted;
  });
}

/** Replace the footer or the top navigation of a market. */
export function putDocumentAs(executor: Executor, write: service.DocumentWrite, actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const before = await service.findDocument(tx, write.locale, write.key);
    await service.putDocument(tx, write, 'replace');
    const after = await service.findDocument(tx, write.locale, write.key);
    await audit({ action: 'content.update', entityType: 'document', entityId: `${write.locale}/${write.key}`, before, after });
  });
}

export function createBannerAs(executor: Executor, write: Parameters<typeof service.createBanner>[1], actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const banner = await service.createBanner(tx, write);
    await audit({ action: 'banner.create', entityType: 'banner', entityId: banner.id, after: banner });
    return banner;
  });
}

/** Change some fields of a banner (taking it down: `active: false`); null when there is none. */
export function updateBannerAs(executor: Executor, id: string, patch: service.BannerPatch, actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const before = await service.findBanner(tx, id);
    if (!before) return null;
    const banner = await service.updateBanner(tx, id, patch);
    await audit({ action: 'banner.update', entityType: 'banner', entityId: id, before, after: banner });
    return banner;
  });
}

export function deleteBannerAs(executor: Executor, id: string, actor: Actor) {
  return staffChange(executor, actor, 'content.write', async (tx, audit) => {
    const before = await service.findBanner(tx, id);
    if (!before || !(await service.deleteBanner(tx, id))) return false;
    await audit({ action: 'banner.delete', entityType: 'banner', entityId: id, before });
    return true;
  });
}
