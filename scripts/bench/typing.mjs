/**
 * Typing in the big forms at 4x CPU (a mid-range phone): from a key's press to the next frame
 * after it, measured inside the page, for a field at the top of each editor. Every key typed in
 * a controlled form renders the form again, so this is what its size costs a user. The usual
 * demo data; each editor opens in a context of its own.
 */

const EDITORS = [
  { path: '/dashboard/user/new', label: 'First name' },
  { path: '/dashboard/e-commerce/product/new', label: 'Product name' },
  { path: '/dashboard/invoice/new', label: 'Title' },
  { path: '/dashboard/blog/new', label: 'Post title' },
]
const TEXT = 'Alexandrina'

/** In the page, before its scripts: the time from each key's press to the frame after it. */
function probe() {
  window.__keyFrames = []
  window.addEventListener(
    'keydown',
    () => {
      const start = performance.now()
      requestAnimationFrame(() =>
        setTimeout(() => window.__keyFrames.push(performance.now() - start)),
      )
    },
    { capture: true },
  )
}

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'typing',
  title: 'Typing in the editors at 4x CPU (ms from a key to the next frame)',
  async run({ runs, stats, openPage }) {
    const rows = []
    for (const { path, label } of EDITORS) {
      const samples = []
      for (let run = 0; run < runs; run++) {
        const page = await openPage({ init: probe, path, size: 'normal' })
        const field = page.getByRole('textbox', { name: label }).first()
        await field.waitFor()
        // Let the page's own follow-up work (pictures, lazy chunks) end first.
        await page.waitForTimeout(1500)
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await field.click()
        await page.evaluate(() => (window.__keyFrames = []))
        // Keys far enough apart that one's work never waits for the one before.
        await page.keyboard.type(TEXT, { delay: 400 })
        await page.waitForTimeout(400)
        samples.push(...(await page.evaluate(() => window.__keyFrames)))
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
      rows.push(stats(`${path} (${label})`, samples))
    }
    return rows
  },
}
