'use client';

import type { ReactNode } from 'react';
import { DrawerDialog } from '@/components/DrawerDialog';
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
  return (
    <DrawerDialog open={open} onOpenChange={onOpenChange} placement="side" title={labels.title} closeLabel={labels.close} testId="filter-drawer">
      {/* Close once the submission is under way: removing the form during its submit event would cancel it. */}
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-3" onSubmitCapture={() => setTimeout(() => onOpenChange(false), 0)}>
        {children}
      </div>
      <div className="sticky bottom-0 border-t border-line bg-white p-3">
        <button type="submit" form={formId} className="h-12 w-full rounded-md bg-brand font-bold text-white hover:bg-brand-dark">
          {labels.apply}
        </button>
      </div>
    </DrawerDialog>
  );
}
