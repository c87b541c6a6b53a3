import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { BarChart } from '../widgets/bar-chart'
import { bucketLabels } from '../widgets/bucket-labels'
import { ChartCard } from '../widgets/chart-card'

/** The period's visits (bars) and distinct visitors (a line), bucket by bucket. */
export function WebsiteVisits() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps()
  const query = useQuery(dashboardQueries.analytics.websiteVisits(usePeriod()))
  return (
    <ChartCard
      title={t('analytics.websiteVisits.title')}
      query={query}
      height={300}
      isEmpty={(data) => data.visits.value === 0}
      data-testid="widget-website-visits"
    >
      {(data) => {
        const labels = bucketLabels(format.locale, data.period.bucket, data.buckets)
        const points = labels.map((label, index) => ({
          label,
          visits: data.visits.series[index] ?? 0,
          visitors: data.visitors.series[index] ?? 0,
        }))
        return {
          summary: t('analytics.websiteVisits.summary', {
            visits: chart.numbers.value(data.visits.value),
            visitors: chart.numbers.value(data.visitors.value),
          }),
          table: {
            categoryLabel: t(`analytics.buckets.${data.period.bucket}`),
            seriesLabels: [
              t('analytics.websiteVisits.visits'),
              t('analytics.websiteVisits.visitors'),
            ],
            rows: points.map((point) => ({
              category: point.label,
              values: [chart.numbers.value(point.visits), chart.numbers.value(point.visitors)],
            })),
          },
          chart: (
            <BarChart
              rows={points}
              dataKey="label"
              series={[
                { name: 'visits', label: t('analytics.websiteVisits.visits') },
                { name: 'visitors', label: t('analytics.websiteVisits.visitors') },
              ]}
              lines={['visitors']}
              height={300}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
