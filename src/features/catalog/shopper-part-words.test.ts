import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';
import esMX from '../../../messages/es-MX.json';
import ptBR from '../../../messages/pt-BR.json';
import { countLabel } from '@/lib/count-labels';
import { fill } from '@/lib/fill';
import { shopperPartWords, type Translate } from './shopper-part-words';

const catalogues = { 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR } as const;

describe('shopperPartWords', () => {
  for (const [locale, messages] of Object.entries(catalogues)) {
    const icu = createTranslator({ locale, messages }) as unknown as Translate;
    const words = shopperPartWords(locale, icu);

    it(`says in ${locale} what the catalogue's messages say, once filled in the browser`, () => {
      const vehicle = '2019 Honda Civic 2.0L';
      for (const f of ['FITS', 'NEEDS_MORE_INFO', 'DOES_NOT_FIT', 'UNIVERSAL'] as const) {
        expect(fill(words.fitment[f], { vehicle })).toBe(icu(`catalog.fitment.${f}`, { vehicle }));
        expect(fill(words.productFitment[f], { vehicle })).toBe(icu(`catalog.product.fitment.${f}`, { vehicle }));
      }
      expect(fill(words.availability.inStore, { store: '6997' })).toBe(icu('stores.availability.inStore', { store: '6997' }));
      expect(fill(words.availability.inStoreOnly, { store: '6997' })).toBe(icu('stores.availability.inStoreOnly', { store: '6997' }));
      expect(words.product.atYourStore).toBe(icu('stores.product.atYourStore'));
      expect(words.availability.shipToHome).toBe(icu('stores.availability.shipToHome'));
      expect(fill(words.product.notAtStore, { store: '12' })).toBe(icu('stores.product.notAtStore', { store: '12' }));
      expect(fill(words.product.storeLine, { store: '12', distance: '3.4 mi' })).toBe(icu('stores.product.storeLine', { store: '12', distance: '3.4 mi' }));
      expect(words.product.makeMyStore).toBe(icu('stores.product.makeMyStore'));
      expect(words.product.inStoreOnly).toBe(icu('stores.product.inStoreOnly'));
      for (let count = 0; count <= 25; count++) {
        expect(countLabel(words.availability.nearby, locale, count)).toBe(icu('stores.availability.nearby', { count }));
        expect(fill(countLabel(words.product.atStore, locale, count), { store: '6997', when: 'Today' })).toBe(icu('stores.product.atStore', { count, store: '6997', when: 'Today' }));
        expect(fill(countLabel(words.product.inStock, locale, count), { store: '6997' })).toBe(icu('stores.product.inStock', { count, store: '6997' }));
        expect(fill(countLabel(words.product.inStockOnly, locale, count), { store: '6997' })).toBe(icu('stores.product.inStockOnly', { count, store: '6997' }));
        expect(countLabel(words.product.nearbyHeading, locale, count)).toBe(icu('stores.product.nearbyHeading', { count }));
        expect(countLabel(words.product.quantity, locale, count)).toBe(icu('stores.product.quantity', { count }));
      }
    });

    it(`stays small in ${locale}: sent once per grid, not per card`, () => {
      expect(JSON.stringify(words).length).toBeLessThan(3000);
    });
  }
});
