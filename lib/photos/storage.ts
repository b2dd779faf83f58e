import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

export type StoredObject = { bytes: Buffer; contentType: string };

/** Where photo bytes live: a local folder by default, any S3-compatible bucket when configured. */
export interface PhotoStorage {
  /** Reported as the image's `bucket`: the S3 bucket name, or `local`. */
  readonly bucket: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

/**
 * Object keys are slash-separated segments of [A-Za-z0-9_-]: no dot, so no `..`, no
 * absolute path and no collision with the local driver's `.meta` side files.
 */
const OBJECT_KEY = /^[A-Za-z0-9_-]{1,128}(?:\/[A-Za-z0-9_-]{1,128}){0,4}$/;

export function assertObjectKey(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error('Invalid storage object key');
  return key;
}

/**
 * The local-folder driver. Each object is a file plus a small `.meta` JSON file with its
 * content type, both written to a temporary name, flushed and renamed into place, so a
 * reader never sees half an object. The folder (default `.data/uploads`, `UPLOADS_DIR`)
 * is outside `public/`: bytes are only ever served through the photos route.
 */
export class LocalStorage implements PhotoStorage {
  readonly bucket = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    const file = path.resolve(this.root, assertObjectKey(key));
    if (!file.startsWith(this.root + path.sep)) throw new Error('Invalid storage object key');
    return file;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(`${file}.meta`, JSON.stringify({ contentType }));
    await writeAtomically(file, bytes); // last: the object exists once its bytes do
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    let contentType = 'application/octet-stream';
    try {
      const meta = JSON.parse(await readFile(`${file}.meta`, 'utf8')) as { contentType?: unknown };
      if (typeof meta.contentType === 'string') contentType = meta.contentType;
    } catch {
      // no side file: serve as opaque bytes
    }
    return { bytes, contentType };
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.meta`, { force: true });
    await rmdir(path.dirname(file)).catch(() => {}); // the key's folder, once empty
  }
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(tmp, 'wx', 0o640);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** `process.env` or a test's stand-in: UPLOADS_DIR, S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export type StorageEnv = Record<string, string | undefined>;

const cache = globalThis as unknown as { __repriseStorage?: Record<string, { signature: string; storage: Promise<PhotoStorage> }> };

/**
 * The storage this process uses, from the environment: S3 when `S3_BUCKET` is set
 * (with `S3_ENDPOINT`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`,
 * `S3_FORCE_PATH_STYLE`), else the local folder `UPLOADS_DIR` (default `.data/uploads`).
 * Re-created if those variables change (tests switch drivers).
 */
export function getStorage(env: StorageEnv = process.env): Promise<PhotoStorage> {
  return cachedStorage(env, 'configured');
}

/** One driver per slot (the configured storage, or an older bucket), made again if its settings change. */
function cachedStorage(env: StorageEnv, slot: string): Promise<PhotoStorage> {
  const signature = JSON.stringify([env.UPLOADS_DIR, env.S3_BUCKET, env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE]);
  const slots = (cache.__repriseStorage ??= {});
  if (slots[slot]?.signature !== signature) {
    const storage = env.S3_BUCKET
      ? import('./storage-s3').then(({ S3Storage }) => S3Storage.fromEnv(env))
      : Promise.resolve<PhotoStorage>(new LocalStorage(env.UPLOADS_DIR || '.data/uploads'));
    slots[slot] = { signature, storage };
  }
  return slots[slot].storage;
}

/**
 * The storage holding a photo recorded with `bucket`: the configured one, or, after a switch,
 * the local folder (`local`) or another bucket of the same S3 account, so photos stored before
 * the switch are still served (and deleted) where they are.
 */
export async function storageFor(bucket: string, env: StorageEnv = process.env): Promise<PhotoStorage> {
  const current = await getStorage(env);
  if (current.bucket === bucket) return current;
  if (bucket === 'local' || env.S3_BUCKET) return cachedStorage({ ...env, S3_BUCKET: bucket === 'local' ? undefined : bucket }, `bucket:${bucket}`);
  return current;
}
