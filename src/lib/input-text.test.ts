import { describe, expect, it } from 'vitest';
import { decodeSegment, decodeSegments, isCleanParam, isCleanPath, isCleanText, QueryInput } from './input-text';

describe('isCleanParam', () => {
  it('takes text in any script, quotes and the right-to-left mark', () => {
    for (const ok of ['brake pads', 'Díaz', 'São Paulo', 'ブレーキ', `O'Reilly "K&N"`, '\u202egpj.exe', '🚗', '']) expect(isCleanParam(ok)).toBe(true);
  });

  it('refuses NUL, every other control character and DEL', () => {
    for (const bad of ['\u0000', 'abc\u0000', 'a\u0001b', '\u001f', 'a\u007f', 'a\tb', 'a\nb', 'a\rb']) expect(isCleanParam(bad)).toBe(false);
  });

  it('refuses half a surrogate pair, as a malformed escape can leave', () => {
    expect(isCleanParam('\ud800')).toBe(false);
    expect(isCleanParam('a\udc00')).toBe(false);
    expect(isCleanParam('\ud83d\ude97')).toBe(true);
  });
});

describe('isCleanText', () => {
  it('keeps tabs and line breaks in free text, but never NUL', () => {
    expect(isCleanText('line one\nline two\r\n\tindented')).toBe(true);
    expect(isCleanText('message\u0000')).toBe(false);
    expect(isCleanText('bell\u0007')).toBe(false);
  });
});

describe('decodeSegment', () => {
  it('decodes a well-formed segment', () => {
    expect(decodeSegment('brake%20pads')).toBe('brake pads');
    expect(decodeSegment('d%C3%ADaz')).toBe('díaz');
  });

  it('answers null for a malformed or overlong escape instead of throwing', () => {
    for (const raw of ['%E0%A4%A', '%', '%C0%AE', '%FF%FE', '%ZZ']) expect(decodeSegment(raw)).toBeNull();
  });

  it('answers null for a segment that decodes to a control character', () => {
    expect(decodeSegment('%00NaNf')).toBeNull();
    expect(decodeSegment('abc%00')).toBeNull();
    expect(decodeSegment('%0D%0ASet-Cookie')).toBeNull();
  });

  it('decodes every segment or none', () => {
    expect(decodeSegments(['parts', 'brake%20pads'])).toEqual(['parts', 'brake pads']);
    expect(decodeSegments(['parts', '%E0%A4%A'])).toBeNull();
  });
});

describe('isCleanPath', () => {
  it('takes a path whose every segment decodes to clean text', () => {
    expect(isCleanPath('/es-MX/products/balatas-cer%C3%A1micas')).toBe(true);
    expect(isCleanPath('/')).toBe(true);
  });

  it('refuses a malformed escape or a control character in any segment', () => {
    expect(isCleanPath('/products/%E0%A4%A')).toBe(false);
    expect(isCleanPath('/ecomm/b2c/v1/vehicles/vin/%00NaNf')).toBe(false);
    expect(isCleanPath('/%C0%AE%C0%AE/parts')).toBe(false);
  });

  it('refuses a broken escape encoded twice, which decodes to one', () => {
    expect(isCleanPath('/brands/%25E0%25A4%25A')).toBe(false);
    expect(isCleanPath('/parts/%2500')).toBe(false);
    expect(isCleanPath('/parts/50%25%20off')).toBe(false);
  });
});

describe('QueryInput', () => {
  const parse = (query: string) => QueryInput.safeParse([...new URLSearchParams(query)]);

  it('reads each parameter once', () => {
    expect(parse('year=2015&makeId=448')).toEqual({ success: true, data: { year: '2015', makeId: '448' } });
  });

  it('refuses a NUL in a value, naming the parameter', () => {
    const result = parse('searchTerm=brake%00pads');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['searchTerm'], message: 'validation.request.invalidFormat' })]);
  });

  it('refuses a control character in a name', () => {
    expect(parse('a%00=1').error?.issues).toEqual([expect.objectContaining({ path: ['request'] })]);
  });

  it('refuses a parameter sent twice (an array where one value is expected)', () => {
    expect(parse('year=2015&year=2016').error?.issues).toEqual([expect.objectContaining({ path: ['year'], message: 'validation.request.invalid' })]);
  });
});
