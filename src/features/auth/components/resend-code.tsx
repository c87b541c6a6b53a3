import { Anchor, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface ResendCodeProps {
  /** Seconds before another code may be asked for (0: now). */
  secondsLeft: number
  onResend: () => void
}

/** "Didn't get a code? Resend", counting down while the cooldown lasts. */
export function ResendCode({ secondsLeft, onResend }: ResendCodeProps) {
  const { t } = useTranslation('auth')
  return (
    <Text size="sm" ta="center">
      {t('verify.noCode')}{' '}
      <Anchor
        component="button"
        type="button"
        size="sm"
        fw={600}
        onClick={onResend}
        disabled={secondsLeft > 0}
      >
        {secondsLeft > 0 ? t('verify.resendIn', { seconds: secondsLeft }) : t('verify.resend')}
      </Anchor>
    </Text>
  )
}
