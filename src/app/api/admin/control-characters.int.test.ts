import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as postAgent } from '@/app/ops/chat/api/agent/route';
import { ChatMessageBodySchema } from '@/features/chat/rules';
import { OPS_COOKIE } from '@/server/platform/ops-auth';
import { staffSession } from '../../../../tests/integration/staff';
import { POST as postBanner } from './content/banners/route';
import { PUT as putDocument } from './content/documents/[locale]/[key]/route';
import { PUT as putPage } from './content/pages/[locale]/[slug]/route';
import { POST as lockCustomer } from './customers/[id]/lock/route';
import { POST as postOrderEvent } from './orders/[orderNumber]/events/route';
import { POST as postCircular } from './promotions/circulars/route';
import { PATCH as patchCoupon } from './promotions/coupons/[id]/route';
import { POST as postCoupon } from './promotions/coupons/route';
import { POST as postPromo } from './promotions/taxonomy-promos/route';
import { POST as decideCreditRequest } from './rewards/credit-requests/[id]/route';
import { POST as enrolMember } from './rewards/members/route';
import { POST as storePurchase } from './rewards/store-purchases/route';

/**
 * Every text field of the operators' API and the operators' pages' calls refuses a control
 * character at its schema, with a 400 that names the field: a NUL never reaches PostgreSQL (text
 * and jsonb refuse it; the safety net of http.ts would answer a 400 that names nothing).
 */

const TOKEN = vi.hoisted(() => (process.env.ADMIN_API_TOKEN = 'admin-token-for-control-character-tests'));
const site = 'http://localhost:3000';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;
interface Case {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  params?: Record<string, string>;
  body: Record<string, unknown>;
  /** The fields (dot paths) that must each refuse a NUL. */
  fields: string[];
  /** How the route names fields: the envelope's errorDetails (`field`), or the content API's `issues` (`path`). */
  style: 'envelope' | 'issues';
}

const CASES: Case[] = [
  {
    name: 'POST /api/admin/promotions/coupons',
    handler: postCoupon as Handler,
    method: 'POST',
    path: '/api/admin/promotions/coupons',
    body: { locale: 'en-US', promoCode: 'NULTEST', discount: '$5 off', discountText: 'On orders of $50 or more.' },
    fields: ['promoCode', 'discount', 'discountText'],
    style: 'envelope',
  },
  {
    name: 'PATCH /api/admin/promotions/coupons/{id}',
    handler: patchCoupon as Handler,
    method: 'PATCH',
    path: '/api/admin/promotions/coupons/1',
    params: { id: '1' },
    body: { discount: '$5 off', discountText: 'On orders of $50 or more.' },
    fields: ['discount', 'discountText'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/promotions/circulars',
    handler: postCircular as Handler,
    method: 'POST',
    path: '/api/admin/promotions/circulars',
    body: { locale: 'en-US', title: 'Weekly deals', startsOn: '2026-01-05', endsOn: '2026-01-11', skus: ['BRK-1001'] },
    fields: ['title', 'skus.0'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/promotions/taxonomy-promos',
    handler: postPromo as Handler,
    method: 'POST',
    path: '/api/admin/promotions/taxonomy-promos',
    body: { locale: 'en-US', textContent: 'Save on brakes', ctaLink: '/coupons', ctaName: 'See deals', promoCode: 'BRAKES5', seoUrls: ['/parts/brakes'] },
    fields: ['textContent', 'ctaLink', 'ctaName', 'promoCode', 'seoUrls.0'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/customers/{id}/lock',
    handler: lockCustomer as Handler,
    method: 'POST',
    path: '/api/admin/customers/no-such-shopper/lock',
    params: { id: 'no-such-shopper' },
    body: { reason: 'Fraud on the card' },
    fields: ['reason'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/rewards/members',
    handler: enrolMember as Handler,
    method: 'POST',
    path: '/api/admin/rewards/members',
    body: { firstName: 'Ana', lastName: 'Diaz', currency: 'USD', securityQuestion: 'firstCar', securityAnswer: 'Civic' },
    fields: ['firstName', 'lastName', 'securityAnswer'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/rewards/store-purchases',
    handler: storePurchase as Handler,
    method: 'POST',
    path: '/api/admin/rewards/store-purchases',
    body: { rewardsId: '12345678901', storeNumber: '6997', lines: [{ sku: 'BRK-1001', quantity: 1 }] },
    fields: ['lines.0.sku'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/rewards/credit-requests/{id}',
    handler: decideCreditRequest as Handler,
    method: 'POST',
    path: '/api/admin/rewards/credit-requests/1',
    params: { id: '1' },
    body: { decision: 'refuse', reason: 'No such purchase.' },
    fields: ['reason'],
    style: 'envelope',
  },
  {
    name: 'POST /api/admin/orders/{orderNumber}/events',
    handler: postOrderEvent as Handler,
    method: 'POST',
    path: '/api/admin/orders/100000001/events',
    params: { orderNumber: '100000001' },
    body: { event: 'return', carrier: 'UPS', trackingNumber: '1Z999', lines: [{ sku: 'BRK-1001', quantity: 1 }] },
    fields: ['carrier', 'trackingNumber', 'lines.0.sku'],
    style: 'envelope',
  },
  {
    name: 'PUT /api/admin/content/pages/{locale}/{slug}',
    handler: putPage as Handler,
    method: 'PUT',
    path: '/api/admin/content/pages/en-US/nul-test',
    params: { locale: 'en-US', slug: 'nul-test' },
    body: { body: { title: 'Title', metaDescription: 'About this page.', siteSection: 'others', intro: 'Hello.', sections: [{ heading: 'Heading', body: 'Body text.' }] } },
    fields: ['body.title', 'body.metaDescription', 'body.intro', 'body.sections.0.heading', 'body.sections.0.body'],
    style: 'issues',
  },
  {
    name: 'PUT /api/admin/content/documents/{locale}/top-nav',
    handler: putDocument as Handler,
    method: 'PUT',
    path: '/api/admin/content/documents/en-US/top-nav',
    params: { locale: 'en-US', key: 'top-nav' },
    body: { body: { menuList: [{ id: 'parts', heading: 'Parts', href: '/parts', links: [{ menu_link: { title: 'Brakes', href: '/parts/brakes' } }] }] } },
    fields: ['body.menuList.0.id', 'body.menuList.0.heading', 'body.menuList.0.href', 'body.menuList.0.links.0.menu_link.title', 'body.menuList.0.links.0.menu_link.href'],
    style: 'issues',
  },
  {
    name: 'PUT /api/admin/content/documents/{locale}/footer',
    handler: putDocument as Handler,
    method: 'PUT',
    path: '/api/admin/content/documents/en-US/footer',
    params: { locale: 'en-US', key: 'footer' },
    body: { body: { footerTop: [{ name: 'help', title: 'Help', items: [{ name: 'contact', label: 'Contact us', CTALink: '/contactus', altText: 'Contact' }] }], footerMiddle: [], footerBottom: [] } },
    fields: ['body.footerTop.0.name', 'body.footerTop.0.title', 'body.footerTop.0.items.0.name', 'body.footerTop.0.items.0.label', 'body.footerTop.0.items.0.CTALink', 'body.footerTop.0.items.0.altText'],
    style: 'issues',
  },
  {
    name: 'POST /api/admin/content/banners',
    handler: postBanner as Handler,
    method: 'POST',
    path: '/api/admin/content/banners',
    body: { locale: 'en-US', kind: 'sitewide_alert', body: { alert_text: 'Free shipping this week', cta_link: '/deals', cta_name: 'Shop now' } },
    fields: ['body.alert_text', 'body.cta_link', 'body.cta_name'],
    style: 'issues',
  },
];

/** A copy of `body` with the text at `path` given a NUL in its middle. */
function withNul(body: Record<string, unknown>, path: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  const value = node[last];
  expect(typeof value).toBe('string');
  node[last] = `${(value as string).slice(0, 2)}\u0000${(value as string).slice(2)}`;
  return copy;
}

function call(c: Case, body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(`${site}${c.path}`, { method: c.method, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return c.handler(request, { params: Promise.resolve(c.params ?? {}) });
}

describe('a NUL in any text field of the operators’ API is refused by its schema, naming the field', () => {
  for (const c of CASES) {
    for (const field of c.fields) {
      it(`${c.name}: ${field}`, async () => {
        const response = await call(c, withNul(c.body, field));
        expect(response.status).toBe(400);
        const json = (await response.json()) as { errorDetails?: { field?: string; errorMessageKey: string }[]; issues?: { path: (string | number)[] }[] };
        if (c.style === 'envelope') {
          expect(json.errorDetails).toContainEqual(expect.objectContaining({ field, errorMessageKey: 'validation.request.invalidFormat' }));
        } else {
          expect(json.issues?.map((issue) => issue.path.join('.'))).toContain(field);
        }
      });
    }
  }

  it('the operators’ chat: a display name and a message with a NUL are field errors', async () => {
    const cookie = `${OPS_COOKIE}=${(await staffSession('customerService')).cookie}`;
    const request = new NextRequest(`${site}/ops/chat/api/agent`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: site }, body: JSON.stringify({ displayName: 'Al\u0000ex' }) });
    const response = await postAgent(request);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorDetails: unknown[] }).errorDetails).toContainEqual(expect.objectContaining({ field: 'displayName', errorMessageKey: 'validation.request.invalidFormat' }));
    const message = ChatMessageBodySchema.safeParse({ body: 'Hel\u0000lo' });
    expect(message.success).toBe(false);
    expect(message.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['body']);
    expect(ChatMessageBodySchema.safeParse({ body: 'Two\nlines\tand a tab' }).success).toBe(true);
  });
});
