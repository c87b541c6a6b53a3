import { Avatar, type AvatarProps } from '@mantine/core'
import type { User } from '@/lib/api/schemas/account'

const COLORS = ['primary', 'cyan', 'grape', 'orange', 'teal', 'indigo', 'pink'] as const

/** The user's picture, or initials on a colour chosen from the name (the same person, the same colour). */
export function UserAvatar({
  user,
  ...props
}: { user: Pick<User, 'displayName' | 'avatarUrl' | 'email'> } & AvatarProps) {
  const initials = user.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  const hash = [...user.email].reduce((sum, char) => sum + char.charCodeAt(0), 0)
  return (
    <Avatar
      src={user.avatarUrl}
      alt=""
      color={COLORS[hash % COLORS.length]}
      variant="light"
      {...props}
    >
      {initials || '?'}
    </Avatar>
  )
}
