import { Accordion, Text, VisuallyHidden } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { ChatContact, Conversation } from '@/lib/api/schemas/chat'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { participantsQueryOptions } from '../api/queries'
import { ConversationAvatar } from '../components/conversation-avatar'
import { PersonAvatar } from '../components/person-avatar'
import { conversationName } from '../conversation-display'
import { occupationOf, PersonDetails, PresenceLine } from './person-details'
import classes from './room-info.module.css'

/**
 * Who is in the conversation, as the API describes them now (the conversation's own copy shows
 * until the answer comes): the other person's card, or the group with its members.
 */
export function ParticipantsSection({ conversation }: { conversation: Conversation }) {
  const user = useCurrentUser()
  const userId = user?.id ?? ''
  const query = useQuery({
    ...participantsQueryOptions(conversation.key),
    placeholderData: { participants: conversation.participants },
  })
  const people = query.data?.participants ?? conversation.participants
  const error = query.isError && <QueryError query={query} />

  if (conversation.type === 'ONE_TO_ONE') {
    const other = people.find((person) => person.id !== userId)
    return (
      <>
        {other && <PersonCard person={other} />}
        {error}
      </>
    )
  }
  return (
    <>
      <GroupCard conversation={conversation} userId={userId} count={people.length} />
      {error}
      <MemberList people={people} userId={userId} />
    </>
  )
}

function PersonCard({ person }: { person: ChatContact }) {
  return (
    <div className={classes.card} data-testid="chat-info-person">
      <div className={classes.identity}>
        <PersonAvatar person={person} status={person.status} size={80} />
        <Text component="h3" fw={700} size="lg" dir="auto" className={classes.identityName}>
          {person.name}
        </Text>
        <Text size="sm" c="dimmed" dir="auto">
          {occupationOf(person).join(' · ')}
        </Text>
        <PresenceLine person={person} />
      </div>
      <PersonDetails person={person} />
    </div>
  )
}

function GroupCard({
  conversation,
  userId,
  count,
}: {
  conversation: Conversation
  userId: string
  count: number
}) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  return (
    <div className={classes.identity}>
      <ConversationAvatar conversation={conversation} userId={userId} size={64} />
      <Text component="h3" fw={700} size="lg" dir="auto" className={classes.identityName}>
        {conversationName(conversation, userId, format) || t('sidebar.emptyGroup')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('info.members', { count })}
      </Text>
    </div>
  )
}

/** The group's members (the signed-in user last); each opens on their details. */
function MemberList({ people, userId }: { people: ChatContact[]; userId: string }) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  const ordered = [
    ...people.filter((person) => person.id !== userId),
    ...people.filter((person) => person.id === userId),
  ]
  return (
    <section aria-labelledby={titleId} className={classes.section} data-testid="chat-info-members">
      <Text component="h3" id={titleId} className={classes.sectionTitle}>
        {t('info.membersTitle')}
      </Text>
      <Accordion
        classNames={{ item: classes.memberItem, control: classes.memberControl }}
        data-testid={titleId}
      >
        {ordered.map((person) => (
          <Accordion.Item key={person.id} value={person.id}>
            <Accordion.Control
              icon={<PersonAvatar person={person} status={person.status} size={36} />}
            >
              <span className={classes.memberText}>
                <Text span size="sm" fw={600} truncate="end" dir="auto">
                  {person.name}
                  {person.id === userId && (
                    <Text span size="sm" c="dimmed" fw={400}>
                      {' '}
                      {t('info.you')}
                    </Text>
                  )}
                </Text>
                <Text span size="xs" c="dimmed" truncate="end" dir="auto">
                  {occupationOf(person)[0]}
                </Text>
                <VisuallyHidden>{t(`presence.${person.status}`)}</VisuallyHidden>
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <PresenceLine person={person} />
              <PersonDetails person={person} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  )
}
