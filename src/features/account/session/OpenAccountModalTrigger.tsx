'use client';

import type { ReactNode } from 'react';
import { ClickOpens } from '@/components/ClickOpens';
import { openAccountModal } from './account-modal';

/** Wraps the header's account link: with JavaScript it opens the account modal; without, the page. */
export function OpenAccountModalTrigger({ children }: { children: ReactNode }) {
  return <ClickOpens open={openAccountModal}>{children}</ClickOpens>;
}
