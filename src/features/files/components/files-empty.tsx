import { Button, Stack, Text } from '@mantine/core'
import { IconFolderOpen, IconSearchOff, IconStar, IconTrash, IconUsers } from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { isFiltered, type FileSearch } from '../search'
import { useFileActions } from '../use-file-actions'

const route = getRouteApi('/dashboard/files-manager')

const ICONS = {
  files: IconFolderOpen,
  shared: IconUsers,
  starred: IconStar,
  recent: IconFolderOpen,
  trash: IconTrash,
}

/** Nothing to show: none match the filters (a way out), or the view is empty (what to do). */
export function FilesEmpty({ search, canAdd }: { search: FileSearch; canAdd: boolean }) {
  const { t } = useTranslation('files')
  const navigate = route.useNavigate()
  const actions = useFileActions()
  const scope = search.scope ?? 'files'
  const filtered = isFiltered(search)
  const Icon = filtered ? IconSearchOff : ICONS[scope]
  return (
    <Stack align="center" gap="sm" py={64} data-testid="files-empty">
      <Icon size={48} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text fw={600} ta="center">
        {filtered
          ? t('empty.filtered')
          : search.folder && scope === 'files'
            ? t('empty.folder')
            : t(`empty.${scope}`, { days: FILE_LIMITS.recentDays })}
      </Text>
      {filtered ? (
        <Button
          variant="default"
          onClick={() =>
            void navigate({
              search: (previous) => ({
                ...previous,
                q: undefined,
                type: undefined,
                from: undefined,
                to: undefined,
                page: undefined,
              }),
              replace: true,
            })
          }
        >
          {t('empty.clearFilters')}
        </Button>
      ) : (
        canAdd && (
          <Button variant="default" onClick={() => actions.openDialog({ kind: 'upload' })}>
            {t('actions.upload')}
          </Button>
        )
      )}
    </Stack>
  )
}
