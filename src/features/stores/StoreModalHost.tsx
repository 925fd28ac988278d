'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useShopper } from '@/components/ShopperParts';
import { sendLog } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { OPEN_STORE_MODAL } from './events';
import { currentPosition, geolocationGranted } from './geolocation';
import type { StoreModalLabels } from './labels';
import { storeApi } from './store-api';

const StoreModalDialog = dynamic(() => import('./StoreModalDialog'), { ssr: false });

/**
 * Mounted once in the shop layout; loads the store modal when something asks for it. With no
 * store set and geolocation already allowed (no prompt), it quietly sets the nearest store
 * (spec §4); a shopper who never allowed it is asked only when they open the modal. "My store"
 * comes from the shopper's parts (docs/decisions/041); while a cached page loads them nothing is
 * set by itself.
 */
export function StoreModalHost({ locale, labels }: { locale: Locale; labels: StoreModalLabels }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const shopper = useShopper();
  const myStore = shopper?.myStore ?? null;
  const hasStore = shopper === null || myStore !== null;

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_STORE_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_STORE_MODAL, onOpen);
  }, []);

  useEffect(() => {
    if (hasStore) return;
    let cancelled = false;
    void (async () => {
      if (!(await geolocationGranted())) return;
      const position = await currentPosition();
      if (!position || cancelled) return;
      const [nearest] = await storeApi(locale).near(position.latitude, position.longitude, 1).catch(() => []);
      if (!nearest || cancelled) return;
      await storeApi(locale).choose(nearest.storeNumber);
      router.refresh();
    })().catch((error: unknown) => sendLog({ level: 'error', message: 'preferred store update failed', meta: { reason: error instanceof Error ? error.message : String(error) } }));
    return () => {
      cancelled = true;
    };
  }, [hasStore, locale, router]);

  return open ? <StoreModalDialog locale={locale} labels={labels} myStore={myStore} onClose={() => setOpen(false)} /> : null;
}
