'use client';

import type { ReactNode } from 'react';
import { ClickOpens } from '@/components/ClickOpens';
import { openVehicleSelector } from './events';

/** Wraps a link to /shopbymake: with JavaScript it opens the vehicle selector, remembering where from. */
export function OpenSelectorTrigger({ source, children, className }: { source: string; children: ReactNode; className?: string }) {
  return (
    <ClickOpens open={() => openVehicleSelector({ source })} className={className}>
      {children}
    </ClickOpens>
  );
}
