import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../../../messages/en-US.json';
import esMX from '../../../../messages/es-MX.json';
import ptBR from '../../../../messages/pt-BR.json';
import { issuePath, jsonSyntaxIssue, lineAndColumn, parsePageJson as parseInLanguage, prettyJson, type IssueWords } from './issues';

const wordsIn = (locale: string, messages: object) => createTranslator({ locale, messages }) as unknown as IssueWords;
const english = wordsIn('en-US', enUS);
const parsePageJson = (text: string) => parseInLanguage(text, english);

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
      expect(parsed.issues[0]!.message).toBe('This is not valid JSON: look at line 3, column 1.');
    }
    expect(parsePageJson('')).toMatchObject({ ok: false, issues: [{ path: '(JSON)' }] });
    expect(parsePageJson('[]')).toMatchObject({ ok: false, issues: [{ path: '(whole page)' }] });
  });

  it('finds the position in either of the runtime’s wordings, and says the error without one too', () => {
    const text = '{\n}x';
    expect(jsonSyntaxIssue(text, new SyntaxError('Unexpected token x in JSON at position 3'), english).message).toBe('This is not valid JSON: look at line 2, column 2.');
    expect(jsonSyntaxIssue(text, new SyntaxError('Unexpected non-whitespace character after JSON at position 3 (line 2 column 2)'), english).message).toBe('This is not valid JSON: look at line 2, column 2.');
    expect(jsonSyntaxIssue(text, new SyntaxError('Unexpected end of JSON input'), english)).toEqual({ path: '(JSON)', message: 'This is not valid JSON.' });
  });

  it('says every problem in the staff member’s language, a schema’s own message included', () => {
    const bad = { ...page, metaDescription: 'x'.repeat(161), siteSection: 'home' };
    const inSpanish = parseInLanguage(JSON.stringify(bad), wordsIn('es-MX', esMX));
    expect(inSpanish.ok).toBe(false);
    const byPath = inSpanish.ok ? {} : Object.fromEntries(inSpanish.issues.map((i) => [i.path, i.message]));
    expect(byPath).toEqual({
      metaDescription: 'Máximo 160 caracteres.',
      siteSection: 'Debe ser uno de: customer-service, others, deals, myzone.',
    });
    const twice = { ...page, sections: [{ heading: 'a', body: 'b', anchor: 'same' }, { heading: 'c', body: 'd', anchor: 'same' }] };
    expect(parseInLanguage(JSON.stringify(twice), wordsIn('es-MX', esMX))).toEqual({ ok: false, issues: [{ path: 'sections[1].anchor', message: 'Otra sección ya tiene este ancla.' }] });
    expect(parseInLanguage('[]', wordsIn('pt-BR', ptBR))).toEqual({ ok: false, issues: [{ path: '(página inteira)', message: 'Falta, ou não é um objeto.' }] });
    expect(parseInLanguage('{"title": ', wordsIn('pt-BR', ptBR))).toMatchObject({ ok: false, issues: [{ path: '(JSON)', message: expect.stringMatching(/^Isto não é um JSON válido/) }] });
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(issuePath(['sections', 3, 'body'], 'page')).toBe('sections[3].body');
    expect(issuePath([], 'body')).toBe('body');
  });
});
