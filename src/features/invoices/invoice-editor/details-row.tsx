import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { STORED_INVOICE_STATUSES } from '@/lib/api/schemas/invoice-constants'
import { useShowDay } from '@/lib/i18n/format'
import { LocalizedDates } from '@/lib/i18n/localized-dates'
import type { InvoiceForm } from './invoice-form-type'
import { addDays } from './invoice-form-values'

/** The usual payment terms, offered as one-click due dates. */
const NET_TERMS = [15, 30, 45] as const

/** A typed `2026-11-24` is taken as is; anything else the picker's own parsing does not guess. */
const parseDay = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? text.trim() : null)

/** Number, status and the two dates, on one row on a wide screen. */
export function DetailsRow({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoices')
  // Calendar days, shown in UTC as everywhere else, so the day never shifts.
  const showDay = useShowDay()
  const { createDate } = form.values
  const dateProps = (field: 'createDate' | 'dueDate') => ({
    ...form.getInputProps(field),
    valueFormat: showDay,
    dateParser: parseDay,
    required: true,
    popoverProps: { withinPortal: true },
  })

  return (
    <LocalizedDates>
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
    </LocalizedDates>
  )
}
