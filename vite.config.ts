/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // Must come before react(): it rewrites route files into split chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // Serves the MSW worker script in dev and emits it into every build (not committed).
    msw({ mode: 'worker-only' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // scripts/size.mjs reads the manifest to measure what a first visit loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['./test/setup.ts'],
    css: false,
    restoreMocks: true,
    pool: 'threads',
    testTimeout: 15_000,
  },
})
