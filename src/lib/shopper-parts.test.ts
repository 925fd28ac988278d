import { describe, expect, it } from 'vitest';
import { shellHeaderPath, SHELL_QUERY, withName } from './shopper-parts';

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
