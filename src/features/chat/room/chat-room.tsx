import { useQuery } from '@tanstack/react-query'
import { QueryError } from '@/components/query-error'
import { ApiError } from '@/lib/api/http'
import { chatContactsQueryOptions, conversationQueryOptions } from '../api/queries'
import classes from './chat-room.module.css'
import { ContactRoom } from './contact-room'
import { ConversationRoom } from './conversation-room'
import { RoomNotFound } from './room-not-found'
import { RoomSkeleton } from './room-skeleton'

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The room at a key: the conversation; or, when the API knows no conversation by that key but it
 * is a contact's username, an empty room for that person; else "not found". A failed load says
 * so in place, with a retry.
 */
export function ChatRoom({ conversationKey }: { conversationKey: string }) {
  const query = useQuery(conversationQueryOptions(conversationKey))
  const notFound = isNotFound(query.error)
  const contacts = useQuery({ ...chatContactsQueryOptions(), enabled: notFound })

  if (query.data) return <ConversationRoom conversation={query.data.conversation} />
  if (query.isPending || (notFound && contacts.isPending)) return <RoomSkeleton />
  if (notFound) {
    const contact = contacts.data?.contacts.find((person) => person.username === conversationKey)
    if (contact) return <ContactRoom contact={contact} />
    if (contacts.isError)
      return (
        <div className={classes.state}>
          <QueryError query={contacts} />
        </div>
      )
    return <RoomNotFound />
  }
  return (
    <div className={classes.state}>
      <QueryError query={query} />
    </div>
  )
}
