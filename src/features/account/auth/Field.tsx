import { useId, type InputHTMLAttributes } from 'react';

// The red border comes with aria-invalid (as the form kit's inputClass does): a plain `border-brand-dark`
// beside `border-line` lost to it, whichever came last in the stylesheet, and the box stayed grey.
const input = 'min-h-11 rounded-md border border-line px-3 text-base font-normal aria-[invalid=true]:border-brand';

/** A labelled input of the sign-in, register and reset-password forms, with its error under it (tied to the input by aria-describedby). */
export function Field({ name, label, error, ...rest }: { name: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${useId()}-error`;
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input name={name} className={input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error ? (
        <span id={errorId} className="text-sm font-semibold text-brand-dark">
          {error}
        </span>
      ) : null}
    </label>
  );
}
