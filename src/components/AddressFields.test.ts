import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressFields, POSTAL_FIELDS, type AddressFieldName } from './AddressFields';

const LABELS: Record<AddressFieldName | 'chooseState', string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  address2: 'Apt',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  phoneNumber: 'Phone',
  chooseState: 'Choose a state',
};
const STATES = [
  { code: 'TX', name: 'Texas' },
  { code: 'OR', name: 'Oregon' },
];
const HOME = { firstName: 'Ana', lastName: 'Díaz', address1: '100 Congress Ave', address2: '', city: 'Austin', state: 'TX', zipCode: '78701' };

const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(createElement(AddressFields, { idOf: (f: AddressFieldName) => `a-${f}`, labels: LABELS, states: STATES, errors: {}, ...props } as never));

describe('AddressFields', () => {
  it('labels every field of checkout (no phone) and shows the values held by the form', () => {
    const html = render({ values: HOME, onChange: () => undefined, section: 'shipping' });
    for (const field of POSTAL_FIELDS) expect(html).toContain(`<label for="a-${field}"`);
    expect(html).not.toContain('a-phoneNumber');
    expect(html).toContain('value="100 Congress Ave"');
    expect(html).toMatch(/<option value="TX" selected="">Texas<\/option>/);
    expect(html).toContain('autoComplete="shipping postal-code"');
    // Controlled inputs are not named: checkout sends its own body.
    expect(html).not.toMatch(/name="city"/);
  });

  it('names the inputs for a server action and starts them from the saved values (the address book, with its phone)', () => {
    const html = render({ fields: [...POSTAL_FIELDS, 'phoneNumber'], defaultValues: { ...HOME, phoneNumber: '5125550100' } });
    expect(html).toMatch(/<input[^>]*name="city"[^>]*value="Austin"/);
    expect(html).toMatch(/<select[^>]*name="state"/);
    expect(html).toMatch(/<input[^>]*type="tel"[^>]*name="phoneNumber"[^>]*value="5125550100"|<input[^>]*name="phoneNumber"[^>]*type="tel"/);
    expect(html).toContain('autoComplete="postal-code"');
  });

  it('ties each error to its input, and announces it only when asked', () => {
    const quiet = render({ values: HOME, onChange: () => undefined, errors: { zipCode: 'Enter a valid ZIP code.' } });
    expect(quiet).toMatch(/<input[^>]*id="a-zipCode"[^>]*aria-invalid="true"[^>]*aria-describedby="a-zipCode-error"/);
    expect(quiet).toContain('<p id="a-zipCode-error" class="text-sm font-semibold text-brand-dark">Enter a valid ZIP code.</p>');
    expect(quiet).not.toMatch(/id="a-city"[^>]*aria-invalid/);
    const announced = render({ defaultValues: HOME, errors: { city: 'Enter a city.' }, announceErrors: true });
    expect(announced).toContain('<p id="a-city-error" role="alert"');
  });

  it('lets the browser take no more than the rules allow of a street line or a city', () => {
    const html = render({ values: HOME, onChange: () => undefined });
    expect(html).toMatch(/id="a-address1"[^>]*maxLength="276"|maxLength="276"[^>]*id="a-address1"/);
    expect(html).toMatch(/id="a-city"[^>]*maxLength="50"|maxLength="50"[^>]*id="a-city"/);
  });
});
