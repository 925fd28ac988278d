import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { cache } from '@/server/platform/cache';
import { contentBanners, contentDocuments } from './schema';
import { seedContent } from './seed';
import { ContentMissingError, getFooter, getHeaderContent, getTopNav, insertBanner, putDocument } from './service';

describe('content service', () => {
  beforeAll(async () => {
    await seedAll(db());
  });

  it('serves the seeded footer and top navigation per locale', async () => {
    const footer = await getFooter(db(), 'en-US');
    expect(footer.footerMiddle.map((g) => g.name)).toEqual(['shop', 'services', 'help', 'company']);
    expect(footer.footerMiddle[0]?.items[0]).toMatchObject({ displayPosition: 'Vertical', smallIcon: false });

    const nav = await getTopNav(db(), 'es-MX');
    expect(nav.menuList.map((g) => g.id)).toEqual(['departments', 'deals', 'shop-by', 'advice', 'contact']);
    expect(nav.menuList[1]?.heading).toBe('Ofertas');
  });

  it('gives Brazil its own, shorter navigation and the legacy footer content', async () => {
    const nav = await getTopNav(db(), 'pt-BR');
    expect(nav.menuList.map((g) => g.id)).toEqual(['departments', 'deals', 'contact']);
    const footer = await getFooter(db(), 'pt-BR');
    expect(footer.footerTop).toEqual([]);
  });

  it('seeds once: a second run loads nothing and keeps operator edits', async () => {
    const edited = { text_content: 'Edited by an operator' };
    await db().update(contentBanners).set({ body: edited }).where(eq(contentBanners.seedKey, 'en-US:promo:free-shipping'));
    const reports = await seedAll(db());
    expect(reports.every((r) => r.status === 'already-loaded')).toBe(true);
    const [row] = await db().select().from(contentBanners).where(eq(contentBanners.seedKey, 'en-US:promo:free-shipping'));
    expect(row?.body).toEqual(edited);
    const documents = await db().select().from(contentDocuments);
    expect(documents).toHaveLength(6);
  });

  it('targets header promos at segments and leaves the others out', async () => {
    await cache.deleteByPrefix('');
    const guest = await getHeaderContent(db(), 'en-US', ['guest']);
    const member = await getHeaderContent(db(), 'en-US', ['member']);
    expect(guest.headerPromo.map((p) => p.text_content)).toContain('Join Redline Rewards: earn $20 for every 5 purchases of $20 or more');
    expect(member.headerPromo.map((p) => p.text_content)).not.toContain('Join Redline Rewards: earn $20 for every 5 purchases of $20 or more');
    expect(member.headerPromo[0]?.text_content).toBe('Edited by an operator');
  });

  it('shows a banner only inside its schedule', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    await insertBanner(db(), {
      seedKey: 'test:future-alert',
      locale: 'pt-BR',
      kind: 'sitewide_alert',
      body: { alert_text: 'Black Friday começa amanhã' },
      startsAt: new Date('2026-11-23T00:00:00Z'),
      endsAt: new Date('2026-11-30T00:00:00Z'),
    });
    expect((await getHeaderContent(db(), 'pt-BR', [], now)).sitewideAlert).toBeNull();
    await cache.deleteByPrefix('');
    expect((await getHeaderContent(db(), 'pt-BR', [], new Date('2026-11-24T00:00:00Z'))).sitewideAlert?.alert_text).toBe('Black Friday começa amanhã');
  });

  it('shows the holiday notice from the stores’ holiday calendar, only in its window', async () => {
    await cache.deleteByPrefix('');
    // The week before Thanksgiving 2026 (Thursday, November 26): the hours the stores keep that day.
    expect((await getHeaderContent(db(), 'en-US', [], new Date('2026-11-24T15:00:00Z'))).sitewideAlert).toEqual({
      alert_text: 'Thanksgiving hours: stores close at 6:00 PM on Thu, Nov 26.',
      cta_link: '/store',
      cta_name: 'Check your store',
    });
    // The day after: no holiday notice, and no seeded alert promising other hours.
    expect((await getHeaderContent(db(), 'en-US', [], new Date('2026-11-27T15:00:00Z'))).sitewideAlert).toBeNull();
    // Mexico: Buen Fin's notice around Buen Fin only.
    expect((await getHeaderContent(db(), 'es-MX', [], new Date('2026-11-14T18:00:00Z'))).sitewideAlert?.alert_text).toMatch(/^Horario de El Buen Fin: las tiendas cierran a las 10:00/);
    expect((await getHeaderContent(db(), 'es-MX', [], new Date('2026-11-27T18:00:00Z'))).sitewideAlert).toBeNull();
  });

  it('takes out the holiday alerts seeded before, which promised hours the stores did not keep', async () => {
    await db().insert(contentBanners).values({ seedKey: 'en-US:alert:holiday-hours', locale: 'en-US', kind: 'sitewide_alert', body: { alert_text: 'Holiday hours: most stores close at 6 PM on Thanksgiving Day.' } });
    await seedContent(db());
    expect(await db().select().from(contentBanners).where(eq(contentBanners.seedKey, 'en-US:alert:holiday-hours'))).toEqual([]);
  });

  it('sees an operator change at once, because writes clear the cache', async () => {
    const before = await getFooter(db(), 'es-MX');
    const changed = structuredClone(before);
    changed.footerMiddle[0]!.title = 'Tienda en línea';
    await putDocument(db(), { locale: 'es-MX', key: 'footer', body: changed }, 'replace');
    expect((await getFooter(db(), 'es-MX')).footerMiddle[0]?.title).toBe('Tienda en línea');
  });

  it('refuses a document that does not match its schema', async () => {
    await expect(putDocument(db(), { locale: 'en-US', key: 'top-nav', body: { menuList: [{ heading: '' }] } }, 'replace')).rejects.toThrow();
  });

  it('refuses a link that is not a path, https, mailto or tel, in a banner and in a document', async () => {
    const alert = (cta_link: string) => insertBanner(db(), { seedKey: `test:link:${cta_link}`, locale: 'es-MX', kind: 'sitewide_alert', body: { alert_text: 'Oferta', cta_link, cta_name: 'Ver' } });
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      await expect(alert(link), link).rejects.toThrow(/validation\.content\.unsafeLink/);
    }
    await expect(alert('/lp/ofertas')).resolves.toBeUndefined();
    const footer = structuredClone(await getFooter(db(), 'es-MX'));
    footer.footerMiddle[0]!.items[0]!.CTALink = 'javascript:fetch(1)';
    await expect(putDocument(db(), { locale: 'es-MX', key: 'footer', body: footer }, 'replace')).rejects.toThrow(/validation\.content\.unsafeLink/);
  });

  it('shows a stored unsafe link (written before links were checked) as "#", and the page still renders', async () => {
    await db().insert(contentBanners).values({ seedKey: 'test:stored-unsafe', locale: 'es-MX', kind: 'header_navigation', body: { link_name: 'Truco', link_cta: 'javascript:alert(document.cookie)' } });
    const top = await getTopNav(db(), 'es-MX');
    await db()
      .update(contentDocuments)
      .set({ body: { menuList: [{ ...top.menuList[0]!, href: 'javascript:alert(2)', links: [] }] } })
      .where(and(eq(contentDocuments.locale, 'es-MX'), eq(contentDocuments.key, 'top-nav')));
    await cache.deleteByPrefix('');
    const header = await getHeaderContent(db(), 'es-MX', []);
    expect(header.headerNavigation).toContainEqual({ link_name: 'Truco', link_cta: '#' });
    expect((await getTopNav(db(), 'es-MX')).menuList[0]!.href).toBe('#');
  });

  it('says clearly when a locale has no content', async () => {
    await db().delete(contentDocuments).where(eq(contentDocuments.locale, 'pt-BR'));
    await cache.deleteByPrefix('');
    await expect(getFooter(db(), 'pt-BR')).rejects.toBeInstanceOf(ContentMissingError);
  });
});
