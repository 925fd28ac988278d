import { describe, expect, it, vi } from 'vitest';

/** The jobs page's actions on PostgreSQL, with Next's request APIs stood in for: only an operator's session may run or retry a job. */
vi.hoisted(() => {
  process.env.ADMIN_API_TOKEN = 'ops-jobs-test-token-0123456789';
});
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace?: 'ops' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});

const { jar } = (await import('../../../tests/next-request')).request;
const { retryJobAction, runJobAction } = await import('./jobs-actions');
const { OPS_COOKIE } = await import('@/server/platform/ops-auth');
const { staffSession } = await import('../../../tests/integration/staff');
const { setStaffLocale } = await import('@/server/staff/accounts');
const { OPS_LOCALE_COOKIE } = await import('./i18n');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe('the jobs page’s actions', () => {
  it('do nothing without an operator’s session', async () => {
    jar.clear();
    expect(await runJobAction(null, form({ name: 'idle-chats' }))).toEqual({ ok: false, message: 'Your operator session has ended: sign in again.' });
    expect(await retryJobAction(null, form({ id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({ ok: false, message: 'Your operator session has ended: sign in again.' });
  });

  it('run a job now and say what it did, and say why a retry is refused, for a signed-in operator', async () => {
    jar.set(OPS_COOKIE, { value: (await staffSession('administrator')).cookie, options: {} });
    expect(await runJobAction(null, form({ name: 'expired-card-tokens' }))).toEqual({ ok: true, message: expect.stringMatching(/^expired-card-tokens ran: deleted \d+\.$/) });
    expect(await runJobAction(null, form({ name: 'no-such-job' }))).toEqual({ ok: false, message: expect.stringContaining('There is no job called "no-such-job"') });
    expect(await retryJobAction(null, form({ id: '00000000-0000-4000-8000-000000000000' }))).toEqual({ ok: false, message: expect.stringContaining('There is no job 00000000-0000-4000-8000-000000000000') });
  });

  it('answer in the staff member’s own language', async () => {
    const { cookie, actor } = await staffSession('administrator');
    await setStaffLocale(actor, 'es-MX');
    jar.set(OPS_COOKIE, { value: cookie, options: {} });
    expect(await runJobAction(null, form({ name: 'expired-card-tokens' }))).toEqual({ ok: true, message: expect.stringMatching(/^expired-card-tokens se ejecutó: eliminados: \d+\.$/) });
    await setStaffLocale(actor, 'pt-BR');
    expect(await runJobAction(null, form({ name: 'idle-chats' }))).toEqual({ ok: true, message: expect.stringMatching(/^idle-chats executada: encerrados: \d+\.$/) });
    expect(await runJobAction(null, form({ name: 'no-such-job' }))).toEqual({ ok: false, message: 'Não existe nenhuma tarefa chamada “no-such-job”.' });
    jar.clear();
    jar.set(OPS_LOCALE_COOKIE, { value: 'pt-BR', options: {} });
    expect(await runJobAction(null, form({ name: 'idle-chats' }))).toEqual({ ok: false, message: 'Sua sessão no painel terminou: entre de novo.' });
  });
});
