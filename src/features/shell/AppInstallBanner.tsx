'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/Icon';
import { ANALYTICS_EVENTS } from '@/lib/analytics';
import { pushEvent } from '@/lib/data-layer';
import { APP_BANNER_DISMISSED_KEY, APP_BANNER_ID, APP_STORE_LINKS, appBannerHiddenOn, appPlatform, dismissedRecently, type AppPlatform } from './app-install-banner';

export interface AppInstallBannerLabels {
  region: string;
  title: string;
  body: string;
  /** The store's name for each platform, e.g. "On the App Store". */
  stores: Record<AppPlatform, string>;
  get: string;
  learnMore: string;
  close: string;
}


const DISMISSED_EVENT = 'storefront:app-banner-dismissed';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(DISMISSED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(DISMISSED_EVENT, onChange);
  };
}

function readDismissed(): boolean {
  try {
    return dismissedRecently(localStorage.getItem(APP_BANNER_DISMISSED_KEY), Date.now());
  } catch {
    return false;
  }
}

/** The server renders the banner; a dismissal is only known in the browser (and hidden before paint by the slot's script). */
const serverDismissed = () => false;

const noSubscription = () => () => undefined;
const browserPlatform = () => appPlatform(navigator.userAgent);
const unknownPlatform = () => undefined;

/**
 * The mobile app-install banner (spec §1, §2.6): our app on the phone's store, and the app's
 * page; closing it keeps it away for APP_BANNER_DISMISS_DAYS. Never on checkout.
 *
 * `platform` null: a cached page, rendered without the shopper's user agent (docs/decisions/041).
 * The server's banner is hidden, the slot's pre-paint script shows it on a phone, and the
 * browser settles the platform after hydration.
 */
export function AppInstallBanner({ platform: known, appPageHref, labels }: { platform: AppPlatform | null; appPageHref: string; labels: AppInstallBannerLabels }) {
  const pathname = usePathname();
  const dismissed = useSyncExternalStore(subscribe, readDismissed, serverDismissed);
  const resolved = useSyncExternalStore(noSubscription, known ? () => known : browserPlatform, known ? () => known : unknownPlatform);
  if (dismissed || appBannerHiddenOn(pathname) || resolved === null) return null;
  // undefined: the server's (and hydration's) render of a cached page, hidden until the script or the browser decides.
  const platform = resolved ?? null;
  const storeUrl = platform ? APP_STORE_LINKS[platform] : appPageHref;

  const close = () => {
    try {
      localStorage.setItem(APP_BANNER_DISMISSED_KEY, String(Date.now()));
    } catch {
      // Private mode: it closes for this page only.
    }
    window.dispatchEvent(new Event(DISMISSED_EVENT));
    pushEvent(ANALYTICS_EVENTS.appBannerDismiss, { platform });
  };

  return (
    <section id={APP_BANNER_ID} hidden={platform === null} aria-label={labels.region} data-testid="app-install-banner" suppressHydrationWarning className="border-b border-line bg-panel text-ink">
      <div className="mx-auto flex max-w-[1400px] items-center gap-2 py-2 pl-1 pr-3">
        <button type="button" onClick={close} aria-label={labels.close} className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-white">
          <Icon name="close" className="h-4 w-4" />
        </button>
        <span aria-hidden="true" className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand text-lg font-extrabold text-white">
          R
        </span>
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-bold">{labels.title}</p>
          <p className="truncate text-xs text-muted">{labels.body}</p>
          <Link href={appPageHref} className="text-xs font-semibold text-brand-dark underline">
            {labels.learnMore}
          </Link>
        </div>
        <a
          href={storeUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => pushEvent(ANALYTICS_EVENTS.appBannerOpen, { platform })}
          aria-label={platform ? `${labels.get} · ${labels.stores[platform]}` : labels.get}
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-brand px-4 text-sm font-bold text-white hover:bg-brand-dark"
        >
          {labels.get}
        </a>
      </div>
    </section>
  );
}
