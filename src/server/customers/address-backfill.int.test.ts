import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingBrazilFields } from '@/lib/br-address';
import { db } from '@/server/db/client';
import { authUsers } from './auth-schema';
import { customerAddresses } from './profile-schema';

/**
 * Migration 0041: the street line of a Brazilian address saved before 0039 split into rua, número,
 * complemento and bairro where it can be read with certainty (docs/decisions/058). The parser is the
 * migration's own SQL function (the migration drops it when done): created here from the file, called
 * for each case, then the migration's UPDATE runs over rows written as the old form wrote them.
 */
const MIGRATION = fs.readFileSync(path.resolve(import.meta.dirname, '../db/migrations/0041_brazil_address_backfill.sql'), 'utf8');
const [createParser, backfill, dropParser] = MIGRATION.split('--> statement-breakpoint').map((statement) => statement.trim());

interface Split {
  street: string | null;
  house_number: string | null;
  complement: string | null;
  neighborhood: string | null;
}

async function split(line: string, city = 'São Paulo'): Promise<Split> {
  const result = await db().execute(sql`SELECT street, house_number, complement, neighborhood FROM br_split_street_line(${line}, ${city})`);
  return result.rows[0] as unknown as Split;
}

const unread: Split = { street: null, house_number: null, complement: null, neighborhood: null };

beforeAll(async () => {
  expect(dropParser).toBe('DROP FUNCTION br_split_street_line(text, text);');
  await db().execute(sql.raw(createParser!));
});

afterAll(async () => {
  await db().execute(sql.raw(dropParser!));
});

describe('migration 0041: the parser of an old Brazilian street line', () => {
  it.each([
    ['Rua Augusta, 123 - Consolação', { street: 'Rua Augusta', house_number: '123', complement: null, neighborhood: 'Consolação' }],
    ['Av. Paulista, 1578', { street: 'Av. Paulista', house_number: '1578', complement: null, neighborhood: '' }],
    ['Rua 25 de Março, 500 - Centro', { street: 'Rua 25 de Março', house_number: '500', complement: null, neighborhood: 'Centro' }],
    ['Rua XV de Novembro,700-Centro', { street: 'Rua XV de Novembro', house_number: '700', complement: null, neighborhood: 'Centro' }],
    ['Rua das Flores, nº 45, apto 12 - Jardim América', { street: 'Rua das Flores', house_number: '45', complement: 'apto 12', neighborhood: 'Jardim América' }],
    ['Rua das Flores, 45, bloco B, apto 12', { street: 'Rua das Flores', house_number: '45', complement: 'bloco B, apto 12', neighborhood: '' }],
    ['Rua Tupi, 120-b - Vila Madalena - São Paulo - SP', { street: 'Rua Tupi', house_number: '120-B', complement: null, neighborhood: 'Vila Madalena' }],
    ['Estrada do Sítio, s/n - Zona Rural', { street: 'Estrada do Sítio', house_number: 's/n', complement: null, neighborhood: 'Zona Rural' }],
    ['Rua Bahia, 15A, Savassi', { street: 'Rua Bahia', house_number: '15A', complement: null, neighborhood: 'Savassi' }],
    ['  Rua   Bahia ,  15  -  Funcionários ', { street: 'Rua Bahia', house_number: '15', complement: null, neighborhood: 'Funcionários' }],
    ['Rua Direita, 10, fundos', { street: 'Rua Direita', house_number: '10', complement: 'fundos', neighborhood: '' }],
  ] as const)('reads %j', async (line, expected) => {
    expect(await split(line)).toEqual(expected);
  });

  it('takes a "bairro" that is the city for the city, and asks for the bairro', async () => {
    expect(await split('Rua Augusta, 123 - São Paulo', 'São Paulo')).toEqual({ street: 'Rua Augusta', house_number: '123', complement: null, neighborhood: '' });
  });

  it.each([
    ['Avenida Brasil'],
    ['Rua 7 de Setembro 100'],
    ['Rua 10'],
    ['123, Rua Augusta'],
    ['Rua Augusta, 1234567'],
    ['Rua Augusta, Centro'],
    ['Rua Augusta, 123 - apto 4 - Centro'],
    ['Rua Augusta, 123 - 45'],
    ['Rua Augusta, 123, Centro, Consolação'],
    ['Rua Augusta, 123abc'],
    [''],
  ])('leaves %j unread', async (line) => {
    expect(await split(line)).toEqual(unread);
  });
});

describe('migration 0041: the backfill', () => {
  it('completes the old Brazilian entries it can read, leaves the others for the shopper, and touches no other market', async () => {
    const profileId = `backfill-${randomUUID()}`;
    await db().insert(authUsers).values({ id: profileId, name: 'Joana Souza', email: `${profileId}@example.com` });
    const old = { profileId, firstName: 'Joana', lastName: 'Souza', city: 'São Paulo', state: 'SP', postalCode: '01310100', phoneNumber: '11912345678', country: 'BR' as const };
    const rows = await db()
      .insert(customerAddresses)
      .values([
        { ...old, address1: 'Rua Augusta, 123, apto 4 - Consolação', address2: '', isDefault: true },
        { ...old, address1: 'Rua das Flores, 45, bloco B', address2: 'Portão azul' },
        { ...old, address1: 'Avenida Brasil' },
        { ...old, address1: 'Rua Nova, 8 - Centro', number: '9', neighborhood: 'Bela Vista' },
        { ...old, country: 'MX', address1: 'Av. Juárez, 100 - Centro', city: 'Ciudad de México', state: 'CDMX', postalCode: '06000', phoneNumber: '5512345678' },
      ])
      .returning({ id: customerAddresses.id });
    await db().execute(sql.raw(backfill!));
    const after = await Promise.all(rows.map(async ({ id }) => (await db().select().from(customerAddresses).where(eq(customerAddresses.id, id)))[0]!));
    const shape = ({ address1, number, address2, neighborhood, country }: (typeof after)[number]) => ({ address1, number, address2, neighborhood, country });
    expect(after.map(shape)).toEqual([
      { country: 'BR', address1: 'Rua Augusta', number: '123', address2: 'apto 4', neighborhood: 'Consolação' },
      { country: 'BR', address1: 'Rua das Flores', number: '45', address2: 'Portão azul, bloco B', neighborhood: '' },
      { country: 'BR', address1: 'Avenida Brasil', number: '', address2: '', neighborhood: '' },
      { country: 'BR', address1: 'Rua Nova, 8 - Centro', number: '9', address2: '', neighborhood: 'Bela Vista' },
      { country: 'MX', address1: 'Av. Juárez, 100 - Centro', number: '', address2: '', neighborhood: '' },
    ]);
    // What is still missing is what the address book asks for.
    expect(after.map((row) => missingBrazilFields(row))).toEqual([[], ['neighborhood'], ['number', 'neighborhood'], [], []]);

    // Run again, it changes nothing.
    await db().execute(sql.raw(backfill!));
    const again = await Promise.all(rows.map(async ({ id }) => (await db().select().from(customerAddresses).where(eq(customerAddresses.id, id)))[0]!));
    expect(again.map(shape)).toEqual(after.map(shape));
  });
});
