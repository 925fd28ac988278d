import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './logger';

describe('errorForLog', () => {
  it("keeps a failed query's SQL but not its values, nor PostgreSQL's detail quoting the row", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_key"'), { code: '23505', detail: 'Key (email)=(ana@example.com) already exists.' });
    const logged = errorForLog(new DrizzleQueryError('insert into customers (email, name) values ($1, $2)', ['ana@example.com', 'Ana Díaz'], cause)) as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).toContain('insert into customers (email, name) values ($1, $2)');
    expect(text).toContain('customers_email_key');
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('Ana Díaz');
    expect(logged.params).toBeUndefined();
  });

  it('leaves other errors as pino logs them', () => {
    const logged = errorForLog(new Error('boom')) as Record<string, unknown>;
    expect(logged).toMatchObject({ type: 'Error', message: 'boom' });
    expect(String(logged.stack)).toContain('boom');
  });
});
