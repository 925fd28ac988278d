import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueField, issueMessage, REQUEST_ISSUE_KEYS } from './validation-errors';

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error.issues;
};
const noKeys = () => false;

describe('issueMessage', () => {
  const Body = z.object({
    fields: z.object({ message: z.string().max(5) }),
    quantity: z.number().int().min(1).max(10),
    lines: z.array(z.string()).max(1),
    kind: z.enum(['a', 'b']),
    email: z.email(),
  });

  it('gives every kind of problem a message key of ours with the field’s path and the bound, never zod’s English text', () => {
    const issues = issuesOf(Body, { fields: { message: 'too long' }, quantity: 0, lines: ['x', 'y'], kind: 'c', email: 'no' });
    const messages = issues.map((issue) => [issueField(issue), issueMessage(issue, noKeys)]);
    expect(messages).toEqual([
      ['fields.message', { key: REQUEST_ISSUE_KEYS.tooLong, values: { field: 'fields.message', max: 5 } }],
      ['quantity', { key: REQUEST_ISSUE_KEYS.tooSmall, values: { field: 'quantity', min: 1 } }],
      ['lines', { key: REQUEST_ISSUE_KEYS.tooMany, values: { field: 'lines', max: 1 } }],
      ['kind', { key: REQUEST_ISSUE_KEYS.invalidValue, values: { field: 'kind', allowed: 'a, b' } }],
      ['email', { key: REQUEST_ISSUE_KEYS.invalidFormat, values: { field: 'email' } }],
    ]);
  });

  it('a missing field or one of the wrong kind says what was expected; the body itself is "request"', () => {
    const [missing] = issuesOf(z.object({ topic: z.string() }), {});
    expect(issueMessage(missing!, noKeys)).toEqual({ key: REQUEST_ISSUE_KEYS.invalidType, values: { field: 'topic', expected: 'string' } });
    const [body] = issuesOf(z.object({}).strict(), { extra: 1 });
    expect(issueMessage(body!, noKeys)).toEqual({ key: REQUEST_ISSUE_KEYS.unknownKeys, values: { field: 'request', keys: 'extra' } });
  });

  it('uses the message key a schema names as its error, with the bound', () => {
    const [issue] = issuesOf(z.object({ message: z.string().max(3, { error: 'contact.errors.messageTooLong' }) }), { message: 'long' });
    expect(issueMessage(issue!, (message) => message === 'contact.errors.messageTooLong')).toEqual({ key: 'contact.errors.messageTooLong', values: { field: 'message', max: 3 } });
  });
});
