import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/payments/sandbox/v1/tokens/route';
import { GET } from '@/app/payments/sandbox/card-frame/route';

const post = (body: unknown) =>
  POST(new NextRequest('http://localhost/payments/sandbox/v1/tokens', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }));

describe('POST /payments/sandbox/v1/tokens', () => {
  it('answers 201 with the token and what may be shown of the card', async () => {
    const response = await post({ number: '4242424242424242', expiry: '12/34', cvc: '123' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^tok_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
  });

  it('answers 400 with the error envelope and a message key per field', async () => {
    const response = await post({ number: '4242424242424241', expiry: '13/30', cvc: '' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      errorCode: 'CARD_INVALID',
      errorMessageKey: 'payments.card.invalidNumber',
      fields: { number: 'payments.card.invalidNumber', expiry: 'payments.card.invalidExpiry', cvc: 'payments.card.cvcRequired' },
    });
    expect(body.errorDetails.map((d: { field: string }) => d.field)).toEqual(['number', 'expiry', 'cvc']);
    expect(JSON.stringify(body)).not.toContain('4242424242424241');
  });

  it('answers 400 to a body that is not card fields', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({ number: 4242 })).status).toBe(400);
  });

  it('answers 413 with the envelope to a body over its 2 KB', async () => {
    const tooLarge = await post({ number: '4'.repeat(3000) });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).errorCode).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('GET /payments/sandbox/card-frame', () => {
  it('serves the frame in the locale with a nonce-based policy', async () => {
    const response = await GET(new NextRequest('http://localhost/payments/sandbox/card-frame?locale=pt-BR&origin=http://localhost'));
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(csp).toContain("frame-ancestors 'self'");
  });

  it('refuses an unknown locale or a malformed origin', async () => {
    expect((await GET(new NextRequest('http://localhost/payments/sandbox/card-frame?locale=fr-FR'))).status).toBe(400);
    expect((await GET(new NextRequest('http://localhost/payments/sandbox/card-frame?origin=javascript:alert(1)'))).status).toBe(400);
    expect((await GET(new NextRequest('http://localhost/payments/sandbox/card-frame?origin=http://localhost/path'))).status).toBe(400);
  });
});
