import { beforeAll, describe, expect, it } from 'vitest';
import { serializeConsent, ACCEPT_ALL } from '@/lib/consent';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { GARAGE_COOKIE } from '@/lib/garage';
import { COOKIES } from '@/lib/storage-keys';
import { db } from '@/server/db/client';
import { seedAll } from '@/server/demo/seed';
import { generateStores } from '@/server/stores/seed';
import { loadShell, type ShellRequest } from './load-shell';

const JOIN_REWARDS = 'Join Redline Rewards: earn $20 for every 5 purchases of $20 or more';
const store = generateStores().find((s) => s.country === 'US')!;

/** A request whose every shopper read fails the test: what a page cache fill must never touch. */
function fillRequest(userAgent: string | null = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0'): ShellRequest & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    fill: async () => true,
    cookies: async () => ({
      get: (name: string) => {
        reads.push(name);
        throw new Error(`a fill read the cookie ${name}`);
      },
    }),
    userAgent: async () => userAgent,
    member: async () => {
      reads.push('member');
      throw new Error('a fill looked up the member');
    },
  };
}

function perRequest(cookies: Record<string, string>): ShellRequest {
  return {
    fill: async () => false,
    cookies: async () => ({ get: (name: string) => cookies[name] }),
    userAgent: async () => null,
    member: async () => null,
  };
}

describe('loadShell (docs/decisions/041)', () => {
  beforeAll(async () => {
    await seedAll(db());
  });

  it('a page cache fill reads no cookie and no member: an anonymous header, the content meant for everyone, no shopper parts', async () => {
    const request = fillRequest();
    const shell = await loadShell('en-US', request);
    expect(request.reads).toEqual([]);
    expect(shell.fill).toBe(true);
    expect(shell.shopper).toBeNull();
    expect(shell.member).toBeUndefined();
    expect(shell.consent).toBeUndefined();
    expect(shell.header.myAccountMap.anonymous).toBe('true');
    expect(shell.header.storeNumber).toBe(DEFAULT_STORE_NUMBER);
    expect(shell.header.miniCartMap.itemCount).toBe(0);
    expect(shell.header.vehicleMap.vehicleCount).toBe(0);
    expect(shell.header.eCookieId).toBe('');
    // The guests' promo is a segment's, not everyone's: a member served this page must not see it.
    expect(shell.content.headerPromo.map((p) => p.text_content)).not.toContain(JOIN_REWARDS);
    expect(shell.nav.menuList.length).toBeGreaterThan(0);
    expect(shell.footer.footerMiddle.length).toBeGreaterThan(0);
  });

  it('a per-request render reads the shopper: store, vehicles, consent, and the guest segment', async () => {
    const shell = await loadShell(
      'en-US',
      perRequest({
        [COOKIES.preferredStoreId]: store.storeNumber,
        [GARAGE_COOKIE]: '201801801|201502469',
        [COOKIES.preferredVehicleId]: '201502469',
        [COOKIES.cookieConsent]: serializeConsent(ACCEPT_ALL),
      }),
    );
    expect(shell.fill).toBe(false);
    expect(shell.member).toBeNull();
    expect(shell.consent).toEqual(ACCEPT_ALL);
    expect(shell.shopper).toMatchObject({ member: null, cartCount: 0, vehicle: { count: 2, name: '2015 Toyota Camry' }, store: { storeNumber: store.storeNumber, address1: store.address1 } });
    expect(shell.shopper?.myStore?.store.storeNumber).toBe(store.storeNumber);
    expect(shell.content.headerPromo.map((p) => p.text_content)).toContain(JOIN_REWARDS);
  });
});
