'use client';

import { Toast } from 'radix-ui';
import type { Ref } from 'react';
import { SNACKBAR_AUTO_HIDE_MS } from '@/lib/constants';

/**
 * The "Code copied" snack-bar of the e-mail promo tab. Loaded by EmailPromoTab on the first copy
 * (docs/decisions/045). `viewportRef` lets the tab tell a click on the snack-bar from a click
 * outside the tab.
 */
export default function CopiedSnackbar({ copies, text, viewportRef, onHidden }: { copies: number; text: string; viewportRef: Ref<HTMLOListElement>; onHidden(): void }) {
  return (
    <Toast.Provider duration={SNACKBAR_AUTO_HIDE_MS} swipeDirection="down">
      <Toast.Root
        key={copies}
        defaultOpen
        onOpenChange={(open) => (open ? undefined : onHidden())}
        data-testid="email-promo-copied"
        className="pointer-events-auto rounded-lg bg-ink p-4 text-white shadow-2xl"
      >
        <Toast.Description className="text-sm font-semibold">{text}</Toast.Description>
      </Toast.Root>
      <Toast.Viewport ref={viewportRef} className="pointer-events-none fixed inset-x-2 bottom-2 z-[90] flex flex-col gap-2 outline-none md:left-auto md:right-4 md:bottom-4 md:w-[380px]" />
    </Toast.Provider>
  );
}
