import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cached } from '@/server/platform/cache';
import { DEFAULT_IMAGE_BASE, partImagePath } from '@/lib/images';
import type { Locale } from '@/lib/markets';
import { env } from '@/server/platform/env';
import { productImagePath } from './images';
import { partGroups, partTypes } from './schema';

/** The name drawn on a part card image: a part group's (azpg ids) or a part type's, in the locale. */
export function partImageName(executor: Executor, id: string, locale: Locale): Promise<string | null> {
  return cached(
    `catalog:image-name:${locale}:${id}`,
    async () => {
      if (id.startsWith('azpg')) {
        const [group] = await executor.select({ names: partGroups.names }).from(partGroups).where(eq(partGroups.id, id));
        return group?.names[locale] ?? null;
      }
      if (!/^\d{1,9}$/.test(id)) return null;
      const [type] = await executor.select({ names: partTypes.names }).from(partTypes).where(eq(partTypes.id, Number(id)));
      return type?.names[locale] ?? null;
    },
    86_400,
  );
}

/** A part card's image URL on the configured image host (IMAGE_HOST) or ours. */
export function partImageUrl(id: string | number, locale: Locale): string {
  return partImagePath(id, locale, env().IMAGE_HOST ?? DEFAULT_IMAGE_BASE);
}

/** A product's main picture: its own (uploaded in the back office, decision 063), else its part type's. */
export function productImageUrl(product: { partTypeId: number; image: string | null }, locale: Locale): string {
  return product.image ? productImagePath(product.image) : partImageUrl(product.partTypeId, locale);
}
