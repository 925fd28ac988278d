import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

export type ColumnType = 'int' | 'bigint' | 'smallint' | 'text' | 'numeric' | 'jsonb' | 'boolean';

/**
 * Insert many rows in one statement per batch: one array parameter per column, expanded
 * by unnest, instead of one parameter per value.
 */
export async function bulkInsert(
  executor: Executor,
  table: string,
  columns: { name: string; type: ColumnType }[],
  rows: (string | number | boolean | null)[][],
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((_, i) => rows.map((row) => row[i] ?? null));
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const unnests: SQL[] = columns.map((c, i) => sql`${sql.param(arrays[i])}::${sql.raw(c.type)}[]`);
  await executor.execute(sql`INSERT INTO ${sql.raw(`"${table}"`)} (${names}) SELECT * FROM unnest(${sql.join(unnests, sql`, `)})`);
}

/**
 * `column = ANY($1::int[])` (or `text[]`…): a list as one array parameter. The same plan as `inArray`'s
 * `IN ($1, $2, …)`, but drizzle builds the query from one parameter rather than one per value
 * (its building of a shelf's 24-id lists showed in the server's CPU profile of sku-details).
 */
export function inArrayParam(column: AnyColumn, values: (number | string)[], type: ColumnType): SQL {
  return sql`${column} = ANY (${sql.param(values)}::${sql.raw(type)}[])`;
}
