'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { PanelDialog } from '@/components/PanelDialog';
import { ApiCallError } from '@/lib/api-client';
import { recordAction } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import type { AuthenticationChallenge, checkoutApi, CommitAnswer, PlacedOrder } from './checkout-api';

type SandboxOutcome = 'complete' | 'fail';

/**
 * The sandbox bank's 3-D Secure challenge (decision 059): what a real bank shows in its own frame,
 * with the demo's two answers. Focus starts on Complete and stays inside; Escape or the close
 * button abandons the check, as closing a real bank's challenge does (it fails). The answers are
 * in the order they are read and tabbed, Complete (emphasised) first, side by side from small
 * tablets up and stacked on phones.
 */
export function SandboxChallengeDialog({ amount, answering, onAnswer }: { amount: string; answering: boolean; onAnswer: (outcome: SandboxOutcome) => void }) {
  const t = useTranslations('checkout.authentication');
  const button = 'min-h-11 rounded-md px-4 font-semibold disabled:opacity-60';
  return (
    <PanelDialog title={t('title')} testId="three-d-secure" closeLabel={t('close')} onClose={() => onAnswer('fail')} panelClassName="md:w-[28rem]">
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('bank')}</p>
        <p>{t('body', { amount })}</p>
        <p className="text-sm text-muted">{t('note')}</p>
        {answering ? (
          <p role="status" className="text-sm font-semibold">
            {t('checking')}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" data-autofocus disabled={answering} onClick={() => onAnswer('complete')} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
            {t('complete')}
          </button>
          <button type="button" disabled={answering} onClick={() => onAnswer('fail')} className={`${button} border border-ink hover:bg-panel`}>
            {t('fail')}
          </button>
        </div>
      </div>
    </PanelDialog>
  );
}

/**
 * Placing an order whose card's bank asks for 3-D Secure (decision 059): `commit` sends the order;
 * when the answer is the bank's challenge it shows it (Stripe.js's own modal, or the sandbox
 * bank's dialog), then sends the very same request with the same key again, which finishes the
 * order on the server (placed, or declined in the shopper's language). `dialog` is the sandbox
 * challenge while it is open.
 */
export function useCardAuthentication({ locale, stripe, api }: { locale: Locale; stripe: { publishableKey: string } | null; api: ReturnType<typeof checkoutApi> }) {
  const [sandbox, setSandbox] = useState<{ amount: string; answering: boolean; answer: (outcome: SandboxOutcome) => void } | null>(null);

  const challenge = useCallback(
    async (asked: AuthenticationChallenge, amount: string): Promise<void> => {
      if (asked.provider === 'stripe') {
        if (!stripe) throw new Error('A Stripe challenge without Stripe configured');
        const { handleStripeChallenge } = await import('./stripe/stripe-loader');
        await handleStripeChallenge(stripe.publishableKey, locale, asked.clientSecret);
        return;
      }
      const outcome = await new Promise<SandboxOutcome>((resolve) => setSandbox({ amount, answering: false, answer: resolve }));
      setSandbox((open) => (open ? { ...open, answering: true, answer: () => undefined } : open));
      // A refused answer (the attempt ended meanwhile) is not the last word: the commit that follows says where the order stands.
      await api.sandboxAuthentication(asked.authorizationId, outcome).catch((error: unknown) => recordAction('AUTHENTICATION_ANSWER_FAILURE', { status: error instanceof ApiCallError ? error.status : undefined }));
      setSandbox(null);
    },
    [api, locale, stripe],
  );

  const commit = useCallback(
    async (send: () => Promise<CommitAnswer>, amount: string): Promise<PlacedOrder> => {
      const first = await send();
      if (!('authenticationRequired' in first)) return first;
      recordAction('CARD_AUTHENTICATION', { provider: first.authenticationRequired.provider });
      await challenge(first.authenticationRequired, amount);
      const finished = await send();
      if ('authenticationRequired' in finished) {
        throw new ApiCallError(402, { errorCode: 'AUTHENTICATION_INCOMPLETE', errorMessageKey: 'checkout.errors.authenticationIncomplete', errorMessageDefault: "Your bank's check wasn't finished; nothing was charged" });
      }
      return finished;
    },
    [challenge],
  );

  const dialog = sandbox ? <SandboxChallengeDialog amount={sandbox.amount} answering={sandbox.answering} onAnswer={sandbox.answer} /> : null;
  return { commit, dialog };
}
