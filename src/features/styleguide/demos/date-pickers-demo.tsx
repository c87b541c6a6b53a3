import '@mantine/dates/styles.css'
import { Group, SimpleGrid } from '@mantine/core'
import { DatePicker, DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShowDay } from '@/lib/i18n/format'
import { LocalizedDates } from '@/lib/i18n/localized-dates'
import { DemoSection, DemoStack } from './demo-section'

export default function DatePickersDemo() {
  const { t } = useTranslation('styleguide')
  const showDay = useShowDay()
  const [day, setDay] = useState<string | null>('2026-11-24')
  const calendar = {
    ariaLabels: {
      previousMonth: t('dates.previousMonth'),
      nextMonth: t('dates.nextMonth'),
      previousYear: t('dates.previousYear'),
      nextYear: t('dates.nextYear'),
      previousDecade: t('dates.previousDecade'),
      nextDecade: t('dates.nextDecade'),
    },
    // Days of the months around are drawn faint, and weekends in a red, both below the contrast
    // text needs: the calendars here show neither.
    hideOutsideDates: true,
    weekendDays: [],
  }
  const [range, setRange] = useState<[string | null, string | null]>(['2026-11-20', '2026-11-27'])
  return (
    <LocalizedDates>
      <DemoStack>
        <DemoSection title={t('dates.inputs')} hint={t('dates.inputsHint')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DatePickerInput
              label={t('dates.dueDate')}
              value={day}
              onChange={setDay}
              valueFormatter={({ date }) => (typeof date === 'string' ? showDay(date) : '')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              clearable
              clearButtonProps={{ 'aria-label': t('dates.clear') }}
              {...calendar}
            />
            <DatePickerInput
              type="range"
              label={t('dates.period')}
              value={range}
              onChange={setRange}
              {...calendar}
              leftSection={<IconCalendar size={16} aria-hidden />}
            />
            <DateTimePicker
              label={t('dates.meeting')}
              defaultValue="2026-11-24 14:30:00"
              {...calendar}
            />
            <TimeInput label={t('dates.time')} defaultValue="09:00" />
            <DatePickerInput
              label={t('dates.dueDate')}
              error={t('dates.required')}
              required
              {...calendar}
            />
            <DatePickerInput label={t('dates.dueDate')} disabled defaultValue="2026-11-24" />
          </SimpleGrid>
        </DemoSection>
        <DemoSection title={t('dates.inline')}>
          <Group>
            <DatePicker defaultValue="2026-11-24" defaultDate="2026-11-01" {...calendar} />
          </Group>
        </DemoSection>
      </DemoStack>
    </LocalizedDates>
  )
}

export const usage = `import '@mantine/dates/styles.css'
import { DatePickerInput } from '@mantine/dates'
import { useShowDay } from '@/lib/i18n/format'
import { LocalizedDates } from '@/lib/i18n/localized-dates'

// Month and day names in the reader's language; days shown with the app's own format.
<LocalizedDates>
  <DatePickerInput label={t('dueDate')} valueFormatter={({ date }) => showDay(date)} … />
</LocalizedDates>`
