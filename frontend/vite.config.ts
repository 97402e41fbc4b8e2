/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.STUDYLOOP_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Compile the shared package from source so the client never needs a prior `events` build.
      '@studyloop/events': fileURLToPath(new URL('../events/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true },
      '/collab': { target: API_TARGET, ws: true },
    },
  },
  preview: { port: 4173 },
  // Unit tests of pure logic (reducers, state machines, models), beside the code.
  test: { include: ['src/**/*.unit.spec.{ts,tsx}'], environment: 'node' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
