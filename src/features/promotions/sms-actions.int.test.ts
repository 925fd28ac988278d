import { describe, expect, it, vi } from 'vitest';

/** The /sms form on PostgreSQL (the optInToSms use case), with Next's headers, translations and the member stood in for. */
vi.mock('next/headers', () => import('../../../tests/next-request').then((next) => next.nextHeaders));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { messagesFor } = await import('@/i18n/catalogues');
  return { getTranslations: async ({ locale, namespace }: { locale: 'en-US'; namespace: 'promotions.sms' }) => createTranslator({ locale, namespace, messages: await messagesFor(locale) }) };
});
vi.mock('@/server/customers/member', () => ({ currentMember: async () => null }));

const { request } = await import('../../../tests/next-request');
request.headers = { 'x-forwarded-for': '203.0.113.90' };
const { smsSignupAction } = await import('./sms-actions');
const { translatorFor } = await import('@/i18n/catalogues');
const { SMS_SIGNUPS_PER_CALLER_PER_HOUR } = await import('@/server/promotions/sms');

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en-US', ...fields })) data.set(k, v);
  return data;
};

describe('the /sms form', () => {
  it('asks for consent first, refuses a bad number with its message, opts a good one in, and slows a caller down past the limit', async () => {
    const t = await translatorFor('en-US');
    expect(await smsSignupAction(null, form({ phone: '3125550190' }))).toMatchObject({ values: { phone: '3125550190', consent: false }, errors: { consent: t('promotions.sms.errors.consentRequired') }, done: null });
    expect(await smsSignupAction(null, form({ phone: '12345', consent: 'on' }))).toMatchObject({ errors: { phone: t('validation.phone.invalid') }, done: null });
    const done = await smsSignupAction(null, form({ phone: '312 555 0190', consent: 'on' }));
    expect(done).toMatchObject({ errors: {}, formError: null });
    expect(done.done).toContain('(312) 555-0190');
    for (let i = 2; i < SMS_SIGNUPS_PER_CALLER_PER_HOUR; i++) await smsSignupAction(null, form({ phone: '3125550190', consent: 'on' }));
    expect(await smsSignupAction(null, form({ phone: '3125550191', consent: 'on' }))).toMatchObject({ formError: t('promotions.sms.errors.tooMany'), done: null });
  });
});
