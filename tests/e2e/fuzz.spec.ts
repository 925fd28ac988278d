import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './admin';
import { expect, test } from './fixtures';
import { readOpenApi, type ApiOperation } from './openapi';

/**
 * Bad requests get a 4xx, never a 5xx (security issue 19, items 4 and 8). Every route.ts under
 * src/app with each method it exports, every page with its dynamic segments, and every path of
 * the OpenAPI file (which we assume an attacker reads) is sent a deterministic table of hostile
 * values: NUL, malformed and overlong UTF-8 percent-encodings, control characters, huge and
 * negative numbers, NaN, repeated keys where one value is expected, 10,000 characters, quotes,
 * `../`, a right-to-left override and the empty string, in path segments and query parameters;
 * mutating methods also get hostile JSON bodies (wrong types, arrays for objects, deep nesting,
 * huge numbers, missing fields, each field of the spec's example replaced in turn). Rate limits
 * may answer 429: only a 5xx fails. Mutating requests carry the site's Origin.
 */

const APP = path.join(process.cwd(), 'src/app');
const CONCURRENCY = 8;
const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Hostile values as they travel in a URL (already percent-encoded, or deliberately malformed). */
const HOSTILE: { label: string; raw: string }[] = [
  { label: 'NUL', raw: '%00' },
  { label: 'NUL inside', raw: '%00NaNf' },
  { label: 'NUL after text', raw: 'abc%00' },
  { label: 'malformed percent-encoding', raw: '%E0%A4%A' },
  { label: 'lone percent', raw: '%' },
  { label: 'overlong UTF-8', raw: '%C0%AE%C0%AE%C0%AF' },
  { label: 'invalid UTF-8 bytes', raw: '%FF%FE' },
  { label: 'control characters', raw: '%01%1F%7F' },
  { label: 'CRLF', raw: '%0D%0ASet-Cookie:%20x=1' },
  { label: 'huge integer', raw: '99999999999999999999999' },
  { label: 'five digits (a year that overflows an id scaled by it)', raw: '99999' },
  { label: 'float overflow', raw: '1e308' },
  { label: 'negative', raw: '-1' },
  { label: 'NaN', raw: 'NaN' },
  { label: 'quotes', raw: '%27%22%3B--' },
  { label: 'path traversal', raw: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'right-to-left override', raw: '%E2%80%AEgpj.exe' },
  { label: '10,000 characters', raw: 'a'.repeat(10_000) },
  { label: 'empty', raw: '' },
];

/** The values each query parameter gets one at a time (the whole table would take too long on every parameter of every route). */
const CORE = HOSTILE.filter((h) => ['NUL after text', 'malformed percent-encoding', 'huge integer', 'five digits (a year that overflows an id scaled by it)', '10,000 characters'].includes(h.label));

/** Hostile strings inside a JSON body. */
const HOSTILE_STRINGS = ['\u0000', 'a\u0000b', '\u0001\u001f\u007f', '\ud800', '\u202egpj.exe', '../../etc/passwd', `'"; drop table products; --`, 'x'.repeat(10_000), '', ' '];
/** Hostile values where the example has a number. */
const HOSTILE_NUMBERS: unknown[] = [1e308, -1, 99999999999999999999, 0.5, 'NaN', '1e308', null];

interface Probe {
  method: string;
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// What there is to call

interface RouteFile {
  /** "/ecomm/b2c/v1/vehicles/vin/[vin]" */
  template: string;
  methods: string[];
}

function filesNamed(dir: string, name: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesNamed(full, name);
    return e.name === name ? [full] : [];
  });
}

function templateOf(file: string): string {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((s) => s && !/^\(.+\)$/.test(s) && !s.startsWith('@'));
  return `/${segments.join('/')}`;
}

function routeFiles(): RouteFile[] {
  return filesNamed(APP, 'route.ts').map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const methods = new Set<string>();
    for (const m of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(m[1]!);
    for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) for (const name of m[1]!.split(',')) if (/^(GET|POST|PUT|PATCH|DELETE)$/.test(name.trim())) methods.add(name.trim());
    return { template: templateOf(file), methods: [...methods] };
  });
}

/** Page templates; the error-boundary journey's fault page throws on purpose. */
function pageTemplates(): string[] {
  return filesNamed(APP, 'page.tsx')
    .map(templateOf)
    .filter((t) => !t.endsWith('/test-fault'));
}

const dynamicName = (segment: string) => /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment)?.[1];

/** Values for dynamic segments when another segment is the one under test. */
const GOOD_SEGMENTS: Record<string, string> = {
  locale: 'en-US',
  brandName: 'cindor',
  slug: 'maxgrip-brake-pad-set-max100001',
  rest: 'parts',
  path: 'sale',
  make: 'honda',
  model: 'accord',
  year: '2015',
  state: 'tx',
  city: 'austin',
  storeNumber: '6997',
  vin: '1HGCM82633A004352',
  kind: 'part_terminology',
  name: 'products-1.xml',
};

/** The API's operations by route template ("/a/{b}" and "/a/[b]" alike, ".xml" of a segment dropped). */
function operationKey(template: string): string {
  return template.replace(/\{([^}]+)\}(\.\w+)?/g, '[$1]').replace(/\[\.\.\.([^\]]+)\]/g, '[$1]');
}

/** Fill a template's dynamic segments: `under` gets `raw`, the others a plausible value. */
function fill(template: string, examples: Record<string, string | undefined>, under?: string, raw?: string): string {
  return template
    .split('/')
    .map((segment) => {
      const name = dynamicName(segment) ?? /^\{([^}]+)\}/.exec(segment)?.[1];
      if (!name) return segment;
      if (name === under) return raw!;
      return encodeURIComponent(examples[name] ?? GOOD_SEGMENTS[name] ?? 'x1');
    })
    .join('/');
}

const segmentNames = (template: string) => template.split('/').flatMap((s) => dynamicName(s) ?? /^\{([^}]+)\}/.exec(s)?.[1] ?? []);

// ---------------------------------------------------------------------------------------------
// Query strings and bodies

function queryString(params: [string, string][]): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
}

/** One parameter hostile at a time (the others as the spec's example), then repeated keys and bracket keys. */
function queryProbes(base: string, params: { name: string; example?: string }[], values = CORE): string[] {
  const good: [string, string][] = params.filter((p) => p.example !== undefined).map((p) => [p.name, encodeURIComponent(p.example!)]);
  const urls: string[] = [];
  for (const p of params) {
    const others = good.filter(([k]) => k !== p.name);
    for (const value of values) urls.push(`${base}?${queryString([...others, [p.name, value.raw]])}`);
    urls.push(`${base}?${queryString([...others, [p.name, '1'], [p.name, '2']])}`);
  }
  return urls;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every leaf of a JSON example. */
function leaves(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; value: unknown }[] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leaves(v, [...at, i])) : [{ at, value }];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leaves(v, [...at, k])) : [{ at, value }];
  }
  return [{ at, value }];
}

function replaced(example: unknown, at: (string | number)[], value: unknown): unknown {
  if (!at.length) return value;
  const copy = (Array.isArray(example) ? [...(example as unknown[])] : { ...(example as Record<string, unknown>) }) as Record<string | number, unknown>;
  const [head, ...rest] = at;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

function nested(depth: number): Json {
  let value: Json = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'true';
  if (Array.isArray(value)) return { 0: value[0] ?? null };
  if (value && typeof value === 'object') return [value];
  return {};
}

/**
 * Hostile bodies: whole-body shapes, then each leaf of the example replaced in turn. `safe`
 * (operators' routes) keeps to values no validation can accept, so the fuzz never changes
 * content or rewards other journeys look at.
 */
function bodies(example: unknown, safe: boolean): string[] {
  const out: unknown[] = [null, [], 'text', 1e308, {}, nested(2_000)];
  const raw = ['{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}', 'not json', '{"unterminated": ', '\u0000', `{"a": ${'9'.repeat(400)}}`];
  if (example !== undefined) {
    out.push([example]);
    leaves(example).forEach((leaf, i) => {
      // Each leaf: the wrong type, then a NUL, then one more hostile value in turn (every value of the tables is used across the leaves).
      out.push(replaced(example, leaf.at, i % 2 ? wrongType(leaf.value) : null));
      if (typeof leaf.value === 'string') {
        out.push(replaced(example, leaf.at, 'a\u0000b'));
        if (!safe) out.push(replaced(example, leaf.at, HOSTILE_STRINGS[(i % (HOSTILE_STRINGS.length - 2)) + 2]!));
      } else if (typeof leaf.value === 'number' && !safe) {
        out.push(replaced(example, leaf.at, HOSTILE_NUMBERS[i % HOSTILE_NUMBERS.length]));
      }
    });
  }
  return [...out.map((b) => JSON.stringify(b)), ...raw];
}

// ---------------------------------------------------------------------------------------------
// Sending

interface Tally {
  sent: number;
  failures: string[];
  statuses: Map<number, number>;
}

async function send(request: APIRequestContext, probes: Probe[], baseURL: string, testInfo: TestInfo): Promise<Tally> {
  const tally: Tally = { sent: 0, failures: [], statuses: new Map() };
  console.log(`${testInfo.title}: sending ${probes.length} requests`);
  let next = 0;
  async function worker() {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const mutating = MUTATING.includes(probe.method);
      const headers: Record<string, string> = { ...probe.headers };
      if (mutating) headers.origin = baseURL;
      if (probe.body !== undefined) headers['content-type'] = 'application/json';
      const response = await request
        .fetch(probe.url, { method: probe.method, headers, data: probe.body, maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 })
        .catch((error: Error) => {
          // An answer whose headers pass the client's limit (a redirect repeating a 10,000-character value) is no 5xx; anything else is a failure.
          if (!/Header overflow/.test(error.message)) tally.failures.push(`${probe.method} ${probe.url.slice(0, 160)} → ${error.message.split('\n')[0]}`);
          console.log(`no answer: ${probe.method} ${probe.url.slice(0, 160)} ${error.message.split('\n')[0]}`);
          return null;
        });
      tally.sent++;
      if (!response) {
        tally.statuses.set(0, (tally.statuses.get(0) ?? 0) + 1);
        continue;
      }
      tally.statuses.set(response.status(), (tally.statuses.get(response.status()) ?? 0) + 1);
      if (response.status() >= 500) {
        const body = (await response.text()).slice(0, 200).replace(/\s+/g, ' ');
        console.log(`5xx: ${probe.method} ${probe.url.slice(0, 200)} ${probe.body?.slice(0, 200) ?? ''} → ${response.status()}`);
        tally.failures.push(`${probe.method} ${probe.url.slice(0, 160)}${probe.body !== undefined ? ` body ${probe.body.slice(0, 120)}` : ''} → ${response.status()} ${body}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const summary = `${testInfo.title}: ${tally.sent} requests sent (${[...tally.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')})`;
  console.log(summary);
  testInfo.annotations.push({ type: 'requests', description: summary });
  return tally;
}

const operations = readOpenApi();
const operationsByKey = new Map<string, ApiOperation[]>();
for (const op of operations) operationsByKey.set(operationKey(op.path), [...(operationsByKey.get(operationKey(op.path)) ?? []), op]);

function examplesOf(ops: ApiOperation[]): Record<string, string | undefined> {
  return Object.fromEntries(ops.flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example])));
}

/** Every route file's methods, joined with the OpenAPI operations (and the OpenAPI paths no route file serves). */
function apiTargets(): { template: string; method: string; op?: ApiOperation }[] {
  const targets: { template: string; method: string; op?: ApiOperation }[] = [];
  const seen = new Set<string>();
  for (const route of routeFiles()) {
    const ops = operationsByKey.get(operationKey(route.template)) ?? [];
    for (const method of route.methods) {
      const op = ops.find((o) => o.method === method);
      targets.push({ template: op?.path ?? route.template, method, op });
      seen.add(`${method} ${operationKey(route.template)}`);
    }
  }
  for (const op of operations) if (!seen.has(`${op.method} ${operationKey(op.path)}`)) targets.push({ template: op.path, method: op.method, op });
  return targets;
}

const adminHeaders = (template: string) => (template.startsWith('/api/admin/') ? { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } : undefined);
const GENERIC_QUERY = [{ name: 'locale', example: 'en-US' }, { name: 'page' }, { name: 'id' }];

test.describe('hostile input gets a 4xx, never a 5xx', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every REST route: hostile path segments', async ({ request, baseURL }, testInfo) => {
    const probes: Probe[] = [];
    for (const { template, method } of apiTargets()) {
      const examples = examplesOf(operationsByKey.get(operationKey(template)) ?? []);
      for (const name of segmentNames(template)) for (const value of HOSTILE) probes.push({ method, url: fill(template, examples, name, value.raw), headers: adminHeaders(template) });
    }
    const tally = await send(request, probes, baseURL!, testInfo);
    expect(tally.failures).toEqual([]);
  });

  test('every REST route: hostile query parameters, one at a time', async ({ request, baseURL }, testInfo) => {
    const probes: Probe[] = [];
    for (const { template, method, op } of apiTargets()) {
      const examples = examplesOf(operationsByKey.get(operationKey(template)) ?? []);
      const headers = adminHeaders(template);
      // An operator's write is sent only with bodies no validation accepts (below), never with the example's own path.
      if (method === 'GET' || !headers) {
        const params = op ? op.parameters.filter((p) => p.in === 'query') : GENERIC_QUERY;
        for (const url of queryProbes(fill(template, examples), params.length ? params : GENERIC_QUERY)) probes.push({ method, url, headers });
      }
    }
    const tally = await send(request, probes, baseURL!, testInfo);
    expect(tally.failures).toEqual([]);
  });

  test('every mutating REST route: hostile JSON bodies', async ({ request, baseURL }, testInfo) => {
    const probes: Probe[] = [];
    for (const { template, method, op } of apiTargets()) {
      if (!MUTATING.includes(method)) continue;
      const headers = adminHeaders(template);
      const examples = examplesOf(operationsByKey.get(operationKey(template)) ?? []);
      // An operator's write with a real id (the example's) could delete what other journeys read: ids stay made-up.
      const url = headers ? fill(template, Object.fromEntries(Object.keys(examples).map((k) => [k, k === 'locale' ? 'en-US' : 'fuzz-404']))) : fill(template, examples);
      for (const body of bodies(op?.bodyExample, !!headers)) probes.push({ method, url: `${url}?locale=en-US`, body, headers });
    }
    const tally = await send(request, probes, baseURL!, testInfo);
    expect(tally.failures).toEqual([]);
  });

  test('every page: hostile path segments', async ({ request, baseURL }, testInfo) => {
    const probes: Probe[] = [];
    for (const template of pageTemplates()) {
      // The locale's segment is the same for every page: it gets the whole table once, below.
      for (const name of segmentNames(template).filter((n) => n !== 'locale')) for (const value of CORE) probes.push({ method: 'GET', url: fill(template, {}, name, value.raw) });
    }
    // Paths the catalogue resolves (category, shelf, product, brand), and the locale's place, with the whole table.
    for (const prefix of ['', '/parts/brakes', '/products', '/brands', '/es-MX/parts']) {
      for (const value of HOSTILE) probes.push({ method: 'GET', url: `${prefix}/${value.raw}` });
    }
    for (const value of HOSTILE) if (value.raw) probes.push({ method: 'GET', url: `/${value.raw}/brands` });
    const tally = await send(request, probes, baseURL!, testInfo);
    expect(tally.failures).toEqual([]);
  });

  test('every page: hostile query parameters, shelf filters one at a time', async ({ request, baseURL }, testInfo) => {
    const probes: Probe[] = [];
    // A shelf reads each filter on its own (a bad one is dropped, the others kept), so every filter gets each value at once.
    const shelfParams = ['page', 'sort', 'attr', 'brand', 'minPrice', 'maxPrice', 'fits', 'store', 'type', 'intcmp'];
    for (const shelf of ['/parts/brakes', '/brands/cindor', '/deals/sale', '/es-MX/parts/brakes', '/searchresult?searchText=brake%20pads&']) {
      const base = shelf.includes('?') ? shelf : `${shelf}?`;
      for (const value of HOSTILE) probes.push({ method: 'GET', url: `${base}${queryString(shelfParams.map((k) => [k, k === 'attr' ? `position:Front${value.raw}` : value.raw]))}` });
      probes.push({ method: 'GET', url: `${base}${queryString(shelfParams.flatMap((k) => [[k, '1'], [k, '2']] as [string, string][]))}` });
    }
    for (const url of queryProbes('/searchresult', [{ name: 'searchText', example: 'brake pads' }], HOSTILE)) probes.push({ method: 'GET', url });
    // Every page without dynamic segments, with every hostile value in a few common parameters at once.
    for (const template of pageTemplates()) {
      if (segmentNames(template).some((n) => n !== 'locale')) continue;
      const url = fill(template, {});
      for (const value of [HOSTILE[probes.length % HOSTILE.length]!, HOSTILE[(probes.length + 7) % HOSTILE.length]!]) {
        probes.push({ method: 'GET', url: `${url}?${queryString(['q', 'page', 'id', 'orderNumber', 'redirect', 'callbackURL', 'token', 'vin', 'orderType', 'next'].map((k) => [k, value.raw]))}` });
      }
    }
    const tally = await send(request, probes, baseURL!, testInfo);
    expect(tally.failures).toEqual([]);
  });
});
