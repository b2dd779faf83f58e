import { randomFillSync } from 'node:crypto';

/**
 * CSPRNG bytes drawn 4 KB at a time, as Node's randomUUID does: each draw is a system call,
 * which on a busy server cost more than everything else an id needs. Every byte goes out once.
 */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

function randomBytes(size: number): Buffer {
  if (poolOffset + size > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = Buffer.from(pool.subarray(poolOffset, poolOffset + size));
  poolOffset += size;
  return bytes;
}

/**
 * UUIDv7: time-ordered, so B-tree inserts stay local and keyset pagination on
 * (date, id) is stable. 74 random bits: right for rows whose id is not a secret.
 */
export function newId(): string {
  const bytes = randomBytes(16);
  const ms = BigInt(Date.now());
  for (let i = 0; i < 6; i++) bytes[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * 128 random bits, base64url. For ids that are capabilities (carts, photo keys):
 * holding one is holding the thing, so it must not be guessable.
 */
export function newSecretId(bytes = 16): string {
  // Never a leading '-': a spreadsheet reads such a cell as a formula (the CSV export then has
  // to escape it, and the id no longer reads back), and command lines read it as an option.
  // Redrawn rather than patched, so every accepted id stays uniformly random.
  for (;;) {
    const id = randomBytes(bytes).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}
