'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/Icon';
import { useShopper } from '@/components/ShopperParts';
import { VEHICLE_TOOLTIP_TIMEOUT_MS } from '@/lib/constants';
import { OPEN_VEHICLE_SELECTOR, openVehicleSelector } from './events';

const DISMISSED = 'vehicleTooltipDismissed';

/**
 * Spec §4: on eligible shelf and product pages with no vehicle saved, a tip appears after
 * 15 s. Closing it, or opening the selector, turns it off for the visit. A page served from the
 * page cache was rendered for someone else: the shopper's own parts (their garage) decide too.
 */
export function VehicleTooltip({ text, action, close }: { text: string; action: string; close: string }) {
  const [visible, setVisible] = useState(false);
  const hasVehicle = (useShopper()?.vehicle.count ?? 0) > 0;

  useEffect(() => {
    if (sessionStorage.getItem(DISMISSED) === 'true') return;
    const timer = window.setTimeout(() => setVisible(true), VEHICLE_TOOLTIP_TIMEOUT_MS);
    const turnOff = () => {
      window.clearTimeout(timer);
      setVisible(false);
      sessionStorage.setItem(DISMISSED, 'true');
    };
    window.addEventListener(OPEN_VEHICLE_SELECTOR, turnOff);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_VEHICLE_SELECTOR, turnOff);
    };
  }, []);

  if (!visible || hasVehicle) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED, 'true');
    setVisible(false);
  };
  return (
    <div role="status" data-testid="vehicle-tooltip" className="fixed right-3 top-32 z-40 flex max-w-xs items-start gap-2 rounded-lg bg-ink p-3 text-sm text-white shadow-xl lg:top-36">
      <Icon name="car" className="mt-0.5 h-5 w-5 shrink-0 text-brand" />
      <div>
        <p>{text}</p>
        <button type="button" onClick={() => openVehicleSelector({ source: 'tooltip' })} className="mt-2 min-h-9 rounded bg-brand px-3 font-semibold hover:bg-brand-dark">
          {action}
        </button>
      </div>
      <button type="button" onClick={dismiss} aria-label={close} className="-mr-1 -mt-1 inline-flex h-9 w-9 items-center justify-center rounded hover:bg-white/10">
        <Icon name="close" className="h-4 w-4" />
      </button>
    </div>
  );
}
