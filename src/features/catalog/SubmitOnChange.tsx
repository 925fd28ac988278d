'use client';

import type { ReactNode } from 'react';

/** Applies a form as soon as a checkbox or select inside it changes; typed fields wait for Enter or Apply. */
export function SubmitOnChange({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={className}
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'checkbox' || target.tagName === 'SELECT') target.form?.requestSubmit();
      }}
    >
      {children}
    </div>
  );
}
