/**
 * Content-Security-Policy and Permissions-Policy (issue #9, finding 12). Tokens live in local
 * storage, so the policy is the backstop against injected script: pages run only their own
 * script files, nothing inline, no plugins, no <base>, no framing. Also the web app's caching and
 * compression headers (issue #14).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/api.js';
import { signUpWithJob } from '../testing/tenants.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const WEB_INDEX_SOURCE = fileURLToPath(new URL('../../../web/index.html', import.meta.url));
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture', 'serial', 'hid'];

let app: TestApp;
let webDist: string;

const APP_SCRIPT = `document.getElementById("root").textContent = "Kairox";\n${'// a line of the bundle\n'.repeat(200)}`;
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script>' +
  '<link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"></div></body></html>';

/** The landing page as the web build prerenders it: its HTML and its own small script. */
const LANDING_PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/landing.js"></script></head>' +
  '<body><div id="root"><main><h1>Screen every candidate</h1></main></div></body></html>';

/** A file with the .br and .gz twins the web build writes, made from marked copies to tell them from compression on the fly. */
async function writeWithTwins(file: string, content: string) {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(`/* br */${content}`));
  await writeFile(`${file}.gz`, gzipSync(`/* gz */${content}`));
}

/** A built web app in miniature: the page, one script and one style sheet. */
async function writeWebDist(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeWithTwins(path.join(dir, 'index.html'), PAGE);
  await writeWithTwins(path.join(dir, 'landing.html'), LANDING_PAGE);
  await writeWithTwins(path.join(dir, 'assets', 'app.js'), APP_SCRIPT);
  await writeFile(path.join(dir, 'assets', 'app.css'), 'body { margin: 0 }');
}

/** 'a b; c d' -> { a: ['b'], c: ['d'] } */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const get = (url: string, accept = 'text/html', headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers: { accept, ...headers } });

/** The scripts an HTML page runs: each must be a file from its own origin, none inline. */
function scriptsOf(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([, attributes, body]) => ({
    src: /\bsrc="([^"]+)"/.exec(attributes!)?.[1] ?? null,
    inline: body!.trim(),
  }));
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'kairox-web-'));
  await writeWebDist(webDist);
  app = await createTestApp({ WEB_DIST_DIR: webDist });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('pages', () => {
  it.each(['/', '/dashboard', '/job/7', '/kairox-admin'])(
    '%s gets the web app under a policy that allows no inline or foreign script',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'connect-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // Frames show only the page's own content: the candidate profile's resume PDF (a blob: URL).
        'frame-src': ["'self'", 'blob:'],
      });
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    },
  );

  it('/ gets the prerendered landing page, revalidated on every load; every other page gets the app', async () => {
    for (const url of ['/', '/?plan=STARTER']) {
      const landing = await get(url);
      expect(landing.body).toBe(LANDING_PAGE);
      expect(landing.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/dashboard')).body).toBe(PAGE);
  });

  it('a client that takes any type (curl, fetch) gets the pages too, and a missing file a JSON 404', async () => {
    for (const accept of ['*/*', '']) {
      expect((await get('/', accept)).body).toBe(LANDING_PAGE);
      expect((await get('/jobs/12?tab=candidates', accept)).body).toBe(PAGE);
    }
    for (const url of ['/assets/missing.js', '/robots.txt']) {
      const missing = await get(url, '*/*');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
    expect((await get('/dashboard', 'application/json')).statusCode).toBe(404);
  });

  it('a page revalidated from the browser cache (304) keeps the page policy', async () => {
    const first = await get('/dashboard');
    const validator = first.headers.etag
      ? { 'if-none-match': String(first.headers.etag) }
      : { 'if-modified-since': String(first.headers['last-modified']) };
    const revalidated = await app.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html', ...validator } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('the API documentation is a page under the same policy, loading only its own scripts', async () => {
    const response = await get('/docs/');
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'"]);
    const scripts = scriptsOf(response.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).toMatchObject({ inline: '', src: expect.stringMatching(/^\.?\/(?!\/)/) });
      expect((await get(new URL(script.src!, 'http://kairox.test/docs/').pathname, '*/*')).statusCode).toBe(200);
    }
  });

  it("the web app's page source has no inline script or inline event handler (the built page copies it)", async () => {
    const html = await readFile(WEB_INDEX_SOURCE, 'utf8');
    const scripts = scriptsOf(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatchObject({ inline: '', src: expect.stringMatching(/^\/(?!\/)/) });
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('every answer', () => {
  it.each([
    ['an API answer', '/healthz', 'application/json'],
    ['an API error', '/api/no-such-route', 'application/json'],
    ['a script file', '/assets/app.js', '*/*'],
  ])('%s loads nothing and cannot be framed', async (_label, url, accept) => {
    const response = await get(url, accept);
    expect(directives(response.headers['content-security-policy'] as string)).toMatchObject({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it.each(['/healthz', '/dashboard', '/docs/'])('%s denies powerful browser features', async (url) => {
    const policy = (await get(url)).headers['permissions-policy'] as string;
    for (const feature of DENIED_FEATURES) expect(policy).toContain(`${feature}=()`);
  });

  it('keeps the other defensive headers', async () => {
    const { response } = await call(app, 'GET', '/healthz');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('caching and compression', () => {
  it('keeps a hashed asset for a year and revalidates the page on every load', async () => {
    expect((await get('/assets/app.js', '*/*')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app.css', '*/*')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/dashboard')).headers['cache-control']).toBe('no-cache');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['br', brotliDecompressSync, '/* br */'],
    ['gzip', gunzipSync, '/* gz */'],
  ])('sends an asset precompressed in %s to a browser that accepts it', async (encoding, decode, mark) => {
    const response = await get('/assets/app.js', '*/*', { 'accept-encoding': `${encoding}, identity` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': encoding,
      'content-type': expect.stringMatching(/^text\/javascript|^application\/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: expect.stringContaining('accept-encoding'),
    });
    expect(decode(response.rawPayload).toString('utf8')).toBe(`${mark}${APP_SCRIPT}`);
  });

  it('sends the asset as it is to a browser that accepts no encoding', async () => {
    const response = await get('/assets/app.js', '*/*');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(APP_SCRIPT);
  });

  it('sends the page precompressed too, still revalidated on every load', async () => {
    const page = await get('/dashboard', 'text/html', { 'accept-encoding': 'br, gzip' });
    expect(page.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^text\/html/),
      'cache-control': 'no-cache',
    });
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(`/* br */${PAGE}`);
  });

  it('compresses API JSON in Brotli, but not a tiny answer', async () => {
    const { token, jobId } = await signUpWithJob(app, 'brotli', { description: 'Build the APIs of a multi-tenant platform. '.repeat(40) });
    const job = await app.app.inject({
      method: 'GET',
      url: `/functions/V1/job/${jobId}`,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
    });
    expect(job.statusCode).toBe(200);
    expect(job.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': expect.stringMatching(/^application\/json/) });
    expect(JSON.parse(brotliDecompressSync(job.rawPayload).toString('utf8'))).toMatchObject({ id: jobId });

    const health = await get('/healthz', 'application/json', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
