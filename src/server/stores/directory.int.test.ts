import { describe, expect, it } from 'vitest';
import { storePagePath } from '@/lib/store-pages';
import { db } from '@/server/db/client';
import { directoryPages, marketRegions, regionStores, storeLocales } from './directory';
import { marketStore } from './preferred';
import { generateStores } from './seed';

const ALL = generateStores();

describe('store directory', () => {
  it('lists the US market states with PR and VI, with their store counts, by name', async () => {
    const regions = await marketRegions(db(), 'en-US');
    const texas = regions.find((r) => r.slug === 'tx');
    expect(texas).toMatchObject({ country: 'US', state: 'TX', name: 'Texas', stores: ALL.filter((s) => s.country === 'US' && s.state === 'TX').length });
    expect(regions.map((r) => r.slug)).toEqual(expect.arrayContaining(['pr', 'vi', 'dc']));
    expect(regions.some((r) => r.country === 'MX' || r.country === 'BR')).toBe(false);
    expect(regions.reduce((n, r) => n + r.stores, 0)).toBe(ALL.filter((s) => ['US', 'PR', 'VI'].includes(s.country)).length);
    const names = regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('shows Mexico and Brazil their own states only, without the US territories (decision 074)', async () => {
    const mx = await marketRegions(db(), 'es-MX');
    expect(mx.find((r) => r.slug === 'jal')).toMatchObject({ name: 'Jalisco', country: 'MX' });
    expect(mx.every((r) => r.country === 'MX')).toBe(true);
    const br = await marketRegions(db(), 'pt-BR');
    expect(br.find((r) => r.slug === 'sp')).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(br.every((r) => r.country === 'BR')).toBe(true);
    // Paraná and Puerto Rico are both "PR": Paraná goes by its name.
    expect(br.find((r) => r.slug === 'parana')).toMatchObject({ country: 'BR', state: 'PR', name: 'Paraná' });
  });

  it("lists a state's stores by city and address, and nothing for a state outside the market", async () => {
    const found = await regionStores(db(), 'en-US', 'tx');
    expect(found!.stores.length).toBe(found!.region.stores);
    expect(found!.stores.every((s) => s.state === 'TX' && s.country === 'US')).toBe(true);
    const keys = found!.stores.map((s) => [s.city, s.address1]);
    expect(keys).toEqual([...keys].sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : a[1]! < b[1]! ? -1 : a[1]! > b[1]! ? 1 : 0)));
    expect(await regionStores(db(), 'es-MX', 'tx')).toBeNull();
    expect(await regionStores(db(), 'en-US', 'jal')).toBeNull();
    expect((await regionStores(db(), 'es-MX', 'jal'))!.stores.every((s) => s.address2?.startsWith('Col. '))).toBe(true);
  });

  it('finds a store by number only in the markets it serves', async () => {
    const mexican = ALL.find((s) => s.country === 'MX')!;
    expect((await marketStore(db(), mexican.storeNumber, 'MX'))?.city).toBe(mexican.city);
    expect(await marketStore(db(), mexican.storeNumber, 'US')).toBeNull();
    expect(await marketStore(db(), '0', 'US')).toBeNull();
    expect(await marketStore(db(), 'abc', 'US')).toBeNull();
  });

  it('lists every state page and store page for the sitemap, each in the locales it exists in', async () => {
    const pages = await directoryPages(db());
    const texan = ALL.find((s) => s.country === 'US' && s.state === 'TX')!;
    const mexican = ALL.find((s) => s.country === 'MX' && s.state === 'JAL')!;
    const island = ALL.find((s) => s.country === 'VI')!;
    expect(pages).toContainEqual({ path: '/store/tx', locales: ['en-US'] });
    expect(pages).toContainEqual({ path: '/store/jal', locales: ['es-MX'] });
    expect(pages).toContainEqual({ path: '/store/parana', locales: ['pt-BR'] });
    // Puerto Rico and the US Virgin Islands are the United States' (decision 074), not Mexico's or Brazil's.
    expect(pages).toContainEqual({ path: '/store/pr', locales: ['en-US'] });
    expect(pages).toContainEqual({ path: storePagePath(texan as never), locales: ['en-US'] });
    expect(pages).toContainEqual({ path: storePagePath(mexican as never), locales: ['es-MX'] });
    expect(pages).toContainEqual({ path: storePagePath(island as never), locales: ['en-US'] });
    expect(pages.filter((p) => /^\/store\/[^/]+\/[^/]+\/\d+$/.test(p.path))).toHaveLength(ALL.length);
    expect(storeLocales('BR')).toEqual(['pt-BR']);
  });
});
