import { Breadcrumbs, Text } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import type { Breadcrumb } from '@/lib/api/schemas/files'
import type { FileScope } from '@/lib/api/schemas/files-constants'
import { useFolderDrop } from './dnd'
import classes from './file-breadcrumbs.module.css'

interface CrumbProps {
  folderId: string | null
  label: string
  scope: FileScope
  /** The folder being shown: not a link, not a drop target (items are already there). */
  current: boolean
  /** Items may be dropped here (the caller may edit this folder). */
  droppable: boolean
}

function Crumb({ folderId, label, scope, current, droppable }: CrumbProps) {
  const { setDropRef, isOver } = useFolderDrop(folderId, droppable && !current)
  if (current)
    return (
      <Text size="sm" fw={600} aria-current="page" dir="auto" className={classes.crumb}>
        {label}
      </Text>
    )
  return (
    <AnchorLink
      ref={setDropRef}
      from="/dashboard/files-manager"
      to="/dashboard/files-manager"
      search={(previous) => ({
        view: previous.view,
        size: previous.size,
        scope: scope === 'files' ? undefined : scope,
        folder: folderId ?? undefined,
      })}
      size="sm"
      dir="auto"
      className={classes.crumb}
      data-over={isOver || undefined}
    >
      {label}
    </AnchorLink>
  )
}

interface FileBreadcrumbsProps {
  scope: FileScope
  crumbs: Breadcrumb[]
  /** Whether items may be moved into the crumbs' folders (my own drive). */
  droppable: boolean
}

/** Where the folder is, from the top of the drive (or of what is shared); each crumb a drop target. */
export function FileBreadcrumbs({ scope, crumbs, droppable }: FileBreadcrumbsProps) {
  const { t } = useTranslation('files')
  const top = t(`scopes.${scope}`)
  return (
    <nav aria-label={t('breadcrumbs')} data-testid="file-breadcrumbs">
      <Breadcrumbs
        separator={<IconChevronRight size={14} className={classes.separator} aria-hidden />}
      >
        <Crumb
          folderId={null}
          label={top}
          scope={scope}
          current={crumbs.length === 0}
          droppable={droppable}
        />
        {crumbs.map((crumb, index) => (
          <Crumb
            key={crumb.id}
            folderId={crumb.id}
            label={crumb.name}
            scope={scope}
            current={index === crumbs.length - 1}
            droppable={droppable}
          />
        ))}
      </Breadcrumbs>
    </nav>
  )
}
