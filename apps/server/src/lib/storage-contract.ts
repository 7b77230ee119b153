import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileNotFoundError, newFileKey, type FileStorage, type StoredFileInfo } from './storage.js';

async function listAll(storage: FileStorage): Promise<StoredFileInfo[]> {
  const files: StoredFileInfo[] = [];
  for await (const file of storage.list()) files.push(file);
  return files;
}

/**
 * What every FileStorage backend must do, whatever keeps the bytes. `storage()` answers a fresh,
 * empty store for each test (a directory, or a bucket prefix of its own).
 */
export function describeFileStorageContract(name: string, storage: () => FileStorage | Promise<FileStorage>): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('reads back exactly the bytes it stored, large and binary alike, and replaces them on a second put', async () => {
      const store = await storage();
      const key = newFileKey(11);
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      await store.put(key, bytes);
      expect(Buffer.compare(await store.read(key), bytes)).toBe(0);
      await store.put(key, Buffer.from('replaced'));
      expect((await store.read(key)).toString()).toBe('replaced');
    });

    it('answers FileNotFoundError for a key it does not hold, before and after a delete, and deletes a missing key quietly', async () => {
      const store = await storage();
      const key = newFileKey(12);
      await expect(store.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.put(key, Buffer.from('short-lived'));
      await store.remove(key);
      await expect(store.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await store.remove(key);
    });

    it('lists every stored key once with a recent modification time, and no removed one', async () => {
      const store = await storage();
      expect(await listAll(store)).toEqual([]);
      const keys = [newFileKey(13), newFileKey(13), newFileKey(14)];
      for (const key of keys) await store.put(key, Buffer.from(key));
      await store.remove(keys[1]!);
      const listed = await listAll(store);
      expect(listed.map((file) => file.key).sort()).toEqual([keys[0], keys[2]].sort());
      for (const file of listed) expect(Math.abs(Date.now() - file.modifiedAt.getTime())).toBeLessThan(10 * 60 * 1000);
    });

    it('refuses keys it did not make', async () => {
      const store = await storage();
      for (const key of ['../etc/passwd', 'org-1/../../x', 'org-1/abc', '/abs', 'org-0/00000000-0000-0000-0000-000000000000']) {
        await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('invalid file key');
        await expect(store.read(key), key).rejects.toThrow('invalid file key');
        await expect(store.remove(key), key).rejects.toThrow('invalid file key');
      }
    });
  });
}
