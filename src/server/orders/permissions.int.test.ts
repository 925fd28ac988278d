import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import type { Actor } from '@/server/staff/actor';
import { ROLES, type Role } from '@/server/staff/permissions';
import { cartWith, gateway, input, pickupOrder, pickupStore, productWithStock } from '../../../tests/integration/orders';
import { actorOf, auditLinesOf, outcomeOf } from '../../../tests/integration/staff';
import { placeOrder } from './place-order';
import { fulfilShipment, ordersDashboard, pickupQueue, pickupStores, searchOrders, staffOrder } from './staff-orders';

/**
 * Every role against every staff use case of the orders module (issue 23 item 2, decision 054):
 * allowed, or refused with the forbidden error and a `denied` line in the audit log. A store
 * manager acts on their own store's pickups only: another store's, and deliveries (no store's),
 * are refused.
 */

const OTHER_STORE = '99990';
let store: string;

type Who = { name: string; actor: () => Actor };
const WHO: Who[] = [
  ...ROLES.filter((r) => r !== 'storeManager').map((role: Role) => ({ name: role, actor: () => actorOf(role) })),
  { name: 'storeManager of the store', actor: () => actorOf('storeManager', [store]) },
  { name: 'storeManager of another store', actor: () => actorOf('storeManager', [OTHER_STORE]) },
];

type Case = { name: string; run: (actor: Actor) => Promise<unknown>; expected: Record<string, 'allowed' | 'forbidden'> };

const everyone = (outcome: 'allowed' | 'forbidden') => Object.fromEntries(WHO.map((w) => [w.name, outcome]));
/** Administrator and customer service: allowed; the merchandiser: refused; the store managers as given. */
const ordersStaff = (own: 'allowed' | 'forbidden', other: 'allowed' | 'forbidden') => ({
  administrator: 'allowed' as const,
  customerService: 'allowed' as const,
  merchandiser: 'forbidden' as const,
  'storeManager of the store': own,
  'storeManager of another store': other,
});

const delivered = async () => placeOrder(await input(await cartWith((await productWithStock(5)).sku, 1)), gateway);

const CASES: Case[] = [
  { name: 'search orders', run: (a) => searchOrders(db(), a, {}), expected: ordersStaff('allowed', 'allowed') },
  { name: 'search orders of the store', run: (a) => searchOrders(db(), a, { store }), expected: ordersStaff('allowed', 'forbidden') },
  { name: 'read a pickup order', run: async (a) => staffOrder(db(), a, (await pickupOrder(store)).orderNumber), expected: ordersStaff('allowed', 'forbidden') },
  { name: 'read a delivery order', run: async (a) => staffOrder(db(), a, (await delivered()).orderNumber), expected: ordersStaff('forbidden', 'forbidden') },
  { name: 'fulfil a pickup (process)', run: async (a) => fulfilShipment(db(), a, (await pickupOrder(store)).orderNumber, { event: 'process' }, gateway), expected: ordersStaff('allowed', 'forbidden') },
  { name: 'fulfil a delivery (process)', run: async (a) => fulfilShipment(db(), a, (await delivered()).orderNumber, { event: 'process' }, gateway), expected: ordersStaff('forbidden', 'forbidden') },
  { name: 'cancel a pickup (refund)', run: async (a) => fulfilShipment(db(), a, (await pickupOrder(store)).orderNumber, { event: 'cancel' }, gateway), expected: ordersStaff('allowed', 'forbidden') },
  { name: 'cancel a delivery (refund)', run: async (a) => fulfilShipment(db(), a, (await delivered()).orderNumber, { event: 'cancel' }, gateway), expected: ordersStaff('forbidden', 'forbidden') },
  { name: "the store's pickup queue", run: (a) => pickupQueue(db(), a, store), expected: ordersStaff('allowed', 'forbidden') },
  { name: 'the stores with pickups', run: (a) => pickupStores(db(), a), expected: ordersStaff('allowed', 'allowed') },
  { name: 'the dashboard', run: (a) => ordersDashboard(db(), a), expected: everyone('allowed') },
];

describe('orders: the permissions of every role', () => {
  beforeAll(async () => {
    store = await pickupStore();
  });

  for (const useCase of CASES) {
    for (const who of WHO) {
      const expected = useCase.expected[who.name]!;
      it(`${useCase.name}: ${who.name} → ${expected}`, async () => {
        const actor = who.actor();
        expect(await outcomeOf(useCase.run(actor))).toBe(expected);
        const denied = await auditLinesOf(actor, 'denied');
        expect(denied.length).toBe(expected === 'forbidden' ? 1 : 0);
        if (expected === 'forbidden') expect(denied[0]).toMatchObject({ actorRole: actor.role, via: 'session', ip: '203.0.113.9' });
      });
    }
  }
});
