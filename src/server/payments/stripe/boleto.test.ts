import { describe, expect, it } from 'vitest';
import { boletoBarcodeCheckDigit, boletoBarcodeOf } from './boleto';

describe('a boleto barcode from its digitable line', () => {
  // A Banco do Brasil slip (bank 001, BRL, due factor 7681, R$ 10.00) in FEBRABAN's layout: line and barcode of the same slip.
  const line = '00190.00009 02701.213007 00009.271172 1 76810000001000';
  const barcode = '00191768100000010000000002701213000000927117';

  it('reorders the fields and drops the three block check digits', () => {
    expect(boletoBarcodeOf(line)).toBe(barcode);
    expect(boletoBarcodeOf(line.replace(/\D/g, ''))).toBe(barcode);
  });

  it('keeps the general check digit the barcode itself proves', () => {
    expect(boletoBarcodeCheckDigit(barcode)).toBe(Number(barcode[4]));
  });

  it('refuses a line that is not 47 digits', () => {
    expect(() => boletoBarcodeOf('00190.00009 02701.213002')).toThrow(/47 digits/);
  });
});
