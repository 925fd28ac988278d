import { describe, expect, it } from 'vitest';
import { MINI_CART_BADGE_MAX, VEHICLE_TEXT_MAX_CHARACTERS } from './constants';
import { cartBadgeText, headerVehicleText, storeAddressText } from './display';

describe('display rules', () => {
  it('shows the cart count, and 99+ above 99', () => {
    expect(cartBadgeText(0)).toBe('0');
    expect(cartBadgeText(MINI_CART_BADGE_MAX)).toBe('99');
    expect(cartBadgeText(MINI_CART_BADGE_MAX + 1)).toBe('99+');
    expect(cartBadgeText(-3)).toBe('0');
  });

  it('cuts the header vehicle text at 50 characters', () => {
    const long = '2019 Chevrolet Silverado 1500 High Country 6.2L V8 Gas Crew Cab';
    expect(headerVehicleText(long)).toHaveLength(VEHICLE_TEXT_MAX_CHARACTERS);
    expect(headerVehicleText('2015 Toyota Camry')).toBe('2015 Toyota Camry');
  });

  it('lowercases the store address and cuts it over 35 characters outside the fixed header', () => {
    expect(storeAddressText('123 MAIN ST', null, 'en-US', false)).toBe('123 main st');
    const long = '4500 NORTH INTERSTATE HIGHWAY 35 FRONTAGE RD';
    expect(storeAddressText(long, null, 'en-US', false)).toBe('4500 north interstate highway …');
    expect(storeAddressText(long, null, 'en-US', true)).toBe(long.toLowerCase());
  });

  it('appends the second address line in Mexico unless it is the text "null"', () => {
    expect(storeAddressText('Av. Juárez 12', 'Col. Centro', 'es-MX', true)).toBe('av. juárez 12 col. centro');
    expect(storeAddressText('Av. Juárez 12', 'null', 'es-MX', true)).toBe('av. juárez 12');
    expect(storeAddressText('Main St 1', 'Suite 2', 'en-US', true)).toBe('main st 1');
  });
});
