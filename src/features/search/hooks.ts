import { useEffect, useState, useSyncExternalStore } from 'react';
import { BREAKPOINT_MOBILE_MAX } from '@/lib/constants';
import { readCookie } from './browser';

/** The value once it has stopped changing for `delay` ms (spec §9: the keystroke delay). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const PHONE_QUERY = `(max-width: ${BREAKPOINT_MOBILE_MAX}px)`;

function subscribePhone(onChange: () => void) {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on phones (viewport at most BREAKPOINT_MOBILE_MAX wide, spec §4); false while rendering on the server. */
export function usePhoneViewport(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true once the page runs its JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A cookie's value as of this render (cookies announce no changes; every render reads it again). */
export function useCookie(name: string): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => readCookie(name),
    () => undefined,
  );
}
