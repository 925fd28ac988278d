import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressStatic } from './precompress';
import { acceptedEncodings, createStaticAssets } from './static-assets.mjs';

const SCRIPT = `console.log(${JSON.stringify('a part that fits '.repeat(200))});\n`;
let root: string;
let server: http.Server;
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  const chunks = path.join(root, '.next', 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'app.js'), SCRIPT);
  fs.writeFileSync(path.join(chunks, 'tiny.js'), 'x();\n');
  fs.writeFileSync(
    path.join(root, '.next', 'routes-manifest.json'),
    JSON.stringify({
      headers: [
        { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
        { source: '/api/:path*', regex: '^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'" }] },
      ],
    }),
  );
  precompressStatic(root);
  const assets = createStaticAssets(root);
  server = http.createServer((incoming, response) => {
    if (assets.serve(incoming, response)) return;
    response.statusCode = 418;
    response.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('precompressStatic', () => {
  it('writes a Brotli and a gzip form that decode to the file, and leaves files under the minimum alone', () => {
    const file = path.join(root, '.next', 'static', 'chunks', 'app.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(SCRIPT.length / 10);
    expect(fs.existsSync(path.join(root, '.next', 'static', 'chunks', 'tiny.js.br'))).toBe(false);
    expect('x();\n'.length).toBeLessThan(MIN_BYTES);
  });

  it('compresses again only what changed', () => {
    expect(precompressStatic(root)).toBe(0);
    const file = path.join(root, '.next', 'static', 'chunks', 'other.js');
    fs.writeFileSync(file, SCRIPT.repeat(2));
    expect(precompressStatic(root)).toBe(1);
    fs.rmSync(file);
    fs.rmSync(`${file}.br`);
    fs.rmSync(`${file}.gz`);
  });
});

describe('acceptedEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip;q=0.5', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    [undefined, []],
  ])('%s', (header, expected) => {
    expect([...acceptedEncodings(header)]).toEqual(expected);
  });
});

describe('serving the build’s browser files', () => {
  it('answers Brotli when the browser accepts it, with the headers Next would send', async () => {
    const answer = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('answers gzip to a client without Brotli, and the file itself to one that accepts neither', async () => {
    const gzip = await request('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await request('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(new Set([gzip.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('answers 304 to a revalidation with the same form’s ETag, and the body to one with another form’s', async () => {
    const first = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherForm = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) });
    expect(otherForm.status).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Next what it does not hold: other paths and methods, small files, escapes from the folder', async () => {
    for (const pathname of ['/_next/static/chunks/tiny.js', '/_next/static/chunks/missing.js', '/_next/static/chunks/../../routes-manifest.json', '/_next/static/chunks/app.js.br', '/products/x']) {
      expect((await request(pathname, { 'accept-encoding': 'br' })).status, pathname).toBe(418);
    }
    expect((await request('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST')).status).toBe(418);
  });
});
