import { describe, expect, it } from 'vitest';
import { allowedAction, DEFAULT_PILOT_ALERT_TYPE, pilotAlertType } from './alerts';

describe('loyalty alert types', () => {
  it('takes the pilot type from REWARDS_PILOT_ALERT_TYPE, else PC', () => {
    expect(pilotAlertType(undefined)).toBe(DEFAULT_PILOT_ALERT_TYPE);
    expect(DEFAULT_PILOT_ALERT_TYPE).toBe('PC');
    expect(pilotAlertType(' px2 ')).toBe('PX2');
    // Not a type, or one of the programme's own: the default.
    expect(pilotAlertType('pilot change')).toBe('PC');
    expect(pilotAlertType('TC')).toBe('PC');
    expect(pilotAlertType('OP')).toBe('PC');
  });

  it('lets a member agree to the terms and dismiss the offers prompt and the pilot banner, nothing else', () => {
    expect(allowedAction('TC', 'acknowledge', 'PC')).toBe(true);
    expect(allowedAction('TC', 'dismiss', 'PC')).toBe(false);
    expect(allowedAction('OP', 'dismiss', 'PC')).toBe(true);
    expect(allowedAction('OP', 'acknowledge', 'PC')).toBe(false);
    expect(allowedAction('PX', 'dismiss', 'PX')).toBe(true);
    expect(allowedAction('PX', 'dismiss', 'PC')).toBe(false);
  });
});
