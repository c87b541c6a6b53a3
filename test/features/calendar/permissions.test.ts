import { describe, expect, it } from 'vitest'
import { canChangeEvent } from '@/features/calendar/permissions'
import { toSxEvent } from '@/features/calendar/sx-events'
import type { CalendarEvent } from '@/lib/api/schemas/calendar'

const event: CalendarEvent = {
  id: 'event-1',
  title: 'Stand-up',
  description: '',
  color: 'blue',
  allDay: false,
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T09:15:00.000Z',
  createdBy: 'user-ann',
}

describe('who may change a calendar event', () => {
  it.each([
    ['its creator', { id: 'user-ann', role: 'user' as const }, true],
    ['an admin', { id: 'user-boss', role: 'admin' as const }, true],
    ['another member', { id: 'user-bo', role: 'user' as const }, false],
    ['nobody signed in', undefined, false],
  ])('%s', (_, user, allowed) => {
    expect(canChangeEvent(event, user)).toBe(allowed)
  })

  it('locks an event the user may not change against dragging and resizing', () => {
    expect(toSxEvent(event, 'UTC', true)._options).toEqual({
      disableDND: true,
      disableResize: true,
    })
    expect(toSxEvent(event, 'UTC')._options).toBeUndefined()
  })
})
