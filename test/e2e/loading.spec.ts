import { expect, openSignedIn, test } from './fixtures'

test.describe('loading', () => {
  // A first visit: no stored session, so only the public page's requests are measured.
  test.describe(() => {
    test.use({ account: null })

    test('the shell, the page and the language load side by side, not one after another', async ({
      page,
      context,
    }) => {
      // Slow every script down so that a chain of requests would show as a staircase of
      // HOLD_MS steps; requests started together differ by far less, even on a busy machine.
      const HOLD_MS = 600
      await context.route('**/assets/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
        await route.continue()
      })
      const started = new Map<string, number>()
      const t0 = Date.now()
      page.on('request', (request) => {
        const name = new URL(request.url()).pathname.split('/').pop() ?? ''
        if (name.endsWith('.js') && !started.has(name)) started.set(name, Date.now() - t0)
      })
      await page.goto('/404')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
      ).toBeVisible()

      const at = (prefix: string) => {
        const times = [...started.entries()]
          .filter(([name]) => name.startsWith(prefix))
          .map(([, t]) => t)
        expect(times.length, `a request for ${prefix}*.js`).toBeGreaterThan(0)
        return Math.min(...times)
      }
      // A chain (layout chunk, then page chunk, then language) would start them HOLD_MS apart.
      // They must all start together: within half a step (a loaded machine shows ~150 ms).
      const shell = at('route-')
      const pageChunk = at('404-')
      const language = at('locale-en-common-')
      expect(Math.abs(pageChunk - shell)).toBeLessThan(HOLD_MS / 2)
      expect(Math.abs(language - shell)).toBeLessThan(HOLD_MS / 2)
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
