import { describe, expect, it } from 'vitest';
import { GARAGE_MAX_VEHICLES, parseGarage, preferredVehicleCookies, serializeGarage, withoutVehicle, withVehicle } from './garage';
import { baseVehicleId, formatVehicleKey, parseVehicleKey, yearOfBaseVehicle } from './vehicle-key';

describe('vehicle keys', () => {
  it('round-trip base vehicle, engine and submodel', () => {
    for (const key of ['201502469', '201502469.12', '201502469.12.3', '201502469..3']) expect(formatVehicleKey(parseVehicleKey(key)!)).toBe(key);
    expect(parseVehicleKey('201502469.12')).toEqual({ baseVehicleId: 201502469, engineId: 12 });
  });

  it('refuse anything else', () => {
    for (const bad of ['', 'abc', '2015-02469', '201502469.x', '1.2.3.4', undefined]) expect(parseVehicleKey(bad)).toBeNull();
  });

  it('build base vehicle ids from year and model', () => {
    expect(baseVehicleId(2015, 2469)).toBe(201502469);
    expect(yearOfBaseVehicle(201502469)).toBe(2015);
  });
});

describe('guest garage', () => {
  it('keeps the latest choice first and one entry per base vehicle', () => {
    let garage = parseGarage('');
    garage = withVehicle(garage, { baseVehicleId: 201502469 });
    garage = withVehicle(garage, { baseVehicleId: 201801234, engineId: 7 });
    garage = withVehicle(garage, { baseVehicleId: 201502469, engineId: 12 });
    expect(serializeGarage(garage)).toBe('201502469.12|201801234.7');
    expect(serializeGarage(withoutVehicle(garage, '201801234.7'))).toBe('201502469.12');
  });

  it(`holds at most ${GARAGE_MAX_VEHICLES} vehicles and ignores junk in the cookie`, () => {
    let garage = parseGarage('junk|201502469|201502469|');
    expect(garage).toHaveLength(1);
    for (let i = 0; i < 15; i++) garage = withVehicle(garage, { baseVehicleId: 200000000 + i });
    expect(garage).toHaveLength(GARAGE_MAX_VEHICLES);
  });

  it('maps the preferred vehicle onto the cookies of spec §3', () => {
    expect(preferredVehicleCookies({ key: '201502469.12', year: 2015, make: 'Toyota', model: 'Camry', engine: '2.5L L4 Gas' }, 2)).toEqual({
      preferredVehicleYear: '2015',
      preferredVehicleMake: 'Toyota',
      preferredVehicleModel: 'Camry',
      preferredVehicleEngine: '2.5L L4 Gas',
      preferredVehicleId: '201502469.12',
      userVehicleCount: '2',
    });
    expect(preferredVehicleCookies(null, 0).preferredVehicleId).toBe('');
  });
});
