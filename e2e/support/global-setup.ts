import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startKairoxServer } from './kairox-server';
import { chromiumPath } from './paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; mail lands in DATA_DIR/outbox. */
    dataDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');
const serverBundle = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** Checks what the browser tests need, then starts the one server the test files share. */
export default async function setup(project: TestProject) {
  for (const built of [webIndex, serverBundle]) {
    if (!existsSync(built)) throw new Error(`The app is not built (${path.relative(repoRoot, built)} is missing): run npm run build first.`);
  }
  const chromium = chromiumPath();
  if (!existsSync(chromium)) {
    throw new Error(`No Chromium at ${chromium}. Install one or set CHROMIUM_PATH (browsers are not downloaded).`);
  }
  const server = await startKairoxServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
