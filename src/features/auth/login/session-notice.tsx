import { Alert } from '@mantine/core'
import { IconClockExclamation, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { SessionEndReason } from '@/lib/session/session'
import type { AuthNotice } from '../search'

/** Why the login page is shown: the session expired ('Token expired', spec §8) or ended elsewhere. */
export function SessionNotice({ reason }: { reason: SessionEndReason | undefined }) {
  const { t } = useTranslation('auth')
  if (!reason) return null
  const title = reason === 'expired' ? t('session.expiredTitle') : t('session.endedTitle')
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconClockExclamation aria-hidden />}
      title={title}
      data-testid="session-notice"
    >
      {t(`session.${reason === 'signed-out-elsewhere' ? 'elsewhere' : reason}`)}
    </Alert>
  )
}

/** Why another auth page sent the visitor here, e.g. /auth/verify with no code pending. */
export function AuthPageNotice({ notice }: { notice: AuthNotice | undefined }) {
  const { t } = useTranslation('auth')
  if (!notice) return null
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      icon={<IconInfoCircle aria-hidden />}
      title={t('notice.nothingToVerifyTitle')}
      data-testid="auth-notice"
    >
      {t('notice.nothingToVerify')}
    </Alert>
  )
}
