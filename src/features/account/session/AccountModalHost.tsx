'use client';

import dynamic from 'next/dynamic';
import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShopper } from '@/components/ShopperParts';
import type { Locale } from '@/lib/markets';
import { withName } from '@/lib/shopper-parts';
import { OPEN_ACCOUNT_MODAL, type AccountModalLabels } from './account-modal';

const AccountModal = dynamic(() => import('./AccountModal'), { ssr: false });

/**
 * Mounted in the shop layout where the sign-in control opens a modal; loads it when asked. Who
 * is signed in comes from the shopper's parts (docs/decisions/041); `greetings.named` holds
 * `{name}`, filled in here.
 */
export function AccountModalHost({ locale, labels, greetings, messages }: { locale: Locale; labels: Omit<AccountModalLabels, 'greeting'>; greetings: { named: string; noName: string }; messages: AbstractIntlMessages }) {
  const member = useShopper()?.member ?? null;
  const signedIn = member !== null;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_ACCOUNT_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_ACCOUNT_MODAL, onOpen);
  }, []);
  const greeting = member?.firstName ? withName(greetings.named, member.firstName) : greetings.noName;
  return open ? <AccountModal locale={locale} signedIn={signedIn} labels={{ ...labels, greeting }} messages={messages} onClose={() => setOpen(false)} /> : null;
}
