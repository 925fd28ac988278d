import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { GET as footer } from './cms/footer/route';
import { GET as header } from './cms/header/route';
import { GET as topNav } from './cms/top-nav/route';
import { POST as log } from './log/route';

const get = (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) => new NextRequest(`http://localhost${path}`, init);

describe('content endpoints', () => {
  beforeAll(async () => {
    await seedAll(db());
  });

  it('GET /api/cms/footer answers the three groups, cacheable for 300 s', async () => {
    const response = await footer(get('/api/cms/footer'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=300');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['footerBottom', 'footerMiddle', 'footerTop']);
    const social = body.footerTop.find((g: { name: string }) => g.name === 'social');
    expect(social.items[0]).toMatchObject({ name: 'facebook', Icon: 'facebook', smallIcon: true, displayPosition: 'Horizontal' });
  });

  it('GET /api/cms/top-nav answers menuList in the requested locale', async () => {
    const body = await (await topNav(get('/api/cms/top-nav?locale=pt-BR'))).json();
    expect(body.menuList[0].links[0]).toEqual({ menu_link: { title: 'Peças', href: '/parts' } });
  });

  it('GET /api/cms/header filters by the comma-joined segments', async () => {
    const guest = await (await header(get('/api/cms/header?segments=guest'))).json();
    const none = await (await header(get('/api/cms/header'))).json();
    expect(guest.segments).toEqual(['guest']);
    expect(guest.headerPromo.length).toBe(none.headerPromo.length + 1);
    // The sitewide alert (the holiday notice in its window, else an operator's) is the same for every segment; its dates are tested in content/service.int.test.ts.
    expect(guest.sitewideAlert).toEqual(none.sitewideAlert);
    expect(none.headerNavigation[0]).toEqual({ link_name: 'Track Order', link_cta: '/trackOrder' });
  });

  it('refuses an unsupported locale with the error envelope', async () => {
    const response = await footer(get('/api/cms/footer?locale=fr-FR'));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ errorCode: 'UNSUPPORTED_LOCALE', errorMessageKey: 'error_locale_unsupported' });
    expect(body.errorDetails[0].errorCode).toBe('UNSUPPORTED_LOCALE');
  });
});

describe('POST /api/log', () => {
  const post = (body: string, ip = '198.51.100.1') =>
    log(get('/api/log', { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } }));

  it('takes a valid message', async () => {
    expect((await post(JSON.stringify({ message: 'missing translation labels', level: 'error', meta: { labels: ['x.y'] } }))).status).toBe(204);
  });

  it('refuses a bad level, a blank message and non-JSON with the envelope', async () => {
    const bad = await post(JSON.stringify({ message: 'hi', level: 'warn' }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorCode).toBe('VALIDATION_FAILED');
    expect((await post(JSON.stringify({ message: '   ', level: 'info' }))).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
  });

  it('refuses bodies over the size limit', async () => {
    const response = await post(JSON.stringify({ message: 'x', level: 'info', meta: { blob: 'y'.repeat(9000) } }), '198.51.100.2');
    expect(response.status).toBe(413);
    expect((await response.json()).errorMessageKey).toBe('errors.requestTooLarge');
  });

  it('rate-limits one caller without affecting another (behind a trusted proxy)', async () => {
    process.env.TRUST_PROXY = '1';
    const body = JSON.stringify({ message: 'flood', level: 'verbose' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await post(body, '198.51.100.3')).status);
    expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
    const limited = await post(body, '198.51.100.3');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await post(body, '198.51.100.4')).status).toBe(204);
    delete process.env.TRUST_PROXY;
  });
});
