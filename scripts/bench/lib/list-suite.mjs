/**
 * A server-side list page under load (10,000 rows with the large demo data):
 *   - page load: from navigation start to the first real rows on screen (a full load: code,
 *     language, mock API worker, the list call);
 *   - in-app navigation: from a click on the nav's "List" link to the rows;
 *   - next page and a status tab: from the click to the new rows;
 *   - one filter keystroke: from the key's input event to the updated rows, with and without the
 *     search box's 300 ms debounce;
 *   - a typed word (60 ms between keys): from the last key to the updated rows;
 *   - list answer → rows: for all of the above, from the arrival of the list call's answer to the
 *     rows on screen, i.e. the app's own work (the rest is the mock API filtering the rows).
 * Times are taken inside the page (performance.now), so the automation's own latency is left out.
 */

const DEBOUNCE_MS = 300

/**
 * Installed before any page script: records when real user rows (not skeletons) are on
 * screen and settled (no newer page on its way), and when they change after an input event.
 */
function installProbes({ prefix, apiPath }) {
  const rowsKey = () => {
    const table = document.querySelector(`[data-testid="${prefix}-table"]`)
    if (!table || table.hasAttribute('data-stale')) return null
    const rows = table.querySelectorAll(`tbody tr:not([data-testid="${prefix}-skeleton-row"])`)
    if (rows.length === 0) return null
    const range = document.querySelector(`[data-testid="${prefix}-list-range"]`)?.textContent ?? ''
    return `${range}|${rows[0]?.textContent ?? ''}|${rows.length}`
  }
  const bench = {
    firstRowsAt: null,
    waiters: [],
    lastInputAt: null,
    lastClickAt: null,
  }
  window.__bench = bench
  bench.rowsKey = rowsKey
  /**
   * Starts waiting for rows different from `before` (or any rows after a loading phase: a new
   * answer may look the same). The promise is kept on `bench.pending`.
   */
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
    attributes: true,
    characterData: true,
  })
  /** Ms from the last list answer received before `shown` to `shown`. */
  bench.answerToRows = (shown) => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(apiPath) && entry.responseEnd <= shown)
    const last = answers.at(-1)
    return last ? shown - last.responseEnd : NaN
  }
  // Starts of interactions: the events' own timestamps (the same clock as performance.now).
  document.addEventListener('input', (event) => (bench.lastInputAt = event.timeStamp), true)
  document.addEventListener('click', (event) => (bench.lastClickAt = event.timeStamp), true)
}

const waitForRows = (page) =>
  page.waitForFunction(() => window.__bench?.firstRowsAt !== null, null, { timeout: 120_000 })

/**
 * Runs `act`; returns the ms from its input or click event to the changed rows (`total`), and from
 * the list answer's arrival to those rows (`render`, the app's own share).
 */
async function timeUpdate(page, act, startOf) {
  const before = await page.evaluate(() => window.__bench.rowsKey())
  await page.evaluate((previous) => window.__bench.arm(previous), before)
  await act()
  return page.evaluate(async (kind) => {
    const bench = window.__bench
    const end = await bench.pending
    const start = kind === 'input' ? bench.lastInputAt : bench.lastClickAt
    return { total: end - start, render: bench.answerToRows(end) }
  }, startOf)
}

/**
 * The suite of a server-side list page (the product, user and invoice lists share one pattern,
 * so they are measured the same way).
 * @param {object} spec
 * @param {string} spec.name the suite's name on the command line
 * @param {string} spec.title the table's heading
 * @param {string | ((page: import('@playwright/test').Page) => Promise<string>)} spec.path the
 *   list's address (`/dashboard/user/list`), or a function that finds it in the signed-in page
 *   (a folder's address holds its id)
 * @param {string} spec.prefix the test ids' prefix (`user`: `user-table`, `user-list-range`...)
 * @param {string} spec.apiPath the list call (`/api/users/list`)
 * @param {string | null} spec.neighbour a light page of the same nav group, so its "List" link
 *   shows (null: no in-app navigation measure, for a list the nav does not link to)
 * @param {string[]} [spec.tabs] the status tabs' names, ending with "All" (none: no tab measure)
 * @param {string} spec.searchLabel the search box's accessible name
 * @param {string} spec.letters one letter per run, each changing the rows (none in every row)
 * @param {string[]} spec.words words each finding rows, typed one per run
 * @returns {import('../../bench.mjs').BenchSuite}
 */
export function listSuite(spec) {
  const { prefix, apiPath } = spec
  return {
    name: spec.name,
    title: spec.title,
    async run({ base, runs, stats, openPage }) {
      const page = await openPage({ init: [installProbes, { prefix, apiPath }] })
      const results = []
      const path = typeof spec.path === 'string' ? spec.path : await spec.path(page)
      const list = `${base}${path}`
      // A first visit warms the HTTP cache and the worker, as a returning user would have them.
      await page.goto(list)
      await waitForRows(page)
      const total = await page.getByTestId(`${prefix}-list-range`).textContent()
      console.log(`List: ${total}`)

      // The app's own share of each update: from the list answer's arrival to the rows on screen.
      const render = []

      const load = []
      for (let run = 0; run < runs; run += 1) {
        await page.goto(list)
        await waitForRows(page)
        const { shown, share } = await page.evaluate(() => ({
          shown: window.__bench.firstRowsAt,
          share: window.__bench.answerToRows(window.__bench.firstRowsAt),
        }))
        load.push(shown)
        render.push(share)
      }
      results.push(stats('page load → rows', load))

      const inApp = []
      for (let run = 0; spec.neighbour !== null && run < runs; run += 1) {
        // A light page of the same nav group, so the "List" link is showing.
        await page.goto(`${base}${spec.neighbour}`)
        await page.getByTestId('dashboard-layout').waitFor()
        await page.getByRole('link', { name: 'List', exact: true }).click()
        await waitForRows(page)
        inApp.push(
          await page.evaluate(() => window.__bench.firstRowsAt - window.__bench.lastClickAt),
        )
      }
      if (inApp.length) results.push(stats('in-app navigation → rows', inApp))

      await page.goto(list)
      await waitForRows(page)
      const paging = []
      for (let run = 0; run < runs; run += 1) {
        const next = () => page.getByRole('button', { name: 'Next page' }).click()
        const { total, render: share } = await timeUpdate(page, next, 'click')
        paging.push(total)
        render.push(share)
      }
      results.push(stats('next page → rows', paging))

      // Lists with status tabs (not the product list) measure a tab switch too.
      if (spec.tabs) {
        const tabs = []
        const statuses = spec.tabs
        await page.goto(list)
        await waitForRows(page)
        for (let run = 0; run < runs; run += 1) {
          const tab = () =>
            page
              .getByRole('tab', { name: new RegExp(`^${statuses[run % statuses.length]}`) })
              .click()
          const { total, render: share } = await timeUpdate(page, tab, 'click')
          tabs.push(total)
          render.push(share)
        }
        results.push(stats('status tab → rows', tabs))
      }

      const search = page.getByRole('searchbox', { name: spec.searchLabel })
      const keystroke = []
      for (let run = 0; run < runs; run += 1) {
        await page.goto(list)
        await waitForRows(page)
        await search.click()
        // A different letter each run: no answer comes from the cache, and each one changes the rows.
        const letter = spec.letters[run % spec.letters.length]
        const { total, render: share } = await timeUpdate(page, () => search.press(letter), 'input')
        keystroke.push(total)
        render.push(share)
      }
      results.push(stats('one keystroke → rows (incl. 300 ms debounce)', keystroke))
      results.push(
        stats(
          'one keystroke → rows (after the debounce)',
          keystroke.map((ms) => ms - DEBOUNCE_MS),
        ),
      )

      const burst = []
      for (let run = 0; run < runs; run += 1) {
        await page.goto(list)
        await waitForRows(page)
        await search.click()
        const word = spec.words[run % spec.words.length]
        const type = () => search.pressSequentially(word, { delay: 60 })
        const { total, render: share } = await timeUpdate(page, type, 'input')
        burst.push(total)
        render.push(share)
      }
      results.push(stats('typed word, last key → rows (incl. debounce)', burst))
      results.push(
        stats(
          'list answer → rows shown (all of the above)',
          render.filter((ms) => Number.isFinite(ms)),
        ),
      )
      return results
    },
  }
}
