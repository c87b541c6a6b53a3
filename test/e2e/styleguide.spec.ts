import { collectPageErrors, expect, expectNoA11yViolations, test } from './fixtures'

/** The pages axe checks in each scheme: the index and the heaviest demos. */
const SCANNED = new Set(['buttons', 'charts', 'rich-text'])

test.describe('components gallery', () => {
  // Public pages: no account.
  test.use({ account: null })

  test('every page renders its demo in light and in dark, with no console or page error', async ({
    page,
  }) => {
    // 20 pages twice and 8 axe scans in one page, navigating in the app: under a minute.
    test.setTimeout(180_000)
    const errors = collectPageErrors(page)

    await page.goto('/components')
    for (const scheme of ['light', 'dark'] as const) {
      await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
      await expectNoA11yViolations(page, `on /components (${scheme})`)
      // Every page the index links (the registry has 20; the unit test checks they are all linked).
      const names = await page
        .locator('main a[href^="/components/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!))
      expect(names.length).toBeGreaterThanOrEqual(20)

      // In-app navigation from the cards and back: the index's links are what is tested, and no
      // page is loaded twice.
      for (const name of names) {
        await page.locator(`main a[href="/components/${name}"]`).click()
        const content = page.getByTestId(`component-page-${name}`)
        await expect(content.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByTestId('usage-code')).toBeVisible()
        await expect(page.getByTestId('demo-loading')).toHaveCount(0)
        // A demo draws at least one section of variants.
        await expect(page.getByTestId('preview-frame').getByRole('heading').first()).toBeVisible()
        if (SCANNED.has(name))
          await expectNoA11yViolations(page, `on /components/${name} (${scheme})`)
        await page.getByRole('link', { name: 'All components' }).click()
        await expect(page.getByRole('heading', { level: 1, name: 'Components' })).toBeVisible()
      }

      if (scheme === 'light') {
        // Dark through a page's own toolbar: it is the app's setting, kept in its cookie.
        await page.locator('main a[href="/components/buttons"]').click()
        await page.getByTestId('preview-scheme').getByText('Dark', { exact: true }).click()
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
        await page.getByRole('link', { name: 'All components' }).click()
      }
    }
    expect(errors).toEqual([])
  })
})
