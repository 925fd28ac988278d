import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import { fieldsOf, PRIVACY_REQUESTS, type ContactField, type ContactTopic } from '@/lib/contact-inputs';
import { ContactForm } from './ContactForm';
import type { ContactFormLabels } from './labels';

/** Labels that name themselves, so the markup shows which one went where. */
function labels(topic: ContactTopic): ContactFormLabels {
  const fields = Object.fromEntries(fieldsOf(topic).map((field) => [field, `label:${field}`])) as Record<ContactField, string>;
  return {
    fields,
    hints: topic === 'privacy' ? { message: 'hint:details' } : {},
    devices: { phone: 'Phone', tablet: 'Tablet', computer: 'Computer' },
    chooseDevice: 'choose device',
    requestTypes: { access: 'request:access', correction: 'request:correction', deletion: 'request:deletion', optOut: 'request:optOut' },
    chooseRequest: 'choose request',
    optional: '(optional)',
    requiredNote: 'note',
    honeypot: 'leave empty',
    submit: 'send',
    submitting: 'sending',
    sentTitle: 'sent',
    sentBody: 'body',
    sentReference: 'ref',
    sendAnother: 'another',
    backToTopics: 'back',
    counter: '{count} of {max}',
    messageTooLong: 'message too long',
  };
}

const render = (topic: ContactTopic, prefill: Partial<Record<ContactField, string>> = {}) =>
  renderToStaticMarkup(createElement(ContactForm, { locale: 'en-US', topic, prefill, labels: labels(topic), topicsHref: '/contactus' }));

describe('ContactForm', () => {
  it('privacy: a required request-type select of the four requests, optional details, the member’s e-mail filled in', () => {
    const html = render('privacy', { email: 'ann@example.com' });
    const select = /<select[^>]*name="requestType"[^>]*>(.*?)<\/select>/.exec(html);
    expect(select?.[0]).toContain('required');
    expect([...select![1]!.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])).toEqual(['', ...PRIVACY_REQUESTS]);
    expect(html).toContain('request:deletion');
    expect(html).toContain('label:message (optional)');
    expect(html).toContain('hint:details 0 of');
    expect(/<textarea[^>]*>/.exec(html)![0]).not.toContain('required');
    expect(html).toContain('name="topic" value="privacy"');
    expect(html).toMatch(/name="email"[^>]*value="ann@example.com"|value="ann@example.com"[^>]*name="email"/);
  });

  it('other topics keep a required message and no request type', () => {
    const html = render('generalComments');
    expect(html).not.toContain('name="requestType"');
    expect(/<textarea[^>]*>/.exec(html)![0]).toContain('required');
    expect(html).toContain('>label:message<');
  });

  it('a message over the limit is kept whole, counted, and said to be too long beside the box (no maxlength to cut it short)', () => {
    const long = 'x'.repeat(10_000);
    const html = render('generalComments', { message: long });
    const textarea = /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)!;
    expect(textarea[0]).not.toContain('maxlength');
    expect(textarea[1]).toHaveLength(10_000);
    expect(textarea[0]).toContain('aria-invalid="true"');
    expect(html).toContain(`10000 of ${CONTACT_MESSAGE_MAX_CHARACTERS}`);
    expect(html).toMatch(/role="alert"[^>]*>message too long</);
    const fits = render('generalComments', { message: 'x'.repeat(CONTACT_MESSAGE_MAX_CHARACTERS) });
    expect(fits).not.toContain('message too long');
  });
});
