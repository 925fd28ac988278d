import type { InputHTMLAttributes } from 'react';

const input = 'min-h-11 rounded-md border border-line px-3 text-base font-normal';

/** A labelled input of the sign-in, register and reset-password forms, with its error under it. */
export function Field({ name, label, error, ...rest }: { name: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input name={name} className={`${input} ${error ? 'border-brand-dark' : ''}`} aria-invalid={error ? true : undefined} {...rest} />
      {error ? <span className="text-sm font-semibold text-brand-dark">{error}</span> : null}
    </label>
  );
}
