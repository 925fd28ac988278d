/**
 * The sign-in-expired signal (spec §8 HTTP: "401 (except login): the sign-in-expired prompt is
 * shown"). The API client announces it; the shell listens and shows the prompt. It is a window
 * CustomEvent so that any number of listeners, in any bundle, hear it without a shared store.
 * On the server there is no window: announcing does nothing and listening returns a no-op.
 */
export const SIGN_IN_EXPIRED_EVENT = 'storefront:sign-in-expired';

export interface SignInExpiredDetail {
  /** The API path whose answer was 401, without the query. */
  path: string;
}

export function announceSignInExpired(detail: SignInExpiredDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SignInExpiredDetail>(SIGN_IN_EXPIRED_EVENT, { detail }));
}

/** Listen for the signal; returns the function that stops listening. */
export function onSignInExpired(listener: (detail: SignInExpiredDetail) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<SignInExpiredDetail>).detail);
  window.addEventListener(SIGN_IN_EXPIRED_EVENT, handler);
  return () => window.removeEventListener(SIGN_IN_EXPIRED_EVENT, handler);
}

/**
 * What the server says of the sign-in on each API answer (spec §4 Session: the
 * jsession-authenticated header). The API client announces it; the session watcher compares
 * it with what the page was rendered with.
 */
export const SESSION_HEADER = 'jsession-authenticated';
export const SESSION_STATE_EVENT = 'storefront:session-state';

export function announceSessionState(authenticated: boolean): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<{ authenticated: boolean }>(SESSION_STATE_EVENT, { detail: { authenticated } }));
}

export function onSessionState(listener: (authenticated: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<{ authenticated: boolean }>).detail.authenticated);
  window.addEventListener(SESSION_STATE_EVENT, handler);
  return () => window.removeEventListener(SESSION_STATE_EVENT, handler);
}

/** Tabs of the site tell each other of a sign-in or sign-out (spec §2.5: reload on a login-success message). */
export const AUTH_CHANNEL = 'storefront-auth';
export type AuthMessage = { type: 'loginSuccess' } | { type: 'signedOut' };

export function broadcastAuth(message: AuthMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
