import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOrigins, callerIp } from './request-source';
import { peerAddressHeader } from './peer-address';

const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/x', { headers });

afterEach(() => vi.unstubAllEnvs());

describe('callerIp and appOrigins trust forwarded headers only from configured proxies', () => {
  it('with no trusted proxy (the default) uses the socket address whatever X-Forwarded-For says', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    const peer = { [peerAddressHeader()]: '192.0.2.10' };
    expect(callerIp(request({ ...peer, 'x-forwarded-for': '203.0.113.1' }))).toBe('192.0.2.10');
    expect(callerIp(request({ ...peer, 'x-forwarded-for': '203.0.113.1, 203.0.113.2' }))).toBe('192.0.2.10');
    expect(callerIp(request({ 'x-forwarded-for': '203.0.113.1' }))).toBe('unknown');
  });

  it('with one trusted proxy takes the address that proxy saw, never a client-written entry', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    const peer = { [peerAddressHeader()]: '10.0.0.5' }; // the proxy
    expect(callerIp(request({ ...peer, 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(callerIp(request({ ...peer, 'x-forwarded-for': 'forged, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-Host for the Origin check unless a proxy is trusted', () => {
    vi.stubEnv('APP_ORIGIN', '');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    const forged = request({ host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' });
    expect(appOrigins(forged)).toEqual(['http://127.0.0.1:3000']);
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(appOrigins(forged)).toEqual(['http://evil.example']);
  });
});
