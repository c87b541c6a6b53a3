import type { AvatarProps } from '@mantine/core'
import { UserAvatar } from '@/components/user-avatar'
import type { BlogPerson } from '@/lib/api/schemas/blog'

/** A blog author or commenter as the shared avatar (picture, or initials on their own colour). */
export function BlogPersonAvatar({
  person,
  ...props
}: { person: Pick<BlogPerson, 'name' | 'avatarUrl' | 'username'> } & AvatarProps) {
  return (
    <UserAvatar
      user={{ displayName: person.name, avatarUrl: person.avatarUrl, email: person.username }}
      {...props}
    />
  )
}
