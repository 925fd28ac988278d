/**
 * Which notice the shell shows when the sign-in state it remembers for this tab differs from
 * the page's (spec §4 Sign-in notice, and the inactivity sign-out toast of §2.6 and §6).
 */

/** What the tab last saw, kept in session storage. */
export interface AuthSnapshot {
  signedIn: boolean;
  autoLogin: boolean;
}

/** Where the last sign-in happened (local storage `loginFrom`, spec §3). */
export type LoginFrom = 'signinPage' | 'modal' | 'register' | 'resetPassword';

export interface NoticeContext {
  /** The page is one of the sign-in routes. */
  onSignInPage: boolean;
  loginFrom: string | null;
  /** The sign-in notice was already shown in this browser session. */
  noticeShown: boolean;
  /** Site switches: sign-in alerts, and the inactivity toast. */
  alertsEnabled: boolean;
  inactivityToast: boolean;
}

export type SessionNotice = 'signInNotice' | 'inactivitySignOut' | null;

export function sessionNotice(previous: AuthSnapshot | null, current: AuthSnapshot, context: NoticeContext): SessionNotice {
  // Signed out without asking (the sign-out button forgets the snapshot first): the session
  // ran out. Auto-login ("keep me signed in") members are not told.
  if (previous?.signedIn && !current.signedIn) return context.inactivityToast && !previous.autoLogin ? 'inactivitySignOut' : null;
  const becameSignedIn = current.signedIn && !previous?.signedIn;
  if (!becameSignedIn || context.onSignInPage || context.noticeShown || !context.alertsEnabled) return null;
  // A brand-new account and a password just reset have their own messages.
  if (context.loginFrom === 'register' || context.loginFrom === 'resetPassword' || context.loginFrom === 'signinPage') return null;
  return 'signInNotice';
}

export function parseSnapshot(value: string | null): AuthSnapshot | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<AuthSnapshot>;
    return typeof parsed.signedIn === 'boolean' ? { signedIn: parsed.signedIn, autoLogin: parsed.autoLogin === true } : null;
  } catch {
    return null;
  }
}
