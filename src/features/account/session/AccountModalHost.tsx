'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/markets';
import { OPEN_ACCOUNT_MODAL, type AccountModalLabels } from './account-modal';

const AccountModal = dynamic(() => import('./AccountModal'), { ssr: false });

/** Mounted in the shop layout where the sign-in control opens a modal; loads it when asked. */
export function AccountModalHost({ locale, signedIn, labels }: { locale: Locale; signedIn: boolean; labels: AccountModalLabels }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_ACCOUNT_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_ACCOUNT_MODAL, onOpen);
  }, []);
  return open ? <AccountModal locale={locale} signedIn={signedIn} labels={labels} onClose={() => setOpen(false)} /> : null;
}
