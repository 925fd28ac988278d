import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rawSqlTables, tablesNamedIn } from './house-sql';

/** The counter of raw SQL naming another module's table (`npm run house`), on small sources. */
const tables = (code: string) => rawSqlTables(ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true));

describe('the tables a file names in raw SQL', () => {
  it('reads sql`` templates, their literal parts only', () => {
    expect(tables('const q = sql`SELECT b.name FROM brands b JOIN part_types pt ON pt.id = ${id} WHERE x`;')).toEqual(['brands', 'part_types']);
    expect(tables('const q = sql`INSERT INTO "store_stock" (a) SELECT 1`; const r = db.execute(sql`UPDATE products SET x = 1`);')).toEqual(['store_stock', 'products']);
    // A Drizzle table object interpolated is not raw SQL (its schema import is what counts).
    expect(tables('const q = sql`SELECT ${brands.id} FROM ${brands} WHERE ${brands.slug} = ${slug}`;')).toEqual([]);
  });

  it('reads SQL statements in strings and sql.raw(), every table TRUNCATE lists', () => {
    expect(tables("await pool.query('select count(*) from search_documents');")).toEqual(['search_documents']);
    expect(tables('await pool.query(`WITH x AS (SELECT 1) DELETE FROM orders WHERE id = ${id}`);')).toEqual(['orders']);
    expect(tables("await db.execute(sql.raw('TRUNCATE fitment_applications, universal_products'));")).toEqual(['fitment_applications', 'universal_products']);
    expect(tables("const q = sql`TRUNCATE ONLY \"stores\"`;")).toEqual(['stores']);
  });

  it('reads the table given to bulkInsert and upsert', () => {
    expect(tables("await bulkInsert(executor, 'product_prices', COLUMNS, rows);\nawait upsert(executor, 'products', COLUMNS, rows, ['sku'], SET);")).toEqual(['product_prices', 'products']);
  });

  it('leaves prose, messages and imports alone', () => {
    expect(tables("log('Removed from stores: 3'); const m = 'Update your products';\nimport { x } from './products';")).toEqual([]);
    expect(tables("throw new Error('Could not read from brands');")).toEqual([]);
    expect(tables("const note = 'Delete your saved vehicles'; const help = 'Update the address below';")).toEqual([]);
  });

  it('finds a name after each keyword, quoted or not', () => {
    expect(tablesNamedIn('select * from "Brands" left join part_types on true')).toEqual(['brands', 'part_types']);
    expect(tablesNamedIn('insert into t (a) values (1) on conflict (a) do update set a = excluded.a')).toEqual(['t']);
  });
});
