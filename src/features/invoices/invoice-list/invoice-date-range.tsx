import { DateInput, DatesProvider } from '@mantine/dates'
import '@mantine/dates/styles.css'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Month and day names in the calendar follow the page's language. */
const DAYJS_LOCALES: Record<string, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-cn',
  ar: 'ar-ly',
}

interface InvoiceDateRangeProps {
  /** The range in the address (`2026-11-01`), both ends inclusive. */
  start: string | undefined
  end: string | undefined
  onChange: (range: { start: string | undefined; end: string | undefined }) => void
}

/**
 * Two days bounding the issue date. A range that ends before it starts stays in the fields with
 * a message next to the end, and the list keeps the last good range until it is fixed.
 */
export function InvoiceDateRange({ start, end, onChange }: InvoiceDateRangeProps) {
  const { t, i18n } = useTranslation('invoices')
  const language = i18n.resolvedLanguage ?? i18n.language
  // What the fields show; it only differs from the address while the range is wrong.
  const [draft, setDraft] = useState({ start, end })
  const [seen, setSeen] = useState({ start, end })
  if (seen.start !== start || seen.end !== end) {
    // The address changed (clear, back): the fields follow it.
    setSeen({ start, end })
    setDraft({ start, end })
  }
  const invalid = Boolean(draft.start && draft.end && draft.end < draft.start)
  const change = (next: { start: string | undefined; end: string | undefined }) => {
    setDraft(next)
    if (!(next.start && next.end && next.end < next.start)) onChange(next)
  }
  const common = {
    valueFormat: 'D MMM YYYY',
    clearable: true,
    w: { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 },
    popoverProps: { withinPortal: true },
  } as const
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[language] ?? 'en' }}>
      <DateInput
        {...common}
        label={t('list.startDate')}
        value={draft.start ?? null}
        onChange={(day) => change({ ...draft, start: day ?? undefined })}
        clearButtonProps={{ 'aria-label': t('list.clearStartDate') }}
        data-testid="invoice-start-date"
      />
      <DateInput
        {...common}
        label={t('list.endDate')}
        value={draft.end ?? null}
        onChange={(day) => change({ ...draft, end: day ?? undefined })}
        error={invalid ? t('list.endBeforeStart') : undefined}
        clearButtonProps={{ 'aria-label': t('list.clearEndDate') }}
        data-testid="invoice-end-date"
      />
    </DatesProvider>
  )
}
