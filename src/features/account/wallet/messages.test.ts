import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/markets';
import { WALLET_ERROR_KEYS } from './shared';

const root = path.resolve(import.meta.dirname, '../../../../messages');
type Tree = { [key: string]: string | Tree };

function read(file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Tree;
}

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/** The merged catalogue, with this module's incoming keys while they are not merged yet. */
function catalogue(locale: string): Tree {
  const merged = read(`${locale}.json`);
  const incoming = path.join(root, 'incoming', `wallet.${locale}.json`);
  const account = merged.account as Tree | undefined;
  return account?.wallet || !fs.existsSync(incoming) ? merged : merge(merged, read(`incoming/wallet.${locale}.json`));
}

/** Every leaf as "a.b.c" -> the placeholders it uses. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, [...value.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join(','));
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

describe('wallet messages', () => {
  const wallet = (locale: string) => leaves(((catalogue(locale).account as Tree).wallet as Tree) ?? {});

  it('every locale has the same keys with the same placeholders', () => {
    const english = wallet('en-US');
    expect(english.size).toBeGreaterThan(10);
    for (const locale of LOCALES) expect(wallet(locale), locale).toEqual(english);
  });

  for (const locale of LOCALES) {
    it(`${locale} has a message for every refusal`, () => {
      const problems: string[] = [];
      const t = createTranslator({ locale, messages: catalogue(locale), onError: (e) => problems.push(e.message) });
      for (const key of Object.values(WALLET_ERROR_KEYS)) expect(t(key as never), key).not.toBe(key);
      expect(problems).toEqual([]);
    });
  }
});
