import { desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { register, sendSignInCode } from '@/server/customers/accounts';
import { signInWithCode } from '@/server/onboarding/sign-in-with-code';
import { authUsers } from '@/server/customers/auth-schema';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { cartWith, gateway, input, productWithStock } from '../../../tests/integration/orders';
import { adoptPhone } from '@/server/customers/profile';
import { claimGuestOrders, memberOrderPhone } from './claim';
import { placeOrder } from './place-order';
import { orders } from './schema';

let serial = 0;
const address = (name: string) => `${name}-${process.pid}-${++serial}@example.com`;
const none = () => new Headers({ 'user-agent': 'vitest' });

async function order(email: string, profileId: string | null = null, phoneNumber = '5125550100') {
  const cart = await cartWith((await productWithStock(5)).sku, 1);
  return placeOrder(await input(cart, undefined, { email, profileId, phoneNumber }), gateway);
}
const ownerOf = async (orderNumber: string) => (await db().select({ profileId: orders.profileId }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.profileId;
const codeSentTo = async (email: string) => {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.createdAt));
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
};

describe('claimGuestOrders', () => {
  it('attaches the guest orders placed with the address, whatever its case, and nothing else', async () => {
    const email = address('claim');
    const mine = [await order(email), await order(email.toUpperCase()), await order(email.replace('claim', 'Claim'))];
    const anotherMembers = await order(email, 'someone-else');
    const anotherAddress = await order(address('other'));

    const claimed = await claimGuestOrders(db(), 'new-member', email.toUpperCase());

    expect(claimed.sort()).toEqual(mine.map((o) => o.orderNumber).sort());
    for (const o of mine) expect(await ownerOf(o.orderNumber)).toBe('new-member');
    expect(await ownerOf(anotherMembers.orderNumber)).toBe('someone-else');
    expect(await ownerOf(anotherAddress.orderNumber)).toBeNull();
    // Claimed orders are no longer a guest's: nobody else can claim them.
    expect(await claimGuestOrders(db(), 'a-third-member', email)).toEqual([]);
    expect(await ownerOf(mine[0]!.orderNumber)).toBe('new-member');
  });

  it('claims nothing for an empty address or profile', async () => {
    const email = address('empty');
    const guest = await order(email);
    expect(await claimGuestOrders(db(), '', email)).toEqual([]);
    expect(await claimGuestOrders(db(), 'member', '  ')).toEqual([]);
    expect(await ownerOf(guest.orderNumber)).toBeNull();
  });
});

describe('a registration confirmed by its code', () => {
  it('takes the guest orders of its address into the new account', async () => {
    const email = address('registers');
    const guestOrders = [await order(email), await order(email.replace('registers', 'REGISTERS'))];
    const someoneElses = await order(email, 'another-member');

    const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: 'Sup3r-secret-pw', locale: 'en-US', receivePromoAndSpecialEvents: false });
    // Registering alone proves nothing: the orders wait for the code.
    for (const o of guestOrders) expect(await ownerOf(o.orderNumber)).toBeNull();

    expect(await signInWithCode(none(), email, await codeSentTo(email), token)).toBe('ok');
    const [user] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    const owners = await db().select({ profileId: orders.profileId }).from(orders).where(inArray(orders.orderNumber, guestOrders.map((o) => o.orderNumber)));
    expect(owners).toEqual([{ profileId: user!.id }, { profileId: user!.id }]);
    expect(await ownerOf(someoneElses.orderNumber)).toBe('another-member');
  });

  it('does not happen on a plain code sign-in (no registration)', async () => {
    const email = address('plain');
    const token = await register(none(), { firstName: 'Ana', lastName: 'Díaz', email, password: 'Sup3r-secret-pw', locale: 'en-US', receivePromoAndSpecialEvents: false });
    expect(await signInWithCode(none(), email, await codeSentTo(email), token)).toBe('ok');
    // A guest order placed later with the member's address stays a guest order when they sign in with a code again.
    const later = await order(email);
    await sendSignInCode(none(), email);
    expect(await signInWithCode(none(), email, await codeSentTo(email))).toBe('ok');
    expect(await ownerOf(later.orderNumber)).toBeNull();
  });
});

describe('the phone of the order, adopted by the account', () => {
  async function member(phone = '') {
    const id = `phone-member-${process.pid}-${++serial}`;
    await db().insert(authUsers).values({ id, name: 'Ana Díaz', email: address('phone'), phone });
    return id;
  }
  const phoneOf = async (id: string) => (await db().select({ phone: authUsers.phone }).from(authUsers).where(eq(authUsers.id, id)))[0]!.phone;

  it('fills an empty phone from the member’s own order only', async () => {
    const id = await member();
    const theirs = await order(address('x'), 'somebody', '5125550199');
    expect(await memberOrderPhone(db(), id, theirs.orderNumber)).toBeNull();
    expect(await phoneOf(id)).toBe('');

    const own = await order(address('x'), id, '5125550142');
    expect(await memberOrderPhone(db(), id, own.orderNumber)).toBe('5125550142');
    expect(await adoptPhone(db(), id, '5125550142')).toBe(true);
    expect(await phoneOf(id)).toBe('5125550142');
  });

  it('never replaces a phone the member has', async () => {
    const id = await member('5125550111');
    const own = await order(address('x'), id, '5125550142');
    expect(await adoptPhone(db(), id, (await memberOrderPhone(db(), id, own.orderNumber))!)).toBe(false);
    expect(await phoneOf(id)).toBe('5125550111');
    expect(await memberOrderPhone(db(), id, 'not-a-number')).toBeNull();
  });
});
