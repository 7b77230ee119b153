import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions } from 'vite';
import { splitContractModules } from './build/contract-split.js';
import { runtimeEndpoints } from './build/runtime-endpoints.js';

const apiTarget = process.env.KAIROX_API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/auth', '/org', '/otp', '/users', '/forgot-password', '/functions', '/api', '/healthz', '/docs'];

/**
 * React Router's package exports only its development build (dev warnings on). A production
 * build imports the identical production build instead, whose warnings the minifier removes.
 */
function productionReactRouter(): AliasOptions {
  const production = join(dirname(fileURLToPath(import.meta.resolve('react-router'))), '..', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

const webFile = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig(({ mode }) => ({
  // The contract's descriptors first lose their schemas, then its modules are split (build/*.ts).
  plugins: [react(), tailwindcss(), runtimeEndpoints(), splitContractModules()],
  resolve: { alias: mode === 'production' ? productionReactRouter() : [] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The app, and the script of the prerendered landing page (scripts/prerender-landing.mjs).
      input: { index: webFile('index.html'), landing: webFile('src/features/landing/static-page.ts') },
      treeshake: {
        // The contract's modules only declare schemas, constants and helpers (zod-config.ts alone
        // configures zod): a page that imports one constant must not pull in every schema.
        moduleSideEffects: [{ test: /packages\/contract\/src\/(?!zod-config\.ts$)/, sideEffects: false }],
      },
    },
  },
}));
