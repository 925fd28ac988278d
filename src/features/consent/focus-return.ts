/**
 * Where the focus goes when the cookie banner or its preferences close (the shopper's keyboard
 * place is never dropped on the page body): the first candidate still usable, else the skip link,
 * which is where a keyboard shopper continues after the banner (it comes first in the tab order).
 */

/** The shop layout's "Skip to main content" link. */
export const SKIP_LINK_ID = 'skip-to-main';

export interface FocusCandidate {
  isConnected: boolean;
  focus(options?: FocusOptions): void;
}

/** The first candidate that is still on the page, usable and not inside what is closing. */
export function focusTarget<T extends FocusCandidate>(candidates: readonly (T | null | undefined)[], usable: (candidate: T) => boolean): T | null {
  for (const candidate of candidates) if (candidate && candidate.isConnected && usable(candidate)) return candidate;
  return null;
}

/** Moves the focus to the first usable candidate, or the skip link. */
export function returnFocus(candidates: readonly (HTMLElement | null | undefined)[], closing: HTMLElement | null): void {
  const usable = (element: HTMLElement) =>
    element !== document.body && !closing?.contains(element) && element.getClientRects().length > 0 && !element.closest('[inert],[aria-hidden="true"]');
  const target = focusTarget([...candidates, document.getElementById(SKIP_LINK_ID)], usable);
  target?.focus();
}
