import { describe, expect, it } from 'vitest';
import { pickupText, pickupTimeText } from './pickup-text';

describe('pickup time in words', () => {
  it.each([
    ['en-US', ['Pick up today', 'Pick up today at 8:00 AM', 'Pick up tomorrow at 8:00 AM', 'Pick up Tue, Dec 1 at 8:00 AM', 'Pick up tomorrow', 'Pick up Tue, Dec 1']],
    ['es-MX', ['Recoge hoy', 'Recoge hoy a las 8:00 a.m.', 'Recoge mañana a las 8:00 a.m.', 'Recoge el mar 1 de dic a las 8:00 a.m.', 'Recoge mañana', 'Recoge el mar 1 de dic']],
    ['pt-BR', ['Retire hoje', 'Retire hoje às 08:00', 'Retire amanhã às 08:00', 'Retire em ter., 1 de dez. às 08:00', 'Retire amanhã', 'Retire em ter., 1 de dez.']],
  ] as const)('%s', async (locale, expected) => {
    const texts = await Promise.all([
      pickupTimeText({ kind: 'soon' }, locale),
      pickupTimeText({ kind: 'day', daysAhead: 0, date: '2026-11-27', at: '08:00' }, locale),
      pickupTimeText({ kind: 'day', daysAhead: 1, date: '2026-11-28', at: '08:00' }, locale),
      pickupTimeText({ kind: 'day', daysAhead: 4, date: '2026-12-01', at: '08:00' }, locale),
      pickupTimeText({ kind: 'day', daysAhead: 1, date: '2026-11-28', at: null }, locale),
      pickupTimeText({ kind: 'day', daysAhead: 4, date: '2026-12-01', at: null }, locale),
    ]);
    expect(texts.map((t) => t?.replace(/\u202f/g, ' '))).toEqual(expected);
  });

  it('does not promise today when the store is closed until tomorrow', async () => {
    const store = { hours: Array(7).fill({ open: '08:00', close: '20:00' }), timeZone: 'America/Mexico_City', country: 'MX' as const };
    // 2026-11-27 21:30 in Mexico City.
    expect(await pickupText(store, 'es-MX', new Date('2026-11-28T03:30:00Z'))).toBe('Recoge mañana a las 8:00 a.m.');
    expect(await pickupText(store, 'es-MX', new Date('2026-11-27T18:00:00Z'))).toBe('Recoge hoy');
  });
});
