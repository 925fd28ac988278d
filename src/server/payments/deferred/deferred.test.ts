import { describe, expect, it } from 'vitest';
import { barcodeOfLine, boletoBarcode, digitableLine, dueDateFactor, formatDigitableLine, isValidBarcode, isValidDigitableLine, mod10, mod11 } from './boleto';
import { BOLETO_EXPIRY_DAYS, boletoDueDate, deferredExpiry, endOfLocalDay, isExpired, OXXO_EXPIRY_DAYS, PIX_EXPIRY_MINUTES } from './expiry';
import { formatOxxoReference, isValidOxxoReference, oxxoReference } from './oxxo';
import { crc16, parsePixPayload, pixPayload, SANDBOX_PIX_KEY } from './pix';

describe('PIX copia e cola (EMV BR Code)', () => {
  it('computes the CRC16/CCITT-FALSE of the central bank manual’s example', () => {
    const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(example)).toBe('1D3D');
    expect(crc16('123456789')).toBe('29B1');
  });

  it('writes a one-time charge with the key, the amount, the merchant and the txid, ending in its CRC', () => {
    const payload = pixPayload({ key: SANDBOX_PIX_KEY, amount: 12_345, txid: 'ABC123', merchantName: 'Redline Autopeças', merchantCity: 'São Paulo' });
    const fields = parsePixPayload(payload)!;
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('26')).toBe(`0014br.gov.bcb.pix0136${SANDBOX_PIX_KEY}`);
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('123.45');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('REDLINE AUTOPECAS');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(fields.get('62')).toBe('0506ABC123');
    expect(payload.slice(-8, -4)).toBe('6304');
  });

  it('catches a changed character through the CRC', () => {
    const payload = pixPayload({ key: SANDBOX_PIX_KEY, amount: 500, txid: 'T1', merchantName: 'X', merchantCity: 'Y' });
    expect(parsePixPayload(payload)).not.toBeNull();
    expect(parsePixPayload(payload.replace('5.00', '9.00'))).toBeNull();
  });

  it('refuses a txid a bank would not take and amounts that are not centavos', () => {
    expect(() => pixPayload({ key: 'k', amount: 1, txid: 'with-dash', merchantName: 'X', merchantCity: 'Y' })).toThrow(RangeError);
    expect(() => pixPayload({ key: 'k', amount: 0, txid: 'T', merchantName: 'X', merchantCity: 'Y' })).toThrow(RangeError);
  });
});

describe('boleto', () => {
  // A real Banco do Brasil boleto's line and barcode (FEBRABAN's layout).
  const line = '00190500954014481606906809350314337370000000100';
  const barcode = '00193373700000001000500940144816060680935031';

  it('derives the known line from the known barcode, and back', () => {
    expect(isValidBarcode(barcode)).toBe(true);
    expect(digitableLine(barcode)).toBe(line);
    expect(barcodeOfLine(line)).toBe(barcode);
    expect(isValidDigitableLine(line)).toBe(true);
  });

  it('computes módulo 10 and módulo 11 as FEBRABAN sets them', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod10('4014481606')).toBe(9);
    expect(mod10('0680935031')).toBe(4);
    expect(mod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(3);
    // 0, 10 and 11 become 1.
    expect(mod11('0')).toBe(1);
  });

  it('catches a mistyped digit in any field of the line', () => {
    for (const at of [2, 12, 25, 40]) {
      const wrong = line.slice(0, at) + String((Number(line[at]) + 1) % 10) + line.slice(at + 1);
      expect(isValidDigitableLine(wrong)).toBe(false);
    }
  });

  it('counts the due-date factor from 1997-10-07 and restarts at 1000 after 2025-02-21', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-30')).toBe('1646');
  });

  it('issues a barcode and line that check, with the amount and factor in place', () => {
    const code = boletoBarcode({ amount: 25_990, dueDate: '2026-11-30', freeField: '1234567890123456789012345' });
    expect(code).toHaveLength(44);
    expect(isValidBarcode(code)).toBe(true);
    expect(code.slice(5, 9)).toBe('1646');
    expect(code.slice(9, 19)).toBe('0000025990');
    const issued = digitableLine(code);
    expect(issued).toHaveLength(47);
    expect(isValidDigitableLine(issued)).toBe(true);
    expect(formatDigitableLine(issued)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });
});

describe('OXXO reference', () => {
  it('ends in a Luhn check digit that catches a mistyped digit', () => {
    const reference = oxxoReference('1234567890123');
    expect(reference).toHaveLength(14);
    expect(isValidOxxoReference(reference)).toBe(true);
    expect(isValidOxxoReference(reference.slice(0, 5) + String((Number(reference[5]) + 1) % 10) + reference.slice(6))).toBe(false);
    expect(formatOxxoReference('12345678901234')).toBe('1234 5678 9012 34');
  });
});

describe('expiry rules', () => {
  const now = new Date('2026-11-27T21:30:00Z'); // 18:30 in São Paulo, 15:30 in Mexico City

  it('gives a PIX charge 30 minutes', () => {
    expect(PIX_EXPIRY_MINUTES).toBe(30);
    expect(deferredExpiry('pix', now).toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('lets a boleto be paid until the end of its due date, three days on, in São Paulo time', () => {
    expect(BOLETO_EXPIRY_DAYS).toBe(3);
    const expiresAt = deferredExpiry('boleto', now);
    expect(expiresAt.toISOString()).toBe('2026-12-01T02:59:59.999Z');
    expect(boletoDueDate(expiresAt)).toBe('2026-11-30');
  });

  it('counts the days from the local date: late at night in São Paulo is already the next day in UTC', () => {
    const lateEvening = new Date('2026-11-28T02:30:00Z'); // 23:30 on the 27th in São Paulo
    expect(boletoDueDate(deferredExpiry('boleto', lateEvening))).toBe('2026-11-30');
  });

  it('lets an OXXO voucher be paid until the end of the third day in Mexico City time', () => {
    expect(OXXO_EXPIRY_DAYS).toBe(3);
    expect(deferredExpiry('oxxo', now).toISOString()).toBe('2026-12-01T05:59:59.999Z');
    expect(endOfLocalDay('2026-11-30', 'America/Mexico_City').toISOString()).toBe('2026-12-01T05:59:59.999Z');
  });

  it('is expired only after its time', () => {
    const at = new Date('2026-11-27T22:00:00Z');
    expect(isExpired(at, at)).toBe(false);
    expect(isExpired(at, new Date(at.getTime() + 1))).toBe(true);
  });
});
