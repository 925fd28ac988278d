import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import type { OpsFormState } from './form-state';

/** Small pieces shared by the inventory and catalogue screens: sized for a tablet at the counter (44 px targets). */

export const inputClass = 'min-h-11 w-full rounded-md border border-line px-3 text-base font-normal aria-[invalid=true]:border-brand';
export const buttonClass = 'min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70';
export const secondaryButtonClass = 'inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-panel';
export const sectionClass = 'mt-6 rounded-lg border border-line p-4';
export const tableClass = 'mt-3 w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-line [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2';

export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's outcome: the refusal (announced) or what was done. */
export function Outcome({ state, testId }: { state: OpsFormState | null; testId: string }) {
  if (state?.error)
    return (
      <p role="alert" className="mt-3 rounded-md bg-alert px-3 py-2 text-sm" data-testid={`${testId}-error`}>
        {state.error}
      </p>
    );
  return (
    <p role="status" className="mt-3 min-h-5 text-sm text-ok" data-testid={`${testId}-done`}>
      {state?.done ?? ''}
    </p>
  );
}

/** The screens' own tabs (inventory: stock, low stock, import; catalogue: products, import). */
export function ScreenTabs({ label, tabs, current }: { label: string; tabs: { href: string; text: string }[]; current: string }) {
  return (
    <nav aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link key={tab.href} href={tab.href} aria-current={tab.href === current ? 'page' : undefined} className="inline-flex min-h-11 items-center rounded-md border border-line px-4 font-semibold hover:bg-panel aria-[current=page]:bg-ink aria-[current=page]:text-white">
          {tab.text}
        </Link>
      ))}
    </nav>
  );
}

/** A labelled choice among options, its error beside it and tied to it. */
export function SelectField({ id, name, label, error, defaultValue, options }: { id: string; name: string; label: string; error: string | undefined; defaultValue: string | undefined; options: readonly { value: string; label: string }[] }) {
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
