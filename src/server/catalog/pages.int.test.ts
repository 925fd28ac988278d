import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { listShelfProducts, resolvePageType } from './pages';
import { seoRedirects } from './schema';

describe('page-type resolution', () => {
  it('finds grouping and leaf category pages by their path, in the locale', async () => {
    const grouping = await resolvePageType(db(), '/parts', 'es-MX');
    expect(grouping).toMatchObject({ type: 'category', leaf: false, category: { name: 'Refacciones' } });
    const leaf = await resolvePageType(db(), '/parts/brakes/', 'pt-BR');
    expect(leaf).toMatchObject({ type: 'category', leaf: true, category: { name: 'Freios' }, ancestors: [{ path: '/parts' }] });
  });

  it('follows a server-given redirect', async () => {
    await db().insert(seoRedirects).values({ fromPath: '/brake-pads', toPath: '/parts/brakes', status: 301 });
    expect(await resolvePageType(db(), '/brake-pads', 'en-US')).toEqual({ type: 'redirect', location: '/parts/brakes', status: 301 });
  });

  it('never looks up the excluded prefixes, and answers not found for unknown paths', async () => {
    for (const path of ['/diy/how-to-change-oil', '/company', '/expertips/brakes', '/locations/tx']) expect((await resolvePageType(db(), path, 'en-US')).type).toBe('notFound');
    expect((await resolvePageType(db(), '/no/such/page', 'en-US')).type).toBe('notFound');
  });
});

describe('shelves', () => {
  it('price each product in the market\'s list and sort by price', async () => {
    const leaf = await resolvePageType(db(), '/parts/brakes', 'es-MX');
    if (leaf.type !== 'category') throw new Error('no brakes category');
    const shelf = await listShelfProducts(db(), leaf.category.id, 'es-MX', { page: 1, sort: 'price-asc' });
    expect(shelf.total).toBeGreaterThan(24);
    expect(shelf.items).toHaveLength(24);
    expect(shelf.items.every((p) => p.price.currency === 'MXN')).toBe(true);
    const effective = shelf.items.map((p) => p.price.sale ?? p.price.regular);
    expect(effective).toEqual([...effective].sort((a, b) => a - b));
    const last = await listShelfProducts(db(), leaf.category.id, 'es-MX', { page: shelf.pages, sort: 'price-asc' });
    expect(last.items.length).toBeGreaterThan(0);
  });
});
