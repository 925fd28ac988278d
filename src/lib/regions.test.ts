import { describe, expect, it } from 'vitest';
import { getMarket, LOCALES } from './markets';
import { regionName, STATE_CODES, stateName, stateOptions } from './regions';
import { validateState } from './validation';

describe('the states of each market', () => {
  it.each(LOCALES)('%s: every state of the select is named (no bare codes), once, and accepted by the address rules', (locale) => {
    const { country } = getMarket(locale);
    const options = stateOptions(country, locale);
    expect(options.map((o) => o.code).sort()).toEqual([...STATE_CODES[country]].sort());
    for (const { code, name } of options) {
      expect(name).not.toBe(code);
      expect(name.length).toBeGreaterThan(3);
      expect(validateState(code, country)).toBeNull();
    }
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
  });

  it('names a code by its market: PR is Paraná in Brazil and Puerto Rico in the US', () => {
    const brazil = stateOptions('BR', 'pt-BR');
    expect(brazil).toContainEqual({ code: 'PR', name: 'Paraná' });
    expect(brazil.map((o) => o.name)).not.toContain('Porto Rico');
    expect(brazil).toHaveLength(27);
    expect(stateOptions('US', 'en-US')).toContainEqual({ code: 'PR', name: 'Puerto Rico' });
    expect(stateOptions('MX', 'es-MX')).toHaveLength(32);
    expect(stateName('BR', 'pr')).toBe('Paraná');
    expect(stateName('MX', 'PR')).toBeNull();
  });

  it('offers in the US only where the store ships: the 50 states, DC, Puerto Rico and the Virgin Islands', () => {
    expect(STATE_CODES.US).toHaveLength(53);
    for (const code of ['AA', 'AE', 'AP', 'AS', 'GU', 'MP']) {
      expect(STATE_CODES.US).not.toContain(code);
      expect(validateState(code, 'US')).toBe('validation.state.invalid');
    }
  });

  it("names a store's region for the directory: territories in the shopper's language, states by their market", () => {
    expect(regionName('PR', 'PR', 'pt-BR')).toBe('Porto Rico');
    expect(regionName('BR', 'PR', 'pt-BR')).toBe('Paraná');
    expect(regionName('US', 'TX', 'en-US')).toBe('Texas');
    expect(regionName('MX', 'JAL', 'es-MX')).toBe('Jalisco');
    expect(regionName('VI', 'VI', 'es-MX')).toBe('Islas Vírgenes de EE. UU.');
  });
});
