import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUsers } from '@/server/customers/auth-schema';
import { contactMessages } from '@/server/contact/schema';
import { lockShopperAs, resendSignInCodeAs, unlockShopperAs } from '@/server/customers/account-access';
import { findShoppersAs, shopperAs } from '@/server/customers/staff';
import { findContactMessageAs, listContactMessagesAs, setContactStatusAs } from '@/server/contact/staff';
import { findPage } from '@/server/content/pages';
import { findDocument } from '@/server/content/service';
import { createBannerAs, deleteBannerAs, deletePageAs, findDocumentAs, listBannersAs, putDocumentAs, putPageAs, updateBannerAs } from '@/server/content/staff';
import { db } from '@/server/db/client';
import { runJobByName } from '@/server/jobs/operators';
import { recordStorePurchaseAs } from '@/server/orders/store-sales-staff';
import { recentEmailsAs } from '@/server/outbox/staff';
import { createCouponAs, createEditionAs, createTaxonomyPromoAs, deleteCouponAs, deleteEditionAs, deleteTaxonomyPromoAs, listCouponsAs, updateCouponAs, updateTaxonomyPromoAs } from '@/server/promotions/staff';
import { submitCreditRequest } from '@/server/rewards/credit-requests';
import { rewardsAccounts } from '@/server/rewards/schema';
import { createUnlinkedAccountAs, decideCreditRequestAs, listCreditRequestsAs, memberRewardsAs } from '@/server/rewards/staff';
import { systemActor, type Actor } from '@/server/staff/actor';
import { ROLE_PERMISSIONS, type Permission } from '@/server/staff/permissions';
import { marketToday } from '@/lib/dates';
import { usProductPriced, usStore } from '../../../tests/integration/rewards';
import { actorOf, auditLinesOf, EVERY_ROLE } from '../../../tests/integration/staff';
import { searchAudit } from '@/server/staff/audit-log';

/**
 * The permissions matrix of the use cases this round wired (decision 053): every role against
 * every use case. Allowed: it works and (for a change) its audit line is there, by that actor,
 * with the values before and after. Refused: `forbidden`, nothing changed, and a `denied` line.
 */

const system = systemActor('permissions-test');
let n = 0;
const unique = () => `${process.pid % 100_000}${++n}`;

async function coupon() {
  return createCouponAs(db(), { locale: 'en-US', promoCode: `PERM${unique()}`, discount: '10% off', discountText: 'On anything', promotion: { kind: 'percent', value: 10, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z') } }, system);
}
async function shelfPromo() {
  return createTaxonomyPromoAs(db(), { locale: 'en-US', textContent: 'Wipers 2 for 1', seoUrls: ['/parts/wipers'] }, system);
}
async function banner() {
  return createBannerAs(db(), { locale: 'en-US', kind: 'sitewide_alert', body: { alert_text: 'Closed on Thursday' } }, system);
}
async function member() {
  const id = unique();
  const userId = `perm-user-${id}`;
  const rewardsId = `8${id.padStart(10, '0')}`;
  await db().insert(authUsers).values({ id: userId, name: 'Ana Díaz', email: `perm-${id}@example.com` });
  await db().insert(rewardsAccounts).values({ rewardsId, currency: 'USD', userId, firstName: 'Ana', lastName: 'Díaz', source: 'store', email: `perm-${id}@example.com` });
  await db().update(authUsers).set({ rewardsId }).where(eq(authUsers.id, userId));
  return { userId, rewardsId };
}
async function creditRequest() {
  const { userId } = await member();
  const outcome = await submitCreditRequest(db(), userId, { receiptNumber: `P${unique()}`, storeNumber: '4321', purchaseDate: marketToday('en-US'), amount: '124.99' }, 'en-US');
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.request;
}
async function contactMessage() {
  const [row] = await db()
    .insert(contactMessages)
    .values({ reference: `CS-${unique().padStart(8, '0').slice(-8)}`, topic: 'generalComments', locale: 'en-US', firstName: 'Ana', lastName: 'Díaz', email: 'ana@example.com', message: 'Where is my order?' })
    .returning();
  return row!;
}

interface Case {
  name: string;
  permission: Permission;
  /** Runs the use case as `actor`; answers the audit line expected when it is a change. */
  run: (actor: Actor) => Promise<{ action: string; entityType: string; entityId: string; before?: unknown; after?: unknown } | null>;
}

const CASES: Case[] = [
  { name: 'list coupons', permission: 'promotions.write', run: async (actor) => (await listCouponsAs(db(), 'en-US', actor), null) },
  {
    name: 'create a coupon',
    permission: 'promotions.write',
    run: async (actor) => {
      const code = `NEW${unique()}`;
      const created = await createCouponAs(db(), { locale: 'en-US', promoCode: code, discount: '$5 off', discountText: 'Over $50', promotion: { kind: 'amount', value: 500, minimumSubtotal: 5000, startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: new Date('2030-01-01T00:00:00Z') } }, actor);
      return { action: 'coupon.create', entityType: 'coupon', entityId: String(created.id), after: { promoCode: code, discount: '$5 off' } };
    },
  },
  {
    name: 'end a coupon',
    permission: 'promotions.write',
    run: async (actor) => {
      const c = await coupon();
      await updateCouponAs(db(), c.id, { active: false }, actor);
      return { action: 'coupon.update', entityType: 'coupon', entityId: String(c.id), before: { active: true }, after: { active: false } };
    },
  },
  {
    name: 'delete a coupon',
    permission: 'promotions.write',
    run: async (actor) => {
      const c = await coupon();
      expect(await deleteCouponAs(db(), c.id, actor)).toBe(true);
      return { action: 'coupon.delete', entityType: 'coupon', entityId: String(c.id), before: { promoCode: c.promoCode } };
    },
  },
  {
    name: 'create and delete a circular edition',
    permission: 'promotions.write',
    run: async (actor) => {
      const { sku } = await usProductPriced(1000, 50_000);
      const edition = await createEditionAs(db(), { locale: 'en-US', title: 'Deals', startsOn: '2031-03-03', endsOn: '2031-03-09', skus: [sku] }, system);
      expect(await deleteEditionAs(db(), edition.id, actor)).toBe(true);
      return { action: 'circular.delete', entityType: 'circular', entityId: String(edition.id), before: { title: 'Deals', startsOn: '2031-03-03' } };
    },
  },
  {
    name: 'change and delete a shelf promo',
    permission: 'promotions.write',
    run: async (actor) => {
      const promo = await shelfPromo();
      await updateTaxonomyPromoAs(db(), promo.id, { priority: 7 }, actor);
      expect(await deleteTaxonomyPromoAs(db(), promo.id, actor)).toBe(true);
      return { action: 'taxonomyPromo.delete', entityType: 'taxonomyPromo', entityId: String(promo.id), before: { priority: 7 } };
    },
  },
  { name: 'list banners', permission: 'content.write', run: async (actor) => (await listBannersAs(db(), { locale: 'en-US' }, actor), null) },
  {
    name: 'create a landing page, then delete it',
    permission: 'content.write',
    run: async (actor) => {
      const seeded = await findPage(db(), 'en-US', 'termsAndConditions');
      const slug = `perm-${unique()}`;
      await putPageAs(db(), { locale: 'en-US', slug, body: seeded!.body, published: false }, 'insert-missing', actor);
      expect(await deletePageAs(db(), 'en-US', slug, actor)).toBe(true);
      return { action: 'page.delete', entityType: 'page', entityId: `en-US/${slug}`, before: { slug, published: false } };
    },
  },
  {
    name: 'take a banner down, then delete it',
    permission: 'content.write',
    run: async (actor) => {
      const b = await banner();
      await updateBannerAs(db(), b.id, { active: false }, actor);
      expect(await deleteBannerAs(db(), b.id, actor)).toBe(true);
      return { action: 'banner.delete', entityType: 'banner', entityId: b.id, before: { active: false, body: { alert_text: 'Closed on Thursday' } } };
    },
  },
  {
    name: 'replace the footer',
    permission: 'content.write',
    run: async (actor) => {
      const footer = await findDocumentAs(db(), 'es-MX', 'footer', system);
      await putDocumentAs(db(), { locale: 'es-MX', key: 'footer', body: footer!.body }, actor);
      return { action: 'content.update', entityType: 'document', entityId: 'es-MX/footer' };
    },
  },
  { name: 'list credit requests', permission: 'rewards.credit', run: async (actor) => (await listCreditRequestsAs(db(), { status: 'pending' }, actor), null) },
  {
    name: 'approve a credit request',
    permission: 'rewards.credit',
    run: async (actor) => {
      const request = await creditRequest();
      await decideCreditRequestAs(db(), request.id, 'approve', null, actor);
      return { action: 'rewards.credit.approve', entityType: 'creditRequest', entityId: String(request.id), before: { status: 'pending' }, after: { status: 'approved' } };
    },
  },
  {
    name: 'refuse a credit request',
    permission: 'rewards.credit',
    run: async (actor) => {
      const request = await creditRequest();
      await decideCreditRequestAs(db(), request.id, 'refuse', 'No such receipt', actor);
      return { action: 'rewards.credit.refuse', entityType: 'creditRequest', entityId: String(request.id), before: { status: 'pending' }, after: { status: 'refused', reason: 'No such receipt' } };
    },
  },
  {
    name: 'enrol a member at the counter',
    permission: 'customers.manage',
    run: async (actor) => {
      const { rewardsId } = await createUnlinkedAccountAs(db(), { firstName: 'Rosa', lastName: 'Parks', currency: 'USD', source: 'store' }, actor);
      return { action: 'rewards.member.enrol', entityType: 'rewardsAccount', entityId: rewardsId, after: { firstName: 'Rosa', source: 'store' } };
    },
  },
  {
    name: 'lock a shopper’s account, then unlock it',
    permission: 'customers.manage',
    run: async (actor) => {
      const { userId } = await member();
      await lockShopperAs(db(), userId, { reason: 'Card fraud reported' }, actor);
      await unlockShopperAs(db(), userId, actor);
      expect((await auditLinesOf(actor, 'customer.lock'))[0]).toMatchObject({ entityId: userId, before: { locked: false }, after: { locked: true, reason: 'Card fraud reported' } });
      return { action: 'customer.unlock', entityType: 'customer', entityId: userId, before: { locked: true }, after: { locked: false } };
    },
  },
  {
    name: 'resend a shopper’s sign-in code',
    permission: 'customers.manage',
    run: async (actor) => {
      const { userId } = await member();
      const { email } = await resendSignInCodeAs(db(), userId, actor);
      return { action: 'customer.code.resend', entityType: 'customer', entityId: userId, after: { email } };
    },
  },
  { name: 'look a shopper up', permission: 'customers.read', run: async (actor) => (await findShoppersAs(db(), 'perm-', actor), null) },
  {
    name: 'read a shopper’s account and rewards',
    permission: 'customers.read',
    run: async (actor) => {
      const { userId } = await member();
      expect(await shopperAs(db(), userId, actor)).toMatchObject({ id: userId });
      expect(await memberRewardsAs(db(), userId, actor)).toMatchObject({ balances: { currency: 'USD' } });
      return null;
    },
  },
  { name: 'list contact messages', permission: 'contact.read', run: async (actor) => (await listContactMessagesAs(db(), { status: 'open' }, actor), null) },
  {
    name: 'close a contact message',
    permission: 'contact.read',
    run: async (actor) => {
      const message = await contactMessage();
      expect(await findContactMessageAs(db(), message.reference, actor)).toMatchObject({ id: message.id });
      await setContactStatusAs(db(), message.reference, 'closed', actor);
      return { action: 'contact.status', entityType: 'contactMessage', entityId: message.reference, before: { status: 'open' }, after: { status: 'closed' } };
    },
  },
  {
    name: 'run a job now',
    permission: 'jobs.manage',
    run: async (actor) => {
      await runJobByName('expired-card-tokens', actor);
      return { action: 'job.run', entityType: 'job', entityId: 'expired-card-tokens' };
    },
  },
  { name: 'read the outbox', permission: 'outbox.read', run: async (actor) => (await recentEmailsAs({ limit: 5 }, actor), null) },
  { name: 'search the audit log', permission: 'audit.read', run: async (actor) => (await searchAudit({ limit: 1 }, actor), null) },
];

describe('the permissions of the back office’s use cases', () => {
  for (const useCase of CASES) {
    for (const role of EVERY_ROLE) {
      const allowed = ROLE_PERMISSIONS[role].has(useCase.permission);
      it(`${useCase.name}: ${role} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const actor = actorOf(role);
        if (allowed) {
          const expected = await useCase.run(actor);
          const lines = await auditLinesOf(actor);
          if (expected) {
            const line = lines.find((l) => l.action === expected.action && l.entityId === expected.entityId);
            expect(line).toMatchObject({ entityType: expected.entityType, actorRole: role, staffId: actor.staffId, ip: actor.ip });
            if (expected.before) expect(line!.before).toMatchObject(expected.before as object);
            if (expected.after) expect(line!.after).toMatchObject(expected.after as object);
          } else {
            expect(lines).toEqual([]);
          }
        } else {
          await expect(useCase.run(actor)).rejects.toMatchObject({ kind: 'forbidden', detail: { errorCode: 'FORBIDDEN' } });
          const lines = await auditLinesOf(actor);
          expect(lines.map((l) => l.action)).toEqual(['denied']);
          expect(lines[0]!.after).toMatchObject({ permission: useCase.permission });
        }
      });
    }
  }

  it('a store purchase is the store’s: its store manager may record it, another store’s may not', async () => {
    const { rewardsId } = await member();
    const store = await usStore();
    const { sku } = await usProductPriced(1000, 50_000);
    const theirs = actorOf('storeManager', [store]);
    const bought = await recordStorePurchaseAs(db(), { rewardsId, storeNumber: store, lines: [{ sku, quantity: 1 }] }, theirs);
    expect((await auditLinesOf(theirs))[0]).toMatchObject({ action: 'rewards.storePurchase', entityType: 'order', entityId: bought.orderNumber, after: { storeNumber: store, total: bought.total } });
    const other = actorOf('storeManager', ['not-' + store]);
    await expect(recordStorePurchaseAs(db(), { rewardsId, storeNumber: store, lines: [{ sku, quantity: 1 }] }, other)).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await auditLinesOf(other)).map((l) => [l.action, l.after])).toEqual([['denied', { permission: 'orders.fulfil', storeId: store }]]);
    const merchandiser = actorOf('merchandiser');
    await expect(recordStorePurchaseAs(db(), { rewardsId, storeNumber: store, lines: [{ sku, quantity: 1 }] }, merchandiser)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('customer service finds a shopper by e-mail, phone, name or rewards number, and sees an approved credit in the balance', async () => {
    const { userId, rewardsId } = await member();
    await db().update(authUsers).set({ firstName: 'Zenaida', lastName: `Quintero${n}`, phone: `55501${String(n).padStart(5, '0')}` }).where(eq(authUsers.id, userId));
    const [row] = await db().select().from(authUsers).where(eq(authUsers.id, userId));
    const agent = actorOf('customerService');
    for (const query of [row!.email, row!.email.slice(0, 12).toUpperCase(), row!.phone, `(555) 01${String(n).padStart(5, '0')}`.replace('(555) ', '555'), `zenaida quintero${n}`, `Quintero${n}`, rewardsId]) {
      expect((await findShoppersAs(db(), query, agent)).map((s) => s.id), query).toContain(userId);
    }
    expect(await findShoppersAs(db(), '%', agent)).toEqual([]);
    expect(await findShoppersAs(db(), 'no-such-shopper-anywhere', agent)).toEqual([]);

    const outcome = await submitCreditRequest(db(), userId, { receiptNumber: `Z${unique()}`, storeNumber: '4321', purchaseDate: marketToday('en-US'), amount: '124.99' }, 'en-US');
    if (!outcome.ok) throw new Error('not stored');
    expect((await memberRewardsAs(db(), userId, agent))!.requests.map((r) => [r.id, r.status])).toEqual([[outcome.request.id, 'pending']]);
    await decideCreditRequestAs(db(), outcome.request.id, 'approve', null, agent);
    const after = await memberRewardsAs(db(), userId, agent);
    expect(after!.requests[0]!.status).toBe('approved');
    expect(after!.balances.credits).toBe(1);
    expect(after!.activity.map((a) => a.kind)).toContain('credit_earned');
    expect(await searchAudit({ entityType: 'creditRequest', entityId: String(outcome.request.id) }, actorOf('administrator'))).toMatchObject({ lines: [{ action: 'rewards.credit.approve', actorLabel: agent.label, before: { status: 'pending' }, after: { status: 'approved' } }] });
  });

  it('a refused change changes nothing', async () => {
    const c = await coupon();
    await expect(updateCouponAs(db(), c.id, { active: false }, actorOf('customerService'))).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await listCouponsAs(db(), 'en-US', system)).find((row) => row.id === c.id)?.active).toBe(true);
    const footer = await findDocument(db(), 'en-US', 'footer');
    await expect(putDocumentAs(db(), { locale: 'en-US', key: 'footer', body: footer!.body }, actorOf('storeManager'))).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await findDocument(db(), 'en-US', 'footer'))!.updatedAt).toEqual(footer!.updatedAt);
  });
});
