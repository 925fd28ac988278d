import { describe, expect, it } from 'vitest';
import { SECURITY_CONTACT, securityTxt } from './security-txt';

/** Parses `Field: value` lines as RFC 9116 §2.3 writes them. */
const fields = (text: string) => new Map(text.split('\n').filter(Boolean).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));

describe('security.txt (RFC 9116)', () => {
  const now = new Date('2026-03-10T15:30:00Z');
  const parsed = fields(securityTxt('https://www.redline.example', now));

  it('names a contact on the store’s own domain and the file’s canonical address', () => {
    expect(parsed.get('Contact')).toBe(SECURITY_CONTACT);
    expect(SECURITY_CONTACT).toMatch(/^mailto:security@redline\.example$/);
    expect(parsed.get('Canonical')).toBe('https://www.redline.example/.well-known/security.txt');
  });

  it('expires in the future but less than a year away, as an RFC 3339 UTC time', () => {
    const expires = parsed.get('Expires')!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(365);
  });

  it('has every required field once and nothing else unknown', () => {
    const text = securityTxt('https://www.redline.example', now);
    expect(text.match(/^Expires:/gm)).toHaveLength(1);
    expect([...parsed.keys()].every((key) => ['Contact', 'Expires', 'Preferred-Languages', 'Canonical'].includes(key))).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
  });
});
