import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import {
  expect,
  expectNoA11yViolations,
  openSignedIn,
  reloadSignedIn,
  signInThroughForm,
  test,
  twoFrames,
} from './fixtures'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** About 700 kB of text: more than one upload chunk (512 kB), so the chunks' order matters. */
const NOTES = Buffer.from(
  Array.from(
    { length: 14_000 },
    (_, line) => `line ${line}: the quarterly notes, ünïcødé ✓\n`,
  ).join(''),
)

const card = (page: Page, name: string) =>
  page.getByTestId('file-card').filter({ has: page.getByText(name, { exact: true }) })
const cardButton = (page: Page, name: string) => card(page, name).getByTestId('file-card-open')

async function itemAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs to see a move. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  if (!start) throw new Error('nothing to drag')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, {
    steps: 5,
  })
  // dnd-kit measures the drop targets in an effect once the drag has started, and finds the one
  // under the pointer on the next move: a hand takes longer than both, a script on a busy
  // machine may not (the drop then lands nowhere).
  await twoFrames(page)
  const end = await to.boundingBox()
  if (!end) throw new Error('nowhere to drop')
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 })
  await twoFrames(page)
  await page.mouse.move(end.x + end.width / 2 + 1, end.y + end.height / 2 + 1)
  await page.mouse.up()
}

test.describe('file manager', () => {
  // A second sign-in, a 21 MB refusal, an upload in chunks, a download, a drag and a share: about
  // 100 s alone on a busy 2-core machine, longer beside another worker.
  test.describe.configure({ timeout: 180_000 })

  test('a folder, an upload (one file refused), a reload, the same bytes back, a drag, the trash and back, a share read-only', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/files-manager')

    // A folder at the top, opened from its card.
    await page.getByTestId('new-folder').click()
    await page.getByRole('textbox', { name: 'Folder name' }).fill('E2E reports')
    await page.getByRole('button', { name: 'Create' }).click()
    await cardButton(page, 'E2E reports').click()
    await expect(page.getByTestId('file-breadcrumbs')).toContainText('E2E reports')
    await expect(page.getByTestId('files-empty')).toBeVisible()

    // Two files at once: the one over 20 MB is refused next to its name, nothing of it stored.
    await page.getByTestId('upload-open').click()
    const dialog = page.getByRole('dialog', { name: 'Upload to “E2E reports”' })
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: NOTES },
      {
        name: 'huge.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(21 * 1024 * 1024, 0x25),
      },
    ])
    const rows = dialog.getByTestId('upload-row')
    await expect(rows.filter({ hasText: 'huge.pdf' })).toHaveAttribute('data-status', 'error')
    await expect(rows.filter({ hasText: 'huge.pdf' }).getByRole('alert')).toHaveText(
      'This file is larger than 20 MB',
    )
    await expect(rows.filter({ hasText: 'notes.txt' })).toHaveAttribute('data-status', 'done')
    await expectNoA11yViolations(page, 'the upload dialog')
    await dialog.getByRole('button', { name: 'Done' }).click()

    // Stored for real: still there after a reload, and the download is the same bytes.
    await reloadSignedIn(page)
    await expect(cardButton(page, 'notes.txt')).toBeVisible()
    await expect(card(page, 'huge.pdf')).toHaveCount(0)
    const downloading = page.waitForEvent('download')
    await itemAction(page, 'notes.txt', 'Download')
    const download = await downloading
    expect(download.suggestedFilename()).toBe('notes.txt')
    expect(sha256(await readFile(await download.path()))).toBe(sha256(NOTES))

    // Moved by dragging its card onto a folder's card.
    await page.getByTestId('new-folder').click()
    await page.getByRole('textbox', { name: 'Folder name' }).fill('Shared notes')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(cardButton(page, 'Shared notes')).toBeVisible()
    // The dialog's overlay fades out over the page: a press before it is gone lands on it.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await drag(page, cardButton(page, 'notes.txt'), card(page, 'Shared notes'))
    await expect(page.getByText('1 item moved')).toBeVisible()
    await expect(card(page, 'notes.txt')).toHaveCount(0)
    await cardButton(page, 'Shared notes').click()
    await expect(cardButton(page, 'notes.txt')).toBeVisible()

    // To the trash, and restored from there to its folder.
    await itemAction(page, 'notes.txt', 'Move to trash')
    await expect(page.getByText('1 item moved to the trash')).toBeVisible()
    await expect(card(page, 'notes.txt')).toHaveCount(0)
    await page.getByTestId('scope-trash').click()
    await itemAction(page, 'notes.txt', 'Restore')
    await expect(page.getByText('1 item restored')).toBeVisible()
    await page.getByTestId('scope-files').click()
    await cardButton(page, 'E2E reports').click()
    await cardButton(page, 'Shared notes').click()
    await expect(cardButton(page, 'notes.txt')).toBeVisible()

    // Shared with the demo user, who may only look.
    await itemAction(page, 'notes.txt', 'Share')
    const share = page.getByTestId('share-form')
    await share.getByRole('combobox', { name: 'Add people' }).fill('user@example.com')
    await share.getByRole('button', { name: 'Invite' }).click()
    await expect(share.getByText('Sam Rivera')).toBeVisible()
    await share.getByTestId('share-save').click()
    await expect(page.getByText('Sharing settings for “notes.txt” saved')).toBeVisible()
    await expect(card(page, 'notes.txt').getByLabel('Shared with 1 person')).toBeVisible()

    await page.evaluate(() => localStorage.removeItem('accessToken'))
    await signInThroughForm(page, 'user', '/dashboard/files-manager?scope=shared')
    await expect(cardButton(page, 'notes.txt')).toBeVisible()
    await page.getByRole('button', { name: 'Actions for notes.txt' }).click()
    await expect(page.getByRole('menuitem', { name: 'Download' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toHaveCount(0)
    await expect(page.getByRole('menuitem', { name: 'Move to trash' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    // The menu fades out; scanned half-gone it reads as a menu without items.
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(page.getByTestId('upload-open')).toBeDisabled()
    await expectNoA11yViolations(page, 'shared with me, read only')
  })
})
