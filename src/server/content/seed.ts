import { inArray } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { LOCALES } from '@/lib/markets';
import { putPage } from './pages';
import { PAGE_SEED } from './pages-seed';
import { contentBanners } from './schema';
import { contentSeed } from './seed-data';
import { insertBanner, putDocument } from './service';

/** Load the demo content; rows already there (perhaps edited by an operator) are kept. */
export async function seedContent(executor: Executor): Promise<number> {
  let writes = 0;
  for (const locale of LOCALES) {
    await putDocument(executor, { locale, key: 'top-nav', body: contentSeed.topNav[locale] }, 'insert-missing');
    await putDocument(executor, { locale, key: 'footer', body: contentSeed.footer[locale] }, 'insert-missing');
    writes += 2;
  }
  for (const locale of LOCALES) {
    for (const [slug, body] of Object.entries(PAGE_SEED[locale])) {
      await putPage(executor, { locale, slug, body }, 'insert-missing');
      writes += 1;
    }
  }
  // Banners the demo no longer seeds are taken out of databases seeded before.
  await executor.delete(contentBanners).where(inArray(contentBanners.seedKey, contentSeed.retiredSeedKeys));
  for (const banner of contentSeed.banners) {
    await insertBanner(executor, banner);
    writes += 1;
  }
  return writes;
}
