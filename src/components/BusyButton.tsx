'use client';

import type { ButtonHTMLAttributes } from 'react';

/**
 * A button whose action is under way: it says so (aria-busy, aria-disabled, dimmed, its own
 * "Adding…" text from the caller) and ignores clicks and Enter, but stays focusable. A
 * `disabled` button drops the focus to the page body the moment it is pressed, and a keyboard
 * shopper starts over from the top; this one keeps it where the shopper was.
 */
export function BusyButton({ busy, onClick, className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button
      {...props}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Cancelling the click also cancels the form submission it would start (a click or an Enter in a field).
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      className={`${className} aria-busy:cursor-progress aria-busy:opacity-70`}
    />
  );
}
