'use client';

import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Icon } from '@/components/Icon';
import { ACCEPT_ALL, OPTIONAL_CATEGORIES, type ConsentChoices } from '@/lib/consent';
import type { ConsentLabels } from './CookieConsent';

/**
 * The manage-preferences dialog: one switch per optional category. A modal dialog: the focus stays
 * inside while it is open, and on closing (Escape, X, or a choice) `onReturnFocus` places it, since
 * it has no Dialog.Trigger for Radix to return to.
 */
export default function CookiePreferences({
  initial,
  labels,
  onSave,
  onClose,
  onReturnFocus,
}: {
  initial: ConsentChoices;
  labels: ConsentLabels;
  onSave: (choices: ConsentChoices) => void;
  onClose: () => void;
  onReturnFocus: () => void;
}) {
  const [choices, setChoices] = useState(initial);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <Dialog.Content
          data-testid="cookie-preferences"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
          className="fixed left-1/2 top-1/2 z-[71] max-h-[90vh] w-[min(36rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 text-ink shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{labels.preferencesTitle}</Dialog.Title>
            <Dialog.Close aria-label={labels.close} className="-mr-2 -mt-2 inline-flex h-11 w-11 items-center justify-center rounded hover:bg-panel">
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted">{labels.preferencesBody}</Dialog.Description>
          <ul className="mt-4 divide-y divide-line border-y border-line">
            <li className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-semibold">{labels.categories.necessary.name}</p>
                <p className="text-sm text-muted">{labels.categories.necessary.description}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-ok">{labels.alwaysOn}</span>
            </li>
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category} className="flex items-start justify-between gap-4 py-3">
                <label htmlFor={`consent-${category}`} className="cursor-pointer">
                  <span className="block font-semibold">{labels.categories[category].name}</span>
                  <span className="block text-sm text-muted">{labels.categories[category].description}</span>
                </label>
                <input
                  id={`consent-${category}`}
                  type="checkbox"
                  role="switch"
                  checked={choices[category]}
                  onChange={(e) => setChoices({ ...choices, [category]: e.target.checked })}
                  className="mt-1 h-6 w-6 shrink-0 cursor-pointer accent-brand"
                />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => onSave(choices)} className="min-h-11 rounded border border-ink px-4 text-sm font-semibold hover:bg-panel">
              {labels.save}
            </button>
            <button
              type="button"
              onClick={() => onSave(ACCEPT_ALL)}
              className="min-h-11 rounded bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {labels.acceptAll}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
