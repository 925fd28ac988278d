import { describe, expect, it } from 'vitest';
import { SKU_DETAILS_MAX_PRODUCTS } from '@/lib/constants';
import { SkuDetailsQuery } from '@/lib/catalog-inputs';
import { hasShopperCookies, skuDetailsUrl } from './shopper-parts';

describe('skuDetailsUrl', () => {
  it('asks once per product, in the locale, with the nearby stock of a listed product', () => {
    const url = new URL(skuDetailsUrl([3, 1, 3, 2], 'pt-BR', 1)!, 'http://x');
    expect(url.pathname).toBe('/ecomm/b2c/browse/v1/sku-details');
    expect(url.searchParams.get('productIds')).toBe('3,1,2');
    expect(url.searchParams.get('locale')).toBe('pt-BR');
    expect(url.searchParams.get('nearby')).toBe('1');
  });

  it('leaves out nearby for a product it does not list, and asks nothing for no products', () => {
    expect(new URL(skuDetailsUrl([1], 'en-US', 9)!, 'http://x').searchParams.has('nearby')).toBe(false);
    expect(skuDetailsUrl([], 'en-US')).toBeNull();
  });

  it('never asks for more products than the call answers, so the route accepts what the page sends', () => {
    const ids = Array.from({ length: SKU_DETAILS_MAX_PRODUCTS + 10 }, (_, i) => i + 1);
    const query = new URL(skuDetailsUrl(ids, 'en-US')!, 'http://x').searchParams;
    expect(SkuDetailsQuery.safeParse(Object.fromEntries(query)).success).toBe(true);
    expect(query.get('productIds')!.split(',')).toHaveLength(SKU_DETAILS_MAX_PRODUCTS);
  });
});

describe('hasShopperCookies', () => {
  it('is true when the browser names a saved vehicle or a preferred store', () => {
    expect(hasShopperCookies('cookieConsent=v1; preferredVehicleId=201502469')).toBe(true);
    expect(hasShopperCookies('preferredStoreId=1234; x=1')).toBe(true);
  });

  it('is false for an anonymous browser, an emptied cookie or a look-alike name', () => {
    expect(hasShopperCookies('')).toBe(false);
    expect(hasShopperCookies('cookieConsent=v1; preferredVehicleId=')).toBe(false);
    expect(hasShopperCookies('xpreferredStoreId=1234')).toBe(false);
  });
});
