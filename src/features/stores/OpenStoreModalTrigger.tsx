'use client';

import type { ReactNode } from 'react';
import { ClickOpens } from '@/components/ClickOpens';
import { openStoreModal } from './events';

/** Wraps a link to /store: with JavaScript it opens the store modal; without, the locator page. */
export function OpenStoreModalTrigger({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ClickOpens open={openStoreModal} className={className}>
      {children}
    </ClickOpens>
  );
}
