import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // happy-dom rather than jsdom: the same tests took 213 s and 396 s of CPU on jsdom, 145 s and
    // 261 s on happy-dom (2 cores). It also has media queries, so the layout's breakpoint is tested.
    environment: 'happy-dom',
    // Each test file in a VM context of one long-lived process instead of a process of its own:
    // the DOM and the app's modules load once per worker, not once per file (with jsdom: 205 s and
    // 381 s of CPU with a process per file, 117 s and 208 s this way).
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // The DOM renders slowly on a loaded 2-core CI machine; a test may wait several times for up to 15 s (setup.ts).
    testTimeout: 60_000,
  },
});
