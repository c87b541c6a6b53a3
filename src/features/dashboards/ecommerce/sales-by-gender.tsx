import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useChartProps } from '@/components/charts/use-chart-props'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { ChartCard } from '../widgets/chart-card'
import { RadialBars } from '../widgets/radial-bars'
import { RoundChartFrame } from '../widgets/round-chart-frame'

const HEIGHT = 300
/** The rings' square: the card's height less the legend under it. */
const SIZE = HEIGHT - 70

/**
 * The period's units sold, split by who the products are made for: a ring per gender, each its
 * share of the units, the total in the middle.
 */
export function SalesByGender() {
  const { t } = useTranslation(['dashboards', 'ecommerce'])
  const format = useFormatters()
  const colors = useChartProps().colors(3)
  const query = useQuery(dashboardQueries.ecommerce.salesByGender(usePeriod()))
  return (
    <ChartCard
      title={t('ecommerce.gender.title')}
      query={query}
      height={HEIGHT}
      isEmpty={(answer) => answer.totalUnits === 0}
      data-testid="sales-by-gender"
    >
      {(answer) => {
        const largest = [...answer.items].sort((a, b) => b.share - a.share)[0]
        const bars = answer.items.map((item, index) => ({
          name: t(`ecommerce:gender.${item.gender}`),
          value: item.share * 100,
          color: colors[index] ?? 'primary.6',
        }))
        return {
          summary: t('ecommerce.gender.summary', {
            count: answer.totalUnits,
            units: format.number(answer.totalUnits),
            gender: largest ? t(`ecommerce:gender.${largest.gender}`) : '',
            share: format.percent(largest?.share ?? 0),
          }),
          table: {
            categoryLabel: t('ecommerce.gender.gender'),
            seriesLabels: [t('ecommerce.gender.units'), t('ecommerce.gender.share')],
            rows: answer.items.map((item) => ({
              category: t(`ecommerce:gender.${item.gender}`),
              values: [format.number(Math.round(item.units)), format.percent(item.share)],
            })),
          },
          chart: (
            <RoundChartFrame
              centre={{
                label: t('ecommerce.gender.total'),
                value: format.number(answer.totalUnits),
              }}
              legend={bars}
            >
              <RadialBars bars={bars} size={SIZE} barSize={14} />
            </RoundChartFrame>
          ),
        }
      }}
    </ChartCard>
  )
}
