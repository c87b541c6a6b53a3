import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { bookingQueries } from '../api/booking-queries'
import { usePeriod } from '../use-period'
import { StatCards } from '../widgets/stat-cards'

/** The stays checking in during the period, the nights sold and the stays canceled. */
export function BookingStats() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(bookingQueries.summary(usePeriod()))
  return (
    <StatCards
      query={query}
      count={3}
      cards={(data) => [
        {
          title: t('booking.stats.total'),
          value: format.number(data.total.value),
          stat: data.total,
          testId: 'stat-total',
        },
        {
          title: t('booking.stats.sold'),
          value: format.number(data.sold.value),
          stat: data.sold,
          testId: 'stat-sold',
        },
        {
          title: t('booking.stats.canceled'),
          value: format.number(data.canceled.value),
          stat: data.canceled,
          testId: 'stat-canceled',
          lowerIsBetter: true,
        },
      ]}
    />
  )
}
