import { describe, expect, it } from 'vitest';
import { localizedMeasure } from './measures';

describe('sizes in the shopper’s units and number format', () => {
  it('keeps the US form for the United States', () => {
    expect(localizedMeasure('16 in', 'en-US')).toBe('16 in');
    expect(localizedMeasure('8 qt', 'en-US')).toBe('8 qt');
  });

  it('names inches, feet and pieces in Spanish and Portuguese', () => {
    expect(localizedMeasure('16 in', 'es-MX')).toBe('16 pulg.');
    expect(localizedMeasure('16 in', 'pt-BR')).toBe('16 pol.');
    expect(localizedMeasure('1-7/8 in', 'pt-BR')).toBe('1-7/8 pol.');
    expect(localizedMeasure('20 ft', 'es-MX')).toBe('20 pies');
    expect(localizedMeasure('4 pc', 'pt-BR')).toBe('4 peças');
  });

  it('writes Brazil’s decimal comma and thousands point, and Mexico’s as in the US', () => {
    expect(localizedMeasure('1.75 in', 'pt-BR')).toBe('1,75 pol.');
    expect(localizedMeasure('1.75 in', 'es-MX')).toBe('1.75 pulg.');
    expect(localizedMeasure('3,500 lb', 'pt-BR')).toBe('3.500 lb');
    expect(localizedMeasure('3,500 lb', 'es-MX')).toBe('3,500 lb');
  });

  it('gives quarts as litres', () => {
    expect(localizedMeasure('8 qt', 'es-MX')).toBe('7.6 L');
    expect(localizedMeasure('15 qt', 'pt-BR')).toBe('14,2 L');
  });

  it('leaves codes and metric sizes alone', () => {
    for (const value of ['H11', '10 mm', '2 t', '5W-30', '13 psi', '90°']) expect(localizedMeasure(value, 'pt-BR')).toBe(value);
  });
});
