import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Generous: tests wait for conditions (background processing, child processes) on a busy 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share a worker's modules instead of importing the server afresh each (no file patches
    // module state; each starts its own app): the suite ran 4 min 46 s isolated, 4 min 2 s not.
    isolate: false,
  },
});
