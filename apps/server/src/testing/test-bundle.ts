import path from 'node:path';
import { inject } from 'vitest';

/**
 * The server bundled once per test run from the current sources (scripts/build.mjs, what `npm
 * start` runs), for the processes the tests start: an extraction child or a server loads its
 * bundle in about half the CPU time tsx takes to compile its sources, and the suites start dozens.
 * global-setup.ts builds it.
 */

/** A script of this run's bundle. */
export function testBundleFile(name: 'main.js' | 'worker.js' | 'child.js'): string {
  return path.join(inject('serverBundle'), name);
}
