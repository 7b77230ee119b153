import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files (resumes) live. Keys are made by the server (`newFileKey`), never from user
 * input. The default backend is a directory under DATA_DIR; an S3-compatible object store can
 * implement the same three calls (PutObject, GetObject, DeleteObject on a bucket, key = object
 * key) and be chosen in bootstrap by configuration, without touching the callers.
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing any earlier object with that key). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes; throws FileNotFoundError when there is no such object. */
  read(key: string): Promise<Buffer>;
  /** Deletes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

/** `org-{orgId}/{uuid}`: the only key shape the storage accepts. */
const KEY_PATTERN = /^org-[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A new, unguessable key for a file of an organisation. */
export function newFileKey(orgId: number): string {
  if (!Number.isSafeInteger(orgId) || orgId < 1) throw new Error(`invalid organisation id ${orgId}`);
  return `org-${orgId}/${randomUUID()}`;
}

export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
}

/** Files in a local directory (DATA_DIR/files): one sub-directory per organisation. */
export class LocalFileStorage implements FileStorage {
  constructor(readonly rootDir: string) {}

  private pathOf(key: string): string {
    assertFileKey(key);
    return path.join(this.rootDir, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** The local storage of a data directory. */
export function createLocalStorage(dataDir: string): LocalFileStorage {
  return new LocalFileStorage(path.resolve(dataDir, 'files'));
}
