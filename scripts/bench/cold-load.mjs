/**
 * Cold start (issue 20): a first visit with an empty HTTP cache, for /auth/login signed out, the
 * landing dashboard /dashboard/app signed in (issue 18), and /dashboard/blank signed in (the
 * shell alone, the landing page before the dashboards), at 1x and 4x CPU
 * (Emulation.setCPUThrottlingRate):
 *   - LCP: the last 'largest-contentful-paint' entry once the page has settled (signed in: the API
 *     started, then no request for 500 ms);
 *   - live: for a prerendered page (docs/decisions/prerender.md, the sign-in page), when the
 *     app's own page replaced the build's picture of it (the picture is the LCP); the page can be
 *     used from then on;
 *   - JS before first paint: script requests started before first-contentful-paint (the inline
 *     script of index.html paints the background long before, so 'first-paint' would say little);
 *   - JS requests and KB: every script the first visit fetched until the network is idle (the
 *     page's and its workers': the mock API runs in one), and
 *     their bodies as the preview server sends them (gzip at its default level, files under 1 KB
 *     as they are), computed from the build: a response that came through the mock API's service
 *     worker reports its decoded size in Resource Timing, so encodedBodySize overstated the
 *     scripts loaded after the worker started (1,113 KB instead of ~580 for /dashboard/app).
 * The CPU rate slows the page's main thread only: Chromium refuses it for a worker target
 * ("Operation is only supported for pages, not workers"), so the mock API's worker
 * (docs/decisions/mock-worker.md) runs at full speed at 4x. Compare its 4x figures with that in
 * mind; at 1x nothing is slowed.
 * The signed-in runs start from one sign-in through the form (token in localStorage, the mock
 * API's database in IndexedDB), each in a fresh context: no HTTP cache, no service worker yet,
 * as a returning user whose cache was cleared. The cases are interleaved run by run, so a busy
 * moment of the machine spreads over all of them; each cell is the median with [min–max].
 *
 * BENCH_PEER=<dir> adds a peer's static build (issue 20 compares us with material-kit-react's),
 * served from <dir> by the same kind of server on BENCH_PORT + 1 and loaded cold at its root
 * (BENCH_PEER_PATH, default /) in the same turns, at 1x and 4x; its LCP is the last entry once the
 * page has loaded and its network has been quiet for 500 ms. The table then ends with our LCP as
 * a share of the peer's at each CPU rate, median against median (the goal: at most 0.8). Build
 * the peer outside the project; none of its code belongs here.
 *
 * BENCH_MOCK_OFF=<dir> adds the signed-in pages as a build made with VITE_MOCK_API=false serves
 * them (the app as it ships against a real backend), from <dir> on BENCH_PORT + 2. Its API calls
 * are answered at once by the automation, with the answers the mock API gave the same session
 * for the same pages just before (recorded once per bench run): the page's own cold load, without
 * the mock API's start and handlers on its main thread, and without any server's time either.
 */

import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { serve } from './lib/serve.mjs'

const ALL_CASES = [
  { path: '/auth/login', signedIn: false, cpu: 1 },
  { path: '/auth/login', signedIn: false, cpu: 4 },
  { path: '/dashboard/app', signedIn: true, cpu: 1 },
  { path: '/dashboard/app', signedIn: true, cpu: 4 },
  { path: '/dashboard/blank', signedIn: true, cpu: 1 },
  { path: '/dashboard/blank', signedIn: true, cpu: 4 },
]
/** BENCH_PAGES=/dashboard/app (comma-separated) measures only those pages; all by default. */
const onlyPages = process.env.BENCH_PAGES?.split(',').filter(Boolean)
const OURS = onlyPages ? ALL_CASES.filter(({ path }) => onlyPages.includes(path)) : ALL_CASES

const DIST = process.env.BENCH_DIST ?? 'dist'
const PEER = process.env.BENCH_PEER
const PEER_PATH = process.env.BENCH_PEER_PATH ?? '/'
const PEER_CASES = PEER
  ? [1, 4].map((cpu) => ({ path: PEER_PATH, signedIn: false, cpu, peer: true }))
  : []
const MOCK_OFF = process.env.BENCH_MOCK_OFF
const MOCK_OFF_CASES = MOCK_OFF
  ? OURS.filter(({ signedIn }) => signedIn).map((entry) => ({ ...entry, mockOff: true }))
  : []
const CASES = [...OURS, ...MOCK_OFF_CASES, ...PEER_CASES]
const label = ({ path, signedIn, mockOff, peer }) =>
  `${peer ? `peer ${path}` : path}${signedIn ? ` (signed in${mockOff ? ', mock off' : ''})` : ''}`

const sentSizes = new Map()
/** What vite preview sends for a file of a build: gzip (default level) from 1 KB up. */
function sentSize(dist, path) {
  const file = `${dist}${path}`
  if (!sentSizes.has(file)) {
    const body = readFileSync(file)
    sentSizes.set(file, body.length < 1024 ? body.length : gzipSync(body).length)
  }
  return sentSizes.get(file)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** "median [min–max]" of the samples, rounded to `digits`. */
function cell(samples, digits = 0) {
  const round = (value) => value.toFixed(digits)
  const values = samples.filter((value) => value !== null)
  if (values.length === 0) return 'none read'
  const missing = samples.length - values.length
  const range = `${round(median(values))} [${round(Math.min(...values))}–${round(Math.max(...values))}]`
  return missing ? `${range}, ${missing} not read` : range
}

/**
 * The page's content is on screen: the sign-in form, or the dashboard shell with its page and
 * the API started. A signed-in page asks the mock API only after its first paint; at 4x the
 * network went idle before it had started, and the page's largest picture (the landing page's
 * featured cover, drawn by the API) was never counted: its LCP was the first paint's.
 */
async function waitForContent(page, path, peer) {
  if (peer) await page.waitForLoadState('load', { timeout: 60_000 })
  else if (path === '/auth/login') {
    await page.locator('#root input[type="email"]').waitFor({ timeout: 60_000 })
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 60_000 })
  } else {
    await page.getByTestId('dashboard-layout').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
    await page.locator('html[data-api-ready]').waitFor({ state: 'attached', timeout: 60_000 })
  }
}

/**
 * Counts the page's requests in flight from now on; `quiet()` resolves once none has been for
 * `ms`. Playwright's own 'networkidle' cannot be waited for twice: once reached (at 4x, before the
 * mock API had started) it answers at once.
 */
function watchNetwork(page, ms = 500) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta) => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return {
    async quiet() {
      while (inFlight > 0 || Date.now() - lastChange < ms)
        await new Promise((resolve) => setTimeout(resolve, 50))
    },
  }
}

/**
 * Read in the page once it has settled. Both paints come from buffered observers: reading the
 * paint entries at once missed a first paint not yet reported at 4x (an FCP of "Infinity").
 */
function readMetrics() {
  /** The first entries an observer of `type` gets, picked; null if none come within 2 s. */
  const observed = (type, pick) =>
    new Promise((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const value = pick(list.getEntries())
        if (value === undefined) return
        observer.disconnect()
        resolve(value)
      })
      observer.observe({ type, buffered: true })
      setTimeout(() => resolve(null), 2_000)
    })
  return Promise.all([
    observed(
      'paint',
      (entries) => entries.find((entry) => entry.name === 'first-contentful-paint')?.startTime,
    ),
    // LCP entries are buffered: the first call gets the ones already recorded, the last is it.
    observed('largest-contentful-paint', (entries) => entries.at(-1)?.startTime),
  ]).then(([fcp, lcp]) => {
    const handOver = /** @type {{ handOverAt?: number }} */ (window).handOverAt
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
    return {
      lcp,
      fcp,
      handOver: handOver ?? null,
      fcpAt: fcp === null ? null : performance.timeOrigin + fcp,
      scripts: scripts.map((entry) => ({
        path: new URL(entry.name).pathname,
        at: performance.timeOrigin + entry.startTime,
      })),
    }
  })
}

/**
 * Runs before the page's scripts: notes when a prerendered picture (docs/decisions/prerender.md)
 * leaves the page, i.e. when the live page the visitor can use replaced it.
 */
function watchHandOver() {
  let shown = false
  const observer = new MutationObserver(() => {
    if (document.getElementById('prerendered')) shown = true
    else if (shown) {
      if (document.documentElement.getAttribute('data-prerendered') !== 'stale')
        window.handOverAt = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
  // A page without a picture: nothing to watch once the document is parsed.
  document.addEventListener('DOMContentLoaded', () => shown || observer.disconnect())
}

/** The scripts a worker of the page fetched (the mock API's), as readMetrics lists the page's. */
const workerScripts = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js(\?|$)/.test(entry.name))
    .map((entry) => ({
      path: new URL(entry.name).pathname,
      at: performance.timeOrigin + entry.startTime,
    }))

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'cold-load',
  title: 'Cold load: first visit, empty HTTP cache (ms; KB = 1024 bytes gzip)',
  async run({ base, runs, browser, signIn }) {
    for (const [name, dir] of [
      ['BENCH_PEER', PEER],
      ['BENCH_MOCK_OFF', MOCK_OFF],
    ])
      if (dir && !existsSync(`${dir}/index.html`)) throw new Error(`No build in ${name}=${dir}`)
    const port = Number(process.env.BENCH_PORT ?? 4174)
    const none = { base: '', stop: () => {} }
    const peer = PEER ? await serve(PEER, port + 1) : none
    const mockOff = MOCK_OFF ? await serve(MOCK_OFF, port + 2).catch(stopAndRethrow(peer)) : none
    try {
      return await measure({
        base,
        peerBase: peer.base,
        mockOffBase: mockOff.base,
        runs,
        browser,
        signIn,
      })
    } finally {
      peer.stop()
      mockOff.stop()
    }
  },
}

/** A catch handler: stops `server` (already started), then fails as before. */
const stopAndRethrow = (server) => (error) => {
  server.stop()
  throw error
}

/**
 * The mock API's answers to the signed-in pages' calls, recorded in a context of the same session
 * (the demo data and token of `state`): "METHOD path?query" → status, headers and body.
 */
async function recordAnswers(browser, base, state) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: state,
  })
  const answers = new Map()
  const pending = []
  try {
    const page = await context.newPage()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.startsWith('/api/')) return
      const key = `${response.request().method()} ${url.pathname}${url.search}`
      pending.push(
        response.body().then(
          (body) =>
            answers.set(key, { status: response.status(), headers: response.headers(), body }),
          () => undefined, // a redirect or an aborted call has no body to replay
        ),
      )
    })
    const network = watchNetwork(page)
    for (const { path } of MOCK_OFF_CASES) {
      await page.goto(`${base}${path}`)
      await waitForContent(page, path, false)
      await network.quiet()
    }
    await Promise.all(pending)
  } finally {
    await context.close()
  }
  return answers
}

/**
 * Answers the page's API calls with the recorded ones, at once. A call not recorded as it is
 * (a poll whose query holds the time) gets the last answer to its path, else a 404.
 */
async function replayAnswers(context, answers) {
  const byPath = new Map()
  for (const [key, answer] of answers) byPath.set(key.replace(/\?.*$/, ''), answer)
  await context.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) => {
      const request = route.request()
      const url = new URL(request.url())
      const key = `${request.method()} ${url.pathname}`
      const answer = answers.get(`${key}${url.search}`) ?? byPath.get(key)
      return answer
        ? route.fulfill(answer)
        : route.fulfill({ status: 404, json: { message: 'Not recorded' } })
    },
  )
}

/** The session's stored state for another origin (the token and settings; no mock data). */
const stateFor = (state, from, to) => ({
  cookies: state.cookies,
  origins: state.origins
    .filter(({ origin }) => origin === from)
    .map(({ localStorage }) => ({ origin: to, localStorage })),
})

/** The cold loads of every case, run by run in turns; the table's rows. */
async function measure({ base, peerBase, mockOffBase, runs, browser, signIn }) {
  const signingIn = await browser.newContext()
  await signIn(await signingIn.newPage())
  const signedInState = await signingIn.storageState({ indexedDB: true })
  await signingIn.close()
  const answers = MOCK_OFF ? await recordAnswers(browser, base, signedInState) : null
  const mockOffState = MOCK_OFF ? stateFor(signedInState, base, mockOffBase) : undefined

  const samples = CASES.map(() => [])
  for (let run = 0; run < runs; run += 1) {
    for (const [index, { path, signedIn, cpu, peer, mockOff }] of CASES.entries()) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: mockOff ? mockOffState : signedIn ? signedInState : undefined,
      })
      try {
        if (mockOff) await replayAnswers(context, answers)
        if (!peer) await context.addInitScript(watchHandOver)
        const page = await context.newPage()
        const network = watchNetwork(page)
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
        await page.goto(`${peer ? peerBase : mockOff ? mockOffBase : base}${path}`)
        await waitForContent(page, path, peer)
        await network.quiet()
        const { scripts: pageScripts, fcpAt, ...metrics } = await page.evaluate(readMetrics)
        const scripts = [pageScripts]
        for (const worker of page.workers())
          scripts.push(await worker.evaluate(workerScripts).catch(() => []))
        const all = scripts.flat()
        const dist = peer ? PEER : mockOff ? MOCK_OFF : DIST
        const jsBytes = all.reduce((sum, { path }) => sum + sentSize(dist, path), 0)
        samples[index].push({
          ...metrics,
          jsBeforePaint: fcpAt === null ? null : all.filter(({ at }) => at < fcpAt).length,
          jsRequests: all.length,
          jsBytes,
        })
      } finally {
        await context.close()
      }
    }
  }

  const rows = CASES.map((entry, index) => {
    const of = (key) => samples[index].map((sample) => sample[key])
    return {
      page: label(entry),
      cpu: `${entry.cpu}x`,
      runs: samples[index].length,
      'LCP ms': cell(of('lcp')),
      'FCP ms': cell(of('fcp')),
      // A prerendered page (the sign-in page): when the live page replaced the picture.
      'live ms': entry.peer || entry.signedIn ? '' : cell(of('handOver')),
      'JS before paint': cell(of('jsBeforePaint')),
      'JS requests': cell(of('jsRequests')),
      'JS KB': cell(
        of('jsBytes').map((bytes) => bytes / 1024),
        1,
      ),
    }
  })
  if (!PEER) return rows
  // Our LCP as a share of the peer's at the same CPU rate, median against median.
  const lcpMedian = (index) =>
    median(samples[index].map((sample) => sample.lcp).filter((value) => value !== null))
  const ratios = [...OURS, ...MOCK_OFF_CASES].map((entry, index) => {
    const peerIndex = CASES.findIndex(({ peer, cpu }) => peer && cpu === entry.cpu)
    return {
      page: `${label(entry)} ÷ peer`,
      cpu: `${entry.cpu}x`,
      runs: samples[index].length,
      'LCP ms': `${(lcpMedian(index) / lcpMedian(peerIndex)).toFixed(2)}× (goal ≤ 0.80×)`,
    }
  })
  return [...rows, ...ratios]
}
