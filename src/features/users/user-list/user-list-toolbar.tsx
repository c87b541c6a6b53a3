import { Button, Group, MultiSelect } from '@mantine/core'
import { IconFileExport, IconFilterOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ROLES, type Role } from '@/lib/api/schemas/account'
import { DebouncedSearch } from '@/components/debounced-search'
import { hasUserFilters, type UserListSearch } from './user-list-search'
import classes from './user-list.module.css'

type FilterPatch = Pick<UserListSearch, 'q' | 'roles'>

interface UserListToolbarProps {
  search: UserListSearch
  onFilter: (patch: Partial<FilterPatch>) => void
  onClear: () => void
  /** Absent when there is nothing to export. */
  onExport: (() => void) | undefined
  exporting: boolean
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value)

/** Role filter, search, and the CSV export of every filtered row. */
export function UserListToolbar({
  search,
  onFilter,
  onClear,
  onExport,
  exporting,
}: UserListToolbarProps) {
  const { t } = useTranslation('users')
  return (
    <Group className={classes.toolbar} gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label={t('fields.role')}
        placeholder={search.roles?.length ? undefined : t('list.anyRole')}
        data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        value={search.roles ?? []}
        onChange={(values) => {
          const roles = values.filter(isRole)
          onFilter({ roles: roles.length ? roles : undefined })
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('list.clearRoles') }}
        w={{ base: '100%', sm: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DebouncedSearch
        value={search.q}
        onSearch={(q) => onFilter({ q })}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        clearLabel={t('list.clearSearch')}
        data-testid="user-list-search"
      />
      {hasUserFilters(search) && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={onClear}
        >
          {t('list.clearFilters')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileExport size={18} aria-hidden />}
        onClick={onExport}
        disabled={!onExport}
        loading={exporting}
      >
        {t('list.export')}
      </Button>
    </Group>
  )
}
