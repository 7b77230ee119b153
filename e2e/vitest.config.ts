import { defineProject } from 'vitest/config';

/**
 * Browser tests: a real Kairox server (built web app + API on one port, embedded database, demo
 * data) started once by the global setup, driven with Chromium through playwright-core.
 * Files run one after another: they share the server, and one Chromium at a time keeps the
 * run predictable on small machines.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    fileParallelism: false,
    // The files share the worker's modules, and so one Chromium (support/browser.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['support/global-setup.ts'],
  },
});
