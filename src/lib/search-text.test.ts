import { describe, expect, it } from 'vitest';
import {
  giftCardDestination,
  isGiftCardSearch,
  sanitizeSearchText,
  SEARCH_ALLOWED_SPECIAL_CHARACTERS,
  SEARCH_TEXT_MAX_CHARACTERS,
  searchResultHref,
} from './search-text';

describe('sanitizeSearchText', () => {
  it('keeps letters, digits, spaces and the allowed special characters', () => {
    expect(sanitizeSearchText('5W-30 motor oil 1/2 qt. A&B "K&N" O\'Reilly')).toBe('5W-30 motor oil 1/2 qt. A&B "K&N" O\'Reilly');
    for (const ch of SEARCH_ALLOWED_SPECIAL_CHARACTERS) expect(sanitizeSearchText(`a${ch}b`)).toBe(`a${ch}b`);
  });

  it('drops everything else', () => {
    expect(sanitizeSearchText('<script>alert(1)</script>')).toBe('scriptalert1/script');
    expect(sanitizeSearchText('brake pads!!! @ $49 #1 *new* %off ~ | ; :)')).toBe('brake pads 49 1 new off');
    expect(sanitizeSearchText('wipers 🚗')).toBe('wipers');
  });

  it('keeps letters and digits of every script', () => {
    expect(sanitizeSearchText('balatas cerámicas')).toBe('balatas cerámicas');
    expect(sanitizeSearchText('pastilha de freio dianteira ção')).toBe('pastilha de freio dianteira ção');
    expect(sanitizeSearchText('Ölfilter ß')).toBe('Ölfilter ß');
    expect(sanitizeSearchText('фильтр 機油 ٣')).toBe('фильтр 機油 ٣');
  });

  it('normalises decomposed accents to one letter', () => {
    expect(sanitizeSearchText('bateri\u0301a')).toBe('batería');
  });

  it('collapses whitespace of any kind and trims the ends', () => {
    expect(sanitizeSearchText('  spark \t\n  plugs\u00a0\u2003set  ')).toBe('spark plugs set');
    expect(sanitizeSearchText('a ! b')).toBe('a b');
    expect(sanitizeSearchText('   ')).toBe('');
    expect(sanitizeSearchText('?!*')).toBe('');
  });

  it('takes another set of allowed characters', () => {
    expect(sanitizeSearchText('a-b/c#d', '#')).toBe('abc#d');
    expect(sanitizeSearchText('a-b/c#d', '')).toBe('abcd');
  });

  it('cuts to the input length', () => {
    const long = 'x'.repeat(SEARCH_TEXT_MAX_CHARACTERS + 20);
    expect(sanitizeSearchText(long)).toHaveLength(SEARCH_TEXT_MAX_CHARACTERS);
    expect(sanitizeSearchText(`${'x'.repeat(SEARCH_TEXT_MAX_CHARACTERS - 1)} y`)).toBe('x'.repeat(SEARCH_TEXT_MAX_CHARACTERS - 1));
  });
});

describe('isGiftCardSearch', () => {
  it.each(['giftcard', 'giftcards', 'GiftCard', 'Gift Cards', 'gift-card', ' gift.cards ', 'GIFT CARD!', 'gift cards 50'])('%s is a gift card search', (text) => {
    expect(isGiftCardSearch(text)).toBe(true);
  });

  it.each(['gift', 'gift card holder', 'giftcardss', 'card gift', 'gíftcard', ''])('%s is not', (text) => {
    expect(isGiftCardSearch(text)).toBe(false);
  });
});

describe('giftCardDestination', () => {
  it('is the landing page in the US and home elsewhere', () => {
    expect(giftCardDestination('en-US')).toBe('/giftCard');
    expect(giftCardDestination('es-MX')).toBe('/');
    expect(giftCardDestination('pt-BR')).toBe('/');
  });
});

describe('searchResultHref', () => {
  it('is the localised results page with the sanitised text', () => {
    expect(searchResultHref('brake pads', 'en-US', false)).toBe('/searchresult?searchText=brake+pads');
    expect(searchResultHref('  balatas   cerámicas! ', 'es-MX', false)).toBe('/es-MX/searchresult?searchText=balatas+cer%C3%A1micas');
    expect(searchResultHref('óleo 5W-30', 'pt-BR', false)).toBe('/pt-BR/searchresult?searchText=%C3%B3leo+5W-30');
  });

  it('encodes the allowed special characters', () => {
    expect(searchResultHref('A&B 1/2" K&N', 'en-US', false)).toBe('/searchresult?searchText=A%26B+1%2F2%22+K%26N');
  });

  it('asks for vehicle-specific results when a vehicle is saved', () => {
    expect(searchResultHref('oil filter', 'en-US', true)).toBe('/searchresult?searchText=oil+filter&ignoreVehicleSpecificProductsCheck=false');
    expect(searchResultHref('filtro', 'es-MX', true)).toBe('/es-MX/searchresult?searchText=filtro&ignoreVehicleSpecificProductsCheck=false');
  });

  it('sends gift card searches to the gift card destination', () => {
    expect(searchResultHref('Gift Cards', 'en-US', true)).toBe('/giftCard');
    expect(searchResultHref('giftcards', 'es-MX', false)).toBe('/es-MX');
    expect(searchResultHref('gift-card', 'pt-BR', false)).toBe('/pt-BR');
  });

  it('is null when nothing is left to search for', () => {
    expect(searchResultHref('', 'en-US', false)).toBeNull();
    expect(searchResultHref('   ', 'en-US', true)).toBeNull();
    expect(searchResultHref('!!! ***', 'es-MX', false)).toBeNull();
  });
});
