import { AreaChart } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'

interface InvoicedYearChartProps {
  rows: Array<{ month: string; invoiced: number; paid: number }>
  height: number
}

export default function InvoicedYearChart({ rows, height }: InvoicedYearChartProps) {
  const { t } = useTranslation('dashboards')
  const chart = useChartProps('currency')
  const [invoicedColor, paidColor] = chart.colors(2) as [string, string]
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="month"
      curveType="monotone"
      withLegend
      withDots={false}
      fillOpacity={0.25}
      {...chart.cartesian}
      series={[
        { name: 'invoiced', label: t('app.invoiced.invoiced'), color: invoicedColor },
        { name: 'paid', label: t('app.invoiced.paid'), color: paidColor },
      ]}
    />
  )
}
