import { isIP } from 'node:net';

/**
 * X-Forwarded-For as the web server passes it on (scripts/server.mjs runs the same function from
 * scripts/lib/forwarded-for.mjs; this copy is for the tests): what came in, then the
 * address of the socket the request arrived on, as every proxy does. The right-most entry is
 * therefore always true; the ones before it are only as true as the proxies that wrote them.
 */
export function appendForwardedFor(incoming: string | string[] | undefined, socketAddress: string | undefined): string {
  const previous = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...previous, socketAddress || 'unknown'].join(', ');
}

/**
 * The caller's address, `trustedHops` entries from the right of X-Forwarded-For: with no proxy
 * in front (0) the socket address the web server appended, with one proxy (1) the address that
 * proxy saw, and so on. Entries left of that are written by the caller and never looked at, so
 * a forged header cannot pick another caller. Fewer entries than hops (a request that skipped a
 * proxy) gives the left-most: still an entry one of our hops wrote.
 */
export function forwardedClient(forwardedFor: string | null | undefined, trustedHops: number): string | null {
  const address = forwardedAddress(forwardedFor, trustedHops);
  return address === null ? null : normalizeAddress(address);
}

/** The entry forwardedClient picks, as written (for better-auth, which normalises it itself). */
export function forwardedAddress(forwardedFor: string | null | undefined, trustedHops: number): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!hops.length) return null;
  return hops[Math.max(0, hops.length - 1 - Math.max(0, trustedHops))]!;
}

/**
 * One key per caller: an IPv4 address as it is (also when IPv4-mapped, `::ffff:192.0.2.1`), an
 * IPv6 address by its /64 network (what one subscriber is given; counting single IPv6 addresses
 * would give an attacker billions of callers), anything else as `other:<text>`.
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1');
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const family = isIP(address);
  if (family === 4) return address;
  if (family === 6) return ipv6Network64(address.replace(/%.*$/, ''));
  return `other:${address.slice(0, 64)}`;
}

function ipv6Network64(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is in the host half, which is dropped anyway.
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
