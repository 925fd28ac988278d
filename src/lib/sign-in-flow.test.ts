import { describe, expect, it } from 'vitest';
import { INITIAL_SIGN_IN_FLOW, isRememberedPath, safeRedirectPath, signInFlowReducer, type SignInFlow } from './sign-in-flow';

const at = (type: SignInFlow['type'], extra: Partial<SignInFlow> = {}): SignInFlow => ({ ...INITIAL_SIGN_IN_FLOW, type, ...extra });

describe('sign-in flow (spec §4)', () => {
  it('starts at login', () => {
    expect(INITIAL_SIGN_IN_FLOW).toEqual({ type: 'login', previous: null, userLogin: '', otpOnly: false });
  });

  it('remembers the previous type on entering OTPFlow only from forgotPassword or chooseSignInMethod', () => {
    expect(signInFlowReducer(at('forgotPassword'), { type: 'go', to: 'OTPFlow' }).previous).toBe('forgotPassword');
    expect(signInFlowReducer(at('chooseSignInMethod'), { type: 'go', to: 'OTPFlow' }).previous).toBe('chooseSignInMethod');
    expect(signInFlowReducer(at('login'), { type: 'go', to: 'OTPFlow' }).previous).toBeNull();
    expect(signInFlowReducer(at('forgotPassword'), { type: 'go', to: 'login' }).previous).toBeNull();
  });

  it('goes back from OTPFlow to the remembered type, else to login', () => {
    const otp = signInFlowReducer(at('chooseSignInMethod', { userLogin: 'ana@example.com' }), { type: 'go', to: 'OTPFlow' });
    expect(signInFlowReducer(otp, { type: 'back' })).toMatchObject({ type: 'chooseSignInMethod', userLogin: 'ana@example.com' });
    expect(signInFlowReducer(signInFlowReducer(at('login'), { type: 'go', to: 'OTPFlow' }), { type: 'back' }).type).toBe('login');
  });

  it('keeps the user login and OTP-only flag across steps, and reset clears both', () => {
    const state = signInFlowReducer(INITIAL_SIGN_IN_FLOW, { type: 'go', to: 'chooseSignInMethod', userLogin: 'ana@example.com', otpOnly: true });
    expect(signInFlowReducer(state, { type: 'go', to: 'OTPFlow' })).toMatchObject({ userLogin: 'ana@example.com', otpOnly: true });
    expect(signInFlowReducer(state, { type: 'reset' })).toEqual(INITIAL_SIGN_IN_FLOW);
  });
});

describe('redirect memory (spec §2.5)', () => {
  it('accepts paths on this site only', () => {
    expect(safeRedirectPath('/user/myProfile?tab=1', '/')).toBe('/user/myProfile?tab=1');
    expect(safeRedirectPath('//evil.example/x', '/')).toBe('/');
    expect(safeRedirectPath('https://evil.example', '/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example', '/')).toBe('/');
    expect(safeRedirectPath(undefined, '/user/myAccount')).toBe('/user/myAccount');
  });

  it('does not remember sign-in, account-creation and rewards-account pages', () => {
    for (const path of ['/signin', '/signincheckout', '/completeAccount', '/createRewardsAccount', '/updateRewardsAccount', '/checkRewardAccount', '/resetPassword/abc']) expect(isRememberedPath(path)).toBe(false);
    for (const path of ['/user/myProfile', '/parts/brakes', '/myWarranties']) expect(isRememberedPath(path)).toBe(true);
  });
});
