import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server';

export const DOC_PATH = path.join(ROOT, 'docs', 'performance.md');

const INTRO = `# Performance

Measurements of the benchmarks in \`bench/\`, each of which rewrites its own section below.
They were taken on a 2-core machine; they move from run to run and between machines, and a
benchmark exits 0 when a target is missed: they measure, they do not assert.
`;

/** Replaces one benchmark's section (or appends it), keeping every other section as it was. */
export function writeDocSection(title: string, newSection: string): void {
  const existing = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, 'utf8') : '';
  let text = /^# Performance\s*$/m.test(existing) ? existing : `${INTRO}\n${existing}`;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === title);
  if (start === -1) {
    text = `${text.replace(/\n*$/, '')}\n\n${newSection}`;
  } else {
    let end = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line));
    if (end === -1) end = lines.length;
    const before = lines.slice(0, start).join('\n').replace(/\n*$/, '');
    const after = lines.slice(end).join('\n').replace(/^\n*/, '');
    text = `${before}\n\n${newSection}${after ? `\n${after}` : ''}`;
  }
  fs.mkdirSync(path.dirname(DOC_PATH), { recursive: true });
  fs.writeFileSync(DOC_PATH, `${text.replace(/\n*$/, '')}\n`);
}
