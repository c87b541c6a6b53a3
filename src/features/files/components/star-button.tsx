import { ActionIcon, Tooltip } from '@mantine/core'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { useFileActions } from '../use-file-actions'

/** Stars or unstars an item (stars are per person), on its card and its row. */
export function StarButton({ item, size = 'md' }: { item: FileItem; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('files')
  const actions = useFileActions()
  const iconSize = size === 'sm' ? 16 : 18
  return (
    <Tooltip label={item.isStarred ? t('actions.unstar') : t('actions.star')}>
      <ActionIcon
        variant="subtle"
        size={size}
        color={item.isStarred ? 'yellow' : 'gray'}
        aria-label={t('actions.starNamed', { name: item.name })}
        aria-pressed={item.isStarred}
        onClick={() => actions.star(item)}
      >
        {item.isStarred ? (
          <IconStarFilled size={iconSize} aria-hidden />
        ) : (
          <IconStar size={iconSize} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  )
}
