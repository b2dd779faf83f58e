import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertObjectKey, type PhotoStorage, type StorageEnv, type StoredObject } from './storage';

/**
 * Any S3-compatible bucket (AWS, MinIO, Ceph, R2, Garage…). Checksums are sent and
 * checked only where the operation requires them: several S3-compatible servers
 * reject the SDK's default CRC32 trailers.
 */
export class S3Storage implements PhotoStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  static fromEnv(env: StorageEnv): S3Storage {
    const bucket = env.S3_BUCKET;
    if (!bucket) throw new Error('S3_BUCKET is not set');
    const credentials =
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
    const client = new S3Client({
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
      ...(credentials ? { credentials } : {}), // else the SDK's chain (instance role, AWS_* variables)
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    return new S3Storage(client, bucket);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: assertObjectKey(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertObjectKey(key) }));
      if (!out.Body) return null;
      const bytes = Buffer.from(await out.Body.transformToByteArray());
      return { bytes, contentType: out.ContentType || 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertObjectKey(key) }));
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
  return false;
}
