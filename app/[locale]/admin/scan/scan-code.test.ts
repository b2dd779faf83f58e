import { describe, expect, it } from 'vitest';
import { orderIdFromCode, runningNumber, scanTarget } from './scan-code';

describe('scan codes', () => {
  it('reads the order id from a tag’s QR, whatever the origin or locale', () => {
    expect(orderIdFromCode('https://shop.example/fr/admin/orders/pc3s-A7_IW28')).toBe('pc3s-A7_IW28');
    expect(orderIdFromCode('http://localhost:3000/en/admin/orders/abc/')).toBe('abc');
    expect(orderIdFromCode('R-2026-000066')).toBeNull();
    expect(orderIdFromCode('https://evil.example/fr/track/abc')).toBeNull();
  });
  it('the box opens a tag’s QR address as typed by a handheld scanner, and searches anything else as a number (issue #35.7)', () => {
    expect(scanTarget('https://reprise.example/fr/admin/orders/pc3s-A7_IW28\n')).toEqual({ kind: 'order', id: 'pc3s-A7_IW28' });
    expect(scanTarget(' R-2026-000066 ')).toEqual({ kind: 'number', q: 'R-2026-000066' });
    expect(scanTarget('66')).toEqual({ kind: 'number', q: '66' });
  });
  it('gives the running number staff type', () => {
    expect(runningNumber('R-2026-000066')).toBe('66');
    expect(runningNumber('R-G-00000417')).toBe('417');
  });
});
