'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { Locale } from '@/lib/markets';
import type { RewardsMember } from './events';

const RewardsModal = dynamic(() => import('./RewardsModal'), { ssr: false });

/** /checkRewardAccount's flow: the rewards modal opened at step 2 (link account); closing it leaves for the home page. */
export function CheckRewardAccountFlow({ locale, member }: { locale: Locale; member: RewardsMember }) {
  const t = useTranslations('rewards.modal.page');
  const [open, setOpen] = useState(true);
  const [round, setRound] = useState(0);
  const onHidden = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
        className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        data-testid="rewards-check-open"
      >
        {t('open')}
      </button>
      {open ? <RewardsModal key={round} locale={locale} member={member} initialStep="linkAccount" onHidden={onHidden} /> : null}
    </>
  );
}
