'use client';

import { useEffect, useState } from 'react';

/** "mm:ss" (or "h:mm:ss") left until `at`; "0:00" once past. */
export function timeLeft(at: number, now: number): string {
  const seconds = Math.max(0, Math.floor((at - now) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/**
 * The time left to pay, ticking each second once the page runs its JavaScript; before that (and
 * without it) nothing shows here, and the page's static "pay by" time says the same.
 */
export function PaymentCountdown({ expiresAt, labels }: { expiresAt: string; labels: { template: string; expired: string } }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (now === null) return null;
  const at = new Date(expiresAt).getTime();
  return (
    <p className="font-semibold" role="timer" aria-live="off" data-testid="payment-countdown">
      {now >= at ? labels.expired : labels.template.replace('{time}', timeLeft(at, now))}
    </p>
  );
}
