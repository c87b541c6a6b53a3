import { expect, expectNoA11yViolations, openSignedIn, test } from './fixtures'

/**
 * The pages that need no API, each opened in turn in one browser context per account (a new
 * context and its first load cost more than these pages do), each scanned by axe where it is
 * shown: the end-of-test scan would see only the last one.
 */
test.describe('pages without the API', () => {
  // A visitor: no stored session (the tests start signed in unless they say so).
  test.describe(() => {
    test.use({ account: null })

    test('an unknown URL shows the 404 page; the status pages show their headings', async ({
      page,
    }) => {
      await page.goto('/no/such/page')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
      ).toBeVisible()
      await expect(page).toHaveTitle('Sorry, page not found! | Tangram')
      await expectNoA11yViolations(page, 'on the 404 page')
      for (const [path, heading] of [
        ['/403', 'No permission'],
        ['/500', '500 Internal server error'],
        ['/maintenance', 'Website currently under maintenance'],
        ['/coming-soon', 'Coming soon!'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expectNoA11yViolations(page, `on ${path}`)
      }
    })
  })

  test('inside the dashboard: an unknown URL keeps the shell around the 404; blank and denied', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/no-such-page')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
    ).toBeVisible()
    await expect(page.getByTestId('nav-vertical')).toBeVisible()
    await expectNoA11yViolations(page, 'on the dashboard’s 404 page')
    for (const [path, heading] of [
      ['/dashboard/blank', 'Blank'],
      ['/dashboard/permission-denied', 'Permission denied'],
    ] as const) {
      await openSignedIn(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expectNoA11yViolations(page, `on ${path}`)
    }
  })

  test('search jumps to any page (Ctrl+K)', async ({ page }) => {
    await openSignedIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Blank' })).toBeVisible()
    await page.keyboard.press('Control+K')
    const search = page.getByRole('textbox', { name: 'Search…' })
    await expect(search).toBeFocused()
    await search.fill('maint')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/maintenance$/)
  })
})
