import { Alert, Button, Group, Notification, SimpleGrid } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { NOTIFY_VARIANTS, notify, type NotifyVariant } from '@/lib/notify'
import { DemoSection, DemoStack } from './demo-section'

const VARIANTS: NotifyVariant[] = ['success', 'info', 'warning', 'error']

export default function NotificationsDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('notifications.toasts')} hint={t('notifications.toastsHint')}>
        <Group gap="sm">
          {VARIANTS.map((variant) => (
            <Button
              key={variant}
              variant="default"
              onClick={() =>
                notify(t(`notifications.message.${variant}`), {
                  variant,
                  action:
                    variant === 'success'
                      ? { label: t('notifications.undo'), onClick: () => undefined }
                      : undefined,
                })
              }
            >
              {t(`notifications.show.${variant}`)}
            </Button>
          ))}
        </Group>
      </DemoSection>
      <DemoSection title={t('notifications.static')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {VARIANTS.map((variant) => {
            const { color, Icon } = NOTIFY_VARIANTS[variant]
            return (
              <Notification
                key={variant}
                color={color}
                icon={<Icon size={20} aria-hidden />}
                title={t(`colors.${variant}`)}
                withCloseButton={false}
              >
                {t(`notifications.message.${variant}`)}
              </Notification>
            )
          })}
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('notifications.alerts')} hint={t('notifications.alertsHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Alert
            variant="light"
            color="cyan"
            title={t('notifications.alertTitle')}
            icon={<IconInfoCircle aria-hidden />}
          >
            {t('notifications.alertText')}
          </Alert>
          <Alert variant="light" color="red" title={t('notifications.errorTitle')}>
            {t('notifications.errorText')}
          </Alert>
        </SimpleGrid>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { notify } from '@/lib/notify'

notify(t('saved'))                                   // success, 3 s, top-right, no duplicates
notify(t('failed'), { variant: 'error' })
notify(t('deleted'), { action: { label: t('undo'), onClick: restore } })
// A failed write with no onError of its own already shows an error toast (lib/query-client.ts).`
