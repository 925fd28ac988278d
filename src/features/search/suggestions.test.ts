import { describe, expect, it } from 'vitest';
import { PRODUCT_SUGGESTIONS_MAX_DESKTOP, PRODUCT_SUGGESTIONS_MAX_MOBILE, PRODUCT_SUGGESTIONS_MIN_CHARACTERS, SEARCH_MIN_CHARACTERS } from '@/lib/constants';
import { drawerEntries, parseSuggestions, productHref, suggestionsPath, wantsSuggestions, type ProductSuggestion, type Suggestions } from './suggestions';

const product = (n: number, fitment: ProductSuggestion['vehicleFitment'] = 'NEEDS_MORE_INFO'): ProductSuggestion => ({
  suggestedSearchTerm: `brake pads ${n}`,
  itemDescription: `Ceramic Brake Pads ${n}`,
  productImageUrl: `/images/part/${n}.svg`,
  productDetailsPageUrl: `/products/brake-pads-${n}`,
  vehicleFitment: fitment,
});

const answer: Suggestions = {
  generalSuggestions: ['brake pads', 'brake rotors', 'brake fluid'],
  productTitleSuggestions: [1, 2, 3, 4, 5, 6, 7].map((n) => product(n)),
};

describe('wantsSuggestions', () => {
  it(`asks when the text is empty or has at least ${SEARCH_MIN_CHARACTERS} characters`, () => {
    expect(wantsSuggestions('')).toBe(true);
    expect(wantsSuggestions('b')).toBe(false);
    expect(wantsSuggestions('x'.repeat(SEARCH_MIN_CHARACTERS - 1))).toBe(false);
    expect(wantsSuggestions('x'.repeat(SEARCH_MIN_CHARACTERS))).toBe(true);
    expect(wantsSuggestions('óle')).toBe(true);
  });
});

describe('suggestionsPath', () => {
  it('names the market, the B2C e-commerce channel and the term', () => {
    expect(suggestionsPath('en-US', 'brake pads')).toBe(
      '/external/product-discovery/autocomplete/v1/suggestions?country=USA&customerType=B2C&salesChannel=ECOMM&searchTerm=brake+pads',
    );
    expect(suggestionsPath('es-MX', 'balatas', 'v-123')).toContain('country=MEX&customerType=B2C&salesChannel=ECOMM&searchTerm=balatas&vehicleId=v-123');
    expect(suggestionsPath('pt-BR', '')).toContain('country=BRA&');
    expect(suggestionsPath('pt-BR', '')).toContain('searchTerm=');
  });
});

describe('parseSuggestions', () => {
  it('reads the answer', () => {
    expect(parseSuggestions({ generalSuggestions: ['a b c'], productTitleSuggestions: [product(1, 'FITS')] })).toEqual({
      generalSuggestions: ['a b c'],
      productTitleSuggestions: [product(1, 'FITS')],
    });
  });

  it('drops what it cannot show and never claims a fit it was not told', () => {
    const parsed = parseSuggestions({
      generalSuggestions: ['Brake', 7, '', '  ', 'brake', null, 'rotor '],
      productTitleSuggestions: [
        null,
        { itemDescription: 'No page' },
        { productDetailsPageUrl: '/products/x' },
        { itemDescription: 'Pads', productDetailsPageUrl: '/products/pads', vehicleFitment: 'MAYBE' },
      ],
    });
    expect(parsed.generalSuggestions).toEqual(['Brake', 'rotor']);
    expect(parsed.productTitleSuggestions).toEqual([
      { suggestedSearchTerm: 'Pads', itemDescription: 'Pads', productImageUrl: '', productDetailsPageUrl: '/products/pads', vehicleFitment: 'NEEDS_MORE_INFO' },
    ]);
  });

  it('turns anything else into no suggestions', () => {
    for (const body of [null, 'text', 42, [], { generalSuggestions: 'x' }]) {
      expect(parseSuggestions(body)).toEqual({ generalSuggestions: [], productTitleSuggestions: [] });
    }
  });
});

describe('drawerEntries', () => {
  const recent = ['oil filter', 'Brake Pads', 'wipers'];

  it('shows recent searches, then general suggestions, while the box is empty', () => {
    const entries = drawerEntries({ text: '', term: '', recent, suggestions: { generalSuggestions: ['batteries', 'brake pads'], productTitleSuggestions: [product(1)] }, mobile: false });
    expect(entries).toEqual([
      { kind: 'recent', text: 'oil filter' },
      { kind: 'recent', text: 'Brake Pads' },
      { kind: 'recent', text: 'wipers' },
      { kind: 'general', text: 'batteries' },
    ]);
  });

  it('shows recent searches only while fewer than the minimum characters are typed', () => {
    expect(drawerEntries({ text: 'br', term: '', recent, suggestions: answer, mobile: false }).map((e) => e.kind)).toEqual(['recent', 'recent', 'recent']);
  });

  it('shows general suggestions, then products once the term is long enough', () => {
    const short = drawerEntries({ text: 'bra', term: 'bra', recent, suggestions: answer, mobile: false });
    expect(short).toEqual(answer.generalSuggestions.map((text) => ({ kind: 'general', text })));
    const term = 'brake'.slice(0, PRODUCT_SUGGESTIONS_MIN_CHARACTERS);
    const long = drawerEntries({ text: term, term, recent, suggestions: answer, mobile: false });
    expect(long.filter((e) => e.kind === 'general')).toHaveLength(3);
    expect(long.slice(3).map((e) => e.kind === 'product' && e.product.itemDescription)).toEqual(answer.productTitleSuggestions.slice(0, PRODUCT_SUGGESTIONS_MAX_DESKTOP).map((p) => p.itemDescription));
  });

  it(`shows at most ${PRODUCT_SUGGESTIONS_MAX_MOBILE} products on phones and ${PRODUCT_SUGGESTIONS_MAX_DESKTOP} elsewhere`, () => {
    const count = (mobile: boolean) => drawerEntries({ text: 'brake pads', term: 'brake pads', recent, suggestions: answer, mobile }).filter((e) => e.kind === 'product').length;
    expect(count(true)).toBe(PRODUCT_SUGGESTIONS_MAX_MOBILE);
    expect(count(false)).toBe(PRODUCT_SUGGESTIONS_MAX_DESKTOP);
  });

  it('shows recent searches alone, whatever the text, when the call failed', () => {
    expect(drawerEntries({ text: 'brake pads', term: 'brake pads', recent, suggestions: answer, mobile: false, failed: true })).toEqual(recent.map((text) => ({ kind: 'recent', text })));
    expect(drawerEntries({ text: '', term: '', recent, suggestions: undefined, mobile: true, failed: true })).toHaveLength(3);
  });

  it('shows recent searches alone while suggestions are missing', () => {
    expect(drawerEntries({ text: '', term: '', recent, suggestions: undefined, mobile: false })).toHaveLength(3);
    expect(drawerEntries({ text: 'brake', term: 'brake', recent, suggestions: undefined, mobile: false })).toEqual([]);
  });
});

describe('productHref', () => {
  it('keeps a path of this storefront, localised', () => {
    expect(productHref('/products/brake-pads-1', 'en-US')).toBe('/products/brake-pads-1');
    expect(productHref('/products/balatas-1?sku=9#specs', 'es-MX')).toBe('/es-MX/products/balatas-1?sku=9#specs');
    expect(productHref('/pt-BR/products/pastilha', 'pt-BR')).toBe('/pt-BR/products/pastilha');
    expect(productHref('products/relative', 'pt-BR')).toBe('/pt-BR/products/relative');
  });

  it('keeps only the path of an absolute address', () => {
    expect(productHref('https://www.example.com/products/brake-pads-1', 'en-US')).toBe('/products/brake-pads-1');
    expect(productHref('//evil.example/products/x', 'es-MX')).toBe('/es-MX/products/x');
  });

  it('refuses other schemes', () => {
    expect(productHref('javascript:alert(1)', 'en-US')).toBeNull();
    expect(productHref('data:text/html,hi', 'en-US')).toBeNull();
  });
});
