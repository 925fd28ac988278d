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

/** Stands in for the site's origin when the caller has none to give: only "same origin or not" matters. */
const SOME_SITE = 'https://site.invalid';

/**
 * A redirect target after sign-in: a path on this site only, else the fallback. The candidate is
 * resolved against the site's origin by the URL parser, which reads it as a browser reads a
 * Location (tabs and newlines dropped, backslashes as slashes, `.`, `..` and `%2e` segments
 * resolved); only a URL with the site's own origin is kept, and what comes back is its path,
 * query and hash. Checking the raw text and answering the normalised path let `/.//evil.example`
 * become `//evil.example`, another host; a path that normalises to `//` is refused.
 */
export function safeRedirectPath(value: unknown, fallback: string, siteOrigin: string = SOME_SITE): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  let site: URL;
  let url: URL;
  try {
    site = new URL(siteOrigin);
    url = new URL(value, site);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !/^\/[\/\\]/.test(path) ? path : fallback;
}

/** Pages whose path is not remembered for after sign-in (spec §2.5): sign-in, account creation and rewards-account pages. */
const NOT_REMEMBERED = [/^\/signin/, /^\/signincheckout/, /^\/signinnotcheckout/, /^\/completeAccount/, /^\/createRewardsAccount/, /^\/updateRewardsAccount/, /^\/checkRewardAccount/, /^\/resetPassword/];

/** Whether a (locale-less) path may be remembered as prevUrlRoute / redirect_url. */
export function isRememberedPath(path: string): boolean {
  return !NOT_REMEMBERED.some((pattern) => pattern.test(path));
}
