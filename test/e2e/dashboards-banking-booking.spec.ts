import type { Page } from '@playwright/test'
import {
  collectPageErrors,
  expect,
  expectChartFillsCard,
  expectNoA11yViolations,
  expectNoClippedText,
  openSignedIn,
  reloadSignedIn,
  setCookies,
  test,
} from './fixtures'
import { DISPLAYS } from './dashboard-displays'

/** Every widget has its figures and every chart is drawn (no skeleton, no chart still loading). */
async function expectAllWidgetsShown(page: Page, charts: number, sparklines: number) {
  await expect(page.getByTestId('widget-skeleton')).toHaveCount(0, { timeout: 20_000 })
  // The app's own charts (widgets/*-chart.tsx).
  await expect(page.locator('main [data-chart]')).toHaveCount(charts)
  await expect(page.locator('main [data-testid="sparkline"] path')).toHaveCount(2 * sparklines)
  await expect(page.getByRole('alert')).toHaveCount(0)
}

const DASHBOARDS = [
  // Three sparklines, then two charts: the balance statistics' bars and the expense donut.
  {
    key: 'banking',
    path: '/dashboard/banking',
    h1: { en: 'Banking', ar: 'الخدمات المصرفية' },
    sparklines: 3,
    charts: 2,
    widgets: ['bank-card', 'quick-transfer', 'contacts'],
  },
  // Three sparklines, then two charts: the incomes' area and the check-in/out bars.
  {
    key: 'booking',
    path: '/dashboard/booking',
    h1: { en: 'Booking', ar: 'الحجوزات' },
    sparklines: 3,
    charts: 2,
    widgets: ['newest-bookings', 'customer-reviews'],
  },
] as const

test.describe('banking and booking dashboards', () => {
  // One test per dashboard walking its three displays in one page (the two run side by side).
  for (const dashboard of DASHBOARDS) {
    test(`${dashboard.key}: every widget in light, dark and Arabic, no console error, axe clean`, async ({
      page,
      context,
    }) => {
      // Three loads, three axe scans of a long page, on a shared 2-core machine.
      test.setTimeout(300_000)
      const errors = collectPageErrors(page)

      for (const display of DISPLAYS) {
        await setCookies(context, display.cookies)
        await openSignedIn(page, dashboard.path)
        // The language is the reader's stored choice: set it, then load the page again in it.
        await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), display.language)
        await reloadSignedIn(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          dashboard.h1[display.language],
        )
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          display.language === 'ar' ? 'rtl' : 'ltr',
        )
        await expectAllWidgetsShown(page, dashboard.charts, dashboard.sparklines)
        if (display.name === 'light') {
          // The bars show the values of the bucket under the pointer.
          await page.locator('main [data-chart="bands"]').first().getByTestId('chart-plot').hover()
          await expect(page.getByTestId('chart-tooltip')).toBeVisible()
          await page.mouse.move(0, 0)
          if (dashboard.key === 'booking') {
            // Beside the taller available rooms, the arrivals' bars fill their card.
            const checkInOut = page.getByTestId('check-in-out')
            await expectChartFillsCard(checkInOut, checkInOut.locator('[data-chart]'))
          }
        }
        for (const widget of dashboard.widgets) await expect(page.getByTestId(widget)).toBeVisible()
        await expectNoA11yViolations(page, `on ${dashboard.path} (${display.name})`)
        await expectNoClippedText(page, `on ${dashboard.path} (${display.name})`)
      }
      expect(errors).toEqual([])
    })
  }

  test('a quick transfer lowers the balance, still lower after a reload', async ({ page }) => {
    // The first call seeds the mock API in the browser (up to 20 s on a busy machine).
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/banking')
    const balance = page.getByTestId('stat-balance').getByTestId('stat-value')
    await expect(balance).toHaveText(/\$/, { timeout: 20_000 })
    const dollars = async () => Number((await balance.textContent())!.replace(/[^\d.-]/g, ''))
    const before = await dollars()

    const form = page.getByTestId('transfer-form')
    await form.getByTestId('transfer-contact').first().click()
    await form.getByRole('textbox', { name: 'Amount' }).fill('25.50')
    await form.getByRole('button', { name: 'Transfer now' }).click()
    await expect(page.getByText(/\$25\.50 sent to /)).toBeVisible()
    await expect.poll(dollars).toBeCloseTo(before - 25.5, 2)
    await expect(
      page.getByTestId('recent-transactions').getByTestId('transaction-row').first(),
    ).toContainText('-$25.50')

    await reloadSignedIn(page)
    await expect(balance).toHaveText(/\$/, { timeout: 20_000 })
    expect(await dollars()).toBeCloseTo(before - 25.5, 2)
  })
})
