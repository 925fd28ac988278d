import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REWARDS_PROSPECT_USER_TYPE } from '@/lib/rewards';
import { db } from '@/server/db/client';
import { authUsers } from './auth-schema';
import { existingUserIds, linkRewardsId, linkedRewardsId, rewardsHolder } from './rewards-link';

/** The account's side of a rewards membership, which the rewards module asks the customers module to read and write. */
async function account(values: Partial<typeof authUsers.$inferInsert> = {}) {
  const id = randomUUID();
  await db()
    .insert(authUsers)
    .values({ id, name: 'Ana Ruiz', email: `link-${id}@example.com`, ...values });
  return id;
}
const row = async (id: string) => (await db().select().from(authUsers).where(eq(authUsers.id, id)))[0]!;

describe("a rewards membership on the online account (customers' side)", () => {
  it('links an account with none, clearing the prospect type and keeping the offers choice when given', async () => {
    const id = await account({ userType: REWARDS_PROSPECT_USER_TYPE });
    expect(await linkRewardsId(db(), id, '40000000001', { receivePromoAndSpecialEvents: false })).toBe(true);
    expect(await row(id)).toMatchObject({ rewardsId: '40000000001', userType: '', receivePromoAndSpecialEvents: false });
    expect(await linkedRewardsId(db(), id)).toBe('40000000001');

    const other = await account({ userType: '2' });
    expect(await linkRewardsId(db(), other, '40000000002')).toBe(true);
    // Another user type is left alone, and so is the offers choice when none is given.
    expect(await row(other)).toMatchObject({ rewardsId: '40000000002', userType: '2', receivePromoAndSpecialEvents: true });
  });

  it('refuses to point an account at a second membership, and links the same one again', async () => {
    const id = await account();
    expect(await linkRewardsId(db(), id, '40000000003')).toBe(true);
    expect(await linkRewardsId(db(), id, '40000000004')).toBe(false);
    expect(await linkedRewardsId(db(), id)).toBe('40000000003');
    expect(await linkRewardsId(db(), id, '40000000003')).toBe(true);
    expect(await linkRewardsId(db(), randomUUID(), '40000000005')).toBe(false);
  });

  it("reads the account's e-mail and membership, under a lock when asked, and which ids are accounts", async () => {
    const id = await account({ emailVerified: true });
    const holder = await db().transaction((tx) => rewardsHolder(tx, id, { lock: true }));
    expect(holder).toEqual({ email: `link-${id}@example.com`, emailVerified: true, rewardsId: null });
    expect(await rewardsHolder(db(), randomUUID())).toBeNull();
    expect(await linkedRewardsId(db(), randomUUID())).toBeNull();
    const unknown = randomUUID();
    expect(await existingUserIds(db(), [id, unknown])).toEqual([id]);
    expect(await existingUserIds(db(), [])).toEqual([]);
  });
});
