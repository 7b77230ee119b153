import type { S3Client } from '@aws-sdk/client-s3';
import { FileNotFoundError, assertFileKey, isFileKey, type FileStorage, type StoredFileInfo } from './storage.js';

/** Where and how to reach the bucket (STORAGE_URL and the S3_* variables, see config.ts). */
export interface S3StorageOptions {
  bucket: string;
  /** Put before every key: '' or a path ending in '/', so several deployments can share a bucket. */
  prefix: string;
  /** An S3-compatible service (MinIO, Ceph, R2…); unset = AWS S3 of the region. */
  endpoint?: string;
  region: string;
  /** Unset = the SDK's default chain (AWS_* variables, instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted services need it. */
  forcePathStyle: boolean;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Files in an S3-compatible bucket, object key = prefix + file key. A PutObject is atomic (a
 * reader sees the old object, the new one or none), so there are no abandoned writes to clean.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly sdk: S3Sdk,
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  /**
   * The object is not there: NoSuchKey, or a 404 without a body (NotFound) from some services. Any
   * other 404 (NoSuchBucket) is a configuration fault, not a missing file.
   */
  private isMissingObject(error: unknown): boolean {
    return error instanceof this.sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
  }

  private objectKey(key: string): string {
    assertFileKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes, ContentType: 'application/octet-stream' }),
    );
  }

  async read(key: string): Promise<Buffer> {
    try {
      const answer = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!answer.Body) throw new FileNotFoundError(key);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (this.isMissingObject(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!this.isMissingObject(error)) throw error;
    }
  }

  async *list(): AsyncGenerator<StoredFileInfo> {
    const pages = this.sdk.paginateListObjectsV2({ client: this.client, pageSize: 1000 }, { Bucket: this.bucket, Prefix: `${this.prefix}org-` });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isFileKey(key) && object.LastModified) yield { key, modifiedAt: object.LastModified };
      }
    }
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}

/** Loads the SDK only now: a server on local storage never holds it (about 25 MB of memory). */
export async function createS3Storage(options: S3StorageOptions): Promise<S3FileStorage> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  return new S3FileStorage(sdk, client, options.bucket, options.prefix);
}
