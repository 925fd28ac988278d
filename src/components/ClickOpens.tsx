'use client';

import type { ReactNode } from 'react';

/**
 * Wraps a server-rendered link: with JavaScript, a plain click runs `open` (a dialog) instead
 * of following it; a modified click (new tab) and no JavaScript still follow the link.
 */
export function ClickOpens({ open, children, className }: { open: () => void; children: ReactNode; className?: string }) {
  return (
    <div
      className={className}
      onClickCapture={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        open();
      }}
    >
      {children}
    </div>
  );
}
