import type { z } from 'zod';
import { ContentPageSchema, type ContentPage } from '@/server/content/page-document';
import { issueMessage, REQUEST_ISSUE_KEYS } from '@/server/platform/validation-errors';

/** One problem with what an operator typed: where (a path in the JSON or a field name) and what, in the staff member's language. */
export interface FormIssue {
  path: string;
  message: string;
}

type Values = Record<string, string | number>;

/**
 * The messages of the staff member's language, keyed from the catalogue's root (a next-intl
 * translator: `getTranslations({ locale })` or `createTranslator({ locale, messages })`).
 */
export interface IssueWords {
  (key: string, values?: Values): string;
  has(key: string): boolean;
}

/** Where the content editors' own messages are (messages `ops.content.issues.*`). */
const OWN = 'ops.content.issues';

/** The generic kind of a schema problem (validation-errors' `validation.request.*`) → the editors' words for it, said beside the field. */
const KIND_KEYS = Object.fromEntries(Object.entries(REQUEST_ISSUE_KEYS).map(([kind, key]) => [key, `${OWN}.${kind}`])) as Record<string, string>;

/** ['sections', 2, 'anchor'] → "sections[2].anchor"; the root is `root` (the whole page, the body, the form). */
export function issuePath(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${part}]` : out ? `${out}.${String(part)}` : String(part)), '');
}

/**
 * One zod issue in the staff member's words, never zod's English: the message key a schema
 * named (with the issue's `params` and bounds as values), else the kind's generic message
 * (too long, required, not one of…).
 */
export function issueText(issue: z.core.$ZodIssue, words: IssueWords): string {
  const isKey = (message: string) => /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message) && words.has(message);
  const { key, values } = issueMessage(issue, isKey);
  const params = issue.code === 'custom' && issue.params ? (issue.params as Values) : {};
  return words(KIND_KEYS[key] ?? key, { ...params, ...values });
}

/** Every issue with its path and its message in the staff member's language; `root` names the whole object (its path when the issue is about all of it). */
export function issuesOf(issues: readonly z.core.$ZodIssue[], words: IssueWords, root = words(`${OWN}.wholePage`)): FormIssue[] {
  return issues.map((issue) => ({ path: issuePath(issue.path, root), message: issueText(issue, words) }));
}

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** A JSON syntax error, said in the staff member's language with its line and column (from the runtime's character offset, when it gives one). */
export function jsonSyntaxIssue(text: string, error: unknown, words: IssueWords): FormIssue {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at position (\d+)/.exec(message);
  const path = words(`${OWN}.json`);
  if (!at) return { path, message: words(`${OWN}.notJson`) };
  return { path, message: words(`${OWN}.notJsonAt`, lineAndColumn(text, Number(at[1]))) };
}

export type PageParse = { ok: true; page: ContentPage } | { ok: false; issues: FormIssue[] };

/** The editor's text as a page body: not JSON → one issue; JSON → every way it is not a ContentPage. */
export function parsePageJson(text: string, words: IssueWords): PageParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [jsonSyntaxIssue(text, error, words)] };
  }
  const checked = ContentPageSchema.safeParse(value);
  return checked.success ? { ok: true, page: checked.data } : { ok: false, issues: issuesOf(checked.error.issues, words) };
}

/** How a body is shown in the editor. */
export function prettyJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
