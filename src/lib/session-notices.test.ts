import { describe, expect, it } from 'vitest';
import { parseSnapshot, sessionNotice, type NoticeContext } from './session-notices';

const context: NoticeContext = { onSignInPage: false, loginFrom: null, noticeShown: false, alertsEnabled: true, inactivityToast: true };
const guest = { signedIn: false, autoLogin: false };
const member = { signedIn: true, autoLogin: false };
const remembered = { signedIn: true, autoLogin: true };

describe('session notices', () => {
  it('tells a member signed out behind their back, unless auto-login or the toast is off', () => {
    expect(sessionNotice(member, guest, context)).toBe('inactivitySignOut');
    expect(sessionNotice(remembered, guest, context)).toBeNull();
    expect(sessionNotice(member, guest, { ...context, inactivityToast: false })).toBeNull();
    // The sign-out button forgets the snapshot, so an asked-for sign-out says nothing.
    expect(sessionNotice(null, guest, context)).toBeNull();
  });

  it('shows the sign-in notice once per session when the sign-in happened outside the sign-in page', () => {
    expect(sessionNotice(guest, member, context)).toBe('signInNotice');
    expect(sessionNotice(null, remembered, { ...context, loginFrom: 'modal' })).toBe('signInNotice');
    expect(sessionNotice(guest, member, { ...context, noticeShown: true })).toBeNull();
    expect(sessionNotice(guest, member, { ...context, onSignInPage: true })).toBeNull();
    expect(sessionNotice(guest, member, { ...context, alertsEnabled: false })).toBeNull();
  });

  it('keeps quiet for a new account, a reset password and a sign-in on the sign-in page', () => {
    for (const loginFrom of ['register', 'resetPassword', 'signinPage']) expect(sessionNotice(guest, member, { ...context, loginFrom })).toBeNull();
  });

  it('says nothing when nothing changed', () => {
    expect(sessionNotice(member, member, context)).toBeNull();
    expect(sessionNotice(guest, guest, context)).toBeNull();
  });

  it('reads only a well-formed snapshot', () => {
    expect(parseSnapshot('{"signedIn":true,"autoLogin":true}')).toEqual(remembered);
    expect(parseSnapshot('{"signedIn":"yes"}')).toBeNull();
    expect(parseSnapshot('not json')).toBeNull();
    expect(parseSnapshot(null)).toBeNull();
  });
});
