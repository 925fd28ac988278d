/**
 * The contact-us topics (spec §2.4) and the rules of their forms. Pure and isomorphic: the server
 * action, the route handler and the tests share them. Every rule answers null or a message key
 * (`validation.*` for the shared spec §5 rules, `contact.errors.*` for ours), never a sentence.
 *
 * Every topic asks for the shopper's first and last name, e-mail and message; phone is optional
 * except for order and store questions, where a call back is the quickest answer. Each topic adds
 * the fields its team needs (see TOPIC_FIELDS).
 *
 * Besides the six /contactus topics there is `privacy`: the personal-information requests of
 * /customerinfo (a copy of one's data, a correction, deletion, opting out of promotions). It is
 * stored, referenced and acknowledged like the others but is not a /contactus card or page.
 */
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import { freeText } from '@/lib/input-text';
import { getMarket, type Locale } from '@/lib/markets';
import { isRewardsId, rewardsIdDigits } from '@/lib/rewards';
import { phoneDigits, validateEmail, validatePhone } from '@/lib/validation/contact';
import { inputText, validateFirstName, validateLastName, type Country } from '@/lib/validation/names';

/** The topics of /contactus (spec §2.4): each a card there and a page /contactus/<topic>. */
export const CONTACT_US_TOPICS = ['orderQuestions', 'storeExperience', 'rewards', 'productQuestions', 'generalComments', 'websiteIssues'] as const;
export type ContactUsTopic = (typeof CONTACT_US_TOPICS)[number];
/** Every topic a message can have: the /contactus ones and `privacy` (/customerinfo only). */
export const CONTACT_TOPICS = [...CONTACT_US_TOPICS, 'privacy'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === 'string' && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export function isContactUsTopic(value: unknown): value is ContactUsTopic {
  return typeof value === 'string' && (CONTACT_US_TOPICS as readonly string[]).includes(value);
}

/** The /contactus topics a market offers: Brazil has no rewards programme, so no rewards topic. */
export function topicsFor(locale: Locale): ContactUsTopic[] {
  return CONTACT_US_TOPICS.filter((topic) => topic !== 'rewards' || getMarket(locale).rewards !== null);
}

/** Whether a market takes messages on a topic (its /contactus topics, and privacy everywhere). */
export function topicOffered(locale: Locale, topic: ContactTopic): boolean {
  return topic === 'privacy' || (topicsFor(locale) as readonly ContactTopic[]).includes(topic);
}

/** What a shopper can ask about their personal information (/customerinfo). */
export const PRIVACY_REQUESTS = ['access', 'correction', 'deletion', 'optOut'] as const;
export type PrivacyRequest = (typeof PRIVACY_REQUESTS)[number];

export function isPrivacyRequest(value: unknown): value is PrivacyRequest {
  return typeof value === 'string' && (PRIVACY_REQUESTS as readonly string[]).includes(value);
}

export const COMMON_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
/** The fields a topic adds to the common ones, in the order the form shows them. */
export const TOPIC_FIELDS = {
  orderQuestions: ['orderNumber'],
  storeExperience: ['store', 'visitDate'],
  rewards: ['rewardsId'],
  productQuestions: ['partNumber', 'vehicle'],
  generalComments: [],
  websiteIssues: ['pageUrl', 'device'],
  privacy: ['requestType'],
} as const satisfies Record<ContactTopic, readonly string[]>;
export type TopicField = (typeof TOPIC_FIELDS)[ContactTopic][number];
export type ContactField = (typeof COMMON_FIELDS)[number] | TopicField;

/** Topics whose answer usually needs a call: the phone is required there. */
const PHONE_REQUIRED: ReadonlySet<ContactTopic> = new Set(['orderQuestions', 'storeExperience']);
/** Fields a topic cannot do without (besides names, e-mail and message). */
const REQUIRED: ReadonlySet<TopicField> = new Set(['orderNumber', 'store', 'requestType']);
/** Topics where the message is optional: a privacy request says what it wants in its request type. */
const MESSAGE_OPTIONAL: ReadonlySet<ContactTopic> = new Set(['privacy']);

export const DEVICES = ['phone', 'tablet', 'computer'] as const;
export const FREE_TEXT_MAX_LENGTH = 120;
export const PAGE_URL_MAX_LENGTH = 500;
/** A store visit is worth telling about within a year. */
export const VISIT_DAYS_BACK_MAX = 365;
const ORDER_NUMBER_DIGITS = 9;

export function fieldsOf(topic: ContactTopic): readonly ContactField[] {
  return ['firstName', 'lastName', 'email', 'phone', ...TOPIC_FIELDS[topic], 'message'];
}

export function phoneRequired(topic: ContactTopic): boolean {
  return PHONE_REQUIRED.has(topic);
}

export function messageRequired(topic: ContactTopic): boolean {
  return !MESSAGE_OPTIONAL.has(topic);
}

export function fieldRequired(topic: ContactTopic, field: ContactField): boolean {
  if (field === 'phone') return phoneRequired(topic);
  if (field === 'message') return messageRequired(topic);
  return (COMMON_FIELDS as readonly string[]).includes(field) || REQUIRED.has(field as TopicField);
}

type Rule = (value: string) => string | null;

const orderNumberDigits = (value: string) => value.replace(/[\s#-]/g, '');

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The rules of each field for one market and day (`today` for the visit date, an ISO day). */
function rules(country: Country, topic: ContactTopic, today: string): Record<ContactField, Rule> {
  const optional = (rule: Rule): Rule => (value) => (value.trim() ? rule(value) : null);
  const text = (missing: string | null): Rule => (value) => {
    if (!value.trim()) return missing;
    return value.trim().length > FREE_TEXT_MAX_LENGTH ? 'contact.errors.tooLong' : null;
  };
  const oldest = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - VISIT_DAYS_BACK_MAX * 86_400_000));
  return {
    firstName: (value) => validateFirstName(value, country),
    lastName: (value) => validateLastName(value, country),
    email: (value) => validateEmail(value),
    phone: phoneRequired(topic) ? (value) => validatePhone(value, country) : optional((value) => validatePhone(value, country)),
    message: (value) => {
      if (!value.trim()) return messageRequired(topic) ? 'contact.errors.messageMissing' : null;
      // As typed, as the form's counter counts it.
      return value.length > CONTACT_MESSAGE_MAX_CHARACTERS ? 'contact.errors.messageTooLong' : null;
    },
    orderNumber: (value) => {
      if (!value.trim()) return 'contact.errors.orderNumberMissing';
      return new RegExp(`^\\d{${ORDER_NUMBER_DIGITS}}$`).test(orderNumberDigits(value.trim())) ? null : 'contact.errors.orderNumberInvalid';
    },
    store: text('contact.errors.storeMissing'),
    visitDate: optional((value) => {
      const day = value.trim();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || isoDay(new Date(`${day}T00:00:00Z`)) !== day) return 'contact.errors.visitDateInvalid';
      if (day > today) return 'contact.errors.visitDateFuture';
      return day < oldest ? 'contact.errors.visitDateTooOld' : null;
    }),
    rewardsId: optional((value) => (isRewardsId(value) ? null : 'contact.errors.rewardsIdInvalid')),
    partNumber: text(null),
    vehicle: text(null),
    pageUrl: optional((value) => (value.trim().length > PAGE_URL_MAX_LENGTH ? 'contact.errors.tooLong' : null)),
    device: optional((value) => ((DEVICES as readonly string[]).includes(value) ? null : 'contact.errors.deviceInvalid')),
    requestType: (value) => {
      if (!value.trim()) return 'contact.errors.requestTypeMissing';
      return isPrivacyRequest(value.trim()) ? null : 'contact.errors.requestTypeInvalid';
    },
  };
}

/** What is stored: the common fields in their own columns, the topic's in `details`. */
export interface ContactSubmission {
  topic: ContactTopic;
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only, empty when not given. */
  phone: string;
  /** Empty only where the topic's message is optional (privacy). */
  message: string;
  details: Partial<Record<TopicField, string>>;
}

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/**
 * Checks a topic's form in a market: the submission, or one message key per invalid field. Values
 * come as typed (strings; anything else counts as empty) and are trimmed; fields the topic does not
 * have are ignored.
 */
export function checkContactForm(
  topic: ContactTopic,
  values: Record<string, unknown>,
  locale: Locale,
  now = new Date(),
): { ok: true; submission: ContactSubmission } | { ok: false; errors: ContactFieldErrors } {
  const country = getMarket(locale).country;
  const fieldRules = rules(country, topic, isoDay(now));
  const errors: ContactFieldErrors = {};
  const clean: Partial<Record<ContactField, string>> = {};
  for (const field of fieldsOf(topic)) {
    const value = inputText(values[field]);
    const error = fieldRules[field](value);
    if (error) errors[field] = error;
    else clean[field] = value.trim();
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const details: Partial<Record<TopicField, string>> = {};
  for (const field of TOPIC_FIELDS[topic] as readonly TopicField[]) {
    let value = clean[field] ?? '';
    if (field === 'orderNumber') value = orderNumberDigits(value);
    if (field === 'rewardsId' && value) value = rewardsIdDigits(value);
    if (value) details[field] = value;
  }
  return {
    ok: true,
    submission: {
      topic,
      firstName: clean.firstName!,
      lastName: clean.lastName!,
      email: clean.email!,
      phone: clean.phone ? phoneDigits(clean.phone, country) : '',
      message: clean.message ?? '',
      details,
    },
  };
}

/** The JSON body of POST /ecomm/b2c/v1/contactUs: a topic and string fields (the rules above check them). */
export const ContactBody = z.object({
  topic: z.enum(CONTACT_TOPICS),
  /** The honeypot: people leave it empty, form-filling robots do not. */
  website: freeText().max(500).optional(),
  // The message's limit is the form's (one constant, one message naming it); no other field may be longer either.
  fields: z
    .object({ message: freeText().max(CONTACT_MESSAGE_MAX_CHARACTERS, { error: 'contact.errors.messageTooLong' }).optional() })
    .catchall(freeText().max(CONTACT_MESSAGE_MAX_CHARACTERS)),
});
