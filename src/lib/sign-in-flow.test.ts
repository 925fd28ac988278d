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

const SITE = 'https://www.redline.example';

/** Open redirects: each resolves (as a browser would read a Location) off this site, so the fallback is used. */
const OFF_SITE = [
  '//evil.example/x',
  'https://evil.example',
  'http://evil.example/user/myAccount',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\r\n/evil.example',
  '/./\\evil.example',
  'http:evil.example',
  'https:\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//user@evil.example',
  'https://www.redline.example@evil.example/',
  'https://www.redline.example.evil.example/',
  '///evil.example',
  '////evil.example',
];

/** Odd but harmless: a browser reads each as a path on this site (so may we), never as another host. */
const ODD_BUT_ON_SITE: [string, string][] = [
  ['\\evil.example', '/evil.example'],
  ['https:evil.example', '/evil.example'],
  ['https:/evil.example', '/evil.example'],
  ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ['user/myAccount', '/user/myAccount'],
];

describe('redirect memory (spec §2.5)', () => {
  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/user/myProfile?tab=1', '/', SITE)).toBe('/user/myProfile?tab=1');
    expect(safeRedirectPath('/parts/brakes?q=pads#reviews', '/', SITE)).toBe('/parts/brakes?q=pads#reviews');
    expect(safeRedirectPath('/es-MX/user/myAccount', '/', SITE)).toBe('/es-MX/user/myAccount');
    expect(safeRedirectPath(undefined, '/user/myAccount', SITE)).toBe('/user/myAccount');
    expect(safeRedirectPath(['/x'], '/user/myAccount', SITE)).toBe('/user/myAccount');
  });

  it('answers the normalised path, which never starts with // (a browser would read it as another host)', () => {
    expect(safeRedirectPath('/a/../user/myAccount', '/', SITE)).toBe('/user/myAccount');
    expect(safeRedirectPath('/./user//myAccount', '/', SITE)).toBe('/user//myAccount');
    expect(safeRedirectPath(`${SITE}/user/myAccount?x=1`, '/', SITE)).toBe('/user/myAccount?x=1');
  });

  it.each(OFF_SITE)('refuses %j: it leads off the site', (payload) => {
    expect(safeRedirectPath(payload, '/user/myAccount', SITE)).toBe('/user/myAccount');
    expect(safeRedirectPath(payload, '/user/myAccount')).toBe('/user/myAccount');
  });

  it.each(ODD_BUT_ON_SITE)('reads %j as the path %j on this site', (payload, path) => {
    expect(safeRedirectPath(payload, '/user/myAccount', SITE)).toBe(path);
  });

  it.each([...OFF_SITE, ...ODD_BUT_ON_SITE.map(([payload]) => payload)])('answers %j with a Location a browser keeps on this site', (payload) => {
    const answer = safeRedirectPath(payload, '/user/myAccount', SITE);
    expect(answer).toMatch(/^\/(?![\/\\])/);
    expect(new URL(answer, SITE).origin).toBe(SITE);
  });

  it('does not remember sign-in, account-creation and rewards-account pages', () => {
    for (const path of ['/signin', '/signincheckout', '/completeAccount', '/createRewardsAccount', '/updateRewardsAccount', '/checkRewardAccount', '/resetPassword/abc']) expect(isRememberedPath(path)).toBe(false);
    for (const path of ['/user/myProfile', '/parts/brakes', '/myWarranties']) expect(isRememberedPath(path)).toBe(true);
  });
});
