import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { cache } from '@/server/platform/cache';
import { deletePage, findPage, getPublishedPage, listPages, putPage } from './pages';
import { PAGE_SEED } from './pages-seed';
import { seedContent } from './seed';

const minimal = (title: string) => ({ title, metaDescription: 'A page for the tests.', siteSection: 'others' as const, sections: [{ anchor: 'one', heading: 'One', body: 'Text.' }] });

describe('content pages', () => {
  beforeAll(async () => {
    await seedAll(db());
    await cache.deleteByPrefix('');
  });

  it('seeds every market its own pages, and a market without a page has none', async () => {
    const all = await listPages(db());
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      expect(all.filter((p) => p.locale === locale).map((p) => p.slug).sort()).toEqual(Object.keys(PAGE_SEED[locale]).sort());
    }
    const terms = await getPublishedPage(db(), 'es-MX', 'termsAndConditions');
    expect(terms?.page.title).toBe(PAGE_SEED['es-MX'].termsAndConditions!.title);
    expect(terms?.locales).toEqual(['en-US', 'es-MX']);
    expect(await getPublishedPage(db(), 'pt-BR', 'termsAndConditions')).toBeNull();
    expect(await getPublishedPage(db(), 'en-US', 'folleto')).toBeNull();
    expect(await getPublishedPage(db(), 'en-US', '../etc/passwd')).toBeNull();
  });

  it('shows an operator’s change at once on this instance, and seeding again keeps it', async () => {
    expect((await getPublishedPage(db(), 'en-US', 'repair-help'))?.page.title).toBe(PAGE_SEED['en-US']['repair-help']!.title);
    const edited = { ...PAGE_SEED['en-US']['repair-help']!, title: 'Repair help, edited' };
    expect(await putPage(db(), { locale: 'en-US', slug: 'repair-help', body: edited }, 'replace')).toEqual({ created: false });
    expect((await getPublishedPage(db(), 'en-US', 'repair-help'))?.page.title).toBe('Repair help, edited');
    await seedContent(db());
    expect((await findPage(db(), 'en-US', 'repair-help'))?.body.title).toBe('Repair help, edited');
  });

  it('hides an unpublished page but keeps it, and a later edit does not publish it by accident', async () => {
    expect(await putPage(db(), { locale: 'pt-BR', slug: 'draft-page', body: minimal('Rascunho'), published: false }, 'replace')).toEqual({ created: true });
    expect(await getPublishedPage(db(), 'pt-BR', 'draft-page')).toBeNull();
    await putPage(db(), { locale: 'pt-BR', slug: 'draft-page', body: minimal('Rascunho 2') }, 'replace');
    expect(await findPage(db(), 'pt-BR', 'draft-page')).toMatchObject({ published: false, body: { title: 'Rascunho 2' } });
    await putPage(db(), { locale: 'pt-BR', slug: 'draft-page', body: minimal('Publicada'), published: true }, 'replace');
    expect((await getPublishedPage(db(), 'pt-BR', 'draft-page'))?.page.title).toBe('Publicada');
  });

  it('refuses a body that is not a ContentPage and a slug that is not one, storing nothing', async () => {
    await expect(putPage(db(), { locale: 'en-US', slug: 'broken', body: { title: 'No sections' } }, 'replace')).rejects.toThrow();
    await expect(putPage(db(), { locale: 'en-US', slug: 'two words', body: minimal('x') }, 'replace')).rejects.toThrow(/slug/);
    await expect(putPage(db(), { locale: 'en-US', slug: 'deals', body: minimal('x') }, 'replace')).rejects.toThrow(/slug/);
    expect(await findPage(db(), 'en-US', 'broken')).toBeNull();
  });

  it('deletes a page in one market only; the others keep theirs and stop listing it', async () => {
    expect((await getPublishedPage(db(), 'en-US', 'store-services'))?.locales).toEqual(['en-US', 'es-MX', 'pt-BR']);
    expect(await deletePage(db(), 'es-MX', 'store-services')).toBe(true);
    expect(await deletePage(db(), 'es-MX', 'store-services')).toBe(false);
    expect(await getPublishedPage(db(), 'es-MX', 'store-services')).toBeNull();
    expect((await getPublishedPage(db(), 'en-US', 'store-services'))?.locales).toEqual(['en-US', 'pt-BR']);
  });
});
