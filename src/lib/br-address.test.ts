import { describe, expect, it } from 'vitest';
import { missingBrazilFields } from './br-address';

describe('missingBrazilFields', () => {
  it('names what a Brazilian entry saved before número and bairro had fields still lacks, blank counting as missing', () => {
    expect(missingBrazilFields({ country: 'BR', number: '', neighborhood: '' })).toEqual(['number', 'neighborhood']);
    expect(missingBrazilFields({ country: 'BR', number: '700', neighborhood: '  ' })).toEqual(['neighborhood']);
    expect(missingBrazilFields({ country: 'BR', number: '', neighborhood: 'Centro' })).toEqual(['number']);
    expect(missingBrazilFields({ country: 'BR', number: 's/n', neighborhood: 'Centro' })).toEqual([]);
  });

  it('asks nothing of the other markets, which have no número or bairro', () => {
    expect(missingBrazilFields({ country: 'US', number: '', neighborhood: '' })).toEqual([]);
    expect(missingBrazilFields({ country: 'MX', number: '', neighborhood: '' })).toEqual([]);
  });
});
