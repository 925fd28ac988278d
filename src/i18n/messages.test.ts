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

/**
 * The ICU arguments of a message, in order: {name}, and {name, plural|select|selectordinal, ...}
 * with the arguments inside its branches, whose own text ({text} in "string {text}") is not one;
 * {name, number|date|time, style} counts once.
 */
function placeholders(text: string): string[] {
  const found: string[] = [];
  // Message text up to the `}` that closes it (or the end); returns the index after it.
  const message = (at: number, closed: boolean): number => {
    let i = at;
    while (i < text.length) {
      if (text[i] === '{') i = argument(i + 1);
      else if (text[i] === '}' && closed) return i + 1;
      else i++;
    }
    return i;
  };
  const argument = (at: number): number => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(at));
    if (!head) return at;
    found.push(head[1]!);
    let i = at + head[0].length;
    if (head[2] && ['plural', 'select', 'selectordinal'].includes(head[2])) {
      i = text.indexOf(',', i) + 1;
      for (;;) {
        while (/\s/.test(text[i] ?? '')) i++;
        if (i >= text.length || text[i] === '}') return i + 1;
        while (i < text.length && text[i] !== '{') i++;
        i = message(i + 1, true);
      }
    }
    for (let depth = 1; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return i + 1;
    }
    return i;
  };
  message(0, false);
  return found.sort();
}

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
