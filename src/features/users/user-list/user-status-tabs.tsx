import { useTranslation } from 'react-i18next'
import { StatusTabs } from '@/components/data-table/status-tabs'
import type { UserStatus } from '@/lib/api/schemas/account'
import { USER_STATUSES, type UserListResponse } from '@/lib/api/schemas/users'
import { STATUS_COLORS } from './user-cells'

interface UserStatusTabsProps {
  status: UserStatus | undefined
  /** How many people each tab holds under the other filters; absent until the first answer. */
  counts: UserListResponse['counts'] | undefined
  onChange: (status: UserStatus | undefined) => void
}

/** All / active / pending / banned / rejected, each with its count. */
export function UserStatusTabs({ status, counts, onChange }: UserStatusTabsProps) {
  const { t } = useTranslation('users')
  return (
    <StatusTabs
      value={status}
      onChange={onChange}
      testIdPrefix="user"
      tabs={(['all', ...USER_STATUSES] as const).map((value) => ({
        value,
        label: t(`status.${value}`),
        color: value === 'all' ? 'gray' : STATUS_COLORS[value],
        count: counts?.[value],
      }))}
    />
  )
}
