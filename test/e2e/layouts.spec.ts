import { expect, expectNoClippedText, openSignedIn, setCookies, test } from './fixtures'

test.describe('dashboard layouts', () => {
  test('vertical: 280 px nav, 92 px header, items 48/36/32 px by depth', async ({ page }) => {
    // Without motion the groups open at once. With it, "Error pages" was clicked while "Pages"
    // was still opening, and in two full runs out of ~10 the click did not open it: the
    // pointer ended one row up, on "Maintenance", with "Error pages" focused, as when the rows
    // move between the press and the release. The sizes checked here do not depend on motion.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openSignedIn(page)
    const nav = page.locator('.mantine-AppShell-navbar')
    expect((await nav.boundingBox())?.width).toBe(280)
    expect((await page.locator('.mantine-AppShell-header').boundingBox())?.height).toBe(92)

    const height = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.height
    expect(await height('nav-item-blank')).toBe(48)
    // A group's items are measured once its opening has laid them out (a bounding box is null
    // while they are hidden, and the opening animates).
    await page.getByTestId('nav-item-pages').click()
    await expect.poll(() => height('nav-item-maintenance')).toBe(36)
    await page.getByTestId('nav-item-errors').click()
    await expect.poll(() => height('nav-item-404')).toBe(32)
  })

  test('the header toggle switches vertical and mini (88 px, labels under icons)', async ({
    page,
  }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Collapse navigation' }).click()
    const nav = page.locator('.mantine-AppShell-navbar')
    await expect(page.getByTestId('nav-mini')).toBeVisible()
    expect((await nav.boundingBox())?.width).toBe(88)
    await expect(page.getByTestId('nav-item-blank')).toContainText('Blank')
    // Two-word labels wrap under the icon instead of losing their end ("Disabled it…").
    await expect(page.getByTestId('nav-item-disabled')).toContainText('Disabled item')
    await expectNoClippedText(page, 'in the mini nav')

    // A group's items open in a menu on hover, and by keyboard.
    await page.getByTestId('nav-item-pages').hover()
    await expect(page.getByRole('menuitem', { name: 'Maintenance' })).toBeVisible()
    await page.getByRole('menuitem', { name: 'Maintenance' }).click()
    await expect(page).toHaveURL(/\/maintenance$/)
    // The group's menu fades out over the new page; the final axe scan waits for it to go (caught
    // half-gone, it reads as a menu without items).
    await expect(page.getByRole('menu')).toHaveCount(0)
  })

  test('horizontal: nav bar under the header with group menus', async ({ page, context }) => {
    await setCookies(context, { themeLayout: 'horizontal' })
    await openSignedIn(page)
    await expect(page.getByTestId('nav-horizontal')).toBeVisible()
    await expect(page.locator('.mantine-AppShell-navbar')).toHaveCount(0)
    const header = await page.locator('.mantine-AppShell-header').boundingBox()
    const bar = await page.getByTestId('nav-horizontal').boundingBox()
    expect(bar?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + 50)
    // A caption has no room in a one-line bar: it is a dot with a tooltip, the item one line.
    const permission = page.getByTestId('nav-item-permission')
    await expect(permission.getByText('Only admin can see this item')).toHaveCount(0)
    await expect(
      permission.getByRole('img', { name: 'Only admin can see this item' }),
    ).toBeVisible()
    expect((await permission.boundingBox())?.height).toBe(32)

    await page.getByTestId('nav-item-pages').click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText('Error pages')).toBeVisible()
    await menu.getByRole('menuitem', { name: '403 Forbidden' }).click()
    await expect(page).toHaveURL(/\/403$/)
    // Choosing closes the menu (while it fades out, axe would find its focus guard in it).
    await expect(page.getByRole('menu')).toHaveCount(0)
  })

  test('below 1200 px the nav is a drawer opened from a 64 px header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page)
    expect((await page.locator('.mantine-AppShell-header').boundingBox())?.height).toBe(64)
    await expect(page.locator('.mantine-AppShell-navbar')).toHaveCount(0)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Main navigation' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Pages' }).click()
    await drawer.getByRole('link', { name: 'Coming soon' }).click()
    await expect(page).toHaveURL(/\/coming-soon$/)
  })

  test('content is capped at 1200 px; Stretch lifts the cap above 1600 px only', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1800, height: 900 })
    await openSignedIn(page)
    const width = async () => (await page.locator('#main-content').boundingBox())?.width ?? 0
    expect(await width()).toBe(1200)
    await setCookies(context, { themeStretch: 'true' })
    await page.reload()
    expect(await width()).toBeGreaterThan(1400)
    await page.setViewportSize({ width: 1500, height: 900 })
    expect(await width()).toBeLessThanOrEqual(1200)
  })

  test('the header shrinks to 60 px once the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 })
    await openSignedIn(page)
    const header = page.locator('.mantine-AppShell-header')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(92)
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-offset', 'true')
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(60)
  })

  test('the scrolled header blurs what passes under it, in the built CSS too', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 })
    await openSignedIn(page)
    const header = page.locator('.mantine-AppShell-header')
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-offset', 'true')
    // The standard property, not only the -webkit- one (which Chromium reads as an alias).
    const standard = await header.evaluate((element) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some(
          (rule) =>
            rule instanceof CSSStyleRule &&
            element.matches(rule.selectorText) &&
            rule.style.getPropertyValue('backdrop-filter') !== '',
        ),
      ),
    )
    expect(standard).toBe(true)
    await expect(header).toHaveCSS('backdrop-filter', 'blur(6px)')
  })

  test('the floating Settings button leaves the calendar corner free once scrolled to the end', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await openSignedIn(page, '/dashboard/calendar')
    const calendar = page.getByTestId('calendar')
    await calendar.waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const box = await calendar.boundingBox()
    expect(box).not.toBeNull()
    // The point just inside the bottom corner at the Settings button's side (the end side).
    const covered = await page.evaluate(
      ({ x, y }) => !document.elementFromPoint(x, y)?.closest('[data-testid="calendar"]'),
      { x: box!.x + box!.width - 24, y: box!.y + box!.height - 4 },
    )
    expect(covered).toBe(false)
  })
})
