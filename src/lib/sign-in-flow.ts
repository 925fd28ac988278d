/**
 * The sign-in flow context of spec §3/§4: which form the sign-in panel shows, the e-mail the
 * shopper is signing in with, and whether only a one-time code is on offer.
 */
export type SignInFlowType = 'login' | 'forgotPassword' | 'chooseSignInMethod' | 'OTPFlow';

export interface SignInFlow {
  type: SignInFlowType;
  /** The type to go back to from OTPFlow (only forgotPassword or chooseSignInMethod are remembered). */
  previous: SignInFlowType | null;
  userLogin: string;
  otpOnly: boolean;
}

export const INITIAL_SIGN_IN_FLOW: SignInFlow = { type: 'login', previous: null, userLogin: '', otpOnly: false };

export type SignInFlowAction = { type: 'go'; to: SignInFlowType; userLogin?: string; otpOnly?: boolean } | { type: 'back' } | { type: 'reset' };

export function signInFlowReducer(state: SignInFlow, action: SignInFlowAction): SignInFlow {
  switch (action.type) {
    case 'go': {
      const remembered = action.to === 'OTPFlow' && (state.type === 'forgotPassword' || state.type === 'chooseSignInMethod') ? state.type : null;
      return {
        type: action.to,
        previous: action.to === 'OTPFlow' ? remembered : null,
        userLogin: action.userLogin ?? state.userLogin,
        otpOnly: action.otpOnly ?? state.otpOnly,
      };
    }
    case 'back':
      return state.type === 'OTPFlow' && state.previous ? { ...state, type: state.previous, previous: null } : { ...INITIAL_SIGN_IN_FLOW, userLogin: state.userLogin };
    case 'reset':
      return INITIAL_SIGN_IN_FLOW;
  }
}

/** A redirect target after sign-in: a path on this site only (never another origin), else the fallback. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://internal.invalid');
    return url.origin === 'http://internal.invalid' ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

/** Pages whose path is not remembered for after sign-in (spec §2.5): sign-in, account creation and rewards-account pages. */
const NOT_REMEMBERED = [/^\/signin/, /^\/signincheckout/, /^\/signinnotcheckout/, /^\/completeAccount/, /^\/createRewardsAccount/, /^\/updateRewardsAccount/, /^\/checkRewardAccount/, /^\/resetPassword/];

/** Whether a (locale-less) path may be remembered as prevUrlRoute / redirect_url. */
export function isRememberedPath(path: string): boolean {
  return !NOT_REMEMBERED.some((pattern) => pattern.test(path));
}
