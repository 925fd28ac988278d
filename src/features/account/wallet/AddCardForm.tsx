'use client';

import { startTransition, useActionState, useCallback, useRef, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { CardFrame, type CardFrameHandle } from '@/components/CardFrame';
import type { Locale } from '@/lib/markets';
import { saveCardAction, type AddCardState } from './actions';

export interface AddCardLabels {
  add: string;
  heading: string;
  frameTitle: string;
  save: string;
  saving: string;
  cancel: string;
  cardInvalid: string;
  unavailable: string;
}

/**
 * "Add a card": the gateway's card frame, as at checkout. The frame turns the card into a
 * one-time token; only the token is sent to the save action, never the number.
 */
export function AddCardForm({ locale, frameSrc, labels, startOpen = false }: { locale: Locale; frameSrc: string; labels: AddCardLabels; startOpen?: boolean }) {
  const [state, save, saving] = useActionState<AddCardState | null, FormData>(saveCardAction, null);
  const [open, setOpen] = useState(startOpen);
  const [tokenizing, setTokenizing] = useState(false);
  const [frameError, setFrameError] = useState<string | null>(null);
  // A refusal the member closed the form on is not shown again when it reopens.
  const [dismissed, setDismissed] = useState<AddCardState | null>(null);
  const card = useRef<CardFrameHandle>(null);
  const busy = tokenizing || saving;

  const submit = useCallback(async () => {
    if (busy || !card.current) return;
    setFrameError(null);
    setTokenizing(true);
    const result = await card.current.tokenize();
    setTokenizing(false);
    if (result.type !== 'token') {
      setFrameError(result.type === 'invalid' ? labels.cardInvalid : labels.unavailable);
      return;
    }
    const data = new FormData();
    data.set('locale', locale);
    data.set('token', result.token);
    startTransition(() => save(data));
  }, [busy, labels, locale, save]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} aria-controls="wallet-add-card" aria-expanded="false" className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark" data-testid="wallet-add">
        {labels.add}
      </button>
    );
  }

  const error = frameError ?? (busy || state === dismissed ? null : state?.error);
  return (
    <section id="wallet-add-card" aria-labelledby="wallet-add-heading" className="rounded-lg border border-line p-4">
      <h2 id="wallet-add-heading" className="text-lg font-bold">
        {labels.heading}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-4" data-testid="wallet-add-form">
        <CardFrame ref={card} src={frameSrc} title={labels.frameTitle} onSubmit={() => void submit()} />
        {error ? (
          <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm font-semibold">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <BusyButton type="submit" busy={busy} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {busy ? labels.saving : labels.save}
          </BusyButton>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setFrameError(null);
              setDismissed(state);
            }}
            className="inline-flex min-h-11 items-center px-2 font-semibold underline"
          >
            {labels.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
