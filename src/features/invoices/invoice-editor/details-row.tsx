import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DateInput, DatesProvider } from '@mantine/dates'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import { useTranslation } from 'react-i18next'
import { STORED_INVOICE_STATUSES } from '@/lib/api/schemas/invoice-constants'
import { useFormatters } from '@/lib/i18n/format'
import type { InvoiceForm } from './invoice-form-type'
import { addDays } from './invoice-form-values'

/** The app's language values -> dayjs locale names (month and day names in the date picker). */
const DAYJS_LOCALES: Record<string, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-cn',
  // Same names as 'ar', Western digits (docs/decisions/languages.md).
  ar: 'ar-ly',
}

/** The usual payment terms, offered as one-click due dates. */
const NET_TERMS = [15, 30, 45] as const

/** A typed `2026-11-24` is taken as is; anything else the picker's own parsing does not guess. */
const parseDay = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null)

/** Number, status and the two dates, on one row on a wide screen. */
export function DetailsRow({ form }: { form: InvoiceForm }) {
  const { t, i18n } = useTranslation('invoices')
  const format = useFormatters()
  const language = i18n.resolvedLanguage ?? i18n.language
  // Calendar days, shown in UTC as everywhere else, so the day never shifts.
  const dayFormat = format.dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' })
  const showDay = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T12:00:00.000Z`))
  const { createDate } = form.values
  const dateProps = (field: 'createDate' | 'dueDate') => ({
    ...form.getInputProps(field),
    valueFormat: showDay,
    dateParser: parseDay,
    required: true,
    popoverProps: { withinPortal: true },
  })

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[language] ?? 'en' }}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label={t('form.number')}
          maxLength={13}
          autoComplete="off"
          dir="ltr"
          {...form.getInputProps('number')}
        />
        <Select
          label={t('form.status')}
          required
          allowDeselect={false}
          data={STORED_INVOICE_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
          {...form.getInputProps('status')}
        />
        <DateInput label={t('form.createDate')} {...dateProps('createDate')} />
        <Stack gap={6}>
          <DateInput
            label={t('form.dueDate')}
            minDate={createDate ?? undefined}
            {...dateProps('dueDate')}
          />
          <Group gap={6}>
            {NET_TERMS.map((days) => (
              <Button
                key={days}
                variant="light"
                size="compact-xs"
                disabled={!createDate}
                onClick={() => {
                  if (!createDate) return
                  form.setFieldValue('dueDate', addDays(createDate, days))
                  form.clearFieldError('dueDate')
                }}
              >
                {t('form.net', { days })}
              </Button>
            ))}
          </Group>
        </Stack>
      </SimpleGrid>
    </DatesProvider>
  )
}
