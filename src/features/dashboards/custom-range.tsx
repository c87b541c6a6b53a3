/**
 * The period control's custom range: two days picked in a calendar. Its own chunk with the date
 * pickers (and their locales), loaded when "Custom range…" is chosen, not with every dashboard.
 */
import '@mantine/dates/styles.css'
import { DatePickerInput } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PERIOD_DAYS } from '@/lib/api/schemas/dashboards'
import { useShowDay } from '@/lib/i18n/format'
import { LocalizedDates } from '@/lib/i18n/localized-dates'
import { isValidRange } from './period'

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

interface CustomRangeProps {
  from?: string
  to?: string
  /** A whole, valid range has been picked. */
  onRange: (from: string, to: string) => void
}

export default function CustomRange({ from, to, onRange }: CustomRangeProps) {
  const { t } = useTranslation('dashboards')
  const showDay = useShowDay()
  // The range being picked: the address changes only once both ends are chosen.
  const [picking, setPicking] = useState<[string | null, string | null]>([from ?? null, to ?? null])
  const [start, end] = picking
  const tooLong = Boolean(start && end && !isValidRange(start, end))

  const pick = (value: [string | null, string | null]) => {
    setPicking(value)
    const [first, last] = value
    if (first && last && isValidRange(first, last)) onRange(first, last)
  }

  return (
    <LocalizedDates>
      <DatePickerInput
        type="range"
        label={t('period.custom')}
        placeholder={t('period.pickRange')}
        value={picking}
        onChange={pick}
        maxDate={dayOf(new Date())}
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
  )
}
