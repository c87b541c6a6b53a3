/**
 * The dashboard's one period control (issue 18): presets, or a custom range of days from a
 * calendar. It writes the address (`?range=`, `?from=&to=`), which every widget of the page reads.
 */
import '@mantine/dates/styles.css'
import { Group, Select } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PERIOD_DAYS } from '@/lib/api/schemas/dashboards'
import { LocalizedDates, useShowDay } from '@/lib/i18n/localized-dates'
import { DEFAULT_PRESET, isValidRange, PERIOD_PRESETS, type PeriodPreset } from './period'
import { parseDashboardSearch, type DashboardSearch } from './search'

type Choice = PeriodPreset | 'custom'

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

export function PeriodControl() {
  const { t } = useTranslation('dashboards')
  const showDay = useShowDay()
  const navigate = useNavigate()
  const search = parseDashboardSearch(useSearch({ strict: false }))
  const choice: Choice = search.range ?? DEFAULT_PRESET
  // The range being picked: the address changes only once both ends are chosen.
  const [picking, setPicking] = useState<[string | null, string | null]>([
    search.from ?? null,
    search.to ?? null,
  ])
  const [customOpen, setCustomOpen] = useState(choice === 'custom')
  const today = dayOf(new Date())

  const setSearch = (next: DashboardSearch) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: true })

  const choose = (value: string | null) => {
    if (!value) return
    if (value === 'custom') {
      setCustomOpen(true)
      return
    }
    setCustomOpen(false)
    setSearch({
      range: value === DEFAULT_PRESET ? undefined : (value as PeriodPreset),
      from: undefined,
      to: undefined,
    })
  }

  const pick = (value: [string | null, string | null]) => {
    setPicking(value)
    const [from, to] = value
    if (from && to && isValidRange(from, to)) setSearch({ range: 'custom', from, to })
  }

  const [from, to] = picking
  const tooLong = Boolean(from && to && !isValidRange(from, to))

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" data-testid="period-control">
      <Select
        label={t('period.label')}
        value={customOpen ? 'custom' : choice}
        onChange={choose}
        allowDeselect={false}
        data={[...PERIOD_PRESETS, 'custom'].map((value) => ({
          value,
          label: t(`period.presets.${value as Choice}`),
        }))}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      {customOpen && (
        <LocalizedDates>
          <DatePickerInput
            type="range"
            label={t('period.custom')}
            placeholder={t('period.pickRange')}
            value={picking}
            onChange={pick}
            maxDate={today}
            allowSingleDateInRange
            valueFormatter={({ date }) =>
              Array.isArray(date)
                ? date
                    .map((day) => (typeof day === 'string' ? showDay(day) : ''))
                    .filter(Boolean)
                    .join(' – ')
                : ''
            }
            error={tooLong ? t('period.tooLong', { days: MAX_PERIOD_DAYS }) : undefined}
            leftSection={<IconCalendar size={16} aria-hidden />}
            miw={240}
            ariaLabels={{
              previousMonth: t('period.previousMonth'),
              nextMonth: t('period.nextMonth'),
              previousYear: t('period.previousYear'),
              nextYear: t('period.nextYear'),
              previousDecade: t('period.previousDecade'),
              nextDecade: t('period.nextDecade'),
            }}
            data-testid="period-custom"
          />
        </LocalizedDates>
      )}
    </Group>
  )
}
