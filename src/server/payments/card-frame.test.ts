import { describe, expect, it } from 'vitest';
import { cardFrameCsp, CLIENT_CARD_RULES, renderCardFrame } from './card-frame';
import { formatCardNumber, TEST_CARDS, validateCard, type CardInput } from './cards';

interface ClientRules {
  validate(input: CardInput, now: Date): Record<string, string>;
  format(digits: string): string;
}
const client = new Function(`return ${CLIENT_CARD_RULES}`)() as ClientRules;

const NOW = new Date('2026-05-15T12:00:00Z');
const NUMBERS = [...TEST_CARDS.map((c) => c.number), '', '4242 4242 4242 4241', '4242', '3530 1113 3330 0000', '2221 0000 0000 0009', '4242-4242-4242-4242', '12ab', '5555 5555 5555 4444 0'];
const EXPIRIES = ['05/26', '04/26', '13/27', '0127', '06/2031', '05/47', '', 'ab/cd', '1/27'];
const CVCS = ['123', '1234', '12', '', '12a'];

describe('the card frame rules in the browser', () => {
  it('give the same answer as the server for every combination', () => {
    for (const number of NUMBERS) {
      for (const expiry of EXPIRIES) {
        for (const cvc of CVCS) {
          const input = { number, expiry, cvc };
          const server = validateCard(input, NOW);
          expect(client.validate(input, NOW), JSON.stringify(input)).toEqual(server.ok ? {} : server.fields);
        }
      }
    }
  });

  it('group the digits as the server does', () => {
    for (const digits of ['4242424242424242', '378282246310005', '42424', '4242424242424242123', '']) {
      expect(client.format(digits)).toBe(formatCardNumber(digits));
    }
  });
});

describe('the card frame page', () => {
  const html = renderCardFrame({ locale: 'es-MX', origin: 'https://shop.example', nonce: 'abc123', t: (key) => `«${key}»` });

  it('labels every field and ties its error to it', () => {
    for (const [id, autocomplete] of [['number', 'cc-number'], ['expiry', 'cc-exp'], ['cvc', 'cc-csc'], ['name', 'cc-name']]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*autocomplete="${autocomplete}"[^>]*aria-describedby="[^"]*${id}-error"`));
      expect(html).toContain(`id="${id}-error"`);
    }
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('«payments.card.number»');
  });

  it('runs only nonced inline code and never a script from elsewhere', () => {
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<script[^>]*nonce="abc123"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script[^>]*src=/);
    expect(html).not.toMatch(/ style="/);
    expect(cardFrameCsp('abc123')).toContain("script-src 'nonce-abc123'");
    expect(cardFrameCsp('abc123')).toContain("frame-ancestors 'self'");
    expect(cardFrameCsp('abc123')).toContain("default-src 'none'");
  });

  it('keeps configuration text from closing its script element', () => {
    const hostile = renderCardFrame({ locale: 'en-US', origin: 'https://shop.example', nonce: 'n', t: () => '</script><script>alert(1)</script>' });
    expect(hostile.match(/<script\b/g)).toHaveLength(2);
  });
});
