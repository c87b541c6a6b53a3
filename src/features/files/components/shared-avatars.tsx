import { Avatar, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/user-avatar'
import type { FileShare } from '@/lib/api/schemas/files'

/** The spec's avatar group shows at most 4. */
export const MAX_SHARE_AVATARS = 4

/** Who an item is shared with: up to four faces (their names on hover), then "+n". */
export function SharedAvatars({ shares, size }: { shares: FileShare[]; size: number }) {
  const { t } = useTranslation('files')
  return (
    <Tooltip.Group>
      <Avatar.Group spacing={8} aria-label={t('card.sharedWith', { count: shares.length })}>
        {shares.slice(0, MAX_SHARE_AVATARS).map(({ person }) => (
          <Tooltip key={person.id} label={person.name} withArrow>
            <UserAvatar
              user={{ displayName: person.name, avatarUrl: person.avatarUrl, email: person.email }}
              size={size}
            />
          </Tooltip>
        ))}
        {shares.length > MAX_SHARE_AVATARS && (
          <Avatar size={size} aria-hidden>
            +{shares.length - MAX_SHARE_AVATARS}
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  )
}
