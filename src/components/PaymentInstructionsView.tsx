import { CopyButton } from './CopyButton';
import { PaymentCountdown } from './PaymentCountdown';

/** A PIX, boleto or OXXO payment's instructions in words, codes and drawings (PaymentInstructions.tsx makes them on the server). */
export interface PaymentInstructionsViewData {
  tender: 'pix' | 'boleto' | 'oxxo';
  title: string;
  amount: string;
  steps: string;
  /** PIX: the QR code, SVG drawn on the server. */
  qrSvg: string | null;
  qrLabel: string;
  codeLabel: string;
  /** The code as shown (the boleto's line and the OXXO reference grouped). */
  code: string;
  /** The code as copied. */
  toCopy: string;
  copyLabels: { copy: string; copied: string };
  pdf: { href: string; label: string } | null;
  /** Boleto: the bars, SVG drawn on the server. */
  barsSvg: string | null;
  barsLabel: string;
  /** OXXO: where to pay. */
  where: string | null;
  deadline: string;
  expiresAt: string;
  countdownLabels: { template: string; expired: string };
  held: string;
  /** The built-in sandbox gateway's pay page (the demo's bank). */
  sandbox: { href: string; label: string } | null;
}

/**
 * How to pay an order awaiting its PIX, boleto or OXXO payment, drawn from words made on the
 * server: the confirmation and order pages (server components) and order tracking (a client
 * form showing what its server action answered) draw it alike.
 */
export function PaymentInstructionsView({ view }: { view: PaymentInstructionsViewData }) {
  const qr = view.qrSvg ? <span role="img" aria-label={view.qrLabel} className="block w-48 shrink-0" dangerouslySetInnerHTML={{ __html: view.qrSvg }} data-testid="pix-qr" /> : null;
  return (
    <section className="mt-6 rounded-lg border-2 border-brand p-4" aria-labelledby="pay-now-title" data-testid="payment-instructions" data-tender={view.tender}>
      <h2 id="pay-now-title" className="text-lg font-bold">
        {view.title}
      </h2>
      <p className="mt-1 font-semibold" data-testid="payment-amount">
        {view.amount}
      </p>
      <p className="mt-1 text-sm">{view.steps}</p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        {qr && view.sandbox ? (
          <a href={view.sandbox.href} className="block w-48 shrink-0" aria-label={view.sandbox.label}>
            {qr}
          </a>
        ) : (
          qr
        )}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase text-muted">{view.codeLabel}</p>
          <p className={`mt-1 rounded-md bg-panel px-3 py-2 font-mono text-sm break-all ${view.tender === 'oxxo' ? 'text-xl font-bold tracking-wider' : ''}`} data-testid="payment-code">
            {view.code}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyButton text={view.toCopy} labels={view.copyLabels} testId="payment-copy" />
            {view.pdf ? (
              <a href={view.pdf.href} className="flex min-h-11 items-center rounded-md border border-line px-3 text-sm font-semibold underline hover:border-ink" data-testid="boleto-pdf">
                {view.pdf.label}
              </a>
            ) : null}
          </div>
          {view.barsSvg ? <span role="img" aria-label={view.barsLabel} className="mt-3 block h-14 w-full max-w-md [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: view.barsSvg }} /> : null}
          {view.where ? <p className="mt-2 text-sm">{view.where}</p> : null}
        </div>
      </div>
      <p className="mt-3 font-semibold" data-testid="payment-deadline">
        {view.deadline}
      </p>
      <PaymentCountdown expiresAt={view.expiresAt} labels={view.countdownLabels} />
      <p className="mt-2 text-sm text-muted">{view.held}</p>
      {view.sandbox ? (
        <a href={view.sandbox.href} className="mt-3 inline-flex min-h-11 items-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-ink-soft" data-testid="sandbox-pay">
          {view.sandbox.label}
        </a>
      ) : null}
    </section>
  );
}
