import { NavLink, Stack } from '@mantine/core'
import {
  IconClock,
  IconFolder,
  IconStar,
  IconTrash,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { FILE_SCOPES, type FileScope } from '@/lib/api/schemas/files-constants'
import { useFolderDrop } from './dnd'
import classes from './files-nav.module.css'

const route = getRouteApi('/dashboard/files-manager')

const SCOPE_ICONS: Record<FileScope, Icon> = {
  files: IconFolder,
  shared: IconUsers,
  starred: IconStar,
  recent: IconClock,
  trash: IconTrash,
}

/** "My files" is also where a drag ends at the top of the drive. */
function ScopeLink({ scope, active }: { scope: FileScope; active: boolean }) {
  const { t } = useTranslation('files')
  const navigate = route.useNavigate()
  const { setDropRef, isOver } = useFolderDrop(null, scope === 'files')
  const Icon = SCOPE_ICONS[scope]
  return (
    <NavLink
      ref={scope === 'files' ? setDropRef : undefined}
      component="button"
      type="button"
      label={t(`scopes.${scope}`)}
      leftSection={<Icon size={18} aria-hidden />}
      active={active || isOver}
      aria-current={active ? 'page' : undefined}
      onClick={() =>
        void navigate({
          search: (previous) => ({
            view: previous.view,
            size: previous.size,
            scope: scope === 'files' ? undefined : scope,
          }),
        })
      }
      data-testid={`scope-${scope}`}
      className={classes.link}
    />
  )
}

/** The views of the drive: mine, shared with me, starred, recent and the trash. */
export function FilesNav({ scope }: { scope: FileScope }) {
  const { t } = useTranslation('files')
  return (
    <Stack gap={2} component="nav" aria-label={t('scopes.label')} className={classes.nav}>
      {FILE_SCOPES.map((value) => (
        <ScopeLink key={value} scope={value} active={value === scope} />
      ))}
    </Stack>
  )
}
