import { Link } from '@/components/Link';
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/BusyButton';

/**
 * A labelled form field with its hint and its error (tied to the input by aria-describedby, and
 * announced unless `announce` is false: an error found as the shopper moves on is not).
 */
export function Field({ id, label, hint, error, announce = true, children }: { id: string; label: string; hint?: string; error?: string; announce?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={announce ? 'alert' : undefined} className="text-sm font-semibold text-brand-dark">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass = 'min-h-11 w-full rounded-md border border-line px-3 text-base font-normal aria-[invalid=true]:border-brand';

/** aria attributes of an input with an optional hint and error. */
export function describedBy(id: string, hint: boolean, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** A form's save button (showing that it is saving) and the way back without saving. */
export function SaveOrCancel({ saving, labels, cancelHref }: { saving: boolean; labels: { save: string; saving: string; cancel: string }; cancelHref: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BusyButton type="submit" busy={saving} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
        {saving ? labels.saving : labels.save}
      </BusyButton>
      <Link href={cancelHref} className="inline-flex min-h-11 items-center px-2 font-semibold underline">
        {labels.cancel}
      </Link>
    </div>
  );
}
