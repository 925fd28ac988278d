'use client';

import { useAskFirst } from '@/components/useAskFirst';
import { secondaryButtonClass } from './ui';

export interface AskFirstLabels {
  /** "End coupon SAVE10? Shoppers will no longer see it. This can't be undone." */
  question: string;
  /** "Yes, end it" */
  yes: string;
  /** "No, keep it" */
  no: string;
}

const focusRing = 'focus:outline-2 focus:outline-offset-2 focus:outline-ink';

/**
 * A button for what cannot be undone (ending a coupon, removing a circular edition): pressed, it
 * asks first, in place, with "no" focused, so a stray Enter changes nothing; "yes" posts `action`
 * with `fields`. Without JavaScript the button opens the same page asking (`askHref`, a GET form:
 * the page renders this with `asking`), and "no" goes back (`backHref`).
 */
export function AskFirst({
  action,
  fields,
  label,
  labels,
  askHref,
  backHref,
  asking: askedByPage = false,
  testId,
}: {
  action: (formData: FormData) => Promise<void>;
  fields: Record<string, string>;
  label: string;
  labels: AskFirstLabels;
  askHref: string;
  backHref: string;
  asking?: boolean;
  testId?: string;
}) {
  const { asking, questionId, noRef, askRef, ask, keep } = useAskFirst<HTMLAnchorElement>(askedByPage);

  if (!asking) {
    const url = new URL(askHref, 'http://ops');
    return (
      <form
        method="get"
        action={`${url.pathname}${url.hash}`}
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        {[...url.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button ref={askRef} type="submit" className={`${secondaryButtonClass} ${focusRing}`} data-testid={testId}>
          {label}
        </button>
      </form>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className="max-w-md rounded-md border border-ink p-3" data-testid={testId ? `${testId}-confirm` : undefined}>
      <p id={questionId} className="font-semibold">
        {labels.question}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <form action={action}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={`min-h-11 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark ${focusRing}`}>
            {labels.yes}
          </button>
        </form>
        <a
          ref={noRef}
          href={backHref}
          onClick={(event) => {
            event.preventDefault();
            keep();
          }}
          className={`flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-panel ${focusRing}`}
        >
          {labels.no}
        </a>
      </div>
    </div>
  );
}
