'use client';

import type { ReactNode } from 'react';
import { openVehicleSelector } from './events';

/**
 * Wraps a server-rendered link to /shopbymake: with JavaScript, following it opens the
 * vehicle selector instead; without, the link still leads to a page where one can choose.
 */
export function OpenSelectorTrigger({ source, children, className }: { source: string; children: ReactNode; className?: string }) {
  return (
    <div
      className={className}
      onClickCapture={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openVehicleSelector({ source });
      }}
    >
      {children}
    </div>
  );
}
