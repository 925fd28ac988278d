'use client';

import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useDialogFocus } from './dialog-focus';
import { Icon } from './Icon';

/**
 * How a drawer lies on the page: `side`, a panel from the right edge over a dimmed page (at most
 * 420 px wide, the whole width of a phone), sliding in; `full`, the whole screen, with a dark
 * title bar, its content scrolling under nothing (the title bar scrolls with it).
 */
export type DrawerPlacement = 'side' | 'full';

const LOOK: Record<DrawerPlacement, { overlay: string | null; content: string; bar: string; close: string }> = {
  side: {
    overlay: 'fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_200ms]',
    content: 'fixed inset-y-0 right-0 z-50 flex w-[min(420px,100vw)] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
    bar: 'flex items-center justify-between border-b border-line px-4 py-3',
    close: 'inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel',
  },
  full: {
    overlay: null,
    content: 'fixed inset-0 z-[60] flex flex-col overflow-y-auto bg-white text-ink',
    bar: 'flex items-center justify-between bg-ink px-4 py-3 text-white',
    close: 'inline-flex h-11 w-11 items-center justify-center rounded hover:bg-white/10',
  },
};

/**
 * The shop's drawer (the shelves' filters, the phone's menu): a Radix dialog with a title bar
 * and a close button, its body after. Opening moves the focus inside (to the element marked
 * `data-autofocus`, else the close button), Tab and Shift+Tab stay inside, Escape and the close
 * button close it, and closing gives the focus back to whatever opened it (dialog-focus.ts).
 * The focus ring is the shop's `:focus-visible` outline (globals.css).
 */
export function DrawerDialog({
  open,
  onOpenChange,
  placement,
  title,
  closeLabel,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: DrawerPlacement;
  title: string;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const focus = useDialogFocus();
  const look = LOOK[placement];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {look.overlay ? <Dialog.Overlay className={look.overlay} /> : null}
        <Dialog.Content data-testid={testId} {...focus} aria-describedby={undefined} className={look.content}>
          <div className={look.bar}>
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className={look.close} aria-label={closeLabel}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
