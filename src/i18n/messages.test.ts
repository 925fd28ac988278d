import { describe, expect, it } from 'vitest';
import en from '../../messages/en-US.json';
import es from '../../messages/es-MX.json';
import pt from '../../messages/pt-BR.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

// ICU arguments: {name} or {name, plural|select|number|date|time, ...}; not the text of plural branches.
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)(?=\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const base = leaves(en as Tree);
  for (const [name, catalogue] of [
    ['es-MX', es],
    ['pt-BR', pt],
  ] as const) {
    it(`${name} has every en-US key and no others`, () => {
      expect([...leaves(catalogue as Tree).keys()].sort()).toEqual([...base.keys()].sort());
    });

    it(`${name} uses the same placeholders as en-US`, () => {
      const other = leaves(catalogue as Tree);
      for (const [key, text] of base) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
    });
  }

  it('has no empty labels', () => {
    for (const catalogue of [en, es, pt]) for (const [key, text] of leaves(catalogue as Tree)) expect(text.trim(), key).not.toBe('');
  });
});
