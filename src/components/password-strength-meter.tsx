import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { passwordStrength } from '@/lib/password-strength'
import classes from './password-strength-meter.module.css'

const COLORS = [
  '',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-yellow-6)',
  'var(--mantine-color-green-6)',
]

/** Four bars and a hint under a new-password field. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth')
  const { score, missing } = passwordStrength(password)
  const labels = [
    '',
    t('strength.weak'),
    t('strength.fair'),
    t('strength.good'),
    t('strength.strong'),
  ]
  return (
    <Stack gap={6} mt={8} data-testid="password-strength">
      <div className={classes.strength} aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={classes.strengthBar}
            style={bar <= score ? { backgroundColor: COLORS[score] } : undefined}
          />
        ))}
      </div>
      <Text size="xs" c="dimmed" aria-live="polite">
        {score === 0
          ? t('strength.hintEmpty')
          : `${labels[score]}${missing[0] ? ` · ${t(`strength.rules.${missing[0]}`)}` : ''}`}
      </Text>
    </Stack>
  )
}
