import { describe, expect, it } from 'vitest';
import { orderIdFromCode, runningNumber } from './scan-code';

describe('scan codes', () => {
  it('reads the order id from a tag’s QR, whatever the origin or locale', () => {
    expect(orderIdFromCode('https://shop.example/fr/admin/orders/pc3s-A7_IW28')).toBe('pc3s-A7_IW28');
    expect(orderIdFromCode('http://localhost:3000/en/admin/orders/abc/')).toBe('abc');
    expect(orderIdFromCode('R-2026-000066')).toBeNull();
    expect(orderIdFromCode('https://evil.example/fr/track/abc')).toBeNull();
  });
  it('gives the running number staff type', () => {
    expect(runningNumber('R-2026-000066')).toBe('66');
    expect(runningNumber('R-G-00000417')).toBe('417');
  });
});
