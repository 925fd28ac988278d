import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';

/**
 * docs/api/openapi.yaml is a valid OpenAPI 3.1 document by a strict YAML parser, and it documents
 * every route handler a client can call (src/app/**\/route.ts), with each method the handler
 * exports, and nothing that is not served. A new route without its documentation fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const FILE = path.join(ROOT, 'docs/api/openapi.yaml');
const APP = path.join(ROOT, 'src/app');
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

/**
 * Route handlers that are no client's API, each with why:
 * - better-auth's own endpoints (sign-in, sign-up, session) under one catch-all: the site's forms
 *   call them through better-auth's client; what they take is better-auth's, and a catch-all path
 *   cannot be written as an OpenAPI path (a path parameter never holds a `/`).
 * - the operators' chat console's calls: same-origin fetches of the /ops pages, behind the ops
 *   session cookie (decision 024), not a token a client could hold; and the back office's import
 *   upload (/ops/catalog/imports/run, decision 055), whose API is POST /api/admin/catalog/imports;
 *   and the audit page's CSV download (/ops/audit/export.csv, decision 053), whose API is
 *   GET /api/admin/audit.csv.
 * - the sandbox payment gateway: it stands in for the gateway's hosted card frame and token API
 *   (decision 014), which in production are the gateway's, not ours.
 * - the catch-alls that answer a path no route serves with a 404 in the error envelope
 *   (`noSuchEndpoint`, src/server/platform/http.ts): not endpoints.
 */
const NOT_AN_API = [
  /^\/api\/auth\//,
  /^\/ops\/chat\/api\//,
  /^\/ops\/catalog\/imports\/run$/,
  /^\/ops\/audit\/export\.csv$/,
  /^\/payments\/sandbox\//,
  /^\/(?:api|ecomm|external|payments|sls)\/\{path\*\}$/,
  /^\/images\/\{kind\}(?:\/\{locale\})?$/,
];

type Operation = { operationId?: string; parameters?: Parameter[]; security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
type Parameter = { name?: string; in?: string; $ref?: string };
type PathItem = { parameters?: Parameter[] } & Partial<Record<Lowercase<(typeof METHODS)[number]>, Operation>>;
type OpenApi = { openapi: string; info: { title: string; version: string }; paths: Record<string, PathItem>; components: Record<string, Record<string, unknown>> };

const text = fs.readFileSync(FILE, 'utf8');
/** As `parse(text, { strict: true, uniqueKeys: true })` reads it, once (a parse takes seconds on a busy machine); its errors are checked below. */
const parsed = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true });
const doc = parsed.toJS() as OpenApi;

/** Each route.ts under src/app: its URL path (route groups dropped, `[param]` as `{param}`) and the methods it exports. */
function routeFiles(): { file: string; path: string; methods: string[] }[] {
  return fs
    .readdirSync(APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => {
      const segments = path.dirname(file).split(path.sep).filter((s) => s !== '.' && !/^\(.*\)$/.test(s));
      const url = '/' + segments.map((s) => s.replace(/^\[\.\.\.(\w+)\]$/, '{$1*}').replace(/^\[(\w+)\]$/, '{$1}')).join('/');
      const source = fs.readFileSync(path.join(APP, file), 'utf8');
      const methods = METHODS.filter((m) => new RegExp(`^export (?:async )?function ${m}\\b|^export const ${m}\\b|^export \\{[^}]*\\b${m}\\b[^}]*\\}`, 'm').test(source));
      return { file: `src/app/${file.split(path.sep).join('/')}`, path: url, methods };
    });
}

/**
 * Whether a documented path is the route's: literal segments equal, a route's `{param}` documented
 * as `{param}` or as `{param}` and a literal suffix the parameter's value ends with (the sitemap
 * files: `/sitemaps/{name}.xml` is served by `sitemaps/[name]`, whose `name` holds the `.xml`).
 */
function documents(documented: string, route: string): boolean {
  const a = documented.split('/');
  const b = route.split('/');
  return a.length === b.length && a.every((segment, i) => segment === b[i] || (/^\{\w+\}$/.test(b[i]!) && segment.startsWith(b[i]!)));
}

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/'), ref).toBe(true);
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
}

const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
  METHODS.flatMap((m) => {
    const operation = item[m.toLowerCase() as Lowercase<typeof m>];
    return operation ? [{ path: p, method: m, operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((x) => (x.$ref ? (resolve(x.$ref) as Parameter) : x)) }] : [];
  }),
);

describe('docs/api/openapi.yaml', () => {
  it('is YAML a strict parser takes without an error or a warning, and OpenAPI 3.1', () => {
    expect(parsed.errors.map((e) => e.message)).toEqual([]);
    expect(parsed.warnings.map((e) => e.message)).toEqual([]);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it('reads the same to a YAML 1.1 parser (no unquoted yes/no, dates or octal numbers that tools would read otherwise)', () => {
    expect(parse(text, { strict: true, uniqueKeys: true, schema: 'yaml-1.1' })).toEqual(doc);
  }, 60_000);

  it('refuses a duplicated key and a colon inside a plain scalar of a flow mapping (the checks above can fail)', () => {
    expect(() => parse('paths:\n  /a: {}\n  /a: {}\n', { strict: true, uniqueKeys: true })).toThrow();
    expect(() => parse('a: { b: Only with `c`: d }\n', { strict: true, uniqueKeys: true })).toThrow();
  });


  it('resolves every $ref, and uses none of OpenAPI 3.0’s words that 3.1 dropped', () => {
    const refs: string[] = [];
    const dropped: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          // `nullable` is 3.0's; 3.1 writes type: [string, 'null'].
          if (key === 'nullable' && !where.includes('/properties')) dropped.push(`${where}/${key}`);
          walk(value, `${where}/${key}`);
        }
    };
    walk(doc, '');
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((ref) => resolve(ref) === undefined)).toEqual([]);
    expect(dropped).toEqual([]);
  });

  it('gives every operation a unique operationId and responses, and declares each path parameter where the path names it', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const problems: string[] = [];
    for (const { path: p, method, operation, parameters } of operations) {
      if (!operation.responses || !Object.keys(operation.responses).length) problems.push(`${method} ${p}: no responses`);
      const named = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = parameters.filter((x) => x.in === 'path').map((x) => x.name);
      for (const name of named) if (!declared.includes(name)) problems.push(`${method} ${p}: path parameter ${name} not declared`);
      for (const name of declared) if (!named.includes(name!)) problems.push(`${method} ${p}: declares path parameter ${name} the path does not name`);
    }
    expect(problems).toEqual([]);
  });

  it('documents every route a client can call, with each method its handler exports, and nothing that is not served', () => {
    const routes = routeFiles().filter((r) => !NOT_AN_API.some((pattern) => pattern.test(r.path)));
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const route of routes) {
      expect(route.methods.length, `${route.file} exports no method`).toBeGreaterThan(0);
      const documented = Object.keys(doc.paths).filter((p) => documents(p, route.path));
      if (!documented.length) {
        missing.push(`${route.path} (${route.file})`);
        continue;
      }
      for (const method of route.methods) if (!documented.some((p) => doc.paths[p]![method.toLowerCase() as 'get'])) missing.push(`${method} ${route.path} (${route.file})`);
    }
    expect(missing).toEqual([]);
    const served = routeFiles();
    const unserved = operations.filter((o) => !served.some((r) => documents(o.path, r.path) && r.methods.includes(o.method))).map((o) => `${o.method} ${o.path}`);
    expect(unserved).toEqual([]);
  });

  it('marks every operator call (/api/admin) with the admin bearer token', () => {
    const admin = operations.filter((o) => o.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(10);
    expect(admin.filter((o) => !o.operation.security?.some((s) => 'AdminBearer' in s)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(doc.components.securitySchemes).toHaveProperty('AdminBearer');
  });
});
