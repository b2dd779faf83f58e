import { createServer, type Server } from 'node:net';
import type { LookupAddress } from 'node:dns';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { postWebhook } from './post';
import { addressRange, isBlockedAddress, webhookUrlProblem, type Resolver } from './url-guard';

// docs/notifications.md#webhook-ssrf: every range a webhook must not reach, one or more addresses each.
const BLOCKED: Record<string, string[]> = {
  'unspecified': ['0.0.0.0', '0.1.2.3', '::'],
  'loopback': ['127.0.0.1', '127.255.0.9', '::1'],
  'private (RFC 1918)': ['10.0.0.8', '172.16.0.1', '172.31.255.254', '192.168.1.1'],
  'carrier-grade NAT': ['100.64.0.1', '100.127.255.254'],
  'link-local (cloud metadata)': ['169.254.169.254', 'fe80::1', 'febf::1'],
  'unique-local': ['fc00::1', 'fd12:3456::1'],
  'multicast': ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff0e::1'],
  'broadcast and reserved': ['255.255.255.255', '240.0.0.1', '192.0.0.8', '192.0.2.1', '198.18.0.1', '198.51.100.7', '203.0.113.5', '2001:db8::1'],
  'NAT64 (64:ff9b::/96, RFC 6052; 64:ff9b:1::/48, RFC 8215)': ['64:ff9b::7f00:1', '64:ff9b::a00:1', '64:ff9b::808:808', '64:ff9b:1::1'],
  'IPv4-mapped': ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
  'IPv4-compatible (deprecated ::/96)': ['::127.0.0.1', '::7f00:1', '::8.8.8.8'],
  'IPv4-translated (RFC 6145)': ['::ffff:0:7f00:1'],
  '6to4 and Teredo (tunnels to any IPv4)': ['2002:7f00:1::1', '2001:0:4136:e378::1'],
  'site-local (deprecated) and discard-only': ['fec0::1', '100::1'],
  'not global unicast IPv6': ['1::1', '4000::1'],
  'not an address': ['fe80::1%eth0', 'localhost', '127.1.', '', 'example.com'],
};

const PUBLIC = ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4007:80e::200e', '::ffff:8.8.8.8'];

describe('webhook address classification (ipaddr.js ranges)', () => {
  for (const [range, addresses] of Object.entries(BLOCKED)) {
    it(`refuses ${range}`, () => {
      for (const address of addresses) expect(isBlockedAddress(address), `${address} (${addressRange(address)})`).toBe(true);
    });
  }

  it('lets public unicast addresses through', () => {
    for (const address of PUBLIC) expect(addressRange(address), address).toBe('unicast');
  });

  it('judges an IPv4-mapped IPv6 address exactly as the IPv4 it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(isBlockedAddress(`::ffff:${v4}`)).toBe(isBlockedAddress(v4));
      }),
    );
  });

  it('refuses every NAT64 and IPv4-compatible form of any IPv4, public or not', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        expect(isBlockedAddress(`64:ff9b::${v4}`)).toBe(true);
        expect(isBlockedAddress(`::${v4}`)).toBe(true);
      }),
    );
  });

  it('refuses bracketed literals in URLs the issue found accepted', async () => {
    for (const url of ['https://[64:ff9b::7f00:1]/', 'https://[::127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://0x7f.1/', 'https://2130706433/']) {
      expect(await webhookUrlProblem(url), url).toBe('url_private');
    }
  });
});

/** A resolver answering `answers[i]` on its i-th call (the last one after that), counting calls. */
function rebinding(...answers: string[]): Resolver & { calls: number } {
  const resolver = ((hostname: string, options: unknown, callback: (e: Error | null, a: LookupAddress[]) => void) => {
    const address = answers[Math.min(resolver.calls++, answers.length - 1)]!;
    callback(null, [{ address, family: address.includes(':') ? 6 : 4 }]);
  }) as unknown as Resolver & { calls: number };
  resolver.calls = 0;
  return resolver;
}

describe('DNS rebinding: the address dialled is checked when connecting (docs/notifications.md#webhook-ssrf)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  /** A TCP listener on 127.0.0.1 that counts the connections it gets. */
  async function listener() {
    const seen = { connections: 0 };
    server = createServer((socket) => {
      seen.connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    return { seen, url: `https://hooks.example.com:${port}/in` };
  }

  it('a name that is public when checked and 127.0.0.1 when dialled is refused before connecting', async () => {
    const { seen, url } = await listener();
    const resolver = rebinding('93.184.215.14', '127.0.0.1');
    expect(await webhookUrlProblem(url, resolver)).toBeNull(); // the check at registration (or before the try) passes
    await expect(postWebhook(url, { headers: {}, body: '{}', timeoutMs: 2_000, resolver })).rejects.toMatchObject({ code: 'EWEBHOOKPRIVATE' });
    expect(resolver.calls).toBe(2);
    expect(seen.connections).toBe(0);
  });

  it('the same listener is reached when private addresses are allowed (the test can see a connection)', async () => {
    const { seen, url } = await listener();
    process.env.WEBHOOKS_ALLOW_PRIVATE = 'on';
    await expect(postWebhook(url, { headers: {}, body: '{}', timeoutMs: 2_000, resolver: rebinding('127.0.0.1') })).rejects.toBeDefined(); // no TLS there
    expect(seen.connections).toBe(1);
  });
});
