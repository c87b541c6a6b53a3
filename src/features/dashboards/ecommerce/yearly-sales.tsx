import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardQueries } from '../api/queries'
import { YearlyChartCard } from '../widgets/yearly-chart-card'

/** The shop's income and expenses month by month, in a year chosen with the switch. */
export function YearlySales() {
  const { t } = useTranslation('dashboards')
  const [year, setYear] = useState<number | undefined>(undefined)
  const query = useQuery(dashboardQueries.ecommerce.yearlySales(year))
  return (
    <YearlyChartCard
      title={t('ecommerce.yearly.title')}
      query={query}
      series={[
        { name: 'income', label: t('ecommerce.yearly.income') },
        { name: 'expenses', label: t('ecommerce.yearly.expenses') },
      ]}
      summary={(chosen, [income, expenses]) =>
        t('ecommerce.yearly.summary', { year: chosen, income, expenses })
      }
      onYear={setYear}
      data-testid="yearly-sales"
    />
  )
}
