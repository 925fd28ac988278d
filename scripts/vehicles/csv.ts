/** Deterministic gzipped CSV (RFC 4180 quoting, UTF-8, LF line ends, header row). */
import fs from 'node:fs';
import zlib from 'node:zlib';

export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const lines = [header.join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return lines.join('\n') + '\n';
}

/**
 * Write header + rows as gzip level 9. Node's gzip header carries no file name and a zero
 * timestamp, so the same rows give the same bytes. Returns the compressed size.
 */
export function writeCsvGz(file: string, header: readonly string[], rows: readonly CsvCell[][]): { bytes: number; rawBytes: number } {
  const text = toCsv(header, rows);
  const gz = zlib.gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
  fs.writeFileSync(file, gz);
  return { bytes: gz.byteLength, rawBytes: Buffer.byteLength(text, 'utf8') };
}

/** Compare strings by code point (locale-independent, so sorting is reproducible). */
export function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Parse RFC 4180 CSV text (header row first) into records. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  const [header, ...data] = rows;
  if (!header) return [];
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** Read a gzipped CSV file into records. */
export function readCsvGz(file: string): Record<string, string>[] {
  return parseCsv(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
}
