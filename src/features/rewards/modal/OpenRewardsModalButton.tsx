'use client';

import type { ReactNode } from 'react';
import { openRewardsModal } from './events';
import type { RewardsStep } from './rewards-flow';

/** A button that opens the rewards modal at a step, from anywhere on a page with the host mounted. */
export function OpenRewardsModalButton({ step = 'signIn', className, testId, children }: { step?: RewardsStep; className?: string; testId?: string; children: ReactNode }) {
  return (
    <button type="button" onClick={() => openRewardsModal(step)} data-testid={testId} className={className ?? 'inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark'}>
      {children}
    </button>
  );
}
