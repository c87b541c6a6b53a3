import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { DonutChart } from '../widgets/donut-chart'
import { RoundChartFrame } from '../widgets/round-chart-frame'

const PIE_SIZE = 220

/** The period's visits by the visitor's continent: a pie with each share on its slice. */
export function CurrentVisits() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps('percent')
  const query = useQuery(dashboardQueries.analytics.currentVisits(usePeriod()))
  return (
    <ChartCard
      title={t('analytics.currentVisits.title')}
      query={query}
      height={300}
      isEmpty={(data) => data.total === 0}
      data-testid="widget-current-visits"
    >
      {(data) => {
        const colors = chart.colors(data.items.length)
        const slices = data.items.map((item, index) => ({
          name: t(`analytics.continents.${item.continent}`),
          value: item.share,
          visits: item.visits,
          color: colors[index] as string,
        }))
        const largest = [...slices].sort((a, b) => b.value - a.value)[0]
        return {
          summary: t('analytics.currentVisits.summary', {
            name: largest?.name ?? '',
            share: chart.numbers.value(largest?.value ?? 0),
          }),
          table: {
            categoryLabel: t('analytics.currentVisits.continent'),
            seriesLabels: [t('analytics.websiteVisits.visits'), t('analytics.share')],
            rows: slices.map((slice) => ({
              category: slice.name,
              values: [format.number(slice.visits), chart.numbers.value(slice.value)],
            })),
          },
          chart: (
            <RoundChartFrame legend={slices}>
              <DonutChart
                slices={slices}
                size={PIE_SIZE}
                thickness={PIE_SIZE / 2}
                kind="percent"
                labels
              />
            </RoundChartFrame>
          ),
        }
      }}
    </ChartCard>
  )
}
