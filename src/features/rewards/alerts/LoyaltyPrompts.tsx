'use client';

import { Link } from '@/components/Link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { Icon } from '@/components/Icon';
import { PanelDialog } from '@/components/PanelDialog';
import type { Locale } from '@/lib/markets';
import { TERMS_PROMPT_SESSION_KEY, termsSessionFlag, visibleAlerts, type MemberAlerts } from '@/lib/rewards-alerts';
import { alertsApi } from '@/lib/rewards-alerts-api';
import type { LoyaltyAlertsLabels } from './LoyaltyAlerts';

/**
 * The member's terms modal and e-mail offers prompt (LoyaltyAlerts says when): loaded only for a
 * member whose terms or offers alert prompts (docs/decisions/045).
 */
export default function LoyaltyPrompts({ locale, alerts, receivePromoPrint, rulesHref, labels }: { locale: Locale; alerts: MemberAlerts; receivePromoPrint: boolean; rulesHref: string; labels: LoyaltyAlertsLabels }) {
  const pathname = usePathname();
  const router = useRouter();
  const [termsPutOff, setTermsPutOff] = useState(false);
  const [handled, setHandled] = useState<{ terms: boolean; offers: boolean }>({ terms: false, offers: false });
  const [busy, setBusy] = useState<'terms' | 'offers' | null>(null);
  const [error, setError] = useState<{ terms?: string; offers?: string }>({});
  // The pilot banner is PilotAlertBanner's: only the terms and offers rules apply here.
  const shown = visibleAlerts({ signedIn: true, alerts, pathname, pilotSeen: true, termsPutOff });
  const showTerms = shown.terms && !handled.terms;
  const showOffers = shown.offers && !handled.offers;

  useEffect(() => {
    if (handled.terms) sessionStorage.removeItem(TERMS_PROMPT_SESSION_KEY);
    else sessionStorage.setItem(TERMS_PROMPT_SESSION_KEY, termsSessionFlag(alerts));
  }, [alerts, handled.terms]);

  async function agree() {
    if (!alerts.terms) return;
    setBusy('terms');
    setError({});
    try {
      await alertsApi(locale).acknowledge(alerts.terms.alertType);
      setHandled((h) => ({ ...h, terms: true }));
      router.refresh();
    } catch {
      setError({ terms: labels.terms.failed });
    } finally {
      setBusy(null);
    }
  }

  async function answerOffers(optIn: boolean) {
    if (!alerts.offers) return;
    setBusy('offers');
    setError({});
    try {
      const api = alertsApi(locale);
      if (optIn) await api.optInToOffers(receivePromoPrint);
      await api.dismiss(alerts.offers.alertType);
      setHandled((h) => ({ ...h, offers: true }));
      router.refresh();
    } catch {
      setError({ offers: labels.offers.failed });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {showTerms ? (
        <PanelDialog title={labels.terms.title} testId="rewards-terms-prompt" closeLabel={labels.close} onClose={() => setTermsPutOff(true)} panelClassName="md:w-[480px]">
          <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-4 md:p-6">
            <p>{labels.terms.body}</p>
            <Link href={rulesHref} className="font-semibold underline">
              {labels.terms.rules}
            </Link>
            {error.terms ? (
              <p role="alert" className="rounded-md border border-brand-dark p-3 text-sm font-semibold text-brand-dark">
                {error.terms}
              </p>
            ) : null}
            <div className="flex flex-col gap-2 md:flex-row">
              <BusyButton type="button" onClick={agree} busy={busy === 'terms'} className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                {busy === 'terms' ? labels.terms.agreeing : labels.terms.agree}
              </BusyButton>
              <button type="button" onClick={() => setTermsPutOff(true)} className="min-h-11 rounded-md border border-ink px-4 font-semibold hover:bg-panel">
                {labels.terms.later}
              </button>
            </div>
          </div>
        </PanelDialog>
      ) : null}
      {showOffers ? (
        <section
          aria-labelledby="rewards-offers-prompt-title"
          data-testid="rewards-offers-prompt"
          data-clears-cookie-banner
          className="fixed inset-x-2 bottom-[calc(var(--cookie-banner-h)+0.5rem)] z-[65] flex flex-col gap-3 rounded-lg border border-line bg-white p-4 text-ink shadow-2xl md:left-4 md:right-auto md:bottom-[calc(var(--cookie-banner-h)+1rem)] md:w-[380px]"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id="rewards-offers-prompt-title" className="font-bold">
              {labels.offers.title}
            </h2>
            <BusyButton type="button" aria-label={labels.close} onClick={() => answerOffers(false)} busy={busy === 'offers'} className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-panel">
              <Icon name="close" />
            </BusyButton>
          </div>
          <p className="text-sm">{labels.offers.body}</p>
          {error.offers ? (
            <p role="alert" className="text-sm font-semibold text-brand-dark">
              {error.offers}
            </p>
          ) : null}
          <div className="flex gap-2">
            <BusyButton type="button" onClick={() => answerOffers(true)} busy={busy === 'offers'} className="min-h-11 flex-1 rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-dark">
              {busy === 'offers' ? labels.offers.saving : labels.offers.accept}
            </BusyButton>
            <BusyButton type="button" onClick={() => answerOffers(false)} busy={busy === 'offers'} className="min-h-11 flex-1 rounded-md border border-ink px-3 font-semibold hover:bg-panel">
              {labels.offers.decline}
            </BusyButton>
          </div>
        </section>
      ) : null}
    </>
  );
}
