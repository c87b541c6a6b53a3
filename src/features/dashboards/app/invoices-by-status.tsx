import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { INVOICE_STATUS_COLORS } from '@/components/invoice-status/invoice-status'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { useFormatters } from '@/lib/i18n/format'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { StatusDonut } from './status-donut'
import { appWidgetQueries } from './widget-queries'

const HEIGHT = 300

/** The period's invoices split by status, as the invoice list's tabs count them. */
export function InvoicesByStatus() {
  const { t } = useTranslation(['dashboards', 'invoices'])
  const format = useFormatters()
  const chart = useChartProps('number')
  const query = useQuery(appWidgetQueries.invoicesByStatus(usePeriod()))
  return (
    <ChartCard
      title={t('app.byStatus.title')}
      query={query}
      height={HEIGHT}
      isEmpty={(answer) => answer.items.every((item) => item.count === 0)}
      data-testid="invoices-by-status"
    >
      {(answer) => {
        const total = answer.items.reduce((sum, item) => sum + item.count, 0)
        const slices = answer.items.map((item) => ({
          name: t(`invoices:status.${item.status}`),
          value: item.count,
          color: `${INVOICE_STATUS_COLORS[item.status]}.6`,
        }))
        const largest = [...answer.items].sort((a, b) => b.count - a.count)[0]
        return {
          summary: t('app.byStatus.summary', {
            count: total,
            status: largest ? t(`invoices:status.${largest.status}`) : '',
            share: format.percent(largest ? largest.count / total : 0),
          }),
          table: {
            categoryLabel: t('app.byStatus.status'),
            seriesLabels: [t('app.byStatus.count'), t('app.byStatus.amount')],
            rows: answer.items.map((item) => ({
              category: t(`invoices:status.${item.status}`),
              values: [chart.numbers.value(item.count), format.currency(fromCents(item.amount))],
            })),
          },
          chart: (
            <StatusDonut
              slices={slices}
              height={HEIGHT}
              label={t('app.byStatus.total')}
              total={format.number(total)}
            />
          ),
        }
      }}
    </ChartCard>
  )
}
