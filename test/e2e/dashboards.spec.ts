import { collectPageErrors, expect, expectNoA11yViolations, setCookies, test } from './fixtures'
import { DISPLAYS } from './dashboard-displays'

/** The dashboards this spec walks (the others have their own specs). */
const DASHBOARDS = [
  {
    path: '/dashboard/app',
    nav: 'nav-item-app',
    widgets: ['stat-new-users', 'invoiced-year', 'newest-invoices'],
  },
  {
    path: '/dashboard/ecommerce',
    nav: 'nav-item-ecommerceDashboard',
    widgets: ['stat-product-sold', 'yearly-sales', 'best-sellers'],
  },
] as const

test.describe('general dashboards', () => {
  test('the app and e-commerce dashboards draw every widget in light, dark and Arabic, with no console error', async ({
    page,
    context,
  }) => {
    // Two dashboards in three displays, each with an axe scan: about a minute on a busy machine.
    test.setTimeout(150_000)
    const errors = collectPageErrors(page)

    for (const display of DISPLAYS) {
      await setCookies(context, display.cookies)
      await page.goto('/dashboard/app')
      // The page stores its language once it has loaded it: the stored choice below must come
      // after that, or the page writes its old language over it before the reload (the reload
      // then stayed in English, right to left, in two full runs).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), display.language)
      await page.reload()
      // The reload fetches the language's bundle first: slow on a busy machine.
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        new RegExp(`^${display.language}`),
        { timeout: 20_000 },
      )
      for (const dashboard of DASHBOARDS) {
        // The second dashboard is reached from the menu, as a reader would.
        if (!page.url().endsWith(dashboard.path)) await page.getByTestId(dashboard.nav).click()
        await expect(page).toHaveURL(new RegExp(`${dashboard.path}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        for (const widget of dashboard.widgets) {
          // A reload restores the mock API's data before its first answer.
          await expect(page.getByTestId(widget)).toBeVisible({ timeout: 20_000 })
        }
        // Every widget has arrived and every chart has been drawn.
        await expect(page.getByTestId('widget-skeleton')).toHaveCount(0, { timeout: 20_000 })
        // The app's own charts (widgets/*-chart.tsx).
        await expect(page.locator('main [data-chart]').first()).toBeVisible()
        if (display.name === 'light' && dashboard.path === '/dashboard/app') {
          // The year's chart shows the month under the pointer, each series' value in full.
          const plot = page.getByTestId('invoiced-year').getByTestId('chart-plot')
          await plot.hover()
          const tooltip = page.getByTestId('chart-tooltip')
          await expect(tooltip).toContainText('Invoiced')
          await expect(tooltip).toContainText(/\$[\d,]+\.\d\d/)
          await page.mouse.move(0, 0)
          await expect(tooltip).toHaveCount(0)
        }
        await expectNoA11yViolations(page, `on ${dashboard.path} (${display.name})`)
      }
    }
    expect(errors).toEqual([])
  })

  test('the period control drives the address and every widget', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto('/dashboard/app')
    const newUsers = page.getByTestId('stat-new-users').getByTestId('stat-value')
    // The first call of a fresh page restores the mock API's data first.
    await expect(newUsers).toHaveText(/\d/, { timeout: 20_000 })
    const yearly = await newUsers.textContent()
    await page.getByRole('combobox', { name: 'Period' }).click()
    await page.getByRole('option', { name: 'Last 7 days' }).click()
    await expect(page).toHaveURL(/range=7d/)
    // A week has fewer new people than a year (the seed adds people all year long).
    await expect.poll(async () => Number(await newUsers.textContent())).toBeLessThan(Number(yearly))

    // A custom range: both days picked in the calendar, then the address holds them.
    await page.getByRole('combobox', { name: 'Period' }).click()
    await page.getByRole('option', { name: 'Custom range…' }).click()
    await page.getByTestId('period-custom').click()
    // The first day of the month, then today.
    await page.locator('table button:not([data-outside])').first().click()
    await page.locator('table button[data-today]').click()
    await expect
      .poll(() => {
        const search = new URL(page.url()).searchParams
        return [
          search.get('range'),
          /^\d{4}-\d{2}-01$/.test(search.get('from') ?? ''),
          search.get('to'),
        ]
      })
      .toEqual(['custom', true, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)])
  })
})
