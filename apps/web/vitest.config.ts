import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // jsdom renders slowly on a loaded 2-core CI machine; a test may wait several times for up to 15 s (setup.ts).
    testTimeout: 60_000,
  },
});
