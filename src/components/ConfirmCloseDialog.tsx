'use client';

import { AlertDialog } from 'radix-ui';
import { useDialogFocus } from '@/components/dialog-focus';

export interface ConfirmCloseLabels {
  question: string;
  yes: string;
  no: string;
}

/**
 * The "Are you sure you want to close?" question (spec §2.6, §8) that a modal configured to warn
 * shows before closing. It sits above the shop's modals; NO (or Escape) keeps the modal open and is
 * the focused answer, so a stray Enter never discards what the shopper was doing.
 */
export function ConfirmCloseDialog({ open, onConfirm, onCancel, labels }: { open: boolean; onConfirm(): void; onCancel(): void; labels: ConfirmCloseLabels }) {
  const focus = useDialogFocus();
  return (
    // Closing by NO or Escape reports a cancel; YES reports only the confirmation.
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-black/40" />
        <AlertDialog.Content
          data-testid="confirm-close-dialog"
          {...focus}
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-[81] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 text-ink shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold">{labels.question}</AlertDialog.Title>
          <div className="mt-5 flex justify-end gap-3">
            <AlertDialog.Cancel className="min-h-11 rounded-md border border-line px-5 font-semibold hover:bg-panel">
              {labels.no}
            </AlertDialog.Cancel>
            {/* A plain button: an AlertDialog.Action would also report a close, i.e. a cancel. */}
            <button type="button" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark" onClick={onConfirm}>
              {labels.yes}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
