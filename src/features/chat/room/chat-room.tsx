import { useQueries, useQuery } from '@tanstack/react-query'
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
 * What to search the contacts for to find a username: usernames are made from names
 * ("avery-quinn", "avery-quinn-2"), and the contacts answer is capped, so the first page alone
 * may not hold the person.
 */
const searchFor = (username: string) => username.replace(/-\d+$/, '').replaceAll('-', ' ')

/**
 * The room at a key: the conversation; or, when the API knows no conversation by that key but it
 * is a contact's username, an empty room for that person; else "not found". A failed load says
 * so in place, with a retry.
 */
export function ChatRoom({ conversationKey }: { conversationKey: string }) {
  const query = useQuery(conversationQueryOptions(conversationKey))
  const notFound = isNotFound(query.error)
  // The first page of contacts (as the new-conversation picker shows it) and those matching the
  // name the username was made from.
  const contacts = useQueries({
    queries: [chatContactsQueryOptions(), chatContactsQueryOptions(searchFor(conversationKey))].map(
      (options) => ({ ...options, enabled: notFound }),
    ),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.every((result) => result.isError),
      contact: results
        .flatMap((result) => result.data?.contacts ?? [])
        .find((person) => person.username === conversationKey),
      failed: results.find((result) => result.isError),
    }),
  })

  if (query.data) return <ConversationRoom conversation={query.data.conversation} />
  if (query.isPending || (notFound && contacts.isPending)) return <RoomSkeleton />
  if (notFound) {
    if (contacts.contact) return <ContactRoom contact={contacts.contact} />
    if (contacts.isError && contacts.failed)
      return (
        <div className={classes.state}>
          <QueryError query={contacts.failed} />
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
