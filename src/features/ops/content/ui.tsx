import type { ReactNode } from 'react';
import type { FormIssue } from './issues';

/** Small pieces shared by the content screens. */

export const inputClass = 'min-h-11 w-full rounded-md border border-line px-3 text-base font-normal';
export const buttonClass = 'min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70';
export const secondaryButtonClass = 'min-h-11 rounded-md border border-line px-4 font-semibold hover:bg-panel';
export const sectionClass = 'mt-6 rounded-lg border border-line p-4';

/** Every problem with the form, each with where it is; announced when it appears. */
export function IssueList({ issues, title }: { issues: FormIssue[]; title: string }) {
  if (!issues.length) return null;
  return (
    <div role="alert" className="rounded-md bg-alert px-3 py-2 text-sm" data-testid="content-issues">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {issues.map((issue, index) => (
          <li key={index}>
            <code className="font-mono font-semibold break-all">{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The line that says the form was saved (`message`, in the staff member's language), empty until then. */
export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" className="min-h-5 text-sm text-ok">
      {message ?? ''}
    </p>
  );
}

export function Label({ htmlFor, children, hint }: { htmlFor: string; children: ReactNode; hint?: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-semibold">
      {children}
      {hint ? <span className="block text-xs font-normal text-muted">{hint}</span> : null}
    </label>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'off' | 'wait'; children: ReactNode }) {
  const style = { ok: 'bg-ok/10 text-ok', off: 'bg-panel text-muted', wait: 'bg-alert text-ink' }[tone];
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${style}`}>{children}</span>;
}
