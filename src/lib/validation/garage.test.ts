import { describe, expect, it } from 'vitest';
import {
  defaultMileageUnit,
  earliestServiceDate,
  fieldErrorsOf,
  MILEAGE_MAX,
  NICKNAME_MAX_LENGTH,
  parseAmount,
  parseWholeNumber,
  SERVICE_COST_MAX,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_NOTES_MAX_LENGTH,
  serviceRecordSchema,
  todayIso,
  vehicleDetailsSchema,
} from './garage';

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe('garage number input', () => {
  it('reads whole numbers with group separators of any market', () => {
    expect(parseWholeNumber('45000')).toBe(45_000);
    expect(parseWholeNumber('45,000')).toBe(45_000);
    expect(parseWholeNumber('45.000')).toBe(45_000);
    expect(parseWholeNumber('1 250 000')).toBe(1_250_000);
    expect(parseWholeNumber(' ')).toBeNull();
    expect(parseWholeNumber(12)).toBe(12);
    for (const bad of ['12.5', '-5', '4,50', '1,000.000', '1,000.000,000', 'ten', 12.5]) expect(parseWholeNumber(bad), String(bad)).toBeNaN();
  });

  it('reads amounts with either decimal separator into minor units', () => {
    expect(parseAmount('49.99')).toBe(4999);
    expect(parseAmount('49,99')).toBe(4999);
    expect(parseAmount('49,9')).toBe(4990);
    expect(parseAmount('$1,234.50')).toBe(123_450);
    expect(parseAmount('R$ 1.234,50')).toBe(123_450);
    expect(parseAmount('1,500')).toBe(150_000);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('')).toBeNull();
    // A separator before exactly three digits groups thousands.
    expect(parseAmount('12.345')).toBe(1_234_500);
    for (const bad of ['-1', '1.234.5', '1,234,5', '1.234.567.89', 'abc', '1,234,50']) expect(parseAmount(bad), bad).toBeNaN();
  });

  it('counts the odometer in miles in the US and kilometers in Mexico and Brazil', () => {
    expect(defaultMileageUnit('en-US')).toBe('mi');
    expect(defaultMileageUnit('es-MX')).toBe('km');
    expect(defaultMileageUnit('pt-BR')).toBe('km');
  });
});

describe('vehicle details form', () => {
  it('normalises what the member typed', () => {
    const parsed = vehicleDetailsSchema.parse({ nickname: '  The   truck ', vin: ' 1hgcm82633a-004352 ', mileage: '123,456', mileageUnit: 'km' });
    expect(parsed).toEqual({ nickname: 'The truck', vin: '1HGCM82633A004352', mileage: 123_456, mileageUnit: 'km' });
    expect(vehicleDetailsSchema.parse({ nickname: '', vin: '', mileage: '' })).toEqual({ nickname: null, vin: null, mileage: null });
    expect(vehicleDetailsSchema.parse({})).toEqual({});
  });

  it('gives one message key per wrong field', () => {
    const result = vehicleDetailsSchema.safeParse({ nickname: 'x'.repeat(NICKNAME_MAX_LENGTH + 1), vin: 'ABC', mileage: String(MILEAGE_MAX + 1), mileageUnit: 'leagues' });
    expect(errorsOf(result)).toEqual({
      nickname: { key: 'account.vehicles.errors.nicknameTooLong' },
      vin: { key: 'account.vehicles.errors.vinLength', values: { count: 3 } },
      mileage: { key: 'account.vehicles.errors.mileageRange' },
      mileageUnit: { key: 'account.vehicles.errors.unitInvalid' },
    });
    expect(errorsOf(vehicleDetailsSchema.safeParse({ vin: '1HGCM82633A00435I' })).vin?.key).toBe('account.vehicles.errors.vinCharacters');
    expect(errorsOf(vehicleDetailsSchema.safeParse({ vin: '1HGCM82634A004352' })).vin?.key).toBe('account.vehicles.errors.vinCheckDigit');
    // Outside North America position 9 is not always a check digit.
    expect(vehicleDetailsSchema.safeParse({ vin: 'WBSWL9C54AP786013' }).success).toBe(true);
    expect(errorsOf(vehicleDetailsSchema.safeParse({ mileage: '12.5' })).mileage?.key).toBe('account.vehicles.errors.mileageInvalid');
    expect(vehicleDetailsSchema.safeParse({ nickname: 'x'.repeat(NICKNAME_MAX_LENGTH), mileage: MILEAGE_MAX }).success).toBe(true);
  });
});

describe('service record form', () => {
  const today = '2025-06-15';
  const schema = serviceRecordSchema(today);
  const valid = { serviceDate: '2025-06-15', mileage: '61.250', cost: '129,90', description: ' Front brake pads ', notes: 'Rotors OK\r\nNext: rear' };

  it('accepts a service up to today and normalises it', () => {
    expect(schema.parse(valid)).toEqual({ serviceDate: '2025-06-15', mileage: 61_250, cost: 12_990, description: 'Front brake pads', notes: 'Rotors OK\nNext: rear' });
    expect(schema.parse({ ...valid, mileage: '', cost: '', notes: undefined })).toMatchObject({ mileage: null, cost: null, notes: '' });
  });

  it('refuses a future or impossible date, negative or absurd amounts, and missing or long text', () => {
    const result = schema.safeParse({
      serviceDate: '2025-06-16',
      mileage: '-3',
      cost: String(SERVICE_COST_MAX / 100 + 1),
      description: 'x'.repeat(SERVICE_DESCRIPTION_MAX_LENGTH + 1),
      notes: 'x'.repeat(SERVICE_NOTES_MAX_LENGTH + 1),
    });
    expect(errorsOf(result)).toEqual({
      serviceDate: { key: 'account.serviceHistory.errors.dateFuture' },
      mileage: { key: 'account.serviceHistory.errors.mileageInvalid' },
      cost: { key: 'account.serviceHistory.errors.costRange' },
      description: { key: 'account.serviceHistory.errors.descriptionTooLong' },
      notes: { key: 'account.serviceHistory.errors.notesTooLong' },
    });
    expect(errorsOf(schema.safeParse({ ...valid, serviceDate: '' })).serviceDate?.key).toBe('account.serviceHistory.errors.dateMissing');
    expect(errorsOf(schema.safeParse({ ...valid, serviceDate: '2025-02-29' })).serviceDate?.key).toBe('account.serviceHistory.errors.dateInvalid');
    expect(errorsOf(schema.safeParse({ ...valid, serviceDate: '15/06/2025' })).serviceDate?.key).toBe('account.serviceHistory.errors.dateInvalid');
    expect(errorsOf(schema.safeParse({ ...valid, description: '  ' })).description?.key).toBe('account.serviceHistory.errors.descriptionMissing');
    expect(errorsOf(schema.safeParse({ ...valid, cost: '-1' })).cost?.key).toBe('account.serviceHistory.errors.costInvalid');
    expect(schema.safeParse({ ...valid, cost: String(SERVICE_COST_MAX / 100), mileage: String(MILEAGE_MAX) }).success).toBe(true);
  });

  it('dates services from the year before the model year, and today in UTC', () => {
    expect(earliestServiceDate(2015)).toBe('2014-01-01');
    expect(todayIso(new Date('2025-01-01T02:00:00Z'))).toBe('2025-01-01');
  });
});
