/**
 * The calendar on the production build: create, move by dragging (week and month), resize by the
 * edge, edit and delete an event, each surviving a reload (the view is kept in the URL); a refused move rolls back with an error toast; dark
 * mode and Arabic (rtl, Saturday first) render. The mock API's data lives in each test's own
 * browser context, so every test starts from the seed.
 */
import type { Locator, Page } from '@playwright/test'
import {
  apiReady,
  expect,
  expectNoA11yViolations,
  openSignedIn,
  reloadSignedIn,
  setCookies,
  setLanguage,
  test,
} from './fixtures'

interface StoredEvent {
  id: string
  title: string
  start: string
  end: string
  allDay: boolean
  color: string
}

/**
 * The events as the API has them now. After a load the mock API answers once the page has started
 * its worker (before that a request would reach the static server): wait for that moment.
 */
async function storedEvents(page: Page): Promise<StoredEvent[]> {
  await apiReady(page)
  return page.evaluate(async () => {
    const response = await fetch('/api/calendar/events', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    })
    return ((await response.json()) as { events: StoredEvent[] }).events
  })
}

const stored = async (page: Page, title: string) =>
  (await storedEvents(page)).find((e) => e.title === title)

/** Schedule-X slides a new period in (300 ms, faded at first): axe must see the settled view. */
const settled = (page: Page) =>
  expect(page.locator('.sx__view-container')).not.toHaveClass(/sx__slide-(left|right)/)

async function showWeek(page: Page) {
  await page
    .getByRole('toolbar', { name: 'Calendar navigation' })
    .getByText('Week', { exact: true })
    .click()
  await expect(page.getByTestId('schedule-x')).toHaveAttribute('data-view', 'week')
  await expect(page.locator('.sx__week-grid')).toBeVisible()
  await settled(page)
}

const timeGridEvent = (page: Page, title: string) =>
  page.locator('.sx__time-grid-event', { hasText: title }).first()

/** Presses the mouse on `from` (a point inside the element), moves by dy pixels, releases. */
async function dragBy(page: Page, target: Locator, dy: number, at: 'middle' | 'bottom' = 'middle') {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  const x = box.x + box.width / 2
  const y = at === 'middle' ? box.y + Math.min(box.height / 2, 12) : box.y + box.height - 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 10; step++) await page.mouse.move(x, y + (dy * step) / 10)
  await page.mouse.up()
}

const HOUR = 3_600_000

test.describe('calendar', () => {
  // Dragging, reloads and the Schedule-X chunk: slower than most pages on a busy machine.
  test.describe.configure({ timeout: 90_000 })

  test('create, move, resize, edit and delete an event; each survives a reload', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await openSignedIn(page, '/dashboard/calendar')
    await expect(page.locator('.sx__event').first()).toBeVisible()

    // Create: 10:00-11:00 today.
    await page.getByRole('button', { name: 'New event' }).click()
    const form = page.getByRole('dialog', { name: 'New event' })
    await form.getByRole('textbox', { name: 'Title' }).fill('E2E sync')
    await form.getByLabel('Start time').fill('10:00')
    await form.getByLabel('End time').fill('11:00')
    await form.getByRole('radio', { name: 'Orange' }).check()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form).toBeHidden()
    await expect(page.locator('.sx__event', { hasText: 'E2E sync' })).toBeVisible()
    await reloadSignedIn(page)
    await expect(page.locator('.sx__event', { hasText: 'E2E sync' })).toBeVisible()
    const created = (await stored(page, 'E2E sync'))!
    expect(created).toMatchObject({ color: 'orange', allDay: false })
    expect(Date.parse(created.end) - Date.parse(created.start)).toBe(HOUR)

    // Move: drag it two hours later in the week view (1,200 px for 24 hours: 50 px an hour).
    await showWeek(page)
    await dragBy(page, timeGridEvent(page, 'E2E sync'), 100)
    await expect
      .poll(
        async () => Date.parse((await stored(page, 'E2E sync'))!.start) - Date.parse(created.start),
      )
      .toBe(2 * HOUR)
    // The view is in the URL: the reload comes back to the week.
    await reloadSignedIn(page)
    await expect(page.getByTestId('schedule-x')).toHaveAttribute('data-view', 'week')
    await expect(page.locator('.sx__week-grid')).toBeVisible()
    const moved = (await stored(page, 'E2E sync'))!
    expect(Date.parse(moved.end) - Date.parse(moved.start)).toBe(HOUR)
    await expect(timeGridEvent(page, 'E2E sync')).toBeVisible()

    // Resize: drag the bottom edge one hour down.
    await dragBy(
      page,
      timeGridEvent(page, 'E2E sync').locator('.sx__time-grid-event-resize-handle'),
      50,
      'bottom',
    )
    await expect
      .poll(async () => {
        const e = (await stored(page, 'E2E sync'))!
        return Date.parse(e.end) - Date.parse(e.start)
      })
      .toBe(2 * HOUR)
    await reloadSignedIn(page)
    await showWeek(page)
    expect((await stored(page, 'E2E sync'))!.start).toBe(moved.start)

    // Edit.
    await timeGridEvent(page, 'E2E sync').click()
    const edit = page.getByRole('dialog', { name: 'Edit event' })
    await edit.getByRole('textbox', { name: 'Title' }).fill('E2E sync (edited)')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expect(edit).toBeHidden()
    await reloadSignedIn(page)
    await expect(page.locator('.sx__event', { hasText: 'E2E sync (edited)' })).toBeVisible()

    // Move in the month grid: drag it to the next day (the day before at the grid's end).
    await page
      .getByRole('toolbar', { name: 'Calendar navigation' })
      .getByText('Month', { exact: true })
      .click()
    const inMonth = page.locator('.sx__month-grid-event', { hasText: 'E2E sync (edited)' })
    await expect(inMonth).toBeVisible()
    const from = (await inMonth.evaluate(
      (node) => node.closest<HTMLElement>('.sx__month-grid-day')?.dataset.date,
    ))!
    const days = await page
      .locator('.sx__month-grid-day')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.date!))
    const next = days[days.indexOf(from) + 1]
    const to = next ?? days[days.indexOf(from) - 1]!
    const shift = next ? 24 * HOUR : -24 * HOUR
    const beforeMonthMove = (await stored(page, 'E2E sync (edited)'))!
    // Drop on the day's empty lower edge (its centre may hold another event). Playwright's
    // simulated HTML5 drag sometimes ends before Schedule-X has seen the day's dragover, and the
    // event stays put, as a real drop that missed would: then drag again. Once the event has
    // moved, another drag onto the same day changes nothing, so the check stays exact.
    const target = page.locator(`.sx__month-grid-day[data-date="${to}"]`)
    const movedBy = async () =>
      Date.parse((await stored(page, 'E2E sync (edited)'))!.start) -
      Date.parse(beforeMonthMove.start)
    await expect(async () => {
      if ((await movedBy()) === 0) {
        const cell = (await target.boundingBox())!
        await inMonth.dragTo(target, { targetPosition: { x: cell.width / 2, y: cell.height - 6 } })
        await expect.poll(movedBy, { timeout: 3_000 }).not.toBe(0)
      }
      expect(await movedBy()).toBe(shift)
    }).toPass({ timeout: 20_000 })
    await reloadSignedIn(page)
    await expect(
      page
        .locator(`.sx__month-grid-day[data-date="${to}"]`)
        .locator('.sx__month-grid-event', { hasText: 'E2E sync (edited)' }),
    ).toBeVisible()

    // Delete, after the confirmation.
    await page.locator('.sx__event', { hasText: 'E2E sync (edited)' }).click()
    await page
      .getByRole('dialog', { name: 'Edit event' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await page
      .getByRole('dialog', { name: 'Delete this event?' })
      .getByRole('button', { name: 'Delete the event' })
      .click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('.sx__event', { hasText: 'E2E sync' })).toHaveCount(0)
    await reloadSignedIn(page)
    await expect(page.locator('.sx__event').first()).toBeVisible()
    await expect(page.locator('.sx__event', { hasText: 'E2E sync' })).toHaveCount(0)
    expect(await stored(page, 'E2E sync (edited)')).toBeUndefined()
  })

  test('a move the API refuses goes back, with an error toast', async ({ page }) => {
    await openSignedIn(page, '/dashboard/calendar')
    await showWeek(page)
    const event = timeGridEvent(page, 'Team stand-up')
    await expect(event).toBeVisible()
    const before = (await stored(page, 'Team stand-up'))!
    // Where it sits in its day, not in the window: the drag first scrolls it into view.
    const offsetInDay = (node: Element) =>
      node.getBoundingClientRect().top -
      (node.closest('.sx__time-grid-day') ?? document.body).getBoundingClientRect().top
    const top = await event.evaluate(offsetInDay)
    // The mock API's switch: the next update call answers 500 (docs/api.md, "Mock API only").
    const armed = await page.evaluate(async () => {
      const response = await fetch('/api/mock/fail-next', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify({ path: '/api/calendar/events/update', status: 500 }),
      })
      return response.status
    })
    expect(armed).toBe(200)
    await dragBy(page, event, 100)
    await expect(
      page.getByRole('alert').filter({ hasText: 'The server could not handle this request' }),
    ).toBeVisible()
    // Back where it was, on screen and in the API.
    await expect.poll(() => event.evaluate(offsetInDay)).toBeCloseTo(top, 0)
    expect(await stored(page, 'Team stand-up')).toEqual(before)
    await reloadSignedIn(page)
    expect(await stored(page, 'Team stand-up')).toEqual(before)
    // The test ends with an axe scan: let the week draw first (a half-drawn grid read as faint).
    await expect(timeGridEvent(page, 'Team stand-up')).toBeVisible()
  })

  test('renders in dark mode and in Arabic (rtl, weeks from Saturday)', async ({
    page,
    context,
  }, testInfo) => {
    await setCookies(context, { themeMode: 'dark', themeDirection: 'rtl' })
    await setLanguage(context, 'ar')
    await openSignedIn(page, '/dashboard/calendar')
    const calendar = page.locator('.sx__calendar-wrapper')
    await expect(calendar).toHaveClass(/is-dark/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1, name: 'التقويم' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'حدث جديد' })).toBeVisible()
    await expect(page.locator('.sx__event').first()).toBeVisible()
    // Saturday is the first column, drawn on the right.
    const names = page.locator('.sx__month-grid-day__header-day-name')
    await expect(names.first()).toHaveText('السبت')
    const first = (await names.first().boundingBox())!
    const last = (await names.last().boundingBox())!
    expect(first.x).toBeGreaterThan(last.x)
    // Day numbers in the Western digits the whole app writes in Arabic, like the times.
    const dates = page.locator('.sx__month-grid-day__header-date')
    const days = await dates.count()
    expect(days).toBeGreaterThanOrEqual(28)
    await expect(dates.filter({ hasText: /^[0-9]{1,2}$/ })).toHaveCount(days)
    // Dark surfaces: the calendar is drawn on the app's dark surface, not Schedule-X's default.
    const background = await calendar.evaluate((node) => getComputedStyle(node).backgroundColor)
    expect(background).not.toBe('rgb(255, 255, 255)')
    await page.screenshot({ path: testInfo.outputPath('calendar-dark-ar.png') })
    // The filter drawer, in Arabic and dark (axe checks it at the end of the test).
    await page.getByRole('button', { name: 'عوامل التصفية' }).click()
    const drawer = page.getByRole('dialog', { name: 'عوامل التصفية' })
    await drawer.getByRole('checkbox', { name: 'أحمر' }).check()
    await expect(page).toHaveURL(/colors=/)
    await expect(drawer.getByTestId('filter-results').getByRole('button').first()).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('calendar-filters-dark-ar.png') })
  })

  test('every view is accessible; a click on a time slot opens the dialog for that slot', async ({
    page,
    context,
  }) => {
    // Bold contrast and another colour preset: the calendar's colours come from the theme.
    await setCookies(context, { themeContrast: 'bold', themeColorPresets: 'orange' })
    await openSignedIn(page, '/dashboard/calendar')
    const toolbar = page.getByRole('toolbar', { name: 'Calendar navigation' })
    for (const [label, view] of [
      ['Day', 'day'],
      ['Agenda', 'month-agenda'],
      ['List', 'list'],
    ] as const) {
      await toolbar.getByText(label, { exact: true }).click()
      await expect(page.getByTestId('schedule-x')).toHaveAttribute('data-view', view)
      await expect(page.locator('.sx__event').first()).toBeVisible()
      await settled(page)
      await expectNoA11yViolations(page, `${label} view`)
    }
    await showWeek(page)
    await expectNoA11yViolations(page, 'Week view')
    // Today's column, at 12:00 (the grid: 50 px an hour from its top).
    const today = page
      .locator('.sx__time-grid-day')
      .nth(
        await page
          .locator('.sx__week-grid__date')
          .evaluateAll((dates) =>
            dates.findIndex((d) => d.classList.contains('sx__week-grid__date--is-today')),
          ),
      )
    const box = (await today.boundingBox())!
    const top = await today.evaluate((node) => node.getBoundingClientRect().top)
    await page.mouse.click(box.x + box.width / 2, top + 12 * 50 + 10)
    const form = page.getByRole('dialog', { name: 'New event' })
    await expect(form.getByLabel('Start time')).toHaveValue('12:00')
    await expect(form.getByLabel('End time')).toHaveValue('13:00')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title',
    )
  })
})
