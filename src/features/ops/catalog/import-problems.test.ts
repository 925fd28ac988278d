import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/i18n/catalogues';
import type { Locale } from '@/lib/markets';
import { readAces } from '@/server/catalog/import/aces';
import { readCsv } from '@/server/catalog/import/csv';
import { readPies } from '@/server/catalog/import/pies';
import { Problems, type Problem } from '@/server/catalog/import/report';
import { atElement, atLine, said } from '@/server/catalog/import/wordings';
import { translateProblem, type ProblemWords } from './import-problems';

/** An import's bad rows, each place and reason a message key with its values, said in the staff member's language. */

/** A translator that fails the test on a missing message or a value the message needs and did not get. */
const words = async (locale: Locale) =>
  createTranslator({
    locale,
    messages: await messagesFor(locale),
    onError: (error) => {
      throw error;
    },
  }) as unknown as ProblemWords;

const LOCALES: Locale[] = ['en-US', 'es-MX', 'pt-BR'];

describe('the import’s bad rows', () => {
  it('say a prices file’s rows in Portuguese, keeping the line and the values', async () => {
    const t = await words('pt-BR');
    const read = readCsv('prices', 'sku,currency,regular\nA-1,USD,abc\nA-1,XXX,10\n');
    expect(read.problems.sorted().map((p) => translateProblem(p, t))).toEqual([
      { where: 'linha 2', reasons: ["regular 'abc' não é um valor."] },
      { where: 'linha 3', reasons: ["currency 'XXX' não é um de USD, MXN, BRL."] },
    ]);
  });

  it('say each of a row’s problems, and a header’s, in Spanish', async () => {
    const t = await words('es-MX');
    const [row] = readCsv('prices', 'sku,currency,regular\nA-1,EUR,-5\n').problems.sorted();
    expect(row!.reason).toBe("currency 'EUR' is not one of USD, MXN, BRL; regular '-5' must not be negative");
    expect(translateProblem(row!, t)).toEqual({ where: 'línea 2', reasons: ["currency 'EUR' no es uno de USD, MXN, BRL.", "regular '-5' no puede ser negativo."] });
    const header = readCsv('products', 'sku,hello world\n').problems.sorted();
    expect(header.map((p) => translateProblem(p, t))).toEqual([
      { where: 'línea 1', reasons: ["La columna 'hello world' no es una columna de products (columnas: sku, part_number, brand, part_type_id, title_en, title_es, title_pt, description_en, description_es, description_pt, warranty, hazardous, position, specs, slug)."] },
      { where: 'línea 1', reasons: ['Faltan las columnas: part_number, brand, part_type_id, title_en.'] },
    ]);
    expect(translateProblem(readCsv('stock', '').problems.sorted()[0]!, t)).toEqual({ where: 'el archivo', reasons: ['El archivo está vacío: necesita una fila de encabezados.'] });
  });

  it('say a place inside a reason in words too', async () => {
    const t = await words('pt-BR');
    const problems = new Problems();
    problems.add(atLine(5), said('priceTwice', { currency: 'USD', sku: 'A-1', at: atLine(2) }));
    problems.add(atElement(9, 'itemPart', { number: 2, partNumber: 'NL-1' }), said('skuTwice', { sku: 'NEWLINE-NL-1', at: atElement(3, 'itemPart', { number: 1, partNumber: 'NL-1' }) }));
    const [price, item] = problems.sorted();
    expect(price).toMatchObject({ where: 'line 5', reason: 'the USD price of A-1 is already at line 2' });
    expect(price!.messages).toEqual([{ key: 'priceTwice', values: { currency: 'USD', sku: 'A-1' }, places: { at: { key: 'line', values: { line: 2 } } } }]);
    expect(translateProblem(price!, t)).toEqual({ where: 'linha 5', reasons: ['O preço em USD de A-1 já está na linha 2.'] });
    expect(item!.reason).toBe('SKU NEWLINE-NL-1 is already in this file at Item #1 PartNumber NL-1 (line 3)');
    expect(translateProblem(item!, t)).toEqual({ where: 'Item nº 2, PartNumber NL-1 (linha 9)', reasons: ['O SKU NEWLINE-NL-1 já está neste arquivo: Item nº 1, PartNumber NL-1 (linha 3).'] });
  });

  it('say an ACES App’s problems, and where it is, in Spanish', async () => {
    const t = await words('es-MX');
    const read = readAces('<ACES>\n<App action="X" id="7"><BaseVehicle id="abc"/><DriveType id="1"/><PartType id="1684"/><Part>A-1</Part></App>\n<Footer><RecordCount>3</RecordCount></Footer>\n</ACES>');
    expect(read.problems.sorted().map((p) => translateProblem(p, t))).toEqual([
      {
        where: 'App con id 7 (línea 2)',
        reasons: [
          'No se admite <DriveType>: nuestros vehículos solo tienen año, marca, modelo, motor y submodelo (pon las demás condiciones en un <Note>).',
          "action 'X' no es A ni D.",
          'BaseVehicle id="abc" no es un id válido.',
        ],
      },
      { where: 'Footer (pie del archivo) (línea 3)', reasons: ['RecordCount dice 3 aplicaciones, pero el archivo tiene 1.'] },
    ]);
  });

  it('have every message in every catalogue, with the values it names', async () => {
    const aces = readAces(`<ACES>
<App id="1"><Years from="2016" to="2014"/><Make id="448"/><Model id="2469"/><EngineBase id="1"/><EngineConfig id="2"/><Qty>0</Qty><Position id="3"/><Part>${'P'.repeat(70)}</Part></App>
<App><BaseVehicle id="201502469"/><Years from="2014" to="2015"/><Position>Sideways</Position></App>
<App/>
<Footer><RecordCount>9</RecordCount></Footer>
</ACES>`);
    const pies = readPies(`<PIES><Items>
<Item MaintenanceType="X"><PartNumber>A 1</PartNumber><PartTerminologyID>x</PartTerminologyID><HazardousMaterialCode>?</HazardousMaterialCode>
  <Descriptions><Description DescriptionCode="DES" LanguageCode="ES">Balata</Description></Descriptions>
  <Prices>
    <Pricing PriceType="LST"><CurrencyCode>EUR</CurrencyCode><Price>1</Price></Pricing>
    <Pricing PriceType="LST"><CurrencyCode>USD</CurrencyCode><Price UOM="CS">1</Price></Pricing>
    <Pricing PriceType="LST"><CurrencyCode>MXN</CurrencyCode><Price>abc</Price></Pricing>
    <Pricing PriceType="RMP"><CurrencyCode>BRL</CurrencyCode><Price>1.234</Price></Pricing>
    <Pricing PriceType="RMP"><CurrencyCode>USD</CurrencyCode><Price>2</Price></Pricing>
    <Pricing PriceType="RMP"><CurrencyCode>USD</CurrencyCode><Price>3</Price></Pricing>
  </Prices>
</Item>
<Item><BrandLabel>X</BrandLabel></Item>
</Items></PIES>`);
    const problems: Problem[] = [
      ...aces.problems.sorted(),
      ...readAces('<ACES><App id="1"></ACES>').problems.sorted(),
      ...readPies('<ACES/>').problems.sorted(),
      ...pies.problems.sorted(),
      ...readCsv('fitment', 'sku,universal,base_vehicle_id,year_from,make_id,qualifier,quantity\nA B,maybe,1,2014,,x,0\nA,yes,1,,,,\nA,,1,2014,,,\n,,,,,,\n').problems.sorted(),
      ...readCsv('products', `sku,part_number,brand,part_type_id,title_en,position,specs,slug\nA,B,C,1,${'T'.repeat(201)},Up,a=1;a=2,No Slug\nA,B,C,1,T,,x,\n`).problems.sorted(),
      ...readCsv('prices', 'sku,currency,regular,sale,core_charge\nA,USD,10,12,-1\nA,USD,1.234,,99999999999\n').problems.sorted(),
      ...readCsv('stock', 'sku,location_type,location,quantity,,sku\n').problems.sorted(),
    ];
    const keys = new Set(problems.flatMap((p) => p.messages.map((m) => m.key)));
    // A good share of the kinds, through the readers as they run (the database's own are in import.int.test.ts).
    expect(keys.size).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const t = await words(locale);
      for (const problem of problems) {
        const said = translateProblem(problem, t);
        expect(said.reasons).toHaveLength(problem.reason.split('; ').length);
        expect(said.reasons.every((r) => r.length > 0 && !r.includes('{'))).toBe(true);
      }
    }
  });
});
