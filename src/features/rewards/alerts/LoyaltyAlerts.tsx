'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useShopper } from '@/components/ShopperParts';
import type { Locale } from '@/lib/markets';
import { isPrompting, TERMS_PROMPT_SESSION_KEY, termsSessionFlag } from '@/lib/rewards-alerts';

// The prompts (a Radix dialog, the alerts calls) load only for a member who has one to answer (docs/decisions/045).
const LoyaltyPrompts = dynamic(() => import('./LoyaltyPrompts'), { ssr: false });

export interface LoyaltyAlertsLabels {
  close: string;
  terms: { title: string; body: string; rules: string; agree: string; agreeing: string; later: string; failed: string };
  offers: { title: string; body: string; accept: string; decline: string; saving: string; failed: string };
}

/**
 * The member's loyalty prompts (spec §4 Loyalty alerts): the terms modal while TC prompts ("I
 * agree" acknowledges it, then the profile is fetched again) and the e-mail offers prompt while
 * OP prompts (opting in saves the promo preferences; either answer dismisses it). The member and
 * their alerts come from the shopper's parts (docs/decisions/041): nothing for a guest, or while
 * a cached page loads them.
 */
export function LoyaltyAlerts({ locale, rulesHref, labels }: { locale: Locale; rulesHref: string; labels: LoyaltyAlertsLabels }) {
  const shopper = useShopper();
  const member = shopper?.member ?? null;
  const alerts = shopper?.alerts ?? null;
  const prompting = !!alerts && (isPrompting(alerts.terms) || isPrompting(alerts.offers));
  // With nothing to prompt the session flag still says so ("false"); the prompts keep it themselves.
  useEffect(() => {
    if (member && alerts && !prompting) sessionStorage.setItem(TERMS_PROMPT_SESSION_KEY, termsSessionFlag(alerts));
  }, [member, alerts, prompting]);
  if (!member || !alerts || !prompting) return null;
  return <LoyaltyPrompts locale={locale} alerts={alerts} receivePromoPrint={member.receivePromoPrint} rulesHref={rulesHref} labels={labels} />;
}
