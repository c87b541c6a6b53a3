import { Menu, Skeleton, Text, UnstyledButton, useDirection } from '@mantine/core'
import { IconCheck, IconChevronDown } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PRESENCE_STATUSES } from '@/lib/api/schemas/chat-constants'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useSetPresence } from '../api/mutations'
import { ownPresenceQueryOptions } from '../api/queries'
import { PersonAvatar, PresenceDot } from '../components/person-avatar'
import classes from './chat-sidebar.module.css'

/**
 * The signed-in user with their presence; a menu sets it (online, away, busy, invisible), and the
 * API keeps it. The choice shows at once; a refused change falls back with the write's toast.
 */
export function StatusMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  const user = useCurrentUser()
  const presence = useQuery(ownPresenceQueryOptions())
  const setPresence = useSetPresence()
  const status = setPresence.isPending ? setPresence.variables : presence.data?.status
  if (!user) return null
  const name = user.displayName
  const statusLabel = status ? t(`presence.${status}`) : ''

  return (
    <Menu
      position={collapsed ? (dir === 'rtl' ? 'left-start' : 'right-start') : 'bottom-start'}
      width={240}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.me}
          data-testid="chat-status-button"
          aria-label={collapsed ? t('sidebar.statusOf', { name, status: statusLabel }) : undefined}
        >
          <PersonAvatar
            person={{ name, avatarUrl: user.avatarUrl, email: user.email }}
            status={status}
            size={collapsed ? 44 : 48}
          />
          {!collapsed && (
            <>
              <span className={classes.meText}>
                <Text fw={700} size="sm" truncate="end" dir="auto">
                  {name}
                </Text>
                {status ? (
                  <Text size="xs" c="dimmed" data-testid="chat-own-status">
                    {t('sidebar.statusLine', { status: statusLabel })}
                  </Text>
                ) : (
                  <Skeleton height={10} width={60} mt={4} radius="sm" />
                )}
              </span>
              <IconChevronDown size={16} className={classes.meChevron} aria-hidden />
            </>
          )}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sidebar.setStatus')}</Menu.Label>
        {PRESENCE_STATUSES.map((option) => (
          <Menu.Item
            key={option}
            // Mantine's items are plain menu items (no radio role): the current one is marked so.
            aria-current={option === status ? 'true' : undefined}
            leftSection={<PresenceDot status={option} className={classes.menuDot} />}
            rightSection={option === status ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => {
              if (option !== status) setPresence.mutate(option)
            }}
          >
            <span className={classes.menuOption}>
              <span>{t(`presence.${option}`)}</span>
              <Text span size="xs" c="dimmed">
                {t(`presence.hint.${option}`)}
              </Text>
            </span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
