import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { partTypeShelves } from './part-type-shelves';
import { partTypes } from './schema';

describe('part type shelves', () => {
  it('are the shelves of the catalogue in the database, by slug, in the locale', async () => {
    const shelves = await partTypeShelves(db(), ['oil-filter', 'brake-pad-set', 'no-such-part', null], 'es-MX');
    expect(Object.fromEntries(shelves)).toEqual({
      'oil-filter': { path: '/parts/filters/oil-filter', name: 'Filtro de aceite' },
      'brake-pad-set': { path: '/parts/brakes/brake-pad-set', name: 'Juego de balatas' },
    });
    expect((await partTypeShelves(db(), [], 'en-US')).size).toBe(0);
  });

  it('follow the catalogue when it changes (an import renames a part type), not the demo taxonomy', async () => {
    const done = new Error('roll back');
    await db()
      .transaction(async (tx) => {
        await tx.update(partTypes).set({ names: { 'en-US': 'Engine Oil Filter', 'es-MX': 'Filtro de aceite de motor', 'pt-BR': 'Filtro de óleo do motor' } }).where(eq(partTypes.slug, 'oil-filter'));
        expect((await partTypeShelves(tx, ['oil-filter'], 'pt-BR')).get('oil-filter')).toEqual({ path: '/parts/filters/oil-filter', name: 'Filtro de óleo do motor' });
        throw done;
      })
      .catch((error: unknown) => {
        if (error !== done) throw error;
      });
  });
});
