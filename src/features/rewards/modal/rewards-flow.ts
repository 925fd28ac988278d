/**
 * The rewards modal as a state machine (spec §2.6 nine steps, §4 rewards sign-in modal and linking
 * steps). Pure: `rewardsFlow(state, event)` returns the next state and the effects the view runs
 * (API calls, analytics, navigation, the hide flag). The popup state (REWARDS_POPUP_STATES) says
 * which group of views shows; the step says which view of that group.
 */
import type { ErrorDetail } from '@/lib/errors';
import { LINK_COMPLETE_ACCOUNT_CODE, LINK_COMPLETE_ACCOUNT_EVENT, lookupAnalytics, type MaskedProfile, type RewardsPopupState, type SecurityQuestion } from '@/lib/rewards';

export type { MaskedProfile };
import type { Country } from '@/lib/validation';
import { checkRewardsNumber, EMPTY_FORM, INVALID_REWARDS_ID, lookupRequest, resetLookupFields, setField, validateLookup, type FlowMessage, type FormField, type LookupRequest, type RewardsForm } from './rewards-form';

export const REWARDS_STEPS = ['signIn', 'linkAccount', 'signUp', 'enterId', 'lookup', 'searchResults', 'securityQuestion', 'congratulations', 'confirmation'] as const;
export type RewardsStep = (typeof REWARDS_STEPS)[number];
/** Spec §2.6's numbering: 1 sign-in prompt ... 9 merge or create-account confirmation. */
export const stepNumber = (step: RewardsStep) => REWARDS_STEPS.indexOf(step) + 1;

/** Step 9 has two variants. */
export type Confirmation = 'merge' | 'createAccount';


export interface LookupResponse {
  totalCount: number;
  profiles: MaskedProfile[];
}

/** Contract 2 and 3's answer (the field names are the spec's, acountsLinked included). */
export interface ValidateResponse {
  azProfileInfo: MaskedProfile | null;
  profileUpdateRequired: boolean;
  acountsLinked: boolean;
  validateQuestionsRequired: boolean;
  mergeRequired: boolean;
  mergeToken?: string;
}

export interface MergeResponse {
  rewardsId: string;
  mergedRewardsId: string;
  credits: number;
  amount: number;
}

/** A failed call: the status and error envelope of an answer, or null when no answer came (network, timeout). */
export type ApiFailure = { status: number; detail: ErrorDetail | null } | null;

export interface FlowState {
  popup: RewardsPopupState;
  step: RewardsStep;
  confirmation: Confirmation | null;
  form: RewardsForm;
  results: LookupResponse | null;
  /** The account being verified at step 7: its key and question. */
  verifying: { profileKey: string; securityQuestion: SecurityQuestion | null } | null;
  mergeToken: string | null;
  /** Step 8 after joining shows the new id. */
  joinedRewardsId: string | null;
  /** A locked account's unlock by e-mailed code at step 7: where the code went, and the code field's message. */
  unlock: { email: string; minutes: number; error: FlowMessage | null } | null;
  /** The step's message (not tied to one field). */
  error: FlowMessage | null;
  /** A call is on its way: the view disables its buttons. */
  busy: boolean;
}

export type FlowEffect =
  | { type: 'search'; request: LookupRequest }
  | { type: 'validate'; body: { rewardsId: string } | { profileKey: string } }
  | { type: 'answer'; body: { profileKey: string; answer: string } }
  /** Ask for a code e-mailed to the locked account's address. */
  | { type: 'sendUnlockCode'; body: { profileKey: string } }
  | { type: 'unlock'; body: { profileKey: string; code: string } }
  | { type: 'merge'; mergeToken: string }
  | { type: 'analytics'; data: Record<string, unknown> }
  /** An app path; the view adds the locale. */
  | { type: 'navigate'; path: string }
  /** localStorage hideModal = "true". */
  | { type: 'hideModal' }
  /** The member's data changed (linked, joined, merged): the page re-reads it. */
  | { type: 'refresh' };

export type FlowEvent =
  | { type: 'open'; step?: RewardsStep }
  | { type: 'changePopupType'; popup: RewardsPopupState }
  | { type: 'haveRewards' }
  | { type: 'signMeUp' }
  | { type: 'enterMyId' }
  | { type: 'lookUpMyId' }
  | { type: 'back' }
  | { type: 'change'; field: FormField; value: string }
  | { type: 'submitRewardsId' }
  | { type: 'submitLookup'; country: Country }
  | { type: 'lookupSucceeded'; response: LookupResponse }
  | { type: 'lookupFailed'; failure: ApiFailure }
  | { type: 'selectCustomer'; profileKey: string }
  | { type: 'submitCustomer' }
  | { type: 'submitAnswer'; answer: string }
  | { type: 'sendUnlockCode' }
  | { type: 'unlockCodeSent'; response: { email: string; minutes: number } }
  | { type: 'unlockCodeFailed'; failure: ApiFailure }
  | { type: 'submitUnlockCode'; code: string }
  | { type: 'validated'; response: ValidateResponse }
  | { type: 'validateFailed'; failure: ApiFailure }
  | { type: 'joined'; rewardsId: string }
  | { type: 'joinFailed'; failure: ApiFailure }
  | { type: 'confirmMerge' }
  | { type: 'merged'; response: MergeResponse }
  | { type: 'mergeFailed'; failure: ApiFailure }
  | { type: 'skip' }
  | { type: 'close'; onCheckRewardAccountRoute: boolean };

export interface Transition {
  state: FlowState;
  effects: FlowEffect[];
}

export const MESSAGES = {
  notFound: 'rewards.modal.errors.notFound',
  invalidId: INVALID_REWARDS_ID,
  generic: 'rewards.modal.errors.generic',
  unexpected: 'rewards.modal.errors.unexpected',
  chooseProfile: 'rewards.modal.errors.chooseProfile',
  answerMissing: 'rewards.modal.errors.answerMissing',
  unlockCodeMissing: 'rewards.errors.unlockCodeMissing',
} as const;

export const UPDATE_REWARDS_PATH = '/updateRewardsAccount';
export const BLANK_PATH = '/';
export const CHECK_REWARD_ACCOUNT_PATH = '/checkRewardAccount';
export const mergeConfirmationPath = (mergedRewardsId: string) => `/mergeConfirmation?rewardsId=${encodeURIComponent(mergedRewardsId)}`;

/** The error codes of contract 3 that belong to the security-question slot. */
const SECURITY_CODES = new Set(['SECURITY_ANSWER_INCORRECT', 'SECURITY_ANSWER_WAIT', 'SECURITY_ANSWER_LOCKED']);
/** The error codes of the unlock calls that belong to the code field. */
const UNLOCK_CODES = new Set(['UNLOCK_CODE_INVALID', 'UNLOCK_CODE_EXPIRED', 'UNLOCK_CODE_USED_UP', 'UNLOCK_CODE_LIMIT', 'VALIDATION_FAILED']);

/** A locked account's answer offers an e-mailed code when it names the address it would go to. */
export function unlockOffered(state: FlowState): boolean {
  return state.step === 'securityQuestion' && state.form.securityQuestionError?.key === 'rewards.errors.answerLockedCode';
}

/** The popup state of each step; step 9 depends on its variant. */
export function popupOf(step: RewardsStep, confirmation: Confirmation | null): RewardsPopupState {
  switch (step) {
    case 'signIn':
    case 'signUp':
      return 'SHOW_REWARD_SIGNIN';
    case 'linkAccount':
    case 'enterId':
    case 'lookup':
    case 'searchResults':
      return 'LINK_REWARDS';
    case 'securityQuestion':
      return 'VALIDATE_REWARD_QUESTIONS';
    case 'congratulations':
      return 'REWARD_CONFIRMATION';
    case 'confirmation':
      return confirmation === 'createAccount' ? 'CREATE_ACCOUNT_CONFIRMATION' : 'REWARD_CONFIRMATION';
  }
}

/** The view a popup state opens on. */
const ENTRY_STEP: Record<Exclude<RewardsPopupState, 'HIDE'>, { step: RewardsStep; confirmation: Confirmation | null }> = {
  SHOW_REWARD_SIGNIN: { step: 'signIn', confirmation: null },
  LINK_REWARDS: { step: 'linkAccount', confirmation: null },
  VALIDATE_REWARD_QUESTIONS: { step: 'securityQuestion', confirmation: null },
  REWARD_CONFIRMATION: { step: 'congratulations', confirmation: null },
  CREATE_ACCOUNT_CONFIRMATION: { step: 'confirmation', confirmation: 'createAccount' },
};

export const INITIAL_FLOW: FlowState = {
  popup: 'HIDE',
  step: 'signIn',
  confirmation: null,
  form: EMPTY_FORM,
  results: null,
  verifying: null,
  mergeToken: null,
  joinedRewardsId: null,
  unlock: null,
  error: null,
  busy: false,
};

export const isOpen = (state: FlowState) => state.popup !== 'HIDE';

function go(state: FlowState, step: RewardsStep, confirmation: Confirmation | null = null): FlowState {
  return { ...state, step, confirmation, popup: popupOf(step, confirmation), error: null, busy: false };
}

const stay = (state: FlowState, effects: FlowEffect[] = []): Transition => ({ state, effects });

/** The message of a failed call (spec §8): the server's (its key in the shopper's language, else its default text), else "An error occurred"; no answer at all: "An unexpected error occurred". */
export function failureMessage(failure: ApiFailure): FlowMessage {
  if (!failure) return { key: MESSAGES.unexpected };
  const detail = failure.detail;
  if (!detail || (!detail.errorMessageKey && !detail.errorMessageDefault)) return { key: MESSAGES.generic };
  return { key: detail.errorMessageKey || MESSAGES.generic, fallback: detail.errorMessageDefault || undefined, values: detail.errorMessageValues };
}

const isCompleteAccount = (failure: ApiFailure) => failure?.detail?.errorCode === LINK_COMPLETE_ACCOUNT_CODE;

/** The data layer's rewards-link event (spec issue 9, key actions): how the membership came to the account. */
const linkedEvent = (method: 'rewardsId' | 'signUp' | 'merge'): FlowEffect => ({ type: 'analytics', data: { event: 'link_rewards', method } });

/** A linking failure, for the data layer (and, through it, the sampled REWARDS_LINK_ERROR action). */
function linkingErrorEvent(failure: ApiFailure): FlowEffect {
  const detail = failure?.detail;
  return { type: 'analytics', data: { event: 'rewards_linking_error', errorCode: detail?.errorCode ?? (failure ? String(failure.status) : 'network'), errorMessage: detail?.errorMessageDefault ?? '' } };
}

/** Code 1089 (a guest): the analytics event and the create-account confirmation (spec §7, §8). */
function completeAccount(state: FlowState): Transition {
  return { state: go(state, 'confirmation', 'createAccount'), effects: [{ type: 'analytics', data: { event: LINK_COMPLETE_ACCOUNT_EVENT } }] };
}

/** Where a validate (or security-answer) answer leads (spec §4 enter-ID submit). */
function afterValidation(state: FlowState, response: ValidateResponse): Transition {
  const profile = response.azProfileInfo;
  if (!profile) {
    // The enter-ID form shows it under the field; elsewhere it is the step's message.
    if (state.step === 'enterId') return stay({ ...state, busy: false, form: { ...state.form, fields: { ...state.form.fields, rewardsNumber: { ...state.form.fields.rewardsNumber, error: MESSAGES.invalidId } } } });
    return stay({ ...state, busy: false, error: { key: MESSAGES.invalidId } });
  }
  if (response.acountsLinked) {
    if (response.profileUpdateRequired) return { state: { ...state, busy: false, popup: 'HIDE' }, effects: [{ type: 'refresh' }, linkedEvent('rewardsId'), { type: 'navigate', path: UPDATE_REWARDS_PATH }] };
    return { state: go(state, 'congratulations'), effects: [{ type: 'refresh' }, linkedEvent('rewardsId')] };
  }
  if (response.mergeRequired && response.mergeToken) return stay({ ...go(state, 'confirmation', 'merge'), mergeToken: response.mergeToken });
  if (response.validateQuestionsRequired) {
    return stay({ ...go(state, 'securityQuestion'), verifying: { profileKey: profile.profileKey, securityQuestion: profile.securityQuestion }, form: { ...state.form, securityQuestionError: null } });
  }
  if (response.profileUpdateRequired) return { state: { ...state, busy: false, popup: 'HIDE' }, effects: [{ type: 'navigate', path: UPDATE_REWARDS_PATH }] };
  return stay({ ...state, busy: false, error: { key: MESSAGES.generic } });
}

function back(state: FlowState): Transition {
  switch (state.step) {
    case 'linkAccount':
    case 'signUp':
      return stay(go(state, 'signIn'));
    case 'enterId':
    case 'lookup':
      return stay(go(state, 'linkAccount'));
    case 'searchResults':
      // Spec §4: back returns to the lookup form with a reset.
      return stay({ ...go(state, 'lookup'), results: null, form: resetLookupFields(state.form) });
    case 'securityQuestion':
      return stay({ ...go(state, state.results ? 'searchResults' : 'enterId'), verifying: null, unlock: null, form: { ...state.form, securityQuestionError: null } });
    default:
      return stay(state);
  }
}

export function rewardsFlow(state: FlowState, event: FlowEvent): Transition {
  switch (event.type) {
    case 'open': {
      const step = event.step ?? 'signIn';
      return stay(go({ ...state, results: step === 'searchResults' ? state.results : null }, step, step === 'confirmation' ? (state.confirmation ?? 'createAccount') : null));
    }
    case 'changePopupType': {
      if (event.popup === 'HIDE') return stay({ ...state, popup: 'HIDE', busy: false });
      const entry = ENTRY_STEP[event.popup];
      return stay(go(state, entry.step, entry.confirmation));
    }
    case 'haveRewards':
      return stay(go(state, 'linkAccount'));
    case 'signMeUp':
      return stay(go(state, 'signUp'));
    case 'enterMyId':
      return stay(go(state, 'enterId'));
    case 'lookUpMyId':
      return stay(go(state, 'lookup'));
    case 'back':
      return back(state);
    case 'change':
      return stay({ ...state, form: setField(state.form, event.field, event.value) });

    case 'submitRewardsId': {
      if (state.busy) return stay(state);
      const checked = checkRewardsNumber(state.form);
      if (!checked.ok) return stay({ ...state, form: checked.form, error: null });
      return { state: { ...state, form: checked.form, error: null, busy: true, results: null }, effects: [{ type: 'validate', body: { rewardsId: checked.rewardsId } }] };
    }

    case 'submitLookup': {
      if (state.busy) return stay(state);
      const checked = validateLookup(state.form, event.country);
      if (!checked.ok) return stay({ ...state, form: checked.form, error: null });
      return { state: { ...state, form: checked.form, error: null, busy: true }, effects: [{ type: 'search', request: lookupRequest(checked.form, event.country) }] };
    }
    case 'lookupSucceeded': {
      const { lastName, phoneNumber, zipcode, email } = state.form.fields;
      const criteria = { lastName: lastName.value, telephoneNumber: phoneNumber.value, postalCode: zipcode.value, emailAddress: email.value };
      const analytics: FlowEffect = { type: 'analytics', data: { event: 'rewards_lookup', ...summary(lookupAnalytics(criteria, event.response.totalCount)) } };
      if (event.response.totalCount <= 0 || !event.response.profiles.length) {
        return { state: { ...state, busy: false, results: null, error: { key: MESSAGES.notFound } }, effects: [analytics] };
      }
      return { state: { ...go(state, 'searchResults'), results: event.response, form: { ...state.form, selectedCustomer: null } }, effects: [analytics] };
    }
    case 'lookupFailed': {
      if (isCompleteAccount(event.failure)) return completeAccount(state);
      return { state: { ...state, busy: false, error: failureMessage(event.failure) }, effects: [linkingErrorEvent(event.failure)] };
    }

    case 'selectCustomer':
      return stay({ ...state, error: null, form: { ...state.form, selectedCustomer: event.profileKey } });
    case 'submitCustomer': {
      if (state.busy) return stay(state);
      const profile = state.results?.profiles.find((p) => p.profileKey === state.form.selectedCustomer);
      if (!profile) return stay({ ...state, error: { key: MESSAGES.chooseProfile } });
      // A profile with a question is verified by its answer (contract 3); one without asks the server how (contract 2).
      if (profile.securityQuestion) {
        return stay({ ...go(state, 'securityQuestion'), verifying: { profileKey: profile.profileKey, securityQuestion: profile.securityQuestion }, form: { ...state.form, securityQuestionError: null } });
      }
      return { state: { ...state, error: null, busy: true }, effects: [{ type: 'validate', body: { profileKey: profile.profileKey } }] };
    }
    case 'submitAnswer': {
      if (state.busy || !state.verifying) return stay(state);
      const answer = event.answer.trim();
      if (!answer) return stay({ ...state, form: { ...state.form, securityQuestionError: { key: MESSAGES.answerMissing } } });
      return { state: { ...state, busy: true, error: null, form: { ...state.form, securityQuestionError: null } }, effects: [{ type: 'answer', body: { profileKey: state.verifying.profileKey, answer } }] };
    }
    case 'sendUnlockCode':
      if (state.busy || !state.verifying) return stay(state);
      return { state: { ...state, busy: true, error: null }, effects: [{ type: 'sendUnlockCode', body: { profileKey: state.verifying.profileKey } }] };
    case 'unlockCodeSent':
      return stay({ ...state, busy: false, unlock: { ...event.response, error: null } });
    case 'unlockCodeFailed': {
      const message = failureMessage(event.failure);
      if (state.unlock && UNLOCK_CODES.has(event.failure?.detail?.errorCode ?? '')) return { state: { ...state, busy: false, unlock: { ...state.unlock, error: message } }, effects: [linkingErrorEvent(event.failure)] };
      return { state: { ...state, busy: false, error: message }, effects: [linkingErrorEvent(event.failure)] };
    }
    case 'submitUnlockCode': {
      if (state.busy || !state.verifying || !state.unlock) return stay(state);
      const code = event.code.replace(/\s/g, '');
      if (!/^\d{6}$/.test(code)) return stay({ ...state, unlock: { ...state.unlock, error: { key: MESSAGES.unlockCodeMissing } } });
      return { state: { ...state, busy: true, error: null, unlock: { ...state.unlock, error: null } }, effects: [{ type: 'unlock', body: { profileKey: state.verifying.profileKey, code } }] };
    }
    case 'validated':
      return afterValidation({ ...state, unlock: null }, event.response);
    case 'validateFailed': {
      if (isCompleteAccount(event.failure)) return completeAccount(state);
      const message = failureMessage(event.failure);
      if (state.step === 'securityQuestion' && state.unlock && UNLOCK_CODES.has(event.failure?.detail?.errorCode ?? '')) {
        return { state: { ...state, busy: false, unlock: { ...state.unlock, error: message } }, effects: [linkingErrorEvent(event.failure)] };
      }
      if (state.step === 'securityQuestion' && SECURITY_CODES.has(event.failure?.detail?.errorCode ?? '')) {
        return { state: { ...state, busy: false, form: { ...state.form, securityQuestionError: message } }, effects: [linkingErrorEvent(event.failure)] };
      }
      return { state: { ...state, busy: false, error: message }, effects: [linkingErrorEvent(event.failure)] };
    }

    case 'joined':
      return { state: { ...go(state, 'congratulations'), joinedRewardsId: event.rewardsId }, effects: [{ type: 'refresh' }, linkedEvent('signUp')] };
    case 'joinFailed':
      return isCompleteAccount(event.failure) ? completeAccount(state) : { state: { ...state, busy: false, error: failureMessage(event.failure) }, effects: [linkingErrorEvent(event.failure)] };

    case 'confirmMerge':
      if (state.busy || !state.mergeToken) return stay(state);
      return { state: { ...state, busy: true, error: null }, effects: [{ type: 'merge', mergeToken: state.mergeToken }] };
    case 'merged':
      return { state: { ...state, busy: false, popup: 'HIDE', mergeToken: null }, effects: [{ type: 'refresh' }, linkedEvent('merge'), { type: 'navigate', path: mergeConfirmationPath(event.response.mergedRewardsId) }] };
    case 'mergeFailed':
      return { state: { ...state, busy: false, error: failureMessage(event.failure) }, effects: [linkingErrorEvent(event.failure)] };

    case 'skip':
      // Spec §4: "Skip for now" clears every field and error, closes, and stores the hide flag.
      return { state: { ...INITIAL_FLOW }, effects: [{ type: 'hideModal' }] };
    case 'close':
      return { state: { ...state, popup: 'HIDE', busy: false }, effects: event.onCheckRewardAccountRoute ? [{ type: 'navigate', path: BLANK_PATH }] : [] };
  }
}

function summary(result: ReturnType<typeof lookupAnalytics>) {
  return { lookupCriteria: result.criteria.join('|'), lookupResult: result.outcome };
}
