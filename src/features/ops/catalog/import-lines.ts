/** The lines an import run streams to the browser (import-stream.ts), read by ImportForm. */
export type ImportLine =
  | { type: 'progress'; phase: 'checking' | 'writing'; done?: number; total?: number }
  | { type: 'result'; ok: boolean; dryRun: boolean; rows: number; message: string; problems: { where: string; reasons: string[] }[] }
  | { type: 'refused'; message: string };

/** Split what has arrived into whole lines and the rest still arriving. */
export function splitLines(buffer: string): { lines: ImportLine[]; rest: string } {
  const parts = buffer.split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((p) => p.trim()).map((p) => JSON.parse(p) as ImportLine), rest };
}
