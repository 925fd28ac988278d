/**
 * Merges message fragments into the catalogues: messages/incoming/<name>.<locale>.json is deep-merged into
 * messages/<locale>.json (the fragment wins), then removed. Lets several people add labels without editing
 * the same file by hand. `merge-messages.ts <name>...` merges only those fragments.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '..', 'messages');
const incoming = path.join(root, 'incoming');

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return target;
}

const only = process.argv.slice(2);
let merged = 0;
for (const file of readdirSync(incoming).filter((f) => f.endsWith('.json') && (!only.length || only.includes(f.split('.')[0]!))).sort()) {
  const locale = file.split('.').at(-2);
  const catalogue = path.join(root, `${locale}.json`);
  const tree = JSON.parse(readFileSync(catalogue, 'utf8')) as Tree;
  writeFileSync(catalogue, `${JSON.stringify(merge(tree, JSON.parse(readFileSync(path.join(incoming, file), 'utf8')) as Tree), null, 2)}\n`);
  rmSync(path.join(incoming, file));
  merged++;
}
console.log(`merged ${merged} message fragment(s)`);
