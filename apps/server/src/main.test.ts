import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllServers, SERVER_START_WAIT_MS, spawnServerProcess, startServerProcess, stopServerProcess } from './testing/server-process.js';
import { createPostgresDatabase } from './testing/test-app.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-process-'));
});

afterAll(async () => {
  // A failed assertion must not leave a server running into the next test file.
  killAllServers();
  await rm(dataDir, { recursive: true, force: true });
});

const processEnv = (env: Record<string, string>) => ({ LOG_LEVEL: 'info', DEMO_DATA: 'false', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir, ...env });

describe('the server process', () => {
  it(
    'refuses bad configuration with one clear line per value and exit code 1',
    async () => {
      const run = await spawnServerProcess(processEnv({ PORT: 'http', DEMO_DATA: 'perhaps' }));
      await run.exited;
      expect(run.child.exitCode).toBe(1);
      expect(run.output()).toContain('PORT: must be a port number');
      expect(run.output()).toContain('DEMO_DATA: must be true or false');
    },
    SERVER_START_WAIT_MS,
  );

  it(
    'starts, shuts down cleanly on SIGTERM, and keeps its data across a restart',
    async () => {
      const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
      const env = processEnv({
        SUPER_ADMIN_EMAIL: 'ops@kairox.test',
        SUPER_ADMIN_PASSWORD: 'First#Password1',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      const first = await startServerProcess(env);
      expect(await stopServerProcess(first)).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = await startServerProcess({ ...env, SUPER_ADMIN_PASSWORD: 'Second#Password2' });
      const login = (password: string) =>
        fetch(`${second.baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'ops@kairox.test', password }),
        }).then((response) => response.status);
      expect(await login('Second#Password2')).toBe(200);
      expect(await login('First#Password1')).toBe(401);
      expect(await stopServerProcess(second, 'SIGINT')).toBe(0);
      await postgres?.drop();
    },
    2 * SERVER_START_WAIT_MS + 60_000,
  );
});
