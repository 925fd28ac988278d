import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPlatform } from '@/features/shell/app-install-banner';
import { deviceClass, fillUserAgent, isCachedPage, isDocumentRequest, NAMED_ROUTES, pageBytes, pageKey, PageStore, pageTags, splitAtNonce, withNonce, type StoredPage } from './page-cache';
import { tagBatches } from './page-cache-channel';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const key = (pathname: string, query = '', userAgent: string | null = DESKTOP, origin = 'https://shop.example') =>
  pageKey({ origin, pathname, search: new URLSearchParams(query), userAgent });

describe('which pages the cache serves', () => {
  it('lists every named route of the shop (the catch-all is the rest)', () => {
    const shop = path.join(process.cwd(), 'src/app/[locale]/(shop)');
    const checkout = path.join(process.cwd(), 'src/app/[locale]/(checkout)');
    const folders = [...readdirSync(shop, { withFileTypes: true }), ...readdirSync(checkout, { withFileTypes: true })]
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect([...new Set(folders)].sort()).toEqual([...NAMED_ROUTES].sort());
  });

  it('serves catalogue pages in every locale and never the shopper’s own pages', () => {
    for (const page of ['/', '/es-MX', '/pt-BR/', '/brands', '/brands/acme', '/deals/brakes', '/lp/deals', '/lp/winter', '/p/x/1', '/products/a/b', '/searchresult', '/shopbymake/ford', '/siteMap', '/store/tx/austin/123', '/es-MX/brakes/pads', '/engine']) {
      expect(isCachedPage(page), page).toBe(true);
    }
    for (const page of ['/cart', '/es-MX/cart', '/checkout', '/user/myAccount', '/signin', '/rewards', '/trackOrder', '/orderConfirmation', '/coupons', '/contactus', '/pt-BR/wallet']) {
      expect(isCachedPage(page), page).toBe(false);
    }
  });
});

describe('a document, not the router', () => {
  it('answers a page load and a crawler, never a client navigation or prefetch (which Next hides the RSC headers of)', () => {
    const document = { accept: 'text/html', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
    expect(isDocumentRequest(new Headers(document))).toBe(true);
    expect(isDocumentRequest(new Headers({ accept: '*/*' }))).toBe(true);
    // What a prefetch carries once Next has taken RSC, Next-Router-Prefetch and _rsc away.
    expect(isDocumentRequest(new Headers({ accept: '*/*', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', 'next-url': '/en-US' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'sec-fetch-dest': 'empty' }))).toBe(false);
    expect(isDocumentRequest(new Headers({ 'next-url': '/en-US/parts' }))).toBe(false);
  });
});

describe('the key', () => {
  it('sorts the page’s parameters, keeps repeated values in order and drops tracking', () => {
    const a = key('/brakes', 'sort=price-asc&utm_source=mail&brand=b&brand=a&gclid=x');
    const b = key('/brakes', 'brand=b&brand=a&sort=price-asc');
    expect(a?.key).toBe(b?.key);
    expect(a?.fillPath).toBe('/brakes?brand=b&brand=a&sort=price-asc');
    expect(key('/brakes', 'brand=a&brand=b')?.key).not.toBe(a?.key);
  });

  it('refuses a query that may be personal or reads the shopper', () => {
    expect(key('/brakes', 'fits=1')).toBeNull();
    expect(key('/brakes', 'store=1')).toBeNull();
    // Search results narrowed to the saved vehicle (spec §2.1, docs/decisions/042).
    expect(key('/searchresult', 'searchText=pads&ignoreVehicleSpecificProductsCheck=false')).toBeNull();
    expect(key('/store', 'zip=78701')).toBeNull();
    expect(key('/searchresult', 'searchText=pads&email=a@b.c')).toBeNull();
  });

  it('keeps hosts, locales, pages and device classes apart', () => {
    const keys = [key('/brakes'), key('/es-MX/brakes'), key('/brakes', '', DESKTOP, 'https://redline.com.mx'), key('/brakes', 'page=2'), key('/brakes', '', IPHONE), key('/brakes', '', 'Googlebot/2.1')].map((k) => k?.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(key('/brakes', '', DESKTOP)?.key).toBe(key('/brakes', '', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605')?.key);
  });

  it('classes devices as the render tells them apart, and fills each class with a user agent of that class', () => {
    expect(deviceClass('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('bot');
    expect(deviceClass(IPHONE)).toBe('ios');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('android');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('other');
    expect(deviceClass(null)).toBe('other');
    for (const device of ['bot', 'ios', 'android', 'other'] as const) {
      expect(deviceClass(fillUserAgent(device))).toBe(device);
      // The app banner (features/shell) reads the same platform from the class's user agent.
      expect(appPlatform(fillUserAgent(device)) ?? 'none').toBe(device === 'ios' || device === 'android' ? device : 'none');
    }
  });
});

describe('the nonce', () => {
  const P = 'c2VjcmV0LXBsYWNlaG9sZGVy';

  it('puts the response’s nonce in Next’s nonce attributes and the RSC payload’s nonce prop', () => {
    const html = `<script nonce="${P}">a</script><link rel="preload" nonce="${P}"><script nonce="${P}">self.__next_f.push([1,"[\\"$\\",\\"script\\",null,{\\"nonce\\":\\"${P}\\"}]"])</script>`;
    const parts = splitAtNonce(html, P);
    expect(parts).not.toBeNull();
    const served = Buffer.from(withNonce(parts!, 'FRESH')).toString('utf8');
    expect(served).not.toContain(P);
    expect(served).toBe(html.replaceAll(P, 'FRESH'));
  });

  it('leaves injected markup that writes its own nonce alone', () => {
    const html = `<script nonce="${P}">a</script><div>&lt;script nonce="guess"&gt;</div><script nonce="guess">evil()</script><p>nonce=&quot;x&quot;</p>`;
    const served = Buffer.from(withNonce(splitAtNonce(html, P)!, 'FRESH')).toString('utf8');
    expect(served).toContain('<script nonce="FRESH">a</script>');
    expect(served).toContain('<script nonce="guess">evil()</script>');
    expect(served).toContain('&lt;script nonce="guess"&gt;');
  });

  it('keeps text outside ASCII byte for byte', () => {
    const html = `<p>Pastilhas de freio — ação, niño, 10× R$ 25,99 ’</p><script nonce="${P}">a</script><p>🚗</p>`;
    expect(Buffer.from(withNonce(splitAtNonce(html, P)!, 'FRESH')).toString('utf8')).toBe(html.replace(P, 'FRESH'));
  });

  it('refuses to store a page where the placeholder stands anywhere else', () => {
    expect(splitAtNonce(`<script nonce="${P}">a</script><meta content="${P}">`, P)).toBeNull();
    expect(splitAtNonce(`<p>${P}</p>`, P)).toBeNull();
  });
});

function page(bytes: number, tags: string[] = [], expiresAt = Number.MAX_SAFE_INTEGER): StoredPage {
  const parts = [Buffer.from('x'.repeat(bytes))];
  return { status: 200, headers: [], parts, tags, bytes: pageBytes(parts, [], tags), expiresAt };
}

describe('the store', () => {
  it('stays within its byte budget, the least recently used page leaving first', () => {
    const store = new PageStore(1000);
    store.set('a', page(400));
    store.set('b', page(400));
    store.get('a');
    store.set('c', page(400));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.bytes).toBe(800);
    expect(store.set('huge', page(1001))).toBe(false);
    expect(store.bytes).toBe(800);
  });

  it('forgets a page after its lifetime', () => {
    let now = 0;
    const store = new PageStore(1000, () => now);
    store.set('a', page(10, [], 300_000));
    now = 299_999;
    expect(store.get('a')).toBeDefined();
    now = 300_000;
    expect(store.get('a')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('drops exactly the pages that showed an invalidated tag', () => {
    const store = new PageStore(10_000);
    store.set('product-1', page(10, [pageTags.product(1)]));
    store.set('shelf', page(10, [pageTags.product(1), pageTags.product(2), pageTags.listings]));
    store.set('product-2', page(10, [pageTags.product(2)]));
    store.set('lp', page(10, [pageTags.content('es-MX'), pageTags.contentPage('winter')]));
    expect(store.invalidate([pageTags.product(1)])).toBe(2);
    expect([store.get('product-1'), store.get('shelf')]).toEqual([undefined, undefined]);
    expect(store.get('product-2')).toBeDefined();
    store.invalidate([pageTags.content('en-US')]);
    expect(store.get('lp')).toBeDefined();
    store.invalidate([pageTags.contentPage('winter')]);
    expect(store.get('lp')).toBeUndefined();
  });

  it('tells a fill whether a tag it showed was invalidated while it rendered, and only then', () => {
    const store = new PageStore(10_000);
    const fill = store.watch();
    store.invalidate([pageTags.product(2)]);
    expect(fill.touched([pageTags.product(1), pageTags.listings])).toBe(false);
    store.invalidate([pageTags.listings]);
    expect(fill.touched([pageTags.product(1), pageTags.listings])).toBe(true);
    fill.done();

    const later = store.watch();
    store.clear();
    expect(later.touched([])).toBe(true);
    later.done();
    // A finished fill no longer notes anything.
    const finished = store.watch();
    finished.done();
    store.invalidate([pageTags.product(1)]);
    expect(finished.touched([pageTags.product(1)])).toBe(false);
  });
});

describe('notifications', () => {
  it('batch tags below NOTIFY’s payload limit, every tag once', () => {
    const tags = Array.from({ length: 5000 }, (_, i) => pageTags.product(i));
    const batches = tagBatches(tags);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(Buffer.byteLength(batch)).toBeLessThan(8000);
    expect(batches.flatMap((batch) => JSON.parse(batch) as string[])).toEqual(tags);
  });
});
