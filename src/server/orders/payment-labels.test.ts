import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';
import esMX from '../../../messages/es-MX.json';
import ptBR from '../../../messages/pt-BR.json';
import { ORDER_PAYMENT_METHODS, orderPayments } from './schema';

/** The back office's order page names every payment's method and status from these messages (it once showed the raw keys of PIX, boleto and OXXO). */
describe('the back office’s words for a payment', () => {
  it('name every method and status in every language', () => {
    const statuses = orderPayments.status.enumValues;
    for (const [locale, messages] of Object.entries({ 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR })) {
      const detail = messages.ops.orders.detail as { method: Record<string, string>; paymentStatus: Record<string, string> };
      expect(ORDER_PAYMENT_METHODS.filter((m) => !detail.method[m]), locale).toEqual([]);
      expect(statuses.filter((s) => !detail.paymentStatus[s]), locale).toEqual([]);
    }
  });
});
