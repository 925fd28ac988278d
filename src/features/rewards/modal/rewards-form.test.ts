import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, lookupRequest, setField, validateLookup, validateRewardsNumber, zipOrEmailKind, type FormField, type RewardsForm } from './rewards-form';

const form = (values: Partial<Record<FormField, string>>): RewardsForm => Object.entries(values).reduce((f, [field, value]) => setField(f, field as FormField, value), EMPTY_FORM);

describe('lookup form (spec §5, contract 1)', () => {
  it('needs a valid last name', () => {
    expect(validateLookup(form({ zipOrEmail: '90210' }), 'US').form.fields.lastName.error).toBe('validation.lastName.missing');
    expect(validateLookup(form({ lastName: 'Sm1th', zipOrEmail: '90210' }), 'US').form.fields.lastName.error).toBe('validation.lastName.invalid');
  });

  it('needs at least one criterion besides the last name', () => {
    const { ok, form: checked } = validateLookup(form({ lastName: 'Smith' }), 'US');
    expect(ok).toBe(false);
    expect(checked.fields.zipOrEmail.error).toBe('validation.zipOrEmail.invalid');
    expect(validateLookup(form({ lastName: 'Smith', phoneNumber: '(555) 123-4567' }), 'US').ok).toBe(true);
  });

  it('checks the phone in the market format and the ZIP-or-email box', () => {
    expect(validateLookup(form({ lastName: 'Smith', phoneNumber: '555 12' }), 'US').form.fields.phoneNumber.error).toBe('validation.phone.invalid');
    expect(validateLookup(form({ lastName: 'Smith', zipOrEmail: '9021' }), 'US').form.fields.zipOrEmail.error).toBe('validation.zipOrEmail.invalid');
    expect(validateLookup(form({ lastName: 'Smith', zipOrEmail: 'jo@' }), 'US').form.fields.zipOrEmail.error).toBe('validation.zipOrEmail.invalid');
  });

  it('accepts a 5 or 9 digit ZIP in the US, a 5-digit código postal in Mexico, or an e-mail', () => {
    expect(zipOrEmailKind('90210', 'US')).toBe('zip');
    expect(zipOrEmailKind('90210-1234', 'US')).toBe('zip');
    expect(zipOrEmailKind('902101234', 'US')).toBe('zip');
    expect(zipOrEmailKind('06600', 'MX')).toBe('zip');
    expect(zipOrEmailKind('066001', 'MX')).toBeNull();
    expect(zipOrEmailKind('jo@example.com', 'MX')).toBe('email');
  });

  it('keeps what was typed when it fails', () => {
    const { form: checked } = validateLookup(form({ lastName: 'Sm1th', phoneNumber: '555', zipOrEmail: 'x' }), 'US');
    expect(checked.fields.lastName.value).toBe('Sm1th');
    expect(checked.fields.phoneNumber.value).toBe('555');
    expect(checked.fields.zipOrEmail.value).toBe('x');
  });

  it('sends only the criteria given: e-mail as emailAddress, the ZIP cut to 5, phone digits', () => {
    const email = validateLookup(form({ lastName: ' Smith ', zipOrEmail: 'jo@example.com', phoneNumber: '(555) 123-4567' }), 'US').form;
    expect(lookupRequest(email, 'US')).toEqual({ customerData: { lastName: 'Smith', telephoneNumber: '5551234567', emailAddress: 'jo@example.com' }, maxResult: 5, pageNumber: 1 });
    const zip = validateLookup(form({ lastName: 'Smith', zipOrEmail: '90210 1234' }), 'US').form;
    expect(lookupRequest(zip, 'US').customerData).toEqual({ lastName: 'Smith', postalCode: '90210' });
  });
});

describe('enter-ID form', () => {
  it('takes the 11 digits of the card, with its spaces', () => {
    expect(validateRewardsNumber('')).toBe('rewards.modal.errors.rewardsIdMissing');
    expect(validateRewardsNumber('1234567890')).toBe('rewards.modal.errors.invalidId');
    expect(validateRewardsNumber('1234 5678 90a')).toBe('rewards.modal.errors.invalidId');
    expect(validateRewardsNumber('1234 5678 901')).toBeNull();
  });
});
