import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { PRERENDERED_ID } from '../../src/lib/prerendered'

/** Runs axe on the page as it is now; fails on serious or critical violations. */
export async function expectNoA11yViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page })
    // axe.run() in the page itself. The default opens a new tab per check to merge the frames'
    // results there (and loads axe into it): half of each check's time, for pages with no frame
    // of another origin to merge (the files preview's PDF frame is the browser's own viewer).
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Every rule still runs; only the violations are collected (passes and the rest are not
    // read here, and gathering them took about a quarter of each check's time).
    .options({ resultTypes: ['violations'] })
    .analyze()
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    .join('\n')
  expect(blocking, `axe ${context}\n${report}`).toEqual([])
  // A page a test scanned itself is not scanned again when the test ends on it (axeAfterEach).
  checkedDisplays.add(await displayOf(page))
}

/** The pages this worker has already checked with axe (see axeAfterEach). */
const checkedDisplays = new Set<string>()

/** A page in one display: path, colour scheme, direction, language, phone or desktop width. */
const displayOf = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement
    return [
      location.pathname,
      html.getAttribute('data-mantine-color-scheme'),
      html.dir,
      html.lang,
      window.innerWidth < 768 ? 'phone' : 'desktop',
    ].join(' ')
  })

/**
 * The console errors and uncaught errors of a page from now on, each with the address it came
 * from; a test ends with `expect(errors).toEqual([])`.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

/** Waits two animation frames: what an effect started by the last event needs to run and paint. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

export async function setCookies(context: BrowserContext, cookies: Record<string, string>) {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
    })),
  )
}

export async function setLanguage(context: BrowserContext, language: string) {
  await context.addInitScript((lng) => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng)
  }, language)
}

export const DEMO = {
  admin: { email: 'demo@example.com', password: 'demo1234', name: 'Avery Quinn' },
  user: { email: 'user@example.com', password: 'demo1234', name: 'Sam Rivera' },
} as const

export type Account = keyof typeof DEMO

/**
 * Where sign-in.setup.ts saves each account's signed-in browser state: the token in
 * localStorage and the mock API's database in IndexedDB (it holds the key that signed the token).
 */
export const SIGNED_IN_STATE: Record<Account, string> = {
  admin: 'test/e2e/.auth/admin.json',
  user: 'test/e2e/.auth/user.json',
}

/**
 * Opens a page a signed-out visit starts on (/auth/login, /auth/register) and waits until the app
 * has replaced the build's picture of it (docs/decisions/prerender.md): until then its form is on
 * the page twice, and a locator finds both.
 */
export async function openPrerendered(page: Page, path: string) {
  await page.goto(path)
  await page.locator(`#${PRERENDERED_ID}`).waitFor({ state: 'detached' })
}

/**
 * Signs in through the login page (in any language: fields are found by type) and waits for the
 * page it returns to. Only the setup project and the sign-in tests go through the form; every
 * other test starts signed in (see `account` below).
 */
export async function signInThroughForm(page: Page, account: Account, to = '/dashboard/blank') {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(to)}`)
  await page.locator('input[type="email"]').fill(DEMO[account].email)
  await page.locator('input[type="password"]').fill(DEMO[account].password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname + url.search === to)
  // The address changes before the new page renders: wait for the dashboard itself.
  if (to.startsWith('/dashboard')) await page.getByTestId('dashboard-layout').waitFor()
}

/**
 * Waits until the app's API calls can go out (`<html data-api-ready>`). Signed in, the mock API
 * starts only after the first paint (issue 20), so on a busy machine the page can be drawn seconds
 * before its data: a test that checks data right after a load waits for this first.
 */
export const apiReady = (page: Page) =>
  page.locator('html[data-api-ready]').waitFor({ state: 'attached' })

/**
 * Resolves on the API's next successful answer to `method path` (arm it before the action). A
 * write is stored once it is answered, so a test that reloads to see a change kept waits for this.
 */
export const answered = (page: Page, method: string, path: string) =>
  page.waitForResponse(
    (r) => r.ok() && r.request().method() === method && new URL(r.url()).pathname === path,
  )

/** Opens a page as the test's signed-in account; waits for the dashboard around it and the API. */
export async function openSignedIn(page: Page, to = '/dashboard/blank') {
  await page.goto(to)
  await page.waitForURL((url) => url.pathname + url.search === to)
  if (to.startsWith('/dashboard')) await page.getByTestId('dashboard-layout').waitFor()
  await apiReady(page)
}

/** Reloads a signed-in page, as `openSignedIn` opens one. */
export async function reloadSignedIn(page: Page) {
  await page.reload()
  await page.getByTestId('dashboard-layout').waitFor()
  await apiReady(page)
}

export const test = base.extend<{ account: Account | null; axeAfterEach: void }>({
  /**
   * The account a test starts signed in as; `test.use({ account: null })` for a visitor. Each
   * test still gets a fresh context (its own copy of the saved state), so a test that changes
   * data does not affect the next one.
   */
  account: ['admin', { option: true }],
  // Not named `use`: the React hooks lint rule would take it for React's use() here.
  storageState: async ({ account }, provide) => {
    await provide(account ? SIGNED_IN_STATE[account] : { cookies: [], origins: [] })
  },
  /**
   * Every test ends with an axe check of the page it leaves (serious/critical fail the test),
   * unless this worker already checked the same page in the same display (path, colour scheme,
   * direction, language, phone or desktop width), at the end of a test or in one: a check takes
   * seconds, and nine kanban tests ending on the board would otherwise check the same board nine
   * times. A state a test cares
   * about (a drawer open, an error shown) gets its own expectNoA11yViolations() call.
   */
  axeAfterEach: [
    async ({ page }, use) => {
      await use()
      if (!page.url().startsWith('http')) return
      if (checkedDisplays.has(await displayOf(page))) return
      await expectNoA11yViolations(page, `at the end of the test (${page.url()})`)
    },
    { auto: true },
  ],
})

export { expect }

/** One clipped label: what it reads, where it sits and by how much it is cut. */
export interface ClippedText {
  text: string
  element: string
  scrollWidth: number
  clientWidth: number
}

/**
 * The labels on the page that are cut off: a button, link, tab, badge, nav or menu item (or a
 * part of one) whose content is wider than its box. An element that truncates on purpose, with an
 * ellipsis, and gives its full text through title, aria-label or a described-by tooltip is left
 * out; so are scroll areas, which show the rest on scrolling.
 */
export function findClippedText(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const LABELLED =
      'button, a[href], [role="tab"], [role="button"], [role="link"], [role="menuitem"], ' +
      '.mantine-Badge-root, .mantine-NavLink-root, .mantine-Chip-label, .mantine-SegmentedControl-label'
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      [...element.classList]
        .filter((name) => name.startsWith('mantine-') || name.startsWith('_'))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
    const explained = (element: Element, root: Element) =>
      [element, root].some(
        (node) =>
          Boolean(node.getAttribute('title')?.trim()) ||
          Boolean(node.getAttribute('aria-label')?.trim()) ||
          node.hasAttribute('aria-describedby'),
      )
    const found: Array<{
      text: string
      element: string
      scrollWidth: number
      clientWidth: number
    }> = []
    const seen = new Set<Element>()
    for (const root of document.querySelectorAll(LABELLED)) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (seen.has(element) || !(element instanceof HTMLElement)) continue
        seen.add(element)
        // Hidden, and visually hidden text for screen readers (1 px wide and clipped on purpose).
        if (element.clientWidth <= 1 || !element.checkVisibility({ visibilityProperty: true }))
          continue
        if (element.scrollWidth <= element.clientWidth + 1) continue
        const style = getComputedStyle(element)
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue
        if (style.textOverflow === 'ellipsis' && explained(element, root)) continue
        found.push({
          text: (element.innerText || element.textContent || '').trim().slice(0, 80),
          element: describe(element),
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        })
      }
    }
    return found
  })
}

/**
 * A chart whose card is stretched by a taller card in its row fills it (ChartFigure's `grow`): the
 * band between the chart's bottom and the card's is no more than the card's padding and a little.
 */
export async function expectChartFillsCard(card: Locator, chart: Locator) {
  const outer = await card.boundingBox()
  const inner = await chart.boundingBox()
  expect(outer && inner, 'the card and its chart are on screen').toBeTruthy()
  const band = outer!.y + outer!.height - (inner!.y + inner!.height)
  expect(band, 'empty band under the chart (px)').toBeLessThan(40)
}

/** Fails when any label on the page is cut off (see findClippedText). */
export async function expectNoClippedText(page: Page, context = '') {
  await page.evaluate(() => document.fonts.ready)
  await expect.poll(() => findClippedText(page), { message: `clipped text ${context}` }).toEqual([])
}
