import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { useFirstName, WelcomeCard, WelcomeIllustration } from '../widgets/welcome-card'

/** "Welcome back, Avery": the signed-in person, and the way to what needs them most (invoices). */
export function AppWelcome() {
  const { t } = useTranslation('dashboards')
  const firstName = useFirstName()
  return (
    <WelcomeCard
      title={t('app.welcome.title', { name: firstName })}
      description={t('app.welcome.description')}
      action={
        <ButtonLink to="/dashboard/invoice/list" search={{ status: 'overdue' }}>
          {t('app.welcome.action')}
        </ButtonLink>
      }
      illustration={<WelcomeIllustration />}
      data-testid="app-welcome"
    />
  )
}
