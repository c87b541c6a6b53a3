/**
 * The Schedule-X calendar (3.7 line, docs/decisions/calendar.md). Loaded lazily by the page, so
 * Schedule-X, its styles and the Temporal polyfill are only in this route's chunks.
 * The page owns the view and the shown date; this component keeps the calendar in step with
 * them and with the events (the events service mirrors the query data), and reports clicks,
 * moves and resizes.
 */
import 'temporal-polyfill/global'
import '@schedule-x/theme-default/dist/index.css'
import {
  createViewDay,
  createViewList,
  createViewMonthAgenda,
  createViewMonthGrid,
  createViewWeek,
  type CalendarEventExternal,
  type CalendarType,
} from '@schedule-x/calendar'
import { createCalendarControlsPlugin } from '@schedule-x/calendar-controls'
import { createCurrentTimePlugin } from '@schedule-x/current-time'
import { createDragAndDropPlugin } from '@schedule-x/drag-and-drop'
import { createEventsServicePlugin } from '@schedule-x/events-service'
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react'
import { createResizePlugin } from '@schedule-x/resize'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { CalendarEvent } from '@/lib/api/schemas/calendar'
import type { IsoWeekday } from '../dates'
import { localDigits, narrowDayNames } from '../locale'
import type { CalendarViewName } from '../search'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { canChangeEvent } from '../permissions'
import { ALL_DAY_CLASS, browserTimeZone, fromSxTimes, toSxEvent, zonedToDate } from '../sx-events'
import classes from './calendar.module.css'

/** The week and day grids: 50 px an hour. */
const GRID_HEIGHT = 1200

export type { CalendarViewName }

/** Where Schedule-X prints a day of the month as a bare number (month grid, week, agenda). */
const DAY_NUMBERS = [
  '.sx__month-grid-day__header-date',
  '.sx__week-grid__date-number',
  '.sx__month-agenda-day > div:first-child',
].join(',')

export interface ScheduleXViewProps {
  events: CalendarEvent[]
  view: CalendarViewName
  /** The shown day, 'YYYY-MM-DD'. */
  date: string
  sxLocale: string
  firstDay: IsoWeekday
  translations: Record<string, Record<string, string>>
  /** What the list view shows in place of an all-day event's times. */
  allDayLabel: string
  /** Event colours, per colour name (from the Mantine theme). */
  calendars: Record<string, CalendarType>
  isDark: boolean
  /** Changes re-create the calendar (Schedule-X reads <html dir> when it is created). */
  direction: 'ltr' | 'rtl'
  onViewChange: (view: CalendarViewName) => void
  onDateChange: (date: string) => void
  onEventClick: (eventId: string) => void
  onClickDate: (date: string) => void
  onClickDateTime: (start: Date) => void
  onEventMove: (eventId: string, times: { start: string; end: string }) => void
}

type Handlers = Pick<
  ScheduleXViewProps,
  | 'onViewChange'
  | 'onDateChange'
  | 'onEventClick'
  | 'onClickDate'
  | 'onClickDateTime'
  | 'onEventMove'
>

function CalendarInstance(props: ScheduleXViewProps) {
  const { events, view, date, isDark } = props
  // Schedule-X keeps the callbacks it was created with: they call the latest props.
  const handlers = useRef<Handlers>(props)
  useEffect(() => {
    handlers.current = props
  })
  const [plugins] = useState(() => ({
    eventsService: createEventsServicePlugin(),
    controls: createCalendarControlsPlugin(),
  }))
  const [timeZone] = useState(browserTimeZone)
  const me = useCurrentUser()

  const calendarApp = useCalendarApp(
    {
      views: [
        createViewMonthGrid(),
        createViewWeek(),
        // Before the day view: Schedule-X switches small calendars to the first view that suits them.
        createViewMonthAgenda(),
        createViewDay(),
        createViewList(),
      ],
      defaultView: view,
      selectedDate: Temporal.PlainDate.from(date),
      locale: props.sxLocale,
      translations: props.translations,
      firstDayOfWeek: props.firstDay,
      timezone: timeZone,
      isDark,
      calendars: props.calendars,
      events: events.map((event) => toSxEvent(event, timeZone, !canChangeEvent(event, me))),
      weekOptions: { gridHeight: GRID_HEIGHT, eventOverlap: true },
      monthGridOptions: { nEventsPerDay: 3 },
      callbacks: {
        onEventClick: (event: CalendarEventExternal) =>
          handlers.current.onEventClick(String(event.id)),
        onClickDate: (day) => handlers.current.onClickDate(day.toString()),
        onClickAgendaDate: (day) => handlers.current.onDateChange(day.toString()),
        onClickDateTime: (time) => handlers.current.onClickDateTime(zonedToDate(time)),
        onEventUpdate: (event) =>
          handlers.current.onEventMove(String(event.id), fromSxTimes(event)),
        onRender: ($app) => {
          // Schedule-X changes the view itself too (small calendars switch to the agenda).
          $app.calendarState.view.subscribe((shown) =>
            handlers.current.onViewChange(shown as CalendarViewName),
          )
        },
        onRangeUpdate: () => handlers.current.onDateChange(plugins.controls.getDate().toString()),
      },
    },
    [
      plugins.eventsService,
      plugins.controls,
      createDragAndDropPlugin(15),
      createResizePlugin(15),
      createCurrentTimePlugin(),
    ],
  )

  // The query data is the truth: every change (optimistic, rolled back, refetched) is mirrored.
  useEffect(() => {
    if (!calendarApp) return
    plugins.eventsService.set(
      events.map((event) => toSxEvent(event, timeZone, !canChangeEvent(event, me))),
    )
  }, [calendarApp, events, plugins.eventsService, timeZone, me])

  useEffect(() => {
    if (!calendarApp) return
    if (calendarApp.getTheme() !== (isDark ? 'dark' : 'light'))
      calendarApp.setTheme(isDark ? 'dark' : 'light')
  }, [calendarApp, isDark])

  useEffect(() => {
    if (!calendarApp) return
    plugins.controls.setCalendars(props.calendars)
  }, [calendarApp, plugins.controls, props.calendars])

  useEffect(() => {
    // Rendered once the wrapper exists; the controls are ready after the first render.
    if (!calendarApp || !document.querySelector('.sx__calendar-wrapper')) return
    if (plugins.controls.getView() !== view) plugins.controls.setView(view)
    if (plugins.controls.getDate().toString() !== date)
      plugins.controls.setDate(Temporal.PlainDate.from(date))
  }, [calendarApp, plugins.controls, view, date])

  // Week and day views open at the working day (07:30), not at midnight.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!calendarApp || (view !== 'week' && view !== 'day')) return
    const frame = requestAnimationFrame(() => {
      const container = root.current?.querySelector('.sx__view-container')
      if (container) container.scrollTop = (GRID_HEIGHT / 24) * 7.5
    })
    return () => cancelAnimationFrame(frame)
  }, [calendarApp, view])

  // Schedule-X labels its day columns (aria-label on a plain div, which ARIA does not allow):
  // give such elements the group role, so the label is valid and read. Its agenda heads the days
  // with the first letter of the short name, which is the same letter for every day in Arabic
  // ('ا') and Vietnamese ('T'): use the locale's narrow names instead. Its day numbers are plain
  // numbers: write them in the locale's digits, changing the text node's data in place, so
  // Preact keeps updating the same node when the shown period changes. Its list view prints an
  // all-day event's times as midnight to midnight: hide its time nodes (kept, so Preact can still
  // update them) and add our own "All day" label beside them.
  const narrowDays = useMemo(
    () => narrowDayNames(props.sxLocale, props.firstDay),
    [props.sxLocale, props.firstDay],
  )
  const digits = useMemo(() => localDigits(props.sxLocale), [props.sxLocale])
  const { allDayLabel } = props
  useEffect(() => {
    const element = root.current
    if (!element) return
    const fix = () => {
      for (const node of element.querySelectorAll('div[aria-label]:not([role])'))
        node.setAttribute('role', 'group')
      element.querySelectorAll('.sx__month-agenda-day-name').forEach((node, index) => {
        const name = narrowDays[index % 7]
        if (name && node.textContent !== name) node.textContent = name
      })
      // Month cells cut long titles with an ellipsis; the title attribute shows the whole one.
      for (const node of element.querySelectorAll('.sx__month-grid-event-title')) {
        const title = node.textContent ?? ''
        if (node.getAttribute('title') !== title) node.setAttribute('title', title)
      }
      for (const times of element.querySelectorAll('.sx__list-event-times'))
        labelAllDay(times, allDayLabel)
      if (!digits) return
      for (const node of element.querySelectorAll(DAY_NUMBERS)) {
        const text = node.firstChild
        if (text instanceof Text && /[0-9]/.test(text.data)) text.data = digits(text.data)
      }
    }
    fix()
    const observer = new MutationObserver(fix)
    observer.observe(element, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [calendarApp, narrowDays, digits, allDayLabel])

  return (
    <div ref={root} className={classes.sx} data-testid="schedule-x" data-view={view}>
      <ScheduleXCalendar calendarApp={calendarApp} />
    </div>
  )
}

const ALL_DAY_LABEL = 'data-all-day-label'

function labelAllDay(times: Element, label: string) {
  const allDay = times.closest('.sx__list-event')?.classList.contains(ALL_DAY_CLASS) ?? false
  let own: Element | undefined
  for (const child of times.children) {
    if (child.hasAttribute(ALL_DAY_LABEL)) own = child
    else if (child instanceof HTMLElement && child.hidden !== allDay) child.hidden = allDay
  }
  if (!allDay) return own?.remove()
  if (!own) {
    own = document.createElement('span')
    own.setAttribute(ALL_DAY_LABEL, '')
    times.append(own)
  }
  if (own.textContent !== label) own.textContent = label
}

/** One calendar per language and direction: both are read when Schedule-X creates it. */
export default function ScheduleXView(props: ScheduleXViewProps) {
  return <CalendarInstance key={`${props.sxLocale}-${props.direction}`} {...props} />
}
