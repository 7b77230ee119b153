import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFileStorageContract } from './storage-contract.js';
import { FileNotFoundError, LocalFileStorage, newFileKey, type StoredFileInfo } from './storage.js';

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

  it('makes keys only for real organisation ids', () => {
    expect(() => newFileKey(0)).toThrow();
  });
});

describeFileStorageContract('LocalFileStorage', () => new LocalFileStorage(path.join(dir, 'contract', randomUUID())));

describe('LocalFileStorage listing', () => {
  const HOUR_MS = 60 * 60 * 1000;

  async function listAll(store: LocalFileStorage): Promise<StoredFileInfo[]> {
    const files: StoredFileInfo[] = [];
    for await (const file of store.list()) files.push(file);
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  it('lists every stored key with its modification time, and nothing else', async () => {
    const store = new LocalFileStorage(path.join(dir, 'listing'));
    expect(await listAll(store)).toEqual([]);
    const old = newFileKey(3);
    const fresh = newFileKey(4);
    await store.put(old, Buffer.from('old'));
    await store.put(fresh, Buffer.from('fresh'));
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    await utimes(path.join(store.rootDir, ...old.split('/')), twoHoursAgo, twoHoursAgo);
    // Things that are not keys: a stray file, a directory of another shape, a write cut short.
    await writeFile(path.join(store.rootDir, 'org-3', 'notes.txt'), 'x');
    await mkdir(path.join(store.rootDir, 'backup'), { recursive: true });
    await writeFile(path.join(store.rootDir, 'backup', randomUUID()), 'x');
    await writeFile(path.join(store.rootDir, 'org-3', `${randomUUID()}.${randomUUID()}.tmp`), 'x');

    const listed = await listAll(store);
    expect(listed.map((file) => file.key)).toEqual([old, fresh].sort());
    const byKey = new Map(listed.map((file) => [file.key, file.modifiedAt.getTime()]));
    expect(Math.abs(byKey.get(old)! - twoHoursAgo.getTime())).toBeLessThan(1000);
    expect(Date.now() - byKey.get(fresh)!).toBeLessThan(HOUR_MS);
  });

  it('removes writes cut short by a crash once they are older than the given time', async () => {
    const store = new LocalFileStorage(path.join(dir, 'abandoned'));
    const kept = newFileKey(5);
    await store.put(kept, Buffer.from('kept'));
    const orgDir = path.join(store.rootDir, 'org-5');
    const oldPiece = `${randomUUID()}.${randomUUID()}.tmp`;
    const newPiece = `${randomUUID()}.${randomUUID()}.tmp`;
    await writeFile(path.join(orgDir, oldPiece), 'half');
    await writeFile(path.join(orgDir, newPiece), 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    await utimes(path.join(orgDir, oldPiece), twoHoursAgo, twoHoursAgo);

    expect(await store.removeAbandonedWrites(new Date(Date.now() - HOUR_MS))).toBe(1);
    expect((await readdir(orgDir)).sort()).toEqual([kept.split('/')[1], newPiece].sort());
    expect(await new LocalFileStorage(path.join(dir, 'missing')).removeAbandonedWrites(new Date())).toBe(0);
  });
});
