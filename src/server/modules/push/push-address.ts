import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blockList = (v4: [string, number][], v6: [string, number][]) => {
  const list = new BlockList();
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4');
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6');
  return list;
};

const LOOPBACK = blockList([['127.0.0.0', 8]], [['::1', 128]]);

/**
 * Networks no push service sits in: the server's own machine and its neighbours (ADR 142).
 * BlockList also matches an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) against the IPv4 rules.
 */
const INTERNAL = blockList(
  [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ],
  [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ],
);

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

export const isLoopbackAddress = (address: string) =>
  isIP(address) !== 0 && LOOPBACK.check(address, familyOf(address));

/**
 * An address the server must not post to: loopback, private, link-local, CGNAT and the like.
 * `allowLoopback` (PUSH_ALLOW_LOOPBACK, never in production) lets the local stub's loopback in.
 */
export function isRefusedAddress(address: string, allowLoopback: boolean): boolean {
  if (isIP(address) === 0) return true;
  if (allowLoopback && isLoopbackAddress(address)) return false;
  return INTERNAL.check(address, familyOf(address));
}

/** The host of a URL as an address or a name: `[::1]` → `::1`, lower case. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Names that always mean this machine (RFC 6761), whatever DNS says. */
export const isLoopbackName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);

export type Resolved = { ok: true; addresses: LookupAddress[] } | { ok: false; address: string };

/**
 * Every address the endpoint's host resolves to, or the first refused one: one bad address is
 * enough to refuse, since the connection may pick any of them.
 */
export async function resolveEndpoint(url: URL, allowLoopback: boolean): Promise<Resolved> {
  const addresses = await lookup(hostOf(url), { all: true, verbatim: true });
  const refused = addresses.find((a) => isRefusedAddress(a.address, allowLoopback));
  return refused ? { ok: false, address: refused.address } : { ok: true, addresses };
}

/**
 * A `lookup` for node:http(s) that answers only the addresses already checked, so the connection
 * goes where the check looked and a second DNS answer (rebinding) cannot send it elsewhere.
 */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const matching = family ? addresses.filter((a) => a.family === family) : addresses;
    if (!matching.length) {
      const error: NodeJS.ErrnoException = new Error(`no checked address for ${hostname}`);
      error.code = 'ENOTFOUND';
      callback(error, options.all ? [] : '', 0);
    } else if (options.all) callback(null, matching);
    else callback(null, matching[0]!.address, matching[0]!.family);
  };
}
