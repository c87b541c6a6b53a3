/**
 * The kanban board with 20 columns and 2,000 cards (issue 5), on /dashboard/kanban:
 *   - page load: from navigation start to the first cards on screen (code, language, mock API
 *     worker, the board call and the first render of 20 columns);
 *   - board answer → cards: from the arrival of the board call's answer to the cards on screen,
 *     i.e. the app's own render work;
 *   - frame time during a drag: requestAnimationFrame deltas while the mouse drags a card across
 *     six columns and back (the drag is cancelled with Escape, so nothing is written); the pointer
 *     goes past the board's end edge, so the board auto-scrolls sideways all the way;
 *   - the same within the view: a drag to the third column and back, no auto-scroll;
 *   - frame time while scrolling the longest column (virtualized).
 * Times are taken inside the page (performance.now), so the automation's own latency is left out.
 */

import { frameHistogram, recordFrames } from './lib/frames.mjs'

/** Installed before any page script: when cards are first on screen. */
function installProbes() {
  const bench = { cardsAt: null }
  window.__bench = bench
  const check = () => {
    if (bench.cardsAt !== null) return
    if (document.querySelector('[data-testid="kanban-board"] [data-testid^="kanban-card-"]'))
      bench.cardsAt = performance.now()
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true })
  bench.boardAnswerAt = () => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/kanban/board'))
    return answers.at(-1)?.responseEnd ?? NaN
  }
}

const waitForCards = (page) =>
  page.waitForFunction(() => window.__bench?.cardsAt !== null, null, { timeout: 120_000 })

const box = async (locator) => {
  const rect = await locator.boundingBox()
  if (!rect) throw new Error('not on screen')
  return { x: rect.x + rect.width / 2, y: rect.y + Math.min(rect.height / 2, 40) }
}

/**
 * The frames of a mouse drag of the first column's first card to the middle of column `to` and
 * back, about 60 pointer moves each way, cancelled with Escape (nothing is written).
 */
async function dragAndBack(page, to) {
  const columns = page.locator('[data-testid^="kanban-column-"]')
  const start = await box(columns.first().locator('[data-testid^="kanban-card-"]').first())
  const target = await box(columns.nth(to))
  return recordFrames(page, async () => {
    await page.mouse.move(start.x, start.y)
    await page.mouse.down()
    await page.mouse.move(start.x + 12, start.y + 4, { steps: 3 })
    await page.mouse.move(target.x, start.y + 120, { steps: 60 })
    await page.mouse.move(start.x + 20, start.y + 60, { steps: 60 })
    await page.keyboard.press('Escape')
    await page.mouse.up()
  })
}

/** @type {import('../bench.mjs').BenchSuite} */
export default {
  name: 'kanban',
  title: 'Kanban board, 20 columns and 2,000 cards',
  async run({ base, runs, stats, openPage }) {
    const page = await openPage({ init: installProbes })
    const url = `${base}/dashboard/kanban`
    // A first visit warms the HTTP cache and the worker, as a returning user would have them.
    await page.goto(url)
    await waitForCards(page)
    const counts = await page.evaluate(() => ({
      columns: document.querySelectorAll('[data-testid^="kanban-column-"]').length,
      cardsInDom: document.querySelectorAll('[data-testid^="kanban-card-"]').length,
    }))
    console.log(
      `Board: ${counts.columns} columns; ${counts.cardsInDom} of 2,000 cards in the DOM (long columns are virtualized)`,
    )

    const load = []
    const render = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url)
      await waitForCards(page)
      const { shown, answer } = await page.evaluate(() => ({
        shown: window.__bench.cardsAt,
        answer: window.__bench.boardAnswerAt(),
      }))
      load.push(shown)
      render.push(shown - answer)
    }

    const dragFrames = []
    const viewDragFrames = []
    const scrollFrames = []
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url)
      await waitForCards(page)
      await page.waitForTimeout(300)
      // Across the columns to the fifth and back: its middle is past the view's end, so the
      // board auto-scrolls all the way.
      dragFrames.push(...(await dragAndBack(page, 4)))
      await page.goto(url)
      await waitForCards(page)
      await page.waitForTimeout(300)
      // To the third column and back, all in view.
      viewDragFrames.push(...(await dragAndBack(page, 2)))

      // The longest column: scroll its list from top to bottom in wheel steps. Counted in cards
      // (a list far from the view skips rendering, so its scrollHeight says nothing).
      const longest = await page.evaluate(() => {
        const cards = (list) =>
          Number(list.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0)
        const lists = [...document.querySelectorAll('[data-virtual]')]
        lists.sort((a, b) => cards(b) - cards(a))
        lists[0]?.setAttribute('data-bench-longest', '')
        return lists.length
      })
      if (longest > 0) {
        const list = page.locator('[data-bench-longest]')
        const point = await box(list)
        await page.mouse.move(point.x, point.y)
        const scroll = await recordFrames(page, async () => {
          for (let step = 0; step < 40; step += 1) await page.mouse.wheel(0, 600)
          await page.waitForTimeout(200)
        })
        scrollFrames.push(...scroll)
      }
    }
    console.log(`Drag: ${frameHistogram(dragFrames)}`)
    console.log(`Drag within the view: ${frameHistogram(viewDragFrames)}`)
    console.log(`Scroll: ${frameHistogram(scrollFrames)}`)
    return [
      stats('page load → cards shown', load),
      stats('board answer → cards shown', render),
      stats('frame time during a card drag', dragFrames),
      stats('frame time, card drag within the view', viewDragFrames),
      stats('frame time scrolling the longest column', scrollFrames),
    ]
  },
}
