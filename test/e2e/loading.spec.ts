import type { BrowserContext, Page } from '@playwright/test'
import { COMPILE_HINT } from '../../scripts/vite/compile-hints'
import { REMEMBER_KEY } from '../../src/features/auth/login/remembered-email'
import { apiReady, DEMO, expect, openSignedIn, test } from './fixtures'

/** The mock API's code: its chunk is named after src/app/start-mock-api.ts. */
const MOCK_CHUNK = /\/assets\/start-mock-api-[\w-]+\.js$/

/** Notes the scripts a page requests, by file name, with when each started (ms from now). */
function recordScripts(page: Page) {
  const started = new Map<string, number>()
  const t0 = Date.now()
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (name.endsWith('.js') && !started.has(name)) started.set(name, Date.now() - t0)
  })
  return started
}

/**
 * Holds every script HOLD_MS, so a chain of requests shows as a staircase of HOLD_MS steps while
 * requests started together differ by far less, even on a busy machine. Returns `at(prefix)`: when
 * the first script whose name starts with `prefix` was requested (ms).
 */
const HOLD_MS = 600
async function holdScripts(page: Page, context: BrowserContext) {
  await context.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    await route.continue()
  })
  const started = recordScripts(page)
  return (prefix: string) => {
    const times = [...started.entries()]
      .filter(([name]) => name.startsWith(prefix))
      .map(([, t]) => t)
    expect(times.length, `a request for ${prefix}*.js`).toBeGreaterThan(0)
    return Math.min(...times)
  }
}

test.describe('loading', () => {
  // A first visit: no stored session, so only the public page's requests are measured.
  test.describe(() => {
    test.use({ account: null })

    test('the shell, the page and the language load side by side, not one after another', async ({
      page,
      context,
    }) => {
      const at = await holdScripts(page, context)
      await page.goto('/404')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
      ).toBeVisible()

      // A chain (layout chunk, then page chunk, then language) would start them HOLD_MS apart.
      // They must all start together: within half a step (a loaded machine shows ~150 ms).
      const shell = at('route-')
      const pageChunk = at('404-')
      const language = at('locale-en-common-')
      expect(Math.abs(pageChunk - shell)).toBeLessThan(HOLD_MS / 2)
      expect(Math.abs(language - shell)).toBeLessThan(HOLD_MS / 2)
    })

    test("a route's own words load with its code, not after its loader", async ({
      page,
      context,
    }) => {
      // A chain (loader chunk, then the namespace) would start them HOLD_MS apart. The auth
      // routes name 'auth' in their staticData; start-up fetches it with 'common'.
      const at = await holdScripts(page, context)
      await page.goto('/auth/login')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(Math.abs(at('locale-en-auth-') - at('locale-en-common-'))).toBeLessThan(HOLD_MS / 2)
    })

    for (const { path, heading, remembered, dark, mini } of [
      { path: '/auth/login', heading: 'Sign in to your account' },
      { path: '/auth/register', heading: 'Get started absolutely free' },
      // A returning visitor who ticked "Remember me", in dark mode: the picture shows the e-mail
      // and the Settings button's dot too.
      {
        path: '/auth/login',
        heading: 'Sign in to your account',
        remembered: 'ops@example.com',
        dark: true,
      },
      { path: '/auth/register', heading: 'Get started absolutely free', dark: true, mini: true },
    ])
      test(`${path} is drawn before any script runs, and the live page replaces it unchanged${remembered ? ', e-mail remembered' : ''}${dark ? ', dark mode' : ''}${mini ? ', mini nav' : ''}`, async ({
        page,
        context,
        browser,
        baseURL,
      }) => {
        if (dark) await context.addCookies([{ name: 'themeMode', value: 'dark', url: baseURL! }])
        // The dashboard's layout: the sign-in pages draw it only as the dot.
        if (mini) await context.addCookies([{ name: 'themeLayout', value: 'mini', url: baseURL! }])
        if (remembered)
          await page.addInitScript(([key, email]) => localStorage.setItem(key, email), [
            REMEMBER_KEY,
            remembered,
          ] as const)
        // Before any script runs (none at all here) the visitor sees the page: the build's
        // picture of it, every part in place (no fallback waiting for a script to swap it).
        const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL })
        const still = await noScripts.newPage()
        await still.goto(path)
        await expect(still.locator('#prerendered h1')).toHaveText(heading)
        await expect(still.locator('#prerendered input[type="email"]')).toBeVisible()
        await expect(still.getByTestId('page-loader')).toHaveCount(0)
        await noScripts.close()

        // With them, the app renders the same page under the picture, then removes the picture:
        // what each shows at that moment (their text, without style sheets) must be the same.
        await page.addInitScript(() => {
          // Its words, and what its fields hold (a field's value is not in its text).
          const text = (element: Element) => {
            const copy = element.cloneNode(true) as Element
            copy.querySelectorAll('style, script').forEach((node) => node.remove())
            const fields = [...element.querySelectorAll('input')].map((input) =>
              input.type === 'checkbox' ? `[${input.checked ? 'x' : ' '}]` : `[${input.value}]`,
            )
            // The Settings button's dot (shown by this attribute: settings.module.css).
            const dot = element.querySelector('[data-testid="settings-dot"]')
            const dotShown = dot?.hasAttribute('data-visible') ? 'shown' : 'none'
            return `${(copy.textContent ?? '').replace(/\s+/g, ' ').trim()} ${fields.join(' ')} dot:${dotShown}`
          }
          let picture: Element | null = null
          const observer = new MutationObserver(() => {
            picture ??= document.getElementById('prerendered')
            const root = document.getElementById('root')
            if (!picture || picture.isConnected || !root) return
            observer.disconnect()
            Object.assign(window, { handedOver: { picture: text(picture), live: text(root) } })
          })
          observer.observe(document, { childList: true, subtree: true })
        })
        await page.goto(path)
        await expect(page.locator('#prerendered')).toHaveCount(0)
        const handedOver = await page.evaluate(
          () => (window as { handedOver?: { picture: string; live: string } }).handedOver,
        )
        expect(handedOver?.picture).toContain(heading)
        if (remembered) expect(handedOver?.picture).toContain(`[${remembered}] [] [x]`)
        expect(handedOver?.picture).toContain(dark ? 'dot:shown' : 'dot:none')
        expect(handedOver?.live).toBe(handedOver?.picture)
      })

    test('the picture is not shown when a stored language would change the page', async ({
      page,
      context,
    }) => {
      await context.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'))
      await page.route('**/*.js', (route) => route.abort())
      await page.goto('/auth/login')
      await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'stale')
      await expect(page.locator('#prerendered')).toHaveCount(0)
    })

    test('the entry and the chunks it runs at once are compiled off the main thread', async ({
      request,
    }) => {
      // V8 reads the hint (COMPILE_HINT) only on a file's very first line.
      const html = await (await request.get('/')).text()
      const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1]
      expect(entry, 'the entry script of index.html').toBeTruthy()
      const entryCode = await (await request.get(entry!)).text()
      expect(entryCode.startsWith(COMPILE_HINT), `${entry} starts with the hint`).toBe(true)
      // Its static imports: the framework, Mantine's and the app's shared chunks have it; the
      // bundler's small runtime does not.
      const imports = [...entryCode.matchAll(/from"\.\/([\w-]+\.js)"/g)].map((match) => match[1]!)
      const hinted = new Map<string, boolean>()
      for (const file of new Set(imports)) {
        const code = await (await request.get(`/assets/${file}`)).text()
        hinted.set(file.replace(/-[\w-]{8}\.js$/, ''), code.startsWith(COMPILE_HINT))
      }
      expect(Object.fromEntries(hinted)).toMatchObject({
        framework: true,
        mantine: true,
        shared: true,
        'rolldown-runtime': false,
      })
    })

    test('a public page loads no mock API code until a form calls the API', async ({ page }) => {
      const mockRequests: string[] = []
      page.on('request', (request) => {
        if (MOCK_CHUNK.test(new URL(request.url()).pathname)) mockRequests.push(request.url())
      })
      await page.goto('/auth/login?returnTo=%2Fdashboard%2Fblank')
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(mockRequests, 'mock API code on a signed-out public page').toEqual([])

      // Sending the form is the first API call: it starts the mock API, and the sign-in works.
      await page.locator('input[type="email"]').fill(DEMO.admin.email)
      await page.locator('input[type="password"]').fill(DEMO.admin.password)
      await page.locator('form button[type="submit"]').click()
      await page.getByTestId('dashboard-layout').waitFor()
      expect(mockRequests).toHaveLength(1)
    })
  })

  test.describe('signed in, the mock API starts with the page', () => {
    /**
     * When the page first showed a dashboard heading, and when it asked for the mock API's code
     * and for the toast container's.
     */
    async function moments(page: Page) {
      await apiReady(page)
      return page.evaluate(() => {
        const requested = (chunk: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => chunk.test(entry.name))
            ?.startTime ?? Infinity
        return {
          heading: (window as unknown as { headingAt?: number }).headingAt ?? Infinity,
          mock: requested(/\/assets\/start-mock-api-[\w-]+\.js$/),
          toasts: requested(/\/assets\/toasts-[\w-]+\.js$/),
        }
      })
    }

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('[data-testid="dashboard-layout"] h1')) return
          ;(window as unknown as { headingAt?: number }).headingAt = performance.now()
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
    })

    test('the API starts beside the route chunks, before the page is drawn; the toasts wait for it', async ({
      page,
    }) => {
      // The mock API runs in a worker (mocks/worker/api-worker.ts): its start costs the page's
      // main thread a small chunk, so with a session stored it starts with the page and has its
      // code and the stored data ready when the page's widgets first ask.
      await openSignedIn(page, '/dashboard/app')
      const { heading, mock, toasts } = await moments(page)
      expect(heading).toBeLessThan(Infinity)
      expect(mock).toBeLessThan(heading)
      // The toast container waits for the first paint (it has nothing to show before).
      expect(toasts).toBeGreaterThan(heading)
      expect(toasts).toBeLessThan(Infinity)
    })

    test("the mock API's code runs in its worker, not on the page", async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await openSignedIn(page, '/dashboard/app')
      await apiReady(page)
      await expect(page.getByText('Welcome back', { exact: false })).toBeVisible()
      // The page's own scripts, as its resource timing lists them: the worker's are not among them.
      const pageScripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      )
      expect(pageScripts.filter((path) => /\/api-server-/.test(path))).toEqual([])
      expect(pageScripts.some((path) => /\/start-mock-api-/.test(path))).toBe(true)
      const [worker] = page.workers()
      expect(worker, 'the mock API worker').toBeDefined()
      const workerScripts = await worker!.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )
      expect(workerScripts.some((path) => /\/api-server-[\w-]+\.js$/.test(path))).toBe(true)
    })

    test('a page whose loader needs data asks the API at once', async ({ page }) => {
      // The user editor's loader waits for the account: the page cannot be drawn before the API
      // answers, so the API must not wait for the page. If it did, only the first-paint
      // fallback (5 s) would start it; a cold load takes about a second here.
      await page.goto('/dashboard/user/edit')
      await expect(page).toHaveURL(/\/dashboard\/user\/[^/]+\/edit$/)
      await page.getByTestId('dashboard-layout').locator('h1').waitFor()
      const { heading, mock } = await moments(page)
      expect(mock).toBeLessThan(heading)
      expect(mock).toBeLessThan(4000)
    })
  })

  test('a navigation slower than 300 ms shows the progress bar', async ({ page, context }) => {
    await openSignedIn(page)
    await context.route('**/assets/maintenance-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    await page.getByTestId('nav-item-pages').click()
    await page.getByTestId('nav-item-maintenance').click()
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible()
    await expect(page).toHaveURL(/\/maintenance$/)
  })
})
