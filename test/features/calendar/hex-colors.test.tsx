/**
 * Events with a hex colour (sent by clients written for the original app) are drawn in that
 * colour, keep it when edited, and count as their nearest palette colour in the filters.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { given } from '../../mocks/given'
import { renderApp } from '../../utils/render'

const calendarEvent = (title: string) =>
  screen
    .queryAllByText(title)
    .map((node) => node.closest<HTMLElement>('[data-event-id]'))
    .find(Boolean)

/** An event today (the agenda jsdom shows is today's), in the given colour. */
async function eventToday(title: string, color: string) {
  const start = new Date()
  start.setHours(Math.min(start.getHours() + 1, 22), 0, 0, 0)
  return given.event({
    title,
    color: color as never,
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
  })
}

const rootVariable = (name: string) =>
  document.documentElement.style.getPropertyValue(name).trim().toUpperCase()

describe('calendar: hex event colours', () => {
  it('draws an event in its hex colour and keeps the colour when the event is saved', async () => {
    await eventToday('Imported sync', '#1890FF')
    const { user } = await renderApp('/dashboard/calendar', { session: 'admin' })
    await waitFor(() => expect(calendarEvent('Imported sync')).toBeTruthy())
    // Schedule-X draws the event from its calendar's variables: they hold the hex colour itself.
    await waitFor(() => expect(rootVariable('--sx-color-hex-1890ff')).toBe('#1890FF'))
    expect(rootVariable('--sx-color-hex-1890ff-container')).toMatch(/^#[0-9A-F]{6}$/)
    expect(calendarEvent('Imported sync')!.outerHTML).toContain('--sx-color-hex-1890ff')

    await user.click(calendarEvent('Imported sync')!)
    const form = await screen.findByRole('dialog', { name: /event/i })
    // The palette is offered, and the event's own colour is shown as the chosen one.
    expect(within(form).getByRole('radio', { name: 'Blue' })).not.toBeChecked()
    expect(within(form).getByRole('radio', { name: 'Custom (#1890FF)' })).toBeChecked()
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const db = await getDb()
    expect(db.calendarEvents.all().find((e) => e.title === 'Imported sync')?.color).toBe('#1890FF')
  })

  it('filters a hex colour as its nearest palette colour', async () => {
    await eventToday('Red-ish import', '#FF4842')
    await eventToday('Blue-ish import', '#1890FF')
    await renderApp('/dashboard/calendar?colors=red', { session: 'admin' })
    await waitFor(() => expect(calendarEvent('Red-ish import')).toBeTruthy())
    expect(calendarEvent('Blue-ish import')).toBeUndefined()
  })
})
