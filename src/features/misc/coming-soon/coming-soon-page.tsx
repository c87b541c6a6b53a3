import { Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useInterval } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/components/page-header'
import { IllustrationComingSoon } from '@/components/status/illustrations'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { validateEmail } from '@/lib/forms'
import { LAUNCH_AT, timeRemaining } from '../countdown'
import classes from './coming-soon.module.css'

function Countdown({ target }: { target: Date }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const [now, setNow] = useState(() => new Date())
  const interval = useInterval(() => setNow(new Date()), 1000)
  useEffect(() => {
    interval.start()
    return interval.stop
  }, [interval])

  const left = timeRemaining(target, now)
  if (left.done) return <Text fw={600}>{t('comingSoon.launched')}</Text>

  const units = [
    { key: 'days', value: left.days, label: t('comingSoon.days') },
    { key: 'hours', value: left.hours, label: t('comingSoon.hours') },
    { key: 'minutes', value: left.minutes, label: t('comingSoon.minutes') },
    { key: 'seconds', value: left.seconds, label: t('comingSoon.seconds') },
  ]
  return (
    <Group
      gap="xs"
      justify="center"
      wrap="nowrap"
      className={classes.countdown}
      role="timer"
      aria-label={t('comingSoon.timeLeft', {
        time: format.duration({ day: left.days, hour: left.hours, minute: left.minutes }),
      })}
      data-testid="countdown"
    >
      {units.map((unit, index) => (
        <Group key={unit.key} gap="xs" wrap="nowrap" align="flex-end">
          {index > 0 && (
            <span className={classes.colon} aria-hidden>
              :
            </span>
          )}
          <Stack gap={0} className={classes.unit} aria-hidden>
            <span className={classes.unitValue}>
              {format.number(unit.value).padStart(2, format.number(0))}
            </span>
            <Text size="xs" c="dimmed">
              {unit.label}
            </Text>
          </Stack>
        </Group>
      ))}
    </Group>
  )
}

export function ComingSoonPage() {
  const { t } = useTranslation()
  usePageTitle(t('comingSoon.title'))
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const error = validateEmail(value)
        return error ? t(error) : null
      },
    },
    validateInputOnBlur: true,
  })

  return (
    <Stack align="center" gap="lg" maw={520} ta="center">
      <Title order={1}>{t('comingSoon.title')}</Title>
      <Text c="dimmed">{t('comingSoon.description')}</Text>
      <Box w="100%" maw={320} style={{ aspectRatio: '4 / 3' }}>
        <IllustrationComingSoon />
      </Box>
      <Countdown target={LAUNCH_AT} />
      <form
        noValidate
        style={{ width: '100%' }}
        onSubmit={form.onSubmit(({ email }) => {
          notify(t('comingSoon.subscribed', { email: email.trim() }))
          form.reset()
        })}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            type="email"
            autoComplete="email"
            label={t('comingSoon.emailLabel')}
            placeholder={t('comingSoon.emailPlaceholder')}
            labelProps={{ className: 'sr-only' }}
            {...form.getInputProps('email')}
            data-testid="coming-soon-email"
          />
          <Button type="submit" data-testid="coming-soon-submit">
            {t('comingSoon.notify')}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
