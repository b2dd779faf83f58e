import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { ARGON2_PARAMS } from './policy';

// Algorithm.Argon2id; the enum is `const`, which isolated modules cannot import.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, ...ARGON2_PARAMS };

/**
 * argon2 costs ~50 ms of CPU and 19 MiB per call; a login flood must not take every
 * core and a lot of memory, so at most MAX_CONCURRENT hashes run at once.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or — for an unknown email — against a dummy hash,
 * so both cases cost the same time and reveal nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('reprise-dummy-password-for-timing', OPTIONS);
  const target = storedHash ?? (await dummyHash);
  const ok = await limited(() => verify(target, password).catch(() => false));
  return storedHash !== null && ok;
}
