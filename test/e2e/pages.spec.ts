import { expect, openSignedIn, test } from './fixtures'

test.describe('pages without the API', () => {
  // A visitor: no stored session (the tests start signed in unless they say so).
  test.describe(() => {
    test.use({ account: null })

    test('an unknown URL shows the 404 page', async ({ page }) => {
      await page.goto('/no/such/page')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
      ).toBeVisible()
      await expect(page).toHaveTitle('Sorry, page not found! | Tangram')
    })
  })

  test('an unknown dashboard URL keeps the shell around the 404', async ({ page }) => {
    await openSignedIn(page, '/dashboard/no-such-page')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sorry, page not found!' }),
    ).toBeVisible()
    await expect(page.getByTestId('nav-vertical')).toBeVisible()
  })

  for (const [path, heading] of [
    ['/403', 'No permission'] as const,
    ['/500', '500 Internal server error'],
    ['/maintenance', 'Website currently under maintenance'],
    ['/coming-soon', 'Coming soon!'],
    ['/dashboard/blank', 'Blank'],
    ['/dashboard/permission-denied', 'Permission denied'],
  ]) {
    const dashboard = path.startsWith('/dashboard')
    test.describe(() => {
      test.use({ account: dashboard ? 'admin' : null })

      test(`${path} renders "${heading}"`, async ({ page }) => {
        if (dashboard) await openSignedIn(page, path)
        else await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      })
    })
  }

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
