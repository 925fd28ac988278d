'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { sendLog } from '@/lib/client-log';
import { localizedPath, type Locale } from '@/lib/markets';
import { broadcastAuth } from '@/lib/session-events';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { sessionApi } from '../session/session-api';

/** The event announcing the sign-out to the rest of the page (spec §4 sign-out step 4). */
const SIGNED_OUT_EVENT = 'storefront:signed-out';

/**
 * Sign-out in the four steps of spec §4: (1) POST logout ends the session (the answer also
 * removes the session, auto-login and account cookies), (2) the remembered-login values are
 * cleared, (3) cached account data is dropped, (4) the header data is refreshed and the event
 * announced (to this page and the site's other tabs). A failure is recorded and reported, and
 * the member stays signed in.
 */
export function SignOutButton({ locale, label, failed, className }: { locale: Locale; label: string; failed: string; className?: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState(false);
  const signOut = () =>
    start(async () => {
      try {
        await sessionApi(locale).logout();
      } catch (cause) {
        sendLog({ message: 'sign-out failed', level: 'error', meta: { cause: cause instanceof Error ? cause.message : String(cause) } });
        setError(true);
        return;
      }
      if (localStorage.getItem(LOCAL_STORAGE.rememberMe) !== 'true') localStorage.removeItem(LOCAL_STORAGE.storedEmail);
      localStorage.removeItem(LOCAL_STORAGE.loginFrom);
      sessionStorage.clear();
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT));
      broadcastAuth({ type: 'signedOut' });
      router.replace(localizedPath('/', locale));
      router.refresh();
    });
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={signOut}
        disabled={pending}
        data-testid="sign-out"
        className={className ?? 'min-h-11 rounded-md border border-ink px-4 font-semibold hover:bg-panel disabled:opacity-70'}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-brand-dark">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
