import { randomUUID } from 'node:crypto';
import { mkdir, opendir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from './atomic-file.js';

/** A stored object as `list` reports it. */
export interface StoredFileInfo {
  key: string;
  /** When it was last written. */
  modifiedAt: Date;
}

/**
 * Where uploaded files (resumes) live. Keys are made by the server (`newFileKey`), never from user
 * input. The default backend is a directory under DATA_DIR; STORAGE_URL=s3://bucket chooses an
 * S3-compatible object store instead (`S3FileStorage` in s3-storage.ts), in bootstrap, without
 * touching the callers. Both pass the same contract tests (storage-contract.ts).
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing any earlier object with that key). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes; throws FileNotFoundError when there is no such object. */
  read(key: string): Promise<Buffer>;
  /** Deletes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored object, in no particular order (read lazily: there may be many). */
  list(): AsyncIterable<StoredFileInfo>;
  /**
   * Deletes the pieces of writes that a crash cut short, last touched before `before`; answers how
   * many. Only for backends whose writes can leave such pieces (an object store's cannot).
   */
  removeAbandonedWrites?(before: Date): Promise<number>;
  /** Releases connections, for backends that hold them; called once the workers have stopped. */
  close?(): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORG_DIRECTORY_PATTERN = /^org-[1-9]\d{0,9}$/;
/** `org-{orgId}/{uuid}`: the only key shape the storage accepts. */
const KEY_PATTERN = new RegExp(`^org-[1-9]\\d{0,9}/${UUID}$`);
/** `{uuid}.{uuid}.tmp`: a local write not yet renamed into place (see `put`). */
const TEMPORARY_FILE_PATTERN = new RegExp(`^${UUID}\\.${UUID}\\.tmp$`);

/** A new, unguessable key for a file of an organisation. */
export function newFileKey(orgId: number): string {
  if (!Number.isSafeInteger(orgId) || orgId < 1) throw new Error(`invalid organisation id ${orgId}`);
  return `org-${orgId}/${randomUUID()}`;
}

/** Whether `key` has the one shape the storage accepts (`org-{orgId}/{uuid}`). */
export const isFileKey = (key: string) => KEY_PATTERN.test(key);

/** Refuses a key the server did not make, before it reaches a path or an object key. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`invalid file key ${JSON.stringify(key)}`);
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
    await writeFileAtomically(target, bytes);
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

  async *list(): AsyncGenerator<StoredFileInfo> {
    for await (const { directory, name } of this.entries()) {
      const key = `${directory}/${name}`;
      if (!isFileKey(key)) continue;
      const modifiedAt = await this.modifiedAt(directory, name);
      if (modifiedAt) yield { key, modifiedAt };
    }
  }

  async removeAbandonedWrites(before: Date): Promise<number> {
    let removed = 0;
    for await (const { directory, name } of this.entries()) {
      if (!TEMPORARY_FILE_PATTERN.test(name)) continue;
      const modifiedAt = await this.modifiedAt(directory, name);
      if (!modifiedAt || modifiedAt >= before) continue;
      await rm(path.join(this.rootDir, directory, name), { force: true });
      removed += 1;
    }
    return removed;
  }

  /** Every file name in every organisation directory, read as a stream. */
  private async *entries(): AsyncGenerator<{ directory: string; name: string }> {
    for await (const directory of directoryNames(this.rootDir, 'directory')) {
      if (!ORG_DIRECTORY_PATTERN.test(directory)) continue;
      for await (const name of directoryNames(path.join(this.rootDir, directory), 'file')) yield { directory, name };
    }
  }

  /** The file's modification time; null when it vanished meanwhile. */
  private async modifiedAt(directory: string, name: string): Promise<Date | null> {
    try {
      return (await stat(path.join(this.rootDir, directory, name))).mtime;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** The names of a directory's sub-directories or files, streamed; none when it does not exist (yet). */
async function* directoryNames(directory: string, kind: 'directory' | 'file'): AsyncGenerator<string> {
  let handle;
  try {
    handle = await opendir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of handle) {
    if (kind === 'directory' ? entry.isDirectory() : entry.isFile()) yield entry.name;
  }
}

/** The local storage of a data directory. */
export function createLocalStorage(dataDir: string): LocalFileStorage {
  return new LocalFileStorage(path.resolve(dataDir, 'files'));
}
