/**
 * The calendar page in jsdom with the real Schedule-X calendar (nothing mocked): jsdom gives the
 * calendar no width, so Schedule-X shows its small-screen view, the agenda of the shown day,
 * which is today and has seeded events. The dialog, the filters and the states around it are
 * tested here; dragging and resizing are browser tests (test/e2e/calendar.spec.ts).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { server } from '../../../mocks/node'
import { toDateString, addDays } from '@/features/calendar/dates'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

// The list view watches its days scrolling into view (even after a test ends); jsdom has no
// IntersectionObserver. This file runs in its own jsdom, so the stub stays here.
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  },
)

const storedEvents = async () => (await getDb()).calendarEvents.all()

/** The calendar's own element for an event (Schedule-X draws it; it is a button). */
const calendarEvent = (title: string) =>
  screen
    .queryAllByText(title)
    .map((node) => node.closest<HTMLElement>('[data-event-id]'))
    .find(Boolean)

async function openCalendar(url = '/dashboard/calendar', shown = 'Team stand-up') {
  const app = await renderApp(url, { session: 'admin' })
  await waitFor(() => expect(calendarEvent(shown)).toBeTruthy())
  return app
}

const dialog = () => screen.getByRole('dialog', { name: /event/i })

describe('calendar page', () => {
  it('shows the toolbar, the views and today’s events in the calendar', async () => {
    await openCalendar()
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument()
    const toolbar = screen.getByRole('toolbar', { name: 'Calendar navigation' })
    expect(within(toolbar).getByRole('button', { name: 'Today' })).toBeInTheDocument()
    expect(within(toolbar).getByRole('button', { name: 'Next period' })).toBeInTheDocument()
    // Schedule-X switched the narrow calendar to the agenda; our toolbar follows it.
    await waitFor(() =>
      expect(within(toolbar).getByRole('radio', { name: 'Agenda' })).toBeChecked(),
    )
    expect(calendarEvent('Design review: checkout')).toBeTruthy()
  })

  it('the list view says "All day" for all-day events, not midnight to midnight', async () => {
    const today = toDateString(new Date())
    await given.event({
      title: 'Company holiday',
      allDay: true,
      start: today,
      end: addDays(today, 1),
    })
    // In the shown month whatever today is: the list view shows one month.
    const now = new Date()
    const first = toDateString(new Date(now.getFullYear(), now.getMonth(), 1))
    await given.event({ title: 'Offsite week', allDay: true, start: first, end: addDays(first, 3) })
    await renderApp('/dashboard/calendar?view=list', { session: 'admin' })
    const listEvents = async (title: string) =>
      (await screen.findAllByText(title, { selector: '.sx__list-event-title' })).map((node) =>
        node.closest<HTMLElement>('.sx__list-event')!,
      )
    // The three-day event is listed under each of its days.
    expect(await listEvents('Offsite week')).toHaveLength(3)
    for (const event of [
      ...(await listEvents('Company holiday')),
      ...(await listEvents('Offsite week')),
    ]) {
      await waitFor(() => expect(within(event).getByText('All day')).toBeVisible())
      // Schedule-X's own midnight-to-midnight times stay in the markup, hidden.
      for (const time of within(event).queryAllByText(/12:00|00:00|[←→↔]/))
        expect(time).not.toBeVisible()
    }
    // Timed events keep their times.
    const timed = (await listEvents('Team stand-up'))[0]!
    expect(timed).toHaveTextContent(/\d{1,2}:\d{2}/)
    expect(within(timed).queryByText('All day')).not.toBeInTheDocument()
  })

  it('validates the dialog: messages next to the fields, nothing sent', async () => {
    const { user } = await openCalendar()
    const before = (await storedEvents()).length
    await user.click(screen.getByRole('button', { name: 'New event' }))
    const form = dialog()
    expect(within(form).getByRole('heading', { name: 'New event' })).toBeInTheDocument()
    const end = within(form).getByRole('textbox', { name: 'End' })
    await user.clear(end)
    await user.type(end, '2020-01-01')
    await user.click(within(form).getByRole('textbox', { name: 'Title' }))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title',
    )
    expect(within(form).getByRole('textbox', { name: 'End' })).toHaveAccessibleDescription(
      'The end must be after the start',
    )
    expect(await storedEvents()).toHaveLength(before)
  })

  it('creates an all-day event: it is saved and appears in the calendar', async () => {
    const { user } = await openCalendar()
    await user.click(screen.getByRole('button', { name: 'New event' }))
    const form = dialog()
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Offsite planning')
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Book the room')
    await user.click(within(form).getByRole('switch', { name: 'All day' }))
    await user.click(within(form).getByRole('radio', { name: 'Red' }))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('The event was created')).toBeInTheDocument()
    const saved = (await storedEvents()).find((e) => e.title === 'Offsite planning')
    expect(saved).toMatchObject({ description: 'Book the room', color: 'red', allDay: true })
    // One day: stored with the day after as its (exclusive) end.
    expect(Date.parse(saved!.end) - Date.parse(saved!.start)).toBe(86_400_000)
    await waitFor(() => expect(calendarEvent('Offsite planning')).toBeTruthy())
  })

  it('edits an event opened from the calendar (its id in the URL)', async () => {
    const { user, router } = await openCalendar()
    await user.click(calendarEvent('Team stand-up')!)
    const form = dialog()
    expect(within(form).getByRole('heading', { name: 'Edit event' })).toBeInTheDocument()
    const id = (await storedEvents()).find((e) => e.title === 'Team stand-up')!.id
    expect(router.state.location.search).toMatchObject({ event: id })
    const title = within(form).getByRole('textbox', { name: 'Title' })
    expect(title).toHaveValue('Team stand-up')
    await user.clear(title)
    await user.type(title, 'Team stand-up (moved online)')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await storedEvents()).find((e) => e.id === id)?.title).toBe(
      'Team stand-up (moved online)',
    )
    await waitFor(() => expect(calendarEvent('Team stand-up (moved online)')).toBeTruthy())
    expect(router.state.location.search).not.toHaveProperty('event')
  })

  it('deletes only after the confirmation', async () => {
    const { user } = await openCalendar()
    const id = (await storedEvents()).find((e) => e.title === 'Design review: checkout')!.id
    await user.click(calendarEvent('Design review: checkout')!)
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' })
    expect(confirm).toHaveTextContent('“Design review: checkout” will be removed')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect((await storedEvents()).some((e) => e.id === id)).toBe(true)
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this event?' })).getByRole(
        'button',
        { name: 'Delete the event' },
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect((await storedEvents()).some((e) => e.id === id)).toBe(false)
    expect(await screen.findByText('The event was deleted')).toBeInTheDocument()
    await waitFor(() => expect(calendarEvent('Design review: checkout')).toBeFalsy())
  })

  it('rolls the change back with an error toast when the API refuses', async () => {
    server.use(
      http.post('*/api/calendar/events/update', () =>
        HttpResponse.json({ message: 'The server could not handle this request' }, { status: 500 }),
      ),
    )
    const { user } = await openCalendar()
    await user.click(calendarEvent('Team stand-up')!)
    const title = within(dialog()).getByRole('textbox', { name: 'Title' })
    await user.clear(title)
    await user.type(title, 'Never saved')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    // The error toast (notify's error variant) and the message in the dialog.
    await waitFor(() =>
      expect(document.querySelector('[data-variant="error"]')).toHaveTextContent(
        'The server could not handle this request',
      ),
    )
    // The dialog stays open with the message; the calendar shows the stored title again.
    expect(
      within(dialog()).getByText('The server could not handle this request'),
    ).toBeInTheDocument()
    await waitFor(() => expect(calendarEvent('Team stand-up')).toBeTruthy())
    expect(screen.queryByText('Never saved', { selector: '[data-event-id] *' })).toBeNull()
    expect((await storedEvents()).some((e) => e.title === 'Never saved')).toBe(false)
  })

  it('shows server field messages next to the fields', async () => {
    server.use(
      http.post('*/api/calendar/events/new', () =>
        HttpResponse.json(
          {
            message: 'Some fields need your attention',
            errors: { title: 'Title taken on the server' },
          },
          { status: 400 },
        ),
      ),
    )
    const { user } = await openCalendar()
    await user.click(screen.getByRole('button', { name: 'New event' }))
    await user.type(within(dialog()).getByRole('textbox', { name: 'Title' }), 'Clash')
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog()).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'Title taken on the server',
      ),
    )
    expect((await storedEvents()).some((e) => e.title === 'Clash')).toBe(false)
  })
})

describe('filters', () => {
  it('reads colours from the URL, lists the matching events, opens one, resets', async () => {
    const { user, router } = await renderApp('/dashboard/calendar?colors=red', { session: 'admin' })
    await waitFor(() => expect(screen.getByTestId('schedule-x')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Filters (on)' }))
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(drawer).getByRole('checkbox', { name: 'Red' })).toBeChecked()
    const red = (await storedEvents()).filter((e) => e.color === 'red')
    const list = within(drawer).getByTestId('filter-results')
    expect(within(list).getAllByRole('button')).toHaveLength(red.length)
    expect(within(drawer).getByText(`Matching events: ${red.length}`)).toBeInTheDocument()
    // Today's blue and violet events are filtered out of the calendar too.
    expect(calendarEvent('Team stand-up')).toBeFalsy()

    await user.click(within(drawer).getByRole('checkbox', { name: 'Blue' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ colors: ['red', 'blue'] }),
    )
    await user.click(within(drawer).getByRole('button', { name: 'Reset' }))
    // The filters leave the URL; the view (the agenda Schedule-X chose for jsdom's narrow
    // calendar) stays.
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'month-agenda' }))
    await waitFor(() => expect(calendarEvent('Team stand-up')).toBeTruthy())

    await user.click(within(drawer).getByRole('button', { name: /Roadmap review/ }))
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit event' })).getByRole('textbox', {
        name: 'Title',
      }),
    ).toHaveValue('Roadmap review')
  })
})

describe('states', () => {
  it('keeps the view and the shown day in the URL: a reload or a link opens the same period', async () => {
    const { user, router } = await renderApp('/dashboard/calendar?view=day&date=2027-02-14', {
      session: 'admin',
    })
    const toolbar = screen.getByRole('toolbar', { name: 'Calendar navigation' })
    const period = within(toolbar).getByRole('heading', { level: 2 })
    expect(period).toHaveTextContent('Sunday, February 14, 2027')
    expect(within(toolbar).getByRole('radio', { name: 'Day' })).toBeChecked()
    await user.click(within(toolbar).getByRole('button', { name: 'Next period' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ date: '2027-02-15' }))
    expect(period).toHaveTextContent('Monday, February 15, 2027')
    await user.click(within(toolbar).getByRole('radio', { name: 'Agenda' }))
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        view: 'month-agenda',
        date: '2027-02-15',
      }),
    )
    expect(period).toHaveTextContent('February 2027')
    // Today is the default: it leaves the URL.
    await user.click(within(toolbar).getByRole('button', { name: 'Today' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('date'))
    expect(router.state.location.search).toMatchObject({ view: 'month-agenda' })
  })

  it('an unknown event id in the URL says the event no longer exists', async () => {
    await openCalendar('/dashboard/calendar?event=event-gone')
    expect(await screen.findByText(/This event no longer exists/)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows an error with a retry when the events cannot be loaded', async () => {
    let calls = 0
    server.use(
      http.get('*/api/calendar/events', () => {
        calls += 1
        if (calls === 1) return HttpResponse.json({ message: 'Calendar is down' }, { status: 400 })
        return undefined
      }),
    )
    const { user } = await renderApp('/dashboard/calendar', { session: 'admin' })
    expect(await screen.findByText('Calendar is down')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(calendarEvent('Team stand-up')).toBeTruthy())
  })

  it('says so when there are no events yet', async () => {
    const db = await getDb()
    db.calendarEvents.deleteMany((q) => q.where({ allDay: (v) => v || !v }))
    await renderApp('/dashboard/calendar', { session: 'admin' })
    expect(await screen.findByText('No events yet')).toBeInTheDocument()
  })
})
