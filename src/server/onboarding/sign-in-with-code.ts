import { signInWithCode as customersSignInWithCode, type CodeSignInResult } from '@/server/customers/accounts';
import { db } from '@/server/db/client';
import { claimGuestOrders } from '@/server/orders/claim';
import { claimCheckoutMemberships } from '@/server/rewards/claim';

/**
 * What becomes a new account's when its registration completes: the guest orders placed with its
 * address, and the rewards memberships joined at those checkouts. A module above customers,
 * orders and rewards, so that customers needs neither (docs/decisions/039).
 */
export async function claimForNewAccount(account: { userId: string; email: string }): Promise<void> {
  await claimGuestOrders(db(), account.userId, account.email);
  await db().transaction((tx) => claimCheckoutMemberships(tx, account.userId, account.email));
}

/** The sign-in page's code step: sign in with the e-mailed code, and finish a registration with its claims. */
export function signInWithCode(requestHeaders: Headers, email: string, code: string, registrationToken?: string): Promise<CodeSignInResult> {
  return customersSignInWithCode(requestHeaders, email, code, registrationToken, claimForNewAccount);
}
