'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ComponentProps, type ComponentType, type FocusEvent } from 'react';
import { Icon } from '@/components/Icon';
import { useHeightRule } from '@/components/useHeightRule';
import { ACCEPT_ALL, parseConsent, REJECT_ALL, type ConsentChoices } from '@/lib/consent';
import { COOKIE_BANNER_DELAY_MS } from '@/lib/constants';
import { cookieValue } from '@/lib/rewards-alerts';
import { COOKIES } from '@/lib/storage-keys';
import { applyConsent } from './consent-cookies';
import { OPEN_COOKIE_PREFERENCES } from './consent-events';
import { returnFocus } from './focus-return';
import { loadOrWarn } from './consent-script';

type PreferencesComponent = ComponentType<ComponentProps<typeof import('./CookiePreferences').default>>;
// A preferences chunk that fails to load is a warning, not an error (spec §8): the banner's buttons still work.
const CookiePreferences = dynamic(
  loadOrWarn<PreferencesComponent>(() => import('./CookiePreferences').then((m) => m.default), () => null),
  { ssr: false },
);

export interface ConsentLabels {
  title: string;
  body: string;
  acceptAll: string;
  rejectAll: string;
  manage: string;
  closeAccepts: string;
  close: string;
  preferencesTitle: string;
  preferencesBody: string;
  save: string;
  alwaysOn: string;
  categories: Record<'necessary' | 'functional' | 'analytics' | 'marketing', { name: string; description: string }>;
}

/** The choice in the consent cookie (not httpOnly: the banner writes it), read in the browser. */
function storedInBrowser(): ConsentChoices | null {
  return parseConsent(cookieValue(document.cookie, COOKIES.cookieConsent));
}

/** The banner's three answers: equally prominent, at least 44 px high. */
const ANSWER = 'min-h-11 rounded px-2 py-1 text-[13px] font-semibold leading-tight sm:px-4 sm:text-sm';

/**
 * The CSS property (globals.css) that carries the open banner's height to the page and the
 * floating launchers. It is registered as not inherited, and set only on html, body and the
 * elements that carry `data-clears-cookie-banner`, so publishing it restyles those, not the
 * whole document (docs/decisions/067).
 */
const BANNER_HEIGHT_VAR = '--cookie-banner-h';
const READS_BANNER_HEIGHT = 'html,body,[data-clears-cookie-banner]';
const bannerHeightRule = (height: number) => `${READS_BANNER_HEIGHT}{${BANNER_HEIGHT_VAR}:${height}px}`;

/**
 * The cookie banner (spec §2.6): accept all, reject all, manage preferences, and close,
 * which counts as accept. It appears 2000 ms after load when no choice is stored.
 *
 * It is a non-modal region, first in the tab order (the shop layout mounts it before the skip
 * link), above every floating launcher; while it is open the page is padded by its height, so
 * nothing is hidden under it. Answering it returns the focus to where the shopper was before
 * (or to the skip link); the preferences dialog returns it to the button that opened it.
 *
 * `stored` is the choice the server read from the consent cookie; undefined on a cached page
 * (the page cache fills it without cookies, docs/decisions/041): the banner then reads the
 * cookie itself before its delay starts, so a shopper who answered never sees it.
 */
export function CookieConsent({ stored, labels }: { stored: ConsentChoices | null | undefined; labels: ConsentLabels }) {
  const [choices, setChoices] = useState<ConsentChoices | null>(stored ?? null);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const banner = useRef<HTMLElement>(null);
  /** Where the focus was before it entered the banner. */
  const before = useRef<HTMLElement | null>(null);
  /** What had the focus when the preferences opened (the banner's button or the footer's). */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (stored) return;
    if (stored === undefined && storedInBrowser()) return;
    const timer = window.setTimeout(() => setBannerVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stored]);

  useEffect(() => {
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPreferencesOpen(true);
    };
    window.addEventListener(OPEN_COOKIE_PREFERENCES, open);
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES, open);
  }, []);

  useHeightRule(banner, bannerHeightRule, bannerVisible);

  const rememberBefore = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) before.current = from;
  };

  const choose = (next: ConsentChoices) => {
    // From the banner itself the focus moves now, before its button disappears; from the preferences, the dialog moves it as it closes.
    if (banner.current?.contains(document.activeElement)) returnFocus([before.current], banner.current);
    applyConsent(next);
    setChoices(next);
    setBannerVisible(false);
    setPreferencesOpen(false);
  };

  const openPreferences = () => {
    window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
  };

  return (
    <>
      {bannerVisible ? (
        <section
          ref={banner}
          aria-label={labels.title}
          data-testid="cookie-banner"
          onFocus={rememberBefore}
          className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.15)]"
        >
          <div className="relative mx-auto flex max-w-[1400px] flex-col gap-3 px-4 py-3 sm:py-4 lg:pr-14 lg:flex-row lg:items-center lg:gap-8">
            {/* Room for the close button beside the text; below lg the answers run under it, across the whole width. */}
            <div className="pr-10 lg:flex-1 lg:pr-0">
              <h2 className="text-[15px] font-bold">{labels.title}</h2>
              <p className="mt-0.5 text-[13px] leading-snug text-muted">{labels.body}</p>
            </div>
            {/* On a phone the three answers share one row (a label may take two lines), so the banner covers less of the page. */}
            <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
              <button type="button" onClick={openPreferences} className={`${ANSWER} border border-ink hover:bg-panel`}>
                {labels.manage}
              </button>
              <button type="button" onClick={() => choose(REJECT_ALL)} className={`${ANSWER} border border-ink hover:bg-panel`}>
                {labels.rejectAll}
              </button>
              <button type="button" onClick={() => choose(ACCEPT_ALL)} className={`${ANSWER} bg-brand text-white hover:bg-brand-dark`}>
                {labels.acceptAll}
              </button>
            </div>
            <button
              type="button"
              onClick={() => choose(ACCEPT_ALL)}
              aria-label={labels.closeAccepts}
              className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel"
            >
              <Icon name="close" />
            </button>
          </div>
        </section>
      ) : null}
      {preferencesOpen ? (
        <CookiePreferences
          initial={choices ?? storedInBrowser() ?? REJECT_ALL}
          labels={labels}
          onSave={choose}
          onClose={() => setPreferencesOpen(false)}
          onReturnFocus={() => returnFocus([opener.current, before.current], null)}
        />
      ) : null}
    </>
  );
}
