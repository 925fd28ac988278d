/**
 * What happened to an order after it was placed, in words made on the server (OrderAftercare.ts
 * `orderAftercareView`): cancelled or returned, each return with its parts and refund, the money
 * given back to each tender, and how and when each tender gets it. No hooks: the track page's
 * client form, the confirmation page and the account's order page all show it.
 */
export interface OrderAftercareViewData {
  /** "This order was cancelled.", "Part of this order was returned.", "Return of order #N"; each on its own line. */
  headlines: string[];
  returns: {
    key: string;
    heading: string;
    partsLabel: string | null;
    lines: string[];
    refunded: string | null;
  }[];
  /** Over a purchase's returns; null over a RETURN's own parts. */
  returnsTitle: string | null;
  refundsTitle: string;
  refunds: { key: string; label: string; amount: string }[];
  refundedTotal: { label: string; amount: string } | null;
  /** How and when each refunded tender gets its money, or that nothing was charged. */
  notes: string[];
}

export function OrderAftercareView({ view, className = 'mt-4' }: { view: OrderAftercareViewData; className?: string }) {
  if (!view.headlines.length && !view.returns.length && !view.refunds.length && !view.notes.length) return null;
  return (
    <section data-testid="order-aftercare" className={`${className} rounded-lg border border-line p-4 text-sm`}>
      {view.headlines.map((text) => (
        <p key={text} data-testid="aftercare-headline" className="font-bold break-words">
          {text}
        </p>
      ))}
      {view.returns.length ? (
        <div className="mt-3">
          {view.returnsTitle ? <h3 className="font-semibold">{view.returnsTitle}</h3> : null}
          <ul className="divide-y divide-line">
            {view.returns.map((r) => (
              <li key={r.key} data-testid="aftercare-return" className="py-2">
                <p className="font-semibold break-words">{r.heading}</p>
                {r.partsLabel ? <p className="text-muted">{r.partsLabel}</p> : null}
                <ul className="ml-4 list-disc">
                  {r.lines.map((line, i) => (
                    <li key={`${i}-${line}`} className="break-words">
                      {line}
                    </li>
                  ))}
                </ul>
                {r.refunded ? <p data-testid="aftercare-return-refund">{r.refunded}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.refunds.length ? (
        <div className="mt-3">
          <h3 className="font-semibold">{view.refundsTitle}</h3>
          <dl data-testid="aftercare-refunds" className="mt-1 space-y-1">
            {view.refunds.map((r) => (
              <div key={r.key} className="flex flex-wrap justify-between gap-x-3">
                <dt className="min-w-0 break-words">{r.label}</dt>
                <dd className="font-semibold">{r.amount}</dd>
              </div>
            ))}
            {view.refundedTotal && view.refunds.length > 1 ? (
              <div className="flex flex-wrap justify-between gap-x-3 border-t border-line pt-1 font-bold">
                <dt>{view.refundedTotal.label}</dt>
                <dd data-testid="aftercare-refunded-total">{view.refundedTotal.amount}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
      {view.notes.map((text) => (
        <p key={text} data-testid="aftercare-note" className="mt-2 text-muted">
          {text}
        </p>
      ))}
    </section>
  );
}
