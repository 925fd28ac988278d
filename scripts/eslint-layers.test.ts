import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs (docs/decisions/037-layers-sealed-by-lint.md), run on
 * small files placed where the rules look: each crossing is refused, its allowed neighbour is not.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
}, 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (names: string) => `\nexport const probe = [${names}];\n`;

describe('the layers, sealed by lint', { timeout: 60_000 }, () => {
  it('keeps a feature to itself, components, lib and server functions', async () => {
    const file = 'src/features/giftcards/Probe.tsx';
    expect(await problems(file, `import { CouponCard } from '@/features/promotions/CouponCard';${use('CouponCard')}`)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*features\/giftcards imports only itself/)]);
    expect(await problems(file, `import { CouponCard } from '../promotions/CouponCard';${use('CouponCard')}`)).toHaveLength(1);
    expect(await problems(file, `import { BalanceForm } from './BalanceForm';\nimport { Field } from '@/components/Field';\nimport { money } from '@/lib/money';\nimport { checkBalance } from '@/server/giftcards/service';${use('BalanceForm, Field, money, checkBalance')}`)).toEqual([]);
  });

  it('leaves no feature out: the shell and the catalogue, which once composed other features, are held to it too', async () => {
    const trigger = `import { OpenSelectorTrigger } from '@/features/vehicles/OpenSelectorTrigger';${use('OpenSelectorTrigger')}`;
    expect(await problems('src/features/shell/SiteHeader.tsx', trigger)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*features\/shell imports only itself/)]);
    expect(await problems('src/features/catalog/ProductPage.tsx', `import { AddToCartForm } from '@/features/cart/AddToCartForm';${use('AddToCartForm')}`)).toHaveLength(1);
    expect(await problems('src/features/account/vehicles/MyVehiclesPage.tsx', trigger)).toHaveLength(1);
    expect(await problems('src/app/[locale]/_parts/shell.tsx', trigger)).toEqual([]);
  });

  it('lets no page or feature reach the database client or a schema', async () => {
    expect(await problems('src/features/giftcards/Probe.tsx', `import { db } from '@/server/db/client';${use('db')}`)).toEqual([expect.stringMatching(/^no-restricted-imports: .*No database client or table schema outside src\/server/)]);
    expect(await problems('src/app/probe/page.tsx', `import { orders } from '@/server/orders/schema';${use('orders')}`)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    expect(await problems('src/app/probe/page.tsx', `import { sql } from 'drizzle-orm';${use('sql')}`)).toEqual([expect.stringMatching(/No SQL in app/)]);
  });

  it('points lib, server and components down only', async () => {
    expect(await problems('src/lib/probe.ts', `import { productBySlug } from '@/server/catalog/product';${use('productBySlug')}`)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*src\/lib is shared and pure/)]);
    expect(await problems('src/server/catalog/probe.ts', `import { CouponCard } from '@/features/promotions/CouponCard';${use('CouponCard')}`)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Server code never imports features/)]);
    expect(await problems('src/components/Probe.tsx', `import { CouponCard } from '@/features/promotions/CouponCard';${use('CouponCard')}`)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Shared components never import a feature/)]);
    expect(await problems('src/server/catalog/probe.ts', `import { money } from '@/lib/money';${use('money')}`)).toEqual([]);
  });

  it("keeps a module to its own tables: another module's schema is refused, its own is not", async () => {
    expect(await problems('src/server/warranties/probe.ts', `import { orders } from '@/server/orders/schema';${use('orders')}`)).toEqual([expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*server\/warranties touches only its own tables/)]);
    expect(await problems('src/server/warranties/probe.ts', `import { authUsers } from '@/server/customers/auth-schema';${use('authUsers')}`)).toHaveLength(1);
    expect(await problems('src/server/orders/probe.ts', `import { orders } from '@/server/orders/schema';\nimport { orders as again } from './schema';${use('orders, again')}`)).toEqual([]);
    // A schema too: a foreign key to another module's table is written in a migration (decision 072).
    expect(await problems('src/server/warranties/schema.ts', `import { orders } from '@/server/orders/schema';${use('orders')}`)).toHaveLength(1);
  });

  it('reads process.env only in the env module', async () => {
    expect(await problems('src/server/orders/probe.ts', `export const size = process.env.POOL;\n`)).toEqual([expect.stringMatching(/^no-restricted-properties: .*env\.ts/)]);
    expect(await problems('src/server/orders/probe.ts', `const { env } = process;\nexport const size = env.POOL;\n`)).toHaveLength(1);
    expect(await problems('src/server/platform/env.ts', `export const size = process.env.POOL;\n`)).toEqual([]);
  });

  it('keeps the platform below the modules: db and platform import none, not even their tables', async () => {
    const orders = `import { lookupOrder } from '@/server/orders/queries';${use('lookupOrder')}`;
    expect(await problems('src/server/platform/probe.ts', orders)).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*The platform .* imports no module/)]);
    expect(await problems('src/server/db/probe.ts', orders)).toHaveLength(1);
    expect(await problems('src/server/db/schema.ts', `export * from '@/server/orders/schema';\n`)).toHaveLength(1);
    expect(await problems('src/server/orders/probe.ts', `import { db } from '@/server/db/client';\nimport { envVar } from '@/server/platform/env';${use('db, envVar')}`)).toEqual([]);
  });

  it("keeps server values out of 'use client' files; types are fine", async () => {
    const file = 'src/features/giftcards/Probe.tsx';
    expect(await problems(file, `'use client';\nimport { checkBalance } from '@/server/giftcards/service';${use('checkBalance')}`)).toEqual([expect.stringMatching(/^house\/client-imports-no-server: /)]);
    expect(await problems(file, `'use client';\nimport { checkBalance } from '../../server/giftcards/service';${use('checkBalance')}`)).toHaveLength(1);
    expect(await problems(file, `'use client';\nimport type { Member } from '@/server/customers/member';\nimport { type StoreDetails } from '@/server/customers/current-user';\nexport type Probe = [Member, StoreDetails];\n`)).toEqual([]);
    expect(await problems(file, `import { checkBalance } from '@/server/giftcards/service';${use('checkBalance')}`)).toEqual([]);
  });

  it('keeps seeds and the demo generator out of runtime code, types included; seed code and tests may import them', async () => {
    const taxonomy = `import { PART_TYPES } from './taxonomy';${use('PART_TYPES')}`;
    expect(await problems('src/server/catalog/probe.ts', taxonomy)).toEqual([expect.stringMatching(/^house\/runtime-imports-no-seed: .*\.\/taxonomy: it is seed code/)]);
    expect(await problems('src/server/catalog/import/probe.ts', `import type { PartType } from '../taxonomy';\nexport type Probe = PartType;\n`)).toHaveLength(1);
    expect(await problems('src/server/orders/probe.ts', `import { seedAll } from '@/server/demo/seed';${use('seedAll')}`)).toEqual([expect.stringMatching(/^house\/runtime-imports-no-seed: /)]);
    expect(await problems('src/server/stores/probe.ts', `import { random } from '@/server/db/seeded-random';${use('random')}`)).toHaveLength(1);
    expect(await problems('src/server/catalog/seed.ts', taxonomy)).toEqual([]);
    expect(await problems('src/server/catalog/probe.test.ts', taxonomy)).toEqual([]);
    expect(await problems('src/server/catalog-import/probe.ts', `import { catalogWasImported } from '@/server/demo/seed-runs';\nimport { POSITION_NAMES } from '@/server/catalog/positions';${use('catalogWasImported, POSITION_NAMES')}`)).toEqual([]);
  });
});
