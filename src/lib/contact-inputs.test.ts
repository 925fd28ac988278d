import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import { CONTACT_TOPICS, ContactBody, CONTACT_US_TOPICS, PRIVACY_REQUESTS, checkContactForm, fieldRequired, fieldsOf, isContactUsTopic, topicOffered, topicsFor, type ContactTopic } from './contact-inputs';

const NOW = new Date('2025-06-15T12:00:00Z');
const person = { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '(555) 123-4567', message: 'Hello, a question.' };
/** The smallest valid form of each topic in the US. */
const VALID: Record<ContactTopic, Record<string, string>> = {
  orderQuestions: { ...person, orderNumber: '123456789' },
  storeExperience: { ...person, store: 'Austin, Lamar Blvd' },
  rewards: { ...person, phone: '' },
  productQuestions: { ...person, phone: '' },
  generalComments: { ...person, phone: '' },
  websiteIssues: { ...person, phone: '' },
  privacy: { ...person, phone: '', message: '', requestType: 'deletion' },
};

const errorsOf = (topic: ContactTopic, values: Record<string, string>, locale: 'en-US' | 'es-MX' | 'pt-BR' = 'en-US') => {
  const result = checkContactForm(topic, values, locale, NOW);
  return result.ok ? {} : result.errors;
};

describe('contact topics', () => {
  it('offers the six topics on /contactus, without rewards in Brazil', () => {
    expect(CONTACT_US_TOPICS).toHaveLength(6);
    expect(topicsFor('en-US')).toEqual([...CONTACT_US_TOPICS]);
    expect(topicsFor('es-MX')).toEqual([...CONTACT_US_TOPICS]);
    expect(topicsFor('pt-BR')).toEqual(CONTACT_US_TOPICS.filter((t) => t !== 'rewards'));
    expect(topicOffered('pt-BR', 'rewards')).toBe(false);
  });

  it('takes privacy requests in every market, but not as a /contactus topic (no card, /contactus/privacy is a 404)', () => {
    for (const locale of ['en-US', 'es-MX', 'pt-BR'] as const) {
      expect(topicOffered(locale, 'privacy')).toBe(true);
      expect(topicsFor(locale)).not.toContain('privacy');
    }
    expect(CONTACT_TOPICS).toContain('privacy');
    expect(isContactUsTopic('privacy')).toBe(false);
    expect(isContactUsTopic('generalComments')).toBe(true);
  });

  it.each(CONTACT_TOPICS)('%s: the smallest valid form passes, an empty one names every required field', (topic) => {
    expect(checkContactForm(topic, VALID[topic], 'en-US', NOW).ok).toBe(true);
    const required = fieldsOf(topic).filter((field) => fieldRequired(topic, field));
    expect(Object.keys(errorsOf(topic, {})).sort()).toEqual([...required].sort());
  });

  it('uses the shared name, e-mail and phone rules of the market', () => {
    expect(errorsOf('generalComments', { ...VALID.generalComments, firstName: ' ', lastName: 'Sm1th', email: 'ana@' })).toEqual({
      firstName: 'validation.firstName.missing',
      lastName: 'validation.lastName.invalid',
      email: 'validation.email.invalid',
    });
    // A Brazilian mobile (11 digits) is valid in Brazil, not in Mexico.
    expect(errorsOf('generalComments', { ...VALID.generalComments, phone: '(11) 98765-4321' }, 'pt-BR')).toEqual({});
    expect(errorsOf('generalComments', { ...VALID.generalComments, phone: '(11) 98765-4321' }, 'es-MX')).toEqual({ phone: 'validation.phone.invalid' });
  });

  it('requires the phone only where a call back is the answer', () => {
    expect(errorsOf('orderQuestions', { ...VALID.orderQuestions, phone: '' })).toEqual({ phone: 'validation.phone.missing' });
    expect(errorsOf('storeExperience', { ...VALID.storeExperience, phone: '' })).toEqual({ phone: 'validation.phone.missing' });
    expect(errorsOf('productQuestions', { ...VALID.productQuestions, phone: '' })).toEqual({});
  });

  it('caps the message at CONTACT_MESSAGE_MAX_CHARACTERS', () => {
    expect(errorsOf('generalComments', { ...VALID.generalComments, message: 'x'.repeat(CONTACT_MESSAGE_MAX_CHARACTERS) })).toEqual({});
    expect(errorsOf('generalComments', { ...VALID.generalComments, message: 'x'.repeat(CONTACT_MESSAGE_MAX_CHARACTERS + 1) })).toEqual({ message: 'contact.errors.messageTooLong' });
    expect(errorsOf('generalComments', { ...VALID.generalComments, message: '   ' })).toEqual({ message: 'contact.errors.messageMissing' });
  });

  it('order questions: a 9-digit order number, spaces, dashes and # allowed', () => {
    const result = checkContactForm('orderQuestions', { ...VALID.orderQuestions, orderNumber: '#123-456 789' }, 'en-US', NOW);
    expect(result.ok && result.submission.details).toEqual({ orderNumber: '123456789' });
    expect(errorsOf('orderQuestions', { ...VALID.orderQuestions, orderNumber: '12345' })).toEqual({ orderNumber: 'contact.errors.orderNumberInvalid' });
  });

  it('store experience: a real visit date, not in the future nor over a year ago', () => {
    const at = (visitDate: string) => errorsOf('storeExperience', { ...VALID.storeExperience, visitDate });
    expect(at('2025-06-15')).toEqual({});
    expect(at('2025-06-16')).toEqual({ visitDate: 'contact.errors.visitDateFuture' });
    expect(at('2025-02-30')).toEqual({ visitDate: 'contact.errors.visitDateInvalid' });
    expect(at('2024-06-01')).toEqual({ visitDate: 'contact.errors.visitDateTooOld' });
    expect(errorsOf('storeExperience', { ...VALID.storeExperience, store: 'x'.repeat(121) })).toEqual({ store: 'contact.errors.tooLong' });
  });

  it('rewards: an optional 11-digit rewards id, kept as digits', () => {
    const result = checkContactForm('rewards', { ...VALID.rewards, rewardsId: '1234 5678 901' }, 'en-US', NOW);
    expect(result.ok && result.submission.details).toEqual({ rewardsId: '12345678901' });
    expect(errorsOf('rewards', { ...VALID.rewards, rewardsId: '1234' })).toEqual({ rewardsId: 'contact.errors.rewardsIdInvalid' });
  });

  it('website issues: the device is one of the list', () => {
    expect(errorsOf('websiteIssues', { ...VALID.websiteIssues, device: 'tablet' })).toEqual({});
    expect(errorsOf('websiteIssues', { ...VALID.websiteIssues, device: 'toaster' })).toEqual({ device: 'contact.errors.deviceInvalid' });
  });

  it('keeps what it stores tidy: trimmed, phone as digits, other topics’ fields ignored', () => {
    const result = checkContactForm('orderQuestions', { ...VALID.orderQuestions, firstName: '  Ana ', phone: '+1 (555) 123-4567', store: 'ignored' }, 'en-US', NOW);
    expect(result).toEqual({
      ok: true,
      submission: { topic: 'orderQuestions', firstName: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '5551234567', message: 'Hello, a question.', details: { orderNumber: '123456789' } },
    });
  });

  it('privacy: a required request type from the list, optional details, the rest as every topic', () => {
    expect(fieldsOf('privacy')).toEqual(['firstName', 'lastName', 'email', 'phone', 'requestType', 'message']);
    expect(fieldRequired('privacy', 'requestType')).toBe(true);
    expect(fieldRequired('privacy', 'message')).toBe(false);
    expect(fieldRequired('generalComments', 'message')).toBe(true);
    expect(errorsOf('privacy', { ...VALID.privacy, requestType: '' })).toEqual({ requestType: 'contact.errors.requestTypeMissing' });
    expect(errorsOf('privacy', { ...VALID.privacy, requestType: 'sell' })).toEqual({ requestType: 'contact.errors.requestTypeInvalid' });
    for (const requestType of PRIVACY_REQUESTS) expect(errorsOf('privacy', { ...VALID.privacy, requestType }, 'pt-BR')).toEqual({});
    expect(errorsOf('privacy', { ...VALID.privacy, message: 'x'.repeat(CONTACT_MESSAGE_MAX_CHARACTERS + 1) })).toEqual({ message: 'contact.errors.messageTooLong' });
    expect(errorsOf('privacy', { ...VALID.privacy, email: 'ana@' })).toEqual({ email: 'validation.email.invalid' });

    const result = checkContactForm('privacy', { ...VALID.privacy, requestType: ' optOut ', message: '  ' }, 'es-MX', NOW);
    expect(result).toEqual({
      ok: true,
      submission: { topic: 'privacy', firstName: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '', message: '', details: { requestType: 'optOut' } },
    });
  });
});

describe('ContactBody', () => {
  it('keeps line breaks in a message but refuses NUL and other control characters in any field', () => {
    expect(ContactBody.safeParse({ topic: 'generalComments', fields: { message: 'Hello,\r\n\tthe wipers squeak.' } }).success).toBe(true);
    expect(ContactBody.safeParse({ topic: 'generalComments', fields: { message: 'Hello\u0000' } }).success).toBe(false);
    expect(ContactBody.safeParse({ topic: 'generalComments', fields: { firstName: 'Ana\u0007' } }).success).toBe(false);
  });
});
