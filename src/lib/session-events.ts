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
