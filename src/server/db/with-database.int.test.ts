import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from './client';
import { inTransaction, withDatabase } from './with-database';

/** The read surfaces' and use cases' binding (docs/decisions/038). */
const tableExists = async (name: string) => (await db().execute<{ found: string | null }>(sql`select to_regclass(${name})::text as found`)).rows[0]?.found === name;

describe('withDatabase', () => {
  it('calls the function with the application database first, then the caller’s arguments', async () => {
    const bound = withDatabase(async (database, a: number, b?: string) => ({ same: database === db(), a, b }));
    expect(await bound(7)).toEqual({ same: true, a: 7, b: undefined });
    expect(await bound(8, 'x')).toEqual({ same: true, a: 8, b: 'x' });
  });
});

describe('inTransaction', () => {
  const create = inTransaction(async (tx, name: string, fail: boolean) => {
    await tx.execute(sql.raw(`create table ${name} (id int)`));
    if (fail) throw new Error('the second write failed');
    return name;
  });

  it('commits what the function wrote when it resolves', async () => {
    const name = `bound_ok_${process.pid}`;
    expect(await create(name, false)).toBe(name);
    expect(await tableExists(name)).toBe(true);
    await db().execute(sql.raw(`drop table ${name}`));
  });

  it('rolls every write back when the function throws, and passes the error on', async () => {
    const name = `bound_failed_${process.pid}`;
    await expect(create(name, true)).rejects.toThrow('the second write failed');
    expect(await tableExists(name)).toBe(false);
  });
});
