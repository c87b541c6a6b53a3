import { Button, Code, Group } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import {
  IllustrationForbidden,
  IllustrationNotFound,
  IllustrationServerError,
} from './illustrations'
import { StatusView } from './status-view'

function HomeButton() {
  const { t } = useTranslation()
  return (
    <ButtonLink to="/" size="md" variant="inverse">
      {t('status.goHome')}
    </ButtonLink>
  )
}

export function NotFoundView() {
  const { t } = useTranslation()
  usePageTitle(t('status.notFound.title'))
  return (
    <StatusView
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      illustration={<IllustrationNotFound />}
      actions={<HomeButton />}
    />
  )
}

export function ForbiddenView({ headingOrder }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <StatusView
      headingOrder={headingOrder}
      title={t('status.forbidden.title')}
      description={t('status.forbidden.description')}
      illustration={<IllustrationForbidden />}
      actions={<HomeButton />}
    />
  )
}

interface ServerErrorViewProps {
  error?: unknown
  onRetry?: () => void
}

export function ServerErrorView({ error, onRetry }: ServerErrorViewProps) {
  const { t } = useTranslation()
  usePageTitle(t('status.serverError.title'))
  return (
    <StatusView
      title={t('status.serverError.title')}
      description={t('status.serverError.description')}
      illustration={<IllustrationServerError />}
      actions={
        <Group justify="center">
          {onRetry && (
            <Button
              size="md"
              variant="default"
              leftSection={<IconRefresh size={18} />}
              onClick={onRetry}
            >
              {t('status.retry')}
            </Button>
          )}
          <HomeButton />
        </Group>
      }
    >
      {import.meta.env.DEV && error instanceof Error && (
        <Code block maw="100%" ta="start">
          {error.message}
        </Code>
      )}
    </StatusView>
  )
}

/** The /403 page. */
export function ForbiddenPage() {
  const { t } = useTranslation()
  usePageTitle(t('status.forbidden.title'))
  return <ForbiddenView />
}
