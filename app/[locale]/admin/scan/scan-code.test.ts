import { describe, expect, it } from 'vitest';
import { orderIdFromCode, runningNumber, scanTarget } from './scan-code';

// docs/counter.md#garment-ticket: a tag's QR holds ${APP_ORIGIN}/{locale}/admin/orders/{id}.
const OWN = ['https://reprise.example', 'http://127.0.0.1:3100'];

describe('scan codes', () => {
  it('reads the order id from a tag’s QR of this deployment, whatever the locale', () => {
    expect(orderIdFromCode('https://reprise.example/fr/admin/orders/pc3s-A7_IW28', OWN)).toBe('pc3s-A7_IW28');
    expect(orderIdFromCode('https://reprise.example/es/admin/orders/01JZ8Q7W3K5M2N4P6R8T0V2X4Y/', OWN)).toBe('01JZ8Q7W3K5M2N4P6R8T0V2X4Y');
    expect(orderIdFromCode('http://127.0.0.1:3100/en/admin/orders/abc', OWN)).toBe('abc');
    // The proxy adds a missing locale; a query string or fragment (a reprint, a tracker) changes nothing.
    expect(orderIdFromCode('https://reprise.example/admin/orders/abc', OWN)).toBe('abc');
    expect(orderIdFromCode('https://reprise.example/de/admin/orders/abc?from=tag#top', OWN)).toBe('abc');
    // Origins compare as the URL standard writes them (case, default port, a trailing slash).
    expect(orderIdFromCode('HTTPS://REPRISE.EXAMPLE:443/fr/admin/orders/abc', ['https://reprise.example/'])).toBe('abc');
  });

  it('reads nothing from another site’s address, or another page of this one', () => {
    for (const text of [
      'https://evil.example/fr/admin/orders/abc',
      'https://reprise.example.evil.example/fr/admin/orders/abc',
      'http://reprise.example/fr/admin/orders/abc', // another scheme is another origin
      'https://reprise.example:8443/fr/admin/orders/abc',
      'https://user:pw@reprise.example/fr/admin/orders/abc',
      'https://reprise.example/fr/track/abc',
      'https://reprise.example/fr/certificates/abc',
      'https://reprise.example/xx/admin/orders/abc',
      'https://reprise.example/fr/admin/orders/abc/ticket',
      'https://reprise.example/fr/admin/orders/a%2Fb',
      'https://reprise.example/fr/admin/orders/',
      'javascript:alert(1)//reprise.example/fr/admin/orders/abc',
      'R-2026-000066',
      '',
    ]) {
      expect(orderIdFromCode(text, OWN), text).toBeNull();
    }
    // No origin known: no address is a tag.
    expect(orderIdFromCode('https://reprise.example/fr/admin/orders/abc', [])).toBeNull();
  });

  it('the box opens a tag’s address as a handheld scanner types it, says “not found” for any other address, and searches anything else as a number (issue #35.7)', () => {
    expect(scanTarget('https://reprise.example/fr/admin/orders/pc3s-A7_IW28\n', OWN)).toEqual({ kind: 'order', id: 'pc3s-A7_IW28' });
    expect(scanTarget('  http://127.0.0.1:3100/en/admin/orders/abc\r\n', OWN)).toEqual({ kind: 'order', id: 'abc' });
    for (const text of ['https://evil.example/fr/admin/orders/abc', 'reprise.example/fr/admin/orders/abc', '//evil.example/x', 'mailto:a@b.example', 'https://reprise.example/fr/track/abc']) {
      expect(scanTarget(text, OWN), text).toEqual({ kind: 'unknown' });
    }
    expect(scanTarget(' R-2026-000066 ', OWN)).toEqual({ kind: 'number', q: 'R-2026-000066' });
    expect(scanTarget('R-G-00000417', OWN)).toEqual({ kind: 'number', q: 'R-G-00000417' });
    expect(scanTarget('66', OWN)).toEqual({ kind: 'number', q: '66' });
  });

  it('gives the running number staff type', () => {
    expect(runningNumber('R-2026-000066')).toBe('66');
    expect(runningNumber('R-G-00000417')).toBe('417');
  });
});
