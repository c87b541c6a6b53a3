import { expect, test } from './fixtures'

test.describe('toasts', () => {
  // On a public page, as a visitor.
  test.use({ account: null })

  // axe (run after each test) needs a running clock.
  test.afterEach(async ({ page }) => page.clock.resume())

  test('the same message shows once, at most 5 show at once, top-right, gone after 3 s', async ({
    page,
  }) => {
    // The page's clock is paused once the page is up and only moves when the test says so,
    // so the timing does not depend on how busy the machine is.
    await page.clock.install()
    await page.goto('/coming-soon')
    await expect(page.getByRole('heading', { name: 'Coming soon!' })).toBeVisible()
    await page.clock.pauseAt(Date.now() + 1_000)
    const email = page.getByRole('textbox', { name: 'Email address' })
    const toasts = page.locator('.mantine-Notification-root')
    const submit = async (address: string) => {
      await email.fill(address)
      await email.press('Enter')
    }

    await submit('same@example.com')
    await submit('same@example.com')
    await expect(page.getByText('We will write to same@example.com when we launch.')).toHaveCount(1)
    await expect(toasts).toHaveCount(1)

    for (let n = 1; n <= 6; n += 1) await submit(`user${n}@example.com`)
    await expect(toasts).toHaveCount(5)

    const box = await toasts.first().boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1440 - 80)
    expect(box?.y ?? 999).toBeLessThan(120)

    // Closable by hand.
    await toasts.last().getByRole('button', { name: 'Close notification' }).click()
    await page.mouse.move(10, 800) // hovering a toast pauses its timer
    await page.clock.runFor(400) // the closing animation
    await expect(toasts).toHaveCount(5) // a queued one took the free place

    // Auto-hide after 3000 ms: still there just before, gone just after.
    const same = page.getByText('We will write to same@example.com when we launch.')
    await page.clock.runFor(2_400)
    await expect(same).toHaveCount(1)
    await page.clock.runFor(400) // the timer fires at 3000 ms
    await page.clock.runFor(400) // the closing animation
    await expect(same).toHaveCount(0)
    await page.clock.runFor(10_000)
    await expect(toasts).toHaveCount(0)
  })
})
