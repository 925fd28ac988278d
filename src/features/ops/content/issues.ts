import type { z } from 'zod';
import { ContentPageSchema, type ContentPage } from '@/server/content/page-document';

/** One problem with what an operator typed: where (a path in the JSON or a field name) and what. */
export interface FormIssue {
  path: string;
  message: string;
}

/** ['sections', 2, 'anchor'] → "sections[2].anchor"; the root is "(whole page)". */
export function issuePath(path: readonly PropertyKey[], root = '(whole page)'): string {
  if (path.length === 0) return root;
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

export function issuesOf(issues: readonly z.core.$ZodIssue[], root?: string): FormIssue[] {
  return issues.map((issue) => ({ path: issuePath(issue.path, root), message: issue.message }));
}

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** A JSON syntax error said with its line and column (Node 20 only gives the offset). */
export function jsonSyntaxIssue(text: string, error: unknown): FormIssue {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)(?! \(line)/.exec(message);
  if (!at) return { path: '(JSON)', message };
  const { line, column } = lineAndColumn(text, Number(at[1]));
  return { path: '(JSON)', message: `${message} (line ${line}, column ${column})` };
}

export type PageParse = { ok: true; page: ContentPage } | { ok: false; issues: FormIssue[] };

/** The editor's text as a page body: not JSON → one issue; JSON → every way it is not a ContentPage. */
export function parsePageJson(text: string): PageParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [jsonSyntaxIssue(text, error)] };
  }
  const checked = ContentPageSchema.safeParse(value);
  return checked.success ? { ok: true, page: checked.data } : { ok: false, issues: issuesOf(checked.error.issues) };
}

/** How a body is shown in the editor. */
export function prettyJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
