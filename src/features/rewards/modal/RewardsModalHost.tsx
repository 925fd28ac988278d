'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShopper } from '@/components/ShopperParts';
import type { Locale } from '@/lib/markets';
import { REWARDS_PROSPECT_USER_TYPE } from '@/lib/rewards';
import { LOCAL_STORAGE, SESSION_STORAGE } from '@/lib/storage-keys';
import { OPEN_REWARDS_MODAL, type OpenRewardsModalDetail, type RewardsMember } from './events';
import type { RewardsStep } from './rewards-flow';

// The modal comes with next-intl's formatter on first use, and asks for its words then (docs/decisions/045).
const RewardsModal = dynamic(() => import('./RewardsModalWithWords'), { ssr: false });

/** Pages where the modal never opens by itself: the rewards pages (they hold the flow) and sign-in. */
const NO_AUTO_OPEN = /\/(createRewardsAccount|updateRewardsAccount|checkRewardAccount|mergeConfirmation|signin|signincheckout|signinnotcheckout|completeAccount|resetPassword)(\/|$)/;

function hidden(): boolean {
  try {
    return localStorage.getItem(LOCAL_STORAGE.hideModal) === 'true' || sessionStorage.getItem(SESSION_STORAGE.rewardsModalClosed) === 'true';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE.rewardsModalClosed, 'true');
  } catch {
    // Private mode: it may open by itself again on the next page.
  }
}

/**
 * Mounted once in the shop layout (markets with the programme). Opens the rewards modal when asked
 * (openRewardsModal / OpenRewardsModalButton), and by itself for a member whose userType is '4'
 * unless localStorage hideModal is "true" (spec §4 rewards sign-in modal). Once closed, however
 * (its X, Escape), it does not open by itself again until the next visit: a shopper who said no
 * is not asked on every page. The member comes from the shopper's parts (docs/decisions/041).
 */
export function RewardsModalHost({ locale }: { locale: Locale }) {
  const signedIn = useShopper()?.member;
  const member: RewardsMember | null = signedIn
    ? { userType: signedIn.userType, rewardsId: signedIn.rewardsId, firstName: signedIn.firstName, lastName: signedIn.lastName, phone: signedIn.phone }
    : null;
  const pathname = usePathname();
  const [opened, setOpened] = useState<{ step: RewardsStep; key: number } | null>(null);
  const autoOpened = useRef(false);
  const prospect = member?.userType === REWARDS_PROSPECT_USER_TYPE;

  useEffect(() => {
    const onOpen = (event: Event) => {
      const step = (event as CustomEvent<OpenRewardsModalDetail | undefined>).detail?.step ?? 'signIn';
      setOpened((previous) => ({ step, key: (previous?.key ?? 0) + 1 }));
    };
    window.addEventListener(OPEN_REWARDS_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_REWARDS_MODAL, onOpen);
  }, []);

  useEffect(() => {
    if (autoOpened.current || !prospect || NO_AUTO_OPEN.test(pathname) || hidden()) return;
    autoOpened.current = true;
    void Promise.resolve().then(() => setOpened((previous) => previous ?? { step: 'signIn', key: 0 }));
  }, [prospect, pathname]);

  const onHidden = useCallback((byShopper = false) => {
    // Only the shopper's own "no" rests it for the visit: not words that failed to load as the page was left.
    if (byShopper) rememberClosed();
    setOpened(null);
  }, []);
  if (!opened) return null;
  return <RewardsModal key={opened.key} locale={locale} member={member} initialStep={opened.step} onHidden={onHidden} />;
}
