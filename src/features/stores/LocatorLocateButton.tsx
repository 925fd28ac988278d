'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Icon } from '@/components/Icon';
import { currentPosition } from './geolocation';

/** "Use my location" on the locator page: searches from where the browser says the shopper is. */
export function LocatorLocateButton({ label, locatingLabel, failedLabel }: { label: string; locatingLabel: string; failedLabel: string }) {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const locate = async () => {
    setState('locating');
    const position = await currentPosition();
    if (!position) {
      setState('failed');
      return;
    }
    setState('idle');
    router.push(`?lat=${position.latitude.toFixed(4)}&lng=${position.longitude.toFixed(4)}`);
  };
  return (
    <div aria-live="polite">
      <button type="button" onClick={() => void locate()} className="inline-flex min-h-11 items-center gap-2 rounded px-1 text-sm font-semibold text-brand-dark hover:underline">
        <Icon name="locate" className="h-5 w-5" />
        {state === 'locating' ? locatingLabel : label}
      </button>
      {state === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-brand-dark">
          {failedLabel}
        </p>
      ) : null}
    </div>
  );
}
