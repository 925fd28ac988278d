'use client';

import { useRef } from 'react';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Focuses the element and says whether it took the focus (a hidden or removed one does not). */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  element.focus();
  return document.activeElement === element;
}

/** The element that now stands where the opener stood (a re-rendered twin with the same id or test id). */
function twinOf(opener: HTMLElement): HTMLElement | null {
  if (opener.id) return document.getElementById(opener.id);
  const testId = opener.dataset.testid;
  return testId ? document.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`) : null;
}

interface Opener {
  element: HTMLElement | null;
  /** The dialog the opener sat in (a question asked over another dialog), to fall back on. */
  dialog: HTMLElement | null;
}

/**
 * Where the focus goes when the closing dialog gave it back: to the opener; when the opener is
 * gone, to its twin, to the dialog's own `fallback` (a lasting control that does what the opener
 * did), to the dialog it sat in, or to the page's main content, never the body.
 * A dialog closing with another one (a question over a modal) leaves the focus to the other.
 */
export function returnFocus(opener: Opener, fallback?: () => HTMLElement | null | undefined): void {
  if (tryFocus(opener.element)) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (opener.element && tryFocus(twinOf(opener.element))) return;
  if (fallback && tryFocus(fallback())) return;
  if (tryFocus(opener.dialog)) return;
  tryFocus(document.getElementById('main-content') ?? document.querySelector<HTMLElement>('main'));
}

/**
 * Where a dialog sends the focus when it closes, other than back to its opener. Both are asked
 * only once the dialog has closed (and the page behind is interactive again), so they name an
 * element of the page as it is then.
 */
export interface FocusAfterClose {
  /**
   * The element that takes the focus instead of the opener: the answer moved the shopper on
   * (an "Edit address" goes to the address). Null or undefined, or an element that cannot take
   * the focus: the opener, as usual. A focus moved while the dialog is open would be pulled back
   * inside by its focus trap, and then given to the opener as it closes: this is the way out.
   */
  instead?: () => HTMLElement | null | undefined;
  /** Where the focus goes when the opener is gone and has no twin (the answer re-rendered the page it sat in). */
  fallback?: () => HTMLElement | null | undefined;
}

/**
 * Focus handling for every Radix dialog of the shop (spread onto Dialog.Content or
 * AlertDialog.Content): on opening, the focus moves inside (to an element marked
 * `data-autofocus`, else Radix's first control) and the element that had it is remembered; on
 * closing, it goes back there. Radix returns the focus only to a Dialog.Trigger, and our
 * dialogs are opened from elsewhere (a header link, a tile, an event), so this keeps the opener.
 * `after` lets a dialog send the focus elsewhere (FocusAfterClose).
 */
export function useDialogFocus(after: FocusAfterClose = {}) {
  const opener = useRef<Opener>({ element: null, dialog: null });
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      const element = active instanceof HTMLElement && active !== document.body ? active : null;
      opener.current = { element, dialog: element?.closest<HTMLElement>(DIALOG) ?? null };
      const wanted = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-autofocus]');
      if (wanted) {
        event.preventDefault();
        wanted.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      if (after.instead && tryFocus(after.instead())) return;
      returnFocus(opener.current, after.fallback);
    },
  };
}
