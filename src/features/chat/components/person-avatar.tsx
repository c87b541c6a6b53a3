import { UserAvatar } from '@/components/user-avatar'
import type { ChatContact } from '@/lib/api/schemas/chat'
import classes from './chat-avatars.module.css'

export type Presence = ChatContact['status']

/** A contact as UserAvatar takes people (the same colour as everywhere else in the app). */
export const avatarUserOf = (person: Pick<ChatContact, 'name' | 'avatarUrl' | 'email'>) => ({
  displayName: person.name,
  avatarUrl: person.avatarUrl,
  email: person.email,
})

/** A coloured dot for a presence; the words for it are the caller's (a label, hidden text). */
export function PresenceDot({ status, className }: { status: Presence; className?: string }) {
  return (
    <span
      className={className ? `${classes.dot} ${className}` : classes.dot}
      data-status={status}
      data-testid="presence-dot"
      aria-hidden
    />
  )
}

interface PersonAvatarProps {
  person: Pick<ChatContact, 'name' | 'avatarUrl' | 'email'>
  /** Shows the presence dot at the avatar's bottom end corner. */
  status?: Presence
  size?: number
}

/** A person's avatar with their presence dot (decorative: the name and presence are text nearby). */
export function PersonAvatar({ person, status, size = 40 }: PersonAvatarProps) {
  return (
    <span className={classes.person} aria-hidden>
      <UserAvatar user={avatarUserOf(person)} size={size} />
      {status && <PresenceDot status={status} />}
    </span>
  )
}
