import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { StatCards } from '../widgets/stat-cards'

/** Units sold, what the orders paid and the profit on them, against the period before. */
export function EcommerceStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.ecommerce.summary(usePeriod()))
  return (
    <StatCards
      query={query}
      count={3}
      cards={(data) => [
        {
          title: t('ecommerce.stats.productSold'),
          value: format.number(data.productSold.value),
          stat: data.productSold,
          testId: 'stat-product-sold',
        },
        {
          title: t('ecommerce.stats.totalBalance'),
          value: format.currency(fromCents(data.totalBalance.value)),
          stat: data.totalBalance,
          testId: 'stat-total-balance',
        },
        {
          title: t('ecommerce.stats.salesProfit'),
          value: format.currency(fromCents(data.salesProfit.value)),
          stat: data.salesProfit,
          testId: 'stat-sales-profit',
        },
      ]}
    />
  )
}
