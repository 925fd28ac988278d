import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorForLog, LOGGER_OPTIONS } from './logger';
import { withRequestId } from './request-context';

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

describe('the request id in log lines', () => {
  function capture(): { lines: Record<string, unknown>[]; log: pino.Logger } {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ ...LOGGER_OPTIONS, level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    return { lines, log };
  }

  it('is on every line logged while a request is handled, child loggers and later awaits included', async () => {
    const { lines, log } = capture();
    await withRequestId('req-abc-123', async () => {
      log.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.child({ module: 'checkout' }).warn({ orderId: 7 }, 'second');
    });
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['first', 'req-abc-123'],
      ['second', 'req-abc-123'],
    ]);
  });

  it('is absent outside a request, and two requests at once keep their own', async () => {
    const { lines, log } = capture();
    log.info('boot');
    await Promise.all([
      withRequestId('one', async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        log.info('a');
      }),
      withRequestId('two', async () => log.info('b')),
    ]);
    expect(lines.find((line) => line.msg === 'boot')).not.toHaveProperty('requestId');
    expect(lines.find((line) => line.msg === 'a')?.requestId).toBe('one');
    expect(lines.find((line) => line.msg === 'b')?.requestId).toBe('two');
  });
});
