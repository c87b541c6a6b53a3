/** The user table's cells: small components so each reads its own translations. */
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core'
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { Role, UserStatus } from '@/lib/api/schemas/account'
import type { User } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'

export const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'green',
  pending: 'orange',
  banned: 'red',
  rejected: 'gray',
}

// Whole names and companies, never cut: the table scrolls sideways when they do not fit.
const NO_WRAP = { whiteSpace: 'nowrap' } as const

export function NameCell({ user, dense }: { user: User; dense: boolean }) {
  const { t } = useTranslation('users')
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} size={dense ? 28 : 40} radius="xl" />
      <Stack gap={0} miw={0}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={600} dir="auto" style={NO_WRAP}>
            {user.displayName}
          </Text>
          {user.emailVerified && (
            <Tooltip label={t('fields.verified')}>
              <IconRosetteDiscountCheckFilled
                size={16}
                color="var(--mantine-color-blue-filled)"
                role="img"
                aria-label={t('fields.verified')}
                style={{ flexShrink: 0 }}
              />
            </Tooltip>
          )}
        </Group>
        {!dense && user.jobTitle && (
          <Text size="xs" c="dimmed" dir="auto" style={NO_WRAP}>
            {user.jobTitle}
          </Text>
        )}
      </Stack>
    </Group>
  )
}

/** Addresses and numbers read left to right in every language. */
export function LtrCell({ value }: { value: string }) {
  return (
    <Text size="sm" dir="ltr" style={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
      {value || '—'}
    </Text>
  )
}

export function CompanyCell({ value }: { value: string }) {
  return (
    <Text size="sm" dir="auto" style={NO_WRAP}>
      {value || '—'}
    </Text>
  )
}

export function RoleCell({ role }: { role: Role }) {
  const { t } = useTranslation('users')
  return (
    <Text size="sm" fw={role === 'admin' ? 600 : undefined}>
      {t(`roles.${role}`)}
    </Text>
  )
}

export function StatusCell({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users')
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      radius="sm"
      tt="none"
      style={{ minWidth: 'max-content' }}
    >
      {t(`status.${status}`)}
    </Badge>
  )
}

export function JoinedCell({ value }: { value: string }) {
  const format = useFormatters()
  return (
    <Text size="sm" component="time" dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {format.date(value)}
    </Text>
  )
}
