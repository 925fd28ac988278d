'use client';

import { OPEN_COOKIE_PREFERENCES } from './consent-events';

export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-testid="cookie-settings"
      onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES))}
      className="min-h-11 text-sm underline underline-offset-2 hover:text-white"
    >
      {label}
    </button>
  );
}
