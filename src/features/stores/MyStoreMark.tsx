'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { preferredStoreInCookies } from './my-store';

/** Cookies change only by a navigation or a reload here (the store forms reload the page): nothing to watch. */
const subscribe = () => () => {};

/**
 * A store page served from the page cache (docs/decisions/040, 042) was rendered for nobody: in the
 * browser, `mark` ("My store") stands where `children` ("Make this my store") stood when the
 * shopper's cookies name this store, as the per-request page draws it on the server. Before
 * hydration, and without JavaScript, the page offers the form (which says so if it already is).
 */
export function MyStoreMark({ storeNumber, mark, children }: { storeNumber: string; mark: ReactNode; children: ReactNode }) {
  const mine = useSyncExternalStore(
    subscribe,
    () => preferredStoreInCookies(document.cookie) === storeNumber,
    () => false,
  );
  return mine ? mark : children;
}
