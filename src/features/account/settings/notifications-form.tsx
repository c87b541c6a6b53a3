import { Button, Card, Divider, Group, Skeleton, Stack, Switch, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import {
  APP_NOTIFICATION_SETTINGS,
  EMAIL_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@/lib/api/schemas/account'
import { notify } from '@/lib/notify'
import { useSaveNotificationSettings } from '../api/settings-mutations'
import { notificationSettingsQueryOptions } from '../api/settings-queries'

/** Which e-mails and in-app notifications the user gets: two groups of switches, one Save. */
export function NotificationsForm() {
  const query = useQuery(notificationSettingsQueryOptions())
  if (query.isError) return <QueryError query={query} />
  if (!query.data) return <Skeleton height={420} maw={720} radius="lg" />
  return <SettingsForm settings={query.data} />
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('account')
  const save = useSaveNotificationSettings()
  const form = useForm<NotificationSettings>({ mode: 'controlled', initialValues: settings })
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ settings: saved }) => {
        form.resetDirty(saved)
        notify(t('settings.notifications.saved'))
      },
    }),
  )

  // A switch's label and hint are named after its key in the contract.
  const group = (name: keyof NotificationSettings, keys: readonly string[]) => (
    <Stack gap="md" role="group" aria-labelledby={`notifications-${name}`}>
      <div>
        <Text fw={600} id={`notifications-${name}`}>
          {t(`settings.notifications.${name}.title`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`settings.notifications.${name}.hint`)}
        </Text>
      </div>
      {keys.map((key) => (
        <Switch
          key={key}
          label={t(
            `settings.notifications.${name}.${key}` as 'settings.notifications.email.comments',
          )}
          description={t(
            `settings.notifications.${name}.${key}Hint` as 'settings.notifications.email.commentsHint',
          )}
          {...form.getInputProps(`${name}.${key}`, { type: 'checkbox' })}
        />
      ))}
    </Stack>
  )

  return (
    <Card padding="lg" maw={720} component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        {group('email', EMAIL_NOTIFICATION_SETTINGS)}
        <Divider />
        {group('app', APP_NOTIFICATION_SETTINGS)}
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="inverse"
            loading={save.isPending}
            disabled={!form.isDirty()}
          >
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
