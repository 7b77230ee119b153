import path from 'node:path';

/** The e2e workspace folder (…/e2e). */
const e2eRoot = path.resolve(import.meta.dirname, '..');

/** Failure screenshots go here (git-ignored). */
export const artifactsDir = path.join(e2eRoot, 'artifacts');

/** The system Chromium; browsers are never downloaded for these tests. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}
