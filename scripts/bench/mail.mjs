/**
 * The mail list with 10,000 inbox mails (issue 14, the large demo data), on /dashboard/mail/all:
 *   - page load: from navigation start to the first mail rows on screen, and the list answer →
 *     rows (the app's own work once the first page has arrived);
 *   - scroll frames: requestAnimationFrame deltas while the list is scrolled through its first ten
 *     pages (500 mails, pages loading on the way), as a histogram: the share of frames over 16,
 *     33 and 100 ms;
 *   - next page: from a jump to the end of the loaded rows to the first row of the next page on
 *     screen (what a fast scroller waits for), and how long that page's call took;
 *   - one search keystroke: from the key's input event to the new rows (incl. the 300 ms debounce).
 * Times are taken inside the page (performance.now), so the automation's own latency is left out.
 */

import { frameHistogram, recordFrames } from './lib/frames.mjs'

const API = '/api/mail/mails'
const SCROLL_PAGES = 10
const PAGE_SIZE = 50

/** Installed before any page script: first rows, row changes after an input, a frame recorder. */
function installProbes(api) {
  const rowsKey = () => {
    const list = document.querySelector('[data-testid="mail-list"]')
    const rows = list?.querySelectorAll('[data-testid="mail-row"]') ?? []
    if (rows.length === 0) return null
    return `${rows[0]?.textContent ?? ''}|${rows.length}`
  }
  const bench = { firstRowsAt: null, waiters: [], lastInputAt: null }
  window.__bench = bench
  bench.rowsKey = rowsKey
  // A new search may show the same first rows: after a loading phase (skeletons), any rows count.
  bench.arm = (before) => {
    bench.pending = new Promise((resolve) =>
      bench.waiters.push({ before, sawLoading: false, resolve }),
    )
  }
  const check = () => {
    const key = rowsKey()
    if (key === null) {
      for (const waiter of bench.waiters) waiter.sawLoading = true
      return
    }
    if (bench.firstRowsAt === null) bench.firstRowsAt = performance.now()
    bench.waiters = bench.waiters.filter((waiter) => {
      if (key === waiter.before && !waiter.sawLoading) return true
      waiter.resolve(performance.now())
      return false
    })
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  bench.answers = () =>
    performance.getEntriesByType('resource').filter((entry) => entry.name.includes(api))
  bench.answerToRows = (shown) => {
    const last = bench
      .answers()
      .filter((entry) => entry.responseEnd <= shown)
      .at(-1)
    return last ? shown - last.responseEnd : NaN
  }
  document.addEventListener('input', (event) => (bench.lastInputAt = event.timeStamp), true)
  /** Resolves when a row with an index at least `index` is on screen. */
  bench.rowAt = (index) =>
    new Promise((resolve) => {
      const seen = () =>
        [...document.querySelectorAll('[data-testid="mail-list"] [data-index]')].some(
          (node) =>
            Number(node.getAttribute('data-index')) >= index &&
            node.querySelector('[data-testid="mail-row"]'),
        )
      if (seen()) return resolve(performance.now())
      const observer = new MutationObserver(() => {
        if (!seen()) return
        observer.disconnect()
        resolve(performance.now())
      })
      observer.observe(document, { subtree: true, childList: true })
    })
}

const waitForRows = (page) =>
  page.waitForFunction(() => window.__bench?.firstRowsAt !== null, null, { timeout: 120_000 })

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'mail',
  title: 'Mail list, 10,000 inbox mails',
  async run({ base, runs, stats, openPage }) {
    const page = await openPage({ init: [installProbes, API] })
    const url = `${base}/dashboard/mail/all`
    // A first visit warms the HTTP cache and the worker, as a returning user would have them.
    await page.goto(url)
    await waitForRows(page)
    console.log(
      `Mail list: ${await page.locator('[data-testid="mail-list"] [aria-live]').first().textContent()}`,
    )

    const load = []
    const render = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url)
      await waitForRows(page)
      const { shown, app } = await page.evaluate(() => ({
        shown: window.__bench.firstRowsAt,
        app: window.__bench.answerToRows(window.__bench.firstRowsAt),
      }))
      load.push(shown)
      render.push(app)
    }

    const frames = []
    const scrollTimes = []
    for (let run = 0; run < Math.min(runs, 3); run += 1) {
      await page.goto(url)
      await waitForRows(page)
      await page.waitForTimeout(300)
      const list = page.locator('[data-mail-scroll]')
      const box = await list.boundingBox()
      if (!box) throw new Error('the list is not on screen')
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      const started = Date.now()
      const recorded = await recordFrames(page, async () => {
        // Wheel steps of 240 px, as a mouse wheel gives, until row 500 is on screen.
        for (let step = 0; step < 600; step += 1) {
          await page.mouse.wheel(0, 240)
          const done = await page.evaluate(
            (index) =>
              [...document.querySelectorAll('[data-testid="mail-list"] [data-index]')].some(
                (node) => Number(node.getAttribute('data-index')) >= index,
              ),
            SCROLL_PAGES * PAGE_SIZE - 1,
          )
          if (done) break
        }
      })
      scrollTimes.push(Date.now() - started)
      frames.push(...recorded)
    }

    const nextPage = []
    const pageCall = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url)
      await waitForRows(page)
      await page.waitForTimeout(300)
      // Jump to the end of what is loaded: the user waits for the next page's first row.
      const loaded = await page.evaluate(
        (size) => window.__bench.answers().length * size,
        PAGE_SIZE,
      )
      const calls = await page.evaluate(() => window.__bench.answers().length)
      const { waited, call } = await page.evaluate(
        async ({ index, calls }) => {
          const bench = window.__bench
          const scroller = document.querySelector('[data-mail-scroll]')
          const start = performance.now()
          const shown = bench.rowAt(index)
          scroller.scrollTop = scroller.scrollHeight
          const end = await shown
          const entry = bench.answers()[calls]
          return { waited: end - start, call: entry ? entry.responseEnd - entry.startTime : NaN }
        },
        { index: loaded, calls },
      )
      nextPage.push(waited)
      pageCall.push(call)
    }

    const keystroke = []
    const letters = 'aeionrt'
    const search = page.getByRole('searchbox', { name: 'Search mail' })
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url)
      await waitForRows(page)
      await search.click()
      const before = await page.evaluate(() => window.__bench.rowsKey())
      await page.evaluate((previous) => window.__bench.arm(previous), before)
      await search.press(letters[run % letters.length])
      const { total, app } = await page.evaluate(async () => {
        const bench = window.__bench
        const end = await bench.pending
        return { total: end - bench.lastInputAt, app: bench.answerToRows(end) }
      })
      keystroke.push(total)
      render.push(app)
    }

    console.log(`Scroll through ${SCROLL_PAGES * PAGE_SIZE} mails: ${frameHistogram(frames)}`)
    return [
      stats('page load → first rows', load),
      stats('list answer → rows (app work)', render),
      stats(`scroll frame (${SCROLL_PAGES} pages)`, frames),
      stats(`scroll ${SCROLL_PAGES * PAGE_SIZE} mails (wall time)`, scrollTimes),
      stats('jump to the end → next page rows', nextPage),
      stats('next page call', pageCall),
      stats('one keystroke → rows (incl. 300 ms debounce)', keystroke),
    ]
  },
}
