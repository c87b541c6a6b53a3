import type { Page } from '@playwright/test'
import { answered, expect, openSignedIn, reloadSignedIn, test } from './fixtures'

/** The reading pane and the list, as a user finds them. */
const reader = (page: Page) => page.getByRole('region', { name: 'Reading pane' })
const sidebar = (page: Page) => page.getByTestId('mail-sidebar')
const mailIdInUrl = (page: Page) => new URL(page.url()).searchParams.get('mailId')

/** A one-pixel PNG: a real picture, as the API checks the bytes against the type. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('mail', () => {
  test('read an unread mail (read after reload), star it, label it, move with j/k and s', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/mail/all')
    const unread = page.locator('[data-testid="mail-row"]:not([data-read])').first()
    const markedRead = answered(page, 'POST', '/api/mail/mails/read')
    await unread.locator('[data-row-main]').click()
    await expect(page).toHaveURL(/mailId=/)
    const mailId = mailIdInUrl(page)!
    const subject = (await reader(page).getByRole('heading', { level: 2 }).textContent())!.trim()
    expect(subject).not.toBe('')

    // Opening marked it read, and once the API has answered that is stored: after a reload the
    // open row is read.
    await markedRead
    await reloadSignedIn(page)
    const openRow = page.getByTestId('mail-row').filter({ has: page.locator('[aria-current]') })
    await expect(openRow).toHaveAttribute('data-read', 'true')

    // Star it from the reader: it is in Starred, also after a reload.
    const starred = answered(page, 'POST', '/api/mail/mails/star')
    await reader(page).getByRole('button', { name: 'Star', exact: true }).click()
    await expect(reader(page).getByRole('button', { name: 'Remove the star' })).toBeVisible()
    await sidebar(page).getByTestId('mail-label-starred').click()
    await starred
    await reloadSignedIn(page)
    await expect(page.getByTestId('mail-row').filter({ hasText: subject }).first()).toBeVisible()

    // A new custom label, applied from the reader, filters the list.
    await openSignedIn(page, `/dashboard/mail/all?mailId=${mailId}`)
    await sidebar(page).getByRole('button', { name: 'New label' }).click()
    const dialog = page.getByRole('dialog', { name: 'New label' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Launch')
    await dialog.getByRole('button', { name: 'Create label' }).click()
    await expect(dialog).toBeHidden()
    await reader(page).getByRole('button', { name: 'Labels' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Launch' }).click()
    await page.keyboard.press('Escape')
    await sidebar(page)
      .getByRole('button', { name: /^Launch/ })
      .click()
    await expect(page.getByTestId('mail-row')).toHaveCount(1)
    await expect(page.getByTestId('mail-row')).toContainText(subject)

    // Keyboard: j opens the next mail, k comes back, s stars the open one.
    await openSignedIn(page, '/dashboard/mail/all')
    await page.getByTestId('mail-row').first().locator('[data-row-main]').click()
    // The user sees the mail open before pressing j: the row is the current one.
    await expect(
      page.locator('[data-testid="mail-row"]').first().locator('[aria-current]'),
    ).toBeVisible()
    const first = mailIdInUrl(page)
    await page.keyboard.press('j')
    await expect.poll(() => mailIdInUrl(page)).not.toBe(first)
    await page.keyboard.press('k')
    await expect.poll(() => mailIdInUrl(page)).toBe(first)
    const star = reader(page).getByRole('button', { name: /^(Star|Remove the star)$/ })
    const starredBefore = (await star.getAttribute('aria-pressed')) === 'true'
    await page.keyboard.press('s')
    await expect(star).toHaveAttribute('aria-pressed', String(!starredBefore))
  })

  test('compose to a directory person with an attachment: in Sent; a second one taken back with Undo', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/mail/all')
    const subject = `Launch plan ${Date.now()}`

    await sidebar(page).getByRole('button', { name: 'Compose' }).click()
    let compose = page.getByTestId('mail-compose')
    await compose.getByRole('combobox', { name: 'To' }).fill('user@example.com')
    await compose.getByRole('combobox', { name: 'To' }).press('Enter')
    await compose.getByRole('textbox', { name: 'Subject' }).fill(subject)
    await compose.getByRole('textbox', { name: 'Message' }).fill('Here is the plan.')
    await compose.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    })
    await expect(compose.getByRole('button', { name: 'Remove pixel.png' })).toBeVisible()
    await expect(compose.getByLabel('Uploading pixel.png')).toHaveCount(0)
    await compose.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(compose).toBeHidden()
    await expect(page.getByText('Message sent')).toBeVisible()

    await sidebar(page).getByTestId('mail-label-sent').click()
    const sentRow = page.getByTestId('mail-row').filter({ hasText: subject })
    await expect(sentRow).toHaveCount(1)
    await expect(sentRow.getByRole('img', { name: 'Has attachments' })).toBeVisible()

    // A second mail, taken back: it returns as a draft in compose and is not in Sent.
    const oops = `Oops ${Date.now()}`
    await sidebar(page).getByRole('button', { name: 'Compose' }).click()
    compose = page.getByTestId('mail-compose')
    await compose.getByRole('combobox', { name: 'To' }).fill('user@example.com')
    await compose.getByRole('combobox', { name: 'To' }).press('Enter')
    await compose.getByRole('textbox', { name: 'Subject' }).fill(oops)
    await compose.getByRole('button', { name: 'Send', exact: true }).click()
    // Until this send is answered, the first mail's toast (and its Undo) may still be on screen;
    // the window closes with the answer, and the new toast takes the old one's place.
    await expect(compose).toBeHidden()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(
      page.getByTestId('mail-compose').getByRole('textbox', { name: 'Subject' }),
    ).toHaveValue(oops)
    await expect(page.getByTestId('mail-row').filter({ hasText: oops })).toHaveCount(0)
  })
})
