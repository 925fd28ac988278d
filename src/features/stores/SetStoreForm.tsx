import type { ReactNode } from 'react';
import type { Locale } from '@/lib/markets';
import { setStoreAction } from './actions';

/** "Set as my store" as a form: works without JavaScript and comes back to `returnTo`. */
export function SetStoreForm({ storeNumber, locale, returnTo, className, children }: { storeNumber: string; locale: Locale; returnTo: string; className: string; children: ReactNode }) {
  return (
    <form action={setStoreAction}>
      <input type="hidden" name="storeNumber" value={storeNumber} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}
