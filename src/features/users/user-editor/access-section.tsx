import { Badge, Divider, Group, Stack, Switch, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import type { UserStatus } from '@/lib/api/schemas/account'
import type { User } from '@/lib/api/schemas/users'
import { DeleteUserButton } from './delete-user-button'
import { statusAfterBanSwitch, type UserFormValues } from './user-form-values'
import type { UserLock, UserLocks } from '../protection'

const STATUS_COLORS: Record<UserStatus, string> = {
  active: 'green',
  pending: 'yellow',
  banned: 'red',
  rejected: 'gray',
}

interface AccessSectionProps {
  form: UseFormReturnType<UserFormValues>
  user: User
  locks: UserLocks
  lockHint: (reason: UserLock | null) => string | undefined
  onDeleted: () => Promise<void>
  onDeleteFailed: (message: string) => void
}

/** Edit only: the account's standing (status, banned, verified) and its deletion. */
export function AccessSection({
  form,
  user,
  locks,
  lockHint,
  onDeleted,
  onDeleteFailed,
}: AccessSectionProps) {
  const { t } = useTranslation('users')
  const { status } = form.values
  return (
    <Stack gap="md">
      <Divider />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('fields.status')}
        </Text>
        <Badge color={STATUS_COLORS[status]} variant="light" data-testid="user-status">
          {t(`status.${status}`)}
        </Badge>
      </Group>
      <Switch
        label={t('form.banned')}
        description={lockHint(locks.roleAndStatus) ?? t('form.bannedHint')}
        disabled={locks.roleAndStatus !== null}
        checked={status === 'banned'}
        onChange={(event) =>
          form.setFieldValue(
            'status',
            statusAfterBanSwitch(event.currentTarget.checked, user.status),
          )
        }
      />
      <Switch
        label={t('fields.verified')}
        description={t('form.verifiedHint')}
        {...form.getInputProps('emailVerified', { type: 'checkbox' })}
      />
      <Divider />
      <DeleteUserButton
        user={user}
        lock={locks.delete}
        onDeleted={onDeleted}
        onFailed={onDeleteFailed}
      />
    </Stack>
  )
}
