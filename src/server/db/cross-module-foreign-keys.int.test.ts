import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { pool } from './client';

/**
 * FOREIGN KEYS BETWEEN MODULES (docs/decisions/072). A module's schema never imports another
 * module's table, so Drizzle does not declare these keys and drizzle-kit does not know them:
 * the migrations created them, and this test is what keeps them. A table rebuilt by a future
 * migration loses its key without a word from drizzle-kit; the list below then differs.
 *
 * Each entry: referencing table.column → referenced table.column, and its ON DELETE action.
 */
const CROSS_MODULE_FOREIGN_KEYS = [
  'cart_lines.product_id → products.id on delete no action', // cart → catalog
  'circular_items.product_id → products.id on delete cascade', // promotions → catalog
  'contact_messages.user_id → auth_users.id on delete set null', // contact → customers
  'coupon_claims.user_id → auth_users.id on delete cascade', // promotions → customers
  'email_offer_signups.user_id → auth_users.id on delete set null', // rewards → customers
  'loyalty_alerts.user_id → auth_users.id on delete cascade', // rewards → customers
  'order_lines.product_id → products.id on delete no action', // orders → catalog
  'rewards_accounts.user_id → auth_users.id on delete set null', // rewards → customers
  'rewards_ledger.order_id → orders.id on delete no action', // rewards → orders
  'search_documents.product_id → products.id on delete cascade', // search → catalog
  'search_part_numbers.product_id → products.id on delete cascade', // search → catalog
  'sms_subscriptions.user_id → auth_users.id on delete set null', // promotions → customers
  'survey_responses.user_id → auth_users.id on delete set null', // contact → customers
] as const;

const SERVER = path.resolve(import.meta.dirname, '..');
/** The files drizzle-kit reads (drizzle.config.ts): each module's schema.ts and *-schema.ts. */
const SCHEMA_FILE = /^([^/]+)\/(?:.+\/)?(?:schema|[\w-]+-schema)\.ts$/;

/** Each table's SQL name → the module (src/server/<module>/) whose schema declares it. */
async function tableOwners(): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  const files = fs.readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  for (const file of files) {
    const owner = SCHEMA_FILE.exec(file)?.[1];
    if (!owner) continue;
    const exports = (await import(path.join(SERVER, file))) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (is(value, PgTable)) owners.set(getTableConfig(value).name, owner);
    }
  }
  return owners;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

interface ForeignKey {
  name: string;
  tableFrom: string;
  columnsFrom: string;
  tableTo: string;
  columnsTo: string;
  onDelete: string;
  validated: boolean;
}

/** Every foreign key of the public schema, from pg_constraint, its columns in key order. */
async function foreignKeys(client: Pick<PoolClient, 'query'>): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(`
    select c.conname as "name",
           src.relname as "tableFrom",
           string_agg(a_from.attname, ',' order by k.position) as "columnsFrom",
           dst.relname as "tableTo",
           string_agg(a_to.attname, ',' order by k.position) as "columnsTo",
           c.confdeltype as "onDelete",
           c.convalidated as "validated"
      from pg_constraint c
      join pg_class src on src.oid = c.conrelid
      join pg_namespace ns on ns.oid = src.relnamespace
      join pg_class dst on dst.oid = c.confrelid
      cross join lateral unnest(c.conkey, c.confkey) with ordinality as k(attnum_from, attnum_to, position)
      join pg_attribute a_from on a_from.attrelid = c.conrelid and a_from.attnum = k.attnum_from
      join pg_attribute a_to on a_to.attrelid = c.confrelid and a_to.attnum = k.attnum_to
     where c.contype = 'f' and ns.nspname = 'public'
     group by c.oid, c.conname, src.relname, dst.relname, c.confdeltype, c.convalidated
  `);
  return rows;
}

const describeKey = (key: ForeignKey) =>
  `${key.tableFrom}.${key.columnsFrom} → ${key.tableTo}.${key.columnsTo} on delete ${ON_DELETE[key.onDelete] ?? key.onDelete}${key.validated ? '' : ' (not valid)'}`;

/** The foreign keys whose referencing and referenced tables belong to different modules, described and sorted. */
async function crossModuleForeignKeys(client: Pick<PoolClient, 'query'>, owners: Map<string, string>): Promise<string[]> {
  const keys = await foreignKeys(client);
  const unowned = [...new Set(keys.flatMap((k) => [k.tableFrom, k.tableTo]).filter((table) => !owners.has(table)))];
  expect(unowned, 'tables with a foreign key that no module’s schema declares').toEqual([]);
  return keys
    .filter((k) => owners.get(k.tableFrom) !== owners.get(k.tableTo))
    .map(describeKey)
    .sort();
}

describe('foreign keys between modules (declared in the migrations, not in the Drizzle schemas)', () => {
  let owners: Map<string, string>;

  beforeAll(async () => {
    owners = await tableOwners();
  });

  it('knows the modules’ tables', () => {
    // drizzle-kit finds 85 tables in the same files; a glob that found none would let every key pass as "same module".
    expect(owners.size).toBeGreaterThanOrEqual(85);
    expect(owners.get('products')).toBe('catalog');
    expect(owners.get('auth_users')).toBe('customers');
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('cart_lines')).toBe('cart');
  });

  it('the migrated database has exactly the expected cross-module foreign keys, each validated, with its ON DELETE action', async () => {
    const found = await crossModuleForeignKeys(pool(), owners);
    expect(found.length).toBeGreaterThan(0);
    // Exact: a key dropped (or rebuilt with another action) and a new, unlisted one both fail here.
    expect(found).toEqual([...CROSS_MODULE_FOREIGN_KEYS].sort());
  });

  it('a dropped key would be caught: without cart_lines → products the list differs by that key alone', async () => {
    const client = await pool().connect();
    try {
      await client.query('begin');
      await client.query('alter table cart_lines drop constraint cart_lines_product_id_products_id_fk');
      const found = await crossModuleForeignKeys(client, owners);
      expect(found).not.toEqual([...CROSS_MODULE_FOREIGN_KEYS].sort());
      expect(CROSS_MODULE_FOREIGN_KEYS.filter((key) => !found.includes(key))).toEqual(['cart_lines.product_id → products.id on delete no action']);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('the keys hold: a search entry of a product that does not exist is refused', async () => {
    await expect(pool().query(`insert into search_part_numbers (key, product_id) values ('NOSUCHPART', -1)`)).rejects.toThrow(
      /violates foreign key constraint "search_part_numbers_product_id_products_id_fk"/,
    );
  });
});
