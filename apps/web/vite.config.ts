import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.KAIROX_API_URL ?? 'http://localhost:3000';
const apiPrefixes = ['/auth', '/org', '/otp', '/users', '/forgot-password', '/functions', '/api', '/healthz', '/docs'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
