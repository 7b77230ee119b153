// Bundles the server's entries into dist/ with esbuild, so that `npm start` and `npm run worker`
// run JavaScript rather than compiling TypeScript at every start: main.js (the API and workers),
// worker.js (workers only) and child.js (the isolated resume extraction the other two fork). The
// packages stay in node_modules; the contract, which ships TypeScript, is bundled in. What the code
// reads beside itself (the screening data, the PGlite worker) is copied beside the bundles, and a
// freshly initialised embedded database cluster is dumped there for the first start to load.
// `--out DIR --without-cluster` builds the bundles alone into another directory: the server's tests
// run their sources so, bundled once per run (src/testing/global-setup.ts).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { isStale } from '../../../scripts/freshness.mjs';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutDir = path.join(serverDir, 'dist');
const src = (file) => path.join(serverDir, 'src', file);

/** What a build reads: a change to any of them makes `dist` stale. */
export const SERVER_SOURCES = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(serverDir, '../../packages/contract/src'),
];
/** Written last by a build, so a build cut short stays stale. */
export const SERVER_BUNDLE = path.join(defaultOutDir, 'main.js');

const packageJson = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const externalPackages = Object.keys(packageJson.dependencies).filter((name) => name !== '@kairox/contract');

/**
 * Runs PGlite's initdb (about 3 s) once here, so that a server's first start on the embedded
 * database loads the cluster from this dump instead (under a second); see db/database.ts.
 */
async function dumpInitialCluster(outDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const cluster = await PGlite.create();
  const dump = await cluster.dumpDataDir('gzip');
  await cluster.close();
  writeFileSync(path.join(outDir, 'pglite-cluster.tar.gz'), Buffer.from(await dump.arrayBuffer()));
}

export async function buildServer(outDir = defaultOutDir, { initialCluster = true } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (initialCluster) await dumpInitialCluster(outDir);
  const entries = { worker: src('worker.ts'), child: src('modules/applications/extraction/child.ts'), main: src('main.ts') };
  for (const [name, entry] of Object.entries(entries)) {
    await build({
      entryPoints: { [name]: entry },
      outdir: outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: externalPackages,
      sourcemap: 'linked',
      legalComments: 'none',
      logLevel: 'warning',
    });
    if (name === 'worker') {
      cpSync(src('modules/screening/data'), path.join(outDir, 'data'), { recursive: true });
      cpSync(src('db/embedded/pglite-worker.mjs'), path.join(outDir, 'pglite-worker.mjs'));
    }
  }
}

/** Builds the server unless its bundle is newer than every source. */
export async function buildServerIfStale() {
  if (!isStale(SERVER_BUNDLE, SERVER_SOURCES)) return false;
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' }, 'without-cluster': { type: 'boolean' } } });
  await buildServer(values.out === undefined ? defaultOutDir : path.resolve(values.out), { initialCluster: !values['without-cluster'] });
}
