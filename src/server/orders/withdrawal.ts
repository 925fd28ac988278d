import type { Locale } from '@/lib/markets';

const DAY_MS = 86_400_000;

/**
 * Brazil's right of withdrawal (Código de Defesa do Consumidor, art. 49): within 7 days of
 * receiving a purchase made away from the shop, the shopper may give it back and gets everything
 * paid for it, shipping included. Other markets refund shipping only when we were at fault, which
 * customer service decides.
 */
export const WITHDRAWAL_DAYS: Partial<Record<Locale, number>> = { 'pt-BR': 7 };

export interface WithdrawalShare {
  locale: Locale;
  /** When the shipment reached the shopper; null when it never did (nothing to withdraw from). */
  receivedAt: Date | null;
  now: Date;
  /** What the shipment's delivery cost the shopper (minor units). */
  shippingPrice: number;
  /** Merchandise and cores of the lines coming back, and of the whole shipment (minor units). */
  returnedValue: number;
  shipmentValue: number;
}

/** The part of the shipment's shipping a return gives back: its share of the shipment, inside the withdrawal window only. */
export function withdrawalShippingRefund(share: WithdrawalShare): number {
  const days = WITHDRAWAL_DAYS[share.locale];
  if (days === undefined || !share.receivedAt || share.shippingPrice <= 0 || share.shipmentValue <= 0) return 0;
  if (share.now.getTime() - share.receivedAt.getTime() > days * DAY_MS) return 0;
  return Math.round((share.shippingPrice * Math.min(share.returnedValue, share.shipmentValue)) / share.shipmentValue);
}
