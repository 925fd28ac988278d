'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useShopper } from '@/components/ShopperParts';
import { localizedPath, type Locale } from '@/lib/markets';
import { AUTH_CHANNEL, broadcastAuth, onSessionState, onSignInExpired, type AuthMessage } from '@/lib/session-events';
import { parseSnapshot, sessionNotice, type AuthSnapshot } from '@/lib/session-notices';
import { withName } from '@/lib/shopper-parts';
import { LOCAL_STORAGE } from '@/lib/storage-keys';
import { sessionApi } from './session-api';
import type { SessionToastKind } from './SessionToast';

// The toast (Radix) loads only when there is something to say (docs/decisions/045).
const SessionToast = dynamic(() => import('./SessionToast'), { ssr: false });

export interface SessionLabels {
  /** The sign-in notice, with the member's name (`{name}`, filled in here). */
  signedIn: string;
  /** The sign-in notice for a member without a first name. */
  signedInNoName: string;
  /** The inactivity sign-out toast. */
  inactivity: string;
  /** The sign-in-expired prompt (a 401 from an API call). */
  expired: string;
  signInAgain: string;
  close: string;
}

const SNAPSHOT_KEY = 'authSnapshot';
const NOTICE_SHOWN_KEY = 'signInNoticeShown';
/** How often, at most, a member coming back to the tab asks whether the session is still alive. */
const RECHECK_MS = 60_000;
const SIGN_IN_PAGES = /\/(signin|signincheckout|signinnotcheckout|resetPassword)(\/|$)/;
const CHECKOUT = /\/checkout(\/|$)/;

type Shown = SessionToastKind | null;

/**
 * The shell's eye on the sign-in (spec §4 Session, Sign-in notice; §2.5; §2.6 inactivity
 * toast; §8 sign-in-expired on 401): compares what this tab last saw with the page, shows the
 * notice or toast that fits, follows the jsession-authenticated header of API answers,
 * re-checks the session when a member comes back to the tab, and reloads on a sign-in in
 * another tab (not on checkout, where the form would be lost).
 */
export function SessionWatcher({ locale, labels, inactivityToast, alertsEnabled }: { locale: Locale; labels: SessionLabels; inactivityToast: boolean; alertsEnabled: boolean }) {
  // Who is signed in comes from the shopper's parts (docs/decisions/041). While a cached page
  // loads them the watcher waits: comparing a guest's page with this tab's last snapshot would
  // show a member a sign-in notice they did not earn.
  const shopper = useShopper();
  if (!shopper) return null;
  const member = shopper.member;
  return (
    <Watcher
      locale={locale}
      signedIn={member !== null}
      autoLogin={member?.autoLogin ?? false}
      signedInText={member?.firstName ? withName(labels.signedIn, member.firstName) : labels.signedInNoName}
      labels={labels}
      inactivityToast={inactivityToast}
      alertsEnabled={alertsEnabled}
    />
  );
}

function Watcher({ locale, signedIn, autoLogin, signedInText, labels, inactivityToast, alertsEnabled }: { locale: Locale; signedIn: boolean; autoLogin: boolean; signedInText: string; labels: SessionLabels; inactivityToast: boolean; alertsEnabled: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const [shown, setShown] = useState<Shown>(null);
  const lastCheck = useRef(0);
  const onCheckout = CHECKOUT.test(pathname);

  useEffect(() => {
    const current: AuthSnapshot = { signedIn, autoLogin };
    const previous = parseSnapshot(sessionStorage.getItem(SNAPSHOT_KEY));
    const loginFrom = localStorage.getItem(LOCAL_STORAGE.loginFrom);
    const notice = sessionNotice(previous, current, {
      onSignInPage: SIGN_IN_PAGES.test(pathname),
      loginFrom,
      noticeShown: sessionStorage.getItem(NOTICE_SHOWN_KEY) === '1',
      alertsEnabled,
      inactivityToast,
    });
    sessionStorage.setItem(SNAPSHOT_KEY, JSON.stringify(current));
    if (signedIn && !previous?.signedIn && loginFrom) {
      // This tab signed in: the others follow (spec §2.5), and the next sign-in starts afresh.
      broadcastAuth({ type: 'loginSuccess' });
      localStorage.removeItem(LOCAL_STORAGE.loginFrom);
    }
    if (notice === 'signInNotice') sessionStorage.setItem(NOTICE_SHOWN_KEY, '1');
    if (notice) void Promise.resolve().then(() => setShown(notice));
  }, [signedIn, autoLogin, pathname, alertsEnabled, inactivityToast]);

  useEffect(() => {
    const stopState = onSessionState((authenticated) => {
      if (authenticated !== signedIn) router.refresh();
    });
    const stopExpired = onSignInExpired(() => setShown('expired'));
    const follow = (message: AuthMessage | undefined) => {
      if (message?.type === 'loginSuccess' && !signedIn && !onCheckout) location.reload();
      if (message?.type === 'signedOut' && signedIn) router.refresh();
    };
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
    if (channel) channel.onmessage = (event: MessageEvent<AuthMessage>) => follow(event.data);
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) follow(event.data as AuthMessage | undefined);
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !signedIn || autoLogin || Date.now() - lastCheck.current < RECHECK_MS) return;
      lastCheck.current = Date.now();
      sessionApi(locale)
        .currentUser()
        .catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopState();
      stopExpired();
      channel?.close();
      window.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, autoLogin, onCheckout, locale, router]);

  const signInHref = `${localizedPath('/signin', locale)}?redirect_url=${encodeURIComponent(pathname)}`;
  if (shown === null) return null;
  const text = shown === 'signInNotice' ? signedInText : shown === 'inactivitySignOut' ? labels.inactivity : labels.expired;
  return <SessionToast kind={shown} text={text} signInHref={signInHref} labels={labels} onClose={() => setShown(null)} />;
}
