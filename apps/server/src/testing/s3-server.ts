import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../lib/s3-storage.js';

/** s3rver's built-in account: it checks the key id, and takes any signature made with it. */
const ACCESS_KEY = 'S3RVER';
/** The secret the tests configure: distinctive, so a test can show that no log line holds it. */
export const S3_TEST_SECRET = 'kairox-s3-test-secret-4c1d9e';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Storage options for the bucket, keys under `folder/` when given. */
  options(folder?: string): S3StorageOptions;
  /** The server's environment for STORAGE_URL=s3://bucket[/folder] on this server. */
  env(folder?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver: the S3 REST API over HTTP, objects on disk) on a free
 * loopback port, with one bucket.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kairox-s3-'));
  const bucket = 'kairox-test';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    options: (folder) => ({
      bucket,
      prefix: folder ? `${folder}/` : '',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: S3_TEST_SECRET },
      forcePathStyle: true,
    }),
    env: (folder) => ({
      STORAGE_URL: folder ? `s3://${bucket}/${folder}` : `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_SECRET,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
