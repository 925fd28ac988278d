import type { Executor } from '@/server/db/client';
import { createUnlinkedAccount, type UnlinkedAccountInput } from './accounts';

/** A demo member who joined in a store, and how many counter purchases the demo gives them. */
export interface DemoStoreMember {
  rewardsId: string;
  currency: UnlinkedAccountInput['currency'];
  country: 'US' | 'MX';
  purchases: number;
}

/**
 * Demo members who joined in a store (README "Rewards"), to find by the lookup and link with
 * their security question. Their counter purchases are the orders module's
 * (`seedStorePurchases`), rung up right after.
 */
const MEMBERS: (UnlinkedAccountInput & { purchases: number; country: 'US' | 'MX' })[] = [
  { firstName: 'Rosa', lastName: 'Martinez', email: 'rosa.martinez@example.com', phoneNumber: '5125550142', postalCode: '78701', securityQuestion: 'firstCar', securityAnswer: 'Honda', currency: 'USD', source: 'store', country: 'US', purchases: 3 },
  { firstName: 'James', lastName: 'Martinez', email: 'j.martinez@example.net', phoneNumber: '2105550178', postalCode: '78205', securityQuestion: 'birthCity', securityAnswer: 'El Paso', currency: 'USD', source: 'store', country: 'US', purchases: 1 },
  { firstName: 'Lucía', lastName: 'Hernández', email: 'lucia.hernandez@example.com', phoneNumber: '5555550142', postalCode: '06600', securityQuestion: 'birthCity', securityAnswer: 'Puebla', currency: 'MXN', source: 'store', country: 'MX', purchases: 4 },
];

export async function seedRewardsMembers(tx: Executor, now = new Date()): Promise<DemoStoreMember[]> {
  const created: DemoStoreMember[] = [];
  for (const { purchases, country, ...member } of MEMBERS) {
    const { rewardsId } = await createUnlinkedAccount(tx, member, now);
    created.push({ rewardsId, currency: member.currency, country, purchases });
  }
  return created;
}
