'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { PanelDialog } from '@/components/PanelDialog';
import type { AddressPayload } from '@/lib/validation';

/** The answer of POST /ecomm/b2c/v1/order/addressValidation (spec §4 address validation statuses). */
export interface AddressCheckResult {
  addressValidationStatus: 'success' | 'edit-not-found' | 'not-found-without-suggestion' | 'not-required';
  suggestedAddress?: AddressPayload;
  corrections: string[];
  messages: string[];
}

export interface AddressLines {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

function Lines({ address, testId }: { address: AddressLines; testId: string }) {
  return (
    <address data-testid={testId} className="text-sm not-italic">
      {address.address1}
      {address.address2 ? <br /> : null}
      {address.address2}
      <br />
      {address.city}, {address.state} {address.zipCode}
    </address>
  );
}

/**
 * What the address check found, before the order is placed: a suggested correction to accept,
 * or an address the carrier does not know; either way the shopper may keep what they typed or
 * go back and edit it. `result` null means the check itself failed (the failure status).
 * "Edit address" closes the dialog and puts the focus in `editField` (the address's first line);
 * Escape and the close button close it too, giving the focus back to what opened it ("Place order").
 * The answers are in the order they are read and tabbed: the suggestion first (emphasised), then
 * keeping what was typed, then editing; side by side from small tablets up, stacked on phones.
 */
export function AddressCheckDialog(props: {
  entered: AddressLines;
  result: AddressCheckResult | null;
  onUseSuggested: (suggested: AddressLines) => void;
  onKeep: () => void;
  onEdit: () => void;
  /** The field "Edit address" leads to, looked up once the dialog has closed. */
  editField: () => HTMLElement | null;
}) {
  const t = useTranslations('checkout.addressValidation');
  // Set by "Edit address" just before it closes the dialog: the focus then goes to editField, not back to the opener.
  const editing = useRef(false);
  const { result, editField } = props;
  const found = result?.addressValidationStatus === 'edit-not-found' ? result.suggestedAddress : undefined;
  const suggested: AddressLines | null = found ? { address1: found.address1, address2: found.address2, city: found.city, state: found.state, zipCode: found.postalCode } : null;
  const heading = suggested ? t('suggestion.heading') : result ? t('notFound.heading') : t('title');
  const fields = (result?.corrections ?? []).map((f) => t(`fields.${f}` as never)).join(', ');
  const button = 'min-h-11 rounded-md px-4 font-semibold';
  return (
    <PanelDialog
      title={heading}
      testId="address-check"
      closeLabel={t('close')}
      onClose={props.onEdit}
      panelClassName="md:w-[36rem]"
      focusAfterClose={{ instead: () => (editing.current ? editField() : null) }}
    >
      <div className="flex flex-col gap-4 overflow-y-auto p-4">
        <p className="text-sm">{suggested ? t('suggestion.body') : result ? t('notFound.body') : t('failure')}</p>
        {result?.messages.length ? (
          <ul className="list-disc pl-5 text-sm text-muted">
            {result.messages.map((key) => (
              <li key={key}>{t(key.replace('checkout.addressValidation.', '') as never)}</li>
            ))}
          </ul>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border border-line p-3">
            <p className="mb-1 text-sm font-semibold">{t('youEntered')}</p>
            <Lines address={props.entered} testId="address-entered" />
          </div>
          {suggested ? (
            <div className="rounded-md border-2 border-ink p-3">
              <p className="mb-1 text-sm font-semibold">{t('suggested')}</p>
              <Lines address={suggested} testId="address-suggested" />
              {fields ? <p className="mt-1 text-xs text-muted">{t('changedFields', { fields })}</p> : null}
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {suggested ? (
            <button type="button" onClick={() => props.onUseSuggested(suggested)} className={`${button} bg-brand text-white hover:bg-brand-dark`}>
              {t('useSuggested')}
            </button>
          ) : null}
          <button type="button" onClick={props.onKeep} className={`${button} border border-ink hover:bg-panel`}>
            {t('keepEntered')}
          </button>
          <button
            type="button"
            onClick={() => {
              editing.current = true;
              props.onEdit();
            }}
            className={`${button} underline`}
          >
            {t('edit')}
          </button>
        </div>
      </div>
    </PanelDialog>
  );
}
