import { describe, expect, it } from 'vitest';
import { afterCepTyped, CEP_RANGES, cepDigits, formatCep, placeOfCep } from './cep';
import { STATE_CODES } from './regions';

describe('placeOfCep', () => {
  it('finds the UF and the capital of a CEP in a capital', () => {
    expect(placeOfCep('01310-100')).toEqual({ uf: 'SP', city: 'São Paulo' });
    expect(placeOfCep('20040020')).toEqual({ uf: 'RJ', city: 'Rio de Janeiro' });
    expect(placeOfCep('80010-000')).toEqual({ uf: 'PR', city: 'Curitiba' });
    expect(placeOfCep('70040-010')).toEqual({ uf: 'DF', city: 'Brasília' });
    expect(placeOfCep('69005-070')).toEqual({ uf: 'AM', city: 'Manaus' });
  });

  it('finds the UF alone where the city is not in the data, and the second ranges of AM, DF and GO', () => {
    expect(placeOfCep('14010-000')).toEqual({ uf: 'SP', city: null });
    expect(placeOfCep('69400-000')).toEqual({ uf: 'AM', city: null });
    expect(placeOfCep('73100-000')).toEqual({ uf: 'DF', city: 'Brasília' });
    expect(placeOfCep('72900-000')).toEqual({ uf: 'GO', city: null });
    expect(placeOfCep('69301-000')).toEqual({ uf: 'RR', city: 'Boa Vista' });
  });

  it('answers nothing for text that is not a whole CEP, or a CEP no range holds', () => {
    expect(placeOfCep('01310')).toBeNull();
    expect(placeOfCep('01310-1000')).toBeNull();
    expect(placeOfCep('00999-999')).toBeNull();
    expect(cepDigits('01310 100')).toBe('01310100');
  });

  it('formats 00000-000 as the digits come', () => {
    expect(formatCep('013')).toBe('013');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('013101000')).toBe('013101000');
  });
});

describe('afterCepTyped', () => {
  const empty = { zipCode: '', state: '', city: '', number: '12' };

  it('writes the CEP as 00000-000 and fills the UF and the city of a whole CEP, keeping the other fields', () => {
    expect(afterCepTyped(empty, '01310100')).toEqual({ zipCode: '01310-100', state: 'SP', city: 'São Paulo', number: '12' });
  });

  it('replaces a city the data filled, keeps a city the shopper typed, and only formats a partial or unknown CEP', () => {
    const saoPaulo = afterCepTyped(empty, '01310-100');
    expect(afterCepTyped(saoPaulo, '20040-020')).toMatchObject({ state: 'RJ', city: 'Rio de Janeiro' });
    expect(afterCepTyped({ ...empty, city: 'Vila Nova do Sul' }, '20040-020')).toMatchObject({ state: 'RJ', city: 'Vila Nova do Sul' });
    expect(afterCepTyped({ ...empty, state: 'MG', city: 'Uberaba' }, '013101')).toEqual({ zipCode: '01310-1', state: 'MG', city: 'Uberaba', number: '12' });
    expect(afterCepTyped({ ...empty, state: 'MT' }, '78950-000')).toMatchObject({ zipCode: '78950-000', state: 'MT' });
  });
});

describe('the CEP ranges data', () => {
  const next = (cep: string) => String(Number(cep) + 1).padStart(8, '0');

  it("covers 01000-000 to 99999-999 with the states' ranges, without overlap and with no gap but 78900-000 to 78999-999, every UF present", () => {
    const states = [...CEP_RANGES.states].sort((a, b) => a.from.localeCompare(b.from));
    expect(states[0]!.from).toBe('01000000');
    expect(states.at(-1)!.to).toBe('99999999');
    const gaps: string[] = [];
    for (let i = 1; i < states.length; i++) {
      expect(states[i]!.from > states[i - 1]!.to, `${states[i - 1]!.uf} overlaps ${states[i]!.uf}`).toBe(true);
      if (states[i]!.from !== next(states[i - 1]!.to)) gaps.push(`${next(states[i - 1]!.to)}-${states[i]!.from}`);
    }
    // Between Mato Grosso (to 78899-999) and Mato Grosso do Sul (from 79000-000) the Correios assign no state range (data/postal/README.md).
    expect(gaps).toEqual(['78900000-79000000']);
    expect(placeOfCep('78950-000')).toBeNull();
    expect(new Set(states.map((s) => s.uf))).toEqual(new Set(STATE_CODES.BR));
  });

  it("puts every city inside a range of its own state, without overlap", () => {
    for (const city of CEP_RANGES.cities) {
      expect(city.from <= city.to, city.city).toBe(true);
      expect(CEP_RANGES.states.some((s) => s.uf === city.uf && s.from <= city.from && city.to <= s.to), city.city).toBe(true);
    }
    const cities = [...CEP_RANGES.cities].sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < cities.length; i++) expect(cities[i]!.from > cities[i - 1]!.to, cities[i]!.city).toBe(true);
  });
});
