import { LOCALES } from '@/lib/markets';
import type { Executor } from '@/server/db/client';
import { pageTags } from '@/server/platform/page-cache';
import { invalidatePageTags } from '@/server/platform/page-cache-channel';

/**
 * A write changed the promotions cached pages show (shelf promos on shelves, coupons and circulars
 * embedded in landing pages): every site's pages tagged with its promotions go, on every instance,
 * when `executor`'s transaction commits (docs/decisions/040). Each write of the module calls it
 * itself, so the admin API, the ops pages and `npm run promotions` all invalidate alike.
 */
export async function promotionsChanged(executor: Executor): Promise<void> {
  await invalidatePageTags(executor, LOCALES.map(pageTags.promotions));
}
