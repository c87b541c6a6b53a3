#!/usr/bin/env node
/**
 * Bundle budget (issue 20): everything a first visit to the landing dashboard (/dashboard/app,
 * signed in) loads, JS and CSS, gzip. Two budgets, because the mock API ships only with
 * VITE_MOCK_API on:
 *
 *   mock off  the entry and its static imports, the route chunks of /dashboard and
 *             /dashboard/app, the English bundles it loads (common, dashboards, invoices), the
 *             toast container (loaded right after the first paint), whatever the page loads
 *             lazily after the first paint (its charts came so until stop 41, when the landing
 *             page's were drawn without recharts), and the stylesheets of all of these;
 *   mock on   the same plus the mock API's starter chunk and its worker's code (its entry and
 *             the server chunk it loads at once; the worker is bundled apart, so its files
 *             are read off the build rather than the manifest).
 *
 * The entry closure (what the browser must have before the app can start) stays a reported row.
 * Reads dist/.vite/manifest.json (run `npm run build` first; SIZE_DIST=<dir> reads another
 * build). `--check` exits 1 over a budget; SIZE_FILES=1 lists each group's files with their gzip
 * size.
 * docs/decisions/bundle-budget.md says how the budgets were set.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { filesOf as filesIn, staticClosure as closureIn } from './lib/manifest.mjs'

const BUDGET_KB = { mockOff: 384, mockOn: 505 }
const DIST = process.env.SIZE_DIST ?? 'dist'
const check = process.argv.includes('--check')

let manifest
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
} catch {
  console.error('No build manifest: run `npm run build` first.')
  process.exit(1)
}

const sizes = new Map()
function size(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(join(DIST, file))
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length })
  }
  return sizes.get(file)
}

const staticClosure = (key) => closureIn(manifest, key)
const filesOf = (keys) => filesIn(manifest, keys)

const keyOf = (source) => {
  if (!manifest[source])
    throw new Error(`Not in the manifest: ${source} (renamed? update scripts/size.mjs)`)
  return source
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)

/** Lazy parts of the landing dashboard that wait for the reader (the custom range's calendar). */
const OPENED_LATER = ['src/features/dashboards/custom-range.tsx']

/** The landing dashboard's route chunk (where signing in and /dashboard lead). */
const LANDING = 'src/routes/dashboard/app.tsx?tsr-split=component'

/**
 * What a route chunk and its own static imports load lazily (React.lazy, import()): the entry's
 * chunks are left out, their lazy imports are the other routes.
 */
const lazyImportsOf = (key) => {
  const entry = staticClosure(entryKey)
  const own = [...staticClosure(key)].filter((one) => !entry.has(one))
  return [...new Set(own.flatMap((one) => manifest[one].dynamicImports ?? []))].filter(
    (one) => !OPENED_LATER.includes(one),
  )
}

const groups = [
  { name: 'entry + static imports', keys: [entryKey] },
  { name: 'toast container (right after the first paint)', keys: [keyOf('src/app/toasts.tsx')] },
  {
    name: 'route chunks: /dashboard + /dashboard/app',
    keys: [keyOf('src/routes/dashboard/route.tsx?tsr-split=component'), keyOf(LANDING)],
  },
  {
    name: 'language bundles (en: common, dashboards, invoices)',
    keys: ['common', 'dashboards', 'invoices'].map((ns) => keyOf(`src/locales/en/${ns}.json`)),
  },
  { name: 'lazy imports (after the first paint)', keys: lazyImportsOf(LANDING) },
  {
    name: 'mock API starter (VITE_MOCK_API on)',
    keys: [keyOf('src/app/start-mock-api.ts')],
    mock: true,
  },
  { name: "mock API's worker (VITE_MOCK_API on)", files: mockWorkerFiles(), mock: true },
]

/**
 * The mock API's worker (mocks/worker/api-worker.ts) is bundled apart from the app, so the
 * manifest does not list it: its files are read off the build. Its entry (named in the starter's
 * chunk), that entry's imports and the server chunk it loads at once; not the areas' handlers,
 * which load on their first call, as the landing page's other lazy parts are left out.
 */
function mockWorkerFiles() {
  const starter = [...filesOf(staticClosure(keyOf('src/app/start-mock-api.ts')))].find((file) =>
    /start-mock-api-[\w-]+\.js$/.test(file),
  )
  const named = /api-worker-[\w-]+\.js/.exec(readFileSync(join(DIST, starter), 'utf8'))
  if (!named)
    throw new Error(`${starter} names no mock API worker (renamed? update scripts/size.mjs)`)
  const files = new Set()
  const queue = [`assets/${named[0]}`]
  while (queue.length > 0) {
    const file = queue.pop()
    if (files.has(file)) continue
    files.add(file)
    const code = readFileSync(join(DIST, file), 'utf8')
    for (const [, name] of code.matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
      queue.push(`assets/${name}`)
    for (const [, name] of code.matchAll(/import\(\s*["'`]\.\/(api-server-[\w-]+\.js)["'`]\s*\)/g))
      queue.push(`assets/${name}`)
  }
  if (![...files].some((file) => /api-server-/.test(file)))
    throw new Error(
      'The mock API worker loads no api-server chunk (renamed? update scripts/size.mjs)',
    )
  return files
}

const counted = new Set()
const rows = []
for (const group of groups) {
  const files = new Set()
  for (const key of group.keys ?? []) {
    for (const file of filesOf(staticClosure(key))) if (!counted.has(file)) files.add(file)
  }
  for (const file of group.files ?? []) if (!counted.has(file)) files.add(file)
  for (const file of files) counted.add(file)
  if (process.env.SIZE_FILES)
    console.log(
      group.name,
      [...files].map((file) => `${file} ${(size(file).gzip / 1024).toFixed(1)}`).join('\n  '),
    )
  const total = [...files].reduce(
    (sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip }),
    { raw: 0, gzip: 0 },
  )
  const count = (ext) => [...files].filter((file) => file.endsWith(ext)).length
  rows.push({ name: group.name, mock: group.mock, js: count('.js'), css: count('.css'), ...total })
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const sum = (list) =>
  list.reduce(
    (total, row) => ({
      js: total.js + row.js,
      css: total.css + row.css,
      raw: total.raw + row.raw,
      gzip: total.gzip + row.gzip,
    }),
    { js: 0, css: 0, raw: 0, gzip: 0 },
  )
const mockOff = sum(rows.filter((row) => !row.mock))
const mockOn = sum(rows)
const line = (name, row, budget) => ({
  'what loads': name,
  'JS files': row.js,
  'CSS files': row.css,
  'raw KB': kb(row.raw),
  'gzip KB': kb(row.gzip),
  'budget KB': budget ?? '',
})
console.table([
  ...rows.map((row) => line(row.name, row)),
  line('first visit, mock off (budgeted)', mockOff, BUDGET_KB.mockOff),
  line('first visit, mock on (budgeted)', mockOn, BUDGET_KB.mockOn),
])

let over = false
for (const [name, total, budget] of [
  ['mock off', mockOff, BUDGET_KB.mockOff],
  ['mock on', mockOn, BUDGET_KB.mockOn],
]) {
  const overThis = total.gzip / 1024 > budget
  over ||= overThis
  console.log(
    `${overThis ? 'OVER BUDGET' : 'Within budget'}: first visit to /dashboard/app, ${name}, ${kb(total.gzip)} KB gzip (budget ${budget} KB).`,
  )
}
if (check && over) process.exit(1)
