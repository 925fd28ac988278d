import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { GIFT_CARDS_PER_ORDER, type CheckoutTender } from '@/lib/payment-options';
import { CheckoutSection } from './CheckoutSection';
import { GiftCardPayment } from './GiftCardPayment';
import { JoinRewardsChoice, RewardsPayment } from './RewardsPayment';
import { TenderPicker } from './TenderPicker';
import type { CheckoutAction, CheckoutState, paymentPlan } from './checkout-state';

/** A card of the member's wallet that can pay (not expired). */
export interface SavedCardChoice {
  id: string;
  label: string;
  isDefault: boolean;
}

/**
 * Payment: rewards (or the invitation to join), gift cards, then the card for the rest: a wallet
 * card or one typed into the gateway's frame; when rewards and gift cards cover it all, no card.
 */
export function PaymentSection(props: {
  state: Pick<CheckoutState, 'rewardsChosen' | 'joinRewards' | 'giftCards' | 'savedCardId' | 'tender'>;
  /** The tenders the market offers (src/lib/payment-options.ts); the chooser shows when there is more than the card. */
  tenders: readonly CheckoutTender[];
  dispatch: (action: CheckoutAction) => void;
  plan: ReturnType<typeof paymentPlan>;
  total: number;
  rewards: { available: number } | { join: { reward: string; threshold: string } } | null;
  savedCards: SavedCardChoice[];
  /** The gateway's card frame (CardFrame, held by the form that tokenises with it), shown when a typed card pays. */
  cardFrame: ReactNode;
  /** The installment plans of the card (InstallmentsPicker), shown whenever a card pays. */
  installments?: ReactNode;
  format: (amount: number) => string;
  checkBalance: (body: { cardNumber: string; pin: string }) => Promise<{ balance: number; last4: string }>;
}) {
  const t = useTranslations();
  const { state, dispatch, plan, rewards, savedCards } = props;
  // A PIX, boleto or OXXO payment pays the rest instead of a card (decision 057).
  const byCard = state.tender === 'card';
  return (
    <CheckoutSection id="payment" title={t('checkout.form.payment')}>
      {rewards && 'available' in rewards && rewards.available > 0 ? (
        <RewardsPayment available={rewards.available} total={props.total} chosen={state.rewardsChosen} onChange={(value) => dispatch({ type: 'chose', field: 'rewardsChosen', value })} format={props.format} />
      ) : null}
      {rewards && 'join' in rewards ? <JoinRewardsChoice checked={state.joinRewards} onChange={(value) => dispatch({ type: 'chose', field: 'joinRewards', value })} {...rewards.join} /> : null}
      <GiftCardPayment
        cards={state.giftCards}
        onChange={(value) => dispatch({ type: 'chose', field: 'giftCards', value })}
        shares={plan.shares}
        maxCards={GIFT_CARDS_PER_ORDER}
        format={props.format}
        checkBalance={props.checkBalance}
      />
      {plan.cardNeeded ? <TenderPicker tenders={props.tenders} value={state.tender} onChange={(value) => dispatch({ type: 'chose', field: 'tender', value })} /> : null}
      {plan.cardNeeded && byCard && savedCards.length ? (
        <fieldset className="mb-3 flex flex-col gap-1" data-testid="saved-cards">
          <legend className="mb-1 text-sm font-semibold">{t('checkout.form.payWith')}</legend>
          {[...savedCards, { id: '', label: t('checkout.form.newCard'), isDefault: false }].map((c) => (
            <label key={c.id || 'new'} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
              <input
                type="radio"
                name="savedCard"
                value={c.id}
                checked={(state.savedCardId ?? '') === c.id}
                onChange={() => dispatch({ type: 'chose', field: 'savedCardId', value: c.id || null })}
                className="h-5 w-5"
              />
              <span className="font-semibold">{c.label}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {plan.cardNeeded && byCard ? props.installments : null}
      {plan.cardNeeded && !byCard ? null : plan.cardNeeded && !state.savedCardId ? (
        props.cardFrame
      ) : plan.cardNeeded ? null : (
        <p data-testid="gift-cards-cover" className="rounded-md bg-panel px-3 py-2 text-sm font-semibold">
          {state.giftCards.length ? t('giftCards.payment.coversAll') : t('checkout.rewards.coversAll')}
        </p>
      )}
    </CheckoutSection>
  );
}
