import type { Locator, Page } from '@playwright/test'
import { answered, expect, openSignedIn, reloadSignedIn, test, twoFrames } from './fixtures'

const column = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const cardIn = (page: Page, columnName: string, cardName: string) =>
  column(page, columnName).getByRole('button', { name: cardName, exact: true })

/** Drags `from` onto `to` with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('nothing to drag')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 3 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 3, { steps: 15 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 3 + 2, { steps: 2 })
  await page.mouse.up()
}

/**
 * Drags `from` onto `to` with one finger: a touch held past the sensor's 200 ms delay, then moved
 * in small steps. Touch events go through the DevTools protocol, as a touch screen sends them.
 */
async function touchDrag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('nothing to drag')
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    })
  const x0 = start.x + start.width / 2
  const y0 = start.y + start.height / 2
  const x1 = end.x + end.width / 2
  const y1 = end.y + end.height / 3
  await touch('touchStart', x0, y0)
  await page.waitForTimeout(350)
  for (let step = 1; step <= 20; step += 1)
    await touch('touchMove', x0 + ((x1 - x0) * step) / 20, y0 + ((y1 - y0) * step) / 20)
  await touch('touchMove', x1, y1 + 2)
  await touch('touchEnd', x1, y1 + 2)
  await cdp.detach()
}

/**
 * Space on the focused handle, then waits for the drag to be announced (the live region names
 * the item: "Picked up …", at once followed by "… is now at position …") and two frames: dnd-kit
 * measures the columns in an effect once the drag has started, and a person's next key comes
 * well after that, a script's can come before it on a busy machine (the arrow is then lost, or
 * moves within the old layout).
 */
async function pickUp(page: Page, item: string) {
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(item)
  await twoFrames(page)
}

async function openBoard(page: Page) {
  await openSignedIn(page, '/dashboard/kanban')
  await expect(column(page, 'To do')).toBeVisible()
}

test.describe('kanban board', () => {
  // Each test signs in, drags and reloads the whole app: more than the default on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test('drags a card to another column with the mouse; a reload keeps it there', async ({
    page,
  }) => {
    await openBoard(page)
    const card = cardIn(page, 'To do', 'Plan the Q3 onboarding survey')
    const stored = answered(page, 'POST', '/api/kanban/board/move')
    await drag(page, card, cardIn(page, 'Ready to test', 'Two-factor sign-in'))
    await expect(cardIn(page, 'Ready to test', 'Plan the Q3 onboarding survey')).toBeVisible()
    await expect(cardIn(page, 'To do', 'Plan the Q3 onboarding survey')).toHaveCount(0)
    await expect(column(page, 'Ready to test')).toContainText('Cards: 5')
    // The move is stored before the answer comes back: wait for it, then reload.
    await stored
    await reloadSignedIn(page)
    await expect(cardIn(page, 'Ready to test', 'Plan the Q3 onboarding survey')).toBeVisible()
    await expect(cardIn(page, 'To do', 'Plan the Q3 onboarding survey')).toHaveCount(0)
  })

  test('moves a card with the keyboard (Space, arrows, Space); a reload keeps it', async ({
    page,
  }) => {
    await openBoard(page)
    const handle = column(page, 'To do').getByRole('button', {
      name: 'Drag the card Write release notes for 2.4',
    })
    const stored = answered(page, 'POST', '/api/kanban/board/move')
    await handle.focus()
    // Screen readers hear where the card is at each step.
    await pickUp(page, 'Write release notes for 2.4')
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('in In progress')
    await expect(cardIn(page, 'In progress', 'Write release notes for 2.4')).toBeVisible()
    await page.keyboard.press('Space')
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      'Dropped the card Write release notes for 2.4',
    )
    await expect(cardIn(page, 'To do', 'Write release notes for 2.4')).toHaveCount(0)
    // The focus comes back to the card's handle, in its new column.
    await expect(
      column(page, 'In progress').getByRole('button', {
        name: 'Drag the card Write release notes for 2.4',
      }),
    ).toBeFocused()
    await stored
    await reloadSignedIn(page)
    await expect(cardIn(page, 'In progress', 'Write release notes for 2.4')).toBeVisible()
    await expect(cardIn(page, 'To do', 'Write release notes for 2.4')).toHaveCount(0)
  })

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true })

    test('a press-and-hold drags a card to another column; a reload keeps it there', async ({
      page,
    }) => {
      await openBoard(page)
      const stored = answered(page, 'POST', '/api/kanban/board/move')
      await touchDrag(
        page,
        cardIn(page, 'To do', 'Plan the Q3 onboarding survey'),
        cardIn(page, 'Done', 'Upgrade the router'),
      )
      await expect(cardIn(page, 'Done', 'Plan the Q3 onboarding survey')).toBeVisible()
      await expect(cardIn(page, 'To do', 'Plan the Q3 onboarding survey')).toHaveCount(0)
      await stored
      await reloadSignedIn(page)
      await expect(cardIn(page, 'Done', 'Plan the Q3 onboarding survey')).toBeVisible()
    })
  })

  test('reorders columns with the keyboard; a reload keeps the order', async ({ page }) => {
    await openBoard(page)
    const stored = answered(page, 'POST', '/api/kanban/board/move')
    await page.getByRole('button', { name: 'Drag the column Done' }).focus()
    await pickUp(page, 'column Done')
    await page.keyboard.press('ArrowLeft')
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      'The column Done is now at position 3 of 4',
    )
    await page.keyboard.press('Space')
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(
      'Dropped the column Done at position 3 of 4',
    )
    const order = () =>
      page
        .getByRole('region', { name: 'Kanban board' })
        .getByRole('group')
        .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')))
    await expect.poll(order).toEqual(['To do', 'In progress', 'Done', 'Ready to test'])
    await stored
    await reloadSignedIn(page)
    await expect(column(page, 'To do')).toBeVisible()
    await expect.poll(order).toEqual(['To do', 'In progress', 'Done', 'Ready to test'])
  })

  test('adds a column and deletes one; a reload shows both changes', async ({ page }) => {
    await openBoard(page)
    const field = page.getByRole('textbox', { name: 'New column name' })
    const added = answered(page, 'POST', '/api/kanban/columns/new')
    await field.fill('Blocked')
    await field.press('Enter')
    await expect(column(page, 'Blocked')).toBeVisible()
    const deleted = answered(page, 'POST', '/api/kanban/columns/delete')
    await page.getByRole('button', { name: 'Actions for the column Ready to test' }).click()
    await page.getByRole('menuitem', { name: 'Delete the column' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this column?' })
    await dialog.getByRole('button', { name: 'Delete the column' }).click()
    await expect(column(page, 'Ready to test')).toHaveCount(0)
    await added
    await deleted
    await reloadSignedIn(page)
    await expect(column(page, 'Blocked')).toBeVisible()
    await expect(column(page, 'Ready to test')).toHaveCount(0)
    const names = await page
      .getByRole('region', { name: 'Kanban board' })
      .getByRole('group')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label')))
    expect(names).toEqual(['To do', 'In progress', 'Done', 'Blocked'])
  })

  test('a move on an out-of-date board goes back, with a warning toast', async ({ page }) => {
    await openBoard(page)
    // Someone else deletes a card of "To do" meanwhile: this page's board is now out of date.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/kanban/cards/delete', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify({ cardId: 'card-6' }),
      })
      return response.status
    })
    expect(status).toBe(200)
    await drag(
      page,
      cardIn(page, 'To do', 'Audit colour contrast on the settings page'),
      cardIn(page, 'Done', 'Upgrade the router'),
    )
    // A warning (announced politely): the board now shows the other client's change.
    await expect(
      page.getByRole('status').filter({ hasText: 'The board changed in the meantime' }),
    ).toBeVisible()
    await expect(cardIn(page, 'To do', 'Audit colour contrast on the settings page')).toBeVisible()
    await expect(cardIn(page, 'Done', 'Audit colour contrast on the settings page')).toHaveCount(0)
    await reloadSignedIn(page)
    await expect(cardIn(page, 'To do', 'Audit colour contrast on the settings page')).toBeVisible()
  })

  test('opens a card’s details and the board passes axe with the drawer open', async ({ page }) => {
    await openBoard(page)
    await cardIn(page, 'In progress', 'Redesign the invoice PDF').click()
    const drawer = page.getByRole('dialog', { name: 'Card details' })
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Redesign the invoice PDF',
    )
    await expect(page).toHaveURL(/card=card-7/)
  })
})
