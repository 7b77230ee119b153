import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each test file in a VM context of one long-lived process instead of a process of its own:
    // jsdom and the app's modules load once per worker, not once per file. The web suite took
    // 205 s and 381 s of CPU with a process per file, 117 s and 208 s this way (2 cores).
    pool: 'vmForks',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // jsdom renders slowly on a loaded 2-core CI machine; a test may wait several times for up to 15 s (setup.ts).
    testTimeout: 60_000,
  },
});
