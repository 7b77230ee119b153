import { randomUUID } from 'node:crypto';
import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, newFileKey } from '../../lib/storage.js';
import { createRestartableApp } from '../../testing/restartable-app.js';

const HOUR_MS = 60 * 60 * 1000;
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('orphan file sweep at start-up', () => {
  it('deletes, soon after start, old files and cut-short writes a crash left behind, and keeps young ones', async () => {
    const restartable = await createRestartableApp();
    const storage = createLocalStorage(restartable.dataDir);
    const fileOf = (key: string) => path.join(storage.rootDir, ...key.split('/'));
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);

    const oldOrphan = newFileKey(1);
    await storage.put(oldOrphan, Buffer.from('stored before the crash'));
    await utimes(fileOf(oldOrphan), twoHoursAgo, twoHoursAgo);
    const youngOrphan = newFileKey(1);
    await storage.put(youngOrphan, Buffer.from('stored a minute ago'));
    const piece = path.join(storage.rootDir, 'org-2', `${randomUUID()}.${randomUUID()}.tmp`);
    await mkdir(path.dirname(piece), { recursive: true });
    await writeFile(piece, 'half a resume');
    await utimes(piece, twoHoursAgo, twoHoursAgo);

    const app = await restartable.start();
    try {
      const deadline = Date.now() + 90_000;
      while ((await exists(fileOf(oldOrphan))) || (await exists(piece))) {
        if (Date.now() > deadline) throw new Error('the start-up sweep did not run');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await exists(fileOf(youngOrphan))).toBe(true);
    } finally {
      await app.close();
      await restartable.destroy();
    }
  }, 180_000);
});
