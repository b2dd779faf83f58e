import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (docs/notifications.md#webhook-ssrf): a public unicast address only. The
 * ranges are ipaddr.js's (a maintained list: loopback, private, link-local, unique-local, CGNAT,
 * multicast, reserved and documentation nets, NAT64, 6to4, Teredo…); anything it does not call
 * plain `unicast` is refused. IPv4-mapped IPv6 is judged as the IPv4 it carries; other IPv6 must
 * also be global unicast (2000::/3), which leaves out IPv4-compatible `::a.b.c.d` and NAT64.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

export const MAX_WEBHOOK_URL = 2048;
const allowPrivate = () => process.env.WEBHOOKS_ALLOW_PRIVATE === 'on';

/** The range ipaddr.js gives an address (an IPv4-mapped one: its IPv4's), or null if it is no address. */
export function addressRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return null;
  // ipaddr.js reads a dotted tail as IPv4-mapped whatever precedes it (`::8.8.8.8` → `::ffff:808:808`),
  // which would let IPv4-compatible addresses pass as their IPv4: the WHATWG URL parser's
  // canonical all-hex form is parsed instead.
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(family === 6 ? new URL(`http://[${bare}]/`).hostname.slice(1, -1) : bare);
  } catch {
    return null; // e.g. a zone id (`fe80::1%eth0`), link-local anyway
  }
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.kind() === 'ipv6' && ip.range() === 'unicast' && !(ip as ipaddr.IPv6).match(GLOBAL_UNICAST)) return 'notGlobalUnicast';
  return ip.range();
}

export function isBlockedAddress(address: string): boolean {
  return addressRange(address) !== 'unicast';
}

/** A resolver with `dns.lookup`'s signature (tests give their own, e.g. one that rebinds). */
export type Resolver = typeof dnsLookup;

/** Every address `host` resolves to, through `resolver`. */
function resolveAll(resolver: Resolver, host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => resolver(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));
}

/** Why a webhook URL is refused (a message key), or null when it may be called. Resolves the host. */
export async function webhookUrlProblem(raw: string, resolver: Resolver = dnsLookup): Promise<'url_invalid' | 'url_scheme' | 'url_private' | null> {
  if (raw.length > MAX_WEBHOOK_URL) return 'url_invalid';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'url_invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'url_scheme';
  if (url.username || url.password || !url.hostname) return 'url_invalid';
  if (allowPrivate()) return null;
  if (url.protocol !== 'https:') return 'url_scheme';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = isIP(host) ? [{ address: host }] : await resolveAll(resolver, host);
    return addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)) ? 'url_private' : null;
  } catch {
    return 'url_invalid';
  }
}

/**
 * The `lookup` of the agent that posts webhooks: the addresses actually dialled are checked again,
 * at connection time, so a name that resolved to a public address when it was checked and to
 * 127.0.0.1 a moment later (DNS rebinding) is refused before any byte is sent.
 */
export function guardedLookup(resolver: Resolver = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolver(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const blocked = allowPrivate() ? undefined : addresses.find((a) => isBlockedAddress(a.address));
      if (blocked || addresses.length === 0) {
        const refused = Object.assign(new Error(`url_private: ${hostname} resolved to ${blocked?.address ?? 'nothing'} when connecting`), { code: 'EWEBHOOKPRIVATE' });
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
