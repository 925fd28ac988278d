import type { ReactNode } from 'react';

/** Delete, in two steps that work without JavaScript: open, read what happens, confirm. */
export function DeleteForm({ action, fields, what, consequence }: { action: (formData: FormData) => Promise<void>; fields: Record<string, string>; what: string; consequence: ReactNode }) {
  return (
    <details className="mt-6 rounded-lg border border-brand/40 p-4" data-testid="delete">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">Delete {what}…</summary>
      <form action={action} className="mt-2 grid gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{consequence} This cannot be undone.</p>
        <div>
          <button type="submit" className="min-h-11 rounded-md bg-brand-dark px-5 font-semibold text-white hover:bg-brand">
            Yes, delete {what}
          </button>
        </div>
      </form>
    </details>
  );
}
