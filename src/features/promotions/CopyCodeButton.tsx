'use client';

import { Toast } from 'radix-ui';
import { useState } from 'react';
import { sendLog } from '@/lib/client-log';
import { SNACKBAR_AUTO_HIDE_MS } from '@/lib/constants';
import { copyPromoCode } from '@/lib/email-promo';

/** Copies a promo code: a snack-bar says so; a failure is only logged (spec §8), the code stays on screen to type. */
export function CopyCodeButton({ code, labels }: { code: string; labels: { copy: string; copied: string } }) {
  const [copied, setCopied] = useState(0);
  async function copy() {
    if (await copyPromoCode(code, navigator.clipboard, (message) => sendLog({ message, level: 'error', meta: { code } }))) setCopied(Date.now());
  }
  return (
    <>
      <button type="button" onClick={copy} className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:border-ink" data-testid="coupon-copy">
        {labels.copy}
      </button>
      {copied ? (
        <Toast.Provider duration={SNACKBAR_AUTO_HIDE_MS} swipeDirection="down">
          <Toast.Root key={copied} defaultOpen onOpenChange={(open) => (open ? undefined : setCopied(0))} data-testid="coupon-copied" className="pointer-events-auto rounded-lg bg-ink p-4 text-white shadow-2xl">
            <Toast.Description className="text-sm font-semibold">{labels.copied}</Toast.Description>
          </Toast.Root>
          <Toast.Viewport className="pointer-events-none fixed inset-x-2 bottom-2 z-[90] flex flex-col gap-2 outline-none md:left-auto md:right-4 md:bottom-4 md:w-[380px]" />
        </Toast.Provider>
      ) : null}
    </>
  );
}
