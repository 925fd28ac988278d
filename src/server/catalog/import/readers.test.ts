import { describe, expect, it } from 'vitest';
import { readAces } from './aces';
import { readCsv } from './csv';
import { readPies } from './pies';
import { formatProblems } from './report';

describe('CSV reading', () => {
  it('reports each bad row at the file line where its record starts, quoted line breaks included', () => {
    const text = ['sku,currency,regular', 'A-1,USD,1.00', '', 'A-2,USD,abc', 'A-3,"US', 'D",2', 'A-4,BRL,x'].join('\r\n');
    const read = readCsv('prices', text);
    expect(read.rows).toBe(4);
    expect(read.drafts.map((d) => d.sku)).toEqual(['A-1']);
    expect(read.problems.sorted().map((p) => [p.line, p.reason])).toEqual([
      [4, "regular 'abc' is not an amount"],
      [5, "currency 'US\nD' is not one of USD, MXN, BRL"],
      [7, "regular 'x' is not an amount"],
    ]);
  });

  it('checks the header: missing, unknown and repeated columns', () => {
    const read = readCsv('prices', 'sku,currencey,sku\nA,USD,1\n');
    expect(read.problems.sorted().map((p) => p.reason)).toEqual([
      "column 'currencey' is not a prices column (columns: sku, currency, regular, sale, core_charge)",
      "column 'sku' appears twice",
      'missing columns currency, regular',
    ]);
    expect(read.problems.sorted().map((p) => [p.place, p.messages])).toEqual([
      [{ key: 'line', values: { line: 1 } }, [{ key: 'columnUnknown', values: { column: 'currencey', kind: 'prices', columns: 'sku, currency, regular, sale, core_charge' } }]],
      [{ key: 'line', values: { line: 1 } }, [{ key: 'columnTwice', values: { column: 'sku' } }]],
      [{ key: 'line', values: { line: 1 } }, [{ key: 'columnsMissing', values: { count: 2, columns: 'currency, regular' } }]],
    ]);
  });

  it('reports records of the wrong length at their line', () => {
    const read = readCsv('stock', 'sku,location_type,location,quantity\nA,dc,DC-ATL,1\nB,dc,DC-ATL\n');
    expect(read.problems.sorted()).toMatchObject([{ line: 3, reason: expect.stringContaining('unreadable CSV'), messages: [{ key: 'unreadable', values: { detail: expect.any(String) } }] }]);
  });
});

describe('ACES reading', () => {
  it('reads applications with their lines and reports bad Apps by id and line', () => {
    const text = `<?xml version="1.0"?>
<ACES version="4.2">
  <Header><Company>X</Company></Header>
  <App action="A" id="1">
    <Years from="2014" to="2016"/><Make id="448"/><Model id="2469"/>
    <EngineBase id="165"/><Qty>2</Qty><PartType id="1684"/><Position id="22">front</Position>
    <Note>With sport package</Note><Note>Ceramic</Note>
    <Part BrandAAIAID="MAXGRIP">MAX100001</Part>
  </App>
  <App action="D" id="2"><BaseVehicle id="201502469"/><PartType id="1684"/><Part>X-1</Part></App>
  <App action="A" id="3"><BaseVehicle id="abc"/><PartType id="1684"/><Position id="22"/><Part>X-1</Part></App>
  <Footer><RecordCount>3</RecordCount></Footer>
</ACES>`;
    const read = readAces(text);
    expect(read.rows).toBe(3);
    expect(read.drafts).toMatchObject([
      { at: { line: 4 }, action: 'add', vehicle: { yearFrom: 2014, yearTo: 2016, makeId: 448, modelId: 2469 }, engineId: 165, quantity: 2, position: 'Front', qualifier: 'With sport package; Ceramic', product: { partNumber: 'MAX100001', brandCode: 'MAXGRIP' } },
      { at: { line: 10 }, action: 'delete', vehicle: { baseVehicleId: 201502469 }, product: { partNumber: 'X-1' } },
    ]);
    expect(formatProblems(read.problems.sorted())).toEqual([
      'App id 3 (line 11): <BaseVehicle id="abc"> is not a valid id; <Position id="22"> has no name: we keep no PCdb position table, write the position as the element\'s text (one of Front, Rear, Driver Side, Passenger Side, Upper, Lower, Upstream, Downstream, Inner, Outer, Intake, Exhaust, Positive, Negative, Inlet, Outlet, Pressure, Return)',
    ]);
    // The App's place and each of its reasons as a message key with its values.
    expect(read.problems.sorted()).toMatchObject([
      {
        place: { key: 'app', values: { id: '3' }, line: 11 },
        messages: [
          { key: 'acesInvalidId', values: { element: 'BaseVehicle', attribute: 'id', value: 'abc' } },
          { key: 'acesPositionNoName', values: { id: '22', allowed: expect.stringContaining('Front, Rear') } },
        ],
      },
    ]);
  });

  it('reports a malformed file at its line, and a wrong record count', () => {
    expect(readAces('<ACES>\n<App id="1">\n</Ap>\n</ACES>').problems.sorted()).toMatchObject([{ line: 3, reason: expect.stringContaining('not well-formed XML'), place: { key: 'line', values: { line: 3 } }, messages: [{ key: 'xmlMalformed' }] }]);
    expect(readPies('<ACES/>').problems.sorted()).toMatchObject([{ where: 'line 1', reason: 'the file is not PIES XML: its root element must be <PIES>', messages: [{ key: 'xmlRoot', values: { root: 'PIES' } }] }]);
    const counted = readAces('<ACES><App id="1"><BaseVehicle id="201502469"/><PartType id="1"/><Part>A</Part></App><Footer><RecordCount>5</RecordCount></Footer></ACES>');
    expect(counted.problems.sorted().map((p) => p.reason)).toEqual(['RecordCount says 5 applications but the file has 1']);
    expect(counted.problems.sorted()[0]).toMatchObject({ where: 'Footer (line 1)', place: { key: 'footer', line: 1 }, messages: [{ key: 'acesRecordCount', values: { said: '5', found: 1 } }] });
  });
});

describe('PIES reading', () => {
  it('maps descriptions, prices and attributes and reports bad Items by ordinal, part number and line', () => {
    const text = `<PIES xmlns="http://www.autocare.org"><Items>
<Item MaintenanceType="A">
  <PartNumber>NL-1</PartNumber><BrandLabel>Newline</BrandLabel><PartTerminologyID>7212</PartTerminologyID>
  <Descriptions>
    <Description DescriptionCode="SHO" LanguageCode="EN">PLUG</Description>
    <Description DescriptionCode="DES" LanguageCode="EN">Newline Spark Plug</Description>
    <Description DescriptionCode="DES" LanguageCode="ES">Bujía Newline</Description>
    <Description DescriptionCode="EXT" LanguageCode="EN">Platinum tip.</Description>
  </Descriptions>
  <Prices>
    <Pricing PriceType="LST"><CurrencyCode>MXN</CurrencyCode><Price UOM="PE">189.00</Price></Pricing>
    <Pricing PriceType="RMP"><CurrencyCode>MXN</CurrencyCode><Price UOM="PE">159.5</Price></Pricing>
  </Prices>
  <ProductAttributes><ProductAttribute AttributeID="tip">Platinum</ProductAttribute></ProductAttributes>
  <HazardousMaterialCode>N</HazardousMaterialCode>
</Item>
<Item>
  <PartNumber>NL-2</PartNumber><BrandAAIAID>NWLN</BrandAAIAID>
  <Prices><Pricing PriceType="RMP"><CurrencyCode>USD</CurrencyCode><Price UOM="CS">1.00</Price></Pricing></Prices>
  <HazardousMaterialCode>perhaps</HazardousMaterialCode>
</Item>
</Items></PIES>`;
    const read = readPies(text);
    expect(read.drafts).toHaveLength(1);
    expect(read.drafts[0]).toMatchObject({
      at: { line: 2 },
      partNumber: 'NL-1',
      brand: { name: 'Newline' },
      partTypeId: 7212,
      title: { 'en-US': 'Newline Spark Plug', 'es-MX': 'Bujía Newline', 'pt-BR': 'Newline Spark Plug' },
      description: { 'en-US': 'Platinum tip.' },
      prices: [{ currency: 'MXN', regular: 18900, sale: 15950 }],
      hazardous: false,
    });
    expect(read.drafts[0]!.specs).toMatchObject([{ key: 'tip', values: { 'en-US': 'Platinum' } }]);
    expect(formatProblems(read.problems.sorted())).toEqual(["Item #2 PartNumber NL-2 (line 17): RMP USD price is per 'CS': only per each (PE) is sold; HazardousMaterialCode 'perhaps' is not Y or N"]);
    expect(read.problems.sorted()[0]).toMatchObject({
      place: { key: 'itemPart', values: { number: 2, partNumber: 'NL-2' }, line: 17 },
      messages: [
        { key: 'piesUnit', values: { type: 'RMP', currency: 'USD', unit: 'CS' } },
        { key: 'piesHazardous', values: { value: 'perhaps' } },
      ],
    });
  });
});

describe('problem lists', () => {
  it('prints at most 100 problems and counts the rest', () => {
    const problems = Array.from({ length: 130 }, (_, i) => ({ where: `line ${i + 2}`, line: i + 2, reason: 'bad' }));
    const lines = formatProblems(problems);
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe('line 2: bad');
    expect(lines[100]).toBe('... and 30 more (130 problems in all)');
  });
});
