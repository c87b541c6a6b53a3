import type { Page } from '@playwright/test'
import {
  answered,
  collectPageErrors,
  expect,
  expectChartFillsCard,
  expectNoA11yViolations,
  expectNoClippedText,
  openSignedIn,
  reloadSignedIn,
  test,
} from './fixtures'

const DASHBOARDS = {
  '/dashboard/analytics': {
    widgets: [
      'stat-weekly-sales',
      'stat-new-users',
      'stat-purchase-orders',
      'stat-messages',
      'widget-website-visits',
      'widget-current-visits',
      'widget-conversion-rates',
      'widget-current-subject',
      'widget-news',
      'widget-order-timeline',
      'widget-traffic-by-site',
      'widget-tasks',
    ],
    // Four charts (a legend's icons are pictures too, hence "at least"), and four sparklines.
    pictures: 4,
    sparklines: 4,
  },
  '/dashboard/file': {
    widgets: [
      'widget-data-activity',
      'widget-folders',
      'widget-recent-files',
      'widget-upload',
      'widget-storage',
    ],
    pictures: 1,
    sparklines: 0,
  },
} as const

type Path = keyof typeof DASHBOARDS

/** Every widget has its answer and every chart its picture. */
async function expectDrawn(page: Page, path: Path) {
  const { widgets, pictures, sparklines } = DASHBOARDS[path]
  // Slow on a busy machine: the first call of a visit restores the mock API's data.
  for (const testId of widgets)
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('widget-skeleton')).toHaveCount(0, { timeout: 20_000 })
  // The app's own charts (widgets/*-chart.tsx): no charts library on a dashboard.
  const charts = page.locator('main [data-chart]')
  await expect(charts).not.toHaveCount(0)
  expect(await charts.count()).toBeGreaterThanOrEqual(pictures)
  await expect(page.locator('main [data-testid="sparkline"] path')).toHaveCount(2 * sparklines)
  await expect(page.getByRole('alert')).toHaveCount(0)
}

test.describe('the analytics and file dashboards', () => {
  test('draw every widget with no console error in light, dark and Arabic, axe clean', async ({
    page,
    context,
  }) => {
    // Two dashboards in three displays, six axe scans, on a busy machine.
    test.setTimeout(300_000)
    const errors = collectPageErrors(page)

    const displays = [
      {
        name: 'light',
        scheme: 'light',
        dir: 'ltr',
        heading: { analytics: 'Analytics', file: 'File' },
      },
      {
        name: 'dark',
        scheme: 'dark',
        dir: 'ltr',
        heading: { analytics: 'Analytics', file: 'File' },
      },
      {
        name: 'Arabic',
        scheme: 'dark',
        dir: 'rtl',
        heading: { analytics: 'التحليلات', file: 'الملفات' },
      },
    ] as const
    await openSignedIn(page, '/dashboard/analytics')
    for (const display of displays) {
      if (display.name === 'dark')
        await context.addCookies([
          { name: 'themeMode', value: 'dark', domain: 'localhost', path: '/' },
        ])
      if (display.name === 'Arabic')
        await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'))
      for (const path of Object.keys(DASHBOARDS) as Path[]) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          display.scheme,
        )
        await expect(page.locator('html')).toHaveAttribute('dir', display.dir)
        const name =
          path === '/dashboard/analytics' ? display.heading.analytics : display.heading.file
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
        await expectDrawn(page, path)
        if (display.name === 'light' && path === '/dashboard/analytics') {
          // The picture is hidden from assistive technology, not from the pointer: the visits'
          // bars and the visitors' line show the values of the bucket under it.
          const visits = page.getByTestId('widget-website-visits')
          await visits.getByTestId('chart-plot').hover()
          await expect(visits.getByTestId('chart-tooltip')).toContainText('Visitors')
          await page.mouse.move(0, 0)
          await expect(page.locator('main .recharts-surface')).toHaveCount(0)
          // The conversion bars fill their card, which the radar beside it makes taller than
          // the bars' least height: no empty band under the axis.
          const rates = page.getByTestId('widget-conversion-rates')
          await expectChartFillsCard(rates, rates.locator('[data-chart="rows"]'))
        }
        await expectNoA11yViolations(page, `on ${path} (${display.name})`)
        await expectNoClippedText(page, `on ${path} (${display.name})`)
      }
    }
    expect(errors).toEqual([])
  })

  test('a task checked off is still checked after a reload', async ({ page }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/analytics')
    const tasks = page.getByTestId('widget-tasks')
    const box = tasks.getByRole('checkbox').first()
    // The first call of a visit seeds the mock API (up to 20 s on a busy machine).
    await expect(box).toBeVisible({ timeout: 20_000 })
    const was = await box.isChecked()
    const saved = answered(page, 'POST', '/api/analytics/tasks/check')
    await box.click()
    await expect(box).toBeChecked({ checked: !was })
    await saved
    await reloadSignedIn(page)
    const reloaded = page.getByTestId('widget-tasks').getByRole('checkbox').first()
    await expect(reloaded).toBeVisible({ timeout: 20_000 })
    await expect(reloaded).toBeChecked({ checked: !was })
  })

  test('the file dashboard’s upload button opens the file manager’s upload', async ({ page }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/file')
    await page.getByTestId('widget-upload').getByRole('link', { name: 'Upload files' }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard/files-manager')
    await expect(page.getByRole('dialog', { name: 'Upload to “My files”' })).toBeVisible({
      timeout: 20_000,
    })
  })
})
