import { describe, expect, it } from 'vitest';
import { cookieValue, isCartOrCheckout, memberAlerts, NO_ALERTS, pilotSeenCookie, termsSessionFlag, visibleAlerts, type AlertPage, type MemberAlerts } from './rewards-alerts';

const TYPES = { terms: 'TC', offers: 'OP', pilot: 'PC' };
const prompting: MemberAlerts = { terms: { alertType: 'TC', status: 'PROMPT' }, offers: { alertType: 'OP', status: 'PROMPT' }, pilot: { alertType: 'PC', status: 'PROMPT' } };
const page = (over: Partial<AlertPage> = {}): AlertPage => ({ signedIn: true, alerts: prompting, pathname: '/en-US/', pilotSeen: false, termsPutOff: false, ...over });

describe('loyalty alert page rules', () => {
  it('sorts the member’s alerts by role, the pilot type being configurable', () => {
    const list = [
      { alertType: 'OP', status: 'DISMISSED' },
      { alertType: 'PX', status: 'PROMPT' },
      { alertType: 'PC', status: 'PROMPT' },
    ];
    expect(memberAlerts(list, TYPES)).toEqual({ terms: null, offers: { alertType: 'OP', status: 'DISMISSED' }, pilot: { alertType: 'PC', status: 'PROMPT' } });
    expect(memberAlerts(list, { ...TYPES, pilot: 'PX' }).pilot).toEqual({ alertType: 'PX', status: 'PROMPT' });
  });

  it('shows nothing to a guest', () => {
    expect(visibleAlerts(page({ signedIn: false }))).toEqual({ terms: false, offers: false, pilot: false });
  });

  it('opens the terms modal while TC prompts, and the offers prompt only once the terms are out of the way', () => {
    expect(visibleAlerts(page())).toMatchObject({ terms: true, offers: false });
    expect(visibleAlerts(page({ termsPutOff: true }))).toMatchObject({ terms: false, offers: true });
    expect(visibleAlerts(page({ alerts: { ...prompting, terms: { alertType: 'TC', status: 'ACKNOWLEDGED' } } }))).toMatchObject({ terms: false, offers: true });
    expect(visibleAlerts(page({ alerts: { ...prompting, terms: null, offers: { alertType: 'OP', status: 'DISMISSED' } } }))).toMatchObject({ terms: false, offers: false });
  });

  it('shows the pilot banner only while it prompts, its seen cookie is not set, and the page is neither cart nor checkout', () => {
    expect(visibleAlerts(page()).pilot).toBe(true);
    expect(visibleAlerts(page({ pilotSeen: true })).pilot).toBe(false);
    expect(visibleAlerts(page({ alerts: { ...prompting, pilot: { alertType: 'PC', status: 'DISMISSED' } } })).pilot).toBe(false);
    expect(visibleAlerts(page({ alerts: NO_ALERTS })).pilot).toBe(false);
    for (const pathname of ['/en-US/cart', '/es-MX/cart/', '/cart', '/en-US/checkout', '/pt-BR/checkout/payment']) {
      expect(visibleAlerts(page({ pathname })), pathname).toMatchObject({ pilot: false, offers: false });
    }
    for (const pathname of ['/en-US/cartridges', '/en-US/p/cart-jack', '/en-US/signincheckout', '/en-US/rewards']) {
      expect(visibleAlerts(page({ pathname, termsPutOff: true })), pathname).toMatchObject({ pilot: true, offers: true });
    }
  });

  it('knows the cart and checkout pages with or without the locale', () => {
    expect(isCartOrCheckout('/cart')).toBe(true);
    expect(isCartOrCheckout('/es-MX/checkout/review')).toBe(true);
    expect(isCartOrCheckout('/es-MX/')).toBe(false);
    expect(isCartOrCheckout('/en-US/user/checkoutHistory')).toBe(false);
  });

  it('names the seen cookie after the alert type and reads it from document.cookie', () => {
    expect(pilotSeenCookie('PC')).toBe('PCPilotAlertSeen');
    expect(cookieValue('a=1; PCPilotAlertSeen=true; b=2', 'PCPilotAlertSeen')).toBe('true');
    expect(cookieValue('XPCPilotAlertSeen=true', 'PCPilotAlertSeen')).toBeUndefined();
  });

  it('stores the session flag "true" while the terms prompt and "false" otherwise', () => {
    expect(termsSessionFlag(prompting)).toBe('true');
    expect(termsSessionFlag({ ...prompting, terms: { alertType: 'TC', status: 'ACKNOWLEDGED' } })).toBe('false');
    expect(termsSessionFlag(NO_ALERTS)).toBe('false');
  });
});
