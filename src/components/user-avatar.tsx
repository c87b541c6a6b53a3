import { Avatar, useMantineTheme, type AvatarProps } from '@mantine/core'
import type { User } from '@/lib/api/schemas/account'
import type { ColorPreset } from '@/lib/settings/settings'
import { avatarColorFor, avatarColors } from '@/lib/theme/avatar-colors'

/**
 * The user's picture, or initials on a colour chosen from the e-mail (the same person, the same
 * colour); people shown without their e-mail (the public about page) get it from their name.
 */
export function UserAvatar({
  user,
  ...props
}: { user: Pick<User, 'displayName' | 'avatarUrl'> & Partial<Pick<User, 'email'>> } & AvatarProps) {
  const theme = useMantineTheme()
  const initials = user.displayName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  const preset = (theme.other.preset ?? 'default') as ColorPreset
  const { background, color } = avatarColors(avatarColorFor(user.email ?? user.displayName), preset)
  return (
    <Avatar
      src={user.avatarUrl}
      alt=""
      vars={() => ({ root: { '--avatar-bg': background, '--avatar-color': color } })}
      {...props}
    >
      {initials || '?'}
    </Avatar>
  )
}
