/**
 * PIX "copia e cola": the EMV QR Code payload of Banco Central do Brasil's BR Code (Manual de
 * Padrões para Iniciação do PIX). Each field is ID (2 digits) + length (2 digits) + value; the
 * payload ends with field 63, a CRC16/CCITT-FALSE of everything before it, "6304" included.
 */

/** The retailer's PIX key in the sandbox: a random (EVP) key, as the central bank's directory hands out. */
export const SANDBOX_PIX_KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
export const SANDBOX_PIX_MERCHANT = { name: 'REDLINE AUTOPECAS', city: 'SAO PAULO' } as const;

/** CRC16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hexadecimal digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** EMV text fields take plain ASCII: accents dropped, upper case, cut to the field's size. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

export interface PixChargeInput {
  key: string;
  /** Minor units of BRL. */
  amount: number;
  /** The transaction id the payment comes back with: 1 to 25 letters and digits. */
  txid: string;
  merchantName: string;
  merchantCity: string;
}

/** The "copia e cola" code of a one-time PIX charge of `amount`. */
export function pixPayload({ key, amount, txid, merchantName, merchantCity }: PixChargeInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('A PIX txid is 1 to 25 letters and digits');
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('A PIX amount is a positive number of centavos');
  const body =
    field('00', '01') +
    field('01', '12') + // one-time: the code is good for this charge only
    field('26', field('00', 'br.gov.bcb.pix') + field('01', key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (amount / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(merchantName, 25)) +
    field('60', plain(merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** Reads a payload's top-level fields (ID → value), or null when its CRC does not match. */
export function parsePixPayload(payload: string): Map<string, string> | null {
  if (payload.length < 8 || crc16(payload.slice(0, -4)) !== payload.slice(-4)) return null;
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) return null;
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
