'use client';

import { Link } from '@/components/Link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatRewardsId } from '@/lib/rewards';
import { localizedPath, type Locale } from '@/lib/markets';
import { JoinForm } from './JoinForm';

/** /createRewardsAccount's join step: the form, then the new Rewards ID (the page data refreshes behind it). */
export function JoinSection({ locale, initial }: { locale: Locale; initial: { firstName: string; lastName: string; phone: string } }) {
  const t = useTranslations('rewards.join');
  const router = useRouter();
  const [joined, setJoined] = useState<string | null>(null);
  if (joined) {
    return (
      <div className="flex flex-col gap-4" data-testid="rewards-joined">
        <p role="status" className="rounded-md bg-ok/10 px-3 py-2 font-semibold text-ok">
          {t('success', { id: formatRewardsId(joined) })}
        </p>
        <Link href={localizedPath('/rewards', locale)} className="flex min-h-11 w-fit items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          {t('viewRewards')}
        </Link>
      </div>
    );
  }
  return (
    <JoinForm
      locale={locale}
      initial={initial}
      onJoined={(rewardsId) => {
        setJoined(rewardsId);
        router.refresh();
      }}
    />
  );
}
