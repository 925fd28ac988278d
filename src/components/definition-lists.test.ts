/**
 * Every <dl> of the store holds only dt/dd groups (HTML: dt and dd, or div wrapping them), as axe's
 * definition-list rule demands: a note such as "Incluye $ 12.00 de IVA" put inside the list makes
 * screen readers announce a broken list. This reads the JSX of every component, following
 * conditionals (a ? <div/> : null, a && <div/>) and .map callbacks, so a new list is checked too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

type Child = ts.JsxElement | ts.JsxSelfClosingElement;

/** The elements a JSX child (or expression in braces) can render, and the text it renders directly. */
function rendered(node: ts.Node, out: { elements: Child[]; problems: string[] }, source: ts.SourceFile): void {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) out.elements.push(node);
  else if (ts.isJsxFragment(node)) node.children.forEach((c) => rendered(c, out, source));
  else if (ts.isJsxText(node)) {
    if (node.text.trim()) out.problems.push(`text "${node.text.trim()}"`);
  } else if (ts.isJsxExpression(node)) {
    if (node.expression) rendered(node.expression, out, source);
  } else if (ts.isParenthesizedExpression(node)) rendered(node.expression, out, source);
  else if (ts.isConditionalExpression(node)) {
    rendered(node.whenTrue, out, source);
    rendered(node.whenFalse, out, source);
  } else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    rendered(node.right, out, source);
  } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'map') {
    const callback = node.arguments[0];
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
      if (ts.isBlock(callback.body)) {
        const visit = (n: ts.Node): void => {
          if (ts.isReturnStatement(n) && n.expression) rendered(n.expression, out, source);
          else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
        };
        visit(callback.body);
      } else rendered(callback.body, out, source);
    } else out.problems.push(`unreadable .map at ${node.getText(source).slice(0, 40)}`);
  } else if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) {
    // renders nothing
  } else out.problems.push(`expression ${node.getText(source).slice(0, 60)}`);
}

function tagOf(element: Child): string {
  return (ts.isJsxElement(element) ? element.openingElement.tagName : element.tagName).getText();
}

function childrenOf(element: Child): readonly ts.JsxChild[] {
  return ts.isJsxElement(element) ? element.children : [];
}

/** The problems of one <dl>: anything but dt, dd, or a div of dt and dd. */
function dlProblems(dl: ts.JsxElement, source: ts.SourceFile): string[] {
  const top = { elements: [] as Child[], problems: [] as string[] };
  dl.children.forEach((c) => rendered(c, top, source));
  const problems = [...top.problems];
  for (const element of top.elements) {
    const tag = tagOf(element);
    if (tag === 'dt' || tag === 'dd') continue;
    if (tag !== 'div') {
      problems.push(`<${tag}>`);
      continue;
    }
    const inner = { elements: [] as Child[], problems: [] as string[] };
    childrenOf(element).forEach((c) => rendered(c, inner, source));
    problems.push(...inner.problems.map((p) => `in a <div>: ${p}`));
    for (const child of inner.elements) if (!['dt', 'dd'].includes(tagOf(child))) problems.push(`in a <div>: <${tagOf(child)}>`);
  }
  const { line } = source.getLineAndCharacterOfPosition(dl.getStart(source));
  return problems.map((p) => `${path.relative(SRC, source.fileName)}:${line + 1}: ${p}`);
}

function definitionListProblems(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'dl') problems.push(...dlProblems(node, source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('definition lists', () => {
  it('finds a note put inside a <dl>, directly or in a conditional', () => {
    const wrong = `export const A = ({ x }: { x: boolean }) => (
      <dl>
        <div><dt>Total</dt><dd>$1</dd></div>
        {x ? <p>Includes tax</p> : null}
      </dl>
    );`;
    expect(definitionListProblems(path.join(SRC, 'example.tsx'), wrong)).toEqual(['example.tsx:2: <p>']);
    const mapped = `export const B = ({ rows }: { rows: string[] }) => <dl>{rows.map((r) => <div key={r}><dt>{r}</dt><span>{r}</span></div>)}</dl>;`;
    expect(definitionListProblems(path.join(SRC, 'example.tsx'), mapped)).toEqual(['example.tsx:1: in a <div>: <span>']);
  });

  it('holds only dt/dd groups in every <dl> of the store', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => definitionListProblems(file))).toEqual([]);
    // Parsing every component of the store takes a few seconds on a busy 2-core machine.
  }, 30_000);
});
