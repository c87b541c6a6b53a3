/** Pure calendar logic: cache updates, the dialog's rules, date conversions, URL filters, colours. */
import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { appendEvent, removeEvent, replaceEvent } from '@/features/calendar/api/mutations'
import type { EventsData } from '@/features/calendar/api/queries'
import {
  addDays,
  addMonths,
  localToStored,
  overlapsDays,
  parseLocal,
  startOfWeek,
  storedToLocal,
} from '@/features/calendar/dates'
import {
  eventFormSchema,
  toEventBody,
  valuesForDay,
  valuesForNewEvent,
  valuesFromEvent,
  withAllDay,
  withStartTime,
  type EventFormValues,
} from '@/features/calendar/event-form'
import {
  CALENDAR_LOCALES,
  localDigits,
  narrowDayNames,
  sxTranslations,
} from '@/features/calendar/locale'
import { parseCalendarSearch } from '@/features/calendar/search'
import { fromSxTimes, toSxEvent } from '@/features/calendar/sx-events'
import { sxCalendars } from '@/features/calendar/theme'
import {
  newEventBodySchema,
  updateEventBodySchema,
  type CalendarEvent,
} from '@/lib/api/schemas/calendar'
import { fieldErrors } from '@/lib/api/schemas/common'
import { contrastRatio } from '@/lib/theme/color'

const event = (id: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  color: 'blue',
  allDay: false,
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:00:00.000Z',
  createdBy: 'user-demo-admin',
  ...overrides,
})

describe('cache updates (spec §4: create appends, update replaces by id, delete removes by id)', () => {
  const data: EventsData = { events: [event('a'), event('b')] }

  it('create appends', () => {
    expect(appendEvent(data, event('c'))?.events.map((e) => e.id)).toEqual(['a', 'b', 'c'])
    // The same id twice (the optimistic copy, then the saved one) stays one event.
    expect(appendEvent(data, event('a', { title: 'New' }))?.events.map((e) => e.title)).toEqual([
      'Event b',
      'New',
    ])
    expect(appendEvent(undefined, event('c'))).toBeUndefined()
  })

  it('update replaces by id, keeping the rest and the order', () => {
    const next = replaceEvent(data, 'a', { title: 'Moved', start: '2026-11-25T09:00:00.000Z' })
    expect(next?.events[0]).toEqual({
      ...event('a'),
      title: 'Moved',
      start: '2026-11-25T09:00:00.000Z',
    })
    expect(next?.events[1]).toBe(data.events[1])
    expect(replaceEvent(data, 'zzz', { title: 'x' })?.events).toEqual(data.events)
    expect(data.events[0]?.title).toBe('Event a') // not mutated
  })

  it('delete removes by id', () => {
    expect(removeEvent(data, 'a')?.events.map((e) => e.id)).toEqual(['b'])
    expect(removeEvent(data, 'zzz')?.events).toHaveLength(2)
  })
})

describe('event date rules', () => {
  const values = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
    title: 'Planning',
    description: '',
    allDay: false,
    color: 'green',
    start: '2026-11-24 09:00:00',
    end: '2026-11-24 10:00:00',
    ...overrides,
  })
  const errors = (v: EventFormValues) => {
    const result = eventFormSchema.safeParse(v)
    return result.success ? {} : fieldErrors(result.error)
  }

  it('needs a title and an end after the start', () => {
    expect(errors(values())).toEqual({})
    expect(errors(values({ title: '   ' }))).toEqual({ title: 'title_required' })
    expect(errors(values({ title: 'x'.repeat(101) }))).toEqual({ title: 'title_too_long' })
    expect(errors(values({ end: '2026-11-24 09:00:00' }))).toEqual({ end: 'end_before_start' })
    expect(errors(values({ end: '2026-11-23 12:00:00' }))).toEqual({ end: 'end_before_start' })
    expect(errors(values({ start: '' }))).toEqual({ start: 'date_required' })
    expect(errors(values({ start: '2026-02-31 09:00:00' }))).toEqual({ start: 'date_invalid' })
  })

  it('lets an all-day event end on the day it starts, not before', () => {
    const day = { allDay: true, start: '2026-11-24 00:00:00' }
    expect(errors(values({ ...day, end: '2026-11-24 00:00:00' }))).toEqual({})
    expect(errors(values({ ...day, end: '2026-11-23 00:00:00' }))).toEqual({
      end: 'end_before_start',
    })
  })

  it('the API checks the same, on stored values', () => {
    const body = toEventBody(values())
    expect(newEventBodySchema.safeParse(body).success).toBe(true)
    const reversed = newEventBodySchema.safeParse({ ...body, end: body.start })
    expect(reversed.success || fieldErrors(reversed.error)).toEqual({ end: 'end_before_start' })
    const invalid = newEventBodySchema.safeParse({ ...body, start: 'soon' })
    // An invalid date is reported on its field, not as a reversed range.
    expect(invalid.success || fieldErrors(invalid.error)).toEqual({ start: 'date_invalid' })
    const update = updateEventBodySchema.safeParse({
      eventId: 'a',
      event: { start: '2026-11-24T10:00:00Z', end: '2026-11-24T09:00:00Z' },
    })
    expect(update.success || fieldErrors(update.error)).toEqual({ 'event.end': 'end_before_start' })
  })
})

describe('date conversions', () => {
  it('stored timed events are UTC instants; the dialog shows local wall-clock time', () => {
    const local = '2026-11-24 09:30:00'
    const stored = localToStored(local, false)
    expect(stored).toBe(new Date(2026, 10, 24, 9, 30).toISOString())
    expect(storedToLocal(stored, false)).toBe(local)
  })

  it('stored all-day events are plain dates with an exclusive end; the dialog shows the last day', () => {
    expect(localToStored('2026-11-24 00:00:00', true)).toBe('2026-11-24')
    expect(localToStored('2026-11-26 00:00:00', true, true)).toBe('2026-11-27')
    expect(storedToLocal('2026-11-27', true, true)).toBe('2026-11-26 00:00:00')
    const allDay = event('x', { allDay: true, start: '2026-11-24', end: '2026-11-27' })
    expect(valuesFromEvent(allDay)).toMatchObject({
      start: '2026-11-24 00:00:00',
      end: '2026-11-26 00:00:00',
    })
    expect(toEventBody(valuesFromEvent(allDay))).toMatchObject({
      start: '2026-11-24',
      end: '2026-11-27',
    })
  })

  it('adds days and months on the calendar, weeks start where the language says', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-11-22', -11)).toBe('2025-12-22')
    // Sunday 22 November 2026.
    expect(startOfWeek('2026-11-22', CALENDAR_LOCALES.en.firstDay)).toBe('2026-11-22')
    expect(startOfWeek('2026-11-22', CALENDAR_LOCALES.fr.firstDay)).toBe('2026-11-16')
    expect(startOfWeek('2026-11-22', CALENDAR_LOCALES.ar.firstDay)).toBe('2026-11-21')
    expect(parseLocal('2026-13-01')).toBeNull()
  })

  it('a slot gives sensible dialog values', () => {
    expect(valuesForDay('2026-11-24')).toMatchObject({
      allDay: true,
      start: '2026-11-24 00:00:00',
      end: '2026-11-24 00:00:00',
    })
    const now = new Date(2026, 10, 22, 10, 20)
    expect(valuesForNewEvent('2026-11-22', now)).toMatchObject({
      start: '2026-11-22 11:00:00',
      end: '2026-11-22 12:00:00',
    })
    expect(valuesForNewEvent('2026-11-30', now)).toMatchObject({ start: '2026-11-30 09:00:00' })
    const timed = valuesForNewEvent('2026-11-30', now)
    expect(withAllDay(timed, true)).toMatchObject({ allDay: true, start: '2026-11-30 00:00:00' })
    expect(withAllDay(withAllDay(timed, true), false)).toMatchObject({
      start: '2026-11-30 09:00:00',
      end: '2026-11-30 10:00:00',
    })
    // Late in the evening the next full hour is 23:00-00:00: all day, that is one day.
    const late = valuesForNewEvent('2026-11-30', new Date(2026, 10, 30, 22, 40))
    expect(late).toMatchObject({ start: '2026-11-30 23:00:00', end: '2026-12-01 00:00:00' })
    expect(withAllDay(late, true)).toMatchObject({
      start: '2026-11-30 00:00:00',
      end: '2026-11-30 00:00:00',
    })
    // A new start time keeps the length: the late slot moved to the morning ends that morning.
    expect(withStartTime(late, '10:00')).toMatchObject({
      start: '2026-11-30 10:00:00',
      end: '2026-11-30 11:00:00',
    })
    // A timed event over two days stays over two days.
    expect(
      withAllDay({ ...late, start: '2026-11-30 20:00:00', end: '2026-12-01 02:00:00' }, true),
    ).toMatchObject({ start: '2026-11-30 00:00:00', end: '2026-12-01 00:00:00' })
  })

  it('overlap with a day range (inclusive days)', () => {
    const e = event('x', {
      start: new Date(2026, 10, 24, 23).toISOString(),
      end: new Date(2026, 10, 25, 1).toISOString(),
    })
    expect(overlapsDays(e, '2026-11-25', '2026-11-30')).toBe(true)
    expect(overlapsDays(e, '2026-11-20', '2026-11-24')).toBe(true)
    expect(overlapsDays(e, '2026-11-26')).toBe(false)
    const day = event('y', { allDay: true, start: '2026-11-24', end: '2026-11-25' })
    expect(overlapsDays(day, '2026-11-25', '2026-11-25')).toBe(false)
    expect(overlapsDays(day, undefined, '2026-11-24')).toBe(true)
  })
})

describe('Schedule-X events (Temporal)', () => {
  it('timed events become zoned date-times in the given zone, and back', () => {
    const sx = toSxEvent(event('a', { color: 'red' }), 'Europe/Paris')
    expect(sx).toMatchObject({ id: 'a', title: 'Event a', calendarId: 'red' })
    expect(sx.start.toString()).toBe('2026-11-24T10:00:00+01:00[Europe/Paris]')
    const moved = {
      start: (sx.start as Temporal.ZonedDateTime).add({ hours: 2 }),
      end: (sx.end as Temporal.ZonedDateTime).add({ hours: 3 }),
    }
    expect(fromSxTimes(moved)).toEqual({
      start: '2026-11-24T11:00:00.000Z',
      end: '2026-11-24T13:00:00.000Z',
    })
  })

  it('all-day events become plain dates with an inclusive end, and back', () => {
    const sx = toSxEvent(
      event('b', { allDay: true, start: '2026-11-24', end: '2026-11-27' }),
      'UTC',
    )
    expect([sx.start.toString(), sx.end.toString()]).toEqual(['2026-11-24', '2026-11-26'])
    expect(
      fromSxTimes({ start: sx.start, end: (sx.end as Temporal.PlainDate).add({ days: 1 }) }),
    ).toEqual({ start: '2026-11-24', end: '2026-11-28' })
  })
})

describe('URL filters', () => {
  it('keeps known colours, valid days in order and an id; drops the rest', () => {
    expect(
      parseCalendarSearch({
        colors: ['red', 'pink', 'red'],
        from: '2026-11-30',
        to: '2026-11-01',
        event: 'event-1',
      }),
    ).toEqual({
      colors: ['red'],
      from: '2026-11-01',
      to: '2026-11-30',
      event: 'event-1',
    })
    expect(parseCalendarSearch({ colors: 'blue,green', from: 'soon', event: '<script>' })).toEqual({
      colors: ['blue', 'green'],
    })
    expect(parseCalendarSearch({})).toEqual({})
  })

  it('keeps a known view and a real day; anything else falls back to the defaults', () => {
    expect(parseCalendarSearch({ view: 'week', date: '2027-02-14' })).toEqual({
      view: 'week',
      date: '2027-02-14',
    })
    expect(parseCalendarSearch({ view: 'year', date: '2027-02-30' })).toEqual({})
    expect(parseCalendarSearch({ view: 'month-agenda', date: 20270214 })).toEqual({
      view: 'month-agenda',
    })
  })
})

describe('colours and language', () => {
  it('every event colour is readable on its container in both schemes', () => {
    for (const calendar of Object.values(sxCalendars(DEFAULT_THEME))) {
      for (const colors of [calendar.lightColors!, calendar.darkColors!])
        expect(contrastRatio(colors.onContainer, colors.container)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('Schedule-X strings come from our translations, keyed by the locale without its hyphen', () => {
    const t = ((key: string, vars?: Record<string, string>) =>
      `${key}${vars ? JSON.stringify(vars) : ''}`) as never
    const strings = sxTranslations('vi-VN', t)
    expect(Object.keys(strings)).toEqual(['viVN'])
    expect(strings.viVN?.['No events']).toBe('sx.noEvents')
    expect(strings.viVN?.['+ {{n}} events']).toBe('sx.moreEvents{"n":"{{n}}"}')
    for (const { sxLocale } of Object.values(CALENDAR_LOCALES))
      expect(sxLocale).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  })
})

describe('agenda day initials', () => {
  it('gives every weekday its own narrow name, from the first day of the week', () => {
    expect(narrowDayNames('en-US', 7)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S'])
    expect(narrowDayNames('fr-FR', 1)).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D'])
    // Arabic and Vietnamese short names share their first letter; the narrow ones do not.
    for (const [locale, firstDay] of [
      ['ar-SD', 6],
      ['vi-VN', 1],
    ] as const) {
      expect(new Set(narrowDayNames(locale, firstDay)).size).toBe(7)
    }
  })
})

describe('day numbers in the locale’s digits', () => {
  it('writes Arabic-Indic digits for Arabic (Sudan) and leaves Latin-digit locales alone', () => {
    expect(localDigits('ar-SD')?.('22')).toBe('٢٢')
    expect(localDigits('ar-SD')?.('1 – 30')).toBe('١ – ٣٠')
    // ar-AE is what Schedule-X gets for Arabic: the app writes Western digits in every language.
    for (const locale of ['en-US', 'fr-FR', 'vi-VN', 'zh-CN', 'ar-AE'])
      expect(localDigits(locale)).toBeNull()
  })
})
