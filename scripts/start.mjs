// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server in this process (so SIGTERM/SIGINT reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newestChange(path.join(target, name))),
  );
}

const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/contract/src'];
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (!process.env.WEB_DIST_DIR && builtAt < Math.max(...sources.map((source) => newestChange(path.join(root, source))))) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
