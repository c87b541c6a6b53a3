import { expect, expectNoA11yViolations, setCookies, setLanguage, test } from './fixtures'

test.describe('about us for a visitor', () => {
  test.use({ account: null })

  test('in Arabic and dark: the team, and the quotes moved with the keyboard and a swipe, right to left', async ({
    page,
    context,
  }) => {
    await setLanguage(context, 'ar')
    // Dark: the colours' contrast is checked here, the light theme in clipping.spec.ts.
    await setCookies(context, { themeDirection: 'rtl', themeMode: 'dark' })
    await page.goto('/about-us')
    await expect(page).toHaveTitle('من نحن | Tangram')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // The first API call starts the mock worker.
    await expect(page.getByTestId('team')).toContainText('Priya Sharma', { timeout: 20_000 })
    await expect(page.getByTestId('team').getByRole('listitem')).toHaveCount(8)

    const quotes = page.getByRole('region', { name: 'آراء العملاء' })
    const slide = (n: number) => quotes.locator(`[aria-label="الشريحة ${n} من 6"]`)
    const shown = async () =>
      quotes
        .locator('[aria-roledescription="شريحة"]:not([aria-hidden])')
        .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')))
    // 1440 px wide: three quotes a view, the first on the right.
    await expect.poll(shown).toEqual(['الشريحة 1 من 6', 'الشريحة 2 من 6', 'الشريحة 3 من 6'])
    const [first, second] = [await slide(1).boundingBox(), await slide(2).boundingBox()]
    expect(first!.x).toBeGreaterThan(second!.x)
    await expectNoA11yViolations(page, 'on /about-us (ar)')

    // Right to left, the left arrow goes forward.
    await quotes.getByRole('button', { name: 'التالي' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(shown).toEqual(['الشريحة 4 من 6', 'الشريحة 5 من 6', 'الشريحة 6 من 6'])
    await expect(slide(1)).toHaveAttribute('inert', '')
    await page.keyboard.press('ArrowRight')
    await expect.poll(shown).toEqual(['الشريحة 1 من 6', 'الشريحة 2 من 6', 'الشريحة 3 من 6'])
    await page.keyboard.press('End')
    await expect.poll(shown).toEqual(['الشريحة 4 من 6', 'الشريحة 5 من 6', 'الشريحة 6 من 6'])
    await page.keyboard.press('Home')
    await expect.poll(shown).toEqual(['الشريحة 1 من 6', 'الشريحة 2 من 6', 'الشريحة 3 من 6'])

    // The focus never lands in a slide out of view: Tab goes from the quotes' heading to the
    // carousel's buttons.
    await page.getByRole('heading', { name: 'ماذا يقول عملاؤنا' }).click()
    await page.keyboard.press('Tab')
    await expect(quotes.getByRole('button', { name: 'السابق' })).toBeFocused()

    // A mouse drag toward the reading end (rightward, in Arabic) brings the next quotes.
    const box = (await slide(2).boundingBox())!
    await page.mouse.move(box.x + 40, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 })
    await page.mouse.move(box.x + 340, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect.poll(shown).toEqual(['الشريحة 4 من 6', 'الشريحة 5 من 6', 'الشريحة 6 من 6'])

    // Reduced motion: the slides jump, they do not slide.
    const track = quotes.locator('[aria-live]')
    const duration = () => track.evaluate((el) => getComputedStyle(el).transitionDuration)
    expect(await duration()).toBe('0.35s')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await duration()).toBe('0s')
  })
})
