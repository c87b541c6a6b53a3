/**
 * The calendar (issue 5, /dashboard/calendar): Schedule-X 3.7 with month, week, day, agenda and
 * list views, our toolbar, the event dialog and the filter drawer. Schedule-X is loaded lazily
 * (schedule-x-view.tsx), so it is only in this route's chunks.
 */
import {
  Alert,
  Button,
  Group,
  Indicator,
  Skeleton,
  Stack,
  useComputedColorScheme,
  useDirection,
  useMantineTheme,
} from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import '@mantine/dates/styles.css'
import { useMediaQuery } from '@mantine/hooks'
import { IconFilter, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { isHexColor, type CalendarEvent, type HexColor } from '@/lib/api/schemas/calendar'
import { useFormatters } from '@/lib/i18n/format'
import { resolveLanguage } from '@/lib/i18n/languages'
import { useUpdateEvent } from '../api/mutations'
import { eventsQueryOptions } from '../api/queries'
import { CalendarToolbar } from './calendar-toolbar'
import {
  addDays,
  addMonths,
  eventStartTime,
  overlapsDays,
  parseLocal,
  startOfWeek,
  toDateString,
} from '../dates'
import { EventDialog, type DialogState } from './event-dialog'
import { valuesForDay, valuesForNewEvent, valuesForTime } from '../event-form'
import { FilterDrawer } from './filter-drawer'
import { CALENDAR_LOCALES, DAYJS_LOCALES, mantineFirstDay, sxTranslations } from '../locale'
import { hasFilters, type CalendarSearch, type CalendarViewName } from '../search'
import { paletteColorOf, sxCalendars } from '../theme'
import classes from './calendar.module.css'

const ScheduleXView = lazy(() => import('./schedule-x-view'))

const route = getRouteApi('/dashboard/calendar')

/** A slot click snaps to the quarter hour. */
const snap = (date: Date) => new Date(Math.floor(date.getTime() / 900_000) * 900_000)

function CalendarSkeleton() {
  const { t } = useTranslation('calendar')
  return (
    <Stack
      className={classes.skeleton}
      gap="sm"
      aria-busy="true"
      aria-label={t('states.loading')}
      role="status"
    >
      <Skeleton height={36} width="40%" />
      <Skeleton height="calc(100% - 48px)" />
    </Stack>
  )
}

export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const theme = useMantineTheme()
  const isDark = useComputedColorScheme('light') === 'dark'
  const { dir } = useDirection()
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language)
  const { sxLocale, firstDay } = CALENDAR_LOCALES[language]
  const format = useFormatters()
  const small = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false })

  const query = useQuery(eventsQueryOptions())
  const update = useUpdateEvent()
  // The view and the shown day are in the URL (search.ts); absent means the default view and today.
  const view: CalendarViewName = search.view ?? (small ? 'month-agenda' : 'month-grid')
  const date = search.date ?? toDateString(new Date())
  const [newDialog, setNewDialog] = useState<DialogState>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)

  const events = query.data?.events
  // One Schedule-X calendar per hex colour the events use (as a stable key: recomputing the
  // calendars resets Schedule-X's colour variables).
  const hexKey = useMemo(
    () => [...new Set(events?.map((e) => e.color).filter(isHexColor))].sort().join(' '),
    [events],
  )
  const calendars = useMemo(
    () => sxCalendars(theme, hexKey ? (hexKey.split(' ') as HexColor[]) : []),
    [theme, hexKey],
  )
  const translations = useMemo(() => sxTranslations(sxLocale, t), [sxLocale, t])

  const filtered = useMemo(() => {
    if (!events) return []
    const colors = search.colors
    return events
      .filter((e) => !colors || colors.includes(paletteColorOf(theme, e.color)))
      .filter((e) => overlapsDays(e, search.from, search.to))
      .sort((a, b) => eventStartTime(a) - eventStartTime(b))
  }, [events, search.colors, search.from, search.to, theme])

  const formats = {
    month: format.dateTimeFormat({ month: 'long', year: 'numeric' }),
    day: format.dateTimeFormat({ dateStyle: 'full' }),
    short: format.dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric' }),
    dateTime: format.dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }),
    date: format.dateTimeFormat({ dateStyle: 'medium' }),
  }
  const shown = parseLocal(date) ?? new Date()
  const title =
    view === 'day'
      ? formats.day.format(shown)
      : view === 'week'
        ? formats.short.formatRange(
            parseLocal(startOfWeek(date, firstDay)) ?? shown,
            parseLocal(addDays(startOfWeek(date, firstDay), 6)) ?? shown,
          )
        : formats.month.format(shown)

  const formatWhen = (event: CalendarEvent) => {
    if (!event.allDay) return formats.dateTime.format(new Date(event.start))
    const first = parseLocal(event.start) ?? shown
    const last = parseLocal(addDays(event.end.slice(0, 10), -1)) ?? first
    return last > first ? formats.date.formatRange(first, last) : formats.date.format(first)
  }

  const updateSearch = (patch: Partial<CalendarSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true })
  const setView = (next: CalendarViewName) => {
    if (next !== view) updateSearch({ view: next })
  }
  // Today is left out of the URL, so a bookmark of "today" stays today.
  const setDate = (next: string) => {
    if (next !== date) updateSearch({ date: next === toDateString(new Date()) ? undefined : next })
  }
  const step = (direction: 1 | -1) =>
    setDate(
      view === 'month-grid' || view === 'month-agenda'
        ? addMonths(date, direction)
        : addDays(date, direction * (view === 'day' ? 1 : 7)),
    )
  const openEvent = (eventId: string) => updateSearch({ event: eventId })
  const closeEvent = () => updateSearch({ event: undefined })
  const resetFilters = () =>
    void navigate({
      search: ({ colors: _colors, from: _from, to: _to, ...rest }) => rest,
      replace: true,
    })

  const opened = search.event ? events?.find((e) => e.id === search.event) : undefined
  const dialog: DialogState = opened ? { mode: 'edit', event: opened } : newDialog
  const missing = Boolean(search.event && events && !opened)

  const filtering = hasFilters(search)
  return (
    <DatesProvider
      settings={{ locale: DAYJS_LOCALES[language], firstDayOfWeek: mantineFirstDay(firstDay) }}
    >
      <PageHeader
        description={t('description')}
        actions={
          <>
            <Indicator disabled={!filtering} size={10} offset={4} color="primary">
              <Button
                variant="default"
                leftSection={<IconFilter size={18} aria-hidden />}
                onClick={() => setFiltersOpen(true)}
              >
                {filtering ? t('toolbar.filtersActive') : t('toolbar.filters')}
              </Button>
            </Indicator>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setNewDialog({ mode: 'new', values: valuesForNewEvent(date) })}
            >
              {t('newEvent')}
            </Button>
          </>
        }
      />
      <Stack gap="md">
        {missing && (
          <Alert
            color="orange"
            role="alert"
            withCloseButton
            onClose={closeEvent}
            closeButtonLabel={t('dialog.close')}
          >
            {t('states.notFound')}
          </Alert>
        )}
        {events && events.length === 0 && (
          <Alert color="primary" title={t('states.emptyTitle')} data-testid="calendar-empty">
            {t('states.emptyText')}
          </Alert>
        )}
        {events && events.length > 0 && filtering && filtered.length === 0 && (
          <Alert color="gray" data-testid="calendar-filtered-empty">
            <Group justify="space-between">
              {t('states.filteredEmpty')}
              <Button size="xs" variant="default" onClick={resetFilters}>
                {t('filters.reset')}
              </Button>
            </Group>
          </Alert>
        )}
        {query.isError && !events ? (
          <QueryError query={query} />
        ) : (
          <div className={classes.frame} data-testid="calendar">
            <CalendarToolbar
              view={view}
              title={title}
              onToday={() => setDate(toDateString(new Date()))}
              onPrevious={() => step(-1)}
              onNext={() => step(1)}
              onView={setView}
            />
            <div className={classes.body}>
              {!events ? (
                <CalendarSkeleton />
              ) : (
                <Suspense fallback={<CalendarSkeleton />}>
                  <ScheduleXView
                    events={filtered}
                    view={view}
                    date={date}
                    sxLocale={sxLocale}
                    firstDay={firstDay}
                    translations={translations}
                    allDayLabel={t('sx.allDay')}
                    calendars={calendars}
                    isDark={isDark}
                    direction={dir}
                    onViewChange={setView}
                    onDateChange={setDate}
                    onEventClick={openEvent}
                    onClickDate={(day) => setNewDialog({ mode: 'new', values: valuesForDay(day) })}
                    onClickDateTime={(start) =>
                      setNewDialog({ mode: 'new', values: valuesForTime(snap(start)) })
                    }
                    onEventMove={(eventId, times) => update.mutate({ eventId, event: times })}
                  />
                </Suspense>
              )}
            </div>
          </div>
        )}
      </Stack>
      <EventDialog state={dialog} onClose={() => (opened ? closeEvent() : setNewDialog(null))} />
      <FilterDrawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        search={search}
        onChange={updateSearch}
        onReset={resetFilters}
        matching={filtered}
        onOpenEvent={(eventId) => {
          setFiltersOpen(false)
          openEvent(eventId)
        }}
        formatWhen={formatWhen}
      />
    </DatesProvider>
  )
}
