import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type AliasOptions } from 'vite';

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

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
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
      treeshake: {
        // The contract's modules only declare schemas, constants and helpers (zod-config.ts alone
        // configures zod): a page that imports one constant must not pull in every schema.
        moduleSideEffects: [{ test: /packages\/contract\/src\/(?!zod-config\.ts$)/, sideEffects: false }],
      },
    },
  },
}));
