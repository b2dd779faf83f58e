import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Where a webhook must never go: this host, its network, link-local (cloud metadata), private ranges. */
const blocked = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['192.0.0.0', 24], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blocked.addSubnet(net, prefix, 'ipv6');

export const MAX_WEBHOOK_URL = 2048;
const allowPrivate = () => process.env.WEBHOOKS_ALLOW_PRIVATE === 'on';

export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = isIP(address);
  return family === 4 ? blocked.check(address, 'ipv4') : family === 6 ? blocked.check(address, 'ipv6') : true;
}

/** Why a webhook URL is refused (a message key), or null when it may be called. Resolves the host. */
export async function webhookUrlProblem(raw: string): Promise<'url_invalid' | 'url_scheme' | 'url_private' | null> {
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
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
    return addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)) ? 'url_private' : null;
  } catch {
    return 'url_invalid';
  }
}
