/**
 * The web app's weight budgets (issue #14), checked after the build: for each page, the
 * JavaScript the browser needs before it can show it, gzip-compressed as the server sends it; and
 * the largest chunk loaded on demand. For an app page that is the app's entry, the page's lazily
 * loaded chunk and every chunk they import statically; for the landing page, which the server sends
 * prerendered (dist/landing.html, scripts/prerender-landing.mjs), the scripts that page names.
 * Prints the figures and exits 1 when one is over its budget.
 *
 *   node scripts/check-budgets.mjs [--dist dist] [--json]
 *
 * --json prints the figures as JSON instead of a table (bench/web.ts reads them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/** The app's pages measured; `modules` are the lazily loaded source files the page renders. */
const APP_PAGES = [
  { name: 'login', path: '/login', modules: ['src/features/auth/login-page.tsx'] },
  { name: 'dashboard', path: '/dashboard', modules: ['src/app/pages/dashboard-page.tsx'] },
];
const APP_ENTRY = 'index.html';
const LANDING_PAGE = 'landing.html';

/** In KB (1,000 bytes) of gzip: the target, and the limit the build enforces (docs/quality.md). */
const BUDGETS = {
  landing: { target: 100, limit: 100 },
  dashboard: { target: 170, limit: 170 },
  chunk: { target: 100, limit: 100 },
};

const { values: options } = parseArgs({
  options: { dist: { type: 'string', default: path.join(import.meta.dirname, '..', 'dist') }, json: { type: 'boolean', default: false } },
});

const manifest = JSON.parse(readFileSync(path.join(options.dist, '.vite', 'manifest.json'), 'utf8'));

function sizeOf(file) {
  const bytes = readFileSync(path.join(options.dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function manifestEntry(key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not a chunk of its own in the build (is it still loaded lazily?)`);
  return entry;
}

/** The JavaScript files of `keys` and of everything they import statically. */
function initialFiles(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifestEntry(key);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

function total(files) {
  return files.map(sizeOf).reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
}

/** The scripts the prerendered landing page names (its script and preloads), with what they import. */
function landingFiles() {
  const html = readFileSync(path.join(options.dist, LANDING_PAGE), 'utf8');
  const named = [...html.matchAll(/<(?:script|link rel="modulepreload")\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map(([, file]) => file);
  const keyOf = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  return initialFiles(named.map((file) => keyOf.get(file) ?? file));
}

const measure = (name, pagePath, files) => ({ name, path: pagePath, files: files.length, ...total(files) });
const pages = [
  measure('landing', '/', landingFiles()),
  ...APP_PAGES.map((page) => measure(page.name, page.path, initialFiles([APP_ENTRY, ...page.modules]))),
];
const onDemand = Object.values(manifest)
  .filter((chunk) => !chunk.isEntry && chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, ...sizeOf(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);
const largestChunk = onDemand[0];

const checks = [
  ...pages.filter((page) => page.name in BUDGETS).map((page) => ({ what: `${page.path} initial JS`, gzip: page.gzip, ...BUDGETS[page.name] })),
  { what: `largest chunk loaded on demand (${largestChunk.file})`, gzip: largestChunk.gzip, ...BUDGETS.chunk },
];
const failed = checks.filter((check) => check.gzip > check.limit * KB);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
if (options.json) {
  console.log(JSON.stringify({ pages, largestChunk, budgets: BUDGETS }, null, 2));
} else {
  console.log('Initial JavaScript per page (raw / gzip):');
  for (const page of pages)
    console.log(`  ${page.path.padEnd(12)} ${kb(page.raw).padStart(10)} / ${kb(page.gzip).padStart(9)}  in ${page.files} files`);
  console.log('Budgets (gzip):');
  for (const check of checks) {
    const verdict = check.gzip > check.limit * KB ? 'OVER' : 'ok  ';
    const target =
      check.gzip > check.target * KB ? `target ${check.target} KB missed by ${kb(check.gzip - check.target * KB)}` : `target ${check.target} KB met`;
    console.log(`  ${verdict} ${check.what}: ${kb(check.gzip)}, limit ${check.limit} KB (${target})`);
  }
}
if (failed.length > 0) {
  console.error(`Over budget: ${failed.map((check) => check.what).join('; ')}. See docs/quality.md "Browser app weight and paint".`);
  process.exitCode = 1;
}
