import { formatMoney, money } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import { escapeHtml, sandboxDocument } from '../sandbox-html';
import type { PayPalOrder } from './provider';

/**
 * The built-in PayPal stand-in's approval page (decision 060), in the shopper's language: the
 * amount and two buttons, Approve and Cancel, in a plain form (no script; Tab reaches both, Enter
 * or Space presses). Once the order is no longer awaiting approval it says so instead.
 */
export function renderPayPalSandboxPage({ locale, nonce, order, t }: { locale: Locale; nonce: string; order: PayPalOrder; t: (key: string, values?: Record<string, string>) => string }): string {
  const amount = formatMoney(money(order.amount.amount, order.amount.currency), locale);
  const body =
    order.status === 'created'
      ? `<form method="post">
<button type="submit" name="choice" value="approve" class="approve" data-testid="paypal-sandbox-approve">${escapeHtml(t('payments.paypal.sandboxPage.approve'))}</button>
<button type="submit" name="choice" value="cancel" class="cancel" data-testid="paypal-sandbox-cancel">${escapeHtml(t('payments.paypal.sandboxPage.cancel'))}</button>
</form>`
      : `<p class="state" data-testid="paypal-sandbox-state" data-status="${escapeHtml(order.status)}">${escapeHtml(t(order.status === 'cancelled' ? 'payments.paypal.sandboxPage.closed' : 'payments.paypal.sandboxPage.approved'))}</p>`;
  return sandboxDocument({
    locale,
    nonce,
    title: t('payments.paypal.sandboxPage.title'),
    style: `h1{color:#003087}
form{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{border-radius:22px}
.approve{border:0;background:#003087;color:#fff}
.cancel{border:2px solid #003087;background:#fff;color:#003087}`,
    main: `<h1>${escapeHtml(t('payments.paypal.sandboxPage.title'))}</h1>
<p>${escapeHtml(t('payments.paypal.sandboxPage.body'))}</p>
<p class="amount" data-testid="paypal-sandbox-amount">${escapeHtml(amount)}</p>
${body}`,
  });
}
