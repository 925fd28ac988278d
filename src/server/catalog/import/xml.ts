import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { said, type Reason } from './wordings';

/**
 * ACES and PIES files through fast-xml-parser, keeping where each element starts so that a
 * problem names its line. Values stay strings: the readers check them.
 */
export type XmlNode = Record<string, unknown> | string;

export interface XmlDocument {
  root: Record<string, unknown>;
  /** The 1-based line an element starts on, when the parser kept it. */
  lineOf: (node: unknown) => number | undefined;
}

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

export function parseXml(text: string, rootName: string, arrays: string[]): { ok: true; doc: XmlDocument } | { ok: false; line?: number; reason: Reason } {
  const source = text.replace(/^\ufeff/, '');
  const valid = XMLValidator.validate(source);
  if (valid !== true) return { ok: false, line: valid.err.line, reason: said('xmlMalformed', { detail: valid.err.msg }) };

  const arrayPaths = new Set(arrays);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    captureMetaData: true,
    isArray: (_name, jpath) => arrayPaths.has(String(jpath)),
  });
  const parsed = parser.parse(source) as Record<string, unknown>;
  const root = parsed[rootName];
  if (!root || typeof root !== 'object') return { ok: false, line: 1, reason: said('xmlRoot', { root: rootName }) };

  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (node: unknown): number | undefined => {
    const start = node && typeof node === 'object' ? (node as Record<symbol, { startIndex?: number } | undefined>)[META]?.startIndex : undefined;
    if (start === undefined) return undefined;
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= start) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  return { ok: true, doc: { root: root as Record<string, unknown>, lineOf } };
}

/** An element's text ("<Part>ABC</Part>" or with attributes), trimmed; undefined when empty or absent. */
export function textOf(node: unknown): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (typeof node === 'string' || typeof node === 'number') return String(node).trim() || undefined;
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'object') return textOf((node as Record<string, unknown>)['#text']);
  return undefined;
}

export function attrOf(node: unknown, name: string): string | undefined {
  if (Array.isArray(node)) return attrOf(node[0], name);
  if (!node || typeof node !== 'object') return undefined;
  const value = (node as Record<string, unknown>)[`@_${name}`];
  return value === undefined ? undefined : String(value).trim() || undefined;
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The child element names of an element (not its attributes or text). */
export function childNames(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.keys(node).filter((k) => !k.startsWith('@_') && k !== '#text');
}
