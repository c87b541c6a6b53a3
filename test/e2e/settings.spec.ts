import { expect, expectNoA11yViolations, openSignedIn, setCookies, test } from './fixtures'

const THREE_DAYS_S = 3 * 24 * 60 * 60

test.describe('settings drawer', () => {
  test('opens from the floating button: a 260 px right-hand drawer titled Settings', async ({
    page,
  }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Settings' }).click()
    const drawer = page.getByRole('dialog', { name: 'Settings' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('heading', { name: 'Settings' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Reset' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Close' })).toBeVisible()
    const box = await drawer.boundingBox()
    expect(box?.width).toBe(260)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(1440)
    await expectNoA11yViolations(page, 'with the drawer open')
  })

  test('each setting applies, is kept in its cookie and survives a reload', async ({
    page,
    context,
  }) => {
    await openSignedIn(page)
    // The dot is always in the page, shown by its attribute (so the prerendered sign-in page can).
    const dot = page.locator('[data-testid="settings-dot"] > .mantine-Indicator-indicator')
    await expect(page.getByTestId('settings-dot')).not.toHaveAttribute('data-visible')
    await expect(dot).toBeHidden()
    await page.getByRole('button', { name: 'Settings' }).click()
    const drawer = page.getByRole('dialog', { name: 'Settings' })

    await drawer.getByRole('radio', { name: 'Dark' }).click()
    await drawer.getByRole('radio', { name: 'Bold' }).click()
    await drawer.getByRole('radio', { name: 'Mini' }).click()
    await drawer.getByRole('radio', { name: 'Purple' }).click()
    await drawer.getByRole('button', { name: 'Stretch' }).click()

    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(html).toHaveAttribute('data-contrast', 'bold')
    await expect(page.getByTestId('nav-mini')).toBeVisible()
    await expect(page.getByTestId('settings-dot')).toHaveAttribute('data-visible', 'true')
    await expect(dot).toBeVisible()
    await expect(page.getByTestId('reset-dot')).toHaveAttribute('data-visible', 'true')

    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    const expected = {
      themeMode: 'dark',
      themeContrast: 'bold',
      themeLayout: 'mini',
      themeColorPresets: 'purple',
      themeStretch: 'true',
    }
    const now = Date.now() / 1000
    for (const [name, value] of Object.entries(expected)) {
      expect(cookies[name]?.value, name).toBe(value)
      expect(cookies[name]?.path, name).toBe('/')
      expect(cookies[name]?.expires ?? 0, name).toBeGreaterThan(now + THREE_DAYS_S - 120)
      expect(cookies[name]?.expires ?? 0, name).toBeLessThan(now + THREE_DAYS_S + 120)
    }

    // After a reload the settings are there before any script runs (no flash of the defaults).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { schemeBeforeApp: string | null }).schemeBeforeApp =
            document.documentElement.getAttribute('data-mantine-color-scheme')
      })
    })
    await page.reload()
    expect(
      await page.evaluate(() => (window as unknown as { schemeBeforeApp: string }).schemeBeforeApp),
    ).toBe('dark')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expect(page.getByTestId('nav-mini')).toBeVisible()
    await expect(page.getByTestId('settings-dot')).toHaveAttribute('data-visible', 'true')
  })

  test('Reset restores the defaults and clears the cookies', async ({ page, context }) => {
    await setCookies(context, {
      themeMode: 'dark',
      themeLayout: 'horizontal',
      themeColorPresets: 'red',
    })
    await openSignedIn(page)
    await expect(page.getByTestId('nav-horizontal')).toBeVisible()
    await page.getByRole('button', { name: 'Settings' }).click()
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('button', { name: 'Reset' })
      .click()

    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(page.getByTestId('nav-vertical')).toBeVisible()
    await expect(page.getByTestId('settings-dot')).not.toHaveAttribute('data-visible')
    const names = (await context.cookies()).map((c) => c.name)
    for (const name of ['themeMode', 'themeLayout', 'themeColorPresets'])
      expect(names).not.toContain(name)
  })

  test('Stretch explains when it applies', async ({ page }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByTestId('settings-stretch-info').hover()
    await expect(page.getByRole('tooltip')).toHaveText(
      'Only available at large resolutions > 1600px (xl)',
    )
  })

  test('Fullscreen toggles its label and follows leaving full screen', async ({ page }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Settings' }).click()
    const drawer = page.getByRole('dialog', { name: 'Settings' })
    await drawer.getByRole('button', { name: 'Fullscreen', exact: true }).click()
    await expect(drawer.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible()
    expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true)
    // What Esc does: the browser leaves full screen; the label follows the fullscreenchange event.
    await page.evaluate(() => document.exitFullscreen())
    await expect(drawer.getByRole('button', { name: 'Fullscreen', exact: true })).toBeVisible()
  })
})
