'use client';

import { Link } from '@/components/Link';
import { useState } from 'react';
import { useKeptForm } from '@/components/useKeptForm';
import { CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import { describedBy, Field, inputClass } from '@/components/Field';
import { DEVICES, PRIVACY_REQUESTS, fieldRequired, fieldsOf, type ContactField, type ContactTopic } from '@/lib/contact-inputs';
import { submitContactAction, type ContactFormState } from './actions';
import type { ContactFormLabels } from './labels';
import { BusyButton } from '@/components/BusyButton';

const AUTOCOMPLETE: Partial<Record<ContactField, string>> = { firstName: 'given-name', lastName: 'family-name', email: 'email', phone: 'tel' };
const INPUT_TYPE: Partial<Record<ContactField, string>> = { email: 'email', phone: 'tel', visitDate: 'date', pageUrl: 'text' };

/**
 * One topic's contact form (spec §2.4). The server checks it; a failed submission comes back with
 * everything typed and each error beside its field, in the shopper's language. Sent, it shows the
 * reference. A member's name, e-mail and phone are filled in.
 */
export function ContactForm({ locale, topic, prefill, labels, topicsHref }: { locale: Locale; topic: ContactTopic; prefill: Partial<Record<ContactField, string>>; labels: ContactFormLabels; topicsHref: string }) {
  const { state, pending, formProps: action } = useKeptForm<ContactFormState | null>(submitContactAction, null);
  // The message counter: what was typed since the last answer, else what the form was given.
  const [typed, setTyped] = useState<{ after: ContactFormState | null; length: number } | null>(null);
  // After "send another", a fresh form (a new key) with the member's details again.
  const [round, setRound] = useState(0);
  const [shownReference, setShownReference] = useState<string | null>(null);

  const reference = state?.reference && state.reference !== shownReference ? state.reference : null;
  if (reference) {
    return (
      <section data-testid="contact-sent" aria-live="polite" className="mt-6 rounded-lg border border-line p-4 md:p-6">
        <h2 className="text-xl font-bold">{labels.sentTitle}</h2>
        <p className="mt-2">{labels.sentBody}</p>
        <p className="mt-3">
          {labels.sentReference}{' '}
          <strong data-testid="contact-reference" className="font-mono text-lg">
            {reference}
          </strong>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => {
              setShownReference(reference);
              setRound((n) => n + 1);
            }}
            className="min-h-11 rounded-md border border-line px-4 font-semibold hover:bg-panel"
          >
            {labels.sendAnother}
          </button>
          <Link href={topicsHref} className="inline-flex min-h-11 items-center px-2 font-semibold underline">
            {labels.backToTopics}
          </Link>
        </div>
      </section>
    );
  }

  const failed = state && !state.reference ? state : null;
  const value = (field: ContactField) => failed?.values[field] ?? prefill[field] ?? '';
  const messageLength = typed && typed.after === state ? typed.length : value('message').length;
  // Longer than the limit: said at once, beside the box, and the text stays whole (no maxLength to cut a paste short).
  const messageTooLong = messageLength > CONTACT_MESSAGE_MAX_CHARACTERS;
  const error = (field: ContactField) => failed?.errors[field] ?? (field === 'message' && messageTooLong ? labels.messageTooLong : undefined);
  const messageRequired = fieldRequired(topic, 'message');
  const counter = labels.counter.replace('{count}', String(messageLength)).replace('{max}', String(CONTACT_MESSAGE_MAX_CHARACTERS));

  return (
    <form key={round} {...action} noValidate className="mt-6 flex flex-col gap-4 rounded-lg border border-line p-4 md:p-6" data-testid="contact-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="topic" value={topic} />
      <p className="text-sm text-muted">{labels.requiredNote}</p>
      {failed?.formError ? (
        <p role="alert" className="rounded-md border border-brand bg-panel p-3 font-semibold text-brand-dark">
          {failed.formError}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {fieldsOf(topic)
          .filter((field) => field !== 'message')
          .map((field) => {
            const id = `contact-${field}`;
            const hint = labels.hints[field];
            const label = fieldRequired(topic, field) ? labels.fields[field] : `${labels.fields[field]} ${labels.optional}`;
            return (
              <Field key={field} id={id} label={label} hint={hint} error={error(field)}>
                {field === 'device' ? (
                  <select id={id} name={field} defaultValue={value(field)} className={inputClass} {...describedBy(id, !!hint, error(field))}>
                    <option value="">{labels.chooseDevice}</option>
                    {DEVICES.map((device) => (
                      <option key={device} value={device}>
                        {labels.devices[device]}
                      </option>
                    ))}
                  </select>
                ) : field === 'requestType' ? (
                  <select id={id} name={field} defaultValue={value(field)} required className={inputClass} {...describedBy(id, !!hint, error(field))}>
                    <option value="">{labels.chooseRequest}</option>
                    {PRIVACY_REQUESTS.map((request) => (
                      <option key={request} value={request}>
                        {labels.requestTypes[request]}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={id}
                    name={field}
                    type={INPUT_TYPE[field] ?? 'text'}
                    autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                    defaultValue={value(field)}
                    required={fieldRequired(topic, field)}
                    className={inputClass}
                    {...describedBy(id, !!hint, error(field))}
                  />
                )}
              </Field>
            );
          })}
      </div>
      <Field
        id="contact-message"
        label={messageRequired ? labels.fields.message : `${labels.fields.message} ${labels.optional}`}
        hint={labels.hints.message ? `${labels.hints.message} ${counter}` : counter}
        error={error('message')}
      >
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          required={messageRequired}
          defaultValue={value('message')}
          onChange={(event) => setTyped({ after: state, length: event.target.value.length })}
          className={`${inputClass} py-2`}
          {...describedBy('contact-message', true, error('message'))}
        />
      </Field>
      {/* The honeypot: hidden from people and screen readers; robots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <BusyButton type="submit" busy={pending} className="min-h-11 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
          {pending ? labels.submitting : labels.submit}
        </BusyButton>
      </div>
    </form>
  );
}
