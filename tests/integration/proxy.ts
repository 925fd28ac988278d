import type { NextRequest } from 'next/server';
import { crossSiteRefusal } from '@/server/platform/cross-site';

/**
 * A route handler as a browser reaches it: through the proxy's cross-site check first
 * (src/proxy.ts; src/proxy.test.ts proves every write route's path goes through it).
 */
export function behindProxy<A extends unknown[]>(handler: (request: NextRequest, ...rest: A) => Promise<Response> | Response) {
  return async (request: NextRequest, ...rest: A): Promise<Response> => crossSiteRefusal(request) ?? handler(request, ...rest);
}
