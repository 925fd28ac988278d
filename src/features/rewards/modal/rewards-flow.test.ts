import { describe, expect, it } from 'vitest';
import { LINK_COMPLETE_ACCOUNT_EVENT } from '@/lib/rewards';
import { EMPTY_FORM } from './rewards-form';
import { INITIAL_FLOW, isOpen, MESSAGES, rewardsFlow, stepNumber, unlockOffered, type ApiFailure, type FlowEvent, type FlowState, type MaskedProfile, type ValidateResponse } from './rewards-flow';

const run = (state: FlowState, ...events: FlowEvent[]) => {
  let current = { state, effects: [] as ReturnType<typeof rewardsFlow>['effects'] };
  for (const event of events) current = rewardsFlow(current.state, event);
  return current;
};
const opened = (step?: FlowState['step']) => rewardsFlow(INITIAL_FLOW, { type: 'open', step }).state;
const at = (...events: FlowEvent[]) => run(opened(), ...events).state;

const profile = (patch: Partial<MaskedProfile> = {}): MaskedProfile => ({
  profileKey: 'key-1',
  firstName: 'J.',
  lastName: 'Smith',
  email: 'j•••@e•••.com',
  phoneNumber: '••• ••• 7890',
  postalCode: '9••••',
  securityQuestion: 'firstCar',
  joinedYear: 2019,
  ...patch,
});
const answer = (patch: Partial<ValidateResponse> = {}): ValidateResponse => ({
  azProfileInfo: profile(),
  profileUpdateRequired: false,
  acountsLinked: false,
  validateQuestionsRequired: false,
  mergeRequired: false,
  ...patch,
});
const failure = (errorCode: string, errorMessageDefault = '', errorMessageKey = '', status = 400): ApiFailure => ({ status, detail: { errorCode, errorMessageKey, errorMessageDefault } });

/** The enter-ID form with a valid id submitted. */
const submittedId = () => run(opened(), { type: 'haveRewards' }, { type: 'enterMyId' }, { type: 'change', field: 'rewardsNumber', value: '1234 5678 901' }, { type: 'submitRewardsId' });
/** The lookup form submitted with a last name and a ZIP. */
const lookupSubmitted = () =>
  run(opened(), { type: 'haveRewards' }, { type: 'lookUpMyId' }, { type: 'change', field: 'lastName', value: 'Smith' }, { type: 'change', field: 'zipOrEmail', value: '90210-1234' }, { type: 'submitLookup', country: 'US' });
const withResults = (count = 2) =>
  run(lookupSubmitted().state, { type: 'lookupSucceeded', response: { totalCount: count, profiles: Array.from({ length: count }, (_, i) => profile({ profileKey: `key-${i + 1}`, securityQuestion: i === 0 ? 'firstCar' : null })) } }).state;

describe('the nine steps and the popup states', () => {
  it('numbers the steps as spec §2.6 does', () => {
    expect(['signIn', 'linkAccount', 'signUp', 'enterId', 'lookup', 'searchResults', 'securityQuestion', 'congratulations', 'confirmation'].map((s) => stepNumber(s as FlowState['step']))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts hidden and opens on the sign-in prompt (SHOW_REWARD_SIGNIN)', () => {
    expect(isOpen(INITIAL_FLOW)).toBe(false);
    const state = opened();
    expect(state).toMatchObject({ popup: 'SHOW_REWARD_SIGNIN', step: 'signIn' });
  });

  it('opens at a given step with its popup state (the check-reward-account page opens step 2)', () => {
    expect(opened('linkAccount')).toMatchObject({ popup: 'LINK_REWARDS', step: 'linkAccount' });
  });

  it('changes the view through a change-popup-type action', () => {
    expect(rewardsFlow(INITIAL_FLOW, { type: 'changePopupType', popup: 'SHOW_REWARD_SIGNIN' }).state).toMatchObject({ popup: 'SHOW_REWARD_SIGNIN', step: 'signIn' });
    expect(rewardsFlow(INITIAL_FLOW, { type: 'changePopupType', popup: 'LINK_REWARDS' }).state).toMatchObject({ step: 'linkAccount' });
    expect(rewardsFlow(INITIAL_FLOW, { type: 'changePopupType', popup: 'CREATE_ACCOUNT_CONFIRMATION' }).state).toMatchObject({ step: 'confirmation', confirmation: 'createAccount' });
    expect(rewardsFlow(INITIAL_FLOW, { type: 'changePopupType', popup: 'REWARD_CONFIRMATION' }).state).toMatchObject({ step: 'congratulations' });
    expect(rewardsFlow(opened(), { type: 'changePopupType', popup: 'HIDE' }).state.popup).toBe('HIDE');
  });
});

describe('sign-in prompt and link-account choice', () => {
  it('yes leads to the link-account choice, then to the enter-ID form or the lookup form', () => {
    expect(at({ type: 'haveRewards' })).toMatchObject({ step: 'linkAccount', popup: 'LINK_REWARDS' });
    expect(at({ type: 'haveRewards' }, { type: 'enterMyId' })).toMatchObject({ step: 'enterId', popup: 'LINK_REWARDS' });
    expect(at({ type: 'haveRewards' }, { type: 'lookUpMyId' })).toMatchObject({ step: 'lookup', popup: 'LINK_REWARDS' });
  });

  it('no leads to the sign-up form', () => {
    expect(at({ type: 'signMeUp' })).toMatchObject({ step: 'signUp', popup: 'SHOW_REWARD_SIGNIN' });
  });

  it('goes back one step at a time', () => {
    expect(at({ type: 'signMeUp' }, { type: 'back' }).step).toBe('signIn');
    expect(at({ type: 'haveRewards' }, { type: 'back' }).step).toBe('signIn');
    expect(at({ type: 'haveRewards' }, { type: 'enterMyId' }, { type: 'back' }).step).toBe('linkAccount');
    expect(at({ type: 'haveRewards' }, { type: 'lookUpMyId' }, { type: 'back' }).step).toBe('linkAccount');
  });
});

describe('enter-ID form and the validate answer', () => {
  it('refuses a malformed id without calling the server, and keeps what was typed', () => {
    const { state, effects } = run(opened(), { type: 'enterMyId' }, { type: 'change', field: 'rewardsNumber', value: '12345' }, { type: 'submitRewardsId' });
    expect(effects).toEqual([]);
    expect(state.form.fields.rewardsNumber).toEqual({ value: '12345', error: MESSAGES.invalidId });
    expect(run(opened(), { type: 'enterMyId' }, { type: 'submitRewardsId' }).state.form.fields.rewardsNumber.error).toBe('rewards.modal.errors.rewardsIdMissing');
  });

  it('sends the eleven digits to validate', () => {
    const { state, effects } = submittedId();
    expect(effects).toEqual([{ type: 'validate', body: { rewardsId: '12345678901' } }]);
    expect(state.busy).toBe(true);
  });

  it('accounts linked -> congratulations (step 8), and the page data refreshes', () => {
    const { state, effects } = run(submittedId().state, { type: 'validated', response: answer({ acountsLinked: true }) });
    expect(state).toMatchObject({ step: 'congratulations', popup: 'REWARD_CONFIRMATION', busy: false });
    expect(effects).toEqual([{ type: 'refresh' }, { type: 'analytics', data: { event: 'link_rewards', method: 'rewardsId' } }]);
  });

  it('validation questions required -> the security question (step 7) of that profile', () => {
    const { state } = run(submittedId().state, { type: 'validated', response: answer({ validateQuestionsRequired: true }) });
    expect(state).toMatchObject({ step: 'securityQuestion', popup: 'VALIDATE_REWARD_QUESTIONS', verifying: { profileKey: 'key-1', securityQuestion: 'firstCar' } });
  });

  it('merge required -> the merge confirmation (step 9) holding the merge token', () => {
    const { state } = run(submittedId().state, { type: 'validated', response: answer({ mergeRequired: true, mergeToken: 'tok' }) });
    expect(state).toMatchObject({ step: 'confirmation', confirmation: 'merge', mergeToken: 'tok' });
  });

  it('no profile info -> "Invalid Rewards ID" under the field, still on the form', () => {
    const { state } = run(submittedId().state, { type: 'validated', response: answer({ azProfileInfo: null }) });
    expect(state.step).toBe('enterId');
    expect(state.form.fields.rewardsNumber).toEqual({ value: '1234 5678 901', error: MESSAGES.invalidId });
  });

  it('profile update required -> closes and goes to /updateRewardsAccount', () => {
    const linked = run(submittedId().state, { type: 'validated', response: answer({ acountsLinked: true, profileUpdateRequired: true }) });
    expect(linked.effects).toContainEqual({ type: 'navigate', path: '/updateRewardsAccount' });
    expect(linked.state.popup).toBe('HIDE');
    const alone = run(submittedId().state, { type: 'validated', response: answer({ profileUpdateRequired: true }) });
    expect(alone.effects).toEqual([{ type: 'navigate', path: '/updateRewardsAccount' }]);
  });

  it('code 1089 -> the "Link Account: Complete Account Popup" event and the create-account confirmation', () => {
    const { state, effects } = run(submittedId().state, { type: 'validateFailed', failure: failure('1089', 'Sign in or create an online account to link your Rewards', 'rewards.errors.completeAccount', 403) });
    expect(effects).toEqual([{ type: 'analytics', data: { event: LINK_COMPLETE_ACCOUNT_EVENT } }]);
    expect(state).toMatchObject({ step: 'confirmation', confirmation: 'createAccount', popup: 'CREATE_ACCOUNT_CONFIRMATION' });
  });

  it('a failure with a response shows its message; without a message "An error occurred"; without a response "An unexpected error occurred"', () => {
    const base = submittedId().state;
    expect(run(base, { type: 'validateFailed', failure: failure('REWARDS_ID_TAKEN', 'This Rewards ID is linked to another account', 'rewards.errors.idTaken', 409) }).state.error).toEqual({
      key: 'rewards.errors.idTaken',
      fallback: 'This Rewards ID is linked to another account',
      values: undefined,
    });
    expect(run(base, { type: 'validateFailed', failure: failure('X', 'Only a default') }).state.error).toMatchObject({ key: MESSAGES.generic, fallback: 'Only a default' });
    expect(run(base, { type: 'validateFailed', failure: { status: 500, detail: null } }).state.error).toEqual({ key: MESSAGES.generic });
    const offline = run(base, { type: 'validateFailed', failure: null }).state;
    expect(offline.error).toEqual({ key: MESSAGES.unexpected });
    expect(offline.busy).toBe(false);
    expect(offline.form.fields.rewardsNumber.value).toBe('1234 5678 901');
  });

  it('ignores a second submit while the first is on its way', () => {
    expect(run(submittedId().state, { type: 'submitRewardsId' }).effects).toEqual([]);
  });
});

describe('lookup form and search results', () => {
  it('needs the last name and at least one more criterion, with the rewards ZIP-or-email message', () => {
    const { state, effects } = run(opened(), { type: 'lookUpMyId' }, { type: 'change', field: 'lastName', value: '' }, { type: 'submitLookup', country: 'US' });
    expect(effects).toEqual([]);
    expect(state.form.fields.lastName.error).toBe('validation.lastName.missing');
    expect(state.form.fields.zipOrEmail.error).toBe('validation.zipOrEmail.invalid');
  });

  it('sends the search with the criteria given, the ZIP cut to 5 digits, 5 results of page 1', () => {
    const { effects } = lookupSubmitted();
    expect(effects).toEqual([{ type: 'search', request: { customerData: { lastName: 'Smith', postalCode: '90210' }, maxResult: 5, pageNumber: 1 } }]);
  });

  it('zero results -> "Rewards ID not found" and the no-results analytics', () => {
    const { state, effects } = run(lookupSubmitted().state, { type: 'lookupSucceeded', response: { totalCount: 0, profiles: [] } });
    expect(state).toMatchObject({ step: 'lookup', error: { key: MESSAGES.notFound }, busy: false });
    expect(effects).toEqual([{ type: 'analytics', data: { event: 'rewards_lookup', lookupCriteria: 'Last Name|Zip', lookupResult: 'no results' } }]);
  });

  it('results -> search-criteria-found (step 6) with 1-to-1 or 1-to-many analytics', () => {
    const one = run(lookupSubmitted().state, { type: 'lookupSucceeded', response: { totalCount: 1, profiles: [profile()] } });
    expect(one.state).toMatchObject({ step: 'searchResults', popup: 'LINK_REWARDS', results: { totalCount: 1 } });
    expect(one.effects[0]).toMatchObject({ data: { lookupResult: '1 to 1' } });
    const many = run(lookupSubmitted().state, { type: 'lookupSucceeded', response: { totalCount: 3, profiles: [profile(), profile({ profileKey: 'k2' })] } });
    expect(many.effects[0]).toMatchObject({ data: { lookupResult: '1 to many' } });
  });

  it('a lookup failure shows the mapped message and records the linking error with code and default message', () => {
    const { state, effects } = run(lookupSubmitted().state, { type: 'lookupFailed', failure: failure('RATE_LIMITED', 'Too many searches', 'rewards.errors.tooMany', 429) });
    expect(state.error).toMatchObject({ key: 'rewards.errors.tooMany', fallback: 'Too many searches' });
    expect(effects).toEqual([{ type: 'analytics', data: { event: 'rewards_linking_error', errorCode: 'RATE_LIMITED', errorMessage: 'Too many searches' } }]);
  });

  it('a guest searching (1089) gets the create-account confirmation', () => {
    const { state, effects } = run(lookupSubmitted().state, { type: 'lookupFailed', failure: failure('1089', 'Sign in', '', 403) });
    expect(state.confirmation).toBe('createAccount');
    expect(effects).toContainEqual({ type: 'analytics', data: { event: LINK_COMPLETE_ACCOUNT_EVENT } });
  });

  it('back from the results returns to the lookup form with a reset', () => {
    const { state } = run(withResults(), { type: 'selectCustomer', profileKey: 'key-1' }, { type: 'back' });
    expect(state.step).toBe('lookup');
    expect(state.results).toBeNull();
    expect(state.form.selectedCustomer).toBeNull();
    expect(state.form.fields.lastName.value).toBe('');
    expect(state.form.fields.zipOrEmail.value).toBe('');
  });

  it('continuing needs a picked profile', () => {
    expect(run(withResults(), { type: 'submitCustomer' }).state.error).toEqual({ key: MESSAGES.chooseProfile });
  });

  it('a picked profile with a question goes to the question; one without asks validate by its key', () => {
    const question = run(withResults(), { type: 'selectCustomer', profileKey: 'key-1' }, { type: 'submitCustomer' });
    expect(question.state).toMatchObject({ step: 'securityQuestion', verifying: { profileKey: 'key-1', securityQuestion: 'firstCar' } });
    expect(question.effects).toEqual([]);
    const noQuestion = run(withResults(), { type: 'selectCustomer', profileKey: 'key-2' }, { type: 'submitCustomer' });
    expect(noQuestion.effects).toEqual([{ type: 'validate', body: { profileKey: 'key-2' } }]);
  });
});

describe('security question', () => {
  const onQuestion = () => run(withResults(), { type: 'selectCustomer', profileKey: 'key-1' }, { type: 'submitCustomer' }).state;

  it('needs an answer', () => {
    const { state, effects } = run(onQuestion(), { type: 'submitAnswer', answer: '  ' });
    expect(effects).toEqual([]);
    expect(state.form.securityQuestionError).toEqual({ key: MESSAGES.answerMissing });
  });

  it('sends the answer with the profile key; confirmed -> congratulations', () => {
    const sent = run(onQuestion(), { type: 'submitAnswer', answer: ' Mustang ' });
    expect(sent.effects).toEqual([{ type: 'answer', body: { profileKey: 'key-1', answer: 'Mustang' } }]);
    expect(run(sent.state, { type: 'validated', response: answer({ acountsLinked: true }) }).state.step).toBe('congratulations');
    expect(run(sent.state, { type: 'validated', response: answer({ mergeRequired: true, mergeToken: 't' }) }).state.confirmation).toBe('merge');
  });

  it('a wrong answer or a lock goes to the security-question error slot', () => {
    const sent = run(onQuestion(), { type: 'submitAnswer', answer: 'Pinto' }).state;
    const wrong = run(sent, { type: 'validateFailed', failure: failure('SECURITY_ANSWER_INCORRECT', 'That answer is not right', 'rewards.errors.answerIncorrect', 422) }).state;
    expect(wrong.step).toBe('securityQuestion');
    expect(wrong.form.securityQuestionError).toMatchObject({ key: 'rewards.errors.answerIncorrect' });
    expect(wrong.error).toBeNull();
    const locked = run(sent, { type: 'validateFailed', failure: failure('SECURITY_ANSWER_LOCKED', 'Locked', 'rewards.errors.answerLocked', 423) }).state;
    expect(locked.form.securityQuestionError).toMatchObject({ key: 'rewards.errors.answerLocked' });
  });

  it('a lock that names the account address offers a code; the code unlocks and links, a wrong one stays on the code field', () => {
    const sent = run(onQuestion(), { type: 'submitAnswer', answer: 'Pinto' }).state;
    const plain = run(sent, { type: 'validateFailed', failure: failure('SECURITY_ANSWER_LOCKED', 'Locked', 'rewards.errors.answerLocked', 423) }).state;
    expect(unlockOffered(plain)).toBe(false);
    const locked = run(sent, { type: 'validateFailed', failure: { status: 423, detail: { errorCode: 'SECURITY_ANSWER_LOCKED', errorMessageKey: 'rewards.errors.answerLockedCode', errorMessageDefault: 'Locked', errorMessageValues: { email: 'j•••@e•••.com' } } } }).state;
    expect(unlockOffered(locked)).toBe(true);
    const asked = run(locked, { type: 'sendUnlockCode' });
    expect(asked.effects).toEqual([{ type: 'sendUnlockCode', body: { profileKey: 'key-1' } }]);
    const codeSent = run(asked.state, { type: 'unlockCodeSent', response: { email: 'j•••@e•••.com', minutes: 10 } }).state;
    expect(codeSent.unlock).toEqual({ email: 'j•••@e•••.com', minutes: 10, error: null });
    expect(run(codeSent, { type: 'submitUnlockCode', code: '12a' }).state.unlock?.error).toEqual({ key: MESSAGES.unlockCodeMissing });
    const submitted = run(codeSent, { type: 'submitUnlockCode', code: '123 456' });
    expect(submitted.effects).toEqual([{ type: 'unlock', body: { profileKey: 'key-1', code: '123456' } }]);
    const wrong = run(submitted.state, { type: 'validateFailed', failure: failure('UNLOCK_CODE_INVALID', 'No match', 'rewards.errors.unlockCodeInvalid', 422) }).state;
    expect(wrong.unlock?.error).toMatchObject({ key: 'rewards.errors.unlockCodeInvalid' });
    expect(wrong.error).toBeNull();
    const linked = run(run(wrong, { type: 'submitUnlockCode', code: '654321' }).state, { type: 'validated', response: answer({ acountsLinked: true }) }).state;
    expect(linked.step).toBe('congratulations');
    expect(linked.unlock).toBeNull();
  });

  it('back returns to the results it came from', () => {
    expect(run(onQuestion(), { type: 'back' }).state.step).toBe('searchResults');
  });
});

describe('sign-up, merge, skip and close', () => {
  it('joined -> congratulations with the new id', () => {
    const { state, effects } = run(at({ type: 'signMeUp' }), { type: 'joined', rewardsId: '12345678901' });
    expect(state).toMatchObject({ step: 'congratulations', joinedRewardsId: '12345678901' });
    expect(effects).toEqual([{ type: 'refresh' }, { type: 'analytics', data: { event: 'link_rewards', method: 'signUp' } }]);
  });

  it('a guest joining (1089) gets the create-account confirmation', () => {
    expect(run(at({ type: 'signMeUp' }), { type: 'joinFailed', failure: failure('1089') }).state.confirmation).toBe('createAccount');
  });

  it('confirming the merge sends its token, then goes to /mergeConfirmation with the merged id', () => {
    const merge = run(submittedId().state, { type: 'validated', response: answer({ mergeRequired: true, mergeToken: 'tok' }) }).state;
    const sent = run(merge, { type: 'confirmMerge' });
    expect(sent.effects).toEqual([{ type: 'merge', mergeToken: 'tok' }]);
    const done = run(sent.state, { type: 'merged', response: { rewardsId: '11111111111', mergedRewardsId: '22222222222', credits: 3, amount: 0 } });
    expect(done.state.popup).toBe('HIDE');
    expect(done.effects).toEqual([{ type: 'refresh' }, { type: 'analytics', data: { event: 'link_rewards', method: 'merge' } }, { type: 'navigate', path: '/mergeConfirmation?rewardsId=22222222222' }]);
    expect(run(sent.state, { type: 'mergeFailed', failure: null }).state.error).toEqual({ key: MESSAGES.unexpected });
  });

  it('"Skip for now" clears every field and error, closes, and stores the hide flag', () => {
    const typed = run(opened(), { type: 'lookUpMyId' }, { type: 'change', field: 'lastName', value: '9' }, { type: 'change', field: 'phoneNumber', value: '12' }, { type: 'submitLookup', country: 'US' }).state;
    expect(typed.form.fields.lastName.error).not.toBeNull();
    const { state, effects } = rewardsFlow(typed, { type: 'skip' });
    expect(state.popup).toBe('HIDE');
    expect(state.form).toEqual(EMPTY_FORM);
    expect(state.error).toBeNull();
    expect(effects).toEqual([{ type: 'hideModal' }]);
  });

  it('closing hides the modal; from the check-reward-account route it also goes to the blank route', () => {
    expect(rewardsFlow(opened(), { type: 'close', onCheckRewardAccountRoute: false })).toEqual({ state: expect.objectContaining({ popup: 'HIDE' }), effects: [] });
    expect(rewardsFlow(opened('linkAccount'), { type: 'close', onCheckRewardAccountRoute: true }).effects).toEqual([{ type: 'navigate', path: '/' }]);
  });

  it('typing clears that field’s error and keeps the others', () => {
    const typed = run(opened(), { type: 'lookUpMyId' }, { type: 'submitLookup', country: 'US' }).state;
    const next = rewardsFlow(typed, { type: 'change', field: 'lastName', value: 'S' }).state;
    expect(next.form.fields.lastName).toEqual({ value: 'S', error: null });
    expect(next.form.fields.zipOrEmail.error).toBe('validation.zipOrEmail.invalid');
  });
});
