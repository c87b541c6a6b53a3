import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { BarChart } from '../widgets/bar-chart'
import { bucketLabels } from '../widgets/bucket-labels'
import { ChartCard } from '../widgets/chart-card'

/** Arrivals and departures of the stays not canceled, per bucket of the period. */
export function CheckInOut() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bookingQueries.checkInOut(usePeriod()))
  const labels = { checkIn: t('booking.checkInOut.in'), checkOut: t('booking.checkInOut.out') }
  return (
    <ChartCard
      title={t('booking.checkInOut.title')}
      query={query}
      height={340}
      grow
      isEmpty={(data) => data.checkIn.value === 0 && data.checkOut.value === 0}
      data-testid="check-in-out"
    >
      {(data) => {
        const names = bucketLabels(format.locale, data.period.bucket, data.buckets)
        const rows = names.map((bucket, index) => ({
          bucket,
          checkIn: data.checkIn.series[index] ?? 0,
          checkOut: data.checkOut.series[index] ?? 0,
        }))
        return {
          summary: t('booking.checkInOut.summary', {
            checkIn: format.number(data.checkIn.value),
            checkOut: format.number(data.checkOut.value),
          }),
          table: {
            categoryLabel: t(`booking.bucket.${data.period.bucket}`),
            seriesLabels: [labels.checkIn, labels.checkOut],
            rows: rows.map((row) => ({
              category: row.bucket,
              values: [format.number(row.checkIn), format.number(row.checkOut)],
            })),
          },
          chart: (
            <BarChart
              rows={rows}
              dataKey="bucket"
              series={[
                { name: 'checkIn', label: labels.checkIn },
                { name: 'checkOut', label: labels.checkOut },
              ]}
              height={280}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
