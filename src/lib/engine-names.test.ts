import { describe, expect, it } from 'vitest';
import { localizedEngineName } from './engine-names';

describe('engine names in the shopper’s words', () => {
  it('leaves the US names as the data writes them', () => {
    expect(localizedEngineName('3.6L 6-Cyl Gas', 'en-US')).toBe('3.6L 6-Cyl Gas');
  });

  it('names the fuel, the cylinders and the charger in Spanish and Portuguese', () => {
    expect(localizedEngineName('2.5L L4 Gas', 'es-MX')).toBe('2.5L L4 Gasolina');
    expect(localizedEngineName('3.6L 6-Cyl Gas', 'pt-BR')).toBe('3.6L 6 cil. Gasolina');
    expect(localizedEngineName('3.0L V6 Diesel', 'es-MX')).toBe('3.0L V6 Diésel');
    expect(localizedEngineName('1.6L L4 Turbo Plug-in Hybrid', 'pt-BR')).toBe('1.6L L4 Turbo Híbrido plug-in');
    expect(localizedEngineName('2.5L L4 Hybrid', 'es-MX')).toBe('2.5L L4 Híbrido');
    expect(localizedEngineName('1.8L L4 Flex Fuel', 'pt-BR')).toBe('1.8L L4 Flex');
    expect(localizedEngineName('5.0L V8 Supercharged Gas', 'es-MX')).toBe('5.0L V8 Supercargado Gasolina');
    expect(localizedEngineName('Electric', 'pt-BR')).toBe('Elétrico');
    expect(localizedEngineName('Hydrogen Fuel Cell', 'es-MX')).toBe('Celda de combustible de hidrógeno');
  });

  it('keeps what it does not know, and a name without a fuel', () => {
    expect(localizedEngineName('3.0L', 'pt-BR')).toBe('3.0L');
    expect(localizedEngineName('1.3L R2 Turbo Gas', 'es-MX')).toBe('1.3L R2 Turbo Gasolina');
  });
});
