// The demos draw with @mantine/charts: its stylesheet comes with them.
import '@mantine/charts/styles.css'
import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from '../demo-section'
import { OrdersChart } from './orders-chart'
import { RevenueChart } from './revenue-chart'
import { SourcesChart } from './sources-chart'
import { VisitorsChart } from './visitors-chart'

export default function ChartsDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('charts.layer')} hint={t('charts.layerHint')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <RevenueChart />
          <OrdersChart />
          <VisitorsChart />
          <SourcesChart />
        </SimpleGrid>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { AreaChart } from '@mantine/charts'
import { ChartFigure } from '@/components/charts/chart-figure'
import { useChartProps } from '@/components/charts/use-chart-props'

const chart = useChartProps('currency')        // mirrored in rtl, numbers per language
const [primary, second] = chart.colors(2)      // from the preset, readable in dark
<ChartFigure title={t('revenue')} summary={t('revenueSummary', …)} table={table}>
  <AreaChart h={260} data={data} dataKey="month" {...chart.cartesian}
    series={[{ name: 'thisYear', label: t('thisYear'), color: primary }]} />
</ChartFigure>`
