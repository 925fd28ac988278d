import bwipjs from 'bwip-js/node';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import type { CurrencyCode, Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { formatPaymentDeadline } from '@/lib/payment-options';
import { formatDigitableLine } from '@/server/payments/deferred/boleto';
import { formatOxxoReference } from '@/server/payments/deferred/oxxo';
import type { PaymentInstructions as Instructions } from '@/server/payments/gateway';
import { CopyButton } from './CopyButton';
import { PayPalContinue, type PayPalNotice } from './PayPalContinue';
import { PaymentCountdown } from './PaymentCountdown';

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
 * JavaScript) and a live countdown. The confirmation page and the order pages show it.
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
  const t = await getTranslations({ locale, namespace: 'payments.deferred' });
  const { tender } = instructions;
  const code = tender === 'pix' ? instructions.copyPasteCode : tender === 'boleto' ? formatDigitableLine(instructions.digitableLine) : formatOxxoReference(instructions.reference);
  const toCopy = tender === 'pix' ? instructions.copyPasteCode : tender === 'boleto' ? instructions.digitableLine : instructions.reference;
  const sandboxHref = sandbox ? sandboxPayPath(payment.reference, locale) : null;
  // Drawn on the server from digits and a code we wrote: path data only, nothing of the shopper's.
  const qr = tender === 'pix' ? await QRCode.toString(instructions.copyPasteCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) : null;
  const bars = tender === 'boleto' ? boletoBarsSvg(instructions.barcode) : null;
  return (
    <section className="mt-6 rounded-lg border-2 border-brand p-4" aria-labelledby="pay-now-title" data-testid="payment-instructions" data-tender={tender}>
      <h2 id="pay-now-title" className="text-lg font-bold">
        {t(`${tender}.title`)}
      </h2>
      <p className="mt-1 font-semibold" data-testid="payment-amount">
        {t('amount', { amount: formatMoney(money(payment.amount, currency), locale) })}
      </p>
      <p className="mt-1 text-sm">{t(`${tender}.steps`)}</p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {qr ? (
          sandboxHref ? (
            <a href={sandboxHref} className="block w-48 shrink-0" aria-label={t('sandbox')}>
              <span role="img" aria-label={t('pix.qr')} className="block w-48" dangerouslySetInnerHTML={{ __html: qr }} data-testid="pix-qr" />
            </a>
          ) : (
            <span role="img" aria-label={t('pix.qr')} className="block w-48 shrink-0" dangerouslySetInnerHTML={{ __html: qr }} data-testid="pix-qr" />
          )
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase text-muted">{t(`${tender}.codeLabel`)}</p>
          <p className={`mt-1 rounded-md bg-panel px-3 py-2 font-mono text-sm break-all ${tender === 'oxxo' ? 'text-xl font-bold tracking-wider' : ''}`} data-testid="payment-code">
            {code}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyButton text={toCopy} labels={{ copy: t('copy'), copied: t('copied') }} testId="payment-copy" />
            {tender === 'boleto' ? (
              <a href={boletoPdfPath(payment.reference)} className="flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold underline hover:border-ink" data-testid="boleto-pdf">
                {t('boleto.pdf')}
              </a>
            ) : null}
          </div>
          {bars ? <span role="img" aria-label={t('boleto.barcode')} className="mt-3 block h-14 w-full max-w-md [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: bars }} /> : null}
          {tender === 'oxxo' ? <p className="mt-2 text-sm">{t('oxxo.where')}</p> : null}
        </div>
      </div>
      <p className="mt-3 font-semibold" data-testid="payment-deadline">
        {t('payBy', { deadline: formatPaymentDeadline(instructions.expiresAt, locale) })}
      </p>
      <PaymentCountdown expiresAt={instructions.expiresAt} labels={{ template: t('timeLeft', { time: '{time}' }), expired: t('expired') }} />
      <p className="mt-2 text-sm text-muted">{t('held')}</p>
      {sandboxHref ? (
        <a href={sandboxHref} className="mt-3 inline-flex min-h-11 items-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft" data-testid="sandbox-pay">
          {t('sandbox')}
        </a>
      ) : null}
    </section>
  );
}
