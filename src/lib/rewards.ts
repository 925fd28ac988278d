/**
 * The rewards programme's shared rules (isomorphic): ids, security questions, what a lookup may
 * show, and the lookup's analytics (spec §5). The ledger's rules live in src/server/rewards.
 */

/** A rewards id is the loyalty card's number: eleven digits. */
export const REWARDS_ID_PATTERN = /^\d{11}$/;
export const rewardsIdDigits = (value: string) => value.replace(/[\s-]/g, '');
export const isRewardsId = (value: string) => REWARDS_ID_PATTERN.test(rewardsIdDigits(value));
/** 1234 5678 901: how the card prints it. */
export const formatRewardsId = (id: string) => id.replace(/^(\d{4})(\d{4})(\d{3})$/, '$1 $2 $3');

/** The questions a member picks from; the answer is stored only as a hash. */
export const SECURITY_QUESTIONS = ['firstCar', 'birthCity', 'firstSchool', 'favoriteMechanic', 'firstPet'] as const;
export type SecurityQuestion = (typeof SECURITY_QUESTIONS)[number];

/** Wrong answers in a row from one member before it waits, and the longest wait (server/rewards/security.ts). */
export const SECURITY_ANSWER_ATTEMPTS = 3;
export const SECURITY_ANSWER_LOCK_MS = 24 * 60 * 60 * 1000;

/** Answers compare without case, accents, punctuation or extra spaces ("São Paulo" = "sao  paulo."). */
export function normaliseSecurityAnswer(answer: string): string {
  return answer
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a lookup or a check may show of a membership (contracts 1 and 2): never the rewards id, only masked details and an opaque key. */
export interface MaskedProfile {
  profileKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  postalCode: string;
  securityQuestion: SecurityQuestion | null;
  joinedYear: number;
}

/** j•••@e•••.com: the first letter of each part of the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const [host = '', ...rest] = domain.split('.');
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${rest.length ? `.${rest.join('.')}` : ''}`;
}

/** ••• ••• 7890: the last four digits. */
export const maskPhone = (digits: string) => (digits.length >= 4 ? `••• ••• ${digits.slice(-4)}` : '');
/** 9••••: the first digit. */
export const maskPostalCode = (code: string) => (code ? `${code.slice(0, 1)}${'•'.repeat(Math.max(0, code.length - 1))}` : '');
/** J.: the initial only. */
export const maskName = (name: string) => (name ? `${name.slice(0, 1).toUpperCase()}.` : '');

/** Spec §5 rewards lookup analytics: the criteria used and how many profiles came back. */
export type LookupCriterion = 'Last Name' | 'Phone Number' | 'Zip' | 'Email';
export type LookupOutcome = 'no results' | '1 to 1' | '1 to many';

export function lookupAnalytics(criteria: { lastName?: string; telephoneNumber?: string; postalCode?: string; emailAddress?: string }, totalCount: number) {
  const used: LookupCriterion[] = [];
  if (criteria.lastName?.trim()) used.push('Last Name');
  if (criteria.telephoneNumber?.trim()) used.push('Phone Number');
  if (criteria.postalCode?.trim()) used.push('Zip');
  if (criteria.emailAddress?.trim()) used.push('Email');
  const outcome: LookupOutcome = totalCount === 0 ? 'no results' : totalCount === 1 ? '1 to 1' : '1 to many';
  return { criteria: used, outcome };
}

/** Spec §7: the account-link answer whose code opens the complete-account popup. */
export const LINK_COMPLETE_ACCOUNT_CODE = '1089';
export const LINK_COMPLETE_ACCOUNT_EVENT = 'Link Account: Complete Account Popup';

/** Spec §3 user type 4: an online account in a rewards market that has not joined or linked; it gets the rewards sign-in modal. */
export const REWARDS_PROSPECT_USER_TYPE = '4';

/** Spec §4 login confirmation popup states, and the modal's nine steps (§2.6). */
export const REWARDS_POPUP_STATES = ['REWARD_CONFIRMATION', 'CREATE_ACCOUNT_CONFIRMATION', 'LINK_REWARDS', 'SHOW_REWARD_SIGNIN', 'VALIDATE_REWARD_QUESTIONS', 'HIDE'] as const;
export type RewardsPopupState = (typeof REWARDS_POPUP_STATES)[number];
