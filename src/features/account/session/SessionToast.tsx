'use client';

import { Toast } from 'radix-ui';
import { Icon } from '@/components/Icon';

export type SessionToastKind = 'signInNotice' | 'inactivitySignOut' | 'expired';

/**
 * The session watcher's notice (spec §4 Sign-in notice, §2.6 inactivity toast, §8 sign-in
 * expired): a toast with the text, a "sign in again" link after a sign-out, and a close button.
 * Loaded by SessionWatcher only when there is something to say (docs/decisions/045).
 */
export default function SessionToast({ kind, text, signInHref, labels, onClose }: { kind: SessionToastKind; text: string; signInHref: string; labels: { signInAgain: string; close: string }; onClose(): void }) {
  return (
    <Toast.Provider duration={kind === 'signInNotice' ? 6000 : 15000} swipeDirection="down">
      <Toast.Root
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        data-testid={`session-${kind}`}
        className="pointer-events-auto flex items-start gap-3 rounded-lg bg-ink p-4 text-white shadow-2xl"
      >
        <Toast.Description className="flex-1 text-sm font-semibold">{text}</Toast.Description>
        {kind === 'inactivitySignOut' || kind === 'expired' ? (
          <Toast.Action altText={labels.signInAgain} asChild>
            <a href={signInHref} rel="nofollow" className="inline-flex min-h-11 items-center rounded-md bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark">
              {labels.signInAgain}
            </a>
          </Toast.Action>
        ) : null}
        <Toast.Close aria-label={labels.close} className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-white/10">
          <Icon name="close" />
        </Toast.Close>
      </Toast.Root>
      {/* Above the open cookie banner, never over its buttons (the banner publishes its height). */}
      <Toast.Viewport data-clears-cookie-banner className="pointer-events-none fixed inset-x-2 bottom-[calc(var(--cookie-banner-h)+0.5rem)] z-[90] flex flex-col gap-2 outline-none md:left-auto md:right-4 md:bottom-[calc(var(--cookie-banner-h)+1rem)] md:w-[380px]" />
    </Toast.Provider>
  );
}
