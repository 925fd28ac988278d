import type { ReactNode } from 'react';

/** Delete, in two steps that work without JavaScript: open (`summary`), read what happens (`consequence`), confirm (`confirm`). */
export function DeleteForm({ action, fields, summary, consequence, confirm }: { action: (formData: FormData) => Promise<void>; fields: Record<string, string>; summary: string; consequence: ReactNode; confirm: string }) {
  return (
    <details className="mt-6 rounded-lg border border-brand/40 p-4" data-testid="delete">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-dark">{summary}</summary>
      <form action={action} className="mt-2 grid gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{consequence}</p>
        <div>
          <button type="submit" className="min-h-11 rounded-md bg-brand-dark px-5 font-semibold text-white hover:bg-brand">
            {confirm}
          </button>
        </div>
      </form>
    </details>
  );
}
