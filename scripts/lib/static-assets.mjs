// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The build's browser files, served with the Brotli or gzip the build made of them
 * (scripts/lib/precompress.ts, docs/decisions/068), ahead of Next's handler.
 *
 * At start it lists `.next/static` once and keeps each file's compressed forms in memory (about
 * 1.2 MB for the whole build); the uncompressed form is read from disk for the rare client that
 * accepts neither. A request it does not answer (another path, another method, a file without a
 * compressed form, a client that accepts neither) goes on to Next as before. Its answers carry
 * what Next's would: the headers of next.config.ts that match the path (from the build's
 * routes-manifest.json), `Cache-Control: public, max-age=31536000, immutable` (the names carry a
 * content hash), the content type, an ETag, and `Vary: Accept-Encoding`.
 */

const PREFIX = '/_next/static/';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The content type of each kind of file the build compresses (scripts/lib/precompress.ts compresses exactly these). */
/** @type {Record<string, string>} */
export const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.html': 'text/html; charset=UTF-8',
  '.xml': 'application/xml; charset=UTF-8',
  '.wasm': 'application/wasm',
};

/**
 * The encodings a request's Accept-Encoding allows, among br and gzip (`q=0` refuses one; `*`
 * stands for any not named).
 * @param {string | undefined} header
 * @returns {Set<'br' | 'gzip'>}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  /** @type {Set<'br' | 'gzip'>} */
  const accepted = new Set();
  for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0) accepted.add(encoding);
  }
  return accepted;
}

/**
 * @typedef {{ file: string, size: number, etag: string, type: string, headers: [string, string][], br: Buffer, gzip: Buffer }} Asset
 */

/**
 * The headers next.config.ts gives a path, as the build wrote them (`headers` of routes-manifest.json).
 * @param {string} root
 * @returns {(pathname: string) => [string, string][]}
 */
function configuredHeaders(root) {
  const manifest = path.join(root, '.next', 'routes-manifest.json');
  /** @type {{ regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }[]} */
  const rules = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).headers ?? []) : [];
  // Rules that depend on the request (has/missing) cannot be worked out once per file.
  const fixed = rules.filter((rule) => !rule.has && !rule.missing).map((rule) => ({ pattern: new RegExp(rule.regex), headers: rule.headers }));
  return (pathname) => fixed.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers.map(({ key, value }) => /** @type {[string, string]} */ ([key, value])));
}

/**
 * @param {string} [root] the project's directory (its `.next` holds the build)
 * @returns {{ serve(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): boolean }}
 */
export function createStaticAssets(root = process.cwd()) {
  const dir = path.join(root, '.next', 'static');
  const headersFor = configuredHeaders(root);
  /** @type {Map<string, Asset>} */
  const assets = new Map();
  if (fs.existsSync(dir)) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const type = TYPES[path.extname(file)];
      if (!type || !fs.existsSync(`${file}.br`) || !fs.existsSync(`${file}.gz`)) continue;
      const stat = fs.statSync(file);
      const pathname = PREFIX + path.relative(dir, file).split(path.sep).join('/');
      assets.set(pathname, {
        file,
        size: stat.size,
        etag: `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`,
        type,
        headers: headersFor(pathname),
        br: fs.readFileSync(`${file}.br`),
        gzip: fs.readFileSync(`${file}.gz`),
      });
    }
  }

  return {
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url ?? '';
      if (!url.startsWith(PREFIX)) return false;
      const query = url.indexOf('?');
      const asset = assets.get(query === -1 ? url : url.slice(0, query));
      if (!asset) return false;
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
      const body = encoding ? asset[encoding] : undefined;
      for (const [key, value] of asset.headers) response.setHeader(key, value);
      response.setHeader('Cache-Control', CACHE_CONTROL);
      response.setHeader('Content-Type', asset.type);
      response.setHeader('Vary', 'Accept-Encoding');
      // One ETag per form: a cache must not answer a gzip request with a stored Brotli body.
      const etag = `"${asset.etag}-${encoding ?? 'identity'}"`;
      response.setHeader('ETag', etag);
      if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        response.statusCode = 304;
        response.end();
        return true;
      }
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body ? body.length : asset.size);
      response.statusCode = 200;
      if (request.method === 'HEAD') response.end();
      else if (body) response.end(body);
      else fs.createReadStream(asset.file).on('error', () => response.destroy()).pipe(response);
      return true;
    },
  };
}
