import { getTranslations } from 'next-intl/server';
import { formatDate, marketTimeZone } from '@/lib/dates';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import type { OrderAftercare, RefundTender, TenderRefund } from '@/server/orders/aftercare';
import type { OrderDetails } from '@/server/orders/lookup';
import type { OrderAftercareViewData } from './OrderAftercareView';

/** The tenders' notes in the order shoppers expect them: the bank's money first, then the store's own credit. */
const NOTE_ORDER: RefundTender[] = ['card', 'paypal', 'pix', 'oxxo', 'boleto', 'giftCard', 'rewards'];

export interface AftercareViewOptions {
  /** Leave out what a page already shows itself (the account's order page lists returns and a RETURN's refunds); the notes are always there. */
  without?: { headlines?: boolean; returns?: boolean; refunds?: boolean };
}

/**
 * An order's cancellations, returns and refunds (server/orders/aftercare.ts) in the shopper's
 * language: what happened, each return's parts and refund, what each tender got back, and how and
 * when each of those tenders gets it (only the tenders refunded; nothing of refunds when nothing
 * was ever charged). Empty for an order nothing happened to.
 */
export async function orderAftercareView(found: OrderDetails, aftercare: OrderAftercare, locale: Locale, options: AftercareViewOptions = {}): Promise<OrderAftercareViewData> {
  const t = await getTranslations({ locale, namespace: 'orderAftercare' });
  const price = (amount: number) => formatMoney(money(amount, found.order.currency as CurrencyCode), locale);
  const date = (at: Date) => formatDate(at, locale, marketTimeZone(locale), 'long');
  const tenderLabel = (r: TenderRefund) => t(`tender.${r.method}`, { last4: r.last4 ?? '' });
  const refundRows = (refunds: TenderRefund[]) => refunds.map((r) => ({ key: String(r.paymentId), label: tenderLabel(r), amount: price(r.amount) }));

  const headlines: string[] = [];
  if (aftercare.kind === 'return') {
    if (aftercare.original) headlines.push(t('returnOf', { number: aftercare.original.orderNumber }));
  } else {
    if (aftercare.cancelled) headlines.push(t(aftercare.cancelled === 'all' ? 'cancelledAll' : 'cancelledSome'));
    if (aftercare.returned) headlines.push(t(aftercare.returned === 'all' ? 'returnedAll' : 'returnedSome'));
  }
  const happened = aftercare.kind === 'return' || aftercare.cancelled !== null || aftercare.returned !== null;

  const returns = options.without?.returns
    ? []
    : aftercare.returns.map((r) => ({
        key: r.id,
        heading: aftercare.kind === 'return' ? t('returnedParts') : r.storeNumber ? t('returnAtStore', { number: r.orderNumber, date: date(r.placedAt), store: r.storeNumber }) : t('returnHeading', { number: r.orderNumber, date: date(r.placedAt) }),
        partsLabel: aftercare.kind === 'return' ? null : t('returnedParts'),
        lines: r.lines.map((l) => `${l.quantity} × ${l.title} (${l.partNumber})`),
        refunded: aftercare.kind === 'purchase' && r.total > 0 ? t('returnRefunded', { amount: price(r.total) }) : null,
      }));

  const notes: string[] = [];
  if (happened) {
    if (aftercare.refunds.length) {
      const refunded = new Set(aftercare.refundedTenders);
      for (const tender of NOTE_ORDER) if (refunded.has(tender)) notes.push(t(`notes.${tender}`));
    } else if (!aftercare.paid && aftercare.cancelled) {
      // Never paid (a PIX, boleto or OXXO payment that did not come): nothing of refunds.
      notes.push(t('notCharged'));
    }
  }

  return {
    headlines: options.without?.headlines ? [] : headlines,
    returns,
    returnsTitle: aftercare.kind === 'purchase' ? t('returnsTitle') : null,
    refundsTitle: t('refundsTitle'),
    refunds: options.without?.refunds ? [] : refundRows(aftercare.refunds),
    refundedTotal: aftercare.refundedTotal ? { label: t('refundedTotal'), amount: price(aftercare.refundedTotal) } : null,
    notes,
  };
}
