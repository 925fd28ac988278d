'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { browserApiClient } from '@/lib/api-client';
import { sendWarning } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { PILOT_EXPECTED_ATTRIBUTE, SHOPPER_PENDING_ATTRIBUTE, shellHeaderPath } from '@/lib/shopper-parts';
import type { ShopperView } from '@/server/api/shell-shopper';

export type { ShellMember, ShopperView } from '@/server/api/shell-shopper';

/** The shopper's parts of the shell: the view, or null while a cached page loads it. */
const ShopperContext = createContext<ShopperView | null>(null);

/**
 * The shopper's parts for everything under the shell (docs/decisions/041). A per-request page
 * passes them as `initial`, so the server renders them and nothing loads. A cached page (the
 * page cache fills it without the shopper's cookies) passes null: the browser asks the header
 * call once, and the header's texts, the cart badge and the member's slots fill in. A later
 * server render (router.refresh) brings them as `initial` again, and they win.
 */
export function ShopperPartsProvider({ initial, locale, aces, children }: { initial: ShopperView | null; locale: Locale; aces: boolean; children: ReactNode }) {
  const [loaded, setLoaded] = useState<ShopperView | null>(null);
  const known = initial !== null;

  useEffect(() => {
    if (known) return;
    let cancelled = false;
    const done = () => document.documentElement.removeAttribute(SHOPPER_PENDING_ATTRIBUTE);
    browserApiClient(locale, aces)
      .get<{ shell?: ShopperView }>(shellHeaderPath(aces))
      .then((answer) => {
        if (!cancelled && answer.shell) setLoaded(answer.shell);
      })
      .catch((error: unknown) => {
        // No parts, no pilot banner: its kept room goes (the banner itself lets it go when the parts arrive).
        document.documentElement.removeAttribute(PILOT_EXPECTED_ATTRIBUTE);
        sendWarning('shopper parts failed to load', { reason: error instanceof Error ? error.message : String(error) });
      })
      .finally(done);
    return () => {
      cancelled = true;
    };
  }, [known, locale, aces]);

  return <ShopperContext.Provider value={initial ?? loaded}>{children}</ShopperContext.Provider>;
}

/** The shopper's parts, or null while a cached page loads them (render the generic shell then). */
export function useShopper(): ShopperView | null {
  return useContext(ShopperContext);
}
