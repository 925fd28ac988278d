import { describe, expect, it } from 'vitest';
import { BODY_CLASS_KEYS, DRIVE_TYPE_KEYS, countryName, regionOfCountryName } from './vin-labels';
import en from '../../messages/en-US.json';
import es from '../../messages/es-MX.json';
import pt from '../../messages/pt-BR.json';

describe('the words vPIC decodes a VIN into, in the shopper’s language', () => {
  it('finds the region of vPIC’s country names, parenthesised abbreviations and old names included', () => {
    expect(regionOfCountryName('United States (USA)')).toBe('US');
    expect(regionOfCountryName('UNITED KINGDOM (UK)')).toBe('GB');
    expect(regionOfCountryName('South Korea')).toBe('KR');
    expect(regionOfCountryName('Czech Republic')).toBe('CZ');
    expect(regionOfCountryName('Turkey')).toBe('TR');
    expect(regionOfCountryName('Bosnia & Herzegovina')).toBe('BA');
    expect(regionOfCountryName('Atlantis')).toBeNull();
  });

  it('names the country in the shopper’s language, and keeps a name it does not know', () => {
    expect(countryName('United States (USA)', 'en-US')).toBe('United States');
    expect(countryName('United States (USA)', 'es-MX')).toBe('Estados Unidos');
    expect(countryName('Germany', 'pt-BR')).toBe('Alemanha');
    expect(countryName('Japan', 'es-MX')).toBe('Japón');
    expect(countryName('Atlantis', 'pt-BR')).toBe('Atlantis');
  });

  it('has every body class and drive type named in all three languages', () => {
    for (const messages of [en, es, pt]) {
      for (const key of Object.values(BODY_CLASS_KEYS)) expect(messages.vehicles.vin.bodyClasses).toHaveProperty(key);
      for (const key of Object.values(DRIVE_TYPE_KEYS)) expect(messages.vehicles.vin.driveTypes).toHaveProperty(key);
    }
  });
});
