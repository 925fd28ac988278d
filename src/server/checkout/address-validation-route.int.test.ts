import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/ecomm/b2c/v1/order/addressValidation/route';

function post(body: unknown, locale = 'en-US') {
  return POST(
    new NextRequest(`http://localhost/ecomm/b2c/v1/order/addressValidation?locale=${locale}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const address = {
  firstName: 'Ana',
  lastName: 'Lopez',
  address1: '1600 Pennsylvania Ave NW',
  address2: '',
  city: 'Washington',
  state: 'DC',
  zipCode: '20500',
  phoneNumber: '(202) 456-1111',
  email: 'ana@example.com',
  actionType: 'shipping',
};

describe('POST /ecomm/b2c/v1/order/addressValidation', () => {
  it('answers success with the address in standard form, never cached', async () => {
    const response = await post(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      addressValidationStatus: 'success',
      suggestedAddress: { ...address, zipCode: undefined, postalCode: '20500', phoneNumber: '2024561111', country: 'US' },
      corrections: [],
      messages: [],
    });
  });

  it('answers a suggestion with the fields it corrected', async () => {
    const response = await post({ ...address, address1: '20 west 34th street', city: 'Austin', state: 'TX', zipCode: '10001' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      addressValidationStatus: 'edit-not-found',
      suggestedAddress: { address1: '20 W 34th St', city: 'New York', state: 'NY', postalCode: '10001' },
      corrections: ['address1', 'city', 'state'],
    });
  });

  it("checks the address of the locale's country, and skips billing addresses", async () => {
    const mx = { ...address, address1: 'Av. Insurgentes Sur 1602', city: 'Benito Juárez', state: 'JAL', zipCode: '03940', phoneNumber: '55 1234 5678' };
    expect(await (await post(mx, 'es-MX')).json()).toMatchObject({ addressValidationStatus: 'edit-not-found', suggestedAddress: { state: 'CDMX', country: 'MX' }, corrections: ['state'] });
    expect(await (await post({ ...address, actionType: 'billing' })).json()).toEqual({ addressValidationStatus: 'not-required', corrections: [], messages: [] });
  });

  it('answers 400 with one envelope detail per invalid field, in the shopper’s language', async () => {
    const response = await post({ ...address, firstName: '', zipCode: '1234', state: 'DC', phoneNumber: '55 1234 5678' }, 'es-MX');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.firstName.missing', errorMessageDefault: 'Falta tu nombre' });
    expect(body.errorDetails).toEqual([
      { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.firstName.missing', errorMessageDefault: 'Falta tu nombre', field: 'firstName' },
      { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.state.invalid', errorMessageDefault: 'Selecciona un estado válido.', field: 'state' },
      { errorCode: 'VALIDATION_FAILED', errorMessageKey: 'validation.zipCode.invalid', errorMessageDefault: 'Ingresa un código postal válido de 5 dígitos.', field: 'zipCode' },
    ]);
    const notJson = await post('not json', 'es-MX');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ errorMessageKey: 'validation.form.incomplete', errorMessageDefault: 'Completa los campos obligatorios.' });
    expect((await post(address, 'fr-FR')).status).toBe(400);
  });
});
