import { describe, expect, it } from 'vitest';
import { PILOT_EXPECTED_ATTRIBUTE, SHOPPER_PENDING_ATTRIBUTE, shellHeaderPath, SHELL_QUERY, shopperPendingScript, withName } from './shopper-parts';

describe('the shell header call (docs/decisions/041)', () => {
  it('asks v3 with hideXMContent when ACES is on, v2 without it otherwise; both with the shell query', () => {
    expect(shellHeaderPath(true)).toBe(`/ecomm/b2c/v3/page/header?hideXMContent=true&${SHELL_QUERY}=true`);
    expect(shellHeaderPath(false)).toBe(`/ecomm/b2c/v2/page/header?${SHELL_QUERY}=true`);
  });
});

describe('withName', () => {
  it("fills every {name} with the shopper's name as written, replacement patterns included", () => {
    expect(withName('Hi, {name}', 'Ana')).toBe('Hi, Ana');
    expect(withName('{name}, welcome back, {name}', 'Zoë')).toBe('Zoë, welcome back, Zoë');
    expect(withName('Hi, {name}', "$& $' $1")).toBe("Hi, $& $' $1");
    expect(withName('Hi there', 'Ana')).toBe('Hi there');
  });
});

describe("the cached page's pre-paint script (decisions 041, 045)", () => {
  /** Runs the script as the browser would, on a document with these cookies at this path; the attributes it set on <html>. */
  function prePaint(cookie: string, pathname: string): string[] {
    const set: string[] = [];
    const document = { cookie, documentElement: { setAttribute: (name: string) => set.push(name) } };
    new Function('document', 'location', shopperPendingScript)(document, { pathname });
    return set;
  }

  it('marks the shopper parts pending, and the pilot banner expected only when the hint names an alert not yet seen, off the cart and checkout', () => {
    expect(prePaint('', '/')).toEqual([SHOPPER_PENDING_ATTRIBUTE]);
    expect(prePaint('a=1; pilotAlertPrompt=PILOT; b=2', '/parts/brakes')).toEqual([SHOPPER_PENDING_ATTRIBUTE, PILOT_EXPECTED_ATTRIBUTE]);
    expect(prePaint('pilotAlertPrompt=PILOT; PILOTPilotAlertSeen=true', '/')).toEqual([SHOPPER_PENDING_ATTRIBUTE]);
    expect(prePaint('pilotAlertPrompt=PILOT; PILOTPilotAlertSeen=false', '/es-MX')).toEqual([SHOPPER_PENDING_ATTRIBUTE, PILOT_EXPECTED_ATTRIBUTE]);
    expect(prePaint('pilotAlertPrompt=PILOT', '/cart')).toEqual([SHOPPER_PENDING_ATTRIBUTE]);
    expect(prePaint('pilotAlertPrompt=PILOT', '/pt-BR/checkout/shipping')).toEqual([SHOPPER_PENDING_ATTRIBUTE]);
    expect(prePaint('xpilotAlertPrompt=PILOT', '/')).toEqual([SHOPPER_PENDING_ATTRIBUTE]);
  });
});
