import { BusyButton } from '@/components/BusyButton';

/** A profile form's message about the whole form: its error (announced) or its success notice. */
export function FormMessages({ error, notice }: { error?: string | null; notice?: string | null }) {
  return (
    <div aria-live="polite">
      {error ? (
        <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {error}
        </p>
      ) : null}
      {notice ? <p className="rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{notice}</p> : null}
    </div>
  );
}

/** The save button of a profile form, showing that it is saving. */
export function SaveButton({ saving, label, savingLabel }: { saving: boolean; label: string; savingLabel: string }) {
  return (
    <div>
      <BusyButton type="submit" busy={saving} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
        {saving ? savingLabel : label}
      </BusyButton>
    </div>
  );
}
