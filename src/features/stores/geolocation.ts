import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@/lib/constants';
import { sendLog } from '@/lib/client-log';

/**
 * Where the shopper is, if the browser will say (spec §9: 5 s timeout, 5 s max age). A
 * refusal, a timeout or no geolocation at all is only logged (spec §8) and answers null.
 */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        sendLog({ level: 'info', message: 'geolocation error', meta: { code: error.code, reason: error.message } });
        resolve(null);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
    );
  });
}

/** Whether the shopper already allowed geolocation (so asking shows no prompt). */
export async function geolocationGranted(): Promise<boolean> {
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch {
    return false;
  }
}
