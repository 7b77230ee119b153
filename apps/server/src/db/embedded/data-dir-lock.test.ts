import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kairox-lock-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
  it('is held by one process, refused to a second while it runs, and released on close', async () => {
    const file = path.join(dir, 'a.lock');
    const release = await lockDataDir(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    await expect(lockDataDir(file)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    const again = await lockDataDir(file);
    await again();
  });

  it('refuses while another running process holds it, naming it, and takes over after a crash', async () => {
    const file = path.join(dir, 'b.lock');
    await writeFile(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const refused = await lockDataDir(file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`pid ${process.ppid}`);
    expect((refused as Error).message).toContain('stop the Kairox server first');

    // A pid that no longer runs: the lock is stale and taken over.
    await writeFile(file, JSON.stringify({ pid: 2 ** 22 + 12345, hostname: os.hostname(), startedAt: '2026-01-01T00:00:00.000Z' }));
    const release = await lockDataDir(file);
    expect(JSON.parse(await readFile(file, 'utf8')).pid).toBe(process.pid);
    await release();
  });
});
