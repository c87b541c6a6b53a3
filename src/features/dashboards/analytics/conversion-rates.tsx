import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { RowBarChart } from '../widgets/row-bar-chart'

/**
 * The countries shown, each a row of at least this height (px; taller when the card is stretched
 * by the radar beside it); the axis under them takes ~28 px.
 */
const COUNTRIES = 6
const ROW_HEIGHT = 38

/** Orders over visits for the countries that visit most, a bar per country. */
export function ConversionRates() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const chart = useChartProps('percent')
  const query = useQuery(dashboardQueries.analytics.conversionRates(COUNTRIES, usePeriod()))
  return (
    <ChartCard
      title={t('analytics.conversionRates.title')}
      query={query}
      height={COUNTRIES * ROW_HEIGHT + 28}
      grow
      isEmpty={(data) => data.items.length === 0}
      data-testid="widget-conversion-rates"
    >
      {(data) => {
        const rows = data.items.map((item) => ({ ...item, name: format.country(item.country) }))
        const best = [...rows].sort((a, b) => b.rate - a.rate)[0]
        return {
          summary: t('analytics.conversionRates.summary', {
            country: best?.name ?? '',
            rate: chart.numbers.value(best?.rate ?? 0),
          }),
          table: {
            categoryLabel: t('analytics.conversionRates.country'),
            seriesLabels: [
              t('analytics.websiteVisits.visits'),
              t('analytics.conversionRates.orders'),
              t('analytics.conversionRates.rate'),
            ],
            rows: rows.map((row) => ({
              category: row.name,
              values: [
                format.number(row.visits),
                format.number(row.orders),
                chart.numbers.value(row.rate),
              ],
            })),
          },
          chart: (
            <RowBarChart
              rows={rows.map((row) => ({ category: row.name, value: row.rate }))}
              label={t('analytics.conversionRates.rate')}
              kind="percent"
              rowHeight={ROW_HEIGHT}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
