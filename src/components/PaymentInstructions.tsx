import bwipjs from 'bwip-js/node';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { formatPaymentDeadline } from '@/lib/payment-options';
import { formatDigitableLine } from '@/server/payments/deferred/boleto';
import { formatOxxoReference } from '@/server/payments/deferred/oxxo';
import type { PaymentInstructions as Instructions } from '@/server/payments/gateway';
import { PayPalContinue, type PayPalNotice } from './PayPalContinue';
import { PaymentInstructionsView, type PaymentInstructionsViewData } from './PaymentInstructionsView';

/** Where the sandbox gateway's "bank" is: the page that marks a payment paid (decision 057). */
export const sandboxPayPath = (paymentId: string, locale: Locale) => `/payments/sandbox/${encodeURIComponent(paymentId)}?locale=${locale}`;
/** The boleto's PDF, for the order's owner. */
export const boletoPdfPath = (paymentId: string) => `/payments/boleto/${encodeURIComponent(paymentId)}.pdf`;

/** The ITF (interleaved 2 of 5) bars of a boleto's 44 digits, as SVG markup (bwip-js draws only bars from the digits). */
export function boletoBarsSvg(barcode: string): string {
  return bwipjs.toSVG({ bcid: 'interleaved2of5', text: barcode, height: 13, includetext: false });
}

/**
 * What the shopper does to pay an order awaiting its PIX, boleto or OXXO payment, in their
 * language: the PIX QR code with its copy-and-paste code, the boleto's line, bars and PDF, or
 * the OXXO reference and where to pay; the amount, the deadline (static, so it reads without
 * JavaScript) and a live countdown. The confirmation page and the order pages show it; order
 * tracking shows its view (paymentInstructionsView), which a server action can answer.
 */
export async function PaymentInstructions({
  locale,
  currency,
  payment,
  sandbox,
  paypalNotice,
}: {
  locale: Locale;
  currency: CurrencyCode;
  payment: { reference: string; amount: number; instructions: Instructions };
  /** The built-in sandbox gateway is in use: a link to its pay page (the demo's bank). */
  sandbox: boolean;
  /** Back from PayPal without paying: why (decision 060). */
  paypalNotice?: PayPalNotice;
}) {
  const { instructions } = payment;
  if (instructions.tender === 'paypal') {
    return <PayPalContinue locale={locale} currency={currency} amount={payment.amount} approveUrl={instructions.approveUrl} expiresAt={instructions.expiresAt} notice={paypalNotice} />;
  }
  return <PaymentInstructionsView view={await paymentInstructionsView({ locale, currency, payment: { ...payment, instructions }, sandbox, pdf: true })} />;
}

/**
 * The instructions of a PIX, boleto or OXXO payment as words, codes and drawings: everything
 * PaymentInstructionsView shows, made on the server (the QR code and the bars are SVG drawn from
 * digits and a code we wrote: path data only, nothing of the shopper's).
 */
export async function paymentInstructionsView({
  locale,
  currency,
  payment,
  sandbox,
  pdf,
}: {
  locale: Locale;
  currency: CurrencyCode;
  payment: { reference: string; amount: number; instructions: Exclude<Instructions, { tender: 'paypal' }> };
  sandbox: boolean;
  /** Link the boleto's PDF (for the order's owner: not on order tracking). */
  pdf: boolean;
}): Promise<PaymentInstructionsViewData> {
  const { instructions } = payment;
  const t = await getTranslations({ locale, namespace: 'payments.deferred' });
  const { tender } = instructions;
  return {
    tender,
    title: t(`${tender}.title`),
    amount: t('amount', { amount: formatMoney(money(payment.amount, currency), locale) }),
    steps: t(`${tender}.steps`),
    qrSvg: tender === 'pix' ? await QRCode.toString(instructions.copyPasteCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null,
    qrLabel: t('pix.qr'),
    codeLabel: t(`${tender}.codeLabel`),
    code: tender === 'pix' ? instructions.copyPasteCode : tender === 'boleto' ? formatDigitableLine(instructions.digitableLine) : formatOxxoReference(instructions.reference),
    toCopy: tender === 'pix' ? instructions.copyPasteCode : tender === 'boleto' ? instructions.digitableLine : instructions.reference,
    copyLabels: { copy: t('copy'), copied: t('copied') },
    pdf: tender === 'boleto' && pdf ? { href: boletoPdfPath(payment.reference), label: t('boleto.pdf') } : null,
    barsSvg: tender === 'boleto' ? boletoBarsSvg(instructions.barcode) : null,
    barsLabel: t('boleto.barcode'),
    where: tender === 'oxxo' ? t('oxxo.where') : null,
    deadline: t('payBy', { deadline: formatPaymentDeadline(instructions.expiresAt, locale) }),
    expiresAt: instructions.expiresAt,
    countdownLabels: { template: t('timeLeft', { time: '{time}' }), expired: t('expired') },
    held: t('held'),
    sandbox: sandbox ? { href: sandboxPayPath(payment.reference, locale), label: t('sandbox') } : null,
  };
}
