import { formatMoney, money } from '@/lib/money';
import type { Locale } from '@/lib/markets';
import { formatPaymentDeadline } from '@/lib/payment-options';
import type { DeferredPayment } from '../gateway';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The sandbox's pay page's Content-Security-Policy: no script at all, its one style block by nonce, the form posting to itself. */
export function sandboxPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

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
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('payments.deferred.sandboxPage.title'))}</title>
<style nonce="${nonce}">
body{font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;margin:0;padding:24px;color:#17191c;background:#f3f3f1}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #d9dadc;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 8px}
p{margin:8px 0;line-height:1.4}
.amount{font-size:24px;font-weight:800}
button{min-height:44px;padding:0 20px;border:0;border-radius:6px;background:#c8102e;color:#fff;font-weight:700;font-size:16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #17191c;outline-offset:2px}
.state{font-weight:700}
a{color:#17191c;font-weight:600;display:inline-block;min-height:44px;line-height:44px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('payments.deferred.sandboxPage.title'))}</h1>
<p>${escapeHtml(t('payments.deferred.sandboxPage.body'))}</p>
${orderNumber ? `<p>${escapeHtml(t('payments.deferred.sandboxPage.order', { orderNumber }))}</p>` : ''}
<p>${escapeHtml(label)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>${escapeHtml(t('payments.deferred.payBy', { deadline: formatPaymentDeadline(payment.instructions.expiresAt, locale) }))}</p>
${state}
${orderHref ? `<p><a href="${escapeHtml(orderHref)}">${escapeHtml(t('payments.deferred.sandboxPage.back'))}</a></p>` : ''}
</main>
</body>
</html>`;
}
