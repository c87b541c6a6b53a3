import { Button, Stack, Text } from '@mantine/core'
import { IconUsersGroup } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

interface UserListEmptyProps {
  /** Filters hide every person (rather than there being none in this tab). */
  filtered: boolean
  onClear: () => void
}

/** No rows: a way out of the filters, or a word that this tab is empty. */
export function UserListEmpty({ filtered, onClear }: UserListEmptyProps) {
  const { t } = useTranslation('users')
  return (
    <Stack align="center" py={64} gap="sm" data-testid="user-list-empty">
      <IconUsersGroup size={48} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600}>{filtered ? t('list.noMatch') : t('list.empty')}</Text>
      {filtered && (
        <Button variant="default" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Stack>
  )
}
