import fs from 'node:fs';
import path from 'node:path';

/**
 * What the fuzz journey needs of docs/api/openapi.yaml, read as an attacker would: every path,
 * its methods, their query and path parameters (with an example value when the file gives one)
 * and the example of their JSON request body. The file is plain block YAML, so a small reader
 * of that subset (mappings, sequences, scalars, one-line flow collections, block scalars) is
 * enough; no dependency is added for it.
 */

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml };

interface Line {
  indent: number;
  text: string;
}

function scalar(raw: string): Yaml {
  const text = raw.trim();
  if (text === '' || text === '~' || text === 'null') return null;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^'.*'$/.test(text)) return text.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(text)) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return text.slice(1, -1);
    }
  }
  if (text.startsWith('[') && text.endsWith(']')) return flowItems(text.slice(1, -1)).map(scalar);
  if (text.startsWith('{') && text.endsWith('}')) {
    return Object.fromEntries(
      flowItems(text.slice(1, -1)).map((item) => {
        const at = item.indexOf(':');
        return [item.slice(0, at).trim().replace(/^['"]|['"]$/g, ''), scalar(item.slice(at + 1))];
      }),
    );
  }
  if (/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return Number(text);
  return text.replace(/\s+#.*$/, '');
}

/** The comma-separated items of a one-line flow collection, nested brackets and quotes kept whole. */
function flowItems(body: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = '';
  let current = '';
  for (const ch of body) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/** "key: value" at the start of a line (the key may be quoted); null for a line that is not a mapping entry. */
function entry(text: string): { key: string; rest: string } | null {
  const match = /^('[^']*'|"[^"]*"|[^\s'"#][^:#]*?|[^\s'"#]\S*?):(?:\s+(.*))?$/.exec(text);
  if (!match) return null;
  return { key: match[1]!.replace(/^['"]|['"]$/g, ''), rest: match[2] ?? '' };
}

function parseBlock(lines: Line[], start: number, indent: number): [Yaml, number] {
  const first = lines[start];
  if (!first || first.indent < indent) return [null, start];
  if (first.text.startsWith('- ') || first.text === '-') {
    const list: Yaml[] = [];
    let i = start;
    while (i < lines.length && lines[i]!.indent === first.indent && (lines[i]!.text.startsWith('- ') || lines[i]!.text === '-')) {
      const rest = lines[i]!.text.slice(2);
      const itemIndent = first.indent + 2;
      if (!rest.trim()) {
        const [value, next] = parseBlock(lines, i + 1, itemIndent);
        list.push(value);
        i = next;
      } else if (entry(rest) && !/^['"[{]/.test(rest)) {
        // "- key: value" opens a mapping whose other keys sit at the item's indent.
        const copy = [...lines];
        copy[i] = { indent: itemIndent, text: rest };
        const [value, next] = parseBlock(copy, i, itemIndent);
        list.push(value);
        i = next;
      } else {
        list.push(scalar(rest));
        i++;
      }
    }
    return [list, i];
  }
  const map: Record<string, Yaml> = {};
  let i = start;
  while (i < lines.length && lines[i]!.indent === first.indent) {
    const found = entry(lines[i]!.text);
    if (!found) {
      i++;
      continue;
    }
    const { key, rest } = found;
    if (/^[|>][-+]?$/.test(rest.trim())) {
      let j = i + 1;
      const text: string[] = [];
      while (j < lines.length && lines[j]!.indent > first.indent) text.push(lines[j++]!.text);
      map[key] = text.join('\n');
      i = j;
    } else if (rest.trim() === '') {
      const next = lines[i + 1];
      // A sequence may sit at the key's own indent.
      if (next && (next.indent > first.indent || (next.indent === first.indent && next.text.startsWith('- ')))) {
        const [value, after] = parseBlock(lines, i + 1, next.indent);
        map[key] = value;
        i = after;
      } else {
        map[key] = null;
        i++;
      }
    } else {
      map[key] = scalar(rest);
      i++;
    }
  }
  return [map, i];
}

/** Parse the block-YAML subset the OpenAPI file is written in. */
export function parseYaml(source: string): Yaml {
  const lines: Line[] = [];
  const raw = source.split('\n');
  for (let n = 0; n < raw.length; n++) {
    const line = raw[n]!;
    if (!line.trim() || line.trim().startsWith('#')) {
      // Blank lines inside block scalars are kept as part of the text (they do not change its structure).
      continue;
    }
    lines.push({ indent: line.length - line.trimStart().length, text: line.trim() });
  }
  return parseBlock(lines, 0, 0)[0];
}

export interface ApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  example?: string;
}

export interface ApiOperation {
  path: string;
  method: string;
  parameters: ApiParameter[];
  /** The request body's example, when the file gives one. */
  bodyExample?: unknown;
  hasBody: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Obj = Record<string, Yaml>;
const isObj = (v: Yaml | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every operation of docs/api/openapi.yaml. */
export function readOpenApi(file = path.join(process.cwd(), 'docs/api/openapi.yaml')): ApiOperation[] {
  const doc = parseYaml(fs.readFileSync(file, 'utf8'));
  if (!isObj(doc) || !isObj(doc.paths)) throw new Error(`${file}: no paths`);
  const components = isObj(doc.components) ? doc.components : {};
  const sharedParams = isObj(components.parameters) ? components.parameters : {};
  const resolve = (p: Yaml): Obj | null => {
    if (!isObj(p)) return null;
    const ref = typeof p.$ref === 'string' ? /#\/components\/parameters\/(.+)$/.exec(p.$ref)?.[1] : undefined;
    if (ref) return isObj(sharedParams[ref]) ? sharedParams[ref] : null;
    return p;
  };
  const operations: ApiOperation[] = [];
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    if (!isObj(item)) continue;
    const common = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const parameters = [...common, ...(Array.isArray(op.parameters) ? op.parameters : [])].flatMap((p) => {
        const param = resolve(p);
        if (!param || typeof param.name !== 'string') return [];
        const schema = isObj(param.schema) ? param.schema : {};
        const example = param.example ?? schema.example ?? schema.default ?? (Array.isArray(schema.enum) ? schema.enum[0] : undefined);
        return [{ name: param.name, in: param.in as ApiParameter['in'], example: example === undefined || example === null ? undefined : String(example) }];
      });
      const content = isObj(op.requestBody) && isObj(op.requestBody.content) ? op.requestBody.content : undefined;
      const json = content && isObj(content['application/json']) ? content['application/json'] : undefined;
      let bodyExample: unknown = json?.example;
      if (bodyExample === undefined && json && isObj(json.examples)) {
        const firstExample = Object.values(json.examples)[0];
        if (isObj(firstExample)) bodyExample = firstExample.value;
      }
      operations.push({ path: apiPath, method: method.toUpperCase(), parameters, bodyExample, hasBody: !!content });
    }
  }
  return operations;
}
