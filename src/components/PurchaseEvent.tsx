'use client';

import { useEffect } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { pushEvent } from '@/lib/data-layer';
import { browserStorage, firstTime } from '@/lib/once';
import { PURCHASES_SEEN_KEY, purchaseData, type PurchaseOrder } from '@/lib/purchase';

/** The order confirmation's purchase event (spec §1 key actions), once per order in this browser. */
export function PurchaseEvent({ order }: { order: PurchaseOrder }) {
  const key = JSON.stringify(order);
  useEffect(() => {
    const placed = JSON.parse(key) as PurchaseOrder;
    if (!firstTime(browserStorage('localStorage'), PURCHASES_SEEN_KEY, placed.orderNumber)) return;
    pushEvent(ANALYTICS_EVENTS.purchase, purchaseData(placed));
  }, [key]);
  return null;
}
