/**
 * The profile page's query keys: the signed-in user's counts, followers, friends, posts and
 * gallery, all under one person's username so one invalidation refreshes their whole profile.
 */
import type { PeopleQuery } from '@/lib/api/schemas/users'

export const profileKeys = {
  all: ['profile'] as const,
  of: (username: string) => [...profileKeys.all, username] as const,
  counts: (username: string) => [...profileKeys.of(username), 'counts'] as const,
  followerLists: (username: string) => [...profileKeys.of(username), 'followers'] as const,
  followers: (query: PeopleQuery) => [...profileKeys.followerLists(query.name), query] as const,
  friendLists: (username: string) => [...profileKeys.of(username), 'friends'] as const,
  friends: (query: PeopleQuery) => [...profileKeys.friendLists(query.name), query] as const,
  posts: (username: string) => [...profileKeys.of(username), 'posts'] as const,
  gallery: (username: string) => [...profileKeys.of(username), 'gallery'] as const,
}
