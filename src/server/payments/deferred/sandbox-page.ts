import { formatMoney, money } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import { formatPaymentDeadline } from '@/lib/payment-options';
import type { DeferredPayment } from '../gateway';
import { escapeHtml, sandboxDocument } from '../sandbox-html';

/**
 * The sandbox gateway's pay page (decision 057): the demo's bank or OXXO till. It shows the
 * payment and, while it is payable, one button that marks it paid. No script; a plain form.
 */
export function renderSandboxPage({
  locale,
  nonce,
  payment,
  orderNumber,
  orderHref,
  t,
}: {
  locale: Locale;
  nonce: string;
  payment: DeferredPayment;
  orderNumber: string | null;
  orderHref: string | null;
  t: (key: string, values?: Record<string, string>) => string;
}): string {
  const label = t(`payments.deferred.paidWith.${payment.instructions.tender}`);
  const amount = formatMoney(money(payment.amount.amount, payment.amount.currency), locale);
  const state =
    payment.status === 'pending'
      ? `<form method="post"><button type="submit" data-testid="sandbox-mark-paid">${escapeHtml(t('payments.deferred.sandboxPage.pay'))}</button></form>`
      : `<p class="state" data-testid="sandbox-state" data-status="${escapeHtml(payment.status)}">${escapeHtml(t(payment.status === 'paid' || payment.status === 'refunded' ? 'payments.deferred.sandboxPage.paid' : 'payments.deferred.sandboxPage.notPayable'))}</p>`;
  return sandboxDocument({
    locale,
    nonce,
    title: t('payments.deferred.sandboxPage.title'),
    style: `button{border:0;border-radius:6px;background:#c8102e;color:#fff}
a{color:#17191c;font-weight:600;display:inline-block;min-height:44px;line-height:44px}`,
    main: `<h1>${escapeHtml(t('payments.deferred.sandboxPage.title'))}</h1>
<p>${escapeHtml(t('payments.deferred.sandboxPage.body'))}</p>
${orderNumber ? `<p>${escapeHtml(t('payments.deferred.sandboxPage.order', { orderNumber }))}</p>` : ''}
<p>${escapeHtml(label)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(t('payments.deferred.payBy', { deadline: formatPaymentDeadline(payment.instructions.expiresAt, locale) }))}</p>
${state}
${orderHref ? `<p><a href="${escapeHtml(orderHref)}">${escapeHtml(t('payments.deferred.sandboxPage.back'))}</a></p>` : ''}`,
  });
}
