import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { YearlyChartCard } from '../widgets/yearly-chart-card'
import { appWidgetQueries } from './widget-queries'

/** What was invoiced and what was paid, month by month, in a year chosen with the switch. */
export function InvoicedYear() {
  const { t } = useTranslation('dashboards')
  const [year, setYear] = useState<number | undefined>(undefined)
  const query = useQuery(appWidgetQueries.invoicedYear(year))
  return (
    <YearlyChartCard
      title={t('app.invoiced.title')}
      query={query}
      series={[
        { name: 'invoiced', label: t('app.invoiced.invoiced') },
        { name: 'paid', label: t('app.invoiced.paid') },
      ]}
      summary={(chosen, [invoiced, paid]) =>
        t('app.invoiced.summary', { year: chosen, invoiced, paid })
      }
      onYear={setYear}
      data-testid="invoiced-year"
    />
  )
}
