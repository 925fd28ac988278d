'use client';

import { useEffect } from 'react';
import { browserStorage, firstTime } from '@/lib/once';
import { commerceData } from '@/lib/analytics';
import { recordAction } from '@/lib/client-log';
import { pushEvent } from '@/lib/data-layer';
import type { CartActivity } from './cart-activity';

/** Cart changes already pushed in this tab (a reload of /cart?notice=... must not push them again). */
const SEEN_KEY = 'cartActivitySeen';

/** Pushes what the last cart form did (add_to_cart, remove_from_cart) or records its failure action, once. */
export function CartActivityEvents({ activity }: { activity: CartActivity | undefined }) {
  const key = activity ? JSON.stringify(activity) : '';
  useEffect(() => {
    if (!key) return;
    const { id, change, failure } = JSON.parse(key) as CartActivity;
    if (!firstTime(browserStorage('sessionStorage'), SEEN_KEY, id)) return;
    if (change) pushEvent(change.event, commerceData(change.currency, [change.line]));
    if (failure) recordAction(failure);
  }, [key]);
  return null;
}
