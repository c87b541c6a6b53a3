/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compileHints } from './scripts/vite/compile-hints'
import { mantineStyles } from './scripts/vite/mantine-styles'
import { mockWorker } from './scripts/vite/mock-worker'
import { mockWorkerChunks } from './scripts/vite/mock-worker-chunks'
import { prerender } from './scripts/vite/prerender'

// The app build and dev server swap msw's public-suffix list for a tiny stand-in (see the file);
// vitest keeps the real package, so the mock API's cookie handling is tested against it.
const appOnlyAliases: Record<string, string> = process.env.VITEST
  ? {}
  : { tldts: fileURLToPath(new URL('./src/app/registrable-domain.ts', import.meta.url)) }

const workerChunks = mockWorkerChunks()

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names})[\\\\/]`)
const notCss = (pattern: RegExp) => (id: string) => !id.endsWith('.css') && pattern.test(id)

/** What src/app/styles.ts imports, and nothing else: other packages' styles stay with their routes. */
const globalStyles =
  /[\\/](?:src[\\/]app[\\/](?:styles\.ts|global\.css)|node_modules[\\/](?:@fontsource-variable[\\/](?:public-sans|noto-sans-arabic)[\\/]wght|@mantine[\\/](?:core[\\/]styles[\\/](?:baseline|default-css-variables|global)\.layer|(?:notifications|nprogress)[\\/]styles))\.css)$/

/** The non-shim selector hook of use-sync-external-store: only recharts (through react-redux) uses it. */
const rechartsSelectorHook =
  /[\\/]use-sync-external-store[\\/](?:with-selector\.js|cjs[\\/]use-sync-external-store-with-selector)/

/**
 * What the six dashboards share: their cards and widgets, the app's own charts and the chart
 * frame, the period, the page, the shared queries. Not their requests (each dashboard's are cut
 * out of the shared module for its route) nor one dashboard's own modules.
 */
const dashboardWidgets =
  /[\\/]src[\\/](?:components[\\/]charts[\\/]|features[\\/]dashboards[\\/](?:widgets[\\/]|(?:use-period|dashboard-page|period-control)\.tsx?$|api[\\/](?:keys|queries|widget-queries)\.ts$))/

/** The Mantine components of the `mantine-extras` group (their modules and their stylesheets). */
const MANTINE_EXTRAS = 'Table|RingProgress'
const mantineExtrasModule = notCss(
  nodeModule(
    `@mantine/core/esm/components/(?:${MANTINE_EXTRAS})|@mantine/hooks/esm/use-resize-observer`,
  ),
)
const mantineExtrasStylesheet = new RegExp(
  `[\\\\/]@mantine[\\\\/]core[\\\\/]styles[\\\\/](?:${MANTINE_EXTRAS})\\.layer\\.css$`,
)

/**
 * Rolldown groups (minShareCount counts the route chunks and other dynamic imports that use a
 * module; a captured module brings its own imports along). A component's module CSS moves with
 * the component; the global styles go with the first chunk, so they stay ahead of all of it.
 */
const vendorGroups = [
  {
    // What runs before anything shows, on every page. The global styles (fonts, Mantine's base,
    // ours) come with it: this chunk's stylesheet is linked first, so they still precede every
    // component's module CSS, as when they were the entry's own.
    name: 'framework',
    test: (id: string) =>
      globalStyles.test(id) ||
      (!rechartsSelectorHook.test(id) &&
        notCss(
          nodeModule(
            'react|react-dom|scheduler|@tanstack/(?:react-router|router-core|history|react-query|query-core|store|react-store)|jotai|i18next|react-i18next|html-parse-stringify|void-elements|ky|jwt-decode|use-sync-external-store',
          ),
        )(id)),
    priority: 4,
  },
  {
    // The Mantine components most routes use; the rarer ones stay with their routes. The count
    // includes the components gallery's 21 demo chunks (each a dynamic import), so it rises with
    // them: at 14 they pulled 3 KB of rarely used components into every first visit.
    name: 'mantine',
    test: notCss(
      nodeModule(
        '@mantine/(?:core|hooks|notifications|nprogress|store)|@floating-ui/[^/]+|react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|clsx|tslib',
      ),
    ),
    minShareCount: 20,
    priority: 3,
  },
  {
    // The app's shared plumbing and components (and the contract's zod schemas), when at least
    // four routes use them. Not the file drop (it brings react-dropzone), the rich text (tiptap),
    // the sanitizer (DOMPurify), the data table (@tanstack/react-table), the charts (recharts,
    // once the dashboards draw them on four routes), the carousel (the about page, the gallery and
    // two dashboards: none is a first visit), the dashboards' contracts (every dashboard route
    // and the mock API read them, none of it a first visit) nor the date pickers' locales (dayjs and
    // its four locales): only the screens that
    // edit or show rich text, or list rows in a table, use them, and a captured module brings its
    // imports along (the editor put 680 KB of tiptap here once; the table, 15 KB gzip).
    name: 'shared',
    test: (id: string) =>
      !id.endsWith('.css') &&
      /[\\/]src[\\/](?:components|lib)[\\/]/.test(id) &&
      !/[\\/]src[\\/](?:components[\\/](?:file-drop|rich-text|data-table|charts|carousel)[\\/]|lib[\\/](?:sanitize-html\.ts|i18n[\\/]localized-dates\.tsx|api[\\/]schemas[\\/](?:banking|booking|dashboards)\.ts)$)/.test(
        id,
      ),
    minShareCount: 4,
    priority: 2,
  },
  {
    // The Mantine pieces that the three layouts (sign-in, public pages, dashboard) use beyond
    // `mantine`'s: one small chunk (2.3 KB gzip) instead of three. A group named `mantine` too
    // makes a chunk of its own, and in `mantine` itself they would load with every page's entry.
    name: 'layouts',
    test: (id: string) =>
      !id.endsWith('.css') &&
      /[\\/]node_modules[\\/]@mantine[\\/](?:core[\\/]esm[\\/]components[\\/](?:ThemeIcon|Drawer)|hooks[\\/]esm[\\/]use-disclosure)[\\/]/.test(
        id,
      ),
    priority: 3.5,
  },
  {
    // What the dashboard layout needs beyond the other groups (its header's and nav's Mantine
    // parts, the account mutations, the chat and mail badges' query keys, the chat conversation
    // cache): one chunk instead of seven tiny ones, each a request before the first paint
    // (issue 20). The lists come from the layout route's imports in the manifest
    // (`SIZE_FILES=1 npm run size` lists the landing page's files); a part the layout takes up
    // later only comes as a chunk of its own again.
    // Pricing and payment load it too, for the segmented control (2 KB more than before).
    name: 'shell',
    test: (id: string) =>
      (!id.endsWith('.css') || /star-bar\.module\.css$/.test(id)) &&
      (/[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:SegmentedControl|FloatingIndicator|Kbd|Collapse)[\\/]/.test(
        id,
      ) ||
        /[\\/]src[\\/]features[\\/](?:account[\\/]api[\\/](?:requests|mutations)|chat[\\/](?:api[\\/]keys|conversation-cache)|mail[\\/]api[\\/]keys)\.ts$/.test(
          id,
        ) ||
        // The landing page's star bar and invoice badge (0.7 KB gzip): two requests fewer before
        // its first paint; the shop, product and invoice pages that also draw them load this anyway.
        /[\\/]src[\\/]components[\\/](?:star-bar\.(?:tsx|module\.css)|invoice-status[\\/]invoice-status(?:-badge\.tsx|\.ts))$/.test(
          id,
        )),
    priority: 1.5,
  },
  {
    // The dashboards' shared widgets (cards, stat cards, queries, the app's own charts, the chart
    // frame): one chunk for the six dashboards instead of a dozen tiny ones, each a request before
    // the landing page's first paint (issue 20). Only these modules: what they import stays where
    // it was (Mantine's Table would otherwise come along, and every route with a table load it).
    name: 'dashboards',
    // Their CSS modules too (with no recursion they would otherwise be chunks of their own).
    test: (id: string) => dashboardWidgets.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 1.2,
  },
  {
    // Mantine parts of the landing page beyond `mantine`'s (the table, the ring and the resize
    // observer its charts' time axis reads): one request instead of three before its first paint;
    // the other routes with a table load the others too (3 KB gzip). Mantine's Rating is no longer
    // one of them: the landing page draws its stars with StarBar, only the review form asks.
    name: 'mantine-extras',
    test: (id: string) => mantineExtrasModule(id) || mantineExtrasStylesheet.test(id),
    // Their own modules only (and their stylesheets, which would otherwise be a file each): a
    // helper they share with the entry stays where it was.
    includeDependenciesRecursively: false,
    priority: 3.2,
  },
  {
    // Icons used by two routes or more (the nav's among them): a few KB in all.
    name: 'icons',
    test: nodeModule('@tabler/icons-react'),
    minShareCount: 2,
    priority: 1,
  },
]

/**
 * Component tests that replace modules (vi.mock) or reload them (vi.resetModules): they get a
 * module graph of their own, so the replacement cannot leak into the files that share one.
 * test/vitest-projects.test.ts fails when a file that needs it is missing here.
 */
const ISOLATED = [
  'test/features/mail/mail-list.test.tsx',
  'test/features/mail/mail-reader.test.tsx',
  'test/lib/query/optimistic.dom.test.ts',
  'test/lib/settings/atoms.dom.test.ts',
  'test/lib/api-ready.dom.test.ts',
  'test/lib/first-paint.dom.test.ts',
]

/**
 * The chunks V8 compiles eagerly, in the background, besides the entry (scripts/vite/compile-hints.ts):
 * the groups above that every first visit runs most of before its first paint.
 */
const EAGER_CHUNKS = ['framework', 'mantine', 'shared'] as const

/** The build (chunked for a fast first visit), the dev server and the two test projects. */
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
    // Each Mantine component imports its own stylesheet (see the file).
    mantineStyles(),
    // The chunks a first visit runs at once are compiled off the main thread (see the file).
    compileHints(EAGER_CHUNKS),
    // The mock API's service worker, /mock-api-worker.js (mocks/worker/service-worker.ts).
    mockWorker(),
    // The sign-in and sign-up pages' first screens as HTML, shown before any script runs (see
    // the file): the two pages a signed-out visit starts on.
    prerender([
      {
        path: '/auth/login',
        routeFiles: ['src/routes/auth/route.tsx', 'src/routes/auth/login.tsx'],
      },
      {
        path: '/auth/register',
        routeFiles: ['src/routes/auth/route.tsx', 'src/routes/auth/register.tsx'],
      },
    ]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...appOnlyAliases },
  },
  // The mock API's worker (mocks/worker/api-worker.ts) is a module worker, so the areas'
  // handlers it loads on their first call stay chunks of their own.
  worker: {
    format: 'es',
    plugins: () => [workerChunks.plugin],
    rolldownOptions: { output: { codeSplitting: { groups: workerChunks.groups } } },
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
        // A few shared chunks instead of ~100 small ones (issue 20: a signed-in cold load fetched
        // 123 scripts before its first paint; it is ~20 now, for the same bytes). Only
        // libraries every page needs, and shared code used by many routes, are grouped: the
        // heavy libraries (charts, editor, calendar, PDF, drag and drop) stay on the chunks of
        // the routes that draw them. docs/decisions/bundle-budget.md has the figures.
        codeSplitting: { groups: vendorGroups },
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
          exclude: ISOLATED,
          setupFiles: ['./test/setup/shared.ts', './test/setup/dom.ts'],
          // One module graph per worker here too: the app's modules are imported once per worker
          // instead of once per file (about a fifth of this project's time). Each test renders
          // into a fresh store, query client and router; dom.ts cleans the page and storage.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: ISOLATED,
          setupFiles: ['./test/setup/shared.ts', './test/setup/dom.ts'],
        },
      },
    ],
  },
})
