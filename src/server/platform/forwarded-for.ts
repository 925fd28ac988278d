import { BlockList, isIP } from 'node:net';

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
 * Who stands in front of the web server (TRUST_PROXY, decision 047): a number of proxies, each
 * appending the address it saw to X-Forwarded-For, or the proxies' own addresses and networks.
 */
export type TrustedProxies = { kind: 'hops'; hops: number } | { kind: 'list'; entries: readonly string[]; list: BlockList };

/**
 * TRUST_PROXY read: unset, `false` or `0` none; `true` one; a number that many; else a comma
 * list of proxy addresses and CIDR networks (`10.0.0.0/8, 192.168.1.5, fd00::/8`). Anything
 * else throws, naming it (the boot check, env.ts).
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return { kind: 'hops', hops: 0 };
  if (text === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  const list = new BlockList();
  for (const entry of entries) {
    const problem = addProxy(list, entry);
    if (problem) {
      throw new Error(`Invalid environment: TRUST_PROXY: must be the number of proxies in front (0, 1, 2...) or a comma-separated list of their addresses or networks (10.0.0.0/8, 192.168.1.5); ${problem}: "${entry}"`);
    }
  }
  return { kind: 'list', entries, list };
}

/** Add one address or network to the list; answers what is wrong with it, if anything. */
function addProxy(list: BlockList, entry: string): string | null {
  if (!entry) return 'an empty entry';
  const [address = '', prefix, ...rest] = entry.split('/');
  const plain = unmapped(address);
  const family = isIP(plain);
  if (!family || rest.length) return 'not an IP address or network';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(plain, type);
    return null;
  }
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return 'not a prefix length for its address';
  list.addSubnet(plain, bits, type);
  return null;
}

/** An address as the list compares it: without brackets or a port, IPv4-mapped IPv6 as IPv4, no zone. */
function unmapped(raw: string): string {
  let address = raw.trim().replace(/^\[(.*)\](?::\d+)?$/, '$1');
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).replace(/%.*$/, '');
}

/** Whether `raw` is one of the listed proxies (an entry that is not an address never is). */
export function isTrustedProxy(raw: string, list: BlockList): boolean {
  const address = unmapped(raw);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const asTrusted = (trusted: TrustedProxies | number): TrustedProxies => (typeof trusted === 'number' ? { kind: 'hops', hops: trusted } : trusted);

/**
 * The caller's address in X-Forwarded-For as the web server passes it on (its right-most entry
 * is the socket address, appendForwardedFor):
 * - no proxy (0 hops, or a list none of whose proxies the request came through): the socket address;
 * - a number of proxies: the entry that many left of the socket address, the address the
 *   outermost proxy saw. Fewer entries than hops (a request that skipped a proxy) gives the
 *   left-most: still an entry one of our hops wrote;
 * - a list of proxies: the right-most entry that is not one of them (each listed proxy appended
 *   the address it saw, so the first one that is not a proxy is the caller). A list made only of
 *   proxies gives its left-most.
 * Entries left of the caller are written by the caller and never looked at, so a forged header
 * cannot pick another caller.
 */
export function forwardedClient(forwardedFor: string | null | undefined, trusted: TrustedProxies | number): string | null {
  const address = forwardedAddress(forwardedFor, trusted);
  return address === null ? null : normalizeAddress(address);
}

/** The entry forwardedClient picks, as written (for better-auth, which normalises it itself). */
export function forwardedAddress(forwardedFor: string | null | undefined, trusted: TrustedProxies | number): string | null {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!hops.length) return null;
  const trust = asTrusted(trusted);
  if (trust.kind === 'hops') return hops[Math.max(0, hops.length - 1 - Math.max(0, trust.hops))]!;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!isTrustedProxy(hops[index]!, trust.list)) return hops[index]!;
  }
  return hops[0]!;
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
