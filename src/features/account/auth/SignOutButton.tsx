'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { localizedPath, type Locale } from '@/lib/markets';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { signOutAction } from './actions';

/** The event announcing the sign-out to the rest of the page (spec §4 sign-out step 4). */
const SIGNED_OUT_EVENT = 'redline:signed-out';

/**
 * Sign-out in the four steps of spec §4: (1) the server ends the session (and clears the
 * session, auto-login and account cookies), (2) the remembered-login values are cleared, (3)
 * cached account data is dropped, (4) the header data is refreshed and the event announced.
 * A failure is recorded and reported, and the member stays signed in.
 */
export function SignOutButton({ locale, label, failed }: { locale: Locale; label: string; failed: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState(false);
  const signOut = () =>
    start(async () => {
      const result = await signOutAction();
      if (!result.ok) {
        setError(true);
        return;
      }
      if (localStorage.getItem(LOCAL_STORAGE.rememberMe) !== 'true') localStorage.removeItem(LOCAL_STORAGE.storedEmail);
      sessionStorage.clear();
      window.dispatchEvent(new CustomEvent(SIGNED_OUT_EVENT));
      router.replace(localizedPath('/', locale));
      router.refresh();
    });
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" onClick={signOut} disabled={pending} data-testid="sign-out" className="min-h-11 rounded-md border border-ink px-4 font-semibold hover:bg-panel disabled:opacity-70">
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
