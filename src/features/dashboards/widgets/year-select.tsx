/** The year switch of a yearly chart: the years that have data, newest first. */
import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface YearSelectProps {
  year: number
  years: number[]
  onChange: (year: number) => void
  /** Names the switch for assistive technology ("Year of Invoiced and paid"). */
  label: string
}

export function YearSelect({ year, years, onChange, label }: YearSelectProps) {
  const { t } = useTranslation('dashboards')
  const choices = years.includes(year) ? years : [year, ...years]
  return (
    <Select
      aria-label={t('widget.yearOf', { chart: label })}
      value={String(year)}
      onChange={(value) => value && onChange(Number(value))}
      data={choices.map((value) => ({ value: String(value), label: String(value) }))}
      allowDeselect={false}
      size="xs"
      w={96}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
