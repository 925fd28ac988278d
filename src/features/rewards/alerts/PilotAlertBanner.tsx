'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useState } from 'react';
import { Icon } from '@/components/Icon';
import { useShopper } from '@/components/ShopperParts';
import type { Locale } from '@/lib/markets';
import { PILOT_EXPECTED_ATTRIBUTE } from '@/lib/shopper-parts';
import { cookieValue, isPrompting, NO_ALERTS, pilotSeenCookie, visibleAlerts, type AlertView } from '@/lib/rewards-alerts';
import { alertsApi } from '@/lib/rewards-alerts-api';

export interface PilotAlertLabels {
  message: string;
  details: string;
  dismiss: string;
}

const SEEN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The pilot-change banner (spec §4 Loyalty alerts): for a signed-in member whose pilot alert
 * prompts, until its seen cookie is set, never on the cart or checkout. Dismissing sets the
 * cookie and dismisses the alert on the account. The member's alert comes from the shopper's parts
 * (docs/decisions/041); a per-request page's server leaves the banner out when the cookie is set,
 * a cached page's browser reads the cookie.
 */
export function PilotAlertBanner({ locale, detailsHref, labels }: { locale: Locale; detailsHref: string; labels: PilotAlertLabels }) {
  const shopper = useShopper();
  const pilot = shopper?.member ? shopper.alerts.pilot : null;
  // Once the shopper's parts are known the banner is either here or not coming: its kept room goes in the same paint.
  useLayoutEffect(() => {
    if (shopper) document.documentElement.removeAttribute(PILOT_EXPECTED_ATTRIBUTE);
  }, [shopper]);
  if (!isPrompting(pilot) || seenInBrowser(pilot.alertType)) return null;
  return <Banner locale={locale} alert={pilot} detailsHref={detailsHref} labels={labels} />;
}

/** The seen cookie, where there is a document to read it from (the server checked it already on a per-request page). */
function seenInBrowser(alertType: string): boolean {
  return typeof document !== 'undefined' && cookieValue(document.cookie, pilotSeenCookie(alertType)) === 'true';
}

function Banner({ locale, alert, detailsHref, labels }: { locale: Locale; alert: AlertView; detailsHref: string; labels: PilotAlertLabels }) {
  const pathname = usePathname();
  const [seen, setSeen] = useState(false);
  if (!visibleAlerts({ signedIn: true, alerts: { ...NO_ALERTS, pilot: alert }, pathname, pilotSeen: seen, termsPutOff: false }).pilot) return null;

  function dismiss() {
    document.cookie = `${pilotSeenCookie(alert.alertType)}=true; path=/; max-age=${SEEN_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
    setSeen(true);
    alertsApi(locale)
      .dismiss(alert.alertType)
      .catch(() => undefined);
  }

  return (
    <div role="region" aria-label={labels.message} data-testid="rewards-pilot-banner" className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <Icon name="alert" className="h-5 w-5 shrink-0" />
        <p className="flex-1 text-sm">
          {labels.message}{' '}
          <Link href={detailsHref} className="font-semibold underline">
            {labels.details}
          </Link>
        </p>
        <button type="button" aria-label={labels.dismiss} onClick={dismiss} className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-white">
          <Icon name="close" className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
