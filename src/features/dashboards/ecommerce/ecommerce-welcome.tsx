import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { useFormatters } from '@/lib/i18n/format'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { usePeriod } from '../use-period'
import { useFirstName, WelcomeCard, WelcomeIllustration } from '../widgets/welcome-card'

/** The greeting, with the period's sales in a sentence (the stat cards' figures, one query). */
export function EcommerceWelcome() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const summary = useQuery(dashboardQueries.ecommerce.summary(usePeriod())).data
  const firstName = useFirstName()
  return (
    <WelcomeCard
      title={t('ecommerce.welcome.title', { name: firstName })}
      description={
        summary
          ? t('ecommerce.welcome.sold', {
              count: summary.productSold.value,
              units: format.number(summary.productSold.value),
              amount: format.currency(fromCents(summary.totalBalance.value)),
            })
          : t('ecommerce.welcome.description')
      }
      action={
        <ButtonLink to="/dashboard/e-commerce/list">{t('ecommerce.welcome.action')}</ButtonLink>
      }
      illustration={<WelcomeIllustration />}
      data-testid="ecommerce-welcome"
    />
  )
}
