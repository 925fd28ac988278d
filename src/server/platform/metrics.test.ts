import { readdirSync } from 'node:fs';
import path from 'node:path';
import { normalizeAppPath } from 'next/dist/shared/lib/router/utils/app-paths.js';
import { getNamedRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex.js';
import { isDynamicRoute } from 'next/dist/shared/lib/router/utils/is-dynamic.js';
import { sortPages } from 'next/dist/shared/lib/router/utils/sortable-routes.js';
import { describe, expect, it } from 'vitest';
import { metrics, metricsText, observeRequest, recordCacheLookup, recordOrderPlaced, routeOf, routeTable } from './metrics';

/**
 * The app's route table as `next build` writes it into .next/routes-manifest.json
 * (next/dist/build/generate-routes-manifest.js: every page and route handler, normalised, sorted
 * by Next's precedence, static then dynamic, each with Next's regex), made from src/app here.
 */
function appRouteManifest() {
  const app = path.join(import.meta.dirname, '../../app');
  const pages = (readdirSync(app, { recursive: true }) as string[])
    .filter((file) => /(^|[/\\])(page\.tsx|route\.ts)$/.test(file))
    .map((file) => normalizeAppPath(`/${file.split(path.sep).join('/').replace(/\.(tsx|ts)$/, '')}`));
  const sorted = sortPages(pages);
  const toRoute = (page: string) => ({ page, regex: getNamedRouteRegex(page, { prefixRouteKeys: true }).re.source.replace(/\\\//g, '/') });
  return { staticRoutes: sorted.filter((p) => !isDynamicRoute(p)).map(toRoute), dynamicRoutes: sorted.filter((p) => isDynamicRoute(p)).map(toRoute) };
}

describe('the route label', () => {
  const routes = routeTable(appRouteManifest());

  it('is the route pattern of the app, never the path', () => {
    expect(routes.length).toBeGreaterThan(100);
    const cases: [string, string][] = [
      ['/', '/[locale]'],
      ['/es-MX', '/[locale]'],
      ['/p/brake-pads-ceramic/123456', '/[locale]/p/[...slug]'],
      ['/pt-BR/p/pastilhas/987', '/[locale]/p/[...slug]'],
      ['/store/tx/austin/1234', '/[locale]/store/[state]/[city]/[storeNumber]'],
      ['/cart', '/[locale]/cart'],
      ['/es-MX/cart', '/[locale]/cart'],
      ['/ecomm/b2c/v1/order/item', '/ecomm/b2c/v1/order/item'],
      ['/api/status', '/api/status'],
      ['/api/admin/content/pages/es-MX/about-us', '/api/admin/content/pages/[locale]/[slug]'],
      ['/healthz', '/healthz'],
      ['/metrics', '/metrics'],
      ['/no/such/page/anywhere', '/[locale]/[...rest]'],
      ['/_next/static/chunks/abc123.js', '/_next/static'],
      ['/_next/image', '/_next/image'],
      ['/%E0%A4%A', 'malformed'],
    ];
    for (const [requestPath, route] of cases) expect(routeOf(requestPath, routes), requestPath).toBe(route);
  });

  it('keeps the label set bounded: ten thousand product paths are one label', () => {
    const labels = new Set(Array.from({ length: 10_000 }, (_, i) => routeOf(`/p/part-${i}/${100_000 + i}`, routes)));
    expect([...labels]).toEqual(['/[locale]/p/[...slug]']);
  });

  it('falls back to the request’s kind without a build’s route table', () => {
    expect(routeOf('/ecomm/b2c/v1/order/item', null)).toBe('api');
    expect(routeOf('/p/x/1', null)).toBe('other');
  });
});

describe('the metrics text', () => {
  it('counts requests by route and status class, times them, and counts cache lookups and orders', async () => {
    metrics().routes = routeTable(appRouteManifest());
    observeRequest({ method: 'GET', path: '/p/a/1', status: 200, seconds: 0.04, pageCache: 'hit' });
    observeRequest({ method: 'GET', path: '/es-MX/p/b/2', status: 200, seconds: 0.7, pageCache: 'miss' });
    observeRequest({ method: 'POST', path: '/ecomm/b2c/v1/order/item', status: 503, seconds: 0.01 });
    observeRequest({ method: 'BREW', path: '/ecomm/b2c/v1/order/item', status: 405, seconds: 0.001 });
    recordCacheLookup('response', true);
    recordCacheLookup('response', false);
    recordOrderPlaced('pt-BR');
    const { body, contentType } = await metricsText();
    expect(contentType).toContain('text/plain');
    expect(body).toMatch(/redline_http_requests_total\{method="GET",route="\/\[locale\]\/p\/\[\.\.\.slug\]",status_class="2xx"\} [2-9]/);
    expect(body).toMatch(/redline_http_requests_total\{method="POST",route="\/ecomm\/b2c\/v1\/order\/item",status_class="5xx"\} [1-9]/);
    expect(body).toMatch(/redline_http_requests_total\{method="other",route="\/ecomm\/b2c\/v1\/order\/item",status_class="4xx"\} [1-9]/);
    expect(body).toMatch(/redline_http_request_duration_seconds_bucket\{le="1",method="GET",route="\/\[locale\]\/p\/\[\.\.\.slug\]"\} [2-9]/);
    expect(body).toMatch(/redline_cache_lookups_total\{cache="page",result="hit"\} [1-9]/);
    expect(body).toMatch(/redline_cache_lookups_total\{cache="page",result="miss"\} [1-9]/);
    expect(body).toMatch(/redline_cache_lookups_total\{cache="response",result="miss"\} [1-9]/);
    expect(body).toMatch(/redline_orders_placed_total\{market="pt-BR"\} [1-9]/);
    expect(body).not.toContain('/p/a/1');
    expect(body).toContain('# TYPE redline_db_pool_connections gauge');
    expect(body).toContain('# TYPE redline_jobs gauge');
  });
});
