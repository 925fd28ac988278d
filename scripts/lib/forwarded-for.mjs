// @ts-check

/**
 * X-Forwarded-For as the web server passes it on (scripts/server.mjs): what came in, then the
 * address of the socket the request arrived on, as every proxy does. The right-most entry is
 * therefore always true; the ones before it are only as true as the proxies that wrote them.
 * Plain JavaScript, as the web server is; src/server/platform/forwarded-for.ts reads it back
 * (forwardedClient) and re-states it for the tests (scripts/lib/forwarded-for.test.ts keeps the two the same).
 * @param {string | string[] | undefined} incoming
 * @param {string | undefined} socketAddress
 * @returns {string}
 */
export function appendForwardedFor(incoming, socketAddress) {
  const previous = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...previous, socketAddress || 'unknown'].join(', ');
}
