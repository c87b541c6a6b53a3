/**
 * The one helper every feature uses for toasts (spec §3 "Notification", §9 "Toasts").
 * Mantine's <Notifications> (mounted once in the app) holds the limit, position and auto-hide;
 * this helper adds the variant styling and prevents duplicates.
 */
import { Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { i18n } from '@/lib/i18n/i18n'
import {
  IconAlertTriangle,
  IconCircleCheckFilled,
  IconExclamationCircleFilled,
  IconInfoCircleFilled,
} from '@tabler/icons-react'

/** Spec §9: at most 5 visible, auto-hide 3000 ms, top-right. */
export const TOAST_LIMIT = 5
export const TOAST_AUTO_CLOSE_MS = 3000
export const TOAST_POSITION = 'top-right' as const

export type NotifyVariant = 'success' | 'error' | 'warning' | 'info'

export const NOTIFY_VARIANTS: Record<
  NotifyVariant,
  { color: string; Icon: typeof IconInfoCircleFilled }
> = {
  success: { color: 'green', Icon: IconCircleCheckFilled },
  error: { color: 'red', Icon: IconExclamationCircleFilled },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  info: { color: 'cyan', Icon: IconInfoCircleFilled },
}

export interface NotifyOptions {
  /** Spec: success unless told otherwise. */
  variant?: NotifyVariant
  title?: string
  /** Milliseconds, or false to keep it until closed. Defaults to 3000. */
  autoClose?: number | false
  /** A button in the toast (Undo): it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void }
}

/** The key that makes the same message show once while it is on screen or queued. */
export const notificationKey = (message: string, variant: NotifyVariant) => `${variant}:${message}`

export function notify(
  message: string,
  { variant = 'success', title, autoClose, action }: NotifyOptions = {},
) {
  const id = notificationKey(message, variant)
  const { color, Icon } = NOTIFY_VARIANTS[variant]
  notifications.show({
    id,
    message: action ? (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <span>{message}</span>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            notifications.hide(id)
            action.onClick()
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
    title,
    color,
    icon: <Icon size={20} aria-hidden />,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close') },
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    // errors are announced at once; the rest politely
    role: variant === 'error' ? 'alert' : 'status',
    'data-variant': variant,
  })
  return id
}

/** Closes the toast showing `message` (one that no longer holds, e.g. "… is in your cart"). */
export function dismiss(message: string, variant: NotifyVariant = 'success') {
  notifications.hide(notificationKey(message, variant))
}
