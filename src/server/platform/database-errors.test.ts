import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('recognising PostgreSQL out of reach', () => {
  it('knows the outage SQLSTATEs: class 08, shutdown and start-up (57P01-57P03), too many clients (53300)', () => {
    for (const code of ['08000', '08003', '08006', '08001', '08P01', '57P01', '57P02', '57P03', '53300']) expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
  });

  it('knows refused, reset and timed-out sockets, node-postgres’s own messages, and looks inside wrappers', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Node's happy-eyeballs connect fails with an AggregateError; drizzle wraps the driver's error in `cause`.
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: pgError('57P01', 'terminating connection due to administrator command') }))).toBe(true);
  });

  it('leaves the request’s and the code’s own errors alone: they are not an outage', () => {
    for (const error of [pgError('23505'), pgError('40001'), pgError('42P01'), new Error('boom'), new TypeError('x is undefined'), null, 'ECONNREFUSED']) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
