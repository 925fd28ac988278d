'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useDialogFocus, type FocusAfterClose } from './dialog-focus';
import { Icon } from './Icon';

/**
 * The shop's modal: full screen on phones, a centred panel from tablets up, with a title bar
 * and a close button; the body scrolls. Opening moves the focus inside (to the element marked
 * `data-autofocus`, else the close button), Tab and Shift+Tab stay inside, and closing gives the
 * focus back to whatever opened it (dialog-focus.ts), unless `focusAfterClose` sends it elsewhere
 * (where an answer led, or a lasting control when the opener is gone).
 */
export function PanelDialog({
  title,
  testId,
  closeLabel,
  onClose,
  panelClassName,
  focusAfterClose,
  children,
}: {
  title: string;
  testId: string;
  closeLabel: string;
  onClose: () => void;
  panelClassName: string;
  focusAfterClose?: FocusAfterClose;
  children: ReactNode;
}) {
  const focus = useDialogFocus(focusAfterClose);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          {...focus}
          className={`fixed inset-0 z-[71] flex flex-col bg-white text-ink md:inset-auto md:left-1/2 md:top-[8vh] md:-translate-x-1/2 md:rounded-lg md:shadow-2xl ${panelClassName}`}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel">
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
