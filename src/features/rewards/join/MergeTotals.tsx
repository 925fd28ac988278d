'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatMarketPrice } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import { MERGE_RESULT_KEY } from '../modal/events';
import type { MergeResponse } from '../modal/rewards-flow';

/** What the merge just moved (kept by the modal in this tab); nothing when the page is opened later. */
export function MergeTotals({ locale, mergedRewardsId }: { locale: Locale; mergedRewardsId: string }) {
  const t = useTranslations('rewards.merge');
  const [result, setResult] = useState<MergeResponse | null>(null);
  useEffect(() => {
    let stored: MergeResponse | null = null;
    try {
      stored = JSON.parse(sessionStorage.getItem(MERGE_RESULT_KEY) ?? 'null') as MergeResponse | null;
    } catch {
      stored = null;
    }
    if (stored?.mergedRewardsId === mergedRewardsId) void Promise.resolve().then(() => setResult(stored));
  }, [mergedRewardsId]);
  if (!result) return null;
  return (
    <p className="rounded-md bg-panel px-3 py-2" data-testid="rewards-merge-totals">
      {t('moved', { credits: result.credits, amount: formatMarketPrice(result.amount, locale) })}
    </p>
  );
}
