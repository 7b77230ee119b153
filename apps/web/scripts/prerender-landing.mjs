/**
 * Writes dist/landing.html, the page the server sends for / (issue #14): the landing page rendered
 * to HTML at build time (src/features/landing/prerender.tsx, bundled for Node by Vite) in the app's
 * index.html, whose scripts give way to the landing page's own (src/features/landing/static-page.ts,
 * an entry of the app's build). The app's scripts load when a link leads into the app.
 *
 *   node scripts/prerender-landing.mjs [--dist dist]
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = path.join(import.meta.dirname, '..');
const PRERENDER_ENTRY = 'src/features/landing/prerender.tsx';
const LANDING_SCRIPT = 'src/features/landing/static-page.ts';

const { values: options } = parseArgs({ options: { dist: { type: 'string', default: path.join(root, 'dist') } } });

/** The landing page's HTML: bundled with its libraries into a temporary directory, run once. */
async function renderLandingPage() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'kairox-prerender-'));
  try {
    await build({
      root,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: { ssr: PRERENDER_ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    });
    const { renderLandingPage: render } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
    return render();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** `text` with `pattern` replaced; a pattern that no longer matches (index.html changed) stops the build. */
function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`prerender-landing: ${pattern} not found in index.html`);
  return text.replace(pattern, replacement);
}

const rendered = await renderLandingPage();
// React writes the page's <title> first; it goes into the head.
const [, title, body] = /^<title>(.*?)<\/title>(.*)$/s.exec(rendered) ?? [];
if (title === undefined) throw new Error('prerender-landing: the landing page has no <title>');

const manifest = JSON.parse(await readFile(path.join(options.dist, '.vite', 'manifest.json'), 'utf8'));
const script = manifest[LANDING_SCRIPT];
const preloads = (script.imports ?? []).map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);

let html = await readFile(path.join(options.dist, 'index.html'), 'utf8');
html = replaceOnce(html, /<title>.*?<\/title>/, `<title>${title}</title>`);
// The app's chunks are not needed here: their preloads go, and its entry gives way to the landing script.
html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
html = replaceOnce(
  html,
  /<script type="module" crossorigin src="[^"]+"><\/script>/,
  [`<script type="module" crossorigin src="/${script.file}"></script>`, ...preloads].join('\n    '),
);
html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
await writeFile(path.join(options.dist, 'landing.html'), html);
console.log(`Prerendered the landing page: landing.html, ${(html.length / 1000).toFixed(1)} KB, script ${script.file}.`);
