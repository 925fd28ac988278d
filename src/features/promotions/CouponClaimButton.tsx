'use client';

import { useKeptForm } from '@/components/useKeptForm';
import { BusyButton } from '@/components/BusyButton';
import { claimCouponAction, revokeCouponAction, type CouponActionState } from './coupon-actions';

export interface CouponClaimLabels {
  claim: string;
  claiming: string;
  revoke: string;
  revoking: string;
}

/** Save the coupon to the account, or (when saved) remove it; an error shows beside the button. */
export function CouponClaimButton({ couponId, claimed, locale, returnTo, labels }: { couponId: number; claimed: boolean; locale: string; returnTo: string; labels: CouponClaimLabels }) {
  const { state, pending, formProps: action } = useKeptForm<CouponActionState | null>(claimed ? revokeCouponAction : claimCouponAction, null);
  return (
    <form {...action} className="flex flex-col gap-1">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="couponId" value={couponId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <BusyButton
        type="submit"
        busy={pending}
        data-testid={claimed ? 'coupon-revoke' : 'coupon-claim'}
        className={
          claimed
            ? 'min-h-11 rounded-md border border-line px-4 font-semibold hover:border-ink'
            : 'min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark'
        }
      >
        {claimed ? (pending ? labels.revoking : labels.revoke) : pending ? labels.claiming : labels.claim}
      </BusyButton>
      {state?.error ? (
        <p role="alert" className="text-sm font-semibold text-brand-dark">
          {state.error}
        </p>
      ) : null}
    </form>
  );
}
