'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/markets';
import { OPEN_VEHICLE_SELECTOR } from './events';
import type { SelectorLabels } from './labels';
import type { Picks } from './VehicleSelectorDialog';

const VehicleSelectorDialog = dynamic(() => import('./VehicleSelectorDialog'), { ssr: false });

/** Mounted once in the shop layout; loads the selector when something asks for it, and keeps what was picked in it until a vehicle is saved. */
export function VehicleSelectorHost({ locale, aces, labels, vinHref }: { locale: Locale; aces: boolean; labels: SelectorLabels; vinHref: string }) {
  const [open, setOpen] = useState(false);
  const [picks, setPicks] = useState<Picks>({});
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_VEHICLE_SELECTOR, onOpen);
    return () => window.removeEventListener(OPEN_VEHICLE_SELECTOR, onOpen);
  }, []);
  return open ? <VehicleSelectorDialog locale={locale} aces={aces} labels={labels} vinHref={vinHref} picks={picks} onPicks={setPicks} onClose={() => setOpen(false)} /> : null;
}
