/** The directory's query keys; invalidation goes through these, never spelled keys. */
import type { PeopleQuery, UserCardsQuery, UserListQuery } from '@/lib/api/schemas/users'

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  cardLists: () => [...userKeys.all, 'cards'] as const,
  cards: (query: UserCardsQuery) => [...userKeys.cardLists(), query] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (username: string) => [...userKeys.details(), username] as const,
  /** Followers, friends, posts and gallery of one person. */
  profile: (username: string) => [...userKeys.all, 'profile', username] as const,
  followers: (query: PeopleQuery) => [...userKeys.profile(query.name), 'followers', query] as const,
  friends: (query: PeopleQuery) => [...userKeys.profile(query.name), 'friends', query] as const,
  posts: (username: string, page: number) =>
    [...userKeys.profile(username), 'posts', page] as const,
  gallery: (username: string) => [...userKeys.profile(username), 'gallery'] as const,
}
