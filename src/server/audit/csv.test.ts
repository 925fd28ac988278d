import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, auditCsvRow, csvCell, csvRow } from './csv';

describe('the audit CSV', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('ends every row with CRLF and writes a line with its values before and after as JSON', () => {
    expect(csvRow(AUDIT_CSV_HEADER)).toBe('id,at,actor,role,via,ip,request_id,action,entity_type,entity_id,before,after\r\n');
    const row = auditCsvRow({
      id: 7,
      at: new Date('2026-11-27T21:00:00Z'),
      staffId: 3,
      actorLabel: '=cmd@evil.test',
      actorRole: 'merchandiser',
      via: 'session',
      ip: null,
      requestId: null,
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: '12',
      before: { discount: '10% off' },
      after: { discount: '=1+1, now' },
    });
    expect(row).toBe(`7,2026-11-27T21:00:00.000Z,'=cmd@evil.test,merchandiser,session,,,coupon.update,coupon,12,"{""discount"":""10% off""}","{""discount"":""=1+1, now""}"\r\n`);
  });
});
