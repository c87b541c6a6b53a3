import { ActionIcon, Avatar, Indicator, Text, Tooltip } from '@mantine/core'
import {
  IconArrowLeft,
  IconInfoCircle,
  IconLayoutSidebarRightExpand,
  IconPhone,
  IconVideo,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionIconLink } from '@/components/link'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { AVATAR_GROUP_MAX } from '@/lib/theme/tokens'
import { ChatAvatar } from '../components/chat-avatar'
import classes from './chat-room.module.css'

export type Presence = ChatContact['status']

/** The presence colours, shared with the avatars' dots. */
export const PRESENCE_COLOR: Record<Presence, string> = {
  online: 'green',
  away: 'yellow',
  busy: 'red',
  invisible: 'gray',
  offline: 'gray',
}

interface RoomHeaderProps {
  /** The other people of the room (one for a one-to-one room). */
  others: readonly ChatContact[]
  /** A group's name and size; absent for one person. */
  group?: { name: string; memberCount: number }
  titleId: string
  /** The room-info panel's toggle (absent before the conversation exists). */
  info?: { open: boolean; onToggle: () => void }
}

/**
 * Who the room is with (the person and their presence, or the group and its size), the way
 * back to the list on phones, and the room's actions: calls (not in the demo) and the info panel.
 */
export function RoomHeader({ others, group, titleId, info }: RoomHeaderProps) {
  const { t } = useTranslation('chat')
  const person = others[0]
  return (
    <header className={classes.header}>
      <ActionIconLink
        to="/dashboard/chat"
        // Not the current page: the router marks /dashboard/chat active (aria-current="page")
        // for every room below it.
        activeOptions={{ exact: true }}
        size="lg"
        className={classes.back}
        aria-label={t('room.back')}
      >
        <IconArrowLeft size={20} aria-hidden className="flip-rtl" />
      </ActionIconLink>
      {group ? (
        <GroupAvatars people={others} />
      ) : (
        <Indicator
          position="bottom-end"
          offset={5}
          size={10}
          withBorder
          color={PRESENCE_COLOR[person?.status ?? 'offline']}
          disabled={!person}
        >
          <ChatAvatar person={person} size={40} />
        </Indicator>
      )}
      <div className={classes.who}>
        {/* The name keeps its own direction (bdi) but the line the page's: a Latin name on an
            Arabic page stays beside the avatar, not at the far end of the header. */}
        <Text id={titleId} component="h2" fw={600} size="md" truncate="end">
          <bdi>{group ? group.name : person?.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {group ? (
            t('room.members', { count: group.memberCount })
          ) : (
            <PresenceText person={person} />
          )}
        </Text>
      </div>
      <div className={classes.actions}>
        <CallButton label={t('room.voiceCall')} icon={<IconPhone size={20} aria-hidden />} />
        <CallButton label={t('room.videoCall')} icon={<IconVideo size={20} aria-hidden />} />
        {info && (
          <Tooltip label={info.open ? t('room.hideInfo') : t('room.showInfo')}>
            <ActionIcon
              size="lg"
              onClick={info.onToggle}
              aria-label={t('room.info')}
              aria-expanded={info.open}
              variant={info.open ? 'light' : undefined}
              color={info.open ? 'primary' : undefined}
            >
              {info.open ? (
                <IconLayoutSidebarRightExpand size={20} aria-hidden className="flip-rtl" />
              ) : (
                <IconInfoCircle size={20} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </div>
    </header>
  )
}

/** "Online", "Away", "Busy", or "Offline · last active 5 minutes ago". */
function PresenceText({ person }: { person: ChatContact | undefined }) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  if (!person) return null
  const status = person.status === 'invisible' ? 'offline' : person.status
  if (status !== 'offline') return t(`presence.${status}`)
  return t('room.lastActive', {
    status: t('presence.offline'),
    time: format.fromNow(person.lastActivity),
  })
}

/** At most four faces: three and "+N" when the group is larger (spec §9). */
function GroupAvatars({ people }: { people: readonly ChatContact[] }) {
  const shown = people.length > AVATAR_GROUP_MAX ? AVATAR_GROUP_MAX - 1 : AVATAR_GROUP_MAX
  const rest = people.length - shown
  return (
    <Avatar.Group spacing="sm" className={classes.groupAvatars} aria-hidden>
      {people.slice(0, shown).map((person) => (
        <ChatAvatar key={person.id} person={person} size={32} />
      ))}
      {rest > 0 && <Avatar size={32}>+{rest}</Avatar>}
    </Avatar.Group>
  )
}

/**
 * A call button that says why it does nothing: not disabled (a disabled button gets no hover or
 * focus, so its tooltip would never show), but marked so and inert on click.
 */
function CallButton({ label, icon }: { label: string; icon: ReactNode }) {
  const { t } = useTranslation('chat')
  return (
    <Tooltip label={t('room.callsUnavailable')}>
      <ActionIcon
        size="lg"
        data-disabled
        aria-disabled
        aria-label={label}
        aria-description={t('room.callsUnavailable')}
        onClick={(event) => event.preventDefault()}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  )
}
