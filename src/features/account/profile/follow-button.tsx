import { Button, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconPlus } from '@tabler/icons-react'
import type { QueryKey } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Follower } from '@/lib/api/schemas/users'
import { useFollow } from '../api/profile-mutations'

/**
 * Follow / Following: stored at once (and rolled back if the API refuses). Its name says the
 * state and the person ("Following Wei Zhang"); a click on Following unfollows.
 */
export function FollowButton({
  person,
  listKey,
  owner,
}: {
  person: Follower
  listKey: QueryKey
  owner: string
}) {
  const { t } = useTranslation('account')
  const follow = useFollow(listKey, owner)
  const on = person.isFollowed
  return (
    <Button
      size="xs"
      variant={on ? 'light' : 'filled'}
      leftSection={on ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
      onClick={() => follow.mutate({ userId: person.id, follow: !on })}
    >
      {/* The visible word starts the name, so speech input ("click Follow") finds the button. */}
      {t(on ? 'profile.people.following' : 'profile.people.follow')}{' '}
      <VisuallyHidden>{person.displayName}</VisuallyHidden>
    </Button>
  )
}
