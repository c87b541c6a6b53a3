import { expect, openSignedIn, setLanguage, test } from './fixtures'

test.describe('languages and direction', () => {
  test('choosing Arabic switches to rtl with the nav on the right, and it sticks', async ({
    page,
    context,
  }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'العربية' }).click()

    const html = page.locator('html')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(html).toHaveAttribute('lang', 'ar-SD')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Blank')

    const nav = await page.locator('.mantine-AppShell-navbar').boundingBox()
    expect(nav?.x).toBe(1440 - 280)
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]))
    expect(cookies.themeDirection).toBe('rtl')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar')

    await page.reload()
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('button', { name: 'الإعدادات' })).toBeVisible()
  })

  test('choosing another language goes back to ltr', async ({ page, context }) => {
    await setLanguage(context, 'ar')
    await openSignedIn(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByTestId('language-picker').click()
    await page.getByRole('menuitem', { name: 'Français' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(page.getByRole('button', { name: 'Paramètres' })).toBeVisible()
  })

  test('only the active language is downloaded', async ({ page, context }) => {
    await setLanguage(context, 'vi')
    const bundles: string[] = []
    page.on('request', (request) => {
      const locale = /\/assets\/locale-(\w+)-common-[\w-]+\.js$/.exec(request.url())
      if (locale) bundles.push(locale[1]!)
    })
    await openSignedIn(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
    await page.waitForLoadState('networkidle')
    expect(bundles).toEqual(['vi'])
  })

  test('English text in an Arabic page keeps its own order (full stops at the end)', async ({
    page,
    context,
  }) => {
    await setLanguage(context, 'ar')
    await openSignedIn(page, '/dashboard/e-commerce/product/metro-court-classic')
    const paragraph = page.getByRole('tabpanel').locator('p').filter({ hasText: /\.$/ }).first()
    await paragraph.waitFor()
    // Where the first and the last letter land: in a left-to-right paragraph the full stop that
    // ends it sits to the right of its first letter; in an rtl one it jumps to the far left.
    const [first, last] = await paragraph.evaluate((element) => {
      const text = [...element.childNodes].findLast((n) => n.nodeType === Node.TEXT_NODE)!
      const at = (node: Node, offset: number) => {
        const range = document.createRange()
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        return range.getBoundingClientRect().x
      }
      const firstText = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode()!
      return [at(firstText, 0), at(text, (text.textContent ?? '').length - 1)]
    })
    expect(last).toBeGreaterThan(first)
  })
})
