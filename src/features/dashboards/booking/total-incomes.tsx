import { Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { bucketLabels } from '../widgets/bucket-labels'
import { AreaChart } from '../widgets/area-chart'
import { ChartCard } from '../widgets/chart-card'
import { Trend } from '../widgets/stat-card'
import classes from '../widgets/widgets.module.css'

/** What the paid stays checking in during the period brought, and its course. */
export function TotalIncomes() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bookingQueries.incomes(usePeriod()))
  const label = t('booking.incomes.income')
  return (
    <ChartCard
      title={t('booking.incomes.title')}
      query={query}
      height={320}
      data-testid="total-incomes"
    >
      {(data) => {
        const names = bucketLabels(format.locale, data.period.bucket, data.buckets)
        const rows = names.map((bucket, index) => ({
          bucket,
          income: fromCents(data.income.series[index] ?? 0),
        }))
        const total = format.currency(fromCents(data.income.value))
        return {
          summary: t('booking.incomes.summary', { total }),
          table: {
            categoryLabel: t(`booking.bucket.${data.period.bucket}`),
            seriesLabels: [label],
            rows: rows.map((row) => ({
              category: row.bucket,
              values: [format.currency(row.income)],
            })),
          },
          chart: (
            <>
              <Group justify="space-between" align="flex-end" mb="sm">
                <Text className={classes.statValue} data-testid="incomes-total">
                  {total}
                </Text>
                <Trend change={data.income.change} />
              </Group>
              <AreaChart
                rows={rows}
                dataKey="bucket"
                series={[{ name: 'income', label }]}
                kind="currency"
                height={240}
              />
            </>
          ),
        }
      }}
    </ChartCard>
  )
}
