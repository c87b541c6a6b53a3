/**
 * The calendar's month view with 500 events (issue 5, size 'large'), on /dashboard/calendar:
 *   - page load: from navigation start to the month's events drawn by Schedule-X (a full load:
 *     code, the Schedule-X chunk, language, mock API worker, the events call);
 *   - in-app navigation: from a click on the nav's "Calendar" link to the events drawn;
 *   - next / previous month: from a click on the toolbar's arrow to the other month drawn.
 * Times are taken inside the page (performance.now), so the automation's own latency is left out.
 */

/** Installed before any page script: notes when the month grid shows events, and when it changes. */
function installProbes() {
  const gridKey = () => {
    const grid = document.querySelector(
      '[data-testid="schedule-x"] .sx__month-grid-wrapper, [data-testid="schedule-x"] .sx__month-grid',
    )
    if (!grid) return null
    const events = grid.querySelectorAll('[data-event-id]')
    if (events.length === 0) return null
    const first = grid.querySelector('[data-date]')?.getAttribute('data-date') ?? ''
    return `${first}|${events.length}`
  }
  const bench = { firstEventsAt: null, waiters: [], lastClickAt: null, gridKey }
  window.__bench = bench
  bench.arm = (before) => {
    bench.pending = new Promise((resolve) => bench.waiters.push({ before, resolve }))
  }
  const check = () => {
    const key = gridKey()
    if (key === null) return
    if (bench.firstEventsAt === null) bench.firstEventsAt = performance.now()
    bench.waiters = bench.waiters.filter((waiter) => {
      if (key === waiter.before) return true
      waiter.resolve(performance.now())
      return false
    })
  }
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  })
  document.addEventListener('click', (event) => (bench.lastClickAt = event.timeStamp), true)
}

const waitForEvents = (page) =>
  page.waitForFunction(() => window.__bench?.firstEventsAt !== null, null, { timeout: 120_000 })

/** Clicks `button` and returns the ms from the click to the month grid drawn anew. */
async function timeSwitch(page, button) {
  const before = await page.evaluate(() => window.__bench.gridKey())
  await page.evaluate((previous) => window.__bench.arm(previous), before)
  await button.click()
  return page.evaluate(async () => (await window.__bench.pending) - window.__bench.lastClickAt)
}

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'calendar',
  title: 'Calendar month view, 500 events',
  async run({ base, runs, stats, openPage }) {
    const page = await openPage({ init: installProbes })
    const results = []
    const calendar = `${base}/dashboard/calendar`
    // A first visit warms the HTTP cache and the worker, as a returning user would have them.
    await page.goto(calendar)
    await waitForEvents(page)
    const total = await page.evaluate(async () => {
      const response = await fetch('/api/calendar/events', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      })
      return ((await response.json()).events ?? []).length
    })
    const drawn = await page.locator('[data-testid="schedule-x"] [data-event-id]').count()
    console.log(`Events: ${total} in all, ${drawn} drawn in this month's grid`)

    const load = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(calendar)
      await waitForEvents(page)
      load.push(await page.evaluate(() => window.__bench.firstEventsAt))
    }
    results.push(stats('page load → events drawn', load))

    const inApp = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${base}/dashboard/blank`)
      await page.getByTestId('dashboard-layout').waitFor()
      await page.getByRole('link', { name: 'Calendar', exact: true }).click()
      await waitForEvents(page)
      inApp.push(
        await page.evaluate(() => window.__bench.firstEventsAt - window.__bench.lastClickAt),
      )
    }
    results.push(stats('in-app navigation → events drawn', inApp))

    await page.goto(calendar)
    await waitForEvents(page)
    const toolbar = page.getByRole('toolbar', { name: 'Calendar navigation' })
    const next = []
    const previous = []
    for (let run = 0; run < runs; run += 1) {
      next.push(await timeSwitch(page, toolbar.getByRole('button', { name: 'Next period' })))
      previous.push(
        await timeSwitch(page, toolbar.getByRole('button', { name: 'Previous period' })),
      )
    }
    results.push(stats('next month → drawn', next))
    results.push(stats('previous month → drawn', previous))
    return results
  },
}
