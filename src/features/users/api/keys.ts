/** The directory's query keys; invalidation goes through these, never spelled keys. */
import type { UserCardsQuery, UserListQuery } from '@/lib/api/schemas/users'

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  cardLists: () => [...userKeys.all, 'cards'] as const,
  cards: (query: UserCardsQuery) => [...userKeys.cardLists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (username: string) => [...userKeys.details(), username] as const,
}
