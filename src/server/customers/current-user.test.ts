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

  const camry = {
    key: '201502469.12',
    baseVehicleId: 201502469,
    year: 2015,
    makeId: 448,
    make: 'Toyota',
    makeSlug: 'toyota',
    modelId: 2469,
    model: 'Camry',
    modelSlug: 'camry',
    vehicleType: 'car',
    engineId: 12,
    engine: '2.5L L4 Gas',
    name: '2015 Toyota Camry 2.5L L4 Gas',
  };

  it('shows the default store 6997 while the cookie names no store that could be resolved', () => {
    const data = headerDataFor(jar({ preferredStoreId: '99999', preferredZipCode: '30301' }), 'en-US', options);
    expect(data.storeNumber).toBe('6997');
    expect(data.storeDetails.storeNumber).toBe('6997');
    expect(data.zip).toBe('');
  });

  it('takes the resolved preferred store with the ZIP cookie, and the vehicle from the resolved garage', () => {
    const store = { storeNumber: '1234', address1: 'Av. Juárez 100', address2: 'Col. Centro', messageToDisplay: 'Abierto hasta las 21:00', bopusEnabled: true };
    const data = headerDataFor(jar({ preferredStoreId: '1234', preferredZipCode: '30301' }), 'es-MX', options, { garage: { preferred: camry, count: 2 }, store });
    expect(data.storeNumber).toBe('1234');
    expect(data.storeDetails).toEqual(store);
    expect(data.zip).toBe('30301');
    expect(data.vehicleMap).toMatchObject({
      vehicleCount: 2,
      year: '2015',
      make: '448',
      model: '2469',
      engine: '12',
      makeName: 'Toyota',
      modelName: 'Camry',
      engineName: '2.5L L4 Gas',
      vehicleName: '2015 Toyota Camry 2.5L L4 Gas',
      catalogVehicleId: '201502469',
      vehicleId: '201502469.12',
    });
    expect(data.miniCartMap.currency).toBe('MXN');
  });

  it('adds the ACES vehicle attributes only when ACES is on', () => {
    const aces = headerDataFor(jar({}), 'en-US', { aces: true, staging: false }, { garage: { preferred: camry, count: 1 } }).vehicleMap.acesVehicleAttributes;
    expect(aces?.vehicleQuestionsIds).toEqual({ engineId: '12', subModelId: '' });
    expect(aces?.vehicleQuestionsNames).toMatchObject({ makeName: 'Toyota', modelName: 'Camry', engineName: '2.5L L4 Gas' });
    expect(headerDataFor(jar({}), 'en-US', options).vehicleMap.acesVehicleAttributes).toBeUndefined();
  });
});
