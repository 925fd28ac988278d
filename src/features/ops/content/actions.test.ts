import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The content screens' server actions: the operator's cookie first, then the content service with checked input. */
const fake = vi.hoisted(() => {
  process.env.DATABASE_URL ??= 'postgres://unused@localhost/unused';
  process.env.ADMIN_API_TOKEN = 'ops-content-test-token-0123456789';
  // The database is stood in for: a transaction runs its callback, and the audit lines written are kept.
  const audited: unknown[] = [];
  const database = { transaction: (run: (tx: unknown) => unknown) => run(database), insert: () => ({ values: async (row: unknown) => void audited.push(row) }) };
  return { revalidated: [] as string[], audited, database, memberLocale: 'en-US' };
});
vi.mock('next/headers', () => import('../../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next/navigation', () => import('../../../../tests/next-request').then((next) => next.nextNavigation));
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => fake.revalidated.push(path) }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace?: 'ops' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});
vi.mock('@/server/db/client', () => ({ db: () => fake.database }));
// The staff member's session is stood in for (its own tests run on PostgreSQL: src/server/staff/staff.int.test.ts).
vi.mock('@/server/staff/accounts', async (original) => ({
  ...(await original<typeof import('@/server/staff/accounts')>()),
  sessionActor: async (value: string | undefined) =>
    value === 'an-open-operator-session' ? { actor: { staffId: 1, label: 'merch@staff.test', role: 'merchandiser', storeIds: null, via: 'session', ip: null, requestId: null }, member: { id: 1, locale: fake.memberLocale } } : null,
}));
vi.mock('@/server/content/pages', async (original) => ({
  ...(await original<typeof import('@/server/content/pages')>()),
  findPage: vi.fn(async () => null),
  putPage: vi.fn(async () => ({ created: true })),
  deletePage: vi.fn(async () => true),
}));
vi.mock('@/server/content/service', async (original) => ({
  ...(await original<typeof import('@/server/content/service')>()),
  findBanner: vi.fn(),
  updateBanner: vi.fn(async () => ({})),
  createBanner: vi.fn(async () => ({ id: '5b0c3f1e-2a7d-4c1b-9f3e-000000000001' })),
  deleteBanner: vi.fn(async () => true),
}));

const { jar } = (await import('../../../../tests/next-request')).request;
const { savePageAction, createPageAction, deletePageAction, saveBannerAction, createBannerAction, setBannerActiveAction } = await import('./actions');
const pages = await import('@/server/content/pages');
const service = await import('@/server/content/service');
const { OPS_COOKIE } = await import('@/server/platform/ops-auth');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
async function outcome<T>(call: () => Promise<T>): Promise<{ to: string } | { value: T }> {
  try {
    return { value: await call() };
  } catch (error) {
    if (error instanceof Error && 'to' in error) return { to: String(error.to) };
    throw error;
  }
}
const body = { title: 'Buen Fin', metaDescription: 'Ofertas.', siteSection: 'deals', sections: [{ heading: 'Ofertas', body: 'Ve el folleto.' }] };
const BANNER_ID = '5b0c3f1e-2a7d-4c1b-9f3e-0000000000aa';
const stored = { id: BANNER_ID, locale: 'es-MX', kind: 'sitewide_alert', body: { alert_text: 'Hola' }, segments: [], priority: 0, active: true, startsAt: null, endsAt: null };

beforeEach(() => {
  vi.clearAllMocks();
  fake.revalidated.length = 0;
  fake.audited.length = 0;
  fake.memberLocale = 'en-US';
  jar.set(OPS_COOKIE, { value: 'an-open-operator-session', options: {} });
});

describe('content actions without the operator’s cookie', () => {
  it('send the caller to sign in and write nothing', async () => {
    jar.clear();
    expect(await outcome(() => savePageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: JSON.stringify(body) })))).toEqual({ to: '/ops/signin?next=%2Fops%2Fcontent%2Fpages%2Fes-MX%2Fbuen-fin' });
    expect(await outcome(() => createPageAction(null, form({ locale: 'es-MX', slug: 'x', body: JSON.stringify(body) })))).toMatchObject({ to: expect.stringMatching(/^\/ops\/signin/) });
    expect(await outcome(() => deletePageAction(form({ locale: 'es-MX', slug: 'buen-fin' })))).toMatchObject({ to: expect.stringMatching(/^\/ops\/signin/) });
    expect(await outcome(() => setBannerActiveAction(form({ id: BANNER_ID, active: 'false' })))).toMatchObject({ to: expect.stringMatching(/^\/ops\/signin/) });
    expect(await outcome(() => createBannerAction(null, form({ locale: 'es-MX', kind: 'sitewide_alert', alert_text: 'x' })))).toMatchObject({ to: expect.stringMatching(/^\/ops\/signin/) });
    expect(pages.putPage).not.toHaveBeenCalled();
    expect(pages.deletePage).not.toHaveBeenCalled();
    expect(service.updateBanner).not.toHaveBeenCalled();
    expect(service.createBanner).not.toHaveBeenCalled();
  });
});

describe('the page actions', () => {
  it('answer in the staff member’s language, the time they saved at included', async () => {
    fake.memberLocale = 'pt-BR';
    const refused = await createPageAction(null, form({ locale: 'es-MX', slug: 'Buen Fin!', body: JSON.stringify(body) }));
    expect(refused.issues).toEqual([{ path: 'slug', message: 'Letras, números e hifens simples (por ex. black-friday), no máximo 80; não pode ser “deals”' }]);
    const saved = await savePageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: JSON.stringify(body) }));
    // Brazil writes the day first and the month in words: 28 de nov. de 2026, 14:05:09 UTC.
    expect(saved.saved).toMatch(/^\d{1,2} de [a-zç]+\.? de \d{4},? \d{2}:\d{2}:\d{2} UTC$/);
  });

  it('keep what was typed and list the issues when the body does not fit', async () => {
    const text = JSON.stringify({ ...body, siteSection: 'home' });
    const result = await savePageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: text, published: 'on' }));
    expect(result).toEqual({ text, published: true, issues: [{ path: 'siteSection', message: expect.any(String) }], saved: null });
    expect(pages.putPage).not.toHaveBeenCalled();
  });

  it('save the parsed body and the published box, then refresh the screens and the live page', async () => {
    const result = await savePageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: JSON.stringify(body) }));
    expect(pages.putPage).toHaveBeenCalledWith(fake.database, { locale: 'es-MX', slug: 'buen-fin', body, published: false }, 'replace');
    // In the audit log, by the signed-in operator (a merchandiser, signed in), in the same transaction.
    expect(fake.audited).toEqual([expect.objectContaining({ action: 'page.create', entityType: 'page', entityId: 'es-MX/buen-fin', actorLabel: 'merch@staff.test', actorRole: 'merchandiser', staffId: 1, via: 'session' })]);
    expect(result).toMatchObject({ issues: [], published: false, saved: expect.stringMatching(/UTC$/) });
    expect(fake.revalidated).toEqual(['/ops/content', '/[locale]/(shop)/lp/[slug]']);
  });

  it('create a page only where the slug is free, then open its editor', async () => {
    expect(await outcome(() => createPageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: JSON.stringify(body), published: 'on' })))).toEqual({ to: '/ops/content/pages/es-MX/buen-fin' });
    expect(pages.putPage).toHaveBeenCalledWith(fake.database, { locale: 'es-MX', slug: 'buen-fin', body, published: true }, 'insert-missing');
    vi.mocked(pages.putPage).mockResolvedValueOnce({ created: false });
    const taken = await createPageAction(null, form({ locale: 'es-MX', slug: 'buen-fin', body: JSON.stringify(body) }));
    expect(taken).toMatchObject({ slug: 'buen-fin', issues: [{ path: 'slug' }] });
    const bad = await createPageAction(null, form({ locale: 'fr-FR', slug: 'a b', body: '{' }));
    expect(bad.issues.map((i) => i.path)).toEqual(['locale', 'slug', '(JSON)']);
    expect(bad.text).toBe('{');
  });

  it('delete, then go back to the locale’s list', async () => {
    expect(await outcome(() => deletePageAction(form({ locale: 'pt-BR', slug: 'folheto' })))).toEqual({ to: '/ops/content?locale=pt-BR' });
    expect(pages.deletePage).toHaveBeenCalledWith(fake.database, 'pt-BR', 'folheto');
  });
});

describe('the banner actions', () => {
  it('check the form against the stored banner’s kind and keep what was typed', async () => {
    vi.mocked(service.findBanner).mockResolvedValue(stored as never);
    const typed = { id: BANNER_ID, alert_text: '', text_content: 'a promo field', segments: 'vip', priority: '1', active: 'on', startsAt: '', endsAt: '' };
    const result = await saveBannerAction(null, form(typed));
    expect(result.issues.map((i) => i.path)).toEqual(['alert_text']);
    expect(result.values).toMatchObject({ alert_text: '', segments: 'vip', priority: '1' });
    expect(service.updateBanner).not.toHaveBeenCalled();

    await saveBannerAction(null, form({ ...typed, alert_text: 'Cerrado el 25', endsAt: '2026-12-26T06:00' }));
    expect(service.updateBanner).toHaveBeenCalledWith(fake.database, BANNER_ID, { body: { alert_text: 'Cerrado el 25' }, segments: ['vip'], priority: 1, active: true, startsAt: null, endsAt: new Date('2026-12-26T06:00:00Z') });
  });

  it('create a banner of the locale and kind, then open it', async () => {
    const created = await outcome(() => createBannerAction(null, form({ locale: 'pt-BR', kind: 'header_navigation', link_name: 'Lojas', link_cta: '/store', segments: '', priority: '0', active: 'on', startsAt: '', endsAt: '' })));
    expect(created).toEqual({ to: '/ops/content/banners/5b0c3f1e-2a7d-4c1b-9f3e-000000000001' });
    expect(service.createBanner).toHaveBeenCalledWith(fake.database, expect.objectContaining({ locale: 'pt-BR', kind: 'header_navigation', body: { link_name: 'Lojas', link_cta: '/store' } }));
  });

  it('activate and deactivate from the list', async () => {
    await setBannerActiveAction(form({ id: BANNER_ID, active: 'false' }));
    expect(service.updateBanner).toHaveBeenLastCalledWith(fake.database, BANNER_ID, { active: false });
    await setBannerActiveAction(form({ id: BANNER_ID, active: 'true' }));
    expect(service.updateBanner).toHaveBeenLastCalledWith(fake.database, BANNER_ID, { active: true });
    await setBannerActiveAction(form({ id: 'not-an-id', active: 'true' }));
    expect(service.updateBanner).toHaveBeenCalledTimes(2);
  });
});
