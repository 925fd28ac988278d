import { describe, expect, it } from 'vitest';
import { focusTarget } from './focus-return';

const element = (name: string, isConnected = true) => ({ name, isConnected, focus: () => undefined });

describe('focusTarget', () => {
  it('takes the opener while it is still on the page', () => {
    const opener = element('opener');
    expect(focusTarget([opener, element('before')], () => true)).toBe(opener);
  });

  it('passes over an opener that closed with the banner, and one that is not usable', () => {
    const before = element('before');
    expect(focusTarget([element('opener', false), null, before], () => true)).toBe(before);
    expect(focusTarget([element('hidden'), before], (candidate) => candidate.name !== 'hidden')).toBe(before);
  });

  it('answers null when nothing is usable', () => {
    expect(focusTarget([undefined, element('gone', false)], () => true)).toBeNull();
  });
});
