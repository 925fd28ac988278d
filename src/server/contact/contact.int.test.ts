import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { generateMetadata as contactTopicMetadata } from '@/app/[locale]/(shop)/contactus/[topic]/page';
import { PATCH, GET as getOne } from '@/app/api/admin/contact/messages/[id]/route';
import { GET as list } from '@/app/api/admin/contact/messages/route';
import { POST as contactUs } from '@/app/ecomm/b2c/v1/contactUs/route';
import { behindProxy } from '../../../tests/integration/proxy';
import { translatorFor } from '@/i18n/catalogues';
import { CONTACT_FORMS_PER_CALLER_PER_HOUR, CONTACT_FORMS_PER_EMAIL_PER_DAY, CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { originOf } from '@/server/platform/origin';
import { PRIVACY_ANSWER_DAYS } from './emails';
import { contactMessages } from './schema';
import { WebsiteFeedbackSchema, saveWebsiteFeedback, websiteFeedbackSummary } from './survey';

/** As the browser reaches it: through the proxy's cross-site check. */
const POST = behindProxy(contactUs);

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-contact-tests'));
const site = originOf(new Headers()).origin;
let callers = 0;
/** Each test calls from its own address, so the per-caller limit counts only its own calls. */
const newCaller = () => `203.0.113.${++callers}`;

type Answer = { reference?: string; errorCode?: string; errorMessageKey?: string; errorDetails?: { field: string; errorMessageKey: string; errorMessageDefault: string }[] };

async function send(body: unknown, { locale = 'en-US', caller = newCaller(), origin = site }: { locale?: string; caller?: string; origin?: string } = {}) {
  const response = await POST(
    new NextRequest(`${site}/ecomm/b2c/v1/contactUs?locale=${locale}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': caller },
    }),
  );
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Answer };
}

const person = (email: string) => ({ firstName: 'Lucía', lastName: 'Hernández', email, phone: '55 1234 5678', message: 'El empleado me ayudó a encontrar las balatas correctas.' });
const storeVisit = (email: string) => ({ topic: 'storeExperience', fields: { ...person(email), store: 'Guadalajara, Av. Vallarta', visitDate: '' } });
const comment = (email: string) => ({ topic: 'generalComments', fields: { ...person(email), phone: '' } });
const stored = (email: string) => db().select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
const mails = (email: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

beforeAll(() => {
  process.env.TRUST_PROXY = '1';
});

describe('contact us', () => {
  it('stores a message with its reference and e-mails the acknowledgement in the shopper’s language', async () => {
    const email = 'lucia.hernandez@example.mx';
    const answer = await send(storeVisit(email), { locale: 'es-MX' });
    expect(answer.status).toBe(201);
    const reference = answer.body.reference!;
    expect(reference).toMatch(/^CS-\d{8}$/);

    const [row] = await stored(email);
    expect(row).toMatchObject({ reference, topic: 'storeExperience', locale: 'es-MX', status: 'open', phone: '5512345678', details: { store: 'Guadalajara, Av. Vallarta' } });

    const [mail] = await mails(email);
    const es = await translatorFor('es-MX');
    const en = await translatorFor('en-US');
    expect(mail).toMatchObject({ kind: 'contactAcknowledgement', locale: 'es-MX', subject: es('contact.email.subject', { reference }) });
    expect(mail!.subject).not.toBe(en('contact.email.subject', { reference }));
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain(es('contact.topics.storeExperience.title'));
    // What was typed stays with customer service: the form takes any address, so no copy of it goes out.
    expect(mail!.text).not.toContain('balatas correctas');
  });

  it('refuses a bad form with each field’s message in the shopper’s language, storing nothing', async () => {
    const email = 'bad-form@example.mx';
    const answer = await send({ topic: 'orderQuestions', fields: { ...person('bad-form@'), orderNumber: '12' } }, { locale: 'es-MX' });
    expect(answer.status).toBe(400);
    const es = await translatorFor('es-MX');
    expect(answer.body.errorDetails!.map((d) => [d.field, d.errorMessageKey, d.errorMessageDefault])).toEqual([
      ['email', 'validation.email.invalid', es('validation.email.invalid')],
      ['orderNumber', 'contact.errors.orderNumberInvalid', es('contact.errors.orderNumberInvalid')],
    ]);
    expect(await stored(email)).toEqual([]);
    expect((await send({ topic: 'nope', fields: {} })).status).toBe(400);
  });

  it('refuses a message over the limit, however long, naming the field in the request’s language; any schema problem is told the same way', async () => {
    const es = await translatorFor('es-MX');
    const tooLong = es('contact.errors.messageTooLong', { messageMax: CONTACT_MESSAGE_MAX_CHARACTERS });
    expect(tooLong).toContain('mensaje');
    for (const length of [CONTACT_MESSAGE_MAX_CHARACTERS + 1, 10_000]) {
      const email = `long-${length}@example.mx`;
      const answer = await send({ topic: 'generalComments', fields: { ...person(email), phone: '', message: 'x'.repeat(length) } }, { locale: 'es-MX' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'contact.errors.messageTooLong', errorMessageDefault: tooLong });
      expect(answer.body.errorDetails![0]!.field).toMatch(/^(fields\.)?message$/);
      expect(JSON.stringify(answer.body)).not.toMatch(/Too big|expected string/);
      expect(await stored(email)).toEqual([]);
    }
    // A problem the schema names no message for: the generic one, in the request's language, with the field's path.
    const wrongKind = await send({ topic: 'generalComments', fields: { ...person('kind@example.mx'), message: 42 } }, { locale: 'es-MX' });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errorDetails![0]).toMatchObject({ field: 'fields.message', errorMessageKey: 'validation.request.invalidType', errorMessageDefault: es('validation.request.invalidType', { field: 'fields.message', expected: 'string' }) });
    expect(wrongKind.body.errorDetails![0]!.errorMessageDefault).toContain('texto');
  });

  it('answers a filled honeypot like a real message but stores and sends nothing', async () => {
    const email = 'robot@example.com';
    const answer = await send({ ...comment(email), website: 'http://spam.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(/^CS-\d{8}$/);
    expect(await stored(email)).toEqual([]);
    expect(await mails(email)).toEqual([]);
  });

  it('does not offer the rewards topic in Brazil, and refuses other sites', async () => {
    expect((await send({ topic: 'rewards', fields: person('br@example.com.br') }, { locale: 'pt-BR' })).status).toBe(404);
    expect((await send(comment('cross@example.com'), { origin: 'https://evil.example' })).status).toBe(403);
    expect(await stored('cross@example.com')).toEqual([]);
  });

  it('limits forms per caller', async () => {
    const caller = newCaller();
    for (let i = 0; i < CONTACT_FORMS_PER_CALLER_PER_HOUR; i++) expect((await send(comment(`caller-${i}@example.com`), { caller })).status).toBe(201);
    const over = await send(comment('caller-over@example.com'), { caller });
    expect(over).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED', errorMessageKey: 'contact.errors.tooMany' } });
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(await stored('caller-over@example.com')).toEqual([]);
    // A caller's bad forms do not count against them.
    expect((await send({ topic: 'generalComments', fields: {} }, { caller: newCaller() })).status).toBe(400);
  });

  it('limits forms per e-mail address a day, whatever the caller and the case', async () => {
    const email = 'busy.sender@example.com';
    for (let i = 0; i < CONTACT_FORMS_PER_EMAIL_PER_DAY; i++) expect((await send(comment(i % 2 ? email.toUpperCase() : email))).status).toBe(201);
    expect((await send(comment(email))).status).toBe(429);
    expect(await stored(email)).toHaveLength(CONTACT_FORMS_PER_EMAIL_PER_DAY);
    // A day later the oldest no longer counts.
    const [oldest] = await db().select({ id: contactMessages.id }).from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`).orderBy(contactMessages.createdAt).limit(1);
    await db().update(contactMessages).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(contactMessages.id, oldest!.id));
    expect((await send(comment(email))).status).toBe(201);
  });
});

describe('personal-information requests (/customerinfo)', () => {
  const auth = { authorization: `Bearer ${TOKEN}` };
  const request = (email: string, requestType: string, message = '') => ({ topic: 'privacy', fields: { firstName: 'Joana', lastName: 'Silva', email, phone: '', requestType, message } });

  it('stores a request and acknowledges it in the shopper’s language, naming the request type', async () => {
    const email = 'joana.silva@example.com.br';
    const answer = await send(request(email, 'deletion'), { locale: 'pt-BR' });
    expect(answer.status).toBe(201);
    const reference = answer.body.reference!;
    expect(reference).toMatch(/^CS-\d{8}$/);
    const [row] = await stored(email);
    expect(row).toMatchObject({ reference, topic: 'privacy', locale: 'pt-BR', status: 'open', message: '', details: { requestType: 'deletion' } });

    const pt = await translatorFor('pt-BR');
    const en = await translatorFor('en-US');
    const deletion = pt('contact.privacy.requests.deletion.label');
    expect(deletion).not.toBe(en('contact.privacy.requests.deletion.label'));
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ kind: 'contactAcknowledgement', locale: 'pt-BR', subject: pt('contact.email.privacySubject', { request: deletion, reference }) });
    expect(mail!.text).toContain(pt('contact.email.privacyBody', { request: deletion, days: PRIVACY_ANSWER_DAYS['pt-BR'] }));
    expect(mail!.text).toContain(pt('contact.email.privacyVerify'));
    expect(mail!.text).toContain(reference);
    expect(mail!.text).toContain('/pt-BR/lp/informacoeslegais#privacyPolicy');
    // No details given: no empty "your details" section.

  });

  it('needs a request type from the list, in every market, and is filtered by operators', async () => {
    const pt = await translatorFor('pt-BR');
    const bad = await send(request('no-type@example.com.br', 'sell'), { locale: 'pt-BR' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails!.map((d) => [d.field, d.errorMessageDefault])).toEqual([['requestType', pt('contact.errors.requestTypeInvalid')]]);
    expect(await stored('no-type@example.com.br')).toEqual([]);

    const fix = await send(request('fix.my.name@example.mx', 'correction', 'Mi apellido es Hernández, con acento.'), { locale: 'es-MX' });
    expect(fix.status).toBe(201);
    const [mail] = await mails('fix.my.name@example.mx');
    expect(mail!.text).not.toContain('Hernández, con acento');
    expect((await send(request('opt.out@example.com', 'optOut'))).status).toBe(201);

    const listed = (await (await list(new NextRequest(`${site}/api/admin/contact/messages?topic=privacy`, { headers: auth }))).json()) as { messages: { reference: string; topic: string }[] };
    expect(listed.messages.map((m) => m.reference)).toContain(fix.body.reference);
    expect(listed.messages.every((m) => m.topic === 'privacy')).toBe(true);
  });

  it('is not a /contactus page: /contactus/privacy is a 404', async () => {
    for (const locale of ['en-US', 'es-MX', 'pt-BR']) {
      await expect(contactTopicMetadata({ params: Promise.resolve({ locale, topic: 'privacy' }) })).rejects.toMatchObject({ digest: expect.stringContaining('404') });
    }
  });
});

describe('the contact admin API', () => {
  const auth = { authorization: `Bearer ${TOKEN}` };
  const patch = (id: string, body: unknown, headers: Record<string, string> = auth) =>
    PATCH(new NextRequest(`${site}/api/admin/contact/messages/${id}`, { method: 'PATCH', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }), { params: Promise.resolve({ id }) });

  it('lists, shows and closes messages for the admin token only', async () => {
    const { body } = await send(comment('admin-case@example.com'));
    const reference = body.reference!;
    expect((await list(new NextRequest(`${site}/api/admin/contact/messages`))).status).toBe(401);
    expect((await patch(reference, { status: 'closed' }, {})).status).toBe(401);

    const open = (await (await list(new NextRequest(`${site}/api/admin/contact/messages?status=open&topic=generalComments`, { headers: auth }))).json()) as { messages: { reference: string; status: string; topic: string }[] };
    expect(open.messages.some((m) => m.reference === reference)).toBe(true);
    expect(open.messages.every((m) => m.status === 'open' && m.topic === 'generalComments')).toBe(true);

    const closed = await patch(reference.toLowerCase(), { status: 'closed' });
    expect(closed.status).toBe(200);
    const [row] = await stored('admin-case@example.com');
    expect(row!.status).toBe('closed');
    expect((await getOne(new NextRequest(`${site}/api/admin/contact/messages/${row!.id}`, { headers: auth }), { params: Promise.resolve({ id: row!.id }) })).status).toBe(200);

    expect((await patch(reference, { status: 'done' })).status).toBe(400);
    expect((await patch('CS-00000000', { status: 'closed' })).status).toBe(404);
  });
});

describe('the website-feedback survey', () => {
  it('stores checked answers, keeps only a path on this site, and sums them up', async () => {
    const since = new Date(Date.now() - 1000);
    const answer = WebsiteFeedbackSchema.parse({ rating: '4', found: 'partly', comment: '  Search could know my truck better. ', pagePath: '//evil.example/x' });
    expect(answer).toEqual({ rating: 4, found: 'partly', comment: 'Search could know my truck better.', pagePath: null });
    await saveWebsiteFeedback(db(), { ...answer, locale: 'en-US' });
    await saveWebsiteFeedback(db(), { ...WebsiteFeedbackSchema.parse({ rating: 2, found: 'no', pagePath: '/cart' }), locale: 'es-MX' });
    expect(await websiteFeedbackSummary(db(), since)).toEqual({ answers: 2, averageRating: 3, found: { yes: 0, partly: 1, no: 1 } });
    expect(WebsiteFeedbackSchema.safeParse({ rating: 6, found: 'yes' }).error?.issues[0]?.message).toBe('contact.survey.errors.ratingMissing');
    expect(WebsiteFeedbackSchema.safeParse({ rating: 3 }).error?.issues[0]?.message).toBe('contact.survey.errors.foundMissing');
  });
});
