import { eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { cached } from '@/server/platform/cache';
import type { Locale } from '@/lib/markets';
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
