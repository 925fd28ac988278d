import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { convert } from './no-db-outside-server';

/** The codemod of docs/decisions/038, run on a small project of its own. */
const root = mkdtempSync(path.join(tmpdir(), 'codemod-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const run = (...args: string[]) => convert(root, args.includes('--check'));

write(
  'src/server/shop/items.ts',
  `import type { Executor } from '@/server/db/client';
export type Item = { id: number };
export const ITEM_LIMIT = 10;
export async function listItems(executor: Executor, locale: string): Promise<Item[]> { return [] }
export async function saveItem(executor: Executor, id: number) { return id }
`,
);
write('src/server/shop/other.ts', `export async function saveItem(executor: unknown, name: string) { return name }\n`);
write(
  'src/features/shop/ItemsPage.tsx',
  `import { db } from '@/server/db/client';
import { ITEM_LIMIT, listItems, saveItem, type Item } from '@/server/shop/items';

export async function ItemsPage({ locale }: { locale: string }) {
  const items: Item[] = await listItems(db(), locale);
  await saveItem(db(), ITEM_LIMIT);
  return items.length;
}
`,
);
write(
  'src/app/items/route.ts',
  `import { db } from '@/server/db/client';
import { listItems } from '@/server/shop/items';

export async function GET() {
  await db().transaction((tx) => listItems(tx, 'en-US'));
  return listItems(db, 'en-US');
}
`,
);

describe('the no-db-outside-server codemod', () => {
  it('binds the called functions in the module’s surfaces and drops the database from the callers', () => {
    const first = run();
    expect(first.status).toBe(0);
    expect(read('src/features/shop/ItemsPage.tsx')).toBe(`import { ITEM_LIMIT, type Item } from '@/server/shop/items';
import { listItems } from '@/server/shop/queries';
import { saveItem } from '@/server/shop/use-cases';

export async function ItemsPage({ locale }: { locale: string }) {
  const items: Item[] = await listItems(locale);
  await saveItem(ITEM_LIMIT);
  return items.length;
}
`);
    expect(read('src/server/shop/queries.ts')).toContain(`import { withDatabase } from '@/server/db/with-database';\nimport * as items from './items';\n`);
    expect(read('src/server/shop/queries.ts')).toContain('export const listItems = withDatabase(items.listItems);\n');
    expect(read('src/server/shop/use-cases.ts')).toContain('export const saveItem = withDatabase(items.saveItem);\n');
  });

  it('leaves a transaction to a hand, and keeps the client where it is still used', () => {
    const route = read('src/app/items/route.ts');
    expect(route).toContain(`import { db } from '@/server/db/client';`);
    expect(route).toContain(`await db().transaction((tx) => listItems(tx, 'en-US'));`);
    expect(route).toContain(`return listItems(db, 'en-US');`);
    const check = run('--check');
    expect(check.status).toBe(1);
    expect(check.output).toMatch(/src\/app\/items\/route\.ts:5: db\(\)/);
    expect(check.output).toMatch(/listItems is used both with and without the database/);
  });

  it('changes nothing on a second run, and converts call sites added since', () => {
    write('src/app/items/route.ts', `export const GET = () => new Response('moved');\n`);
    const surface = read('src/server/shop/queries.ts');
    const page = read('src/features/shop/ItemsPage.tsx');
    expect(run('--check')).toEqual({ status: 0, output: expect.stringContaining('Would change 0 files') });
    expect(run().output).toContain('Changed 0 files');
    expect(read('src/server/shop/queries.ts')).toBe(surface);
    expect(read('src/features/shop/ItemsPage.tsx')).toBe(page);

    write(
      'src/features/shop/count.ts',
      `import { db } from '@/server/db/client';\nimport { listItems } from '@/server/shop/items';\n\nexport const count = async () => (await listItems(db(), 'pt-BR')).length;\n`,
    );
    run();
    expect(read('src/features/shop/count.ts')).toBe(`import { listItems } from '@/server/shop/queries';\n\nexport const count = async () => (await listItems('pt-BR')).length;\n`);
    expect(read('src/server/shop/queries.ts')).toBe(surface);
  });

  it('refuses to bind a name the surface already binds from another file', () => {
    write(
      'src/features/shop/rename.ts',
      `import { db } from '@/server/db/client';\nimport { saveItem } from '@/server/shop/other';\n\nexport const rename = () => saveItem(db(), 'brake pads');\n`,
    );
    const result = run();
    expect(result.output).toContain('src/features/shop/rename.ts: shop/use-cases already exports another saveItem (rename one of them)');
    expect(read('src/features/shop/rename.ts')).toContain(`saveItem(db(), 'brake pads')`);
    expect(read('src/server/shop/use-cases.ts').match(/export const saveItem/g)).toHaveLength(1);
  });
});
