import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, LocalFileStorage, newFileKey } from './storage.js';

let dir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kairox-storage-'));
  storage = new LocalFileStorage(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('LocalFileStorage', () => {
  it('puts, reads and removes files under organisation keys', async () => {
    const key = newFileKey(7);
    expect(key).toMatch(/^org-7\/[0-9a-f-]{36}$/);
    await storage.put(key, Buffer.from('hello'));
    expect((await storage.read(key)).toString()).toBe('hello');
    expect(await readdir(path.join(dir, 'org-7'))).toEqual([key.split('/')[1]]);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await storage.remove(key); // a missing file is not an error
  });

  it('refuses keys it did not make', async () => {
    for (const key of ['../etc/passwd', 'org-1/../../x', 'org-1/abc', '/abs', 'org-0/00000000-0000-0000-0000-000000000000']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('invalid file key');
      await expect(storage.read(key), key).rejects.toThrow('invalid file key');
    }
    expect(() => newFileKey(0)).toThrow();
  });
});
