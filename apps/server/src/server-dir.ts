import path from 'node:path';

/**
 * apps/server, found from this file's place: directly in src/ when run from source, bundled into
 * a file directly in dist/ when built (scripts/build.mjs); one level below apps/server either way.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
