import { describe, expect, it } from 'vitest';
import { narrowsToShopper } from './listing-narrowing';

describe('narrowsToShopper', () => {
  it("is true for listings narrowed to the saved vehicle or the preferred store's shelf", () => {
    expect(narrowsToShopper(new URLSearchParams('fits=1'))).toBe(true);
    expect(narrowsToShopper(new URLSearchParams('brand=acme&store=1'))).toBe(true);
    expect(narrowsToShopper(new URLSearchParams('searchText=brake+pads&ignoreVehicleSpecificProductsCheck=false'))).toBe(true);
  });

  it('is false for what every shopper of the market sees alike', () => {
    expect(narrowsToShopper(new URLSearchParams(''))).toBe(false);
    expect(narrowsToShopper(new URLSearchParams('searchText=brake+pads&ignoreVehicleSpecificProductsCheck=true'))).toBe(false);
    expect(narrowsToShopper(new URLSearchParams('brand=acme&sort=price&page=2'))).toBe(false);
  });
});
