import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isCpf, validateCpf } from './cpf';

describe('CPF', () => {
  it('accepts CPFs whose two check digits are right, written with or without dots and hyphen', () => {
    expect(validateCpf('529.982.247-25')).toBeNull();
    expect(validateCpf('52998224725')).toBeNull();
    expect(validateCpf(' 111.444.777-35 ')).toBeNull();
    // A first check digit of 0 (the rest 10 counts as 0).
    expect(isCpf('12345678909')).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(validateCpf('529.982.247-15')).toBe('validation.cpf.invalid');
    expect(validateCpf('529.982.247-24')).toBe('validation.cpf.invalid');
  });

  it('refuses one digit repeated, which passes the arithmetic but is never issued', () => {
    for (const d of '0123456789') expect(validateCpf(`${d.repeat(3)}.${d.repeat(3)}.${d.repeat(3)}-${d.repeat(2)}`)).toBe('validation.cpf.invalid');
  });

  it('says what is wrong: missing, or not written as a CPF', () => {
    expect(validateCpf('')).toBe('validation.cpf.missing');
    expect(validateCpf(undefined)).toBe('validation.cpf.missing');
    expect(validateCpf('5299822472')).toBe('validation.cpf.format');
    expect(validateCpf('529.982.247-255')).toBe('validation.cpf.format');
    expect(validateCpf('abc.def.ghi-jk')).toBe('validation.cpf.format');
    expect(cpfDigits('529 982 247 25')).toBeNull();
  });

  it('formats 000.000.000-00 as the digits come, and leaves other text as typed', () => {
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('529982247250')).toBe('529982247250');
    expect(formatCpf('52a')).toBe('52a');
  });
});
