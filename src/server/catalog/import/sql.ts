import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import type { ColumnType } from '@/server/db/bulk';

/** Rows go to PostgreSQL this many at a time, all inside the import's one transaction. */
export const BATCH_SIZE = 1000;

export type Cell = string | number | boolean | null;
export interface Column {
  name: string;
  type: ColumnType;
}

export function chunks<T>(items: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** unnest($1::int[], $2::text[], ...): one array parameter per column, whatever the row count. */
export function unnest(columns: Column[], rows: Cell[][]): SQL {
  const arrays = columns.map((c, i) => sql`${sql.param(rows.map((r) => r[i] ?? null))}::${sql.raw(c.type)}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}

export function columnList(columns: Column[]): SQL {
  return sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
}

/**
 * INSERT ... ON CONFLICT DO UPDATE for one batch; says how many rows were new and how many
 * replaced (xmax = 0 marks a row this statement inserted).
 */
export async function upsert(
  executor: Executor,
  table: string,
  columns: Column[],
  rows: Cell[][],
  conflict: string[],
  set: string,
  returning = '',
): Promise<{ inserted: number; updated: number; rows: Record<string, unknown>[] }> {
  if (rows.length === 0) return { inserted: 0, updated: 0, rows: [] };
  const result = await executor.execute(
    sql`INSERT INTO ${sql.raw(`"${table}"`)} (${columnList(columns)}) SELECT * FROM ${unnest(columns, rows)}
        ON CONFLICT (${sql.raw(conflict.map((c) => `"${c}"`).join(', '))}) DO UPDATE SET ${sql.raw(set)}
        RETURNING (xmax = 0) AS inserted${sql.raw(returning ? `, ${returning}` : '')}`,
  );
  const returned = result.rows as Record<string, unknown>[];
  const inserted = returned.filter((r) => r.inserted === true).length;
  return { inserted, updated: returned.length - inserted, rows: returned };
}

/** Rows of a query run over an id list in pieces, for lists of any length. */
export async function selectIn<T>(ids: (string | number)[], query: (piece: (string | number)[]) => Promise<T[]>, size = 10_000): Promise<T[]> {
  const out: T[] = [];
  for (const piece of chunks([...new Set(ids)], size)) out.push(...(await query(piece)));
  return out;
}
