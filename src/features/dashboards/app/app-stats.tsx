import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { usePeriod } from '../use-period'
import { StatCards } from '../widgets/stat-cards'
import { appWidgetQueries } from './widget-queries'

/** New users, invoices issued and files added in the period, each against the period before. */
export function AppStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.summary(usePeriod()))
  return (
    <StatCards
      query={query}
      count={3}
      cards={(data) => [
        {
          title: t('app.stats.newUsers'),
          value: format.number(data.newUsers.value),
          stat: data.newUsers,
          testId: 'stat-new-users',
        },
        {
          title: t('app.stats.invoices'),
          value: format.number(data.invoices.value),
          stat: data.invoices,
          testId: 'stat-invoices',
        },
        {
          title: t('app.stats.files'),
          value: format.number(data.files.value),
          stat: data.files,
          testId: 'stat-files',
        },
      ]}
    />
  )
}
