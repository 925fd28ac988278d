import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { getHeaderContent } from '@/server/content/service';
import { getPublishedPage } from '@/server/content/pages';
import * as bannerItem from './banners/[id]/route';
import * as banners from './banners/route';
import * as document from './documents/[locale]/[key]/route';
import * as page from './pages/[locale]/[slug]/route';
import * as pages from './pages/route';

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-content-tests'));
const site = 'http://localhost:3000';
const auth = { authorization: `Bearer ${TOKEN}` };

function call(path: string, method = 'GET', body?: unknown, headers: Record<string, string> = auth) {
  return new NextRequest(`${site}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
}
const params = <T,>(value: T) => ({ params: Promise.resolve(value) });
const pageAt = (locale: string, slug: string) => params({ locale, slug });
type Issue = { path: (string | number)[] };

describe('the content admin API', () => {
  beforeAll(async () => {
    await seedAll(db());
  });

  it('answers only the admin token', async () => {
    expect((await pages.GET(call('/api/admin/content/pages', 'GET', undefined, {}))).status).toBe(401);
    expect((await page.PUT(call('/api/admin/content/pages/en-US/x', 'PUT', {}, { authorization: 'Bearer wrong' }), pageAt('en-US', 'x'))).status).toBe(401);
    expect((await banners.POST(call('/api/admin/content/banners', 'POST', {}, {}))).status).toBe(401);
  });

  it('lists pages of a locale, and sends back what GET gave unchanged', async () => {
    const list = (await (await pages.GET(call('/api/admin/content/pages?locale=pt-BR'))).json()) as { pages: { slug: string; title: string }[] };
    expect(list.pages.map((p) => p.slug)).toContain('informacoeslegais');
    expect(list.pages.every((p) => p.title.length > 0)).toBe(true);
    expect((await pages.GET(call('/api/admin/content/pages?locale=fr-FR'))).status).toBe(400);

    const got = await page.GET(call('/api/admin/content/pages/en-US/faqs'), pageAt('en-US', 'faqs'));
    expect(got.status).toBe(200);
    const stored = (await got.json()) as { body: { title: string }; published: boolean };
    const changed = { ...stored, body: { ...stored.body, title: 'Frequently asked, edited' } };
    const put = await page.PUT(call('/api/admin/content/pages/en-US/faqs', 'PUT', changed), pageAt('en-US', 'faqs'));
    expect(put.status).toBe(200);
    expect((await getPublishedPage(db(), 'en-US', 'faqs'))?.page.title).toBe('Frequently asked, edited');
  });

  it('creates a page (201), lists every problem of a bad one (400), deletes (204, then 404)', async () => {
    const body = { title: 'Black Friday', metaDescription: 'Las ofertas de Buen Fin.', siteSection: 'deals', sections: [{ heading: 'Ofertas', body: 'Ve el [folleto](/lp/folleto).', embed: 'circular' }] };
    const created = await page.PUT(call('/api/admin/content/pages/es-MX/buen-fin', 'PUT', { body }), pageAt('es-MX', 'buen-fin'));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ locale: 'es-MX', slug: 'buen-fin', published: true, body: { title: 'Black Friday' } });

    const bad = await page.PUT(call('/api/admin/content/pages/es-MX/buen-fin', 'PUT', { body: { ...body, metaDescription: 'x'.repeat(161), siteSection: 'home' } }), pageAt('es-MX', 'buen-fin'));
    expect(bad.status).toBe(400);
    const envelope = (await bad.json()) as { errorCode: string; errorDetails: unknown[]; issues: Issue[] };
    expect(envelope.errorCode).toBe('VALIDATION_FAILED');
    expect(envelope.errorDetails).toHaveLength(1);
    expect(envelope.issues.map((i) => i.path.join('.')).sort()).toEqual(['body.metaDescription', 'body.siteSection']);
    expect((await page.PUT(call('/api/admin/content/pages/es-MX/buen-fin', 'PUT', 'not json'), pageAt('es-MX', 'buen-fin'))).status).toBe(400);
    expect((await page.PUT(call('/api/admin/content/pages/es-MX/a b', 'PUT', { body }), pageAt('es-MX', 'a b'))).status).toBe(400);
    expect((await page.PUT(call('/api/admin/content/pages/xx/buen-fin', 'PUT', { body }), pageAt('xx', 'buen-fin'))).status).toBe(400);

    expect((await page.DELETE(call('/api/admin/content/pages/es-MX/buen-fin', 'DELETE'), pageAt('es-MX', 'buen-fin'))).status).toBe(204);
    expect((await page.DELETE(call('/api/admin/content/pages/es-MX/buen-fin', 'DELETE'), pageAt('es-MX', 'buen-fin'))).status).toBe(404);
    expect((await page.GET(call('/api/admin/content/pages/es-MX/buen-fin'), pageAt('es-MX', 'buen-fin'))).status).toBe(404);
  });

  it('reads and replaces the footer and top navigation, refusing a document that does not fit', async () => {
    const at = params({ locale: 'es-MX', key: 'top-nav' });
    const got = (await (await document.GET(call('/api/admin/content/documents/es-MX/top-nav'), at)).json()) as { body: { menuList: { heading: string }[] } };
    expect(got.body.menuList[1]?.heading).toBe('Ofertas');
    got.body.menuList[1]!.heading = 'Promociones';
    expect((await document.PUT(call('/api/admin/content/documents/es-MX/top-nav', 'PUT', got), at)).status).toBe(200);

    const bad = await document.PUT(call('/api/admin/content/documents/es-MX/top-nav', 'PUT', { body: { menuList: [{ id: '', heading: '' }] } }), at);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: Issue[] }).issues.map((i) => i.path.join('.'))).toEqual(['body.menuList.0.id', 'body.menuList.0.heading']);
    expect((await document.GET(call('/api/admin/content/documents/es-MX/header'), params({ locale: 'es-MX', key: 'header' }))).status).toBe(404);
  });

  it('adds, changes, takes down and deletes a sitewide alert, and the header follows', async () => {
    const header = () => getHeaderContent(db(), 'pt-BR', []);
    const created = await banners.POST(
      call('/api/admin/content/banners', 'POST', { locale: 'pt-BR', kind: 'sitewide_alert', priority: 50, body: { alert_text: 'Lojas fechadas no feriado', cta_link: '/store', cta_name: 'Ver lojas' } }),
    );
    expect(created.status).toBe(201);
    const { banner } = (await created.json()) as { banner: { id: string } };
    expect((await header()).sitewideAlert?.alert_text).toBe('Lojas fechadas no feriado');

    const listed = (await (await banners.GET(call('/api/admin/content/banners?locale=pt-BR&kind=sitewide_alert'))).json()) as { banners: { id: string; kind: string }[] };
    expect(listed.banners.map((b) => b.id)).toContain(banner.id);
    expect(listed.banners.every((b) => b.kind === 'sitewide_alert')).toBe(true);

    const at = params({ id: banner.id });
    const wrongShape = await bannerItem.PATCH(call(`/api/admin/content/banners/${banner.id}`, 'PATCH', { body: { text_content: 'a promo body on an alert' } }), at);
    expect(wrongShape.status).toBe(400);
    expect(((await wrongShape.json()) as { issues: Issue[] }).issues[0]?.path).toEqual(['body', 'alert_text']);
    const backwards = await bannerItem.PATCH(call(`/api/admin/content/banners/${banner.id}`, 'PATCH', { startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }), at);
    expect(backwards.status).toBe(400);
    // The schema's own messages are said in words (the default site's), never as their keys or zod's English.
    expect(((await backwards.json()) as { issues: Issue[] }).issues).toEqual([{ path: ['endsAt'], message: 'The end must be after the start.', code: 'custom' }]);
    const badSegment = await bannerItem.PATCH(call(`/api/admin/content/banners/${banner.id}`, 'PATCH', { segments: ['no spaces'] }), at);
    expect(badSegment.status).toBe(400);
    expect(await badSegment.json()).toMatchObject({ errorMessageDefault: 'segments.0: A segment is letters, digits, _ or -.', issues: [{ path: ['segments', 0], message: 'A segment is letters, digits, _ or -.' }] });

    expect((await bannerItem.PATCH(call(`/api/admin/content/banners/${banner.id}`, 'PATCH', { active: false }), at)).status).toBe(200);
    expect((await header()).sitewideAlert?.alert_text).not.toBe('Lojas fechadas no feriado');

    expect((await bannerItem.DELETE(call(`/api/admin/content/banners/${banner.id}`, 'DELETE'), at)).status).toBe(204);
    expect((await bannerItem.DELETE(call(`/api/admin/content/banners/${banner.id}`, 'DELETE'), at)).status).toBe(404);
    expect((await bannerItem.PATCH(call('/api/admin/content/banners/not-a-uuid', 'PATCH', { active: true }), params({ id: 'not-a-uuid' }))).status).toBe(404);
  });

  it('refuses a banner whose body does not match its kind', async () => {
    const response = await banners.POST(call('/api/admin/content/banners', 'POST', { locale: 'en-US', kind: 'header_navigation', body: { link_name: 'Stores' } }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Issue[] }).issues.map((i) => i.path.join('.'))).toEqual(['body.link_cta']);
  });
});
