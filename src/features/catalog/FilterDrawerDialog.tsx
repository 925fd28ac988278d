'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { useDialogFocus } from '@/components/dialog-focus';
import type { FilterDrawerLabels } from './FilterDrawer';

export default function FilterDrawerDialog({
  open,
  onOpenChange,
  labels,
  formId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: FilterDrawerLabels;
  formId: string;
  children: ReactNode;
}) {
  const focus = useDialogFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_200ms]" />
        <Dialog.Content
          data-testid="filter-drawer"
          {...focus}
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(420px,100vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out]"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{labels.title}</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel" aria-label={labels.close}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {/* Close once the submission is under way: removing the form during its submit event would cancel it. */}
          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-3" onSubmitCapture={() => setTimeout(() => onOpenChange(false), 0)}>
            {children}
          </div>
          <div className="sticky bottom-0 border-t border-line bg-white p-3">
            <button type="submit" form={formId} className="h-12 w-full rounded-md bg-brand font-bold text-white hover:bg-brand-dark">
              {labels.apply}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
