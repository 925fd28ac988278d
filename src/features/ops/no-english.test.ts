import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a staff member reads on a back-office screen comes from the `ops` messages (issue 23):
 * no sentence is written into a /ops page or one of its components. This reads their source and
 * lists the words a render would show as they are: JSX text, and the strings a JSX child or a
 * label-like attribute shows (`{busy ? 'Saving…' : 'Save'}`, `title="…"`, `label="…"`),
 * arguments of calls (message keys, class names) aside.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['src/app/ops', 'src/features/ops', 'src/features/chat/console'];
/** Attributes that a person reads (or hears, from a screen reader). */
const READ_ATTRIBUTES = new Set(['title', 'placeholder', 'aria-label', 'alt', 'label', 'hint', 'summary', 'confirm', 'consequence', 'empty', 'working', 'what', 'heading', 'description']);

const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp']);

/** A string that holds a word: two lowercase letters in a row, once paths (/lp/…), addresses, codes and ids are set aside. */
export function hasWords(text: string): boolean {
  const stripped = text
    .replace(/\S*[/@]\S*/g, ' ') // paths, URLs, e-mail addresses
    .replace(/\b[A-Z0-9_]{2,}\b/g, ' '); // UTC, SMTP_URL, SKU
  return /[a-z]{2,}/i.test(stripped) && /[a-z]{2}/.test(stripped);
}

/** The strings an expression renders as itself: the literal, either branch, the fallback, a template's text. */
function renderedStrings(node: ts.Expression, out: ts.Node[]): void {
  if (ts.isParenthesizedExpression(node)) return renderedStrings(node.expression, out);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return void out.push(node);
  if (ts.isTemplateExpression(node)) {
    out.push(node.head, ...node.templateSpans.map((span) => span.literal));
    return;
  }
  if (ts.isConditionalExpression(node)) {
    renderedStrings(node.whenTrue, out);
    renderedStrings(node.whenFalse, out);
    return;
  }
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)) {
    renderedStrings(node.left, out);
    renderedStrings(node.right, out);
  }
}

function textOf(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isJsxText(node)) return node.text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) return node.text;
  return node.getText(source);
}

/** The words in one file that would show as they are written, with their line numbers. */
export function hardCodedWords(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      // Text in <code>, <kbd> or <pre> is a token the member types or reads as it is (an API key's prefix), not prose.
      if (!(ts.isJsxElement(node.parent) && CODE_ELEMENTS.has(node.parent.openingElement.tagName.getText(source)))) found.push(node);
    }
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) renderedStrings(node.expression, found);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) found.push(node.initializer);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) renderedStrings(node.initializer.expression, found);
    } else if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'title' && ts.isObjectLiteralExpression(node.parent) && /metadata/i.test(node.parent.parent?.getText(source).slice(0, 40) ?? '')) {
      renderedStrings(node.initializer, found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found
    .filter((node) => hasWords(textOf(node, source)))
    .map((node) => `${path.relative(ROOT, fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${textOf(node, source).trim()}`);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('the back office’s screens', () => {
  it('hold no sentence of their own: every word comes from the ops messages', () => {
    const files = SCANNED.flatMap((dir) => sources(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => hardCodedWords(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would see the English this round removed', () => {
    expect(hardCodedWords('a.tsx', `const A = () => <h1>Not found</h1>;`)).toHaveLength(1);
    expect(hardCodedWords('a.tsx', `const A = ({ busy }) => <button>{busy ? 'Saving…' : t('save')}</button>;`)).toHaveLength(1);
    expect(hardCodedWords('a.tsx', `const A = ({ n }) => <span>{n} attempt{n === 1 ? '' : 's'}</span>;`)).toHaveLength(1);
    expect(hardCodedWords('a.tsx', 'const A = ({ name }) => <p>{`Online as ${name}`}</p>;')).toHaveLength(1);
    expect(hardCodedWords('a.tsx', `const A = () => <Button label="Run now" />;`)).toHaveLength(1);
    expect(hardCodedWords('a.tsx', `export const metadata = { title: 'Outbox' };`)).toHaveLength(1);
    expect(hardCodedWords('a.tsx', `const A = ({ email }) => <p>{email ?? 'no e-mail'}</p>;`)).toHaveLength(1);
  });

  it('let through what is not a sentence: message keys, class names, paths, codes, separators', () => {
    const fine = [
      `const A = () => <p className="mt-2 text-sm">{t('outbox.title')}</p>;`,
      `const A = ({ slug }) => <span className="font-mono">/lp/{slug}</span>;`,
      `const A = ({ a, b }) => <span>{a} · {b} — UTC</span>;`,
      `const A = ({ kind }) => <span>{kind ?? '—'} ({'{'})</span>;`,
      `const A = () => <input placeholder="ana@example.com" />;`,
      `const A = ({ prefix }) => <code className="font-mono">rk_{prefix}_…</code>;`,
    ];
    for (const code of fine) expect(hardCodedWords('a.tsx', code)).toEqual([]);
  });
});
