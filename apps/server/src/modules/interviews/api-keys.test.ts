import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewApiKeys } from '../../db/schema.js';
import { call, signUpTenant } from '../../testing/api.js';
import { createRestartableApp, type RestartableApp } from '../../testing/restartable-app.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  ApiKeyError,
  createInterviewApiKey,
  findOrganizationByDomain,
  hashInterviewApiKey,
  listInterviewApiKeys,
  revokeInterviewApiKey,
  verifyInterviewApiKey,
} from './api-keys.service.js';

describe('interview API keys (service)', () => {
  let app: TestApp;
  let orgA: number;
  let orgB: number;

  beforeAll(async () => {
    app = await createTestApp();
    orgA = (await signUpTenant(app, { name: 'Keys A', slug: 'keysa', domainId: 'keys-a.io', adminEmail: 'admin@keys-a.io' })).orgId;
    orgB = (await signUpTenant(app, { name: 'Keys B', slug: 'keysb', domainId: 'keys-b.io', adminEmail: 'admin@keys-b.io' })).orgId;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('creates a kx_live_ key shown once, stores only its hash, and lists it by prefix', async () => {
    const { db } = app.ctx.database;
    const created = await createInterviewApiKey(db, orgA, '  Interview vendor  ');
    expect(created.key).toMatch(/^kx_live_[0-9A-Za-z]{32}$/);
    expect(created).toMatchObject({ orgId: orgA, name: 'Interview vendor', keyPrefix: created.key.slice(0, 16), lastUsedAt: null, revokedAt: null });
    const [stored] = await db.select().from(interviewApiKeys).where(eq(interviewApiKeys.id, created.id));
    expect(stored!.keyHash).toBe(hashInterviewApiKey(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const listed = await listInterviewApiKeys(db, orgA);
    expect(listed.map((key) => key.keyPrefix)).toContain(created.keyPrefix);
    expect(listed.find((key) => key.id === created.id)).not.toHaveProperty('key');
    expect((await listInterviewApiKeys(db, orgB)).map((key) => key.id)).not.toContain(created.id);
    expect(await findOrganizationByDomain(db, 'keys-a.io')).toMatchObject({ id: orgA, domainId: 'KEYS-A.IO' });

    await expect(createInterviewApiKey(db, orgA, '   ')).rejects.toBeInstanceOf(ApiKeyError);
    await expect(createInterviewApiKey(db, orgA, 'x'.repeat(101))).rejects.toThrow('at most 100 characters');
    const keys = await Promise.all([1, 2, 3].map((n) => createInterviewApiKey(db, orgA, `Vendor ${n}`)));
    expect(new Set(keys.map((key) => key.key)).size).toBe(3);
  });

  it('verifies active keys only, recording the last use', async () => {
    const { db } = app.ctx.database;
    const created = await createInterviewApiKey(db, orgB, 'Vendor');
    expect(await verifyInterviewApiKey(db, created.key)).toEqual({ keyId: created.id, orgId: orgB, keyPrefix: created.keyPrefix });
    const [used] = await db.select().from(interviewApiKeys).where(eq(interviewApiKeys.id, created.id));
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    expect(await verifyInterviewApiKey(db, `${created.key.slice(0, -1)}${created.key.endsWith('a') ? 'b' : 'a'}`)).toBeNull();
    expect(await verifyInterviewApiKey(db, 'not-a-key')).toBeNull();

    const revoked = await revokeInterviewApiKey(db, orgB, created.keyPrefix.slice(0, 12));
    expect(revoked).toMatchObject({ id: created.id, revokedAt: expect.any(Date) });
    expect(await verifyInterviewApiKey(db, created.key)).toBeNull();
    const listed = (await listInterviewApiKeys(db, orgB)).find((key) => key.id === created.id);
    expect(listed!.revokedAt).toBeInstanceOf(Date);
  });

  it('revokes by prefix or whole key within the organisation only, refusing unknown, ambiguous and revoked ones', async () => {
    const { db } = app.ctx.database;
    const first = await createInterviewApiKey(db, orgA, 'First');
    await expect(revokeInterviewApiKey(db, orgB, first.keyPrefix)).rejects.toThrow('No key of this organisation starts with');
    await expect(revokeInterviewApiKey(db, orgA, 'kx_live_')).rejects.toThrow("Give the key's prefix as listed");
    await expect(revokeInterviewApiKey(db, orgA, 'ab12cd34')).rejects.toThrow("Give the key's prefix as listed");
    await expect(revokeInterviewApiKey(db, orgA, 'kx_live_zzzz')).rejects.toThrow(/No key of this organisation|already revoked/);
    // Two keys sharing the first characters: ambiguous until more are given.
    const [, ...others] = await listInterviewApiKeys(db, orgA);
    const twin = others[0]!;
    await db
      .update(interviewApiKeys)
      .set({ keyPrefix: `${first.keyPrefix.slice(0, 12)}ZZZZ` })
      .where(eq(interviewApiKeys.id, twin.id));
    await expect(revokeInterviewApiKey(db, orgA, first.keyPrefix.slice(0, 12))).rejects.toThrow('give more characters');
    expect((await revokeInterviewApiKey(db, orgA, first.key)).id).toBe(first.id);
    await expect(revokeInterviewApiKey(db, orgA, first.keyPrefix)).rejects.toThrow('already revoked');
    expect((await revokeInterviewApiKey(db, orgA, first.keyPrefix.slice(0, 12))).id).toBe(twin.id);
  });
});

// ---------------------------------------------------------------------------------------------
// The CLI (npm run interview-keys), as a separate process on a temporary DATA_DIR
// ---------------------------------------------------------------------------------------------

const serverRoot = path.resolve(import.meta.dirname, '../../..');

function runCli(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/interview-keys.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run interview-keys', () => {
  let restartable: RestartableApp;
  let current: TestApp | undefined;
  let cliEnv: Record<string, string | undefined>;

  beforeAll(async () => {
    restartable = await createRestartableApp();
    current = await restartable.start();
    await signUpTenant(current, { name: 'Cli Org', slug: 'cliorg', domainId: 'cli-org.io', adminEmail: 'admin@cli-org.io' });
    // The CLI reads the same configuration as the server: DATABASE_URL, else the embedded database in DATA_DIR.
    cliEnv = { DATA_DIR: restartable.dataDir, DATABASE_URL: current.config.databaseUrl };
  }, 120_000);

  afterAll(async () => {
    await current?.close();
    await restartable?.destroy();
  });

  it('creates a key the ingestion endpoint accepts; on the embedded database it refuses while the server holds it', async () => {
    if (!current!.config.databaseUrl) {
      const locked = await runCli(['list', '--org', 'CLI-ORG.IO'], cliEnv);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain('The embedded database is in use by another process');
      expect(locked.stderr).toContain('stop the Kairox server first');
      await current!.close();
      current = undefined;
    }

    const created = await runCli(['create', '--org', 'cli-org.io', '--name', 'Interview vendor', '--json'], cliEnv);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const output = JSON.parse(created.stdout) as { key: string; keyPrefix: string; name: string; organization: string; revokedAt: null };
    expect(output).toMatchObject({ name: 'Interview vendor', organization: 'CLI-ORG.IO', revokedAt: null });
    expect(output.key).toMatch(/^kx_live_[0-9A-Za-z]{32}$/);
    expect(output.keyPrefix).toBe(output.key.slice(0, 16));

    const unknown = await runCli(['list', '--org', 'NOPE.IO'], cliEnv);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No organisation has the Domain ID NOPE.IO.') });

    current ??= await restartable.start();
    const app = current;
    const org = await findOrganizationByDomain(app.ctx.database.db, 'CLI-ORG.IO');
    expect((await listInterviewApiKeys(app.ctx.database.db, org!.id)).map((key) => key.keyPrefix)).toEqual([output.keyPrefix]);
    const post = () =>
      call(app, 'POST', '/api/interviews/events', {
        body: { event: 'Interview started', applicantId: 2_000_000_000 },
        headers: { 'x-api-key': output.key },
      });
    expect((await post()).status).toBe(404); // authenticated; the application simply does not exist
    await revokeInterviewApiKey(app.ctx.database.db, org!.id, output.keyPrefix);
    expect((await post()).status).toBe(401);
  }, 120_000);
});
