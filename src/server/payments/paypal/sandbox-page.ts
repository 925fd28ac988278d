import { formatMoney, money } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import type { PayPalOrder } from './provider';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The stand-in's page's Content-Security-Policy: no script, its one style block by nonce, the form posting to itself. */
export function paypalSandboxPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

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
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('payments.paypal.sandboxPage.title'))}</title>
<style nonce="${nonce}">
body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;margin:0;padding:24px;color:#17191c;background:#f5f7fa}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #d9dadc;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 8px;color:#003087}
p{margin:8px 0;line-height:1.4}
.amount{font-size:24px;font-weight:800}
form{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{min-height:44px;padding:0 20px;border-radius:22px;font-weight:700;font-size:16px;cursor:pointer}
.approve{border:0;background:#003087;color:#fff}
.cancel{border:2px solid #003087;background:#fff;color:#003087}
button:focus-visible{outline:3px solid #17191c;outline-offset:2px}
.state{font-weight:700}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('payments.paypal.sandboxPage.title'))}</h1>
<p>${escapeHtml(t('payments.paypal.sandboxPage.body'))}</p>
<p class="amount" data-testid="paypal-sandbox-amount">${escapeHtml(amount)}</p>
${body}
</main>
</body>
</html>`;
}
