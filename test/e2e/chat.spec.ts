import type { Locator, Page } from '@playwright/test'
import {
  answered,
  expect,
  expectNoA11yViolations,
  openSignedIn,
  reloadSignedIn,
  setLanguage,
  test,
} from './fixtures'

/** A one-pixel PNG: a real picture, as the API checks the bytes against the type. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const log = (page: Page) => page.getByRole('log')
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' })
const navChatBadge = (page: Page) => page.getByTestId('nav-badge-chat')
const sidebarRow = (page: Page, conversationId: string) =>
  page.getByTestId(`chat-conversation-${conversationId}`)
/** The number a badge shows (the words for screen readers beside it left out). */
const shownCount = (badge: Locator) =>
  badge.locator('span[aria-hidden]').filter({ hasText: /^\d+\+?$/ })
/** A message's bubble (its text); own ones sit at the inline end, the others' at the start. */
const bubbles = (page: Page, own: boolean) =>
  log(page).locator(own ? 'div[title][data-own]' : 'div[title]:not([data-own])')
/**
 * Waits for a room's messages after a page load: the chat's code and the mock API's chat calls
 * load on first use, which on a busy machine can take longer than one assertion waits (like
 * openSignedIn's wait for the dashboard, this one is bounded by the test's time-out only).
 */
const roomShown = (page: Page) => log(page).waitFor()

test.describe('chat', () => {
  // Each test loads the chat's code and ends with an axe check (the first also reloads and waits
  // for a 2–4 s answer): more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test('opening an unread room clears its count; a text and a picture sent stay after a reload; a contact types, then answers', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/chat')
    const sofia = sidebarRow(page, 'conv-seed-1')
    await sofia.waitFor()
    await expect(shownCount(sofia)).toHaveText('2')
    await expect(shownCount(navChatBadge(page))).toHaveText(/^\d+$/)
    const totalBefore = Number(await shownCount(navChatBadge(page)).textContent())
    expect(totalBefore).toBeGreaterThan(2)

    // Opening the room marks its two messages seen: both badges drop by exactly two.
    const seen = answered(page, 'GET', '/api/chat/conversation/mark-as-seen')
    await sofia.click()
    await expect(page).toHaveURL('/dashboard/chat/sofia-ramirez')
    await roomShown(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Sofia Ramirez' })).toBeVisible()
    await expect(shownCount(sofia)).toHaveCount(0)
    await expect(shownCount(navChatBadge(page))).toHaveText(String(totalBefore - 2))
    await seen
    // The seed's PDF is in the room.
    await expect(
      log(page).getByRole('button', { name: 'Download meeting-notes.pdf' }),
    ).toBeVisible()

    // A picture (set on the composer's file input, uploaded, then sent), then a text with Enter.
    // The first one gets Sofia's answer 2–4 s later, "typing" for the 1.5 s before it.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    })
    await expect(page.getByRole('button', { name: 'Remove pixel.png' })).toBeVisible()
    // Watched from before the send: the line shows for 1.5 s only, and on a busy machine the next
    // steps can take about as long.
    const typing = log(page).getByText('Sofia Ramirez is typing…')
    const typed = typing.waitFor()
    const seenAgain = answered(page, 'GET', '/api/chat/conversation/mark-as-seen')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const text = 'The slides are ready, have a look before the call'
    await composer(page).fill(text)
    await composer(page).press('Enter')
    await expect(composer(page)).toHaveValue('')
    await typed
    await expect(bubbles(page, true).filter({ hasText: text })).toBeVisible()
    await expect(
      bubbles(page, true).getByRole('button', { name: 'Open picture pixel.png' }),
    ).toBeVisible()

    // The answer lands at the bottom, from Sofia, and the typing line goes.
    await expect(typing).toBeHidden()
    const reply = bubbles(page, false).last()
    await expect(log(page).locator('div[title]').last()).not.toHaveAttribute('data-own')
    const replyText = (await reply.textContent())!.trim()
    expect(replyText).not.toBe('')
    await expect(sofia).toContainText(replyText)
    // The room is open: the answer is seen at once, so it counts nowhere as unread.
    await seenAgain
    await expect(shownCount(sofia)).toHaveCount(0)
    await expect(log(page).getByText('Sending…')).toHaveCount(0)

    // After a reload both messages are still there, and the room is still read.
    await reloadSignedIn(page)
    await roomShown(page)
    await expect(bubbles(page, true).filter({ hasText: text })).toBeVisible()
    await expect(
      bubbles(page, true).getByRole('button', { name: 'Open picture pixel.png' }),
    ).toBeVisible()
    await expect(bubbles(page, false).filter({ hasText: replyText }).last()).toBeVisible()
    await expect(shownCount(navChatBadge(page))).toHaveText(String(totalBefore - 2))
    await expect(sofia).toBeVisible()
    await expect(shownCount(sofia)).toHaveCount(0)
  })

  test('a new conversation with a contact starts with the first message, at their address', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard/chat/new')
    // Priya Sharma is in two of the groups, with no one-to-one conversation yet.
    const to = page.getByRole('combobox', { name: 'To' })
    await to.waitFor()
    await to.fill('Priya')
    await page.getByRole('option', { name: /Priya Sharma/ }).click()
    await expect(page.getByText('Write your first message to Priya Sharma.')).toBeVisible()
    await composer(page).fill('Hi Priya, welcome to the launch team!')
    await composer(page).press('Enter')
    await expect(page).toHaveURL('/dashboard/chat/priya-sharma')
    await roomShown(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible()
    await expect(
      bubbles(page, true).filter({ hasText: 'Hi Priya, welcome to the launch team!' }),
    ).toBeVisible()
    // The list holds the new conversation, as the open one.
    await expect(
      page.locator('[data-testid^="chat-conversation-"][aria-current="page"]'),
    ).toContainText('Priya Sharma')
  })

  test('in Arabic the room is mirrored: own messages on the left, the other person’s on the right', async ({
    page,
    context,
  }) => {
    await setLanguage(context, 'ar')
    await openSignedIn(page, '/dashboard/chat/mei-chen')
    await roomShown(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 2, name: 'Mei Chen' })).toBeVisible()
    const field = page.getByRole('textbox', { name: 'الرسالة' })
    // The field starts on the reading side (the right); Arabic written in it reads right to left.
    await expect(field).toHaveCSS('direction', 'rtl')
    await field.fill('سأرسل العرض غدًا.')
    await expect(field).toHaveCSS('direction', 'rtl')
    const own = bubbles(page, true).last()
    const theirs = bubbles(page, false).last()
    await expect(own).toBeVisible()
    await expect(theirs).toBeVisible()
    const ownBox = (await own.boundingBox())!
    const theirBox = (await theirs.boundingBox())!
    const logBox = (await log(page).boundingBox())!
    // The person's name stands beside their avatar, at the right.
    const name = page.locator('header').getByText('Mei Chen', { exact: true })
    const nameBox = (await name.boundingBox())!
    // Own messages start at the log's left edge, the other person's end at its right edge.
    expect(ownBox.x - logBox.x).toBeLessThan(60)
    expect(logBox.x + logBox.width - (theirBox.x + theirBox.width)).toBeLessThan(100)
    expect(ownBox.x).toBeLessThan(theirBox.x)
    expect(nameBox.x).toBeGreaterThan(logBox.x + logBox.width / 2)
    await page.screenshot({ path: '/tmp/chat-rtl.png' })
    await expectNoA11yViolations(page, 'the room in Arabic')

    // The details open at the inline end: left of the messages (axe checks them after the test).
    await page.getByRole('button', { name: 'تفاصيل المحادثة' }).click()
    await expect(page.getByTestId('chat-room-info')).toBeVisible()
    const details = (await page.getByTestId('chat-room-info').boundingBox())!
    expect(details.x + details.width).toBeLessThanOrEqual((await log(page).boundingBox())!.x + 1)
  })
})
