/** The website visits' picture: visits as bars, distinct visitors as a line (lazy: recharts). */
import { CompositeChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'

export interface VisitsPoint {
  label: string
  visits: number
  visitors: number
}

export default function WebsiteVisitsChart({ data }: { data: VisitsPoint[] }) {
  const { t } = useTranslation('dashboards')
  const chart = useChartProps()
  const [visitsColor, visitorsColor] = chart.colors(2) as [string, string]
  return (
    <CompositeChart
      h={300}
      data={data}
      dataKey="label"
      withLegend
      maxBarWidth={18}
      withDots={false}
      curveType="monotone"
      {...chart.cartesian}
      series={[
        {
          name: 'visits',
          label: t('analytics.websiteVisits.visits'),
          color: visitsColor,
          type: 'bar',
        },
        {
          name: 'visitors',
          label: t('analytics.websiteVisits.visitors'),
          color: visitorsColor,
          type: 'line',
        },
      ]}
    />
  )
}
