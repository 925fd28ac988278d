import { describe, expect, it } from 'vitest';
import { issuePath, jsonSyntaxIssue, lineAndColumn, parsePageJson, prettyJson } from './issues';

const page = { title: 'Savings', metaDescription: 'Ways to save.', siteSection: 'deals', sections: [{ heading: 'Coupons', body: 'See /coupons', embed: 'coupons' }] };

describe('the page editor’s JSON', () => {
  it('reads a valid body as a page, and shows it back pretty-printed', () => {
    const parsed = parsePageJson(prettyJson(page));
    expect(parsed).toEqual({ ok: true, page });
    expect(prettyJson(page).split('\n')[1]).toBe('  "title": "Savings",');
  });

  it('lists every zod issue with its path', () => {
    const bad = { ...page, metaDescription: 'x'.repeat(161), siteSection: 'home', extra: 1, sections: [{ heading: '', body: 'a', anchor: '1x' }, { heading: 'b', body: 'c', anchor: '1x' }] };
    const parsed = parsePageJson(JSON.stringify(bad));
    expect(parsed.ok).toBe(false);
    const paths = !parsed.ok ? parsed.issues.map((i) => i.path).sort() : [];
    expect(paths).toEqual(['(whole page)', 'metaDescription', 'sections[0].anchor', 'sections[0].heading', 'sections[1].anchor', 'siteSection']);
  });

  it('says where JSON is broken, by line and column', () => {
    const text = '{\n  "title": "a",\n}';
    const parsed = parsePageJson(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues).toHaveLength(1);
      expect(parsed.issues[0]!.path).toBe('(JSON)');
      expect(parsed.issues[0]!.message).toMatch(/line 3, column 1\)$/);
    }
    expect(parsePageJson('')).toMatchObject({ ok: false, issues: [{ path: '(JSON)' }] });
    expect(parsePageJson('[]')).toMatchObject({ ok: false, issues: [{ path: '(whole page)' }] });
  });

  it('does not add a second position when the runtime already gives one', () => {
    const message = 'Unexpected token } in JSON at position 4 (line 2 column 1)';
    expect(jsonSyntaxIssue('x', new SyntaxError(message)).message).toBe(message);
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(issuePath(['sections', 3, 'body'])).toBe('sections[3].body');
    expect(issuePath([], 'body')).toBe('body');
  });
});
