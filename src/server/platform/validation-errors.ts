import type { z } from 'zod';
import type { ErrorDetail } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { translatorFor } from '@/i18n/catalogues';

/** The generic message of each kind of schema problem (messages `validation.request.*`). */
export const REQUEST_ISSUE_KEYS = {
  tooLong: 'validation.request.tooLong',
  required: 'validation.request.required',
  tooShort: 'validation.request.tooShort',
  tooBig: 'validation.request.tooBig',
  tooSmall: 'validation.request.tooSmall',
  tooMany: 'validation.request.tooMany',
  tooFew: 'validation.request.tooFew',
  invalidType: 'validation.request.invalidType',
  invalidFormat: 'validation.request.invalidFormat',
  invalidValue: 'validation.request.invalidValue',
  unknownKeys: 'validation.request.unknownKeys',
  invalid: 'validation.request.invalid',
} as const;

type Issue = z.core.$ZodIssue;
type Values = Record<string, string | number>;

/** "fields.message", or "request" for the body itself. */
export function issueField(issue: Pick<Issue, 'path'>): string {
  return issue.path.length ? issue.path.map(String).join('.') : 'request';
}

/** The message key and its values for one zod issue: the key a schema named as its error, else the kind's generic one. */
export function issueMessage(issue: Issue, isKey: (message: string) => boolean): { key: string; values: Values } {
  const field = issueField(issue);
  if (isKey(issue.message)) {
    const bound: Values = issue.code === 'too_big' ? { max: Number(issue.maximum) } : issue.code === 'too_small' ? { min: Number(issue.minimum) } : {};
    return { key: issue.message, values: { field, ...bound } };
  }
  switch (issue.code) {
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: REQUEST_ISSUE_KEYS.tooLong, values: { field, max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: REQUEST_ISSUE_KEYS.tooMany, values: { field, max } };
      return { key: REQUEST_ISSUE_KEYS.tooBig, values: { field, max } };
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { key: REQUEST_ISSUE_KEYS.required, values: { field } } : { key: REQUEST_ISSUE_KEYS.tooShort, values: { field, min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: REQUEST_ISSUE_KEYS.tooFew, values: { field, min } };
      return { key: REQUEST_ISSUE_KEYS.tooSmall, values: { field, min } };
    }
    case 'invalid_type':
      return { key: REQUEST_ISSUE_KEYS.invalidType, values: { field, expected: String(issue.expected) } };
    case 'invalid_format':
    case 'not_multiple_of':
      return { key: REQUEST_ISSUE_KEYS.invalidFormat, values: { field } };
    case 'invalid_value':
      return { key: REQUEST_ISSUE_KEYS.invalidValue, values: { field, allowed: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: REQUEST_ISSUE_KEYS.unknownKeys, values: { field, keys: issue.keys.join(', ') } };
    default:
      return { key: REQUEST_ISSUE_KEYS.invalid, values: { field } };
  }
}

/**
 * The envelope's entries for a request that does not fit its schema: one per problem, each with
 * its `field` (the path, "fields.message"), a message key and the message in the request's
 * language, never zod's English. `extra` adds values a schema's own keys need.
 */
export async function validationDetails(issues: readonly Issue[], locale: Locale, extra: Values = {}): Promise<(ErrorDetail & { field: string })[]> {
  const t = await translatorFor(locale);
  const isKey = (message: string) => /^[a-z][\w-]*(\.[\w-]+)+$/i.test(message) && t.has(message as never);
  const list = issues.length ? issues : [{ code: 'custom', path: [], message: '', input: undefined } as Issue];
  return list.map((issue) => {
    const { key, values } = issueMessage(issue, isKey);
    const all = { ...extra, ...values };
    return { errorCode: 'VALIDATION_FAILED', errorMessageKey: key, errorMessageDefault: t(key as never, all as never), errorMessageValues: all, field: issueField(issue) };
  });
}
