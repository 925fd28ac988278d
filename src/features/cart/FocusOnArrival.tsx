'use client';

import { useEffect } from 'react';
import { fieldErrorId } from './notice';

/**
 * When a cart form comes back, the keyboard goes back where it was: to the field the notice names
 * (the promo code, a line's quantity), or else to the notice (a line removed or moved is gone).
 * After the router's own scroll to the top of the page, so that the field is scrolled into view,
 * with the message below it when the form refused what was typed there.
 * Without JavaScript the field's `autofocus` does it.
 */
export function FocusOnArrival({ field, notice }: { field: string | null; notice: string }) {
  useEffect(() => {
    const target = (field && document.getElementById(field)) || document.getElementById(notice);
    if (!target) return;
    // The field may have the focus already (autofocus) and the router has since scrolled to the top: bring it back into view.
    target.focus({ preventScroll: true });
    // Its message first (it is below the field), then the field: both end up on screen.
    if (field && target.id === field) document.getElementById(fieldErrorId(field))?.scrollIntoView({ block: 'nearest' });
    target.scrollIntoView({ block: 'nearest' });
  }, [field, notice]);
  return null;
}
