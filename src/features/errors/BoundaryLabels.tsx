'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error boundary's words, handed down by the server layout (the boundary cannot load them). */
export interface BoundaryLabels {
  heading: string;
  body: string;
  /** When the database is out of reach (GET /api/status answers 503). */
  outageHeading: string;
  outageBody: string;
  tryAgain: string;
  goHome: string;
  homeHref: string;
}

const Context = createContext<BoundaryLabels | null>(null);

export function BoundaryLabelsProvider({ labels, children }: { labels: BoundaryLabels; children: ReactNode }) {
  return <Context.Provider value={labels}>{children}</Context.Provider>;
}

export function useBoundaryLabels(): BoundaryLabels {
  const labels = useContext(Context);
  if (!labels) throw new Error('useBoundaryLabels must be used inside BoundaryLabelsProvider');
  return labels;
}
