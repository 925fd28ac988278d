import { describe, expect, it } from 'vitest';
import { staffTime } from './format';
import { orderZone } from './zone';

/** An order's moments on its page and in the pickup queue: in its pickup store's zone, else its market's, as in the order list. */
describe('the zone of an order’s times', () => {
  it('is the pickup store’s, else the market’s', () => {
    expect(orderZone('en-US', 'America/Chicago')).toBe('America/Chicago');
    expect(orderZone('pt-BR', null)).toBe('America/Sao_Paulo');
    expect(orderZone('es-MX', undefined)).toBe('America/Mexico_City');
    expect(orderZone('xx', null)).toBe('UTC');
  });

  it('shows the store’s clock, not UTC', () => {
    const at = new Date('2026-03-10T13:13:00Z');
    expect(staffTime(at, 'en-US', orderZone('en-US', 'America/Bogota'))).toMatch(/8:13\s?AM GMT-5/);
    expect(staffTime(at, 'en-US', orderZone('en-US', null))).not.toContain('UTC');
  });
});
