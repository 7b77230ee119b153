import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Builds the bundle `npm start` runs (apps/server/scripts/build.mjs), so a benchmark measures what production runs. */
export function buildServerBundle(): void {
  const build = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the server failed');
}
