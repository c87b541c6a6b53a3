import type { UserStatus } from '@/lib/api/schemas/account'
import { Badge, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { USER_STATUSES, type UserListResponse } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import { STATUS_COLORS } from './user-cells'
import classes from './user-list.module.css'

const TABS = ['all', ...USER_STATUSES] as const
type Tab = (typeof TABS)[number]
const isStatus = (value: string | null): value is UserStatus =>
  (USER_STATUSES as readonly (string | null)[]).includes(value)

interface UserStatusTabsProps {
  status: UserStatus | undefined
  /** How many people each tab holds under the other filters; absent until the first answer. */
  counts: UserListResponse['counts'] | undefined
  onChange: (status: UserStatus | undefined) => void
}

/** All / active / pending / banned / rejected, each with its count. */
export function UserStatusTabs({ status, counts, onChange }: UserStatusTabsProps) {
  const { t } = useTranslation('users')
  const format = useFormatters()
  const active: Tab = status ?? 'all'
  return (
    <Tabs
      value={active}
      onChange={(value) => onChange(isStatus(value) ? value : undefined)}
      className={classes.tabs}
    >
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              <Badge
                variant={tab === active ? 'filled' : 'light'}
                color={tab === 'all' ? 'gray' : STATUS_COLORS[tab]}
                radius="sm"
                size="sm"
                miw={28}
                style={{ minWidth: 'max-content' }}
                data-testid={`user-count-${tab}`}
              >
                {counts ? format.number(counts[tab]) : '–'}
              </Badge>
            }
          >
            {t(`status.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
