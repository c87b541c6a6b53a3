import { Button, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { chatContactsQueryOptions, conversationsQueryOptions } from '../api/queries'
import { ContactRow } from './contact-row'
import { ListSkeleton } from './conversation-list'
import { ConversationRow } from './conversation-row'
import { useOpenConversation } from './use-open-conversation'
import classes from './chat-sidebar.module.css'

/** Until "Show all": the conversations stay in sight under the first people found. */
const CONTACTS_SHOWN = 5

/**
 * What the server found for a search: people to write to, then the conversations whose name,
 * members or messages match. The previous answer stays on screen while the next one loads.
 */
export function SearchResults({ search }: { search: string }) {
  const { t } = useTranslation('chat')
  const user = useCurrentUser()
  const { key, isOpen } = useOpenConversation()
  const contacts = useQuery({
    ...chatContactsQueryOptions(search),
    placeholderData: keepPreviousData,
  })
  const conversations = useQuery({
    ...conversationsQueryOptions(search),
    placeholderData: keepPreviousData,
  })
  const [allContacts, setAllContacts] = useState(false)
  const found = contacts.data?.contacts ?? []
  const shownContacts = allContacts ? found : found.slice(0, CONTACTS_SHOWN)

  return (
    <div className={classes.results} data-testid="chat-search-results">
      <ResultSection
        title={t('sidebar.contacts')}
        query={contacts}
        empty={t('sidebar.noContacts', { search })}
        count={found.length}
        testId="chat-search-contacts"
        more={
          found.length > CONTACTS_SHOWN && (
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.showAll}
              aria-expanded={allContacts}
              onClick={() => setAllContacts((value) => !value)}
            >
              {allContacts ? t('sidebar.showFewer') : t('sidebar.showAll', { count: found.length })}
            </Button>
          )
        }
      >
        {shownContacts.map((contact) => (
          <li key={contact.id}>
            <ContactRow contact={contact} open={key === contact.username} />
          </li>
        ))}
      </ResultSection>
      <ResultSection
        title={t('sidebar.conversations')}
        query={conversations}
        empty={t('sidebar.noConversations', { search })}
        count={conversations.data?.conversations.length ?? 0}
        testId="chat-search-conversations"
      >
        {conversations.data?.conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              userId={user?.id ?? ''}
              open={isOpen(conversation)}
              collapsed={false}
            />
          </li>
        ))}
      </ResultSection>
    </div>
  )
}

interface ResultSectionProps {
  title: string
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> }
  empty: string
  count: number
  children: ReactNode
  /** Under the list: "Show all". */
  more?: ReactNode
  testId: string
}

function ResultSection({ title, query, empty, count, children, more, testId }: ResultSectionProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} data-testid={testId}>
      <Text component="h2" id={titleId} className={classes.subheader}>
        {title}
      </Text>
      {query.isPending ? (
        <ListSkeleton collapsed={false} rows={2} />
      ) : query.isError ? (
        <QueryError query={query} />
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" className={classes.noResults}>
          {empty}
        </Text>
      ) : (
        <>
          <ul className={classes.list}>{children}</ul>
          {more}
        </>
      )}
    </section>
  )
}
