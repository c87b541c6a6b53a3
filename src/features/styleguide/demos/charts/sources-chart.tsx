import { DonutChart } from '@mantine/charts'
import { Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ChartFigure } from '@/components/charts/chart-figure'
import { useChartProps } from '@/components/charts/use-chart-props'
import { SOURCES } from './sample-data'

const KEYS = Object.keys(SOURCES) as Array<keyof typeof SOURCES>

export function SourcesChart() {
  const { t } = useTranslation('styleguide')
  const chart = useChartProps('percent')
  const colors = chart.colors(KEYS.length)
  const data = KEYS.map((key, index) => ({
    name: t(`charts.sources.${key}`),
    value: SOURCES[key] / 100,
    color: colors[index] as string,
  }))
  const [largest] = [...data].sort((a, b) => b.value - a.value)
  return (
    <ChartFigure
      title={t('charts.traffic')}
      summary={t('charts.trafficSummary', {
        name: largest?.name ?? '',
        share: chart.numbers.value(largest?.value ?? 0),
      })}
      table={{
        categoryLabel: t('charts.source'),
        seriesLabels: [t('charts.share')],
        rows: data.map((row) => ({ category: row.name, values: [chart.numbers.value(row.value)] })),
      }}
      data-testid="chart-traffic"
    >
      <Group justify="center">
        <DonutChart
          data={data}
          size={200}
          thickness={28}
          withLabelsLine={false}
          withLegend
          {...chart.round}
        />
      </Group>
    </ChartFigure>
  )
}
