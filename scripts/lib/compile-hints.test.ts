import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markBrowserChunks } from './compile-hints';

describe('the browser chunks’ compile hint', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('opens every script under .next/static/chunks with it, once, and leaves other files alone', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    const chunks = path.join(root, '.next', 'static', 'chunks');
    fs.mkdirSync(path.join(chunks, 'app', 'nested'), { recursive: true });
    const files = {
      top: path.join(chunks, 'a1b2.js'),
      nested: path.join(chunks, 'app', 'nested', 'page-c3.js'),
      style: path.join(chunks, 'd4.css'),
      marked: path.join(chunks, 'e5.js'),
    };
    fs.writeFileSync(files.top, '(globalThis.TURBOPACK||=[]).push([1])');
    fs.writeFileSync(files.nested, 'self.x=1');
    fs.writeFileSync(files.style, 'body{margin:0}');
    fs.writeFileSync(files.marked, `${COMPILE_HINT}self.y=2`);

    expect(markBrowserChunks(root)).toBe(2);
    expect(fs.readFileSync(files.top, 'utf8')).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([1])`);
    expect(fs.readFileSync(files.nested, 'utf8')).toBe(`${COMPILE_HINT}self.x=1`);
    expect(fs.readFileSync(files.style, 'utf8')).toBe('body{margin:0}');
    expect(fs.readFileSync(files.marked, 'utf8')).toBe(`${COMPILE_HINT}self.y=2`);
    // A second build step over the same build changes nothing.
    expect(markBrowserChunks(root)).toBe(0);
    expect(fs.readFileSync(files.top, 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });
});
