/**
 * Route change inside the app (issue 20: "the next page's content within 150 ms at 1x"), signed
 * in with the usual demo data, after one tour that caches every page's code, language bundle and
 * mock API handlers. Each step clicks the page's link in the vertical nav and measures, inside the
 * page (performance.now, polled every frame):
 *   - heading: until the new page's <h1> is on screen (the route's code ran, its loader settled);
 *   - content: until nothing in <main> is still loading (no visible skeleton, no aria-busy, no
 *     page loader): the page's data is drawn;
 *   - quiet: until the page's follow-up work is done too (charts measuring themselves and drawing
 *     again at their size, effects): the start of the last frame that came late (over 25 ms after
 *     the one before) in the second after the content, so the main thread is free again.
 * All count from the click, so they include the data's trip through the mock API.
 */

const TOUR = [
  '/dashboard/ecommerce',
  '/dashboard/analytics',
  '/dashboard/banking',
  '/dashboard/booking',
  '/dashboard/file',
  '/dashboard/mail/all',
  '/dashboard/chat',
  '/dashboard/calendar',
  '/dashboard/kanban',
  '/dashboard/files-manager',
  '/dashboard/app',
]

/** In the page: click the nav link to `path`, then time the heading and the settled content. */
function visit(path) {
  const link = document.querySelector(`[data-testid="dashboard-layout"] nav a[href="${path}"]`)
  if (!link) throw new Error(`no nav link to ${path}`)
  const before = document.querySelector('main h1')
  const start = performance.now()
  link.click()
  return new Promise((resolve, reject) => {
    let heading = null
    const give = setTimeout(() => reject(new Error(`${path} did not settle in 30 s`)), 30_000)
    const loading = (main) =>
      main.querySelector('.mantine-Skeleton-root[data-visible], [aria-busy="true"]')
    const check = () => {
      const h1 = document.querySelector('main h1')
      if (heading === null && location.pathname === path && h1 && h1 !== before)
        heading = performance.now() - start
      const main = document.querySelector('main')
      if (heading !== null && main && !loading(main)) {
        clearTimeout(give)
        const content = performance.now() - start
        // Watch the frames for a second: the last late one ends the page's work.
        let last = performance.now()
        let quiet = content
        const watch = (now) => {
          if (now - last > 25) quiet = now - start
          last = now
          if (now - start < content + 1000) requestAnimationFrame(watch)
          else resolve({ heading, content, quiet: Math.max(quiet, content) })
        }
        requestAnimationFrame(watch)
        return
      }
      requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'route-change',
  title: 'Route change inside the app, code cached (ms from the click, 1x CPU)',
  async run({ runs, stats, openPage }) {
    const page = await openPage({ size: 'normal', path: '/dashboard/app' })
    const tour = async (record) => {
      for (const path of TOUR) {
        const times = await page.evaluate(visit, path)
        record?.(path, times)
        // Let the page's late work (charts, images) finish before the next click.
        await page.waitForLoadState('networkidle')
      }
    }
    await tour()
    const samples = new Map(TOUR.map((path) => [path, { heading: [], content: [], quiet: [] }]))
    for (let run = 0; run < runs; run += 1)
      await tour((path, { heading, content, quiet }) => {
        samples.get(path).heading.push(heading)
        samples.get(path).content.push(content)
        samples.get(path).quiet.push(quiet)
      })
    const all = [...samples.values()]
    return [
      stats(
        'heading shown, every page',
        all.flatMap((sample) => sample.heading),
      ),
      stats(
        'content settled, every page',
        all.flatMap((sample) => sample.content),
      ),
      stats(
        'quiet, every page',
        all.flatMap((sample) => sample.quiet),
      ),
      ...TOUR.flatMap((path) => [
        stats(`content settled: ${path}`, samples.get(path).content),
        stats(`quiet: ${path}`, samples.get(path).quiet),
      ]),
    ]
  },
}
