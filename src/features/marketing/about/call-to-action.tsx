import { Group, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { DASHBOARD_HOME } from '@/lib/router/paths'
import { useAuth } from '@/lib/session/use-auth'
import classes from './about.module.css'

/** Plans, an account (or, for someone signed in, the way back to the dashboard), and a word with us. */
export function CallToAction() {
  const { t } = useTranslation('about')
  const { t: tMarketing } = useTranslation('marketing')
  const { isAuthenticated } = useAuth()
  return (
    <section aria-labelledby="about-cta" className={classes.cta}>
      <Title order={2} id="about-cta">
        {t('cta.title')}
      </Title>
      <Text size="lg" mt="sm" className={classes.ctaText}>
        {t('cta.text')}
      </Text>
      <Group justify="center" mt="xl" gap="md">
        <ButtonLink to="/pricing" size="md" data-testid="cta-pricing">
          {t('cta.pricing')}
        </ButtonLink>
        {isAuthenticated ? (
          <ButtonLink {...DASHBOARD_HOME} size="md" variant="default">
            {tMarketing('layout.dashboard')}
          </ButtonLink>
        ) : (
          <ButtonLink to="/auth/register" size="md" variant="default" data-testid="cta-register">
            {t('cta.register')}
          </ButtonLink>
        )}
        <ButtonLink to="/contact-us" size="md" variant="subtle" data-testid="cta-contact">
          {t('cta.contact')}
        </ButtonLink>
      </Group>
    </section>
  )
}
