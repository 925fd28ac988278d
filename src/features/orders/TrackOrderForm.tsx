'use client';

import { OrderAftercareView } from '@/components/OrderAftercareView';
import { PaymentInstructionsView } from '@/components/PaymentInstructionsView';
import { TrackingNumber } from '@/components/TrackingNumber';
import { useKeptForm } from '@/components/useKeptForm';
import type { Locale } from '@/lib/markets';
import { cancelOrderAction, trackOrderAction, type TrackState } from './actions';
import { BusyButton } from '@/components/BusyButton';
import { ConfirmStep } from '@/components/ConfirmStep';

export interface TrackLabels {
  orderNumber: string;
  emailOrZip: string;
  find: string;
  finding: string;
  placed: string;
  total: string;
  cancel: string;
  cancelling: string;
  cancelShipment: string;
  confirmCancel: string;
  confirmCancelShipment: string;
  confirmYes: string;
  keepOrder: string;
}

/** The tracking form and what it finds: the order's status, each shipment's, tracking numbers, and cancel while it is allowed. */
export function TrackOrderForm({ locale, orderNumber, labels }: { locale: Locale; orderNumber: string; labels: TrackLabels }) {
  const { state: found, pending: finding, formProps: track } = useKeptForm<TrackState | null>(trackOrderAction, null);
  const { state: cancelled, pending: cancelling, formProps: cancel } = useKeptForm<TrackState | null>(cancelOrderAction, null);
  const state = cancelled && cancelled.orderNumber === found?.orderNumber ? cancelled : found;
  const order = state?.order;
  // Cancel the whole order (no shipmentId) or one shipping group, proved by what the shopper typed to find it.
  // It asks first: a cancelled order cannot be restored.
  const cancelForm = (shipmentId: number | null, spacing: string, look: string, label: string) => (
    <form {...cancel} className={spacing}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="orderNumber" value={state!.orderNumber} />
      <input type="hidden" name="emailOrZip" value={state!.emailOrZip} />
      {shipmentId ? <input type="hidden" name="shipmentId" value={shipmentId} /> : null}
      <ConfirmStep
        busy={cancelling}
        labels={{ question: shipmentId ? labels.confirmCancelShipment : labels.confirmCancel, yes: cancelling ? labels.cancelling : labels.confirmYes, no: labels.keepOrder }}
        className={`min-h-11 rounded-md border font-semibold hover:bg-panel ${look}`}
      >
        {label}
      </ConfirmStep>
    </form>
  );
  return (
    <div className="mt-4">
      {/* The store's own message for an empty field, in the shopper's language (the browser's is in its own). */}
      <form {...track} noValidate className="grid max-w-xl gap-3">
        <input type="hidden" name="locale" value={locale} />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {labels.orderNumber}
          <input name="orderNumber" required inputMode="numeric" defaultValue={found?.orderNumber ?? orderNumber} className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {labels.emailOrZip}
          <input name="emailOrZip" required defaultValue={found?.emailOrZip} autoComplete="email" className="min-h-11 rounded-md border border-line px-3 text-base font-normal" />
        </label>
        <BusyButton type="submit" busy={finding} className="min-h-11 w-fit rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
          {finding ? labels.finding : labels.find}
        </BusyButton>
      </form>
      <div aria-live="polite" className="mt-4">
        {state?.error ? (
          <p role="alert" data-testid="track-error" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
            {state.error}
          </p>
        ) : null}
        {state?.notice ? <p className="rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{state.notice}</p> : null}
        {order ? (
          <section data-testid="tracked-order" className="mt-4 rounded-lg border border-line p-4">
            <h2 className="text-lg font-bold">
              #{order.orderNumber} · <span data-testid="order-status">{order.status}</span>
            </h2>
            {/* Awaiting its payment, the instructions below say the same: said once. */}
            {order.payment || !order.statusHelp ? null : <p className="text-sm text-muted">{order.statusHelp}</p>}
            <p className="mt-1 text-sm">
              {labels.placed} {order.placed} · {order.totalLabel ?? labels.total} {order.total}
            </p>
            <OrderAftercareView view={order.aftercare} className="mt-3" />
            {order.payment ? <PaymentInstructionsView view={order.payment} /> : null}
            {order.installments.map((text) => (
              <p key={text} data-testid="tracked-installments" className="text-sm">
                {text}
              </p>
            ))}
            {order.shipments.map((s) => (
              <div key={s.id} data-testid="tracked-shipment" className="mt-3 border-t border-line pt-3 text-sm">
                <p className="font-semibold">
                  {s.heading}: {s.status}
                </p>
                {s.tracking ? <TrackingNumber tracking={s.tracking} /> : null}
                {s.arrival ? <p data-testid="shipment-arrival" className="text-muted">{s.arrival}</p> : null}
                <ul className="mt-1 text-muted">
                  {s.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {s.cancellable ? cancelForm(s.id, 'mt-2', 'border-line px-3 text-sm', labels.cancelShipment) : null}
              </div>
            ))}
            {order.cancellable ? cancelForm(null, 'mt-4', 'border-ink px-4', labels.cancel) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
