import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/catalogues';
import { Problems } from '@/server/catalog/import/report';
import { validateRow } from '@/server/catalog/import/rows';
import { translateProblem, type ProblemWords } from './import-problems';

/** An import's bad rows, worded in English by the catalogue's import, said in the staff member's language with their lines and values. */

const words = async (locale: 'pt-BR' | 'es-MX' | 'en-US') => createTranslator({ locale, messages: await messagesFor(locale) }) as unknown as ProblemWords;
const at = { where: 'line 2', line: 2 };
const reasonOf = (result: ReturnType<typeof validateRow>) => (result.ok ? '' : result.reason);

describe('the import’s bad rows', () => {
  it('say a prices row in Portuguese, keeping the line and the values', async () => {
    const t = await words('pt-BR');
    expect(translateProblem({ where: 'line 2', reason: reasonOf(validateRow('prices', { sku: 'A-1', currency: 'USD', regular: 'abc' }, at)) }, t)).toEqual({ where: 'linha 2', reason: "regular 'abc' não é um valor." });
    expect(translateProblem({ where: 'line 3', reason: reasonOf(validateRow('prices', { sku: 'A-1', currency: 'XXX', regular: '10' }, at)) }, t)).toEqual({ where: 'linha 3', reason: "currency 'XXX' não é um de USD, MXN, BRL." });
  });

  it('say each of a row’s problems, and a header’s, in Spanish', async () => {
    const t = await words('es-MX');
    const both = reasonOf(validateRow('prices', { sku: 'A-1', currency: 'EUR', regular: '-5' }, at));
    expect(both).toContain('; ');
    expect(translateProblem({ where: 'line 2', reason: both }, t).reason).toBe("currency 'EUR' no es uno de USD, MXN, BRL.; regular '-5' no puede ser negativo.");
    const problems = new Problems();
    problems.atLine(1, "column 'hello world' is not a products column (columns: sku, brand)");
    problems.atLine(1, 'missing column regular');
    expect(problems.sorted().map((p) => translateProblem(p, t))).toEqual([
      { where: 'línea 1', reason: "La columna 'hello world' no es una columna de products (columnas: sku, brand)." },
      { where: 'línea 1', reason: 'Falta la columna: regular.' },
    ]);
  });

  it('say a place inside a reason in words too, and leave a wording it does not know as it is', async () => {
    const t = await words('pt-BR');
    expect(translateProblem({ where: 'line 5', reason: 'the USD price of A-1 is already at line 2' }, t)).toEqual({ where: 'linha 5', reason: 'O preço em USD de A-1 já está na linha 2.' });
    expect(translateProblem({ where: 'App 3', reason: 'something new' }, t)).toEqual({ where: 'App 3', reason: 'something new' });
    expect(translateProblem({ where: 'file', reason: 'the file is empty: it needs a header row' }, t).where).toBe('o arquivo');
  });
});
