/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

// The app build and dev server swap msw's public-suffix list for a tiny stand-in (see the file);
// vitest keeps the real package, so the mock API's cookie handling is tested against it.
const appOnlyAliases: Record<string, string> = process.env.VITEST
  ? {}
  : { tldts: fileURLToPath(new URL('./src/app/registrable-domain.ts', import.meta.url)) }

/** Unit tests without JSX that still need a DOM (cookies, localStorage); they run in jsdom. */
export default defineConfig({
  plugins: [
    // Must come before react(): it rewrites route files into split chunks.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Loaders get their own chunk too: they bring the API client and its schemas, which the
        // first bundle should not carry. A loader chunk loads side by side with its component.
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    // Serves the MSW worker script in dev and emits it into every build (not committed).
    msw({ mode: 'worker-only' }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...appOnlyAliases },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // scripts/size.mjs reads the manifest to measure what a first visit loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Translation bundles are named by language and namespace (locale-vi-common-[hash].js),
        // so they never share a name with a code chunk and are easy to spot in the network panel.
        chunkFileNames: (chunk) => {
          const locale = /\/locales\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '')
          return locale
            ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
            : 'assets/[name]-[hash].js'
        },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    restoreMocks: true,
    pool: 'threads',
    // Both cores: vitest's default leaves one free, but `npm test` runs nothing beside it.
    maxWorkers: 2,
    testTimeout: 15_000,
    // Two projects so that pure logic and mock API tests skip jsdom and the DOM setup (about a
    // second per file). Component tests (*.test.tsx) and the .ts tests that need window, document
    // or storage, or vi.mock (named *.dom.test.ts), run in jsdom; every other *.test.ts runs in
    // node.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.dom.test.ts'],
          setupFiles: ['./test/setup/shared.ts'],
          // One module graph per worker: these files reset what they share (the mock database,
          // the handlers) before each test. A test that needs vi.mock runs isolated, in jsdom.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.test.tsx', 'test/**/*.dom.test.ts'],
          setupFiles: ['./test/setup/shared.ts', './test/setup/dom.ts'],
        },
      },
    ],
  },
})
