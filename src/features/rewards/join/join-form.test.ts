import { describe, expect, it } from 'vitest';
import { EMPTY_JOIN, joinBody, updateBody, validateJoin, validateUpdate, type JoinValues } from './join-form';

const valid: JoinValues = {
  firstName: 'José',
  lastName: "O'Brien",
  phoneNumber: '(555) 123-4567',
  zipcode: '90210-1234',
  securityQuestion: 'firstCar',
  securityAnswer: 'Mustang',
  acceptTerms: true,
  receivePromoAndSpecialEvents: false,
};

describe('join form (contract 5)', () => {
  it('accepts a complete form', () => {
    expect(validateJoin(valid, 'US')).toEqual({});
  });

  it('gives every blank field its message', () => {
    expect(validateJoin(EMPTY_JOIN, 'US')).toEqual({
      firstName: 'validation.firstName.missing',
      lastName: 'validation.lastName.missing',
      phoneNumber: 'validation.phone.missing',
      zipcode: 'validation.zipCode.missing',
      securityQuestion: 'rewards.join.errors.questionMissing',
      securityAnswer: 'rewards.join.errors.answerMissing',
      acceptTerms: 'rewards.join.errors.acceptTerms',
    });
  });

  it('applies the spec §5 name rules', () => {
    expect(validateJoin({ ...valid, firstName: 'Mary Ann Lee' }, 'US').firstName).toBe('validation.firstName.tooManySpaces');
    expect(validateJoin({ ...valid, lastName: 'Smith2' }, 'US').lastName).toBe('validation.lastName.invalid');
  });

  it('checks phone and ZIP by market', () => {
    expect(validateJoin({ ...valid, phoneNumber: '12345' }, 'US').phoneNumber).toBe('validation.phone.invalid');
    expect(validateJoin({ ...valid, zipcode: '9021' }, 'US').zipcode).toBe('validation.zipCode.invalid');
    expect(validateJoin({ ...valid, phoneNumber: '55 1234 5678', zipcode: '06600' }, 'MX')).toEqual({});
    expect(validateJoin({ ...valid, zipcode: '90210-1234' }, 'MX').zipcode).toBe('validation.zipCode.invalid');
  });

  it('takes only a listed question and an answer of 2 to 64 characters', () => {
    expect(validateJoin({ ...valid, securityQuestion: 'mothersMaidenName' }, 'US').securityQuestion).toBe('rewards.join.errors.questionMissing');
    expect(validateJoin({ ...valid, securityAnswer: 'a' }, 'US').securityAnswer).toBe('rewards.join.errors.answerLength');
    expect(validateJoin({ ...valid, securityAnswer: '!!' }, 'US').securityAnswer).toBe('rewards.join.errors.answerMissing');
    expect(validateJoin({ ...valid, securityAnswer: 'x'.repeat(65) }, 'US').securityAnswer).toBe('rewards.join.errors.answerLength');
  });

  it('needs the programme rules accepted', () => {
    expect(validateJoin({ ...valid, acceptTerms: false }, 'US').acceptTerms).toBe('rewards.join.errors.acceptTerms');
  });

  it('sends phone digits and a 5-digit ZIP', () => {
    expect(joinBody({ ...valid, firstName: ' José ' }, 'US')).toEqual({
      firstName: 'José',
      lastName: "O'Brien",
      phoneNumber: '5551234567',
      zipcode: '90210',
      securityQuestion: 'firstCar',
      securityAnswer: 'Mustang',
      acceptTerms: true,
      receivePromoAndSpecialEvents: false,
    });
  });
});

describe('profile completion (contract 6)', () => {
  const blank = { phoneNumber: '', zipcode: '', securityQuestion: '', securityAnswer: '' };

  it('asks for phone, ZIP and, when the account has none, a security question', () => {
    expect(validateUpdate(blank, 'US', { hasQuestion: false })).toEqual({
      phoneNumber: 'validation.phone.missing',
      zipcode: 'validation.zipCode.missing',
      securityQuestion: 'rewards.join.errors.questionMissing',
      securityAnswer: 'rewards.join.errors.answerMissing',
    });
    expect(validateUpdate(valid, 'US', { hasQuestion: false })).toEqual({});
  });

  it('lets a member who has a question keep it, or change it with an answer', () => {
    const contact = { ...blank, phoneNumber: '(555) 123-4567', zipcode: '90210' };
    expect(validateUpdate(contact, 'US', { hasQuestion: true })).toEqual({});
    expect(updateBody(contact, 'US')).toEqual({ phoneNumber: '5551234567', zipcode: '90210' });
    expect(validateUpdate({ ...contact, securityQuestion: 'firstPet' }, 'US', { hasQuestion: true })).toEqual({ securityAnswer: 'rewards.join.errors.answerMissing' });
    expect(updateBody(valid, 'US')).toEqual({ phoneNumber: '5551234567', zipcode: '90210', securityQuestion: 'firstCar', securityAnswer: 'Mustang' });
  });
});
