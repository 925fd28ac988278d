/** Anything can ask the account modal to open (spec §2.6 sign-in control). */
export const OPEN_ACCOUNT_MODAL = 'storefront:open-account-modal';

export function openAccountModal(): void {
  window.dispatchEvent(new Event(OPEN_ACCOUNT_MODAL));
}

export interface AccountModalLabels {
  title: string;
  signInTitle: string;
  close: string;
  greeting: string;
  links: { href: string; label: string }[];
  signOut: string;
  signOutFailed: string;
  create: { href: string; label: string };
  track: { href: string; label: string };
}
