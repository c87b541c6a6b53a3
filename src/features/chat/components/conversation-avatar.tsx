import { Avatar } from '@mantine/core'
import { UserAvatar } from '@/components/user-avatar'
import type { Conversation } from '@/lib/api/schemas/chat'
import { AVATAR_GROUP_MAX } from '@/lib/theme/tokens'
import { othersOf } from '../conversation-display'
import { avatarUserOf, PersonAvatar } from './person-avatar'
import classes from './chat-avatars.module.css'

interface ConversationAvatarProps {
  conversation: Conversation
  /** The signed-in user, left out of the picture. */
  userId: string
  /** The one-to-one avatar's size. */
  size?: number
  /** Each of a group's avatars: smaller, to fit beside each other (up to four overlap). */
  groupSize?: number
}

/**
 * The other person with their presence (one-to-one), or the group's members overlapping: at most
 * four avatars (spec §9), the last one "+N" when there are more people.
 */
export function ConversationAvatar({
  conversation,
  userId,
  size = 40,
  groupSize = Math.round(size * 0.65),
}: ConversationAvatarProps) {
  const others = othersOf(conversation, userId)
  if (conversation.type === 'ONE_TO_ONE') {
    const other = others[0]
    return other ? (
      <PersonAvatar person={other} status={other.status} size={size} />
    ) : (
      <Avatar size={size} aria-hidden />
    )
  }
  const shown = others.length > AVATAR_GROUP_MAX ? others.slice(0, AVATAR_GROUP_MAX - 1) : others
  const more = others.length - shown.length
  const small = groupSize
  return (
    <Avatar.Group spacing={Math.round(small * 0.45)} className={classes.group} aria-hidden>
      {shown.map((person) => (
        <UserAvatar key={person.id} user={avatarUserOf(person)} size={small} />
      ))}
      {more > 0 && (
        <Avatar size={small} className={classes.more} data-testid="avatar-group-more">
          {/* "+3" reads the same in rtl. */}
          <span dir="ltr">+{more}</span>
        </Avatar>
      )}
    </Avatar.Group>
  )
}
