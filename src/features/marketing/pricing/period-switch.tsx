import { Badge, Group, SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { BillingPeriod } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'

interface PeriodSwitchProps {
  value: BillingPeriod
  onChange: (period: BillingPeriod) => void
  /** The largest yearly saving of the plans, as a whole percentage (0: no badge). */
  savingPercent: number
}

/** Monthly or yearly, with what paying yearly saves beside it. */
export function PeriodSwitch({ value, onChange, savingPercent }: PeriodSwitchProps) {
  const { t } = useTranslation('marketing')
  const format = useFormatters()
  return (
    <Group gap="sm" justify="center">
      <SegmentedControl
        radius="xl"
        size="md"
        value={value}
        onChange={(period) => onChange(period)}
        aria-label={t('pricing.periodLabel')}
        data={[
          { value: 'monthly', label: t('pricing.monthly') },
          { value: 'yearly', label: t('pricing.yearly') },
        ]}
        data-testid="period-switch"
      />
      {savingPercent > 0 && (
        <Badge variant="light" color="green" size="lg" radius="xl">
          {t('pricing.saveUpTo', { percent: format.percent(savingPercent / 100) })}
        </Badge>
      )}
    </Group>
  )
}
