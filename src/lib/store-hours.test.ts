import { describe, expect, it } from 'vitest';
import { storeStatusText } from '@/server/stores/status-text';
import { LOCALES } from './markets';
import { storeAddressLines } from './store-address';
import { formatStoreTime, storeMessageIsOpen, weekdayName } from './store-hours';
import { citySlug, storePagePath, storeTelHref } from './store-pages';

describe('store messages', () => {
  it('count as open only when they say open, abierto or aberto (spec §4)', () => {
    expect(storeMessageIsOpen('Open until 9:00 PM')).toBe(true);
    expect(storeMessageIsOpen('Abierto hasta las 21:00')).toBe(true);
    expect(storeMessageIsOpen('Aberto até 18:00')).toBe(true);
    expect(storeMessageIsOpen('Closed until 7:30 AM tomorrow')).toBe(false);
    expect(storeMessageIsOpen('Cerrado')).toBe(false);
  });

  it('are written so that only an open store says open, in every language', async () => {
    for (const locale of LOCALES) {
      expect(storeMessageIsOpen(await storeStatusText({ isOpen: true, closesAt: '21:00', opensAt: null }, locale))).toBe(true);
      for (const daysAhead of [0, 1, 3]) {
        const closed = await storeStatusText({ isOpen: false, closesAt: null, opensAt: { daysAhead, weekday: 1, date: '2026-11-30', time: '07:30' } }, locale);
        expect(storeMessageIsOpen(closed), closed).toBe(false);
      }
      expect(storeMessageIsOpen(await storeStatusText({ isOpen: false, closesAt: null, opensAt: null }, locale))).toBe(false);
    }
  });

  it("write times and weekdays as the locale does", async () => {
    expect(formatStoreTime('21:00', 'en-US')).toBe('9:00 PM');
    expect(formatStoreTime('21:00', 'pt-BR')).toBe('21:00');
    expect(weekdayName(1, 'es-MX')).toBe('lunes');
    expect(await storeStatusText({ isOpen: false, closesAt: null, opensAt: { daysAhead: 2, weekday: 1, date: '2026-11-30', time: '08:00' } }, 'pt-BR')).toBe('Fechado até segunda-feira às 08:00');
    expect(await storeStatusText({ isOpen: true, closesAt: '21:00', opensAt: null }, 'en-US')).toBe('Open until 9:00 PM');
  });
});

describe('store addresses', () => {
  const base = { address1: 'Av. Juárez 100', city: 'Guadalajara', state: 'JAL', postalCode: '44100' };
  it("are written in each market's way", () => {
    expect(storeAddressLines({ ...base, countryCode: 'MX', address2: 'Col. Centro' })).toEqual(['Av. Juárez 100', 'Col. Centro', '44100 Guadalajara, JAL']);
    expect(storeAddressLines({ countryCode: 'US', address1: '100 Main St', address2: null, city: 'Austin', state: 'TX', postalCode: '78701' })).toEqual(['100 Main St', 'Austin, TX 78701']);
    expect(storeAddressLines({ countryCode: 'BR', address1: 'Av. Paulista, 1000', address2: null, city: 'São Paulo', state: 'SP', postalCode: '01310-100' })).toEqual(['Av. Paulista, 1000', 'São Paulo - SP', 'CEP 01310-100']);
  });

  it('leave out a second line that is empty or the literal "null"', () => {
    expect(storeAddressLines({ ...base, countryCode: 'MX', address2: 'null' })).toHaveLength(2);
    expect(storeAddressLines({ ...base, countryCode: 'MX', address2: ' ' })).toHaveLength(2);
  });

  it('have page paths without accents or spaces', () => {
    expect(citySlug('São Paulo')).toBe('sao-paulo');
    expect(storePagePath({ country: 'MX', state: 'CDMX', city: 'Ciudad de México', storeNumber: '1234' })).toBe('/store/cdmx/ciudad-de-mexico/1234');
    // Paraná and Puerto Rico are both "PR": Brazil's goes by its name.
    expect(storePagePath({ country: 'BR', state: 'PR', city: 'Curitiba', storeNumber: '1' })).toBe('/store/parana/curitiba/1');
    expect(storePagePath({ country: 'PR', state: 'PR', city: 'San Juan', storeNumber: '2' })).toBe('/store/pr/san-juan/2');
    expect(storeTelHref('33 8718 7201', 'MX')).toBe('tel:+523387187201');
  });
});
