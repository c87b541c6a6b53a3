import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import {
  IconBell,
  IconChecks,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconPackage,
  IconShoppingCart,
  IconSubtask,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { AppNotification } from '@/lib/api/schemas/account'
import { useFormatters } from '@/lib/i18n/format'
import {
  notificationsQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from './api'
import classes from './notifications-popover.module.css'

const ICONS: Record<AppNotification['type'], typeof IconBell> = {
  order: IconShoppingCart,
  chat: IconMessageCircle,
  mail: IconMail,
  delivery: IconPackage,
  project: IconSubtask,
  security: IconLock,
}

function NotificationItem({
  item,
  onRead,
}: {
  item: AppNotification
  onRead: (id: string) => void
}) {
  const format = useFormatters()
  const Icon = ICONS[item.type]
  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={item.isUnread || undefined}
        onClick={() => item.isUnread && onRead(item.id)}
        aria-describedby={`notification-${item.id}-time`}
      >
        <ThemeIcon variant="light" radius="xl" size={40}>
          <Icon size={20} aria-hidden />
        </ThemeIcon>
        <Box flex={1} miw={0}>
          <Text size="sm" fw={item.isUnread ? 600 : 500}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {item.description}
          </Text>
          <Text size="xs" c="dimmed" mt={4} id={`notification-${item.id}-time`}>
            {format.fromNow(item.createdAt)}
          </Text>
        </Box>
        {item.isUnread && <span className={classes.unreadDot} aria-hidden />}
      </UnstyledButton>
    </li>
  )
}

/** The header's notifications: unread count, All/Unread tabs, mark one or all as read. */
export function NotificationsPopover() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<'all' | 'unread'>('all')
  const query = useQuery(notificationsQueryOptions())
  const one = useMarkNotificationRead()
  const all = useMarkAllNotificationsRead()
  const items = query.data ?? []
  const unread = items.filter((n) => n.isUnread)
  const shown = filter === 'unread' ? unread : items
  const sections =
    filter === 'unread'
      ? [{ key: 'new', title: t('notifications.new'), items: shown }]
      : [
          { key: 'new', title: t('notifications.new'), items: unread },
          {
            key: 'before',
            title: t('notifications.before'),
            items: items.filter((n) => !n.isUnread),
          },
        ]

  return (
    <Popover width={380} position="bottom-end" shadow="lg" radius="lg" withinPortal trapFocus>
      <Indicator
        label={unread.length}
        size={18}
        color="red"
        offset={6}
        disabled={unread.length === 0}
        inline
      >
        <Popover.Target>
          <ActionIcon
            size={40}
            radius="xl"
            aria-label={t('notifications.open', { count: unread.length })}
            data-testid="notifications-button"
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notifications-popover">
        <Group className={classes.popoverHeader} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h5">
              {t('notifications.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('notifications.unreadCount', { count: unread.length })}
            </Text>
          </Stack>
          <Tooltip label={t('notifications.markAll')}>
            <ActionIcon
              color="primary"
              radius="xl"
              size={36}
              disabled={unread.length === 0}
              onClick={() => all.mutate()}
              aria-label={t('notifications.markAll')}
            >
              <IconChecks size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Box px="md" pb="xs">
          <SegmentedControl
            fullWidth
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value)}
            data={[
              { value: 'all', label: t('notifications.all', { count: items.length }) },
              { value: 'unread', label: t('notifications.unread', { count: unread.length }) },
            ]}
            aria-label={t('notifications.filter')}
          />
        </Box>
        <ScrollArea.Autosize mah={420} type="hover">
          {query.isPending && (
            <Stack gap="sm" p="md" aria-busy="true">
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} height={56} radius="md" />
              ))}
            </Stack>
          )}
          {query.isError && (
            <Box p="md">
              <QueryError query={query} />
            </Box>
          )}
          {query.isSuccess && shown.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="xl">
              {t('notifications.empty')}
            </Text>
          )}
          {query.isSuccess &&
            sections
              .filter((section) => section.items.length > 0)
              .map((section) => (
                <section key={section.key} aria-label={section.title}>
                  <div className={classes.sectionTitle}>{section.title}</div>
                  <ul className={classes.list}>
                    {section.items.map((item) => (
                      <NotificationItem key={item.id} item={item} onRead={(id) => one.mutate(id)} />
                    ))}
                  </ul>
                </section>
              ))}
        </ScrollArea.Autosize>
        {query.isSuccess && unread.length > 0 && (
          <Box p="xs">
            <Button variant="subtle" fullWidth size="sm" onClick={() => all.mutate()}>
              {t('notifications.markAll')}
            </Button>
          </Box>
        )}
      </Popover.Dropdown>
    </Popover>
  )
}
