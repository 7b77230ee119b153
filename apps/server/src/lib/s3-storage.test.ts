import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3FileStorage, type S3StorageOptions } from './s3-storage.js';
import { describeFileStorageContract } from './storage-contract.js';
import { FileNotFoundError, newFileKey, type FileStorage } from './storage.js';
import { sweepOrphanFiles } from '../modules/applications/orphan-files.js';
import { call } from '../testing/api.js';
import { RESUME_TEXT, makePdf } from '../testing/fixtures.js';
import { startS3Server, type S3TestServer } from '../testing/s3-server.js';
import { addCandidate, signUpWithJob, waitForResumeProcessing } from '../testing/tenants.js';
import { createTestApp } from '../testing/test-app.js';

let s3: S3TestServer;
const opened: S3FileStorage[] = [];

async function storage(options: S3StorageOptions): Promise<S3FileStorage> {
  const store = await createS3Storage(options);
  opened.push(store);
  return store;
}

async function keysOf(store: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys.sort();
}

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  for (const store of opened) await store.close();
  await s3?.stop();
});

describeFileStorageContract('S3FileStorage', () => storage(s3.options(`contract-${randomUUID()}`)));

describe('S3FileStorage', () => {
  it('keeps each deployment under its own prefix: it lists, reads and deletes only its own objects', async () => {
    const first = await storage(s3.options(`first-${randomUUID()}`));
    const second = await storage(s3.options(`second-${randomUUID()}/nested`));
    const firstKey = newFileKey(21);
    const secondKey = newFileKey(21);
    await first.put(firstKey, Buffer.from('first'));
    await second.put(secondKey, Buffer.from('second'));
    expect(await keysOf(first)).toEqual([firstKey]);
    expect(await keysOf(second)).toEqual([secondKey]);
    await expect(second.read(firstKey)).rejects.toBeInstanceOf(FileNotFoundError);
    await second.remove(firstKey);
    expect((await first.read(firstKey)).toString()).toBe('first');
  });

  it('reports a bucket it cannot reach as an error, never as a missing file', async () => {
    const missingBucket = await storage({ ...s3.options(), bucket: 'no-such-bucket' });
    const failure = await missingBucket.read(newFileKey(22)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(FileNotFoundError);
    await expect(missingBucket.put(newFileKey(22), Buffer.from('x'))).rejects.toThrow();
  });
});

describe('the app with STORAGE_URL=s3://bucket', () => {
  it('stores an uploaded resume in the bucket, processes it from there, serves it back and sweeps orphans there', async () => {
    const folder = `app-${randomUUID()}`;
    const app = await createTestApp(s3.env(folder));
    try {
      const bucket = await storage(s3.options(folder));
      const tenant = await signUpWithJob(app, 's3files');
      const pdf = await makePdf(RESUME_TEXT);
      const applicationId = await addCandidate(app, tenant.token, tenant.jobId, { email: 'jordan.rivera@example.com', resume: pdf });

      const [stored] = await keysOf(bucket);
      expect(stored).toMatch(new RegExp(`^org-${tenant.orgId}/`));
      expect(existsSync(path.join(app.config.dataDir, 'files'))).toBe(false);
      await waitForResumeProcessing(app, [tenant.orgId]);
      const application = await call(app, 'GET', `/api/applications/${applicationId}`, { token: tenant.token });
      expect(application.body.resumeStatus).toBe('COMPLETED');
      const download = await call(app, 'GET', `/api/applications/${applicationId}/resume`, { token: tenant.token });
      expect(download.status).toBe(200);
      expect(Buffer.compare(download.response.rawPayload, Buffer.from(pdf))).toBe(0);

      const orphan = newFileKey(tenant.orgId);
      await bucket.put(orphan, Buffer.from('left by a crash'));
      const inTwoHours = new Date(Date.now() + 2 * 60 * 60 * 1000);
      expect(await sweepOrphanFiles(app.ctx, inTwoHours)).toBe(1);
      expect(await keysOf(bucket)).toEqual([stored]);
    } finally {
      await app.close();
    }
  });
});
