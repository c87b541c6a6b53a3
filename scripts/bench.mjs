#!/usr/bin/env node
/**
 * Benchmarks: not tests, they print tables of numbers.
 *
 *   npm run build && npm run bench              every suite
 *   npm run bench -- products                   only the named suites
 *
 * Serves the production build with `vite preview` and runs each suite of scripts/bench/ in its
 * own browser contexts, printing one table per suite. The mock API keeps its data in the
 * browser (IndexedDB, per context), so each context is signed in and seeded with the large demo
 * data (POST /api/mock/reset {"size":"large"}) on its own, and is thrown away afterwards.
 *
 * A suite is a module whose default export is a BenchSuite (see below); its run() returns the
 * table rows, most often made with stats(). Times should be taken inside the page
 * (performance.now) so the automation's own latency is left out.
 *
 *   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
 *   BENCH_RUNS      runs per measure (default 7)
 *   BENCH_DIST      the build to serve (default dist)
 *   BENCH_PORT      the port to serve it on (default 4174)
 *   BENCH_PAGES     cold-load only: the pages to measure, comma-separated (default all)
 *   BENCH_PEER      cold-load only: a peer's static build to load cold beside ours, in the same
 *                   turns, with our LCP as a share of its own (BENCH_PEER_PATH, default /)
 *   BENCH_MOCK_OFF  cold-load only: a VITE_MOCK_API=false build, its signed-in pages loaded cold
 *                   with the mock API's recorded answers given at once (no mock, no server time)
 */
import { existsSync, readdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { serve } from './bench/lib/serve.mjs'
import { chromiumLaunchOptions } from './chromium.mjs'

/**
 * @typedef {object} BenchContext
 * @property {string} base the app's address
 * @property {number} runs runs per measure
 * @property {typeof stats} stats min/median/max of a measure, as a table row
 * @property {import('@playwright/test').Browser} browser for suites that make their own contexts
 * @property {(page: import('@playwright/test').Page, to?: string) => Promise<void>} signIn
 *   signs the demo admin in through the form and waits for `to` (default /dashboard/blank)
 * @property {(options?: { init?: (() => void) | [(arg: any) => void, unknown], path?: string, size?: 'large' | 'normal', viewport?: { width: number, height: number } }) => Promise<import('@playwright/test').Page>}
 *   openPage a page in a new context, signed in as the demo admin, with the large demo data
 *   (size 'normal' keeps the usual seed); `init` runs before any page script on every load
 *   (probes); the page ends on `path` (default /dashboard/blank).
 *
 * @typedef {object} BenchSuite
 * @property {string} name what to pass on the command line
 * @property {string} title the table's heading
 * @property {(context: BenchContext) => Promise<Array<Record<string, unknown>>>} run
 */

const PORT = Number(process.env.BENCH_PORT ?? 4174)
const BASE = `http://localhost:${PORT}`
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const ADMIN = { email: 'demo@example.com', password: 'demo1234' }
const DIST = process.env.BENCH_DIST ?? 'dist'

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`No production build in ${DIST}/: run \`npm run build\` first.`)
  process.exit(1)
}

const suiteDir = new URL('./bench/', import.meta.url)
const available = readdirSync(suiteDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.slice(0, -4))
  .sort()
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
const unknown = wanted.filter((name) => !available.includes(name))
if (unknown.length) {
  console.error(`Unknown suite: ${unknown.join(', ')}. Suites: ${available.join(', ')}.`)
  process.exit(1)
}
/** @type {BenchSuite[]} */
const suites = await Promise.all(
  (wanted.length ? wanted : available).map(
    async (name) => (await import(new URL(`${name}.mjs`, suiteDir).href)).default,
  ),
)

async function signIn(page, to = '/dashboard/blank') {
  await page.goto(`${BASE}/auth/login?returnTo=${encodeURIComponent(to)}`)
  await page.locator('input[type="email"]').fill(ADMIN.email)
  await page.locator('input[type="password"]').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === to, { timeout: 60_000 })
  await page.getByTestId('dashboard-layout').waitFor({ timeout: 60_000 })
}

/** POST /api/mock/reset from the page, as the signed-in user. */
async function resetData(page, size) {
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/mock/reset', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { size },
  )
  if (status !== 200) throw new Error(`reset to ${size} answered ${status}`)
}

/** One table row: how many runs, and the min, median and max in ms. */
function stats(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b)
  const median =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
  const round = (value) => Math.round(value * 10) / 10
  return {
    measure: name,
    runs: samples.length,
    'min (ms)': round(sorted[0]),
    'median (ms)': round(median),
    'max (ms)': round(sorted.at(-1)),
  }
}

process.on('SIGINT', () => process.exit(130))
const { stop: stopServer } = await serve(DIST, PORT)
const browser = await chromium.launch(chromiumLaunchOptions).catch((error) => {
  stopServer()
  throw error
})
/** @type {import('@playwright/test').BrowserContext[]} */
const contexts = []
async function openPage({
  init,
  path,
  size = 'large',
  viewport = { width: 1440, height: 900 },
} = {}) {
  const context = await browser.newContext({ viewport })
  contexts.push(context)
  // A probe function, or [function, argument] for a probe that takes one.
  if (Array.isArray(init)) await context.addInitScript(init[0], init[1])
  else if (init) await context.addInitScript(init)
  const page = await context.newPage()
  if (size === 'large') {
    await signIn(page)
    await resetData(page, 'large')
    // The reset replaces the accounts and their signing key: sign in again.
    await page.evaluate(() => localStorage.removeItem('accessToken'))
  }
  await signIn(page, path)
  return page
}

let failed = false
try {
  for (const suite of suites) {
    console.log(`\n${suite.title}`)
    try {
      console.table(await suite.run({ base: BASE, runs: RUNS, stats, openPage, browser, signIn }))
    } catch (error) {
      failed = true
      console.error(`${suite.name} failed: ${error.stack ?? error}`)
    } finally {
      for (const context of contexts.splice(0)) await context.close()
    }
  }
} finally {
  await browser.close()
  stopServer()
}
if (failed) process.exitCode = 1
