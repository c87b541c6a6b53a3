import { expect, test } from './fixtures'

test.describe('toasts', () => {
  test('the same message shows once, at most 5 show at once, top-right, then they leave', async ({ page }) => {
    await page.goto('/coming-soon')
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

    const first = toasts.first()
    const firstText = await first.textContent()
    await first.getByRole('button', { name: 'Close notification' }).click()
    await expect(page.getByText(firstText ?? '', { exact: true })).toHaveCount(0)
    // Hovering a toast pauses its timer: move away, then the rest leave by themselves (3 s each).
    await page.mouse.move(10, 800)
    await expect(toasts).toHaveCount(0, { timeout: 15_000 })
  })
})
