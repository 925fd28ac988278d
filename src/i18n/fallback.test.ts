import { createTranslator, IntlError, IntlErrorCode } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { messageFallback, reportIntlError } from './fallback';

describe('missing translation labels', () => {
  it('fall back to their key and are logged as missing', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const t = createTranslator({
      locale: 'es-MX',
      messages: { header: { cart: { label: 'Carrito' } } },
      namespace: 'header',
      onError: (error) => reportIntlError('es-MX', error, log as never),
      getMessageFallback: messageFallback,
    });
    expect(t('cart.label')).toBe('Carrito');
    expect(t('cart.nothingHere' as never)).toBe('header.cart.nothingHere');
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ locale: 'es-MX' }), 'missing translation label');
  });

  it('logs other translation failures as errors', () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    reportIntlError('pt-BR', new IntlError(IntlErrorCode.FORMATTING_ERROR, 'bad'), log as never);
    expect(log.error).toHaveBeenCalledOnce();
  });
});
