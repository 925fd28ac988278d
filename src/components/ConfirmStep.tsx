'use client';

import type { ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { useAskFirst } from './useAskFirst';

export interface ConfirmStepLabels {
  /** "Cancel this order? This can't be undone." */
  question: string;
  /** "Yes, cancel" */
  yes: string;
  /** "Keep my order" */
  no: string;
}

/**
 * A submit button for what cannot be undone (cancelling an order): pressed, it asks first, in
 * place, with "keep" focused, so a stray Enter or a double click changes nothing; "yes" submits
 * the form. Without JavaScript the button submits at once. `busy`: the form is on its way.
 */
export function ConfirmStep({ labels, busy = false, className, children }: { labels: ConfirmStepLabels; busy?: boolean; className: string; children: ReactNode }) {
  const { asking, questionId, noRef: keepRef, askRef, ask, keep } = useAskFirst<HTMLButtonElement>();

  if (!asking) {
    return (
      <button
        ref={askRef}
        type="submit"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        {children}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="max-w-md rounded-md border border-ink p-3">
      <p id={questionId} className="font-semibold">
        {labels.question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <BusyButton type="submit" busy={busy} className="min-h-11 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark">
          {labels.yes}
        </BusyButton>
        <button
          ref={keepRef}
          type="button"
          onClick={keep}
          className="min-h-11 rounded-md border border-line px-4 text-sm font-semibold hover:bg-panel"
        >
          {labels.no}
        </button>
      </div>
    </div>
  );
}
