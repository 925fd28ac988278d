import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_NUMBER } from '@/lib/constants';
import { currentUserFor, headerDataFor, isSignedIn } from './current-user';

const jar = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
const options = { aces: false, staging: false };

describe('current user for a guest', () => {
  it('is anonymous, at the default store, with an empty cart and no vehicle', () => {
    const user = currentUserFor(jar({}), 'en-US', options);
    expect(user.myAccountMap.anonymous).not.toBe('false');
    expect(isSignedIn(user.myAccountMap)).toBe(false);
    expect(user.storeNumber).toBe(DEFAULT_STORE_NUMBER);
    expect(user.miniCartMap).toMatchObject({ itemCount: 0, currency: 'USD' });
    expect(user.vehicleMap.vehicleCount).toBe(0);
    expect(user.loyaltyAccountAlerts).toEqual([]);
  });

  it('takes the preferred store and vehicle from their cookies', () => {
    const data = headerDataFor(
      jar({
        preferredStoreId: '1234',
        preferredZipCode: '30301',
        preferredVehicleYear: '2015',
        preferredVehicleMake: 'Toyota',
        preferredVehicleModel: 'Camry',
        preferredVehicleEngine: '2.5L L4 Gas',
        preferredVehicleId: 'v-1',
        userVehicleCount: '2',
      }),
      'es-MX',
      options,
    );
    expect(data.storeNumber).toBe('1234');
    expect(data.zip).toBe('30301');
    expect(data.vehicleMap).toMatchObject({ vehicleCount: 2, vehicleName: '2015 Toyota Camry 2.5L L4 Gas', catalogVehicleId: 'v-1' });
    expect(data.miniCartMap.currency).toBe('MXN');
  });

  it('adds the ACES vehicle attributes only when ACES is on', () => {
    expect(headerDataFor(jar({}), 'en-US', { aces: true, staging: false }).vehicleMap.acesVehicleAttributes).toBeDefined();
    expect(headerDataFor(jar({}), 'en-US', options).vehicleMap.acesVehicleAttributes).toBeUndefined();
  });
});
