// `npm start` (the API and its workers) and `npm run worker` (`start.mjs worker`: the workers
// alone): builds the web app and the server when missing or older than their sources, then runs
// the built server in this process, so SIGTERM/SIGINT reach it directly.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isStale } from './freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Kairox needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm ci` first.');
  process.exit(1);
}

const workerOnly = process.argv[2] === 'worker';
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'].map((source) =>
  path.join(root, source),
);
if (!workerOnly && !process.env.WEB_DIST_DIR && isStale(path.join(root, 'apps/web/dist/index.html'), webSources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { buildServerIfStale } = await import(pathToFileURL(path.join(root, 'apps/server/scripts/build.mjs')).href);
try {
  if (await buildServerIfStale()) console.log('Built the server.');
} catch (error) {
  console.error(`Building the server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist', workerOnly ? 'worker.js' : 'main.js')).href);
