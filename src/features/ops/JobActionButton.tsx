'use client';

import { BusyButton } from '@/components/BusyButton';
import { useKeptForm } from '@/components/useKeptForm';
import { retryJobAction, runJobAction } from './jobs-actions';

/** One button of the jobs page (retry a job, run one now), with the server's answer beside it (its words in the staff member's language, from the page). */
export function JobActionButton({ kind, value, label, working }: { kind: 'retry' | 'run'; value: string; label: string; working: string }) {
  const { state, pending, formProps } = useKeptForm(kind === 'retry' ? retryJobAction : runJobAction, null);
  return (
    <form {...formProps} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name={kind === 'retry' ? 'id' : 'name'} value={value} />
      <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md border border-ink px-4 text-sm font-semibold hover:bg-panel disabled:opacity-70">
        {pending ? working : label}
      </BusyButton>
      {state ? (
        <span role="status" className={`text-sm ${state.ok ? 'text-ok' : 'font-semibold text-brand-dark'}`}>
          {state.message}
        </span>
      ) : null}
    </form>
  );
}
