import type { AvatarProps } from '@mantine/core'
import { UserAvatar } from '@/components/user-avatar'
import type { ChatContact } from '@/lib/api/schemas/chat'

/** A chat person's picture or initials (the shared avatar, fed from a contact). */
export function ChatAvatar({
  person,
  name,
  ...props
}: {
  person: Pick<ChatContact, 'name' | 'avatarUrl' | 'email'> | undefined
  /** Shown as initials when the person is unknown (they left the conversation). */
  name?: string
} & AvatarProps) {
  return (
    <UserAvatar
      user={{
        displayName: person?.name ?? name ?? '',
        avatarUrl: person?.avatarUrl ?? null,
        email: person?.email ?? name ?? '',
      }}
      {...props}
    />
  )
}
