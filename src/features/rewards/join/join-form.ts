/**
 * The join form (contract 5) and the profile-completion form (contract 6): their rules and the
 * bodies they send. Pure and isomorphic; errors are catalogue keys (`validation.*` from spec §5,
 * `rewards.join.errors.*` for the programme's own).
 */
import { normaliseSecurityAnswer, SECURITY_QUESTIONS, type SecurityQuestion } from '@/lib/rewards';
import { inputText, isZipCode, phoneDigits, postalCodeToSend, validateFirstName, validateLastName, validatePhone, validateZipCode, type Country } from '@/lib/validation';

export const SECURITY_ANSWER_MIN_LENGTH = 2;
/** The server's limit (src/server/rewards/accounts.ts). */
export const SECURITY_ANSWER_MAX_LENGTH = 64;

export interface JoinValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  securityQuestion: string;
  securityAnswer: string;
  acceptTerms: boolean;
  receivePromoAndSpecialEvents: boolean;
}

export type JoinField = Exclude<keyof JoinValues, 'receivePromoAndSpecialEvents'>;
export type JoinErrors = Partial<Record<JoinField, string>>;

export const EMPTY_JOIN: JoinValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  zipcode: '',
  securityQuestion: '',
  securityAnswer: '',
  acceptTerms: false,
  receivePromoAndSpecialEvents: true,
};

export const isSecurityQuestion = (value: string): value is SecurityQuestion => (SECURITY_QUESTIONS as readonly string[]).includes(value);

/** The question is one of the list; the answer has 2 to 64 characters (at least 2 once normalised, as it is compared). */
export function securityErrors(values: Pick<JoinValues, 'securityQuestion' | 'securityAnswer'>): JoinErrors {
  const errors: JoinErrors = {};
  if (!isSecurityQuestion(values.securityQuestion)) errors.securityQuestion = 'rewards.join.errors.questionMissing';
  const answer = normaliseSecurityAnswer(inputText(values.securityAnswer));
  if (!answer) errors.securityAnswer = 'rewards.join.errors.answerMissing';
  else if (answer.length < SECURITY_ANSWER_MIN_LENGTH || inputText(values.securityAnswer).trim().length > SECURITY_ANSWER_MAX_LENGTH) errors.securityAnswer = 'rewards.join.errors.answerLength';
  return errors;
}

/** ZIP: 5 or 9 digits in the US (5 are sent), the market's postal code elsewhere (spec §5). */
export function zipError(value: string, country: Country): string | null {
  return validateZipCode(value, country);
}

export function validateJoin(values: JoinValues, country: Country): JoinErrors {
  const errors: JoinErrors = {};
  const put = (field: JoinField, error: string | null) => {
    if (error) errors[field] = error;
  };
  put('firstName', validateFirstName(values.firstName, country));
  put('lastName', validateLastName(values.lastName, country));
  put('phoneNumber', validatePhone(values.phoneNumber, country));
  put('zipcode', zipError(values.zipcode, country));
  Object.assign(errors, securityErrors(values));
  if (!values.acceptTerms) errors.acceptTerms = 'rewards.join.errors.acceptTerms';
  return errors;
}

/** Contract 5's body: names trimmed, phone digits, the ZIP cut to 5 (US/MX). */
export function joinBody(values: JoinValues, country: Country) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: phoneDigits(values.phoneNumber, country),
    zipcode: postalCodeToSend(values.zipcode, country),
    securityQuestion: values.securityQuestion,
    securityAnswer: values.securityAnswer.trim(),
    acceptTerms: true as const,
    receivePromoAndSpecialEvents: values.receivePromoAndSpecialEvents,
  };
}

export type UpdateValues = Pick<JoinValues, 'phoneNumber' | 'zipcode' | 'securityQuestion' | 'securityAnswer'>;
export type UpdateErrors = Partial<Record<keyof UpdateValues, string>>;

/**
 * /updateRewardsAccount completes what linking found missing: a phone and a ZIP always (filled in
 * from the account when it has them), a security question when the account has none; a member
 * who already has one may leave both question fields blank to keep it.
 */
export function validateUpdate(values: UpdateValues, country: Country, options: { hasQuestion: boolean }): UpdateErrors {
  const keepQuestion = options.hasQuestion && !values.securityQuestion && !values.securityAnswer.trim();
  const errors: UpdateErrors = keepQuestion ? {} : { ...securityErrors(values) };
  const phone = validatePhone(values.phoneNumber, country);
  if (phone) errors.phoneNumber = phone;
  const zip = zipError(values.zipcode, country);
  if (zip) errors.zipcode = zip;
  return errors;
}

/** Contract 6's body: phone digits, the ZIP cut to 5, and the question only when one was chosen. */
export function updateBody(values: UpdateValues, country: Country) {
  return {
    phoneNumber: phoneDigits(values.phoneNumber, country),
    zipcode: isZipCode(values.zipcode, country) ? postalCodeToSend(values.zipcode, country) : undefined,
    ...(values.securityQuestion ? { securityQuestion: values.securityQuestion, securityAnswer: values.securityAnswer.trim() } : {}),
  };
}
