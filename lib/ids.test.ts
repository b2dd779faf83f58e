import { describe, expect, it } from 'vitest';
import { newSecretId } from './ids';

describe('newSecretId', () => {
  it('is 128 random bits in base64url, never starting with "-"', () => {
    const ids = Array.from({ length: 5000 }, () => newSecretId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // With 64 symbols, 5000 ids all avoiding '-' first by chance has odds of about e^-78.
  });
});
